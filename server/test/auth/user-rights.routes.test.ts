import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo, Workspace } from '@mitmachkarte/contract';
import { TestClient } from '../client.js';
import { ACTORS, type ActorName, type AuthzWorld, clientOf, createAuthzWorld } from '../authz-world.js';
import { addToAccessList, createUser } from '../factories.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** The flag `CanManageProjects` of GET /auth/info (access/workspace.rules.ts canManageProjects,
 *  docs/product.md §17.4): the web app shows „Meine Projekte“ by it. For every actor of the
 *  authorization matrix it has its expected value, and it agrees with what the server lets the
 *  actor do: manage a project it lists, or create one. */
const API = '/api/v1';
let t: TestApp;
let w: AuthzWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await createAuthzWorld(t);
}, 120_000);
afterAll(async () => t?.close());

const clientFor = async (actor: ActorName) => (actor === 'anon' ? new TestClient(t.app) : clientOf(t, w.userIds[actor]));
const info = async (c: TestClient) => (await c.get(`${API}/auth/info`)).json() as UserInfo;

describe('CanManageProjects', () => {
  it('is true for team members and holders of `project`, false for everyone else, absent for visitors', async () => {
    const got: Record<string, boolean | undefined> = {};
    for (const actor of ACTORS) got[actor] = (await info(await clientFor(actor))).CanManageProjects;
    expect(got).toEqual({
      anon: undefined, user: false, member: true, owner: true, project: true,
      admin: false, usermanager: false, groupmanager: false, orgmanager: false, superadmin: true,
    });
  });

  it('is true exactly where the actor manages a listed project or may create one', async () => {
    for (const actor of ACTORS) {
      const c = await clientFor(actor);
      const flag = (await info(c)).CanManageProjects === true;
      const listed = (await c.get(`${API}/gis/workspaces`)).json() as Workspace[];
      const created = await c.post(`${API}/gis/workspace`, { Name: `Neu ${actor}` });
      expect(flag, actor).toBe(listed.some((ws) => ws.CanEdit) || created.statusCode === 200);
    }
  });

  it('follows the team: joining a project sets it, leaving it clears it', async () => {
    const citizen = await createUser(t.db);
    const c = await clientOf(t, citizen.id);
    expect((await info(c)).CanManageProjects).toBe(false);
    await addToAccessList(t.db, w.ws.private, citizen.id);
    expect((await info(c)).CanManageProjects).toBe(true);
    await t.db.deleteFrom('workspace_acl').where('user_id', '=', citizen.id).execute();
    expect((await info(c)).CanManageProjects).toBe(false);
  });
});
