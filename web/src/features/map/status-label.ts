import type { PointStatus } from '@mitmachkarte/contract';
import type * as de from '../../i18n/de/map';
import type { MessageValues } from '../../i18n/runtime';

/** The texts of `pointStatus` in the current language (`useT('pointStatus', de.pointStatus)`). */
export type PointStatusTexts = (key: keyof typeof de.pointStatus, values?: MessageValues) => string;

/** The label of status `key` among `statuses` (docs/product.md §16.1), as the layer's configuration
 *  has it (the town's German); the key itself, marked as unknown in the language of `t`, for a status
 *  the layer no longer has. Apart from the status form (detail/point-status.tsx), so that the list
 *  and the markers of the map's first view do not load it. */
export const labelOf = (statuses: readonly PointStatus[], key: string, t: PointStatusTexts) =>
  statuses.find((s) => s.Key === key)?.Label ?? t('unknown', { key });
