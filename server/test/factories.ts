import type { PermissionName } from '@mitmachkarte/contract';
import type { Db } from '../src/db/database.js';
import type { DB } from '../src/db/schema.js';
import { newId, nowIso } from '../src/lib/ids.js';
import { hashPassword } from '../src/lib/password.js';
import { addUserToGroup, insertUser } from '../src/modules/users/users.repository.js';
import { grantPermission, insertGroup } from '../src/modules/groups/groups.repository.js';

export const PASSWORD = 'passwort-123';
let passwordHash: Promise<string> | undefined;

/** Inserts an active user (password PASSWORD) holding `permissions` through a group of its own. */
export async function createUser(db: Db, opts: { email?: string; name?: string; permissions?: PermissionName[]; active?: boolean } = {}) {
  const id = newId();
  const now = nowIso();
  const email = opts.email ?? `user-${id.slice(-12)}@example.org`;
  await insertUser(db, {
    id, email, name: opts.name ?? `Nutzer ${id.slice(-4)}`, password_hash: await (passwordHash ??= hashPassword(PASSWORD)),
    active: opts.active === false ? 0 : 1, activation_code: null, attributes: '[]', created_at: now, updated_at: now,
    deactivated_at: null,
  });
  if (opts.permissions?.length) {
    const groupId = newId();
    await insertGroup(db, { id: groupId, name: `Gruppe ${groupId}`, created_at: now });
    for (const p of opts.permissions) await grantPermission(db, groupId, p);
    await addUserToGroup(db, id, groupId);
  }
  return { id, email, password: PASSWORD };
}

/** Puts a user on a workspace's access list. */
export const addToAccessList = (db: Db, workspaceId: string, userId: string) =>
  db.insertInto('workspace_acl').values({ workspace_id: workspaceId, user_id: userId, created_at: nowIso() }).execute();

/** Number of rows of a table, to prove that refused requests changed nothing. */
export async function countRows(
  db: Db,
  table: keyof DB,
): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Inserts an organisation serving `host` (lower-case, without port) with a title, settings and
 *  page texts. */
export async function createOrganisation(db: Db, opts: {
  host: string; title: string; other?: Record<string, string | number | boolean>; content?: Record<string, string>; isDefault?: boolean;
}) {
  const id = newId();
  const now = nowIso();
  await db.insertInto('organisations').values({
    id, host: opts.host, title: opts.title, menu: '[]', other: JSON.stringify(opts.other ?? {}), content: JSON.stringify(opts.content ?? {}),
    is_default: opts.isDefault ? 1 : 0, created_at: now, updated_at: now,
  }).execute();
  return { id };
}
