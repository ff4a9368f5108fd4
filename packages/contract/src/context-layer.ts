import { z } from 'zod';
import { CONTEXT_LAYERS_MAX, CONTEXT_TITLE_MAX, CONTEXT_URL_MAX, CONTEXT_LAYERS_NAMES_MAX, CONTEXT_ATTRIBUTION_MAX, CONTEXT_OPACITY_DEFAULT, CONTEXT_LAYER_KINDS, CONTEXT_URL_PATTERN, hasTilePlaceholders, unknownPlaceholder } from './context-layer-rules.js';
import { FIELD_MESSAGES, fieldMessage } from './field-messages.js';

/** The schemas of context layers (docs/product.md §17.7); their rules are in context-layer-rules.ts. */

/** One context layer. Texts are plain text (never HTML); the attribution is shown as text. */
export const ContextLayer = z.strictObject({
  Kind: z.enum(CONTEXT_LAYER_KINDS, { error: FIELD_MESSAGES.contextKindUnknown }),
  Title: z.string({ error: FIELD_MESSAGES.contextTitleMissing }).trim()
    .min(1, FIELD_MESSAGES.contextTitleMissing)
    .max(CONTEXT_TITLE_MAX, fieldMessage('contextTitleTooLong', { max: CONTEXT_TITLE_MAX })),
  Url: z.string({ error: FIELD_MESSAGES.contextUrlMissing }).trim()
    .min(1, FIELD_MESSAGES.contextUrlMissing)
    .max(CONTEXT_URL_MAX, fieldMessage('contextUrlTooLong', { max: CONTEXT_URL_MAX }))
    .regex(CONTEXT_URL_PATTERN, FIELD_MESSAGES.contextUrlScheme),
  Layers: z.string({ error: FIELD_MESSAGES.contextLayersNotText }).trim()
    .max(CONTEXT_LAYERS_NAMES_MAX, fieldMessage('contextLayersTooLong', { max: CONTEXT_LAYERS_NAMES_MAX })).default(''),
  Attribution: z.string({ error: FIELD_MESSAGES.contextAttributionNotText }).trim()
    .max(CONTEXT_ATTRIBUTION_MAX, fieldMessage('contextAttributionTooLong', { max: CONTEXT_ATTRIBUTION_MAX })).default(''),
  Opacity: z.number({ error: FIELD_MESSAGES.contextOpacityRange })
    .min(0.1, FIELD_MESSAGES.contextOpacityRange)
    .max(1, FIELD_MESSAGES.contextOpacityRange).default(CONTEXT_OPACITY_DEFAULT),
  Visible: z.boolean({ error: FIELD_MESSAGES.contextVisibleNotBoolean }).default(false),
}).superRefine((layer, ctx) => {
  if (layer.Kind === 'wms' && !layer.Layers) {
    ctx.addIssue({ code: 'custom', path: ['Layers'], message: FIELD_MESSAGES.contextWmsLayersMissing });
  }
  const unknown = unknownPlaceholder(layer.Kind, layer.Url);
  if (unknown) {
    ctx.addIssue({ code: 'custom', path: ['Url'], message: fieldMessage('contextUnknownPlaceholder', { placeholder: unknown }) });
  } else if (!hasTilePlaceholders(layer.Kind, layer.Url)) {
    ctx.addIssue({
      code: 'custom', path: ['Url'],
      message: layer.Kind === 'xyz'
        ? FIELD_MESSAGES.contextXyzPlaceholders
        : FIELD_MESSAGES.contextWmtsPlaceholders,
    });
  }
});
export type ContextLayer = z.infer<typeof ContextLayer>;
/** A context layer as a form holds it (defaults not yet applied). */
export type ContextLayerInput = z.input<typeof ContextLayer>;

/** The context layers of a layer, in the order the switcher lists them (the first drawn lowest). */
export const ContextLayers = z.array(ContextLayer, { error: FIELD_MESSAGES.contextLayersNotList })
  .max(CONTEXT_LAYERS_MAX, fieldMessage('tooManyContextLayers', { max: CONTEXT_LAYERS_MAX }));
