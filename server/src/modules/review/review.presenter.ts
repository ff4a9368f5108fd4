import { CATEGORY_ATTRIBUTE, type Attributes, type AttributeValue, type Overdue, type ReviewRow, type Variable } from '@mitmachkarte/contract';
import { parseJson } from '../../lib/json.js';
import { answerCell } from '../points/query/answer-columns.js';
import type { ReviewLayer } from '../points/query/query-layer.js';
import { categoryPathOf } from '../points/query/query-layer.js';
import type { ReviewPointRow } from './review.repository.js';

/** Made on first use: the locale data it loads would cost start-up time (docs/runtime.md §1). */
let germanNumber: Intl.NumberFormat | undefined;

/** Where the table links a photo answer: its normal variant, below the API (docs/product.md §3.14). */
const imagePath = (id: string) => `/api/v1/gis/image/norm/${encodeURIComponent(id)}`;

/** An answer as the review table shows it (docs/product.md §18.1), as the CSV export writes it
 *  (points/query/answer-columns.ts answerCell: option labels, „ja“/„nein“, places as 'Breite, Länge'),
 *  but numbers in German notation („1.234,5“) and photos as the path of their normal variant. */
export function answerText(answer: AttributeValue, question: Variable | undefined): string {
  const cell = answerCell(answer, question, imagePath);
  return typeof cell === 'number' ? (germanNumber ??= new Intl.NumberFormat('de-DE', { maximumFractionDigits: 20 })).format(cell) : cell;
}

/** A point row and its counts → ReviewRow. `Hidden`: hidden by the moderation („Ausblenden“,
 *  docs/product.md §16.3), what the table's „Wieder zeigen“ undoes; `overdue`: how it is past a
 *  deadline of the project (§16.11); `DuplicateOf` once merged into another entry (§24.3). */
export function presentReviewRow(
  row: ReviewPointRow, tally: { up: number; down: number; comments: number }, layer: ReviewLayer, overdue: Overdue | null = null,
): ReviewRow {
  const answers = parseJson<Attributes>(row.attributes, {});
  const stored = answers[CATEGORY_ATTRIBUTE]?.Value;
  const category = typeof stored === 'string' ? stored : null;
  return {
    ID: row.id,
    CreatedAt: row.created_at,
    Latitude: row.latitude,
    Longitude: row.longitude,
    Category: category,
    CategoryPath: category === null ? [] : categoryPathOf(layer, category),
    Status: row.status,
    Hidden: row.moderation === 'hidden',
    VotesUp: tally.up,
    VotesDown: tally.down,
    Comments: tally.comments,
    Answers: Object.fromEntries(Object.entries(answers).flatMap(([name, answer]) =>
      (name === CATEGORY_ATTRIBUTE ? [] : [[name, answerText(answer, layer.question.get(name))]]))),
    Overdue: overdue,
    ...(row.duplicate_of ? { DuplicateOf: row.duplicate_of } : {}),
    // Lines and areas (docs/product.md §25.1): left out for points; Area only for areas.
    ...(row.length_m !== null && row.length_m !== undefined ? { Length: Number(row.length_m) } : {}),
    ...(row.area_m2 !== null && row.area_m2 !== undefined ? { Area: Number(row.area_m2) } : {}),
  };
}
