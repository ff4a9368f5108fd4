import type { Readable } from 'node:stream';
import { CATEGORY_ATTRIBUTE, type Attributes } from '@mitmachkarte/contract';
import { csvPagesStream, type CsvRecord } from '../../../lib/csv.js';
import { parseJson } from '../../../lib/json.js';
import { answerCell, answerVariables, roundCoordinate } from '../query/answer-columns.js';
import { extraAnswerNamesOf } from './points-export-columns.js';
import { measuresOf, wktOf } from './entry-geometry.js';
import type { ExportSource } from './points-export.source.js';
import { categoryLabels, choiceKeys, exportNames, keyedValues, optionLabel } from '../query/answer-names.js';

/** The columns every CSV export starts with; `Altitude` only when an entry has a height
 *  (docs/product.md §18.4). */
const csvFixedColumns = (heights: boolean) => ['ID', 'CreatedAt', 'Latitude', 'Longitude', ...(heights ? ['Altitude'] : []), CATEGORY_ATTRIBUTE];
/** The columns every CSV export ends with, after the answers (added later, so that the answer
 *  columns keep their places): the status's label and since when it holds (docs/product.md
 *  §16.1), the official answer, the organisation it speaks for and when it was written (§16.2). */
const CSV_LAST_COLUMNS = ['Status', 'StatusChangedAt', 'OfficialAnswer', 'OfficialAnswerOrganisation', 'OfficialAnswerAt'] as const;
/** The columns of an entry's geometry, at the very end and only when an entry is a line or an
 *  area (docs/product.md §18.4, §25.1; a map of points keeps its columns): its WKT
 *  (OGC 06-103r4; a point too), a line's length or an area's perimeter in metres and an area's
 *  area in m² (empty where they do not apply). Latitude and Longitude hold a line's or an area's
 *  centre. */
export const GEOMETRY_COLUMNS = ['WKT', 'Length_m', 'Area_m2'] as const;

/** The cells of GEOMETRY_COLUMNS of one entry. */
const geometryCells = (row: Parameters<typeof wktOf>[0] & Parameters<typeof measuresOf>[0]) => {
  const measures = measuresOf(row);
  return [wktOf(row), measures.length, measures.area];
};

/** The records of the international CSV export, a page at a time: the header, then one record per
 *  point (two passes over the pages: the columns first, then the records); coordinates to 7
 *  decimals, the height only when an entry has one; status and official answer after the
 *  answers, then the columns of docs/product.md §18.4 (UpdatedAt, the counts, key and label of
 *  status, category and each choice question: points/query/answer-names.ts), then the geometry's
 *  (GEOMETRY_COLUMNS). */
async function* csvPages(source: ExportSource): AsyncGenerator<CsvRecord[]> {
  const { schema, statuses, imageUrl } = source;
  const [stored, heights, shapes] = await Promise.all([source.answerNames(), source.hasHeights(), source.hasShapes()]);
  const columns = [...answerVariables(schema).map((v) => v.Name), ...extraAnswerNamesOf(schema, stored)];
  const variables = new Map(answerVariables(schema).map((v) => [v.Name, v]));
  const names = exportNames(answerVariables(schema));
  const categories = categoryLabels(schema);
  yield [[...csvFixedColumns(heights), ...columns, ...CSV_LAST_COLUMNS, 'UpdatedAt', names.votesUp, names.votesDown, names.comments,
    names.statusKey, names.statusLabel, names.categoryKey, names.categoryLabel, ...names.choices.flatMap((c) => [c.key, c.label]), ...(shapes ? GEOMETRY_COLUMNS : [])]];
  for await (const rows of source.points()) yield rows.map((row): CsvRecord => {
    const answers = parseJson<Attributes>(row.attributes, {});
    const keyed = keyedValues(categories, statuses, answers[CATEGORY_ATTRIBUTE]?.Value, row.status);
    return [
      row.id, row.created_at, roundCoordinate(row.latitude), roundCoordinate(row.longitude), ...(heights ? [row.altitude] : []), keyed.categoryKey,
      ...columns.map((name) => answerCell(Object.hasOwn(answers, name) ? answers[name] : undefined, variables.get(name), imageUrl)),
      keyed.statusLabel, row.status_changed_at ?? row.created_at,
      row.answer_text, row.answer_text === '' ? '' : row.answer_org, row.answer_text === '' ? '' : (row.answer_at ?? ''),
      row.updated_at, row.counts.up, row.counts.down, row.counts.comments,
      keyed.statusKey, keyed.statusLabel, keyed.categoryKey, keyed.categoryLabel,
      ...names.choices.flatMap(({ variable }) => {
        const keys = choiceKeys(Object.hasOwn(answers, variable.Name) ? answers[variable.Name]?.Value : undefined);
        return [keys.join('; '), keys.map((k) => optionLabel(variable, k)).join('; ')];
      }),
      ...(shapes ? geometryCells(row) : []),
    ];
  });
}

/** The international CSV export of a layer's points as a stream, comma-separated (lib/csv.ts
 *  csvPagesStream: BOM, RFC 4180 quoting, formula cells neutralised, pulled a page at a time). */
export function pointsCsvStream(source: ExportSource): Readable {
  return csvPagesStream(csvPages(source));
}
