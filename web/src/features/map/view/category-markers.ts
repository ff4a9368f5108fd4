import { categoryColourAt, findCategory, type Category, type Point, type PointStatus } from '@mitmachkarte/contract';
import L from 'leaflet';
import { pointCategory } from '../../../components/questionnaire/entry-values';
import { API_BASE } from '../../../lib/api-client';

/** Whether a layer's points are drawn with category markers: when a top-level category has an
 *  icon or a colour of its own (docs/product.md §3.12 Category.Icon, Colour). Other layers keep
 *  the pin in the status colour. */
export const usesCategoryMarkers = (categories: readonly Category[]): boolean => categories.some((c) => c.Icon !== '' || !!c.Colour);

/** Index of the top-level category that holds the category `name` (itself or an ancestor), or
 *  -1 for names not in the tree. */
export function topCategoryIndex(categories: readonly Category[], name: string): number {
  const found = findCategory(categories, name);
  if (!found) return -1;
  const top = found.path[0] ?? found.category.Name;
  return categories.findIndex((c) => c.Name === top);
}

/** Colour of a point whose status its layer no longer has. */
const UNKNOWN_STATUS_COLOUR = '#57606a';

/** A pin as HTML: an SVG pin of `size` [width, height] px in `colour` with a white disc, the icon
 *  (the image's orig variant, docs/product.md §7) on the disc if there is one, and a dot in
 *  `statusColour` at its upper right if given. Colours come from the layer's palette or statuses
 *  (#rrggbb, checked by the contract), icon ids are URL-encoded; nothing else comes from data. */
function pinHtml(colour: string, iconId: string, size: readonly [number, number], statusColour?: string): string {
  const [w, h] = size;
  const disc = Math.round(w * 0.72);
  const icon = iconId
    ? `<img src="${API_BASE}/gis/image/orig/${encodeURIComponent(iconId)}" alt="" width="${disc}" height="${disc}" style="top:${Math.round((w - disc) / 2)}px;left:${Math.round((w - disc) / 2)}px">`
    : '';
  const dot = statusColour ? `<circle cx="20.5" cy="4.5" r="4" fill="${statusColour}" stroke="#fff" stroke-width="1.2"/>` : '';
  return `<svg viewBox="0 0 25 41" width="${w}" height="${h}" aria-hidden="true" focusable="false">`
    + `<path d="M12.5 0C5.6 0 0 5.6 0 12.5 0 21.9 12.5 41 12.5 41S25 21.9 25 12.5C25 5.6 19.4 0 12.5 0z" fill="${colour}" stroke="#fff" stroke-width="1.5"/>`
    + `<circle cx="12.5" cy="12.5" r="${iconId ? 9 : 5}" fill="#fff"/>${dot}</svg>${icon}`;
}

/** The pin of a top-level category as HTML, in `colour` (the contract's categoryColourAt) with
 *  its icon, and a dot in the point's status colour (`statusColour`, left out in the legend). */
export const categoryPinHtml = (colour: string, iconId: string, size: readonly [number, number], statusColour?: string): string =>
  pinHtml(colour, iconId, size, statusColour);

/** The pin of a status as HTML: in the status colour (docs/product.md §16.1); also the legend's swatch. */
export const statusPinHtml = (colour: string, size: readonly [number, number]): string => pinHtml(colour, '', size);

const NORMAL: [number, number] = [25, 41];
const HIGHLIGHTED: [number, number] = [50, 82];
const icons = new Map<string, L.DivIcon>();

/** A marker icon from pin HTML, 25x41 or 50x82 when highlighted (docs/product.md §9), anchored at
 *  the tip; cached by `key`, so that react-leaflet keeps the marker (and its keyboard focus) on
 *  re-render. */
function pinIcon(key: string, className: string, highlighted: boolean, html: (size: readonly [number, number]) => string): L.DivIcon {
  const cacheKey = `${key}|${highlighted}`;
  let icon = icons.get(cacheKey);
  if (!icon) {
    const size = highlighted ? HIGHLIGHTED : NORMAL;
    icon = L.divIcon({ html: html(size), className, iconSize: size, iconAnchor: [size[0] / 2, size[1]] });
    icons.set(cacheKey, icon);
  }
  return icon;
}

/** The colour of the point's status among `statuses`. */
export const statusColourOf = (statuses: readonly PointStatus[], point: Pick<Point, 'Status'>): string =>
  statuses.find((s) => s.Key === point.Status)?.Colour ?? UNKNOWN_STATUS_COLOUR;

/** What a pin shows of a point: its category key ('' without) and its status key, as a map
 *  tile lists them (MapPoint) or as pinOf reads them from a whole Point. */
export type PinOf = { category: string; status: string };

/** The pin of a whole point. */
export const pinOf = (point: Pick<Point, 'Attributes' | 'Status'>): PinOf =>
  ({ category: pointCategory(point.Attributes) ?? '', status: point.Status });

/** The marker icon of a point (docs/product.md §16.1): on layers with category markers its
 *  top-level category's pin with a dot in its status colour; otherwise (or for an unknown
 *  category) a pin in its status colour. */
export function markerIconFor(categories: readonly Category[], statuses: readonly PointStatus[], pin: PinOf, highlighted: boolean): L.DivIcon {
  const status = statusColourOf(statuses, { Status: pin.status });
  const index = usesCategoryMarkers(categories) && pin.category ? topCategoryIndex(categories, pin.category) : -1;
  if (index >= 0) {
    const iconId = categories[index]!.Icon;
    const colour = categoryColourAt(categories, index);
    return pinIcon(`c|${colour}|${iconId}|${status}`, `map-category-pin map-category-${index}`, highlighted,
      (size) => categoryPinHtml(colour, iconId, size, status));
  }
  return pinIcon(`s|${status}`, 'map-category-pin map-status-pin', highlighted, (size) => statusPinHtml(status, size));
}
