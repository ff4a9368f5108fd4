import { CATEGORY_ATTRIBUTE, questionTitle, type Attributes, type LayerSchema, type PointStatus, type Variable } from '@mitmachkarte/contract';
import { parseJson } from '../../../lib/json.js';
import { answerCell, answerVariables, roundCoordinate } from '../query/answer-columns.js';
import type { ImageUrl } from '../query/answer-columns.js';
import { extraAnswerNamesOf } from './points-export-columns.js';
import type { ExportedPoint, ExportSource } from './points-export.source.js';
import { categoryLabels, exportNames, keyedValues } from '../query/answer-names.js';

/** The table of entries that the German CSV and the XLSX share (docs/product.md §18.4): one
 *  column per value, each with a label for people (the header of both; values as people read
 *  them, labels rather than keys) and a technical name (the XLSX's second header row: the name of
 *  the same value in the international CSV and the GeoJSON, points/query/answer-names.ts). */

/** What a cell holds: text, a number, or an instant (ISO 8601, shown in Berlin time); '' is empty. */
export type SheetValue = string | number;
export type SheetColumn = {
  label: string;
  name: string;
  /** `date`: the value is an ISO timestamp or ''; `value`: text or a number as the row has it. */
  kind: 'date' | 'value';
  /** Column width in characters, for the XLSX. */
  width: number;
};
/** The columns and a function giving the cells of one point, in the columns' order. */
export type Sheet = { columns: SheetColumn[]; cells: (point: ExportedPoint) => SheetValue[] };

/** Labels of the fixed columns, which a question's header must not repeat. */
const FIXED_LABELS = new Set(['ID', 'Erstellt am', 'Geändert am', 'Breitengrad', 'Längengrad', 'Höhe (m)', 'Kategorie', 'Status', 'Status seit',
  'Offizielle Antwort', 'Offizielle Antwort: Organisation', 'Offizielle Antwort am', 'Daumen hoch', 'Daumen runter', 'Kommentare']);

/** What the sheet of a layer shows besides its questionnaire: the names of the stored answers of
 *  removed questions (`extra`), whether any entry has a height, and how photos are linked. */
export type SheetOptions = { extra: readonly string[]; heights: boolean; imageUrl: ImageUrl };

/** The sheet of a layer's export, for people (docs/product.md §18.4): ID, Erstellt am, Geändert
 *  am, Breitengrad, Längengrad (7 decimals), Höhe (m) only when an entry has a height, Kategorie
 *  (the path of labels), one column per question taking answers (its text; choices as their
 *  labels, several joined by '; '), the stored answers of removed questions (`extra`, by key),
 *  Status (its label), Status seit, the official answer with its organisation and time, Daumen
 *  hoch, Daumen runter, Kommentare. No keys: the second header row of the XLSX names each column
 *  as the international CSV does. A question whose text another column already shows gets
 *  „(Frage n)“, its place in the questionnaire as the editor counts it; a removed question's
 *  column named like another gets „(entfernte Frage)“. */
export function pointsSheet(schema: LayerSchema, statuses: readonly PointStatus[], { extra, heights, imageUrl }: SheetOptions): Sheet {
  const variables = answerVariables(schema);
  const names = exportNames(variables);
  const categories = categoryLabels(schema);
  const choiceNames = new Map(names.choices.map((c) => [c.variable.Name, c]));

  const labelCount = new Map<string, number>();
  for (const label of [...variables.map(questionTitle), ...extra]) labelCount.set(label, (labelCount.get(label) ?? 0) + 1);
  const clashes = (label: string) => FIXED_LABELS.has(label) || labelCount.get(label)! > 1;
  const place = (v: Variable) => schema.Schema.indexOf(v) + 1;

  const col = (label: string, name: string, kind: SheetColumn['kind'] = 'value', width = 14): SheetColumn => ({ label, name, kind, width });
  const columns: SheetColumn[] = [
    col('ID', 'ID', 'value', 38), col('Erstellt am', 'CreatedAt', 'date', 17), col('Geändert am', 'UpdatedAt', 'date', 17),
    col('Breitengrad', 'Latitude', 'value', 12), col('Längengrad', 'Longitude', 'value', 12),
    ...(heights ? [col('Höhe (m)', 'Altitude', 'value', 9)] : []),
    col('Kategorie', names.categoryLabel, 'value', 24),
  ];
  for (const v of variables) {
    const label = clashes(questionTitle(v)) ? `${questionTitle(v)} (Frage ${place(v)})` : questionTitle(v);
    const choice = choiceNames.get(v.Name);
    columns.push(col(label, choice ? choice.label : v.Name, 'value', choice ? 24 : v.DataType === 'text_multi' ? 40 : 20));
  }
  for (const name of extra) columns.push(col(clashes(name) ? `${name} (entfernte Frage)` : name, name, 'value', 20));
  columns.push(
    col('Status', names.statusLabel, 'value', 16), col('Status seit', 'StatusChangedAt', 'date', 17),
    col('Offizielle Antwort', 'OfficialAnswer', 'value', 40), col('Offizielle Antwort: Organisation', 'OfficialAnswerOrganisation', 'value', 24),
    col('Offizielle Antwort am', 'OfficialAnswerAt', 'date', 17),
    col('Daumen hoch', names.votesUp, 'value', 8), col('Daumen runter', names.votesDown, 'value', 8), col('Kommentare', names.comments, 'value', 8),
  );

  const byName = new Map(variables.map((v) => [v.Name, v]));
  const answerNames = [...variables.map((v) => v.Name), ...extra];
  const cells = (point: ExportedPoint): SheetValue[] => {
    const answers = parseJson<Attributes>(point.attributes, {});
    const keyed = keyedValues(categories, statuses, answers[CATEGORY_ATTRIBUTE]?.Value, point.status);
    const answered = point.answer_text !== '';
    const row: SheetValue[] = [point.id, point.created_at, point.updated_at, roundCoordinate(point.latitude), roundCoordinate(point.longitude)];
    if (heights) row.push(point.altitude);
    row.push(keyed.categoryLabel);
    for (const name of answerNames) row.push(answerCell(Object.hasOwn(answers, name) ? answers[name] : undefined, byName.get(name), imageUrl));
    row.push(
      keyed.statusLabel, point.status_changed_at ?? point.created_at,
      point.answer_text, answered ? point.answer_org : '', answered ? (point.answer_at ?? '') : '',
      point.counts.up, point.counts.down, point.counts.comments,
    );
    return row;
  };
  return { columns, cells };
}

/** The sheet of an export's layer: pointsSheet with the removed questions and heights its entries have. */
export async function sheetOfSource(source: ExportSource): Promise<Sheet> {
  const [names, heights] = await Promise.all([source.answerNames(), source.hasHeights()]);
  return pointsSheet(source.schema, source.statuses, { extra: extraAnswerNamesOf(source.schema, names), heights, imageUrl: source.imageUrl });
}
