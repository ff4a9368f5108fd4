import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** SQL of a project's figures (docs/product.md §16.11): aggregates over its live entries created
 *  in a period [`since`, `before`) (ISO 8601 UTC), read through the index of a map's live entries by
 *  creation time. Portable SQL for SQLite and PostgreSQL. */

export type Period = { since: string; before: string };

const live = (db: Db, workspaceId: string, p: Period) => db.selectFrom('points').innerJoin('layers', 'layers.id', 'points.layer_id')
  .where('layers.workspace_id', '=', workspaceId).where('points.deleted_at', 'is', null)
  .where('points.created_at', '>=', p.since).where('points.created_at', '<', p.before);

/** How many entries, with a first response, completed. */
export async function countTotals(db: Db, workspaceId: string, p: Period) {
  const row = await live(db, workspaceId, p).select((eb) => [
    eb.fn.countAll<number | string>().as('n'), eb.fn.count<number | string>('points.first_response_at').as('answered'),
    eb.fn.count<number | string>('points.completed_at').as('completed'),
  ]).executeTakeFirstOrThrow();
  return { entries: Number(row.n), answered: Number(row.answered), completed: Number(row.completed) };
}

/** Entries per hour of creation (UTC, `YYYY-MM-DDTHH`): Berlin's offset is whole hours, so each hour
 *  lies in one Berlin day (as review.repository.ts countByHour). */
export const countByHour = (db: Db, workspaceId: string, p: Period) => {
  const hour = sql<string>`substr(points.created_at, 1, 13)`;
  return live(db, workspaceId, p).groupBy(sql`1`).select((eb) => [hour.as('hour'), eb.fn.countAll<number | string>().as('n')]).execute();
};

/** Entries per map and status. */
export const countByLayerStatus = (db: Db, workspaceId: string, p: Period) => live(db, workspaceId, p)
  .groupBy(['points.layer_id', 'points.status']).select((eb) => ['points.layer_id', 'points.status', eb.fn.countAll<number | string>().as('n')]).execute();

/** The creation and `column` times of the newest `limit` entries that have one, for a median. */
export const listDurations = (db: Db, workspaceId: string, p: Period, column: 'first_response_at' | 'completed_at', limit: number) =>
  live(db, workspaceId, p).where(`points.${column}`, 'is not', null)
    .select(['points.created_at as from', `points.${column} as to`]).orderBy('points.created_at', 'desc').limit(limit).execute() as Promise<{ from: string; to: string }[]>;

/** The maps of the workspace with their statuses (JSON text), by name. */
export const listLayersOf = (db: Db, workspaceId: string) =>
  db.selectFrom('layers').select(['id', 'name', 'statuses']).where('workspace_id', '=', workspaceId).orderBy('name').orderBy('id').execute();

/** When the workspace was created, and its first live entry. */
export async function findStart(db: Db, workspaceId: string): Promise<string | undefined> {
  const ws = await db.selectFrom('workspaces').select('created_at').where('id', '=', workspaceId).executeTakeFirst();
  if (!ws) return undefined;
  const first = await db.selectFrom('points').innerJoin('layers', 'layers.id', 'points.layer_id')
    .select((eb) => eb.fn.min<string>('points.created_at').as('at'))
    .where('layers.workspace_id', '=', workspaceId).where('points.deleted_at', 'is', null).executeTakeFirst();
  return first?.at && first.at < ws.created_at ? first.at : ws.created_at;
}
