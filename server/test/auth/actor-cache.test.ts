import path from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../src/access/actor.js';
import { createActorCache } from '../../src/modules/auth/actor-cache.js';
import { startSession } from '../../src/modules/auth/sessions.service.js';
import { hashToken } from '../../src/lib/tokens.js';
import { url, userWith } from '../admin-fixtures.js';
import { createOrganisation } from '../factories.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** The actors of signed-in sessions kept between requests (modules/auth/actor-cache.ts,
 *  docs/decisions/0030): on SQLite a kept actor is answered without a look-up (synchronously),
 *  and every change of what decides it — through the API, or SQL of another connection as a
 *  worker thread or a tool writes it — makes the next request read it again, at once. On
 *  PostgreSQL nothing is kept (`keeps` false), and the same changes take effect as well. */
let t: TestApp;
/** Whether the cache keeps actors on this database. */
const keeps = !process.env.TEST_DATABASE_URL;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** A user holding `permissions`, a session token of theirs and a fresh cache. */
async function signedIn(permissions: Parameters<typeof userWith>[1] = ['usermanager']) {
  const user = await userWith(t, permissions);
  const token = await startSession(t.db, user.id, undefined);
  return { user, token, cache: createActorCache(t.db) };
}

/** The cache's answer, and whether it came without a look-up. */
async function resolve(cache: ReturnType<typeof createActorCache>, token: string, now?: Date): Promise<{ actor: Actor; kept: boolean }> {
  const answer = cache.resolve(token, now);
  return { actor: await answer, kept: !(answer instanceof Promise) };
}

/** SQL as another connection writes it (a worker thread, a tool): on SQLite not through the
 *  server's connection; on PostgreSQL through the pool, each `?` a parameter. */
async function otherConnection(statement: string, ...params: unknown[]) {
  if (!keeps) {
    const parts = statement.split('?');
    await sql.join(parts.map((part, i) => (i === 0 ? sql.raw(part) : sql`${params[i - 1]}${sql.raw(part)}`)), sql``).execute(t.db);
    return;
  }
  const other = new Database(path.join(t.dataDir, 'mitmachkarte.sqlite'));
  try {
    other.prepare(statement).run(...params);
  } finally {
    other.close();
  }
}

describe('the actor cache', () => {
  it('answers a signed-in session\'s second request without a look-up (SQLite), and the same actor', async () => {
    const { user, token, cache } = await signedIn();
    const first = await resolve(cache, token);
    expect(first).toMatchObject({ kept: false, actor: { userId: user.id, permissions: ['usermanager'] } });
    const second = await resolve(cache, token);
    expect(second).toEqual({ kept: keeps, actor: first.actor });
    expect(Object.isFrozen(second.actor.permissions)).toBe(true);
  });

  it('keeps no anonymous answer: an unknown token is looked up each time', async () => {
    const cache = createActorCache(t.db);
    const token = 'a'.repeat(43);
    for (let i = 0; i < 2; i++) expect(await resolve(cache, token)).toEqual({ kept: false, actor: expect.objectContaining({ userId: null }) });
  });

  const changes: [string, (u: { id: string; token: string }) => Promise<void> | void, Partial<Actor> | 'anonymous'][] = [
    ['the session ended (logout)', (u) => t.db.deleteFrom('sessions').where('id', '=', hashToken(u.token)).execute().then(() => undefined), 'anonymous'],
    ['the account deactivated', (u) => t.db.updateTable('users').set({ active: 0 }).where('id', '=', u.id).execute().then(() => undefined), 'anonymous'],
    ['the name changed by another connection', (u) => otherConnection('UPDATE users SET name = ? WHERE id = ?', 'Neuer Name', u.id), { name: 'Neuer Name' }],
    ['a permission taken from the group by another connection',
      (u) => otherConnection('DELETE FROM group_permissions WHERE group_id IN (SELECT group_id FROM user_groups WHERE user_id = ?)', u.id), { permissions: [] }],
    ['the user taken out of the group', (u) => t.db.deleteFrom('user_groups').where('user_id', '=', u.id).execute().then(() => undefined), { permissions: [] }],
    ['the session\'s lifetime ended', (u) => otherConnection('UPDATE sessions SET expires_at = ? WHERE id = ?', new Date(Date.now() - 1000).toISOString(), hashToken(u.token)), 'anonymous'],
    ['the session idle for three hours (last_seen_at set back)',
      (u) => otherConnection('UPDATE sessions SET last_seen_at = ? WHERE id = ?', new Date(Date.now() - 3 * 3600_000).toISOString(), hashToken(u.token)), 'anonymous'],
    ['the second factor given in the session', (u) => otherConnection('UPDATE sessions SET mfa_completed = 1 WHERE id = ?', hashToken(u.token)), { mfaCompleted: true }],
  ];
  it.each(changes)('reads the actor again at once after a change: %s', async (_name, change, expected) => {
    const { user, token, cache } = await signedIn();
    await resolve(cache, token);
    expect((await resolve(cache, token)).kept).toBe(keeps);
    await change({ id: user.id, token });
    const after = await resolve(cache, token);
    expect(after.kept).toBe(false);
    if (expected === 'anonymous') expect(after.actor.userId).toBeNull();
    else expect(after.actor).toMatchObject({ userId: user.id, ...expected });
  });

  it('reads again when an organisation comes to require a second factor, and the actor loses its rights', async () => {
    const { token, cache } = await signedIn(['usermanager']);
    expect((await resolve(cache, token)).actor.permissions).toEqual(['usermanager']);
    expect((await resolve(cache, token)).kept).toBe(keeps);
    const { id } = await createOrganisation(t.db, { host: 'pflicht.example.org', title: 'Pflicht', other: { mfa_pflicht: true } });
    expect(await resolve(cache, token)).toMatchObject({ kept: false, actor: { permissions: [], mfaSetupRequired: true } });
    await t.db.deleteFrom('organisations').where('id', '=', id).execute();
    expect(await resolve(cache, token)).toMatchObject({ kept: false, actor: { permissions: ['usermanager'] } });
  });

  it('keeps the actor across last_seen_at moving forward, and looks up again when its next write is due', async () => {
    const { token, cache } = await signedIn();
    const start = new Date();
    await resolve(cache, token, start);
    expect((await resolve(cache, token, new Date(start.getTime() + 30_000))).kept).toBe(keeps);
    // A minute on, the look-up writes last_seen_at forward: no change of the actor, kept again.
    const later = new Date(start.getTime() + 61_000);
    expect((await resolve(cache, token, later)).kept).toBe(false);
    const seen = await t.db.selectFrom('sessions').select('last_seen_at').where('id', '=', hashToken(token)).executeTakeFirstOrThrow();
    expect(seen.last_seen_at).toBe(later.toISOString());
    expect((await resolve(cache, token, new Date(later.getTime() + 1000))).kept).toBe(keeps);
  });

  it('keeps nothing while the server\'s connection is inside a transaction, which may yet roll back', async () => {
    const { token, cache } = await signedIn();
    await resolve(cache, token);
    // Its look-up waits for the connection, which the transaction holds: awaited after it.
    const { during } = await t.db.transaction().execute(async () => ({ during: cache.resolve(token) }));
    expect(during).toBeInstanceOf(Promise);
    expect((await during).userId).not.toBeNull();
    // What it read is not kept either.
    expect((await resolve(cache, token)).kept).toBe(false);
    expect((await resolve(cache, token)).kept).toBe(keeps);
  });

  it('through the API: a user manager\'s change of another account\'s groups takes effect on that account\'s next request', async () => {
    const target = await userWith(t, ['usermanager'], { name: 'Bea' });
    expect((await target.client.get(url('/auth/info'))).json().Permissions).toEqual(['usermanager']);
    expect((await target.client.get(url('/auth/info'))).json().Permissions).toEqual(['usermanager']);
    const admin = await userWith(t, ['usermanager']);
    const edit = { Name: 'Bea', Email: target.email, Active: true, Groups: [], Attributes: [], Password: '' };
    expect((await admin.client.put(url(`/admin/user/${target.id}`), edit)).statusCode).toBe(200);
    expect((await target.client.get(url('/auth/info'))).json()).toMatchObject({ LoggedIn: true, Permissions: [] });
    expect((await target.client.get(url('/admin/users'))).statusCode).toBe(403);
  });
});
