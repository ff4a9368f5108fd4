/** Context layers of a layer (docs/product.md §17.7): WMS, WMTS or XYZ tile overlays such as a
 *  Bebauungsplan or a flood-risk map, drawn above the base map and below the entries. Limits and
 *  rules without any zod schema, so that the map page can use them without loading zod
 *  (docs/runtime.md §3); the schemas are in context-layer.ts. */

export const CONTEXT_LAYERS_MAX = 10;
export const CONTEXT_TITLE_MAX = 80;
export const CONTEXT_URL_MAX = 2000;
export const CONTEXT_LAYERS_NAMES_MAX = 500;
export const CONTEXT_ATTRIBUTION_MAX = 300;
export const CONTEXT_OPACITY_DEFAULT = 0.7;

/** What kind of service a context layer comes from. */
export const CONTEXT_LAYER_KINDS = ['wms', 'wmts', 'xyz'] as const;
export type ContextLayerKind = (typeof CONTEXT_LAYER_KINDS)[number];

/** An http(s) address with a plain host (letters, digits, dots, hyphens; Leaflet's `{s}.` subdomain
 *  prefix allowed), an optional port, no user name, no spaces. Anything else (javascript:, data:,
 *  relative addresses) is refused: the host also goes into the Content-Security-Policy. */
export const CONTEXT_URL_PATTERN = /^https?:\/\/(\{s\}\.)?[a-z0-9.-]+(:\d{1,5})?([/?#][^\s]*)?$/i;

/** True if `template` holds the tile placeholders of an XYZ address ({z}, {x}, {y}) or, for WMTS,
 *  those of a RESTful WMTS address ({TileMatrix}, {TileRow}, {TileCol}; OGC 07-057r7 §10.2). */
export function hasTilePlaceholders(kind: ContextLayerKind, template: string): boolean {
  const xyz = ['{z}', '{x}', '{y}'].every((p) => template.includes(p));
  const wmts = ['{TileMatrix}', '{TileRow}', '{TileCol}'].every((p) => template.includes(p));
  return kind === 'xyz' ? xyz : kind === 'wmts' ? xyz || wmts : true;
}

/** The placeholders the map fills in: {s} (subdomain) always; for XYZ and WMTS also the tile's
 *  {z}, {x}, {y}, {r} (Leaflet) and the RESTful WMTS ones. */
const KNOWN_PLACEHOLDERS: Record<ContextLayerKind, readonly string[]> = {
  wms: ['{s}'],
  xyz: ['{s}', '{z}', '{x}', '{y}', '{r}'],
  wmts: ['{s}', '{z}', '{x}', '{y}', '{r}', '{TileMatrix}', '{TileRow}', '{TileCol}'],
};

/** The first placeholder in `url` that the map cannot fill in for `kind` (e.g. {Style}), or null:
 *  Leaflet stops drawing a tile layer at an unknown one. */
export function unknownPlaceholder(kind: ContextLayerKind, url: string): string | null {
  return (url.match(/\{[^}]*\}/g) ?? []).find((p) => !KNOWN_PLACEHOLDERS[kind].includes(p)) ?? null;
}

/** The Leaflet tile template of an XYZ or WMTS address: the RESTful WMTS placeholders become
 *  {z} (TileMatrix), {y} (TileRow) and {x} (TileCol) (OGC 07-057r7 §10.2); others stay as written. */
export const tileTemplateOf = (url: string) =>
  url.replaceAll('{TileMatrix}', '{z}').replaceAll('{TileRow}', '{y}').replaceAll('{TileCol}', '{x}');

/** The origin of a context layer's address for the CSP's img-src, `{s}.` as `*.`; null if the
 *  address is not an http(s) address. */
export function contextLayerSource(url: string): string | null {
  const match = /^(https?):\/\/((?:\{s\}\.)?[a-z0-9.-]+(?::\d{1,5})?)(?:[/?#]|$)/i.exec(url);
  return match ? `${match[1]!.toLowerCase()}://${match[2]!.toLowerCase().replace('{s}.', '*.')}` : null;
}

