import { z } from 'zod';
import { Id, Timestamp } from './common.js';
import { Overdue } from './deadlines.js';
import { FIELD_MESSAGES, fieldMessage } from './field-messages.js';

/** The evaluation of a layer's entries (docs/product.md §18): the review table
 *  (GET /gis/review/{layerId}) and the figures behind the charts (GET /gis/review/{layerId}/stats)
 *  share one filter, so that a chart always shows what the table lists. */

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, FIELD_MESSAGES.dayFormat);

/** The parts of a filter of entries that the map (MapFilter) and the evaluation share: a status
 *  key, a category (with its subcategories), and the days `from` and `to` in Berlin's calendar,
 *  both included; every part optional. */
export const ENTRY_FILTER_FIELDS = {
  status: z.string().max(100).optional(),
  category: z.string().max(200).optional(),
  from: Day.optional(),
  to: Day.optional(),
};

/** `schema` with the check that its period ends not before it starts. */
export const withPeriodInOrder = <S extends z.ZodType<{ from?: string; to?: string }>>(schema: S): S =>
  schema.refine((f) => !f.from || !f.to || f.from <= f.to, { message: FIELD_MESSAGES.periodReversed, path: ['to'] }) as S;

/** Which entries the evaluation takes by their moderation (docs/product.md §18, §16.3):
 *  `freigegeben` (the default) those the moderation let through, as the exports always did;
 *  `alle` hidden entries and entries waiting for approval too. */
export const REVIEW_MODERATION = ['freigegeben', 'alle'] as const;
export type ReviewModeration = (typeof REVIEW_MODERATION)[number];
const MODERATION_MESSAGE = FIELD_MESSAGES.reviewModerationFilter;

/** The filter of the evaluation — the review table, the charts, the printed report and the
 *  exports (docs/product.md §18): ENTRY_FILTER_FIELDS, `q`, searched (case-insensitive) in the
 *  text of the answers, and `moderation` (REVIEW_MODERATION; left out: `freigegeben`). */
export const ReviewFilter = withPeriodInOrder(z.object({
  ...ENTRY_FILTER_FIELDS,
  q: z.string().trim().max(200, FIELD_MESSAGES.searchTextTooLong).optional(),
  moderation: z.enum(REVIEW_MODERATION, { error: MODERATION_MESSAGE }).optional(),
}));
export type ReviewFilter = z.infer<typeof ReviewFilter>;

/** The query parameters of ReviewFilter, in the order the web app writes them into an address:
 *  the same names in the review table's, the charts' and the exports' addresses, so that a link
 *  carries the filter from one to the other. */
export const REVIEW_FILTER_KEYS = ['status', 'category', 'from', 'to', 'q', 'moderation'] as const satisfies readonly (keyof ReviewFilter)[];

/** Whether `filter` takes hidden and waiting entries too (`moderation=alle`). */
export const includesModerated = (filter: Pick<ReviewFilter, 'moderation'>) => filter.moderation === 'alle';

/** Columns the review table sorts by besides the answers (`answer:{question name}`). */
export const REVIEW_SORTS = ['created', 'status', 'category', 'votesUp', 'votesDown', 'comments', 'length', 'area'] as const;
const SORT_MESSAGE = fieldMessage('reviewSortUnknown', { sorts: REVIEW_SORTS.join(', ') });
export const ReviewSort = z.union([z.enum(REVIEW_SORTS), z.string().regex(/^answer:.{1,200}$/)], { error: SORT_MESSAGE });
export type ReviewSort = z.infer<typeof ReviewSort>;

export const REVIEW_PAGE_SIZE_MAX = 500;
const PAGE_MESSAGE = FIELD_MESSAGES.pageNumber;
const PAGE_SIZE_MESSAGE = fieldMessage('pageSizeNumber', { max: REVIEW_PAGE_SIZE_MAX });

/** GET /gis/review/{layerId} query: the filter, the sort (default `created`, `desc`) and the page
 *  (1-based, default 1; `pageSize` default 50, at most 500); `frist=ueberfaellig` the table's own
 *  filter: only entries past a deadline of the project now (docs/product.md §16.11; not part of
 *  ReviewFilter, as it changes with the time of day, not with the entries). */
export const ReviewQuery = z.object({
  frist: z.enum(['ueberfaellig'], { error: FIELD_MESSAGES.reviewDeadlineFilter }).optional(),
  sort: ReviewSort.default('created'),
  dir: z.enum(['asc', 'desc'], { error: FIELD_MESSAGES.sortDirection }).default('desc'),
  page: z.coerce.number({ error: PAGE_MESSAGE }).int({ error: PAGE_MESSAGE }).min(1, { error: PAGE_MESSAGE }).default(1),
  pageSize: z.coerce.number({ error: PAGE_SIZE_MESSAGE }).int({ error: PAGE_SIZE_MESSAGE }).min(1, { error: PAGE_SIZE_MESSAGE })
    .max(REVIEW_PAGE_SIZE_MAX, fieldMessage('tooManyRowsPerPage', { max: REVIEW_PAGE_SIZE_MAX })).default(50),
}).and(ReviewFilter);
export type ReviewQuery = z.infer<typeof ReviewQuery>;

/** One entry as a row of the review table: its answers as shown to people (option labels, „ja“ /
 *  „nein“, numbers in German notation; keyed by question name), its category as the labels from
 *  the top down, status key, vote and comment counts. `Hidden`: hidden by moderation. `Overdue`:
 *  how it is past a deadline of the project (docs/product.md §16.11), null when in time. */
export const ReviewRow = z.object({
  ID: Id,
  CreatedAt: Timestamp,
  Latitude: z.number(),
  Longitude: z.number(),
  Category: z.string().nullable(),
  CategoryPath: z.array(z.string()),
  Status: z.string(),
  Hidden: z.boolean(),
  VotesUp: z.number().int(),
  VotesDown: z.number().int(),
  Comments: z.number().int(),
  Answers: z.record(z.string(), z.string()),
  Overdue: Overdue.nullable(),
  /** The entry it was merged into as its duplicate (docs/product.md §24.3); left out for others. */
  DuplicateOf: Id.optional(),
  /** A line's length or an area's perimeter (metres, on the sphere) and an area's area (m²),
   *  docs/product.md §25.1; left out for a point (and `Area` for a line). */
  Length: z.number().optional(),
  Area: z.number().optional(),
});
export type ReviewRow = z.infer<typeof ReviewRow>;

/** GET /gis/review/{layerId} answer: how many entries match the filter, and the rows of the page. */
export const ReviewPage = z.object({ Total: z.number().int(), Rows: z.array(ReviewRow) });
export type ReviewPage = z.infer<typeof ReviewPage>;

/** A count under a key and its label (an option, a category, a status, „ja“/„nein“). */
export const ReviewCount = z.object({ Key: z.string(), Label: z.string(), Count: z.number().int() });
export type ReviewCount = z.infer<typeof ReviewCount>;

/** The figures of one question for its chart: counts per option (single and multiple choice,
 *  yes/no), or a histogram of the numbers (number, percent: `From` included, `To` excluded, the
 *  last bin includes its end); `Answered`: entries that answer it. Other types (text, image, …)
 *  have only `Answered`. */
export const QuestionStats = z.object({
  Name: z.string(),
  Label: z.string(),
  DataType: z.string(),
  Answered: z.number().int(),
  Counts: z.array(ReviewCount).optional(),
  Histogram: z.array(z.object({ From: z.number(), To: z.number(), Count: z.number().int() })).optional(),
});
export type QuestionStats = z.infer<typeof QuestionStats>;

/** GET /gis/review/{layerId}/stats (query: ReviewFilter) answer: the matching entries counted by
 *  category (each level by its path of labels), status and week (the Monday of the week in
 *  Berlin's calendar), the figures per question, and where they lie: `Cells` counts the entries
 *  in cells of 0.01° (south-west corner `[lat, lng]`), for the heat map. */
export const ReviewStats = z.object({
  Total: z.number().int(),
  First: Timestamp.nullable(),
  Last: Timestamp.nullable(),
  ByCategory: z.array(ReviewCount),
  ByStatus: z.array(ReviewCount),
  ByWeek: z.array(z.object({ Week: Day, Count: z.number().int() })),
  Questions: z.array(QuestionStats),
  Cells: z.array(z.tuple([z.number(), z.number(), z.number().int()])),
});
export type ReviewStats = z.infer<typeof ReviewStats>;
