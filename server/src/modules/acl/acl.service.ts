import type { AclChangeBody, AclEntry, LookupUser } from '@mitmachkarte/contract';
import type { Actor } from '../../access/actor.js';
import { requireAccess } from '../../access/gate.js';
import type { WorkspaceAccess } from '../../access/scope.js';
import { getVisibleWorkspaceAccess } from '../../access/visible.js';
import { canAddByEmail, canAddById, canManageAccessList } from '../../access/workspace.rules.js';
import type { Db, Transaction } from '../../db/database.js';
import { notFound, validation } from '../../lib/app-error.js';
import { nowIso } from '../../lib/ids.js';
import { inTransaction } from '../../lib/transaction.js';
import { recordAudit, type AuditChange } from '../audit/audit.service.js';
import { followTeamChange } from '../inbox/inbox.service.js';
import { releaseIfOffTeam } from '../responsibility/departments.service.js';
import { getUserSummary, getUserSummaryByEmail, USER_NOT_FOUND } from '../users/users.service.js';
import { presentAclEntry } from './acl.presenter.js';
import { deleteAclEntry, insertAclEntry, isOnListOfManagedWorkspace, listAclUsers } from './acl.repository.js';
import { say } from '../../i18n/messages.js';

/** The workspace, if the actor may change its access list (access/workspace.rules.ts canManageAccessList):
 *  NOT_FOUND when invisible or unknown, UNAUTHENTICATED for anonymous visitors and FORBIDDEN for
 *  other users of a visible one. */
export async function getManagedWorkspace(db: Db, actor: Actor, workspaceId: string): Promise<WorkspaceAccess> {
  const access = await getVisibleWorkspaceAccess(db, actor, workspaceId);
  requireAccess(actor, canManageAccessList(access));
  return access;
}

/** The user named by e-mail or id; NOT_FOUND say('userNotFound'). */
const resolveUser = (db: Db, body: AclChangeBody): Promise<LookupUser> =>
  'Email' in body ? getUserSummaryByEmail(db, body.Email) : getUserSummary(db, body.ID);

/** Whether `userId` is on the access list of a workspace the actor manages (they see that
 *  member's address there). */
const isOnOwnList = async (db: Db, actor: Actor, userId: string) => actor.userId !== null && isOnListOfManagedWorkspace(db, actor.userId, userId);

/** The user to add; by id only if the actor may learn their address (access/workspace.rules.ts canAddById),
 *  by e-mail only if the actor may learn whether the address has an account (canAddByEmail);
 *  else NOT_FOUND as for an unknown id or address, so the answer tells nothing about the account.
 *  The owner, whom every manager sees, is found either way. */
async function resolveNewMember(db: Db, actor: Actor, body: AclChangeBody, ownerId: string | null): Promise<LookupUser> {
  if ('ID' in body && body.ID !== ownerId && !canAddById(actor, await isOnOwnList(db, actor, body.ID))) throw notFound(USER_NOT_FOUND);
  const user = await resolveUser(db, body);
  if ('Email' in body && user.ID !== ownerId && !canAddByEmail(actor, await isOnOwnList(db, actor, user.ID))) throw notFound(USER_NOT_FOUND);
  return user;
}

/** The access list of a workspace (not the owner), by name; callers have checked the rights. */
export const listAccessListEntries = async (db: Db, workspaceId: string) => (await listAclUsers(db, workspaceId)).map(presentAclEntry);

/** GET /gis/workspaceacl/list/{workspaceID}: the access list (not the owner), by name. */
export async function listAccessList(db: Db, actor: Actor, workspaceId: string): Promise<AclEntry[]> {
  await getManagedWorkspace(db, actor, workspaceId);
  return listAccessListEntries(db, workspaceId);
}

/** The audit entry of a change of the access list (docs/product.md §16.4): the member's address
 *  with + or - in the summary, their name and address before (removed) or after (added). */
function aclChange(workspaceId: string, user: LookupUser, added: boolean): AuditChange {
  const member = `${user.Name} (${user.Email})`;
  return {
    action: added ? 'acl.add' : 'acl.remove', targetType: 'user', targetId: user.ID, workspaceId,
    summary: `Team geändert: ${added ? '+' : '-'}${user.Email}`, ...(added ? { after: member } : { before: member }),
  };
}

/** POST /gis/workspaceacl/add/{workspaceID}: puts a user on the list and returns the list; the
 *  change goes into the audit log in the same transaction. Adding a member again changes nothing
 *  (idempotent, no entry); the owner cannot be added (400: the owner has every right already). */
export async function addToAccessList(db: Db, actor: Actor, workspaceId: string, body: AclChangeBody): Promise<AclEntry[]> {
  const access = await getManagedWorkspace(db, actor, workspaceId);
  const user = await resolveNewMember(db, actor, body, access.workspace.owner_id);
  if (user.ID === access.workspace.owner_id) throw validation(say('ownerHasAllRights'));
  await inTransaction(db, (trx) => addMember(trx, actor, workspaceId, user));
  return listAccessListEntries(db, workspaceId);
}

/** Puts `user` on the access list in the caller's transaction `trx`, with its audit entry
 *  (docs/product.md §16.4); true if they were not on it already (else nothing happens). The
 *  caller has checked the rights (an invitation: its link). */
export async function addMember(trx: Transaction, actor: Actor, workspaceId: string, user: LookupUser): Promise<boolean> {
  const added = await insertAclEntry(trx, workspaceId, user.ID, nowIso());
  if (added) await recordAudit(trx, actor, aclChange(workspaceId, user, true));
  return added;
}

/** POST /gis/workspaceacl/remove/{workspaceID}: takes a user off the list (managers may take
 *  themselves off) and returns the list, recorded in the audit log in the same transaction, and
 *  takes them out of the project's departments, routing rules and entries (docs/product.md §16.10)
 *  and drops their read state of its inbox (§16.9);
 *  NOT_FOUND if the user is not on it. */
export async function removeFromAccessList(db: Db, actor: Actor, workspaceId: string, body: AclChangeBody): Promise<AclEntry[]> {
  await getManagedWorkspace(db, actor, workspaceId);
  const user = await resolveUser(db, body);
  await inTransaction(db, async (trx) => {
    if (!(await deleteAclEntry(trx, workspaceId, user.ID))) throw notFound(say('notOnTeam'));
    await recordAudit(trx, actor, aclChange(workspaceId, user, false));
    // Someone who left the team is no longer responsible for anything in it (docs/product.md §16.10).
    await releaseIfOffTeam(trx, workspaceId, user.ID);
    await followTeamChange(trx, workspaceId, { left: user.ID });
  });
  return listAccessListEntries(db, workspaceId);
}
