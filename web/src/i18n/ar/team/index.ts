import { flatten, type Catalogue } from '../../catalogue';

/** The interface texts in Arabic of the team's and administrators' screens (docs/product.md §23),
 *  a chunk of their own, loaded when a team screen is first shown in Arabic (i18n/runtime.tsx
 *  loadTeamTexts): every area file of this folder. */
const areas = import.meta.glob<Record<string, Catalogue>>(['./*.ts', '!./index.ts'], { eager: true });

export default flatten(Object.assign({}, ...Object.values(areas)));
