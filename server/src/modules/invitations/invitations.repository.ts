import type { Db } from '../../db/database.js';
import type { WorkspaceInvitationsTable } from '../../db/schema.js';

/** SQL of the invitations module (table workspace_invitations, docs/product.md §17.4). An open
 *  invitation is neither accepted nor ended, and its expiry lies after `now`. */

export const insertInvitation = (db: Db, row: WorkspaceInvitationsTable) => db.insertInto('workspace_invitations').values(row).execute();

export const findInvitationById = (db: Db, id: string) =>
  db.selectFrom('workspace_invitations').selectAll().where('id', '=', id).executeTakeFirst();

/** The invitation of a token's sha256 in any state, with its workspace's name. */
export const findInvitationByTokenHash = (db: Db, tokenHash: string) =>
  db.selectFrom('workspace_invitations')
    .innerJoin('workspaces', 'workspaces.id', 'workspace_invitations.workspace_id')
    .selectAll('workspace_invitations')
    .select('workspaces.name as workspace_name')
    .where('workspace_invitations.token_hash', '=', tokenHash)
    .executeTakeFirst();

/** The open invitations of a workspace, newest first. */
export const listOpenInvitations = (db: Db, workspaceId: string, now: string) =>
  db.selectFrom('workspace_invitations').selectAll()
    .where('workspace_id', '=', workspaceId).where('accepted_at', 'is', null).where('ended_at', 'is', null).where('expires_at', '>', now)
    .orderBy('created_at', 'desc').orderBy('id', 'desc')
    .execute();

/** Number of open invitations of a workspace to addresses other than `exceptEmail`. */
export async function countOpenInvitations(db: Db, workspaceId: string, exceptEmail: string, now: string): Promise<number> {
  const row = await db.selectFrom('workspace_invitations').select((eb) => eb.fn.countAll().as('n'))
    .where('workspace_id', '=', workspaceId).where('accepted_at', 'is', null).where('ended_at', 'is', null).where('expires_at', '>', now)
    .where('email', '<>', exceptEmail)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Number of invitations `userId` made since `since`, in every workspace and state. */
export async function countInvitationsBy(db: Db, userId: string, since: string): Promise<number> {
  const row = await db.selectFrom('workspace_invitations').select((eb) => eb.fn.countAll().as('n'))
    .where('invited_by', '=', userId).where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Number of invitations to `email` since `since`, in every state: of workspace `workspaceId`,
 *  or of every workspace (undefined). */
export async function countInvitationsTo(db: Db, email: string, since: string, workspaceId?: string): Promise<number> {
  const row = await db.selectFrom('workspace_invitations').select((eb) => eb.fn.countAll().as('n'))
    .where('email', '=', email).where('created_at', '>', since)
    .$if(workspaceId !== undefined, (q) => q.where('workspace_id', '=', workspaceId!))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Ends the open invitations of a workspace to `email` (withdrawn or replaced by a newer one). */
export const endInvitationsTo = (db: Db, workspaceId: string, email: string, now: string) =>
  db.updateTable('workspace_invitations').set({ ended_at: now })
    .where('workspace_id', '=', workspaceId).where('email', '=', email).where('accepted_at', 'is', null).where('ended_at', 'is', null)
    .execute();

/** Ends one invitation unless it was accepted or ended already; true if this call ended it. */
export async function endInvitation(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db.updateTable('workspace_invitations').set({ ended_at: now })
    .where('id', '=', id).where('accepted_at', 'is', null).where('ended_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks an open invitation accepted; true if this call did (two clicks cannot both succeed). */
export async function markInvitationAccepted(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db.updateTable('workspace_invitations').set({ accepted_at: now })
    .where('id', '=', id).where('accepted_at', 'is', null).where('ended_at', 'is', null).where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
