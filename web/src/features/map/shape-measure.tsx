import { areaSquareMetres, lengthMetres, type EntryShape } from '@mitmachkarte/contract';
import * as de from '../../i18n/de/draw-entry';
import { useCurrentLanguage, useT } from '../../i18n/runtime';
import { formatArea, formatLength } from '../../lib/format';

/** „Länge: 1,2 km“ of a line, „Fläche: 2,5 ha“ of an area (docs/product.md §25.1), for an
 *  entry's details and the list; loaded with the first such entry, so that Turf's measures stay
 *  out of the map's first load. */
export default function ShapeMeasure({ shape }: { shape: EntryShape }) {
  const t = useT('drawEntry', de.drawEntry);
  const language = useCurrentLanguage();
  return shape.type === 'LineString'
    ? <>{t('length', { value: formatLength(lengthMetres(shape), language) })}</>
    : <>{t('area', { value: formatArea(areaSquareMetres(shape), language) })}</>;
}
