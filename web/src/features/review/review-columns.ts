import type { Layer, ReviewRow, Variable } from '@mitmachkarte/contract';
import type * as de from '../../i18n/de/review';
import type { MessageValues } from '../../i18n/runtime';

/** The columns of the review table (docs/product.md §18.1) and how a row is named. Pure functions. */

/** Question types without an answer to show in a cell: info texts, page breaks, photos. */
const NOT_A_COLUMN: readonly Variable['DataType'][] = ['label', 'pagebreak', 'image'];

/** A text of the review's catalogue in the current language (useT('review', de.review)). */
export type ReviewT = (key: keyof typeof de.review & string, values?: MessageValues) => string;

/** A column: the sort key the server knows it by, and its header. */
export type ReviewColumn = {
  sort: string;
  label: string;
  numeric?: boolean;
  /** A question's key (its answers are `Answers[question]`); `long`: a free text of several lines. */
  question?: string;
  long?: boolean;
};

/** The layer's questions shown as columns, in questionnaire order, headed by their question text
 *  (their key when it has none). */
export const questionColumns = (layer: Pick<Layer, 'Schema'>): ReviewColumn[] =>
  layer.Schema.Schema.filter((v) => !NOT_A_COLUMN.includes(v.DataType) && v.Name.trim() !== '')
    .map((v) => ({ sort: `answer:${v.Name}`, label: v.Question.trim() || v.Name, question: v.Name, long: v.DataType === 'text_multi' }));

/** Every column after the selection: Erstellt, Kategorie, Status, the questions, Daumen hoch,
 *  Daumen runter, Kommentare, and on a map of lines or areas Länge (lines and areas) and Fläche
 *  (areas; docs/product.md §25.1). */
export function reviewColumns(layer: Pick<Layer, 'Schema' | 'Geometries'>, t: ReviewT): ReviewColumn[] {
  const kinds = layer.Geometries ?? ['point'];
  return [
    { sort: 'created', label: t('columnCreated') },
    { sort: 'category', label: t('columnCategory') },
    { sort: 'status', label: t('columnStatus') },
    ...questionColumns(layer),
    { sort: 'votesUp', label: t('columnVotesUp'), numeric: true },
    { sort: 'votesDown', label: t('columnVotesDown'), numeric: true },
    { sort: 'comments', label: t('columnComments'), numeric: true },
    ...(kinds.includes('line') || kinds.includes('polygon') ? [{ sort: 'length', label: t('columnLength'), numeric: true }] : []),
    ...(kinds.includes('polygon') ? [{ sort: 'area', label: t('columnArea'), numeric: true }] : []),
  ];
}

/** How a row is named to people (the checkbox, the map link, the bulk report): its first text
 *  answer in questionnaire order and its creation time in Berlin, written by `time`
 *  (useFormat().berlinTime). */
export function rowName(layer: Pick<Layer, 'Schema'>, row: ReviewRow, t: ReviewT, time: (iso: string) => string): string {
  const title = layer.Schema.Schema.find((v) => v.DataType === 'text' && (row.Answers[v.Name] ?? '').trim() !== '');
  const date = time(row.CreatedAt);
  return title ? t('rowNameTitled', { title: row.Answers[title.Name], date }) : t('rowName', { date });
}
