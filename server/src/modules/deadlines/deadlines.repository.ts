import type { Db } from '../../db/database.js';
import { cutoffsOf, overdueCompletionWhere, overdueResponseWhere, overdueWhere } from './deadlines.sql.js';
import type { Deadlines, OverdueKind } from '@mitmachkarte/contract';

/** SQL of a project's deadlines (docs/product.md §16.11). */

/** The targets of workspace `workspaceId`; undefined for an unknown one. */
export async function findDeadlines(db: Db, workspaceId: string): Promise<Deadlines | undefined> {
  const row = await db.selectFrom('workspaces').select(['first_response_days', 'completion_days']).where('id', '=', workspaceId).executeTakeFirst();
  return row && { FirstResponseDays: row.first_response_days ?? null, CompletionDays: row.completion_days ?? null };
}

export const updateDeadlines = (db: Db, workspaceId: string, d: Deadlines, now: string) =>
  db.updateTable('workspaces').set({ first_response_days: d.FirstResponseDays, completion_days: d.CompletionDays, updated_at: now })
    .where('id', '=', workspaceId).execute();

/** An overdue entry: its id, map, creation time and what is overdue. */
export type OverduePoint = { id: string; layerId: string; createdAt: string; kind: OverdueKind };

/** The live entries of workspace `workspaceId` overdue at `now` under `deadlines` (the project's,
 *  findDeadlines), oldest first, at most `limit`: what reminders and the figures read. */
export async function listOverduePoints(db: Db, workspaceId: string, now: Date, deadlines?: Deadlines, limit = 10_000): Promise<OverduePoint[]> {
  const d = deadlines ?? await findDeadlines(db, workspaceId);
  if (!d || (d.FirstResponseDays === null && d.CompletionDays === null)) return [];
  const c = cutoffsOf(d, now);
  const rows = await db.selectFrom('points').innerJoin('layers', 'layers.id', 'points.layer_id')
    .select((eb) => ['points.id', 'points.layer_id', 'points.created_at', eb.case().when(overdueResponseWhere(eb, c)).then('antwort').else('erledigung').end().as('kind')])
    .where('layers.workspace_id', '=', workspaceId).where('points.deleted_at', 'is', null)
    .where((eb) => overdueWhere(eb, c))
    .orderBy('points.created_at').orderBy('points.id').limit(limit).execute();
  return rows.map((r) => ({ id: r.id, layerId: r.layer_id, createdAt: r.created_at, kind: r.kind as OverdueKind }));
}

/** How many live entries of workspace `workspaceId` are overdue at `now`, by kind. */
export async function countOverduePoints(db: Db, workspaceId: string, now: Date, d: Deadlines): Promise<{ antwort: number; erledigung: number }> {
  const c = cutoffsOf(d, now);
  const count = async (kind: OverdueKind) => {
    if ((kind === 'antwort' ? c.response : c.completion) === null) return 0;
    const row = await db.selectFrom('points').innerJoin('layers', 'layers.id', 'points.layer_id')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('layers.workspace_id', '=', workspaceId).where('points.deleted_at', 'is', null)
      .where((eb) => (kind === 'antwort' ? overdueResponseWhere(eb, c) : overdueCompletionWhere(eb, c))).executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return { antwort: await count('antwort'), erledigung: await count('erledigung') };
}

/** The workspaces with a target for the first response or the completion, by id. */
export const listWorkspacesWithDeadlines = async (db: Db) =>
  (await db.selectFrom('workspaces').select('id')
    .where((eb) => eb.or([eb('first_response_days', 'is not', null), eb('completion_days', 'is not', null)]))
    .orderBy('id').execute()).map((r) => r.id);

/** The live entries of workspace `workspaceId` overdue at `now` under `d` that a department or a
 *  person is responsible for (docs/product.md §16.10), oldest first, at most `limit`, with their
 *  times, assignment and what a reminder names of them. */
export function listOverdueAssignedPoints(db: Db, workspaceId: string, now: Date, d: Deadlines, limit: number) {
  const c = cutoffsOf(d, now);
  return db.selectFrom('points').innerJoin('layers', 'layers.id', 'points.layer_id')
    .select(['points.id', 'points.layer_id', 'points.attributes', 'points.created_at', 'points.first_response_at', 'points.completed_at',
      'points.assigned_department_id', 'points.assigned_user_id', 'layers.name as layer_name', 'layers.schema as layer_schema'])
    .where('layers.workspace_id', '=', workspaceId).where('points.deleted_at', 'is', null)
    .where((eb) => eb.or([eb('points.assigned_user_id', 'is not', null), eb('points.assigned_department_id', 'is not', null)]))
    .where((eb) => overdueWhere(eb, c))
    .orderBy('points.created_at').orderBy('points.id').limit(limit).execute();
}
