import { flatten, type Catalogue } from '../catalogue';

/** The interface texts in English of the citizens' screens (docs/product.md §23), loaded as one
 *  chunk when chosen: every area file of this folder, each exporting its namespaces' translations.
 *  The team's screens' texts are a chunk of their own (team/index.ts). */
const areas = import.meta.glob<Record<string, Catalogue>>(['./*.ts', '!./index.ts'], { eager: true });

export default flatten(Object.assign({}, ...Object.values(areas)));
