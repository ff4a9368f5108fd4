import { z } from 'zod';

/** Context layers of a layer (docs/product.md §17.7): WMS, WMTS or XYZ tile overlays such as a
 *  Bebauungsplan or a flood-risk map, drawn above the base map and below the entries. */

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
const HTTP_URL = /^https?:\/\/(\{s\}\.)?[a-z0-9.-]+(:\d{1,5})?([/?#][^\s]*)?$/i;

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

/** One context layer. Texts are plain text (never HTML); the attribution is shown as text. */
export const ContextLayer = z.strictObject({
  Kind: z.enum(CONTEXT_LAYER_KINDS, { error: 'Art: Bitte wählen Sie WMS, WMTS oder XYZ.' }),
  Title: z.string({ error: 'Titel: Bitte geben Sie einen Titel ein.' }).trim()
    .min(1, 'Titel: Bitte geben Sie einen Titel ein.')
    .max(CONTEXT_TITLE_MAX, `Titel: Höchstens ${CONTEXT_TITLE_MAX} Zeichen.`),
  Url: z.string({ error: 'Adresse: Bitte geben Sie die Adresse des Dienstes ein.' }).trim()
    .min(1, 'Adresse: Bitte geben Sie die Adresse des Dienstes ein.')
    .max(CONTEXT_URL_MAX, `Adresse: Höchstens ${CONTEXT_URL_MAX} Zeichen.`)
    .regex(HTTP_URL, 'Adresse: Bitte geben Sie eine Adresse ein, die mit http:// oder https:// beginnt.'),
  Layers: z.string({ error: 'Ebenen: Bitte geben Sie die Namen der Ebenen als Text ein.' }).trim()
    .max(CONTEXT_LAYERS_NAMES_MAX, `Ebenen: Höchstens ${CONTEXT_LAYERS_NAMES_MAX} Zeichen.`).default(''),
  Attribution: z.string({ error: 'Quellenangabe: Bitte als Text angeben.' }).trim()
    .max(CONTEXT_ATTRIBUTION_MAX, `Quellenangabe: Höchstens ${CONTEXT_ATTRIBUTION_MAX} Zeichen.`).default(''),
  Opacity: z.number({ error: 'Deckkraft: Bitte eine Zahl zwischen 0,1 und 1 angeben.' })
    .min(0.1, 'Deckkraft: Bitte eine Zahl zwischen 0,1 und 1 angeben.')
    .max(1, 'Deckkraft: Bitte eine Zahl zwischen 0,1 und 1 angeben.').default(CONTEXT_OPACITY_DEFAULT),
  Visible: z.boolean({ error: '„Beim Öffnen zeigen“ muss ja oder nein sein.' }).default(false),
}).superRefine((layer, ctx) => {
  if (layer.Kind === 'wms' && !layer.Layers) {
    ctx.addIssue({ code: 'custom', path: ['Layers'], message: 'Ebenen: Für einen WMS geben Sie bitte die Namen der Ebenen an (durch Kommas getrennt).' });
  }
  const unknown = unknownPlaceholder(layer.Kind, layer.Url);
  if (unknown) {
    ctx.addIssue({ code: 'custom', path: ['Url'], message: `Adresse: Der Platzhalter ${unknown} ist hier nicht möglich. Bitte setzen Sie seinen Wert ein.` });
  } else if (!hasTilePlaceholders(layer.Kind, layer.Url)) {
    ctx.addIssue({
      code: 'custom', path: ['Url'],
      message: layer.Kind === 'xyz'
        ? 'Adresse: Eine XYZ-Adresse braucht die Platzhalter {z}, {x} und {y}.'
        : 'Adresse: Eine WMTS-Adresse braucht die Platzhalter {z}, {x} und {y} oder {TileMatrix}, {TileRow} und {TileCol}.',
    });
  }
});
export type ContextLayer = z.infer<typeof ContextLayer>;
/** A context layer as a form holds it (defaults not yet applied). */
export type ContextLayerInput = z.input<typeof ContextLayer>;

/** The context layers of a layer, in the order the switcher lists them (the first drawn lowest). */
export const ContextLayers = z.array(ContextLayer, { error: 'Zusätzliche Kartenebenen: Bitte als Liste angeben.' })
  .max(CONTEXT_LAYERS_MAX, `Zusätzliche Kartenebenen: Höchstens ${CONTEXT_LAYERS_MAX} Ebenen je Karte.`);
