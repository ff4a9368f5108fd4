import { z } from 'zod';
import { CONTEXT_LAYERS_MAX, CONTEXT_TITLE_MAX, CONTEXT_URL_MAX, CONTEXT_LAYERS_NAMES_MAX, CONTEXT_ATTRIBUTION_MAX, CONTEXT_OPACITY_DEFAULT, CONTEXT_LAYER_KINDS, CONTEXT_URL_PATTERN, hasTilePlaceholders, unknownPlaceholder } from './context-layer-rules.js';

/** The schemas of context layers (docs/product.md §17.7); their rules are in context-layer-rules.ts. */

/** One context layer. Texts are plain text (never HTML); the attribution is shown as text. */
export const ContextLayer = z.strictObject({
  Kind: z.enum(CONTEXT_LAYER_KINDS, { error: 'Art: Bitte wählen Sie WMS, WMTS oder XYZ.' }),
  Title: z.string({ error: 'Titel: Bitte geben Sie einen Titel ein.' }).trim()
    .min(1, 'Titel: Bitte geben Sie einen Titel ein.')
    .max(CONTEXT_TITLE_MAX, `Titel: Höchstens ${CONTEXT_TITLE_MAX} Zeichen.`),
  Url: z.string({ error: 'Adresse: Bitte geben Sie die Adresse des Dienstes ein.' }).trim()
    .min(1, 'Adresse: Bitte geben Sie die Adresse des Dienstes ein.')
    .max(CONTEXT_URL_MAX, `Adresse: Höchstens ${CONTEXT_URL_MAX} Zeichen.`)
    .regex(CONTEXT_URL_PATTERN, 'Adresse: Bitte geben Sie eine Adresse ein, die mit http:// oder https:// beginnt.'),
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
