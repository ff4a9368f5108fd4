import { z } from 'zod';
import { CATEGORY_MAX_NODES, DATA_TYPES, NAME_MAX_LENGTH, SCHEMA_MAX_VARIABLES, TEXT_MAX_LENGTH } from './limits.js';
import { questionnaireProblems } from './questionnaire-checks.js';
import { contrastToWhite, HEX_COLOUR, MARKER_MIN_CONTRAST } from './colour-rules.js';
import { QuestionnaireTranslations } from './content-translations.js';
import { questionnaireTranslationProblems } from './content-translations-rules.js';
import { FIELD_MESSAGES } from './field-messages.js';

export const DataType = z.enum(DATA_TYPES);
export type DataType = z.infer<typeof DataType>;

export const VariableOption = z.object({
  Key: z.string().trim().min(1, FIELD_MESSAGES.optionKeyEmpty).max(NAME_MAX_LENGTH),
  Label: z.string().max(NAME_MAX_LENGTH).default(''),
});
export type VariableOption = z.infer<typeof VariableOption>;

/** One question of a layer's questionnaire (docs/product.md §3.11 Schema variable). */
export const Variable = z.object({
  Name: z.string().max(NAME_MAX_LENGTH).default(''),
  DataType: DataType.default('text'),
  Question: z.string().max(TEXT_MAX_LENGTH).default(''),
  Optional: z.boolean().default(false),
  MissingMsg: z.string().max(TEXT_MAX_LENGTH).default(''),
  Description: z.string().max(TEXT_MAX_LENGTH).default(''),
  Constraint: z.boolean().default(false),
  Minimum: z.number().default(0),
  Maximum: z.number().default(0),
  CategoryCondition: z.string().max(NAME_MAX_LENGTH).default(''),
  Options: z.array(VariableOption).max(500).default([]),
});
export type Variable = z.infer<typeof Variable>;

/** A node of a layer's category tree (docs/product.md §3.12 Category). `Icon` is an image id or
 *  empty; `Colour` (#rrggbb, at least 3:1 against white, colour-rules.ts) the colour of its
 *  markers, where absent the palette's. Named `Category` in the OpenAPI document, where it refers
 *  to itself. */
export const Category = z
  .object({
    Name: z.string().trim().min(1, FIELD_MESSAGES.categoryKeyEmpty).max(NAME_MAX_LENGTH),
    Label: z.string().max(NAME_MAX_LENGTH).default(''),
    Icon: z.string().max(100).default(''),
    Colour: z.string().regex(HEX_COLOUR, FIELD_MESSAGES.categoryColourFormat)
      .refine((c) => contrastToWhite(c) >= MARKER_MIN_CONTRAST, FIELD_MESSAGES.markerTooLight)
      .optional(),
    get Children(): z.ZodOptional<z.ZodArray<typeof Category>> {
      return z.array(Category).max(CATEGORY_MAX_NODES).optional();
    },
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof Category>;

/** A layer's questionnaire and category tree (docs/product.md §3.11 Schema), checked by
 *  questionnaireProblems, and its texts in other languages (§23.5; left out of a PUT, the stored
 *  ones stay), checked against it by questionnaireTranslationProblems. */
export const LayerSchema = z
  .object({
    Schema: z.array(Variable).max(SCHEMA_MAX_VARIABLES).default([]),
    Categories: z.array(Category).max(CATEGORY_MAX_NODES).default([]),
    Translations: QuestionnaireTranslations.optional(),
  })
  .superRefine((s, ctx) => {
    for (const p of questionnaireProblems(s.Schema, s.Categories)) ctx.addIssue({ code: 'custom', path: p.path, message: p.message });
    for (const p of questionnaireTranslationProblems(s.Translations ?? {}, s.Schema, s.Categories)) ctx.addIssue({ code: 'custom', path: p.path, message: p.message });
  });
export type LayerSchema = z.infer<typeof LayerSchema>;

/** The questionnaire of a layer without questions and categories. */
export const EMPTY_LAYER_SCHEMA: LayerSchema = { Schema: [], Categories: [] };
