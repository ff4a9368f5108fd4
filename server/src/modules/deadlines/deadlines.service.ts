import { overdueOf, type DeadlineTimes, type Deadlines, type Overdue } from '@mitmachkarte/contract';
import type { ExpressionBuilder, Expression, SqlBool } from 'kysely';
import type { Actor } from '../../access/actor.js';
import { requireAccess } from '../../access/gate.js';
import { getVisibleWorkspaceAccess } from '../../access/visible.js';
import { canManageDeadlines } from '../../access/workspace.rules.js';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../lib/ids.js';
import { inTransaction } from '../../lib/transaction.js';
import { recordAudit } from '../audit/audit.service.js';
import { findDeadlines, listOverdueAssignedPoints, listWorkspacesWithDeadlines, updateDeadlines } from './deadlines.repository.js';
import { cutoffsOf, overdueCompletionWhere, overdueResponseWhere, overdueWhere } from './deadlines.sql.js';

/** A project's deadlines (docs/product.md §16.11): its targets for the first response and the
 *  completion of an entry, and which entries are overdue, for the inbox (§16.9), the review table
 *  (§18.1) and the figures. */

const NONE: Deadlines = { FirstResponseDays: null, CompletionDays: null };

/** The targets of workspace `workspaceId` (none for an unknown one). */
export const deadlinesOf = async (db: Db, workspaceId: string): Promise<Deadlines> => (await findDeadlines(db, workspaceId)) ?? NONE;

/** Whether the project has a target at all. */
export const hasDeadlines = (d: Deadlines) => d.FirstResponseDays !== null || d.CompletionDays !== null;

/** How the entry `times` is overdue at `now` (contract overdueOf). */
export const overdueAt = (times: DeadlineTimes, d: Deadlines, now: Date): Overdue | null => overdueOf(times, d, now);

/** The SQL of the overdue entries at `now` under `d`, over the columns of `points` (deadlines.sql.ts):
 *  `kind` 'antwort', 'erledigung' (disjoint, as overdueOf names them) or either. */
export function overdueSql(d: Deadlines, now: Date, kind?: 'antwort' | 'erledigung') {
  const c = cutoffsOf(d, now);
  return <T extends keyof DB>(eb: ExpressionBuilder<DB, T>): Expression<SqlBool> => {
    const points = eb as unknown as ExpressionBuilder<DB, 'points'>;
    return kind === 'antwort' ? overdueResponseWhere(points, c) : kind === 'erledigung' ? overdueCompletionWhere(points, c) : overdueWhere(points, c);
  };
}

/** Most overdue entries one project's reminders read (the oldest first). */
const REMINDED_AT_MOST = 10_000;

/** An overdue entry that someone is responsible for, as the reminders read it. */
export type OverdueAssigned = Awaited<ReturnType<typeof listOverdueAssignedPoints>>[number] & { overdue: Overdue };

/** The ids of the projects that have a deadline: those whose assignees may be due a reminder. */
export const projectsWithDeadlines = (db: Db): Promise<string[]> => listWorkspacesWithDeadlines(db);

/** Of project `workspaceId`, the entries overdue at `now` that a department or person is
 *  responsible for (at most REMINDED_AT_MOST, oldest first), each with how it is overdue: what the
 *  daily reminders tell the assignees (docs/product.md §16.11). */
export async function listOverdueAssigned(db: Db, workspaceId: string, now: Date): Promise<OverdueAssigned[]> {
  const d = await deadlinesOf(db, workspaceId);
  if (!hasDeadlines(d)) return [];
  const rows = await listOverdueAssignedPoints(db, workspaceId, now, d, REMINDED_AT_MOST);
  return rows.flatMap((r) => {
    const overdue = overdueOf({ createdAt: r.created_at, firstResponseAt: r.first_response_at, completedAt: r.completed_at }, d, now);
    return overdue ? [{ ...r, overdue }] : [];
  });
}

/** GET /gis/workspace/{id}/deadlines: the project's targets, for its team. NOT_FOUND for a project
 *  the actor cannot see, 403 (401 anonymous) unless on its team (workspace.rules.ts canManageDeadlines). */
export async function getDeadlines(db: Db, actor: Actor, workspaceId: string): Promise<Deadlines> {
  requireAccess(actor, canManageDeadlines(await getVisibleWorkspaceAccess(db, actor, workspaceId)));
  return deadlinesOf(db, workspaceId);
}

const daysText = (n: number | null) => (n === null ? 'keine' : n === 1 ? '1 Tag' : `${n} Tage`);
const describe = (d: Deadlines) => `Erste Antwort: ${daysText(d.FirstResponseDays)}; Erledigung: ${daysText(d.CompletionDays)}`;

/** PUT /gis/workspace/{id}/deadlines: stores the project's targets (checked by the contract) and
 *  records the change in the audit log (`workspace.deadlines`); rights as the GET's. */
export async function setDeadlines(db: Db, actor: Actor, workspaceId: string, body: Deadlines): Promise<Deadlines> {
  requireAccess(actor, canManageDeadlines(await getVisibleWorkspaceAccess(db, actor, workspaceId)));
  const before = await deadlinesOf(db, workspaceId);
  if (before.FirstResponseDays === body.FirstResponseDays && before.CompletionDays === body.CompletionDays) return before;
  await inTransaction(db, async (trx) => {
    await updateDeadlines(trx, workspaceId, body, nowIso());
    await recordAudit(trx, actor, {
      action: 'workspace.deadlines', targetType: 'workspace', targetId: workspaceId, workspaceId,
      summary: 'Fristen geändert', before: describe(before), after: describe(body),
    });
  });
  return deadlinesOf(db, workspaceId);
}
