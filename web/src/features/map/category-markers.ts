import { findCategory, type Category, type Point } from '@mitmachkarte/contract';
import L from 'leaflet';
import { pointCategory } from '../../components/questionnaire/entry-values';
import { API_BASE } from '../../lib/api-client';
import { markerIconHighlighted, markerIconNormal } from '../../lib/leaflet';

/** Pin colours of the top-level categories, in tree order (green, red, blue first: Stärke,
 *  Schwäche and Idee of the tram layer); each has at least 4.5:1 contrast to white. */
export const CATEGORY_COLOURS = ['#1a7f37', '#c62828', '#1f5fbf', '#7b3fa0', '#a14a00', '#00695c', '#5d4037', '#37474f'] as const;

/** Whether a layer's points are drawn with category markers: when a top-level category has an
 *  icon (docs/product.md §3.12 Category.Icon). Other layers keep the plain blue pin. */
export const usesCategoryMarkers = (categories: readonly Category[]): boolean => categories.some((c) => c.Icon !== '');

/** Index of the top-level category that holds the category `name` (itself or an ancestor), or
 *  -1 for names not in the tree. */
export function topCategoryIndex(categories: readonly Category[], name: string): number {
  const found = findCategory(categories, name);
  if (!found) return -1;
  const top = found.path[0] ?? found.category.Name;
  return categories.findIndex((c) => c.Name === top);
}

/** The pin of a top-level category as HTML: an SVG pin of `size` [width, height] px in the
 *  category's colour with its icon (the image's orig variant, docs/product.md §7) on a white disc. Also the
 *  legend's swatch. Icon ids are URL-encoded; nothing else comes from data. */
export function categoryPinHtml(index: number, iconId: string, size: readonly [number, number]): string {
  const colour = CATEGORY_COLOURS[index % CATEGORY_COLOURS.length];
  const [w, h] = size;
  const disc = Math.round(w * 0.72);
  const icon = iconId
    ? `<img src="${API_BASE}/gis/image/orig/${encodeURIComponent(iconId)}" alt="" width="${disc}" height="${disc}" style="top:${Math.round((w - disc) / 2)}px;left:${Math.round((w - disc) / 2)}px">`
    : '';
  return `<svg viewBox="0 0 25 41" width="${w}" height="${h}" aria-hidden="true" focusable="false">`
    + `<path d="M12.5 0C5.6 0 0 5.6 0 12.5 0 21.9 12.5 41 12.5 41S25 21.9 25 12.5C25 5.6 19.4 0 12.5 0z" fill="${colour}" stroke="#fff" stroke-width="1.5"/>`
    + `<circle cx="12.5" cy="12.5" r="9" fill="#fff"/></svg>${icon}`;
}

const NORMAL: [number, number] = [25, 41];
const HIGHLIGHTED: [number, number] = [50, 82];
const icons = new Map<string, L.DivIcon>();

/** The marker icon of a category pin, 25x41 or 50x82 when highlighted (docs/product.md §9), anchored at the
 *  tip; cached, so that react-leaflet keeps the marker (and its keyboard focus) on re-render. */
function categoryIcon(index: number, iconId: string, highlighted: boolean): L.DivIcon {
  const key = `${index}|${iconId}|${highlighted}`;
  let icon = icons.get(key);
  if (!icon) {
    const size = highlighted ? HIGHLIGHTED : NORMAL;
    icon = L.divIcon({
      html: categoryPinHtml(index, iconId, size), className: `map-category-pin map-category-${index}`,
      iconSize: size, iconAnchor: [size[0] / 2, size[1]],
    });
    icons.set(key, icon);
  }
  return icon;
}

/** The marker icon of a point: its top-level category's pin on layers with category markers,
 *  otherwise (or for an unknown category) the plain pin of lib/leaflet. */
export function markerIconFor(categories: readonly Category[], point: Point, highlighted: boolean): L.Icon | L.DivIcon {
  const plain = highlighted ? markerIconHighlighted : markerIconNormal;
  if (!usesCategoryMarkers(categories)) return plain;
  const name = pointCategory(point.Attributes);
  const index = name === undefined ? -1 : topCategoryIndex(categories, name);
  return index < 0 ? plain : categoryIcon(index, categories[index]!.Icon, highlighted);
}
