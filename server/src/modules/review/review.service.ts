import type { LRUCache } from 'lru-cache';
import { expressionBuilder, sql, type SqlBool } from 'kysely';
import { CATEGORY_ATTRIBUTE, type DataType, type ReviewFilter, type ReviewPage, type ReviewQuery, type ReviewStats } from '@mitmachkarte/contract';
import type { Actor } from '../../access/actor.js';
import { requireAccess } from '../../access/gate.js';
import { getVisibleLayer } from '../../access/visible.js';
import { canReview } from '../../access/workspace.rules.js';
import type { Db } from '../../db/database.js';
import type { DB, LayerRow } from '../../db/schema.js';
import { deadlinesOf, overdueAt, overdueSql } from '../deadlines/deadlines.service.js';
import { cached, type AnswerCache } from '../../lib/answer-cache.js';
import { entityTag, type TaggedJson } from '../../lib/conditional.js';
import { resolveEvaluationFilter } from '../points/query/query-filter.js';
import { reviewLayerOf, type ReviewLayer } from '../points/query/query-layer.js';
import { sortKeys } from './review-sort.js';
import { dialectOf } from '../../db/dialect.js';
import { readsAnswers, reviewWhere, type ReviewSource } from '../points/query/query-sql.js';
import { presentStats } from './review-stats.presenter.js';
import { presentReviewRow } from './review.presenter.js';
import { countAnswers, countByCell, countByHour, countByStatus, countChoices, countReviewPoints, listReviewPage, tallyPoints } from './review.repository.js';

/** The layer of a review call for a manager of its workspace, and its revision: NOT_FOUND for
 *  unknown and invisible layers, UNAUTHENTICATED/FORBIDDEN for others who see it
 *  (access/workspace.rules.ts canReview). */
async function getReviewedLayer(db: Db, actor: Actor, layerId: string): Promise<{ layer: ReviewLayer; revision: number; workspaceId: string }> {
  const { layer, access } = await getVisibleLayer(db, actor, layerId);
  requireAccess(actor, canReview(access));
  return { layer: reviewLayerOf(layer), revision: layer.revision, workspaceId: layer.workspace_id };
}

/** The filter's SQL for `layerId` (one for the table, the charts and the exports,
 *  points/query/query-filter.ts resolveEvaluationFilter), and where the queries read the points:
 *  with their answers parsed if the filter reads them. */
function whereOf(db: Db, layerId: string, filter: ReviewFilter, layer: ReviewLayer) {
  const resolved = resolveEvaluationFilter(filter, layer);
  const d = dialectOf(db);
  return { where: reviewWhere(d, layerId, resolved), source: { d, layerId, json: readsAnswers(resolved), where: resolved } satisfies ReviewSource };
}

/** Sorts that read the answers out of the JSON: by a multiple-choice question (review-sort.ts;
 *  the others read the answer index). */
const sortReadsAnswers = (sort: ReviewQuery['sort'], layer: ReviewLayer) =>
  sort.startsWith('answer:') && layer.question.get(sort.slice('answer:'.length))?.DataType === 'multiple';

/** GET /gis/review/{layerId} (docs/product.md §18.1): how many live entries of the layer match the
 *  filter (those the moderation let through, with `moderation=alle` hidden and waiting ones too),
 *  and the page `page` (from 1) of `pageSize` of them in the order of `sort` and `dir`.
 *  The count depends on the layer's points and the filter alone: it is kept in `counts` per
 *  revision and filter (docs/decisions/0012), so that the next page or another sort of the same
 *  search does not count its matches again (40–45 ms of a search over 100,000 entries).
 *  VALIDATION for a day that does not exist or an answer column the questionnaire lacks. */
export async function listReviewRows(db: Db, counts: LRUCache<string, number>, actor: Actor, layerId: string, query: ReviewQuery, now = new Date()): Promise<ReviewPage> {
  const { layer, revision, workspaceId } = await getReviewedLayer(db, actor, layerId);
  const { where: filtered, source } = whereOf(db, layerId, query, layer);
  const deadlines = await deadlinesOf(db, workspaceId);
  // `frist=ueberfaellig` (docs/product.md §16.11): the filter's entries overdue now. It changes with
  // the time, not the revision, so its count is not kept, and the page is sorted, not walked.
  const overdueOnly = query.frist === 'ueberfaellig';
  const where = overdueOnly ? sql<SqlBool>`(${filtered} and ${overdueSql(deadlines, now)(expressionBuilder<DB, 'points'>())})` : filtered;
  const sort = sortKeys(source.d, query.sort, layer);
  const countKey = [layerId, revision, JSON.stringify(source.where)].join('|');
  let Total = overdueOnly ? undefined : counts.get(countKey);
  if (Total === undefined) {
    Total = await countReviewPoints(db, source, where, overdueOnly);
    if (!overdueOnly) counts.set(countKey, Total);
  }
  const offset = (query.page - 1) * query.pageSize;
  if (offset >= Total) return { Total, Rows: [] };
  const sorted = { ...source, json: source.json || sortReadsAnswers(query.sort, layer) };
  const rows = await listReviewPage(db, sorted, where, { ...sort, ...(overdueOnly ? { walk: undefined } : {}), dir: query.dir }, { limit: query.pageSize, offset });
  const tally = await tallyPoints(db, rows.map((r) => r.id));
  const overdueOf = (row: (typeof rows)[number]) => overdueAt({ createdAt: row.created_at, firstResponseAt: row.first_response_at, completedAt: row.completed_at }, deadlines, now);
  return { Total, Rows: rows.map((row) => presentReviewRow(row, tally.get(row.id)!, layer, overdueOf(row))) };
}

/** Types whose answers are counted per value (single choice, yes/no, numbers). */
const VALUED: readonly DataType[] = ['single', 'boolean', 'number', 'percent'];

/** GET /gis/review/{layerId}/stats (docs/product.md §18.1): the figures of the entries that
 *  the same filter lets through (review-stats.presenter.ts presentStats). They depend on the
 *  layer's points and settings alone, so they carry an entity tag of its revision and are kept in
 *  `cache` per revision and filter (docs/decisions/0012): the first computation over 100,000
 *  entries takes seconds, the next answer none. VALIDATION for a day that does not exist. */
export async function getReviewStats(db: Db, cache: AnswerCache, actor: Actor, layerId: string, filter: ReviewFilter): Promise<TaggedJson> {
  const { layer: row, access } = await getVisibleLayer(db, actor, layerId);
  requireAccess(actor, canReview(access));
  const layer = reviewLayerOf(row);
  const { where, source } = whereOf(db, layerId, filter, layer);
  const key = [row.id, row.revision, JSON.stringify(filter)].join('|');
  return {
    etag: entityTag(row.revision, ['stats', filter]),
    body: () => cached(cache, key, async () => JSON.stringify(await computeStats(db, layer, where, source))),
  };
}

async function computeStats(db: Db, layer: ReviewLayer, where: ReturnType<typeof whereOf>['where'], source: ReviewSource): Promise<ReviewStats> {
  const answers = { ...source, json: true };
  // The category is counted with the answers: one pass over them (review.repository.ts countAnswers).
  const valued = [CATEGORY_ATTRIBUTE, ...layer.questions.filter((q) => VALUED.includes(q.DataType)).map((q) => q.Name)];
  const multiple = layer.questions.filter((q) => q.DataType === 'multiple').map((q) => q.Name);
  return presentStats(layer, {
    byStatus: await countByStatus(db, source, where),
    byHour: await countByHour(db, source, where),
    cells: await countByCell(db, source, where),
    answers: await countAnswers(db, answers, where, [CATEGORY_ATTRIBUTE, ...layer.questions.map((q) => q.Name)], valued),
    choices: await countChoices(db, answers, where, multiple),
  });
}

/** The figures of a map as everyone sees them, for a project's results page (docs/product.md
 *  §25.5): only live entries that are public and that the moderation let through
 *  (access/point.rules.ts publicPointsWhere for anonymous visitors and evaluatedPointsWhere), with
 *  the charts' counts of the questions named in `questions` alone (review-stats.presenter.ts
 *  presentStats: statuses in the map's order, options in the question's). The caller decides
 *  that everyone may see the map (access/layer.rules.ts canSeeLayer). */
export async function getPublicLayerStats(db: Db, row: Pick<LayerRow, 'id' | 'schema' | 'statuses'>, questions: readonly string[]): Promise<ReviewStats> {
  const full = reviewLayerOf(row);
  const layer = { ...full, questions: full.questions.filter((q) => questions.includes(q.Name)) };
  const d = dialectOf(db);
  const resolved = { publishedOnly: true, publicOnly: true } as const;
  const source: ReviewSource = { d, layerId: row.id, json: false, where: resolved };
  const where = reviewWhere(d, row.id, resolved);
  const answers = { ...source, json: true };
  const names = layer.questions.map((q) => q.Name);
  return presentStats(layer, {
    byStatus: await countByStatus(db, source, where),
    byHour: [],
    cells: [],
    answers: await countAnswers(db, answers, where, names, layer.questions.filter((q) => VALUED.includes(q.DataType)).map((q) => q.Name)),
    choices: await countChoices(db, answers, where, layer.questions.filter((q) => q.DataType === 'multiple').map((q) => q.Name)),
  });
}
