import type { Layer, ReviewRow, Variable } from '@mitmachkarte/contract';
import * as de from '../../i18n/de/review';
import { formatBerlinTime } from '../../lib/format';

/** The columns of the review table (docs/product.md §18.1) and how a row is named. Pure functions. */

/** Question types without an answer to show in a cell: info texts, page breaks, photos. */
const NOT_A_COLUMN: readonly Variable['DataType'][] = ['label', 'pagebreak', 'image'];

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
 *  Daumen runter, Kommentare. */
export function reviewColumns(layer: Pick<Layer, 'Schema'>): ReviewColumn[] {
  const t = de.review.columns;
  return [
    { sort: 'created', label: t.created },
    { sort: 'category', label: t.category },
    { sort: 'status', label: t.status },
    ...questionColumns(layer),
    { sort: 'votesUp', label: t.votesUp, numeric: true },
    { sort: 'votesDown', label: t.votesDown, numeric: true },
    { sort: 'comments', label: t.comments, numeric: true },
  ];
}

/** How a row is named to people (the checkbox, the map link, the bulk report): its first text
 *  answer in questionnaire order and its creation time in Berlin. */
export function rowName(layer: Pick<Layer, 'Schema'>, row: ReviewRow): string {
  const title = layer.Schema.Schema.find((v) => v.DataType === 'text' && (row.Answers[v.Name] ?? '').trim() !== '');
  return de.review.rowName(formatBerlinTime(row.CreatedAt), title ? row.Answers[title.Name] : undefined);
}
