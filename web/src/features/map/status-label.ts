import type { PointStatus } from '@mitmachkarte/contract';
import * as de from '../../i18n/de/map';

/** The label of status `key` among `statuses` (docs/product.md §16.1); the key itself, marked as
 *  unknown, for a status the layer no longer has. Apart from the status form (detail/point-status.tsx),
 *  so that the list and the markers of the map's first view do not load it. */
export const labelOf = (statuses: readonly PointStatus[], key: string) => statuses.find((s) => s.Key === key)?.Label ?? de.pointStatus.unknown(key);
