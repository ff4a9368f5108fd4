import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { PermissionName } from '@mitmachkarte/contract';
import type { DB } from '../src/db/schema.js';
import { startSession } from '../src/modules/auth/sessions.service.js';
import { TestClient } from './client.js';
import { createUser } from './factories.js';
import { ADMIN_EMAIL, type TestApp } from './test-app.js';

/** Helpers of the /admin/* route tests. Clients get their sessions straight from the session
 *  service, which spares the ~300 ms scrypt check and the login rate limit of POST /auth/login;
 *  the tests that are about logging in use the real route. */

export const url = (p: string) => `/api/v1${p}`;

/** A client logged in as `userId` through a fresh session row. */
export async function sessionFor(t: TestApp, userId: string): Promise<TestClient> {
  const c = new TestClient(t.app);
  c.cookies.set('mk_session', await startSession(t.db, userId, undefined));
  return c;
}

/** The id of the administrator created on first start (group "Administratoren"). */
export async function adminId(t: TestApp): Promise<string> {
  return (await t.db.selectFrom('users').select('id').where('email', '=', ADMIN_EMAIL).executeTakeFirstOrThrow()).id;
}

/** A new active user holding `permissions` (through a group of its own), with a logged-in client. */
export async function userWith(t: TestApp, permissions: PermissionName[], opts: { name?: string; email?: string } = {}) {
  const user = await createUser(t.db, { permissions, ...opts });
  return { ...user, client: await sessionFor(t, user.id) };
}

/** Actors around one admin permission: anonymous, logged in without permissions, and holding every
 *  permission except `permission`. */
export async function outsiders(t: TestApp, permission: PermissionName) {
  const all: PermissionName[] = ['admin', 'usermanager', 'groupmanager', 'orgmanager', 'project'];
  return {
    anon: new TestClient(t.app),
    plain: (await userWith(t, [])).client,
    others: (await userWith(t, all.filter((p) => p !== permission))).client,
  };
}

/** Number of rows of a table. */
export async function count(t: TestApp, table: keyof DB): Promise<number> {
  return Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
}

/** Every row of the tables the admin API writes, to prove that a refused request changed nothing. */
export async function snapshot(t: TestApp) {
  const [users, groups, grants, memberships, organisations] = await Promise.all([
    t.db.selectFrom('users').selectAll().orderBy('id').execute(),
    t.db.selectFrom('groups').selectAll().orderBy('id').execute(),
    t.db.selectFrom('group_permissions').selectAll().orderBy('group_id').orderBy('permission_name').execute(),
    t.db.selectFrom('user_groups').selectAll().orderBy('user_id').orderBy('group_id').execute(),
    t.db.selectFrom('organisations').selectAll().orderBy('id').execute(),
  ]);
  return { users, groups, grants, memberships, organisations };
}

/** An answer carries no password and no hash (docs/product.md §3, docs/architecture.md §8.1). */
export function expectNoSecrets(res: LightMyRequestResponse): void {
  expect(res.body).not.toContain('scrypt$');
  expect(res.body.toLowerCase()).not.toContain('password');
}

/** Expects `status` and, for errors, a German `Message`. */
export function expectStatus(res: LightMyRequestResponse, status: number): void {
  expect(res.statusCode, res.body).toBe(status);
  if (status >= 400) expect(typeof res.json().Message).toBe('string');
}
