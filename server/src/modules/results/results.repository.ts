import { sql, type ExpressionBuilder } from 'kysely';
import { publishedCommentsWhere } from '../../access/comment.rules.js';
import { publicPointsWhere } from '../../access/point.rules.js';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';

/** SQL of the results page (docs/product.md §25.5). Every count reads only what an anonymous
 *  visitor sees on the maps `layerIds` (the caller passes only maps everyone sees, access/layer.rules.ts
 *  canSeeLayer): live entries that are public and let through by the moderation
 *  (access/point.rules.ts publicPointsWhere with no reader), their published comments
 *  (access/comment.rules.ts publishedCommentsWhere) and their votes. */

/** The maps of a project, by name. */
export const listProjectLayers = (db: Db, workspaceId: string) =>
  db.selectFrom('layers').selectAll().where('workspace_id', '=', workspaceId).orderBy('name').orderBy('id').execute();

/** Stores the results settings (JSON) of a project. */
export const setResultsRow = (db: Db, workspaceId: string, results: string, now: string) =>
  db.updateTable('workspaces').set({ results, updated_at: now }).where('id', '=', workspaceId).execute();

/** The ids of the entries everyone sees on `layerIds`, as a subquery. */
const publicEntries = (db: Db, layerIds: readonly string[]) =>
  db.selectFrom('points').select('points.id').where('points.layer_id', 'in', [...layerIds]).where('points.deleted_at', 'is', null)
    .where((eb: ExpressionBuilder<DB, 'points'>) => publicPointsWhere(eb, null));

/** Counts on `layerIds`: entries, published comments, votes (up and down) on them, and the
 *  distinct accounts that wrote an entry or comment or gave a vote among them (anonymous entries
 *  count as entries only). Zeros without maps. */
export async function countPublicFigures(db: Db, layerIds: readonly string[]) {
  if (layerIds.length === 0) return { entries: 0, comments: 0, votes: 0, participants: 0 };
  const entries = await publicEntries(db, layerIds).clearSelect().select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const comments = await db.selectFrom('comments').where('comments.point_id', 'in', publicEntries(db, layerIds))
    .where((eb) => publishedCommentsWhere(eb, null)).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const votes = await db.selectFrom('point_votes').where('point_votes.point_id', 'in', publicEntries(db, layerIds))
    .select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const people = db.selectFrom('points').select('points.created_by as user_id').where('points.id', 'in', publicEntries(db, layerIds)).where('points.created_by', 'is not', null)
    .union(db.selectFrom('comments').select('comments.user_id').where('comments.point_id', 'in', publicEntries(db, layerIds))
      .where((eb) => publishedCommentsWhere(eb, null)).where('comments.user_id', 'is not', null))
    .union(db.selectFrom('point_votes').select('point_votes.user_id').where('point_votes.point_id', 'in', publicEntries(db, layerIds)).where('point_votes.user_id', 'is not', null));
  const participants = await db.selectFrom(people.as('people')).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return { entries: Number(entries.n), comments: Number(comments.n), votes: Number(votes.n), participants: Number(participants.n) };
}

/** The newest `limit` entries everyone sees on `layerIds` that have an official answer
 *  (docs/product.md §16.2), newest answer first; no internal notes, no authors. */
export function listAnsweredEntries(db: Db, layerIds: readonly string[], limit: number) {
  if (layerIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('points').where('points.id', 'in', publicEntries(db, layerIds)).where('points.answer_text', '!=', '')
    .select(['points.id', 'points.layer_id', 'points.attributes', 'points.status', 'points.answer_text', 'points.answer_at', 'points.updated_at'])
    .orderBy(sql`coalesce(points.answer_at, points.updated_at)`, 'desc').orderBy('points.id', 'desc').limit(limit).execute();
}
