import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Group, User } from '@mitmachkarte/contract';
import type { AppError } from '../../src/lib/app-error.js';
import { changeKeepingPermissionHolders } from '../../src/modules/groups/permission-holders.service.js';
import type { TestClient } from '../client.js';
import { adminId, expectStatus, sessionFor, snapshot, url } from '../admin-fixtures.js';
import { createUser } from '../factories.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** The last-admin guard: no change may leave the platform without an active holder of
 *  `admin`, `usermanager` or `groupmanager`. Each test starts from a fresh database whose only user
 *  is the first administrator, member of "Administratoren" (every permission). */

const lastHolder = (permission: string) =>
  `Der letzte aktive Benutzer mit der Berechtigung „${permission}“ kann nicht entfernt werden. Geben Sie die Berechtigung zuerst einem anderen aktiven Benutzer.`;

let t: TestApp;
let admin: TestClient;
let adminUser: User;
let adminGroup: Group;

/** Expects 409 with the message naming `permission`, and that nothing changed. */
async function expectRefused(request: () => Promise<LightMyRequestResponse>, permission: string) {
  const before = await snapshot(t);
  const res = await request();
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json().Message).toBe(lastHolder(permission));
  expect(await snapshot(t)).toEqual(before);
}

/** A second active user in "Administratoren", created directly in the database. */
async function secondAdmin(opts: { active?: boolean } = {}) {
  const u = await createUser(t.db, { ...opts, name: 'Zweite Administratorin' });
  await t.db.insertInto('user_groups').values({ user_id: u.id, group_id: adminGroup.ID }).execute();
  return u;
}

beforeEach(async () => {
  t = await createTestApp();
  admin = await sessionFor(t, await adminId(t));
  adminUser = (await admin.get(url(`/admin/user/${await adminId(t)}`))).json();
  adminGroup = adminUser.Groups[0]!;
  expect(adminGroup.Name).toBe('Administratoren');
});
afterEach(async () => t?.close());

describe('the last active holder', () => {
  it('cannot be deleted, deactivated or taken out of their group; inactive holders do not count', async () => {
    await secondAdmin({ active: false });
    await expectRefused(() => admin.delete(url(`/admin/user/${adminUser.ID}`)), 'admin');
    await expectRefused(() => admin.put(url(`/admin/user/${adminUser.ID}`), { ...adminUser, Active: false }), 'admin');
    await expectRefused(() => admin.put(url(`/admin/user/${adminUser.ID}`), { ...adminUser, Groups: [] }), 'admin');
    // The administrator still works.
    expect((await admin.get(url('/auth/info'))).json().Permissions).toContain('admin');
  });

  it('keeps every privileged permission: taking one from the only group that grants it is refused', async () => {
    for (const permission of ['admin', 'usermanager', 'groupmanager']) {
      const rest = adminGroup.Permissions.filter((p) => p.Name !== permission);
      await expectRefused(() => admin.put(url(`/admin/group/${adminGroup.ID}`), { ...adminGroup, Permissions: rest }), permission);
    }
    await expectRefused(() => admin.put(url(`/admin/group/${adminGroup.ID}`), { ...adminGroup, Permissions: [] }), 'admin');
    await expectRefused(() => admin.delete(url(`/admin/group/${adminGroup.ID}`)), 'admin');
  });

  it('may still lose other permissions and have other changes saved', async () => {
    const keep = adminGroup.Permissions.filter((p) => p.Name !== 'project' && p.Name !== 'orgmanager');
    const res = await admin.put(url(`/admin/group/${adminGroup.ID}`), { ...adminGroup, Name: 'Admins', Permissions: keep });
    expectStatus(res, 200);
    expect(res.json().Permissions.map((p: { Name: string }) => p.Name)).toEqual(['admin', 'groupmanager', 'usermanager']);
    const renamed = await admin.put(url(`/admin/user/${adminUser.ID}`), { ...adminUser, Name: 'Chefin', Password: 'ein-neues-passwort' });
    expectStatus(renamed, 200);
  });

  it('may lose a privileged permission another group grants to an active user, who then is its last holder', async () => {
    // A second group grants usermanager to another active user: the admin group may drop it.
    const helper = await createUser(t.db, { permissions: ['usermanager'] });
    const rest = adminGroup.Permissions.filter((p) => p.Name !== 'usermanager');
    expectStatus(await admin.put(url(`/admin/group/${adminGroup.ID}`), { ...adminGroup, Permissions: rest }), 200);
    // Now the helper is the last holder of usermanager and cannot be deactivated.
    const helperClient = await sessionFor(t, helper.id);
    const helperUser: User = (await helperClient.get(url(`/admin/user/${helper.id}`))).json();
    expectStatus(await admin.get(url('/admin/users')), 403);
    await expectRefused(() => helperClient.delete(url(`/admin/user/${helper.id}`)), 'usermanager');
    await expectRefused(() => helperClient.put(url(`/admin/user/${helper.id}`), { ...helperUser, Active: false }), 'usermanager');
  });
});

describe('once another active holder exists', () => {
  it('the former last holder may be taken out of the group, deactivated and deleted', async () => {
    const second = await secondAdmin();
    const secondClient = await sessionFor(t, second.id);

    const res = await admin.put(url(`/admin/user/${adminUser.ID}`), { ...adminUser, Groups: [] });
    expectStatus(res, 200);
    expect(res.json().Groups).toEqual([]);
    // The first administrator's next request has no admin rights any more.
    expectStatus(await admin.get(url('/admin/users')), 403);

    expectStatus(await secondClient.put(url(`/admin/user/${adminUser.ID}`), { ...adminUser, Groups: [], Active: false }), 200);
    expectStatus(await secondClient.delete(url(`/admin/user/${adminUser.ID}`)), 200);
    // Now the second administrator is the last one and cannot delete herself.
    await expectRefused(() => secondClient.delete(url(`/admin/user/${second.id}`)), 'admin');
  });

  it('the administrators group may lose its permissions or be deleted when another group grants them', async () => {
    const other = await createUser(t.db, { permissions: ['admin', 'usermanager', 'groupmanager'] });
    expectStatus(await admin.put(url(`/admin/group/${adminGroup.ID}`), { ...adminGroup, Permissions: [{ Name: 'project' }] }), 200);
    expectStatus(await admin.delete(url(`/admin/group/${adminGroup.ID}`)), 403);
    const otherClient = await sessionFor(t, other.id);
    expectStatus(await otherClient.delete(url(`/admin/group/${adminGroup.ID}`)), 200);
    expect(await t.db.selectFrom('user_groups').select('user_id').where('group_id', '=', adminGroup.ID).execute()).toEqual([]);
  });
});

describe('concurrent changes', () => {
  it('run one at a time, so that two of them cannot each remove one of the last two holders', async () => {
    const second = await secondAdmin();
    // Each change waits inside its transaction until the other one got there too (or 300 ms
    // passed): without serialisation both would count the other's holder and commit.
    let arrived = 0;
    const meetTheOther = () => new Promise<void>((resolve) => {
      arrived++;
      const start = Date.now();
      const poll = () => (arrived >= 2 || Date.now() - start > 300 ? resolve() : setTimeout(poll, 5));
      poll();
    });
    const leaveGroup = (userId: string) => changeKeepingPermissionHolders(t.db, async (trx) => {
      await trx.deleteFrom('user_groups').where('user_id', '=', userId).execute();
      await meetTheOther();
    });
    const results = await Promise.allSettled([leaveGroup(adminUser.ID), leaveGroup(second.id)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const failure = results.find((r) => r.status === 'rejected')?.reason as AppError;
    expect([failure.status, failure.message]).toEqual([409, lastHolder('admin')]);
    const holders = await t.db.selectFrom('user_groups').select('user_id').where('group_id', '=', adminGroup.ID).execute();
    expect(holders).toHaveLength(1);
  });
});
