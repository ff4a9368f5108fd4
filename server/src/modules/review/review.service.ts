import type { ReviewFilter, ReviewPage, ReviewQuery, ReviewStats } from '@mitmachkarte/contract';
import type { Db } from '../../db/database.js';
import { requireAccess } from '../../lib/access.js';
import type { Actor } from '../../lib/actor.js';
import { getVisibleLayer } from '../layers/layers.service.js';
import { resolveFilter } from './review-filter.js';
import { reviewLayerOf, type ReviewLayer } from './review-layer.js';
import { sortKeys } from './review-sort.js';
import { categorySql, dialectOf, reviewWhere } from './review-sql.js';
import { presentStats } from './review-stats.presenter.js';
import { presentReviewRow } from './review.presenter.js';
import { canReview } from './review.policy.js';
import {
  countAnswers, countByCategory, countByCell, countByHour, countByStatus, countChoices, countReviewPoints, listReviewPage, tallyPoints,
} from './review.repository.js';

/** The layer of a review call for a manager of its workspace: NOT_FOUND for unknown and invisible
 *  layers, UNAUTHENTICATED/FORBIDDEN for others who see it (review.policy.ts canReview). */
async function getReviewedLayer(db: Db, actor: Actor, layerId: string): Promise<ReviewLayer> {
  const { layer, access } = await getVisibleLayer(db, actor, layerId);
  requireAccess(actor, canReview(access));
  return reviewLayerOf(layer);
}

/** The filter's SQL for `layerId` (one for the table and the charts, review-filter.ts). */
const whereOf = (db: Db, layerId: string, filter: ReviewFilter, layer: ReviewLayer) =>
  reviewWhere(dialectOf(db), layerId, resolveFilter(filter, layer));

/** GET /gis/review/{layerId} (docs/product.md §18.1): how many live entries of the layer match the
 *  filter, and the page `page` (from 1) of `pageSize` of them in the order of `sort` and `dir`.
 *  VALIDATION for a day that does not exist or an answer column the questionnaire lacks. */
export async function listReviewRows(db: Db, actor: Actor, layerId: string, query: ReviewQuery): Promise<ReviewPage> {
  const layer = await getReviewedLayer(db, actor, layerId);
  const where = whereOf(db, layerId, query, layer);
  const keys = sortKeys(dialectOf(db), query.sort, layer);
  const Total = await countReviewPoints(db, where);
  const offset = (query.page - 1) * query.pageSize;
  if (offset >= Total) return { Total, Rows: [] };
  const rows = await listReviewPage(db, where, { keys, dir: query.dir }, { limit: query.pageSize, offset });
  const tally = await tallyPoints(db, rows.map((r) => r.id));
  return { Total, Rows: rows.map((row) => presentReviewRow(row, tally.get(row.id)!, layer)) };
}

/** GET /gis/review/{layerId}/stats (docs/product.md §18.1): the figures of the entries that
 *  the same filter lets through (review-stats.presenter.ts presentStats). */
export async function getReviewStats(db: Db, actor: Actor, layerId: string, filter: ReviewFilter): Promise<ReviewStats> {
  const layer = await getReviewedLayer(db, actor, layerId);
  const d = dialectOf(db);
  const where = whereOf(db, layerId, filter, layer);
  const names = layer.questions.map((q) => q.Name);
  const valued = layer.questions.filter((q) => ['single', 'boolean', 'number', 'percent'].includes(q.DataType)).map((q) => q.Name);
  const multiple = layer.questions.filter((q) => q.DataType === 'multiple').map((q) => q.Name);
  return presentStats(layer, {
    byStatus: await countByStatus(db, where),
    byCategory: await countByCategory(db, where, categorySql(d)),
    byHour: await countByHour(db, where),
    cells: await countByCell(db, d, where),
    answers: await countAnswers(db, d, where, names, valued),
    choices: await countChoices(db, d, where, multiple),
  });
}
