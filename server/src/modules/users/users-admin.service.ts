import type { Readable } from 'node:stream';
import type { CreateUserBody, UpdateUserBody, User, UserAttribute } from '@mitmachkarte/contract';
import { canManageUsers } from '../../access/account.rules.js';
import type { Actor } from '../../access/actor.js';
import { requireAccess } from '../../access/gate.js';
import type { Db, Transaction } from '../../db/database.js';
import { conflict, invalidField, requireFound, requireFree } from '../../lib/app-error.js';
import { conflictOnUnique } from '../../lib/db-errors.js';
import { newId, nowIso } from '../../lib/ids.js';
import { hashPassword, requireStrongPassword } from '../../lib/password.js';
import { inTransaction } from '../../lib/transaction.js';
import { recordAudit } from '../audit/audit.service.js';
import { deleteAccountData, deletionModeForHost, exportAccount } from '../account/account.service.js';
import { endAllSessionsOfUser } from '../auth/sessions.service.js';
import { enqueueSecurityNotice, type SecurityMailDeps } from '../mail/mail.service.js';
import { resetMfa } from '../mfa/mfa.service.js';
import { resetPasskeys } from '../passkeys/passkeys.service.js';
import type { ImageStore } from '../images/image-store.js';
import { findGroupsByIds, requireKnownGroups } from '../groups/groups-admin.service.js';
import { changeKeepingPermissionHolders, permissionsOfGroups, requireChangeablePermissions } from '../groups/permission-holders.service.js';
import { presentAdminUser } from './users-admin.presenter.js';
import {
  type AdminUserRow, findAdminUserRow, findUserIdByEmail, listAdminUserRows, listMembershipRows, replaceMemberships,
  updateUserRow,
} from './users-admin.repository.js';
import { type AuditedUser, userAction, userChanged, userCreated } from './users-audit.js';
import { insertUser, listPermissionNamesOfUser } from './users.repository.js';
import { USER_NOT_FOUND } from './users.service.js';
import { isPasswordDisabledWith, PASSWORD_DISABLED } from '../staff-sign-in/staff-sign-in.service.js';
import { say } from '../../i18n/messages.js';

export const EMAIL_TAKEN = say('emailTaken');
const ID_MISMATCH = say('idMismatch');

/** Rows → Users with their groups, in the order of `rows`. */
async function presentUsers(db: Db, rows: AdminUserRow[], allUsers = false): Promise<User[]> {
  const memberships = await listMembershipRows(db, allUsers ? undefined : rows.map((r) => r.id));
  const groups = await findGroupsByIds(db, memberships.map((m) => m.group_id));
  return rows.map((row) => {
    const mine = new Set(memberships.filter((m) => m.user_id === row.id).map((m) => m.group_id));
    return presentAdminUser(row, [...groups.values()].filter((g) => mine.has(g.ID)));
  });
}

/** The names of the groups `groupIds`, for audit texts. */
const groupNamesOf = async (db: Db, groupIds: readonly string[]) => [...(await findGroupsByIds(db, groupIds)).values()].map((g) => g.Name);

/** A stored user with its groups as the audit entries compare it (users-audit.ts). */
const auditedUser = async (db: Db, row: AdminUserRow): Promise<AuditedUser> => ({
  id: row.id, name: row.name, email: row.email, active: row.active === 1, attributes: row.attributes,
  groups: await groupNamesOf(db, (await listMembershipRows(db, [row.id])).map((m) => m.group_id)),
});

/** Attribute rows with an empty key are dropped on save (docs/product.md §4 User attribute rows). */
const keptAttributes = (rows: UserAttribute[]) => JSON.stringify(rows.filter((a) => a.Key.trim() !== ''));

/** GET /admin/users: every user with groups and attributes, by name (usermanager). */
export async function listUsers(db: Db, actor: Actor): Promise<User[]> {
  requireAccess(actor, canManageUsers(actor));
  return presentUsers(db, await listAdminUserRows(db), true);
}

/** GET /admin/user/{id} (usermanager); NOT_FOUND if unknown. */
export async function getUser(db: Db, actor: Actor, id: string): Promise<User> {
  requireAccess(actor, canManageUsers(actor));
  const [user] = await presentUsers(db, [requireFound(await findAdminUserRow(db, id), USER_NOT_FOUND)]);
  return user!;
}

/** POST /admin/user (usermanager): a user with a unique address, a scrypt-hashed password and
 *  known groups; recorded in the audit log (docs/product.md §16.4) in the same transaction, as
 *  are the changes, deletions and other actions below. */
export async function createUser(db: Db, actor: Actor, body: CreateUserBody): Promise<User> {
  requireAccess(actor, canManageUsers(actor));
  await requireStrongPassword(body.Password, [body.Email, body.Name]);
  const groupIds = await requireKnownGroups(db, body.Groups);
  requireChangeablePermissions(actor, await permissionsOfGroups(db, groupIds));
  requireFree(await findUserIdByEmail(db, body.Email), EMAIL_TAKEN);
  const now = nowIso();
  const row = {
    id: newId(), email: body.Email, name: body.Name, password_hash: await hashPassword(body.Password), active: body.Active ? 1 : 0,
    activation_code: null, attributes: keptAttributes(body.Attributes), created_at: now, updated_at: now,
    // An account an administrator creates inactive counts as switched off, not as a registration
    // waiting for its link (docs/decisions/0009).
    deactivated_at: body.Active ? null : now,
  } as const;
  const audited = { id: row.id, name: row.name, email: row.email, active: body.Active, groups: await groupNamesOf(db, groupIds), attributes: row.attributes };
  await db.transaction().execute(async (trx) => {
    await insertUser(trx, row);
    await replaceMemberships(trx, row.id, groupIds);
    await recordAudit(trx, actor, userCreated(audited));
  }).catch(conflictOnUnique(EMAIL_TAKEN));
  return getUser(db, actor, row.id);
}

/** PUT /admin/user/{id} (usermanager): replaces name, address, flag, groups and attributes; a
 *  non-empty `Password` replaces the password, and the holder is told by mail (`mail`; at the
 *  address the account had, which the holder reads even if the address changes too). A new
 *  password or deactivation ends the user's sessions; other changes (groups) take effect on the
 *  user's next request. Refused with CONFLICT when it would leave no active holder of a privileged
 *  permission, or for a password that an organisation's staff rule switched off for the account's
 *  new rights (staff-sign-in.service.ts PASSWORD_DISABLED). */
export async function updateUser(db: Db, mail: SecurityMailDeps, actor: Actor, id: string, body: UpdateUserBody): Promise<User> {
  requireAccess(actor, canManageUsers(actor));
  if (body.ID !== undefined && body.ID !== id) throw invalidField('ID', ID_MISMATCH);
  const existing = requireFound(await findAdminUserRow(db, id), USER_NOT_FOUND);
  if (body.Password) await requireStrongPassword(body.Password, [body.Email, body.Name]);
  const groupIds = await requireKnownGroups(db, body.Groups);
  // The account's permissions now and those of its new groups: whatever is given or taken lies
  // among them, and an account above the actor's own rights stays out of reach.
  requireChangeablePermissions(actor, [...await listPermissionNamesOfUser(db, id), ...await permissionsOfGroups(db, groupIds)]);
  requireFree(await findUserIdByEmail(db, body.Email), EMAIL_TAKEN, id);
  // An organisation's staff rule may have switched the local password of such accounts off.
  if (body.Password && (await isPasswordDisabledWith(db, await permissionsOfGroups(db, groupIds)))) throw conflict(PASSWORD_DISABLED);
  const passwordHash = body.Password ? await hashPassword(body.Password) : undefined;
  const endSessions = passwordHash !== undefined || (existing.active === 1 && !body.Active);
  const now = nowIso();
  const attributes = keptAttributes(body.Attributes);
  const change = userChanged(await auditedUser(db, existing),
    { id, name: body.Name, email: body.Email, active: body.Active, groups: await groupNamesOf(db, groupIds), attributes }, passwordHash !== undefined);
  await changeKeepingPermissionHolders(db, async (trx) => {
    await updateUserRow(trx, id, {
      name: body.Name, email: body.Email, active: body.Active ? 1 : 0, attributes, updated_at: now,
      // Saving "Aktiv" off switches the account off: a registration of its address does not
      // reactivate it (docs/decisions/0009). A pending registration saved unchanged stays pending.
      deactivated_at: body.Active ? null : existing.active === 1 ? now : existing.deactivated_at,
      ...(passwordHash ? { password_hash: passwordHash } : {}),
    });
    await replaceMemberships(trx, id, groupIds);
    if (endSessions) await endAllSessionsOfUser(trx, id);
    if (change) await recordAudit(trx, actor, change);
    if (passwordHash) await enqueueSecurityNotice(trx, mail, existing.email, 'password', true);
  }).catch(conflictOnUnique(EMAIL_TAKEN));
  if (passwordHash) mail.outbox.kick();
  return getUser(db, actor, id);
}

/** DELETE /admin/user/{id} (usermanager): deletes the account like its owner could
 *  (account.service.ts deleteAccountData, which tells the holder by mail): by default its points
 *  stay without author; the organisation of the request's Host may choose to delete them. Refused with CONFLICT when it would leave no
 *  active holder of a privileged permission. */
export async function deleteUser(db: Db, store: ImageStore, mail: SecurityMailDeps, actor: Actor, id: string): Promise<void> {
  const user = await requireChangeableUser(db, actor, id);
  const mode = await deletionModeForHost(db, mail.host);
  await deleteAccountData(db, store, id, mode, { mail, byManager: true }, (trx) => recordAudit(trx, actor, userAction(user, 'delete', mode === 'delete')));
}

/** GET /admin/user/{id}/export (usermanager): the user's data archive, given on their request. */
export async function exportUser(db: Db, store: ImageStore, actor: Actor, id: string): Promise<Readable> {
  await requireChangeableUser(db, actor, id);
  return exportAccount(db, store, id);
}

/** DELETE /admin/user/{id}/sessions (usermanager): ends every session of the user, e.g. of a lost
 *  phone. */
export async function endSessionsOfUser(db: Db, actor: Actor, id: string): Promise<void> {
  await actOnUser(db, actor, id, 'sessions_end', (trx) => endAllSessionsOfUser(trx, id));
}

/** DELETE /admin/user/{id}/mfa (usermanager): switches two-factor login off for a user who lost
 *  their phone and codes; the holder is told by mail. */
export async function resetMfaOfUser(db: Db, mail: SecurityMailDeps, actor: Actor, id: string): Promise<void> {
  await actOnUser(db, actor, id, 'mfa_reset', async (trx, user) => {
    await resetMfa(trx, id);
    await enqueueSecurityNotice(trx, mail, user.email, 'mfa-off', true);
  });
  mail.outbox.kick();
}

/** DELETE /admin/user/{id}/passkeys (usermanager): removes every passkey of a user, e.g. of a
 *  lost device (docs/security.md, Passkeys); audited, the holder is told by mail. */
export async function resetPasskeysOfUser(db: Db, mail: SecurityMailDeps, actor: Actor, id: string): Promise<void> {
  await actOnUser(db, actor, id, 'passkeys_reset', async (trx, user) => {
    await resetPasskeys(trx, id);
    await enqueueSecurityNotice(trx, mail, user.email, 'passkeys-reset', true, { at: nowIso() });
  });
  mail.outbox.kick();
}

/** Runs `act` on a changeable user and records it in the audit log, in one transaction. */
async function actOnUser(db: Db, actor: Actor, id: string, action: 'sessions_end' | 'mfa_reset' | 'passkeys_reset', act: (trx: Transaction, user: AdminUserRow) => Promise<unknown>) {
  const user = await requireChangeableUser(db, actor, id);
  await inTransaction(db, async (trx) => {
    await act(trx, user);
    await recordAudit(trx, actor, userAction(user, action));
  });
}

/** The user, if the actor manages users (else 403/401), the user exists (else 404) and holds no
 *  permission the actor lacks (else 403, finding 7). */
export async function requireChangeableUser(db: Db, actor: Actor, id: string): Promise<AdminUserRow> {
  requireAccess(actor, canManageUsers(actor));
  const user = requireFound(await findAdminUserRow(db, id), USER_NOT_FOUND);
  requireChangeablePermissions(actor, await listPermissionNamesOfUser(db, id));
  return user;
}
