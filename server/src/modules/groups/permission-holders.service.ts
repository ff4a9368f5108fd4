import { canChangePermissions } from '../../access/account.rules.js';
import type { Actor } from '../../access/actor.js';
import type { Db, Transaction } from '../../db/database.js';
import { conflict, forbidden } from '../../lib/app-error.js';
import { countActiveHolders, listGroupPermissionRows, lockPermissionChanges } from './groups.repository.js';
import { say } from '../../i18n/messages.js';

/** Permissions without which nobody could manage the platform any more: the admin area, users,
 *  groups. At least one active user must keep each of them. */
export const PRIVILEGED_PERMISSIONS = ['admin', 'usermanager', 'groupmanager'] as const;

export const lastHolderMessage = (permission: string) => say('lastHolder', { permission });

/** Runs `change` in one transaction and keeps the platform manageable: if afterwards no active
 *  user holds a privileged permission that one held before, throws CONFLICT and everything is
 *  rolled back (deleting, deactivating or regrouping the last holder; taking the permission from
 *  the last group that grants it; deleting that group). Such transactions run one at a time. */
export async function changeKeepingPermissionHolders<T>(db: Db, change: (trx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockPermissionChanges(trx);
    const before = await countActiveHolders(trx, PRIVILEGED_PERMISSIONS);
    const result = await change(trx);
    const after = await countActiveHolders(trx, PRIVILEGED_PERMISSIONS);
    const lost = PRIVILEGED_PERMISSIONS.find((p) => (before.get(p) ?? 0) > 0 && (after.get(p) ?? 0) === 0);
    if (lost) throw conflict(lastHolderMessage(lost));
    return result;
  });
}

export const NOT_YOUR_PERMISSIONS = say('notYourPermissions');

/** Throws FORBIDDEN with NOT_YOUR_PERMISSIONS unless the actor may give or take `changed`
 *  (access/account.rules.ts canChangePermissions). */
export function requireChangeablePermissions(actor: Actor, changed: Iterable<string>): void {
  if (!canChangePermissions(actor, changed)) throw forbidden(NOT_YOUR_PERMISSIONS);
}

/** The permissions the groups `groupIds` grant together. */
export async function permissionsOfGroups(db: Db, groupIds: readonly string[]): Promise<string[]> {
  return [...new Set((await listGroupPermissionRows(db, groupIds)).map((r) => r.permission_name))];
}
