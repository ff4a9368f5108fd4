import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Group, User } from '@mitmachkarte/contract';
import { adminId, snapshot, url, userWith } from '../admin-fixtures.js';
import type { TestClient } from '../client.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** A finding of the security review (docs/security.md, Rights): a holder of `usermanager` added themself to
 *  the group "Administratoren" and so became a full administrator. Permissions one does not hold
 *  (`project` aside) can now be neither given nor taken, through memberships or group permissions,
 *  and accounts holding them cannot be changed or deleted by those who lack them. */
let t: TestApp;
let admins: Group;
let manager: Awaited<ReturnType<typeof userWith>>;
let groupManager: Awaited<ReturnType<typeof userWith>>;
let admin: string;

const NOT_YOURS = /^Sie dürfen nur Rechte vergeben oder entziehen, die Sie selbst haben/;

beforeAll(async () => {
  t = await createTestApp();
  manager = await userWith(t, ['usermanager'], { name: 'Ute Verwaltung' });
  groupManager = await userWith(t, ['groupmanager'], { name: 'Gero Gruppen' });
  admin = await adminId(t);
  const groups = (await (await userWith(t, ['groupmanager', 'admin'])).client.get(url('/admin/groups'))).json() as Group[];
  admins = groups.find((g) => g.Name === 'Administratoren')!;
});
afterAll(async () => t?.close());

/** The user as the administrator sees it, for a PUT that changes only what `change` says. */
async function asStored(id: string): Promise<User> {
  const res = await (await userWith(t, ['usermanager', 'admin', 'groupmanager', 'orgmanager'])).client.get(url(`/admin/user/${id}`));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as User;
}
const putUser = (c: TestClient, u: User, change: Partial<Omit<User, 'Groups'>> & { Groups?: { ID: string }[]; Password?: string }) =>
  c.put(url(`/admin/user/${u.ID}`), { Name: u.Name, Email: u.Email, Active: u.Active, Groups: u.Groups.map((g) => ({ ID: g.ID })), ...change });

/** Sends a request that must be refused with 403 and the German reason, changing nothing. */
async function refused(send: () => ReturnType<TestClient['put']>) {
  const before = await snapshot(t);
  const res = await send();
  expect(res.statusCode, res.body).toBe(403);
  expect(res.json().Message).toMatch(NOT_YOURS);
  expect(await snapshot(t)).toEqual(before);
}

describe('finding 7: a user manager makes themself administrator', () => {
  it('finding 7: a holder of usermanager cannot join the group "Administratoren", nor put anyone else in it', async () => {
    const self = await asStored(manager.id);
    await refused(() => putUser(manager.client, self, { Groups: [...self.Groups, { ID: admins.ID }] }));
    await refused(() => manager.client.post(url('/admin/user'), {
      Name: 'Neu', Email: 'neu-admin@example.org', Password: 'Fluss-Ufer-123', Active: true, Groups: [{ ID: admins.ID }],
    }));
    const me = await manager.client.get(url('/auth/info'));
    expect(me.json().Permissions).toEqual(['usermanager']);
  });

  it('finding 7: a holder of usermanager cannot change the password of, deactivate or delete an administrator', async () => {
    const target = await asStored(admin);
    await refused(() => putUser(manager.client, target, { Password: 'Uebernahme-Versuch-42' }));
    await refused(() => putUser(manager.client, target, { Active: false }));
    await refused(() => manager.client.delete(url(`/admin/user/${admin}`)));
  });

  it('finding 7: a holder of groupmanager cannot give a group the admin permission, nor take it or delete such a group', async () => {
    const own = await groupManager.client.post(url('/admin/group'), { Name: 'Eigene', Permissions: [{ Name: 'groupmanager' }] });
    expect(own.statusCode, own.body).toBe(200);
    await refused(() => groupManager.client.put(url(`/admin/group/${own.json().ID}`), { Name: 'Eigene', Permissions: [{ Name: 'groupmanager' }, { Name: 'admin' }] }));
    await refused(() => groupManager.client.post(url('/admin/group'), { Name: 'Neue Admins', Permissions: [{ Name: 'admin' }] }));
    await refused(() => groupManager.client.put(url(`/admin/group/${admins.ID}`), { Name: admins.Name, Permissions: [{ Name: 'project' }] }));
    await refused(() => groupManager.client.delete(url(`/admin/group/${admins.ID}`)));
  });

  it('still lets them hand out what they hold and project', async () => {
    const project = await groupManager.client.post(url('/admin/group'), { Name: 'Projekte', Permissions: [{ Name: 'project' }] });
    expect(project.statusCode, project.body).toBe(200);
    const created = await manager.client.post(url('/admin/user'), {
      Name: 'Pia Projekt', Email: 'pia@example.org', Password: 'Fluss-Ufer-123', Active: true, Groups: [{ ID: project.json().ID }],
    });
    expect(created.statusCode, created.body).toBe(200);
    // Renaming a group keeps its permissions: allowed whatever they are.
    const renamed = await groupManager.client.put(url(`/admin/group/${project.json().ID}`), { Name: 'Projektteam', Permissions: [{ Name: 'project' }] });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });
});
