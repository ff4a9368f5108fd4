import { INBOX_COUNT_MAX, type InboxCounts, type InboxKind, type InboxPage, type InboxQuery, type InboxRow, type InboxSeenBody } from '@mitmachkarte/contract';
import { isLoggedIn, type Actor } from '../../access/actor.js';
import { deny, requireAccess } from '../../access/gate.js';
import { getVisibleWorkspaceAccess } from '../../access/visible.js';
import { canReadInbox } from '../../access/workspace.rules.js';
import type { Db } from '../../db/database.js';
import { validation } from '../../lib/app-error.js';
import { nowIso } from '../../lib/ids.js';
import { inTransaction } from '../../lib/transaction.js';
import { deadlinesOf, hasDeadlines, overdueAt, overdueSql } from '../deadlines/deadlines.service.js';
import { presentComment, presentEntry, presentReport } from './inbox.presenter.js';
import { listCommentDetails, listEntryDetails, listReportDetails } from './inbox-details.repository.js';
import {
  countInbox, dropReadStateOffTeam, findScope, idsInWorkspace, insertSeen, keepOrStartWatermark, listInboxKeys, listTeamWorkspaces, scopeOfRow, setWatermark, type Scope,
} from './inbox.repository.js';
import { say } from '../../i18n/messages.js';

/** The team's inbox (docs/product.md §16.9): what came into a project — entries, comments,
 *  reports — and what each person of its team has seen of it. */

export const NOT_IN_WORKSPACE = say('notInWorkspace');

/** The workspace `workspaceId` for a person of its team: NOT_FOUND for unknown and invisible
 *  projects, UNAUTHENTICATED/FORBIDDEN for others who see it (workspace.rules.ts canReadInbox). */
async function requireTeam(db: Db, actor: Actor, workspaceId: string): Promise<string> {
  const access = await getVisibleWorkspaceAccess(db, actor, workspaceId);
  requireAccess(actor, canReadInbox(access));
  return actor.userId!;
}

/** The reader's watermark in the workspace they were just let into (requireTeam). */
const scopeOf = async (db: Db, userId: string, workspaceId: string): Promise<Scope> =>
  (await findScope(db, userId, workspaceId)) ?? { wsId: workspaceId, wm: '', marked: true };

/** GET /gis/workspace/{id}/inbox: how many items match `filter` for the reader, and page `page`
 *  (from 1) of `pageSize` of them, newest first; entries past a deadline of the project at `now`
 *  are marked (`Overdue`, docs/product.md §16.11), and `ueberfaellig` lists only them. */
export async function listInbox(db: Db, actor: Actor, workspaceId: string, query: InboxQuery, now = new Date()): Promise<InboxPage> {
  const userId = await requireTeam(db, actor, workspaceId);
  const offset = (query.page - 1) * query.pageSize;
  const deadlines = await deadlinesOf(db, workspaceId);
  const overdue = hasDeadlines(deadlines) ? { antwort: overdueSql(deadlines, now, 'antwort'), erledigung: overdueSql(deadlines, now, 'erledigung') } : undefined;
  const { total, keys: page } = await listInboxKeys(db, userId, await scopeOf(db, userId, workspaceId), query.filter, { offset, limit: query.pageSize }, overdue);
  const idsOf = (kind: InboxKind) => page.filter((k) => k.kind === kind).map((k) => k.id);
  const [entries, comments, reports] = await Promise.all([
    listEntryDetails(db, idsOf('entry')), listCommentDetails(db, idsOf('comment')), listReportDetails(db, idsOf('report')),
  ]);
  const byKey = new Map<string, (key: (typeof page)[number]) => InboxRow>([
    ...entries.map((r) => [`entry:${r.id}`, (k: (typeof page)[number]) =>
      presentEntry(r, k, overdueAt({ createdAt: r.created_at, firstResponseAt: r.first_response_at, completedAt: r.completed_at }, deadlines, now))] as const),
    ...comments.map((r) => [`comment:${r.id}`, (k: (typeof page)[number]) => presentComment(r, k)] as const),
    ...reports.map((r) => [`report:${r.id}`, (k: (typeof page)[number]) => presentReport(r, k)] as const),
  ]);
  // An item deleted between the two reads is left out of the page.
  const Rows = page.flatMap((k) => { const present = byKey.get(`${k.kind}:${k.id}`); return present ? [present(k)] : []; });
  return { Total: total, Rows };
}

/** POST /gis/workspace/{id}/inbox/seen: marks the items as read by the caller. VALIDATION, with
 *  nothing written, when any of them is not of this project. */
export async function markSeen(db: Db, actor: Actor, workspaceId: string, body: InboxSeenBody): Promise<void> {
  const userId = await requireTeam(db, actor, workspaceId);
  const unique = [...new Map(body.Items.map((i) => [`${i.Kind}:${i.ID}`, { kind: i.Kind, id: i.ID }])).values()];
  for (const kind of ['entry', 'comment', 'report'] as const) {
    const ids = unique.filter((i) => i.kind === kind).map((i) => i.id);
    const found = await idsInWorkspace(db, workspaceId, kind, ids);
    if (found.size !== ids.length) throw validation(NOT_IN_WORKSPACE);
  }
  await insertSeen(db, userId, workspaceId, unique, nowIso());
}

/** The read state follows the team (docs/product.md §16.9), in the transaction of the change: who
 *  leaves the team (`left`, unless still on it) loses it, so that on rejoining „Neu“ starts at
 *  the new joining; who becomes the owner (`newOwner`, called before the access list drops them)
 *  keeps the watermark they had, else starts at their joining of the access list or `now`. */
export async function followTeamChange(trx: Db, workspaceId: string, change: { left?: string | null; newOwner?: string }, now = nowIso()): Promise<void> {
  if (change.newOwner) await keepOrStartWatermark(trx, change.newOwner, workspaceId, now);
  if (change.left) await dropReadStateOffTeam(trx, change.left, workspaceId);
}

/** POST /gis/workspace/{id}/inbox/seen-all: everything that came in until now counts as read by
 *  the caller (the watermark moves to now). */
export async function markAllSeen(db: Db, actor: Actor, workspaceId: string): Promise<void> {
  const userId = await requireTeam(db, actor, workspaceId);
  await inTransaction(db, (trx) => setWatermark(trx, userId, workspaceId, nowIso()));
}

/** GET /gis/inbox/counts: the figures of every project the caller is on the team of (by name) and
 *  the sum of their new items, in two queries. UNAUTHENTICATED for anonymous visitors; a user on
 *  no team gets an empty list. */
export async function countInboxes(db: Db, actor: Actor): Promise<InboxCounts> {
  if (!isLoggedIn(actor)) deny(actor);
  // A session that must set up its second factor reaches no project's data (docs/security.md).
  if (actor.mfaSetupRequired) return { New: 0, Workspaces: [] };
  const userId = actor.userId!;
  const team = await listTeamWorkspaces(db, userId);
  const counts = await countInbox(db, userId, team.map(scopeOfRow));
  const Workspaces = team.map((ws) => {
    const mine = counts.filter((c) => c.workspaceId === ws.ws_id);
    const sum = (pick: (c: (typeof mine)[number]) => number) => mine.reduce((s, c) => s + pick(c), 0);
    const capped = (n: number) => Math.min(n, INBOX_COUNT_MAX);
    return { Workspace: ws.ws_id, Name: ws.ws_name, New: capped(sum((c) => c.n)), Waiting: capped(sum((c) => c.w)), Reported: capped(sum((c) => c.r)) };
  });
  return { New: Workspaces.reduce((s, w) => s + w.New, 0), Workspaces };
}
