import { CATEGORY_ATTRIBUTE, NO_ANSWER_TYPES, type Attributes, type AttributeValue, type LayerSchema, type Variable } from '@mitmachkarte/contract';
import { parseJson } from '../../../lib/json.js';
import type { PointPages } from '../core/points.repository.js';
import { optionLabel } from './answer-names.js';

/** The answers of points as columns (docs/product.md §18.1, §18.4): which questions have a column,
 *  the names of answers no question asks any more, and one answer as the cell of a table. Shared by
 *  the review table, the exports and the GIS interface. */

/** How an export names an image answer: the absolute URL of its normal variant. */
export type ImageUrl = (imageId: string) => string;

/** Absolute URL of an image's normal variant under `publicUrl` (PUBLIC_URL, docs/architecture.md §4),
 *  as the exports and the GIS interface give photos. */
export const imageUrlUnder = (publicUrl: string): ImageUrl => (id) => `${publicUrl}/api/v1/gis/image/norm/${encodeURIComponent(id)}`;

/** A coordinate in degrees as the exports and the review table give it: rounded to 7 decimals,
 *  about 1 cm on the ground (docs/product.md §18.4); the map's clicks store 15. */
export const roundCoordinate = (degrees: number): number => Math.round(degrees * 1e7) / 1e7;

/** Names of the variables of a questionnaire that take answers (not label, not pagebreak), in order. */
export const answerVariables = (schema: LayerSchema): Variable[] => schema.Schema.filter((v) => !NO_ANSWER_TYPES.includes(v.DataType));

/** The names of stored answers whose variable the questionnaire no longer has (renamed or
 *  removed), sorted, so that no stored answer is left out of an export: one pass over the pages. */
export async function extraAnswerNames(schema: LayerSchema, pages: PointPages): Promise<string[]> {
  const known = new Set<string>([...answerVariables(schema).map((v) => v.Name), CATEGORY_ATTRIBUTE]);
  const extra = new Set<string>();
  for await (const rows of pages()) {
    for (const row of rows) {
      for (const name of Object.keys(parseJson<Attributes>(row.attributes, {}))) if (!known.has(name)) extra.add(name);
    }
  }
  return [...extra].sort();
}

/** The answer columns of an export: the questionnaire's variables in questionnaire order, then
 *  extraAnswerNames. */
export async function answerColumns(schema: LayerSchema, pages: PointPages): Promise<string[]> {
  return [...answerVariables(schema).map((v) => v.Name), ...await extraAnswerNames(schema, pages)];
}

/** One answer as a CSV cell. Numbers stay JS numbers (written with a '.' decimal point and never
 *  neutralised, so that -9.4 stays a number); everything else becomes text: single and multiple
 *  choices as option labels (multiple joined with '; '), booleans as 'ja'/'nein', images as the
 *  absolute URL of the normal variant, places as 'Breite, Länge' (roundCoordinate). */
export function answerCell(answer: AttributeValue | undefined, variable: Variable | undefined, imageUrl: ImageUrl): string | number {
  if (!answer) return '';
  const value = answer.Value;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  if (Array.isArray(value)) return value.map((k) => optionLabel(variable, k)).join('; ');
  if (typeof value === 'object') return `${roundCoordinate(value.Latitude)}, ${roundCoordinate(value.Longitude)}`;
  if (answer.DataType === 'image') return imageUrl(value);
  if (answer.DataType === 'single') return optionLabel(variable, value);
  return value;
}
