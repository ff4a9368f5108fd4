import { NO_ANSWER_TYPES } from './questionnaire-rules.js';
import type { LayerSchema, Variable } from './schema.js';

/** Rules of the import of entries into a layer (docs/product.md §18.6) that the server and the
 *  web app share; no zod here, so that the web app's screens carry none of it. */

/** The largest file imported, in bytes (50 MB), and the most entries one import takes. */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 1_000_000;
/** How many refused rows an answer lists (all are counted), and how many rows the preview shows. */
export const IMPORT_LISTED_REFUSALS = 100;
export const IMPORT_PREVIEW_ROWS = 10;

/** The questions that take an answer from a file, by name: all but labels, page breaks and photos
 *  (an image answer names an uploaded image, which a file cannot carry). */
export function importableQuestions(schema: LayerSchema): Map<string, Variable> {
  return new Map(schema.Schema.filter((v) => !NO_ANSWER_TYPES.includes(v.DataType) && v.DataType !== 'image').map((v) => [v.Name, v]));
}
