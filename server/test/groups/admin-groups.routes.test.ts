import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Group, type Permission, PERMISSIONS } from '@mitmachkarte/contract';
import type { TestClient } from '../client.js';
import { adminId, count, expectNoSecrets, expectStatus, outsiders, sessionFor, snapshot, url, userWith } from '../admin-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Status-code contract of /admin/group* and /admin/permissions (docs/product.md §7; docs/architecture.md §5, §6):
 *  holders of `groupmanager` only. The last-admin guard has its own file (admin-lockout). */

const NAME_TAKEN = 'Eine Gruppe mit diesem Namen gibt es bereits.';
const UNKNOWN_ID = '0190f5a2-0000-7000-8000-00000000ffff';

let t: TestApp;
let manager: TestClient, admin: TestClient;
let anon: TestClient, plain: TestClient, others: TestClient;

const createGroup = async (body: unknown): Promise<Group> => {
  const res = await manager.post(url('/admin/group'), body);
  expectStatus(res, 200);
  return res.json();
};

beforeAll(async () => {
  t = await createTestApp();
  // Holding what the tests hand out: groups may grant only permissions one holds (privilege-escalation test).
  manager = (await userWith(t, ['groupmanager', 'admin', 'usermanager', 'orgmanager'])).client;
  admin = await sessionFor(t, await adminId(t));
  ({ anon, plain, others } = await outsiders(t, 'groupmanager'));
});
afterAll(async () => t?.close());

describe('rights', () => {
  it('answers 401 to anonymous visitors and 403 to users without groupmanager, and changes nothing', async () => {
    const group = await createGroup({ Name: 'Rechteprobe' });
    const before = await snapshot(t);
    const calls = (c: TestClient, listToo: boolean) => [
      ...(listToo ? [c.get(url('/admin/groups'))] : []),
      c.get(url('/admin/permissions')),
      c.get(url(`/admin/group/${group.ID}`)),
      c.post(url('/admin/group'), { Name: 'Eindringling' }),
      c.put(url(`/admin/group/${group.ID}`), { Name: 'Umbenannt', Permissions: [{ Name: 'admin' }] }),
      c.delete(url(`/admin/group/${group.ID}`)),
    ];
    // `others` hold usermanager, which may read the group list (to assign groups to users).
    for (const [client, status, listToo] of [[anon, 401, true], [plain, 403, true], [others, 403, false]] as const) {
      for (const res of await Promise.all(calls(client, listToo))) expectStatus(res, status);
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('lets holders of usermanager read the group list only', async () => {
    const userManager = (await userWith(t, ['usermanager'])).client;
    expectStatus(await userManager.get(url('/admin/groups')), 200);
    expectStatus(await userManager.get(url('/admin/permissions')), 403);
    expectStatus(await userManager.post(url('/admin/group'), { Name: 'Nicht erlaubt' }), 403);
  });

  it('lets holders of groupmanager in, the first administrator too', async () => {
    expectStatus(await manager.get(url('/admin/groups')), 200);
    expectStatus(await admin.get(url('/admin/groups')), 200);
  });
});

describe('GET /admin/permissions', () => {
  it('lists every known permission with its German description, by name', async () => {
    const res = await manager.get(url('/admin/permissions'));
    expectStatus(res, 200);
    const list: Permission[] = res.json();
    expect(list.map((p) => p.Name)).toEqual([...PERMISSIONS].sort());
    expect(list.find((p) => p.Name === 'usermanager')).toEqual({ Name: 'usermanager', Description: 'Benutzer verwalten' });
  });
});

describe('POST /admin/group and GET /admin/group(s)', () => {
  it('creates a group with a trimmed name and distinct permissions, readable by id and in the sorted list', async () => {
    const created = await createGroup({ Name: '  Redaktion ', Permissions: [{ Name: 'project' }, { Name: 'orgmanager' }, { Name: 'project' }] });
    expect(created).toEqual({ ID: expect.any(String), Name: 'Redaktion', Permissions: [{ Name: 'orgmanager' }, { Name: 'project' }] });
    const one = await manager.get(url(`/admin/group/${created.ID}`));
    expectStatus(one, 200);
    expect(one.json()).toEqual(created);

    const list = await manager.get(url('/admin/groups'));
    const groups: Group[] = list.json();
    expect(groups.map((g) => g.Name)).toEqual(groups.map((g) => g.Name).sort());
    expect(groups).toContainEqual(created);
    expect(groups.find((g) => g.Name === 'Administratoren')?.Permissions.map((p) => p.Name)).toEqual([...PERMISSIONS].sort());
    expectNoSecrets(list);
  });

  it('creates a new group without permissions when none are given (docs/product.md §3)', async () => {
    expect((await createGroup({ Name: 'Leer' })).Permissions).toEqual([]);
  });

  it('accepts permission objects with their description, as the screen moves them over', async () => {
    const g = await createGroup({ Name: 'Mit Beschreibung', Permissions: [{ Name: 'project', Description: 'Projekte anlegen' }] });
    expect(g.Permissions).toEqual([{ Name: 'project' }]);
  });

  it('refuses a second group of the same name with 409', async () => {
    await createGroup({ Name: 'Doppelt' });
    const before = await count(t, 'groups');
    const res = await manager.post(url('/admin/group'), { Name: ' Doppelt ' });
    expectStatus(res, 409);
    expect(res.json().Message).toBe(NAME_TAKEN);
    expect(await count(t, 'groups')).toBe(before);
  });

  it.each([
    ['an empty name', { Name: '   ' }],
    ['no name', { Permissions: [] }],
    ['a name that is no text', { Name: 42 }],
    ['an unknown field', { Name: 'Extra', Admin: true }],
    ['permissions that are no list', { Name: 'Liste', Permissions: 'admin' }],
    ['a permission without name', { Name: 'Ohne', Permissions: [{}] }],
    ['an unknown permission', { Name: 'Unbekannt', Permissions: [{ Name: 'project' }, { Name: 'superuser' }] }],
  ])('refuses %s with 400 and stores nothing', async (_what, body) => {
    const before = await snapshot(t);
    const res = await manager.post(url('/admin/group'), body);
    expectStatus(res, 400);
    expect(res.json().Errors.length).toBeGreaterThan(0);
    expect(await snapshot(t)).toEqual(before);
  });

  it('names the unknown permission in Errors', async () => {
    const res = await manager.post(url('/admin/group'), { Name: 'Unbekannt', Permissions: [{ Name: 'project' }, { Name: 'superuser' }] });
    expect(res.json().Errors).toEqual([{ Field: 'Permissions.1.Name', Message: 'Die Berechtigung „superuser“ gibt es nicht.' }]);
  });

  it('answers 404 for an unknown group and 400 for a malformed id', async () => {
    expectStatus(await manager.get(url(`/admin/group/${UNKNOWN_ID}`)), 404);
    expectStatus(await manager.get(url('/admin/group/keine-id')), 400);
  });
});

describe('PUT /admin/group/{id}', () => {
  it('replaces name and permissions', async () => {
    const g = await createGroup({ Name: 'Vorher', Permissions: [{ Name: 'project' }] });
    const res = await manager.put(url(`/admin/group/${g.ID}`), { ...g, Name: 'Nachher', Permissions: [{ Name: 'orgmanager' }, { Name: 'admin' }] });
    expectStatus(res, 200);
    expect(res.json()).toEqual({ ID: g.ID, Name: 'Nachher', Permissions: [{ Name: 'admin' }, { Name: 'orgmanager' }] });
    expect((await manager.get(url(`/admin/group/${g.ID}`))).json()).toEqual(res.json());
    // The same name again is no conflict with itself.
    expectStatus(await manager.put(url(`/admin/group/${g.ID}`), { Name: 'Nachher', Permissions: [] }), 200);
  });

  it('refuses the name of another group with 409', async () => {
    await createGroup({ Name: 'Belegt' });
    const g = await createGroup({ Name: 'Frei' });
    const before = await snapshot(t);
    const res = await manager.put(url(`/admin/group/${g.ID}`), { Name: 'Belegt', Permissions: [] });
    expectStatus(res, 409);
    expect(res.json().Message).toBe(NAME_TAKEN);
    expect(await snapshot(t)).toEqual(before);
  });

  it('answers 404 for an unknown group', async () => {
    expectStatus(await manager.put(url(`/admin/group/${UNKNOWN_ID}`), { Name: 'Niemand', Permissions: [] }), 404);
  });

  it.each([
    ['an unknown permission', { Name: 'Bleibt', Permissions: [{ Name: 'root' }] }],
    ['missing permissions', { Name: 'Bleibt' }],
    ['an empty name', { Name: '', Permissions: [] }],
    ['an unknown field', { Name: 'Bleibt', Permissions: [], Members: [] }],
    ['an ID that is not the one of the address', { ID: UNKNOWN_ID, Name: 'Bleibt', Permissions: [] }],
  ])('refuses %s with 400 and changes nothing', async (_what, body) => {
    const g = await createGroup({ Name: `Bleibt ${Math.random()}`, Permissions: [{ Name: 'project' }] });
    const before = await snapshot(t);
    const res = await manager.put(url(`/admin/group/${g.ID}`), body);
    expectStatus(res, 400);
    expect(res.json().Errors.length).toBeGreaterThan(0);
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('DELETE /admin/group/{id}', () => {
  it('deletes the group and its memberships, but not its members', async () => {
    const member = await userWith(t, ['project']);
    const g = await createGroup({ Name: 'Vergänglich', Permissions: [{ Name: 'orgmanager' }] });
    await t.db.insertInto('user_groups').values({ user_id: member.id, group_id: g.ID }).execute();
    expect((await member.client.get(url('/auth/info'))).json().Permissions).toEqual(['orgmanager', 'project']);

    const res = await manager.delete(url(`/admin/group/${g.ID}`));
    expectStatus(res, 200);
    expect(res.json()).toEqual({ Message: 'Gruppe wurde gelöscht' });
    expect(await t.db.selectFrom('user_groups').select('user_id').where('group_id', '=', g.ID).execute()).toEqual([]);
    expect(await t.db.selectFrom('group_permissions').select('permission_name').where('group_id', '=', g.ID).execute()).toEqual([]);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', member.id).executeTakeFirst()).toBeDefined();
    // The member's next request no longer has the group's permission.
    expect((await member.client.get(url('/auth/info'))).json().Permissions).toEqual(['project']);

    expectStatus(await manager.get(url(`/admin/group/${g.ID}`)), 404);
    expectStatus(await manager.delete(url(`/admin/group/${g.ID}`)), 404);
  });
});
