import { CATEGORY_ATTRIBUTE, type Language, questionTitle, type Attributes, type LayerSchema, type PointStatus, SOURCE_LANGUAGE, type Variable } from '@mitmachkarte/contract';
import type { ExportWords } from '../../../i18n/catalogue-types.js';
import { EXPORT_WORDS } from '../../../i18n/export-words.js';
import { parseJson } from '../../../lib/json.js';
import { answerCell, answerVariables, roundCoordinate } from '../query/answer-columns.js';
import type { ImageUrl } from '../query/answer-columns.js';
import { extraAnswerNamesOf } from './points-export-columns.js';
import { measuresOf, wktOf } from './entry-geometry.js';
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

/** Labels of the fixed columns in the words `w`, which a question's header must not repeat. */
const fixedLabels = (w: ExportWords) => new Set([w.id, w.createdAt, w.updatedAt, w.latitude, w.longitude, w.altitude, w.category, w.status, w.statusSince,
  w.answer, w.answerOrganisation, w.answerAt, w.votesUp, w.votesDown, w.comments, w.wkt, w.length, w.area]);

/** What the sheet of a layer shows besides its questionnaire: the names of the stored answers of
 *  removed questions (`extra`), whether any entry has a height, how photos are linked, and the
 *  language of the fixed labels (the requester's, docs/product.md §23.4; default German). */
export type SheetOptions = { extra: readonly string[]; heights: boolean; imageUrl: ImageUrl; language?: Language; shapes?: boolean };

/** The sheet of a layer's export, for people (docs/product.md §18.4): ID, Erstellt am, Geändert
 *  am, Breitengrad, Längengrad (7 decimals), Höhe (m) only when an entry has a height, Kategorie
 *  (the path of labels), one column per question taking answers (its text; choices as their
 *  labels, several joined by '; '), the stored answers of removed questions (`extra`, by key),
 *  Status (its label), Status seit, the official answer with its organisation and time, Daumen
 *  hoch, Daumen runter, Kommentare, then, when an entry is a line or an area (`shapes`), the geometry (docs/product.md §25.1): Geometrie (WKT),
 *  Länge (m) of a line or perimeter of an area, Fläche (m²) of an area. No keys: the second header row of the XLSX names each column
 *  as the international CSV does. A question whose text another column already shows gets
 *  „(Frage n)“, its place in the questionnaire as the editor counts it; a removed question's
 *  column named like another gets „(entfernte Frage)“. The fixed labels and these additions are
 *  in `language` (i18n/<language>/exports.ts); the town's question texts stay as written. */
export function pointsSheet(schema: LayerSchema, statuses: readonly PointStatus[], { extra, heights, imageUrl, language = SOURCE_LANGUAGE, shapes = false }: SheetOptions): Sheet {
  const w = EXPORT_WORDS[language];
  const fixed = fixedLabels(w);
  const variables = answerVariables(schema);
  const names = exportNames(variables);
  const categories = categoryLabels(schema);
  const choiceNames = new Map(names.choices.map((c) => [c.variable.Name, c]));

  const labelCount = new Map<string, number>();
  for (const label of [...variables.map(questionTitle), ...extra]) labelCount.set(label, (labelCount.get(label) ?? 0) + 1);
  const clashes = (label: string) => fixed.has(label) || labelCount.get(label)! > 1;
  const place = (v: Variable) => schema.Schema.indexOf(v) + 1;

  const col = (label: string, name: string, kind: SheetColumn['kind'] = 'value', width = 14): SheetColumn => ({ label, name, kind, width });
  const columns: SheetColumn[] = [
    col(w.id, 'ID', 'value', 38), col(w.createdAt, 'CreatedAt', 'date', 17), col(w.updatedAt, 'UpdatedAt', 'date', 17),
    col(w.latitude, 'Latitude', 'value', 12), col(w.longitude, 'Longitude', 'value', 12),
    ...(heights ? [col(w.altitude, 'Altitude', 'value', 9)] : []),
    col(w.category, names.categoryLabel, 'value', 24),
  ];
  for (const v of variables) {
    const label = clashes(questionTitle(v)) ? `${questionTitle(v)} ${w.questionPlace.replace('{n}', String(place(v)))}` : questionTitle(v);
    const choice = choiceNames.get(v.Name);
    columns.push(col(label, choice ? choice.label : v.Name, 'value', choice ? 24 : v.DataType === 'text_multi' ? 40 : 20));
  }
  for (const name of extra) columns.push(col(clashes(name) ? `${name} ${w.removedQuestion}` : name, name, 'value', 20));
  columns.push(
    col(w.status, names.statusLabel, 'value', 16), col(w.statusSince, 'StatusChangedAt', 'date', 17),
    col(w.answer, 'OfficialAnswer', 'value', 40), col(w.answerOrganisation, 'OfficialAnswerOrganisation', 'value', 24),
    col(w.answerAt, 'OfficialAnswerAt', 'date', 17),
    col(w.votesUp, names.votesUp, 'value', 8), col(w.votesDown, names.votesDown, 'value', 8), col(w.comments, names.comments, 'value', 8),
  );
  if (shapes) columns.push(col(w.wkt, 'WKT', 'value', 40), col(w.length, 'Length_m', 'value', 10), col(w.area, 'Area_m2', 'value', 10));

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
    if (shapes) {
      const measures = measuresOf(point);
      row.push(wktOf(point), measures.length, measures.area);
    }
    return row;
  };
  return { columns, cells };
}

/** The sheet of an export's layer: pointsSheet with the removed questions, heights and lines or
 *  areas its entries have, its labels in the export's language. */
export async function sheetOfSource(source: ExportSource): Promise<Sheet> {
  const [names, heights, shapes] = await Promise.all([source.answerNames(), source.hasHeights(), source.hasShapes()]);
  return pointsSheet(source.schema, source.statuses, {
    extra: extraAnswerNamesOf(source.schema, names), heights, shapes, imageUrl: source.imageUrl, ...(source.language ? { language: source.language } : {}),
  });
}
