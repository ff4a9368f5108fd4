import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Group, User } from '@mitmachkarte/contract';
import { newId, nowIso } from '../../src/lib/ids.js';
import { verifyPassword } from '../../src/lib/password.js';
import { TestClient } from '../client.js';
import { adminId, count, expectNoSecrets, expectStatus, outsiders, sessionFor, snapshot, url, userWith } from '../admin-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Status-code contract of /admin/user* (docs/product.md §3, §7; docs/architecture.md §5, §6): holders of `usermanager`
 *  only. Passwords are scrypt-hashed and never answered. The last-admin guard has its own file. */

const EMAIL_TAKEN = 'Es existiert bereits ein Account mit dieser Email Adresse.';
const UNKNOWN_ID = '0190f5a2-0000-7000-8000-00000000ffff';

let t: TestApp;
let manager: TestClient;
let anon: TestClient, plain: TestClient, others: TestClient;
/** Groups made by the administrator: one granting `project`, one granting `usermanager`. */
let projectGroup: Group, managerGroup: Group;

const userRow = (id: string) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const sessionsOf = async (id: string) => (await t.db.selectFrom('sessions').select('id').where('user_id', '=', id).execute()).length;
let seq = 0;
const email = () => `person-${++seq}@example.org`;

async function createUser(body: Record<string, unknown>): Promise<User> {
  const res = await manager.post(url('/admin/user'), { Name: 'Erika Muster', Email: email(), Password: 'Fluss-Ufer-123', ...body });
  expectStatus(res, 200);
  expectNoSecrets(res);
  return res.json();
}

/** The body the edit modal sends back: the user as read, with changes. */
const edit = (u: User, changes: Record<string, unknown> = {}) => ({ ...u, Password: '', ...changes });

beforeAll(async () => {
  t = await createTestApp();
  manager = (await userWith(t, ['usermanager'])).client;
  ({ anon, plain, others } = await outsiders(t, 'usermanager'));
  const admin = await sessionFor(t, await adminId(t));
  projectGroup = (await admin.post(url('/admin/group'), { Name: 'Projekt', Permissions: [{ Name: 'project' }] })).json();
  managerGroup = (await admin.post(url('/admin/group'), { Name: 'Benutzerverwaltung', Permissions: [{ Name: 'usermanager' }] })).json();
});
afterAll(async () => t?.close());

describe('rights', () => {
  it('answers 401 to anonymous visitors and 403 to users without usermanager, and changes nothing', async () => {
    const u = await createUser({});
    const before = await snapshot(t);
    const calls = (c: TestClient) => [
      c.get(url('/admin/users')),
      c.get(url(`/admin/user/${u.ID}`)),
      c.post(url('/admin/user'), { Name: 'X', Email: 'x@example.org', Password: 'Fluss-Ufer-123' }),
      c.put(url(`/admin/user/${u.ID}`), edit(u, { Name: 'Geändert' })),
      c.delete(url(`/admin/user/${u.ID}`)),
    ];
    for (const [client, status] of [[anon, 401], [plain, 403], [others, 403]] as const) {
      for (const res of await Promise.all(calls(client))) expectStatus(res, status);
    }
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('POST /admin/user and GET /admin/user(s)', () => {
  it('creates a user with groups and attributes; the password is stored as a scrypt hash and never answered', async () => {
    const created = await createUser({
      Name: 'Anna Aktiv', Email: ' Anna@Example.ORG ', Password: 'anna-passwort', Active: true,
      Groups: [{ ID: projectGroup.ID }, { ID: managerGroup.ID, Name: 'egal', Permissions: [] }, { ID: projectGroup.ID }],
      Attributes: [{ Key: 'Stadt', Value: 'Kassel' }, { Key: '', Value: 'ohne Schlüssel' }, { Key: ' ', Value: '' }],
    });
    expect(created).toEqual({
      ID: expect.any(String), Name: 'Anna Aktiv', Email: 'anna@example.org', Active: true, Activation: '',
      Groups: [managerGroup, projectGroup], Attributes: [{ Key: 'Stadt', Value: 'Kassel' }],
    });
    const row = await userRow(created.ID);
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('anna-passwort', row.password_hash)).toBe(true);

    const one = await manager.get(url(`/admin/user/${created.ID}`));
    expectStatus(one, 200);
    expectNoSecrets(one);
    expect(one.json()).toEqual(created);

    // The new, active user can log in with the given password and holds the groups' permissions.
    const c = new TestClient(t.app);
    await c.login('anna@example.org', 'anna-passwort');
    expect((await c.get(url('/auth/info'))).json().Permissions).toEqual(['project', 'usermanager']);
  });

  it('creates an inactive user by default, who cannot log in', async () => {
    const u = await createUser({ Email: 'inaktiv@example.org' });
    expect(u.Active).toBe(false);
    expect(u.Groups).toEqual([]);
    const res = await new TestClient(t.app).post(url('/auth/login'), { Email: 'inaktiv@example.org', Password: 'Fluss-Ufer-123' });
    expect(res.statusCode).toBe(403);
  });

  it('lists every user by name with groups, and without any password or hash', async () => {
    await createUser({ Name: 'Zora Zuletzt', Groups: [{ ID: projectGroup.ID }] });
    const res = await manager.get(url('/admin/users'));
    expectStatus(res, 200);
    expectNoSecrets(res);
    const users: User[] = res.json();
    expect(users.length).toBe(await count(t, 'users'));
    expect(users.map((u) => u.Name)).toEqual(users.map((u) => u.Name).sort());
    expect(users.find((u) => u.Name === 'Zora Zuletzt')?.Groups).toEqual([projectGroup]);
    expect(users.find((u) => u.Name === 'Administrator')?.Groups.map((g) => g.Name)).toEqual(['Administratoren']);
    for (const u of users) expect(Object.keys(u).sort()).toEqual(['Activation', 'Active', 'Attributes', 'Email', 'Groups', 'ID', 'Name']);
  });

  it('shows the activation code read-only', async () => {
    const u = await createUser({});
    await t.db.updateTable('users').set({ activation_code: 'code-123' }).where('id', '=', u.ID).execute();
    expect((await manager.get(url(`/admin/user/${u.ID}`))).json().Activation).toBe('code-123');
    const res = await manager.put(url(`/admin/user/${u.ID}`), edit(u, { Activation: 'anders' }));
    expectStatus(res, 200);
    expect(res.json().Activation).toBe('code-123');
  });

  it('refuses an address already in use (in any case) with 409', async () => {
    const u = await createUser({});
    const before = await snapshot(t);
    const res = await manager.post(url('/admin/user'), { Name: 'Zweite', Email: u.Email.toUpperCase(), Password: 'Fluss-Ufer-123' });
    expectStatus(res, 409);
    expect(res.json().Message).toBe(EMAIL_TAKEN);
    expect(await snapshot(t)).toEqual(before);
  });

  it.each([
    ['a short password', { Password: 'kurz' }],
    ['an empty password', { Password: '' }],
    ['no password', { Password: undefined }],
    ['an invalid address', { Email: 'keine-adresse' }],
    ['an empty name', { Name: ' ' }],
    ['a flag that is no boolean', { Active: 'ja' }],
    ['an unknown group', { Groups: [{ ID: UNKNOWN_ID }] }],
    ['a malformed group id', { Groups: [{ ID: 'gruppe' }] }],
    ['groups that are no list', { Groups: 'Projekt' }],
    ['an attribute without value', { Attributes: [{ Key: 'a' }] }],
    ['a password hash', { PasswordHash: 'scrypt$1$2$3$4$5' }],
    ['an ID', { ID: UNKNOWN_ID }],
  ])('refuses %s with 400 and stores nothing', async (_what, changes) => {
    const before = await snapshot(t);
    const res = await manager.post(url('/admin/user'), { Name: 'Neu', Email: 'neu@example.org', Password: 'Fluss-Ufer-123', ...changes });
    expectStatus(res, 400);
    expect(res.json().Errors.length).toBeGreaterThan(0);
    expect(await snapshot(t)).toEqual(before);
  });

  it('names the unknown group in Errors', async () => {
    const res = await manager.post(url('/admin/user'), { Name: 'Neu', Email: 'neu@example.org', Password: 'Fluss-Ufer-123', Groups: [{ ID: projectGroup.ID }, { ID: UNKNOWN_ID }] });
    expect(res.json().Errors).toEqual([{ Field: 'Groups.1.ID', Message: 'Diese Gruppe gibt es nicht.' }]);
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    expectStatus(await manager.get(url(`/admin/user/${UNKNOWN_ID}`)), 404);
    expectStatus(await manager.get(url('/admin/user/nobody')), 400);
  });
});

describe('PUT /admin/user/{id}', () => {
  it('replaces name, address, flag, groups and attributes; an empty password keeps the password and the sessions', async () => {
    const u = await createUser({ Active: true, Groups: [{ ID: projectGroup.ID }], Attributes: [{ Key: 'a', Value: '1' }] });
    const hash = (await userRow(u.ID)).password_hash;
    const session = await sessionFor(t, u.ID);
    const res = await manager.put(url(`/admin/user/${u.ID}`), edit(u, {
      Name: 'Neuer Name', Email: 'Neue.Adresse@example.org', Groups: [{ ID: managerGroup.ID }], Attributes: [{ Key: 'b', Value: '2' }, { Key: '', Value: 'x' }],
    }));
    expectStatus(res, 200);
    expectNoSecrets(res);
    expect(res.json()).toEqual({ ...u, Name: 'Neuer Name', Email: 'neue.adresse@example.org', Groups: [managerGroup], Attributes: [{ Key: 'b', Value: '2' }] });
    expect((await userRow(u.ID)).password_hash).toBe(hash);
    expect((await session.get(url('/auth/info'))).json()).toMatchObject({ LoggedIn: true, Email: 'neue.adresse@example.org', Permissions: ['usermanager'] });
    // Without a Password field at all, too.
    const { Password: _none, ...withoutPassword } = edit(res.json());
    expectStatus(await manager.put(url(`/admin/user/${u.ID}`), withoutPassword), 200);
    expect((await userRow(u.ID)).password_hash).toBe(hash);
  });

  it('replaces the password when a new one is given and ends the user\'s sessions', async () => {
    const u = await createUser({ Active: true });
    const session = await sessionFor(t, u.ID);
    expect((await session.get(url('/auth/info'))).json().LoggedIn).toBe(true);
    const res = await manager.put(url(`/admin/user/${u.ID}`), edit(u, { Password: 'ganz-neues-passwort' }));
    expectStatus(res, 200);
    expectNoSecrets(res);
    expect(await verifyPassword('ganz-neues-passwort', (await userRow(u.ID)).password_hash)).toBe(true);
    expect(await sessionsOf(u.ID)).toBe(0);
    expect((await session.get(url('/auth/info'))).json().LoggedIn).toBe(false);
  });

  it('deactivating a user ends their sessions at once', async () => {
    const u = await createUser({ Active: true });
    const session = await sessionFor(t, u.ID);
    expectStatus(await manager.put(url(`/admin/user/${u.ID}`), edit(u, { Active: false })), 200);
    expect(await sessionsOf(u.ID)).toBe(0);
    expect((await session.get(url('/auth/info'))).json().LoggedIn).toBe(false);
  });

  it('refuses the address of another user with 409', async () => {
    const a = await createUser({});
    const b = await createUser({});
    const before = await snapshot(t);
    const res = await manager.put(url(`/admin/user/${b.ID}`), edit(b, { Email: a.Email }));
    expectStatus(res, 409);
    expect(res.json().Message).toBe(EMAIL_TAKEN);
    expect(await snapshot(t)).toEqual(before);
  });

  it('answers 404 for an unknown user', async () => {
    const u = await createUser({});
    expectStatus(await manager.put(url(`/admin/user/${UNKNOWN_ID}`), edit(u, { ID: undefined })), 404);
  });

  it.each([
    ['a short password', { Password: 'kurz' }],
    ['an unknown group', { Groups: [{ ID: UNKNOWN_ID }] }],
    ['missing groups', { Groups: undefined }],
    ['a missing flag', { Active: undefined }],
    ['an invalid address', { Email: 'a@b@c' }],
    ['an ID that is not the one of the address', { ID: UNKNOWN_ID }],
    ['an unknown field', { Admin: true }],
  ])('refuses %s with 400 and changes nothing', async (_what, changes) => {
    const u = await createUser({ Active: true, Groups: [{ ID: projectGroup.ID }] });
    const session = await sessionFor(t, u.ID);
    const before = await snapshot(t);
    const res = await manager.put(url(`/admin/user/${u.ID}`), edit(u, changes));
    expectStatus(res, 400);
    expect(res.json().Errors.length).toBeGreaterThan(0);
    expect(await snapshot(t)).toEqual(before);
    expect((await session.get(url('/auth/info'))).json().LoggedIn).toBe(true);
  });
});

describe('DELETE /admin/user/{id}', () => {
  it('ends the sessions and deletes the account, but keeps points and workspaces (creator and owner unknown)', async () => {
    const u = await createUser({ Active: true, Groups: [{ ID: projectGroup.ID }] });
    const session = await sessionFor(t, u.ID);
    const ws = await session.post(url('/gis/workspace'), { Name: 'Nachlass', Public: true });
    expectStatus(ws, 200);
    const layer = await session.post(url('/gis/layer'), { Name: 'Ebene', Workspace: ws.json().ID, Public: true, Editable: true });
    expectStatus(layer, 200);
    const now = nowIso();
    const pointIds = [newId(), newId()];
    await t.db.insertInto('points').values(pointIds.map((id) => ({
      id, layer_id: layer.json().ID, latitude: 51.3, longitude: 9.4, altitude: 0, public: 1, editable: 0,
      attributes: '{}', created_at: now, updated_at: now, created_by: u.ID, deleted_at: null, deleted_by: null,
    }))).execute();

    const res = await manager.delete(url(`/admin/user/${u.ID}`));
    expectStatus(res, 200);
    expect(res.json()).toEqual({ Message: 'Benutzer wurde gelöscht' });
    expect(await t.db.selectFrom('users').select('id').where('id', '=', u.ID).executeTakeFirst()).toBeUndefined();
    expect(await sessionsOf(u.ID)).toBe(0);
    expect((await session.get(url('/auth/info'))).json().LoggedIn).toBe(false);
    const points = await t.db.selectFrom('points').select(['id', 'created_by']).where('id', 'in', pointIds).execute();
    expect(points).toHaveLength(2);
    for (const p of points) expect(p.created_by).toBeNull();
    const wsRow = await t.db.selectFrom('workspaces').select('owner_id').where('id', '=', ws.json().ID).executeTakeFirst();
    expect(wsRow).toEqual({ owner_id: null });
    expect(await t.db.selectFrom('user_groups').select('group_id').where('user_id', '=', u.ID).execute()).toEqual([]);

    expectStatus(await manager.get(url(`/admin/user/${u.ID}`)), 404);
    expectStatus(await manager.delete(url(`/admin/user/${u.ID}`)), 404);
  });
});

describe('permissions take effect on the next request', () => {
  it('a user gains and loses access as an administrator changes their groups and the groups\' permissions', async () => {
    const u = await createUser({ Email: 'wechsel@example.org', Active: true });
    const c = new TestClient(t.app);
    await c.login('wechsel@example.org', 'Fluss-Ufer-123');
    expect((await c.get(url('/auth/info'))).json().Permissions).toEqual([]);
    expectStatus(await c.get(url('/admin/users')), 403);

    // Joining a group that grants usermanager.
    expectStatus(await manager.put(url(`/admin/user/${u.ID}`), edit(u, { Groups: [{ ID: managerGroup.ID }] })), 200);
    expect((await c.get(url('/auth/info'))).json().Permissions).toEqual(['usermanager']);
    expectStatus(await c.get(url('/admin/users')), 200);

    // The group loses usermanager and gains project.
    const admin = await sessionFor(t, await adminId(t));
    expectStatus(await admin.put(url(`/admin/group/${managerGroup.ID}`), { ...managerGroup, Permissions: [{ Name: 'project' }] }), 200);
    expect((await c.get(url('/auth/info'))).json().Permissions).toEqual(['project']);
    expectStatus(await c.get(url('/admin/users')), 403);
    expectStatus(await c.post(url('/gis/workspace'), { Name: 'Darf jetzt' }), 200);

    // Restore the group for other tests.
    expectStatus(await admin.put(url(`/admin/group/${managerGroup.ID}`), managerGroup), 200);
  });
});
