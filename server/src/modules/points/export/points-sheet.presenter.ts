import { CATEGORY_ATTRIBUTE, type Attributes, type LayerSchema, type PointStatus, type Variable } from '@mitmachkarte/contract';
import { parseJson } from '../../../lib/json.js';
import { answerCell, answerVariables } from '../query/answer-columns.js';
import type { ImageUrl } from '../query/answer-columns.js';
import type { ExportedPoint } from './points-export.source.js';
import { categoryLabels, choiceKeys, exportNames, keyedValues } from '../query/answer-names.js';

/** The table of entries that the German CSV and the XLSX share (docs/product.md §18.4): one
 *  column per value, each with a label for people (the header of both) and a technical name (the
 *  XLSX's second header row: the name of the same value in the international CSV and the
 *  GeoJSON, points/query/answer-names.ts). */

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

/** Longest header label; longer question texts are cut with '…'. */
const LABEL_MAX = 120;
const cut = (text: string) => (text.length > LABEL_MAX ? `${text.slice(0, LABEL_MAX - 1)}…` : text);
/** A question's header: its text on one line, or its key when it has none. */
const questionLabel = (v: Variable) => cut(v.Question.replace(/\s+/g, ' ').trim() || v.Name);
const KEY_SUFFIX = ' (Schlüssel)';

/** The sheet of a layer's export: ID, Erstellt am, Geändert am, Breitengrad, Längengrad, Höhe (m),
 *  Kategorie (the path of labels) and its key, one column per question taking answers (its text;
 *  choices as labels, several joined by '; ', then their keys „… (Schlüssel)“), the stored answers
 *  of removed questions (`extra`, by name), Status and its key, Status seit, the official answer
 *  with its organisation and time, Daumen hoch, Daumen runter, Kommentare. A question whose text
 *  another column already shows gets its key in brackets. */
export function pointsSheet(schema: LayerSchema, statuses: readonly PointStatus[], extra: readonly string[], imageUrl: ImageUrl): Sheet {
  const variables = answerVariables(schema);
  const names = exportNames(variables);
  const categories = categoryLabels(schema);
  const choiceNames = new Map(names.choices.map((c) => [c.variable.Name, c]));

  const fixedLabels = new Set(['ID', 'Erstellt am', 'Geändert am', 'Breitengrad', 'Längengrad', 'Höhe (m)', 'Kategorie', 'Status', 'Status seit',
    'Offizielle Antwort', 'Offizielle Antwort: Organisation', 'Offizielle Antwort am', 'Daumen hoch', 'Daumen runter', 'Kommentare']);
  const labelCount = new Map<string, number>();
  for (const label of [...variables.map(questionLabel), ...extra]) labelCount.set(label, (labelCount.get(label) ?? 0) + 1);
  const uniqueLabel = (label: string, name: string) => (fixedLabels.has(label) || labelCount.get(label)! > 1 ? `${label} (${name})` : label);

  const col = (label: string, name: string, kind: SheetColumn['kind'] = 'value', width = 14): SheetColumn => ({ label, name, kind, width });
  const columns: SheetColumn[] = [
    col('ID', 'ID', 'value', 38), col('Erstellt am', 'CreatedAt', 'date', 17), col('Geändert am', 'UpdatedAt', 'date', 17),
    col('Breitengrad', 'Latitude', 'value', 12), col('Längengrad', 'Longitude', 'value', 12), col('Höhe (m)', 'Altitude', 'value', 9),
    col('Kategorie', names.categoryLabel, 'value', 24), col(`Kategorie${KEY_SUFFIX}`, names.categoryKey, 'value', 16),
  ];
  for (const v of variables) {
    const label = uniqueLabel(questionLabel(v), v.Name);
    const choice = choiceNames.get(v.Name);
    if (choice) columns.push(col(label, choice.label, 'value', 24), col(`${label}${KEY_SUFFIX}`, choice.key, 'value', 16));
    else columns.push(col(label, v.Name, 'value', v.DataType === 'text_multi' ? 40 : 20));
  }
  for (const name of extra) columns.push(col(uniqueLabel(name, name), name, 'value', 20));
  columns.push(
    col('Status', names.statusLabel, 'value', 16), col(`Status${KEY_SUFFIX}`, names.statusKey, 'value', 14), col('Status seit', 'StatusChangedAt', 'date', 17),
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
    const row: SheetValue[] = [
      point.id, point.created_at, point.updated_at, point.latitude, point.longitude, point.altitude, keyed.categoryLabel, keyed.categoryKey,
    ];
    for (const name of answerNames) {
      const answer = Object.hasOwn(answers, name) ? answers[name] : undefined;
      const variable = byName.get(name);
      row.push(answerCell(answer, variable, imageUrl));
      if (choiceNames.has(name)) row.push(choiceKeys(answer?.Value).join('; '));
    }
    row.push(
      keyed.statusLabel, keyed.statusKey, point.status_changed_at ?? point.created_at,
      point.answer_text, answered ? point.answer_org : '', answered ? (point.answer_at ?? '') : '',
      point.counts.up, point.counts.down, point.counts.comments,
    );
    return row;
  };
  return { columns, cells };
}
