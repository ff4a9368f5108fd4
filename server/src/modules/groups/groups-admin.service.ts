import type { CreateGroupBody, FieldError, Group, GroupRef, Permission, PermissionRef, UpdateGroupBody } from '@mitmachkarte/contract';
import { canListGroups, canManageGroups } from '../../access/account.rules.js';
import type { Actor } from '../../access/actor.js';
import { requireAccess } from '../../access/gate.js';
import type { Db } from '../../db/database.js';
import { fieldError, invalidField, requireFound, requireFree, validation } from '../../lib/app-error.js';
import { conflictOnUnique } from '../../lib/db-errors.js';
import { newId, nowIso } from '../../lib/ids.js';
import { fieldChanges, listText, quoted } from '../../lib/audit-text.js';
import { recordAudit } from '../audit/audit.service.js';
import { presentGroup, presentPermission } from './groups.presenter.js';
import {
  deleteGroupRow, findGroupById, findGroupByName, grantPermission, insertGroup, listGroupPermissionRows, listGroupRows,
  listGroupRowsByIds, listPermissionRows, renameGroup, revokeAllPermissions,
} from './groups.repository.js';
import { changeKeepingPermissionHolders, permissionsOfGroups, requireChangeablePermissions } from './permission-holders.service.js';
import { say } from '../../i18n/messages.js';

export const GROUP_NOT_FOUND = say('groupNotFound');
export const GROUP_NAME_TAKEN = say('groupNameTaken');
const ID_MISMATCH = say('idMismatch');

/** Rows → Groups with their permissions, in the order of `rows`. */
async function presentGroups(db: Db, rows: { id: string; name: string }[]): Promise<Group[]> {
  const grants = await listGroupPermissionRows(db, rows.map((r) => r.id));
  return rows.map((r) => presentGroup(r, grants.filter((g) => g.group_id === r.id).map((g) => g.permission_name)));
}


/** The distinct permission names of a body; VALIDATION naming each unknown one (400). */
async function knownPermissionNames(db: Db, refs: PermissionRef[]): Promise<string[]> {
  const known = new Set((await listPermissionRows(db)).map((p) => p.name));
  const errors: FieldError[] = refs.flatMap((p, i) => (known.has(p.Name) ? [] : [fieldError(`Permissions.${i}.Name`, say('unknownPermission', { name: p.Name }))]));
  if (errors.length) throw validation(say('unknownPermissions'), errors);
  return [...new Set(refs.map((p) => p.Name))];
}



/** GET /admin/groups: every group with its permissions, by name (groupmanager, usermanager). */
export async function listGroups(db: Db, actor: Actor): Promise<Group[]> {
  requireAccess(actor, canListGroups(actor));
  return presentGroups(db, await listGroupRows(db));
}

/** GET /admin/group/{id} (groupmanager); NOT_FOUND if unknown. */
export async function getGroup(db: Db, actor: Actor, id: string): Promise<Group> {
  requireAccess(actor, canManageGroups(actor));
  const [group] = await presentGroups(db, [requireFound(await findGroupById(db, id), GROUP_NOT_FOUND)]);
  return group!;
}

/** POST /admin/group (groupmanager): a new group with a unique name and known permissions; the
 *  audit log records it in the same transaction (so do the change and the deletion below). */
export async function createGroup(db: Db, actor: Actor, body: CreateGroupBody): Promise<Group> {
  requireAccess(actor, canManageGroups(actor));
  const permissions = await knownPermissionNames(db, body.Permissions);
  requireChangeablePermissions(actor, permissions);
  requireFree(await findGroupByName(db, body.Name), GROUP_NAME_TAKEN);
  const row = { id: newId(), name: body.Name, created_at: nowIso() };
  await db.transaction().execute(async (trx) => {
    await insertGroup(trx, row);
    for (const p of permissions) await grantPermission(trx, row.id, p);
    await recordAudit(trx, actor, {
      action: 'group.create', targetType: 'group', targetId: row.id, workspaceId: null,
      summary: `Gruppe ${quoted(row.name)} angelegt`, after: `Berechtigungen: ${listText([...permissions].sort())}`,
    });
  }).catch(conflictOnUnique(GROUP_NAME_TAKEN));
  return presentGroup(row, [...permissions].sort());
}

/** PUT /admin/group/{id} (groupmanager): replaces name and permissions. Refused with CONFLICT when
 *  it would leave no active holder of a privileged permission (permission-holders.service.ts). */
export async function updateGroup(db: Db, actor: Actor, id: string, body: UpdateGroupBody): Promise<Group> {
  requireAccess(actor, canManageGroups(actor));
  if (body.ID !== undefined && body.ID !== id) throw invalidField('ID', ID_MISMATCH);
  const group = requireFound(await findGroupById(db, id), GROUP_NOT_FOUND);
  const permissions = await knownPermissionNames(db, body.Permissions);
  const before = await permissionsOfGroups(db, [id]);
  // What is granted or taken away; unchanged permissions (a rename) need no right of their own.
  requireChangeablePermissions(actor, [...permissions.filter((p) => !before.includes(p)), ...before.filter((p) => !permissions.includes(p))]);
  requireFree(await findGroupByName(db, body.Name), GROUP_NAME_TAKEN, id);
  const changed = fieldChanges([
    { label: 'Name', before: group.name, after: body.Name },
    { label: 'Berechtigungen', before: listText([...before].sort()), after: listText([...permissions].sort()) },
  ]);
  await changeKeepingPermissionHolders(db, async (trx) => {
    await renameGroup(trx, id, body.Name);
    await revokeAllPermissions(trx, id);
    for (const p of permissions) await grantPermission(trx, id, p);
    if (changed.labels.length === 0) return;
    await recordAudit(trx, actor, {
      action: 'group.update', targetType: 'group', targetId: id, workspaceId: null,
      summary: `Gruppe ${quoted(group.name)} geändert: ${changed.labels.join(', ')}`, before: changed.before, after: changed.after,
    });
  }).catch(conflictOnUnique(GROUP_NAME_TAKEN));
  return getGroup(db, actor, id);
}

/** DELETE /admin/group/{id} (groupmanager): the group and its memberships. Refused with CONFLICT
 *  when it would leave no active holder of a privileged permission. */
export async function deleteGroup(db: Db, actor: Actor, id: string): Promise<void> {
  requireAccess(actor, canManageGroups(actor));
  const group = requireFound(await findGroupById(db, id), GROUP_NOT_FOUND);
  const permissions = await permissionsOfGroups(db, [id]);
  requireChangeablePermissions(actor, permissions);
  await changeKeepingPermissionHolders(db, async (trx) => {
    await deleteGroupRow(trx, id);
    await recordAudit(trx, actor, {
      action: 'group.delete', targetType: 'group', targetId: id, workspaceId: null,
      summary: `Gruppe ${quoted(group.name)} gelöscht`, before: `Berechtigungen: ${listText([...permissions].sort())}`,
    });
  });
}

/** GET /admin/permissions (groupmanager): every known permission, by name. */
export async function listPermissions(db: Db, actor: Actor): Promise<Permission[]> {
  requireAccess(actor, canManageGroups(actor));
  return (await listPermissionRows(db)).map(presentPermission);
}

/** The groups `ids` by id (for the users module; no access check of its own). */
export async function findGroupsByIds(db: Db, ids: readonly string[]): Promise<Map<string, Group>> {
  const groups = await presentGroups(db, await listGroupRowsByIds(db, [...new Set(ids)]));
  return new Map(groups.map((g) => [g.ID, g]));
}

/** The distinct group ids of a user body; VALIDATION naming each unknown group (400). */
export async function requireKnownGroups(db: Db, refs: GroupRef[]): Promise<string[]> {
  const ids = [...new Set(refs.map((g) => g.ID))];
  const known = new Set((await listGroupRowsByIds(db, ids)).map((g) => g.id));
  const errors: FieldError[] = refs.flatMap((g, i) => (known.has(g.ID) ? [] : [fieldError(`Groups.${i}.ID`, say('unknownGroupName'))]));
  if (errors.length) throw validation(say('unknownGroups'), errors);
  return ids;
}
