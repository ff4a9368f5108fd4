import type { Language } from '@mitmachkarte/contract';

/** The embedded map's options from its address (docs/product.md §24.1): `layer` (a map of the
 *  project; else its first), `lat`/`lng`/`zoom` (the start view; else the project's map area),
 *  `category` (only entries of this category and those below it), `lang` (de, en, tr, ar, uk;
 *  else German) and `height` (of the map in CSS pixels, 200…1200; else 400). A value the page
 *  cannot use is left out, so that an old or mistyped embed code still shows the map. */
export type EmbedOptions = {
  projectId: string;
  layer?: string;
  view?: { lat: number; lng: number; zoom: number };
  category?: string;
  language: Language;
  height: number;
};

const LANGUAGE_CODES: readonly Language[] = ['de', 'en', 'tr', 'ar', 'uk'];
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const DEFAULT_MAP_HEIGHT = 400;
export const MIN_MAP_HEIGHT = 200;
export const MAX_MAP_HEIGHT = 1200;

const numberIn = (text: string | null, min: number, max: number): number | undefined => {
  if (text === null || text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) && n >= min && n <= max ? n : undefined;
};

/** The options of the page at `pathname` (/embed/{projectId}) with `search`; undefined when the
 *  path names no project. */
export function embedOptionsOf(pathname: string, search: string): EmbedOptions | undefined {
  const id = /^\/embed\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!id || !ID.test(id)) return undefined;
  const q = new URLSearchParams(search);
  const layer = q.get('layer') ?? '';
  const lat = numberIn(q.get('lat'), -85, 85);
  const lng = numberIn(q.get('lng'), -180, 180);
  const zoom = numberIn(q.get('zoom'), 0, 18);
  const category = (q.get('category') ?? '').trim();
  const lang = q.get('lang');
  const height = numberIn(q.get('height'), MIN_MAP_HEIGHT, MAX_MAP_HEIGHT);
  return {
    projectId: id.toLowerCase(),
    ...(ID.test(layer) ? { layer: layer.toLowerCase() } : {}),
    ...(lat !== undefined && lng !== undefined && zoom !== undefined ? { view: { lat, lng, zoom: Math.round(zoom) } } : {}),
    ...(category && category.length <= 200 ? { category } : {}),
    language: LANGUAGE_CODES.find((l) => l === lang) ?? 'de',
    height: Math.round(height ?? DEFAULT_MAP_HEIGHT),
  };
}
