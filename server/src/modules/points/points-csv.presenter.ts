import type { Readable } from 'node:stream';
import { CATEGORY_ATTRIBUTE, NO_ANSWER_TYPES, type Attributes, type AttributeValue, type LayerSchema, type PointStatus, type Variable } from '@mitmachkarte/contract';
import { csvStream } from '../../lib/csv.js';
import { parseJson } from '../../lib/json.js';
import { statusLabelOf } from '../layers/layers.presenter.js';
import type { PointPages } from './points.repository.js';

/** How an export names an image answer: the absolute URL of its normal variant. */
export type ImageUrl = (imageId: string) => string;

/** The columns every CSV export starts with. */
export const CSV_FIXED_COLUMNS = ['ID', 'CreatedAt', 'Latitude', 'Longitude', 'Altitude', CATEGORY_ATTRIBUTE] as const;
/** The columns every CSV export ends with, after the answers (added later, so that the answer
 *  columns keep their places): the status's label and since when it holds (docs/product.md
 *  §16.1), the official answer, the organisation it speaks for and when it was written (§16.2). */
export const CSV_LAST_COLUMNS = ['Status', 'StatusChangedAt', 'OfficialAnswer', 'OfficialAnswerOrganisation', 'OfficialAnswerAt'] as const;


/** Names of the variables of a questionnaire that take answers (not label, not pagebreak), in order. */
export const answerVariables = (schema: LayerSchema): Variable[] => schema.Schema.filter((v) => !NO_ANSWER_TYPES.includes(v.DataType));

/** The answer columns of an export: the questionnaire's variables in questionnaire order, then the
 *  names of stored answers whose variable the questionnaire no longer has (renamed or removed),
 *  sorted, so that no stored answer is left out. */
export async function answerColumns(schema: LayerSchema, pages: PointPages): Promise<string[]> {
  const names = answerVariables(schema).map((v) => v.Name);
  const known = new Set<string>([...names, CATEGORY_ATTRIBUTE]);
  const extra = new Set<string>();
  for await (const rows of pages()) {
    for (const row of rows) {
      for (const name of Object.keys(parseJson<Attributes>(row.attributes, {}))) if (!known.has(name)) extra.add(name);
    }
  }
  return [...names, ...[...extra].sort()];
}

/** An option's Label, or its Key when it has no label or the questionnaire no longer has it. */
const optionText = (variable: Variable | undefined, key: string) => variable?.Options.find((o) => o.Key === key)?.Label || key;

/** One answer as a CSV cell. Numbers stay JS numbers (written with a '.' decimal point and never
 *  neutralised, so that -9.4 stays a number); everything else becomes text: single and multiple
 *  choices as option labels (multiple joined with '; '), booleans as 'ja'/'nein', images as the
 *  absolute URL of the normal variant, places as 'Breite, Länge'. */
export function answerCell(answer: AttributeValue | undefined, variable: Variable | undefined, imageUrl: ImageUrl): string | number {
  if (!answer) return '';
  const value = answer.Value;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  if (Array.isArray(value)) return value.map((k) => optionText(variable, k)).join('; ');
  if (typeof value === 'object') return `${value.Latitude}, ${value.Longitude}`;
  if (answer.DataType === 'image') return imageUrl(value);
  if (answer.DataType === 'single') return optionText(variable, value);
  return value;
}

/** The records of a CSV export: the header, then one record per point (two passes over the pages:
 *  the columns first, then the records); status and official answer last. */
async function* csvRecords(pages: PointPages, schema: LayerSchema, statuses: readonly PointStatus[], imageUrl: ImageUrl): AsyncGenerator<(string | number)[]> {
  const columns = await answerColumns(schema, pages);
  const variables = new Map(answerVariables(schema).map((v) => [v.Name, v]));
  yield [...CSV_FIXED_COLUMNS, ...columns, ...CSV_LAST_COLUMNS];
  for await (const rows of pages()) for (const row of rows) {
    const answers = parseJson<Attributes>(row.attributes, {});
    const category = answers[CATEGORY_ATTRIBUTE]?.Value;
    yield [
      row.id, row.created_at, row.latitude, row.longitude, row.altitude, typeof category === 'string' ? category : '',
      ...columns.map((name) => answerCell(Object.hasOwn(answers, name) ? answers[name] : undefined, variables.get(name), imageUrl)),
      statusLabelOf(statuses, row.status), row.status_changed_at ?? row.created_at,
      row.answer_text, row.answer_text === '' ? '' : row.answer_org, row.answer_text === '' ? '' : (row.answer_at ?? ''),
    ];
  }
}

/** The CSV export of a layer's points as a stream, comma-separated (lib/csv.ts csvStream: BOM,
 *  RFC 4180 quoting, formula cells neutralised, pulled one record at a time). */
export function pointsCsvStream(pages: PointPages, schema: LayerSchema, statuses: readonly PointStatus[], imageUrl: ImageUrl): Readable {
  return csvStream(csvRecords(pages, schema, statuses, imageUrl));
}
