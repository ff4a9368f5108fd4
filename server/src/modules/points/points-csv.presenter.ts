import type { Readable } from 'node:stream';
import { CATEGORY_ATTRIBUTE, NO_ANSWER_TYPES, type Attributes, type AttributeValue, type LayerSchema, type Variable } from '@mitmachkarte/contract';
import { csvStream, type CsvRecord } from '../../lib/csv.js';
import { parseJson } from '../../lib/json.js';
import type { ExportSource, ImageUrl } from './points-export.source.js';
import { categoryLabels, choiceKeys, exportNames, keyedValues, optionLabel } from './points-export-names.js';
import type { PointPages } from './points.repository.js';


/** Absolute URL of an image's normal variant under `publicUrl` (PUBLIC_URL, docs/architecture.md §4),
 *  as the exports and the GIS interface give photos. */
export const imageUrlUnder = (publicUrl: string): ImageUrl => (id) => `${publicUrl}/api/v1/gis/image/norm/${encodeURIComponent(id)}`;

/** The columns every CSV export starts with. */
export const CSV_FIXED_COLUMNS = ['ID', 'CreatedAt', 'Latitude', 'Longitude', 'Altitude', CATEGORY_ATTRIBUTE] as const;
/** The columns every CSV export ends with, after the answers (added later, so that the answer
 *  columns keep their places): the status's label and since when it holds (docs/product.md
 *  §16.1), the official answer, the organisation it speaks for and when it was written (§16.2). */
export const CSV_LAST_COLUMNS = ['Status', 'StatusChangedAt', 'OfficialAnswer', 'OfficialAnswerOrganisation', 'OfficialAnswerAt'] as const;


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
 *  absolute URL of the normal variant, places as 'Breite, Länge'. */
export function answerCell(answer: AttributeValue | undefined, variable: Variable | undefined, imageUrl: ImageUrl): string | number {
  if (!answer) return '';
  const value = answer.Value;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  if (Array.isArray(value)) return value.map((k) => optionLabel(variable, k)).join('; ');
  if (typeof value === 'object') return `${value.Latitude}, ${value.Longitude}`;
  if (answer.DataType === 'image') return imageUrl(value);
  if (answer.DataType === 'single') return optionLabel(variable, value);
  return value;
}

/** The records of the international CSV export: the header, then one record per point (two
 *  passes over the pages: the columns first, then the records); status and official answer after
 *  the answers, then the columns of docs/product.md §18.4 (UpdatedAt, the counts, key and label of
 *  status, category and each choice question: points-export-names.ts). */
async function* csvRecords(source: ExportSource): AsyncGenerator<CsvRecord> {
  const { schema, statuses, imageUrl } = source;
  const columns = await answerColumns(schema, source.rows);
  const variables = new Map(answerVariables(schema).map((v) => [v.Name, v]));
  const names = exportNames(answerVariables(schema));
  const categories = categoryLabels(schema);
  yield [...CSV_FIXED_COLUMNS, ...columns, ...CSV_LAST_COLUMNS, 'UpdatedAt', names.votesUp, names.votesDown, names.comments,
    names.statusKey, names.statusLabel, names.categoryKey, names.categoryLabel, ...names.choices.flatMap((c) => [c.key, c.label])];
  for await (const rows of source.points()) for (const row of rows) {
    const answers = parseJson<Attributes>(row.attributes, {});
    const keyed = keyedValues(categories, statuses, answers[CATEGORY_ATTRIBUTE]?.Value, row.status);
    yield [
      row.id, row.created_at, row.latitude, row.longitude, row.altitude, keyed.categoryKey,
      ...columns.map((name) => answerCell(Object.hasOwn(answers, name) ? answers[name] : undefined, variables.get(name), imageUrl)),
      keyed.statusLabel, row.status_changed_at ?? row.created_at,
      row.answer_text, row.answer_text === '' ? '' : row.answer_org, row.answer_text === '' ? '' : (row.answer_at ?? ''),
      row.updated_at, row.counts.up, row.counts.down, row.counts.comments,
      keyed.statusKey, keyed.statusLabel, keyed.categoryKey, keyed.categoryLabel,
      ...names.choices.flatMap(({ variable }) => {
        const keys = choiceKeys(Object.hasOwn(answers, variable.Name) ? answers[variable.Name]?.Value : undefined);
        return [keys.join('; '), keys.map((k) => optionLabel(variable, k)).join('; ')];
      }),
    ];
  }
}

/** The international CSV export of a layer's points as a stream, comma-separated (lib/csv.ts
 *  csvStream: BOM, RFC 4180 quoting, formula cells neutralised, pulled one record at a time). */
export function pointsCsvStream(source: ExportSource): Readable {
  return csvStream(csvRecords(source));
}
