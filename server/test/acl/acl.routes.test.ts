import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AclEntry, Workspace } from '@mitmachkarte/contract';
import { newId } from '../../src/lib/ids.js';
import { TestClient } from '../client.js';
import { addToAccessList, createUser } from '../factories.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Access list (/gis/workspaceacl/*) and ownership transfer (POST /gis/workspace/{id}/transfer):
 *  managers (owner and access list) list, add and remove by `{ Email }` or `{ ID }`; only
 *  the owner transfers; after a transfer the former owner keeps rights only if on the list
 *  (docs/architecture.md §5, §6). Actors: an anonymous visitor, a logged-in user without relation (`plain`),
 *  another holder of `project` (`stranger`), the owner, an access-list member, and users to add. */

type User = { id: string; email: string; password: string };

let t: TestApp;
let anon: TestClient, plain: TestClient, stranger: TestClient, owner: TestClient, member: TestClient;
let ownerUser: User, memberUser: User, annaUser: User, bertUser: User;
/** Created afresh for every test by the owner; `memberUser` is on both access lists. */
let wsPrivate: Workspace, wsPublic: Workspace;

const url = (p: string) => `/api/v1${p}`;
const USER_NOT_FOUND = { Message: 'Der Benutzer konnte nicht gefunden werden.' };
const entry = (u: User, Name: string): AclEntry => ({ ID: u.id, Name, Email: u.email });

async function loggedIn(u: { email: string; password: string }) {
  const c = new TestClient(t.app);
  await c.login(u.email, u.password);
  return c;
}

async function createWorkspace(Name: string, Public: boolean): Promise<Workspace> {
  const res = await owner.post(url('/gis/workspace'), { Name, Public, Editable: false });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The workspace row and its access list, to prove that a refused request changed nothing. */
async function snapshot(id: string) {
  const row = await t.db.selectFrom('workspaces').selectAll().where('id', '=', id).executeTakeFirst();
  const acl = await t.db.selectFrom('workspace_acl').selectAll().where('workspace_id', '=', id).orderBy('user_id').execute();
  return { row, acl };
}

/** Sends a request that must be refused with `status` and leave workspace and list as they were. */
async function refused(id: string, status: number, send: () => Promise<LightMyRequestResponse>) {
  const before = await snapshot(id);
  const res = await send();
  expect(res.statusCode, res.body).toBe(status);
  expect(await snapshot(id)).toEqual(before);
  return res;
}

const list = (c: TestClient, id: string) => c.get(url(`/gis/workspaceacl/list/${id}`));
const add = (c: TestClient, id: string, body: unknown, opts?: { xsrf?: boolean | string }) => c.post(url(`/gis/workspaceacl/add/${id}`), body, opts);
const remove = (c: TestClient, id: string, body: unknown, opts?: { xsrf?: boolean | string }) => c.post(url(`/gis/workspaceacl/remove/${id}`), body, opts);
const transfer = (c: TestClient, id: string, body: unknown, opts?: { xsrf?: boolean | string }) => c.post(url(`/gis/workspace/${id}/transfer`), body, opts);

async function listOf(c: TestClient, id: string): Promise<AclEntry[]> {
  const res = await list(c, id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  ownerUser = await createUser(t.db, { permissions: ['project'], name: 'Olga Eigentümerin' });
  memberUser = await createUser(t.db, { name: 'Mia Mitglied' });
  annaUser = await createUser(t.db, { name: 'Anna Ärztin', email: 'anna@example.org' });
  bertUser = await createUser(t.db, { name: 'Bert Bauer' });
  anon = new TestClient(t.app);
  [plain, stranger, owner, member] = await Promise.all([
    loggedIn(await createUser(t.db)), loggedIn(await createUser(t.db, { permissions: ['project'] })), loggedIn(ownerUser), loggedIn(memberUser),
  ]);
});
beforeEach(async () => {
  wsPrivate = await createWorkspace('Privat', false);
  wsPublic = await createWorkspace('Öffentlich', true);
  for (const ws of [wsPrivate, wsPublic]) await addToAccessList(t.db, ws.ID, memberUser.id);
});
afterAll(async () => t?.close());

describe('GET /gis/workspaceacl/list/{workspaceID}', () => {
  it('shows managers the access list without the owner: ID, Name and Email, by name', async () => {
    await addToAccessList(t.db, wsPrivate.ID, bertUser.id);
    await addToAccessList(t.db, wsPrivate.ID, annaUser.id);
    const expected = [entry(annaUser, 'Anna Ärztin'), entry(bertUser, 'Bert Bauer'), entry(memberUser, 'Mia Mitglied')];
    expect(await listOf(owner, wsPrivate.ID)).toEqual(expected);
    expect(await listOf(member, wsPrivate.ID)).toEqual(expected);
    expect(await listOf(owner, wsPublic.ID)).toEqual([entry(memberUser, 'Mia Mitglied')]);
  });

  it('gives an empty list for a workspace without members', async () => {
    const ws = await createWorkspace('Allein', false);
    expect(await listOf(owner, ws.ID)).toEqual([]);
  });

  it('refuses anonymous visitors (401 public, 404 private) and non-managers (403 public, 404 private)', async () => {
    expect((await list(anon, wsPublic.ID)).statusCode).toBe(401);
    expect((await list(anon, wsPrivate.ID)).statusCode).toBe(404);
    for (const c of [plain, stranger]) {
      const res = await list(c, wsPublic.ID);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain(memberUser.email);
      expect((await list(c, wsPrivate.ID)).statusCode).toBe(404);
    }
  });

  it('answers 404 for an unknown workspace and 400 for a malformed id', async () => {
    expect((await list(owner, newId())).statusCode).toBe(404);
    expect((await list(owner, 'kein-workspace')).statusCode).toBe(400);
  });
});

describe('POST /gis/workspaceacl/add/{workspaceID}', () => {
  it('lets the owner add a user by e-mail (any case, spaces trimmed) and returns the list', async () => {
    const res = await add(owner, wsPrivate.ID, { Email: '  ANNA@Example.org ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([entry(annaUser, 'Anna Ärztin'), entry(memberUser, 'Mia Mitglied')]);
    expect(await listOf(owner, wsPrivate.ID)).toEqual(res.json());
  });

  it('lets a member add by id a user from another access list they see; the added user becomes a manager', async () => {
    await addToAccessList(t.db, wsPublic.ID, bertUser.id);
    const bert = await loggedIn(bertUser);
    expect((await bert.get(url(`/gis/workspace/${wsPrivate.ID}`))).statusCode).toBe(404);
    const res = await add(member, wsPrivate.ID, { ID: bertUser.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([entry(bertUser, 'Bert Bauer'), entry(memberUser, 'Mia Mitglied')]);
    expect((await bert.get(url(`/gis/workspace/${wsPrivate.ID}`))).statusCode).toBe(200);
    const edit = await bert.put(url(`/gis/workspace/${wsPrivate.ID}`), { Name: 'Von Bert', Public: false, Editable: false });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await listOf(bert, wsPrivate.ID)).toEqual(res.json());
  });

  it('finding 7: a manager cannot learn an e-mail address by adding a user id they do not know', async () => {
    const own = await stranger.post(url('/gis/workspace'), { Name: 'Eigenes', Public: false, Editable: false });
    expect(own.statusCode, own.body).toBe(200);
    const ws = own.json().ID as string;
    const res = await refused(ws, 404, () => add(stranger, ws, { ID: annaUser.id }));
    expect(res.json()).toEqual(USER_NOT_FOUND);
    expect((await list(stranger, ws)).body).not.toContain(annaUser.email);
    // Nor can the owner for a user on none of their lists; by e-mail (which they know) they can.
    const carl = await createUser(t.db, { name: 'Carl Chemiker' });
    await refused(wsPrivate.ID, 404, () => add(owner, wsPrivate.ID, { ID: carl.id }));
    expect((await add(owner, wsPrivate.ID, { Email: carl.email })).statusCode).toBe(200);
  });

  it('lets user managers and administrators add anyone by id (they see every account anyway)', async () => {
    const manager = await createUser(t.db, { permissions: ['project', 'usermanager'] });
    const c = await loggedIn(manager);
    const ws = (await c.post(url('/gis/workspace'), { Name: 'Verwaltung', Public: false, Editable: false })).json().ID as string;
    const res = await add(c, ws, { ID: annaUser.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([entry(annaUser, 'Anna Ärztin')]);
  });

  it('is idempotent for a user already on the list', async () => {
    const before = await snapshot(wsPrivate.ID);
    for (const body of [{ ID: memberUser.id }, { Email: memberUser.email }]) {
      const res = await add(owner, wsPrivate.ID, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual([entry(memberUser, 'Mia Mitglied')]);
    }
    expect(await snapshot(wsPrivate.ID)).toEqual(before);
  });

  it('refuses the owner with 400', async () => {
    for (const body of [{ ID: ownerUser.id }, { Email: ownerUser.email }]) {
      const res = await refused(wsPrivate.ID, 400, () => add(member, wsPrivate.ID, body));
      expect(res.json()).toEqual({ Message: 'Der Eigentümer hat bereits alle Rechte.' });
    }
  });

  it('answers 404 for an unknown e-mail address or user id', async () => {
    for (const body of [{ Email: 'niemand@example.org' }, { ID: newId() }]) {
      const res = await refused(wsPrivate.ID, 404, () => add(owner, wsPrivate.ID, body));
      expect(res.json()).toEqual(USER_NOT_FOUND);
    }
  });

  it('refuses non-managers before looking the user up (no probing of addresses)', async () => {
    for (const body of [{ ID: annaUser.id }, { Email: 'niemand@example.org' }]) {
      await refused(wsPublic.ID, 401, () => add(anon, wsPublic.ID, body));
      await refused(wsPrivate.ID, 404, () => add(anon, wsPrivate.ID, body));
      for (const c of [plain, stranger]) {
        await refused(wsPublic.ID, 403, () => add(c, wsPublic.ID, body));
        await refused(wsPrivate.ID, 404, () => add(c, wsPrivate.ID, body));
      }
    }
  });

  it('answers 403 without the anti-forgery token', async () => {
    await refused(wsPrivate.ID, 403, () => add(owner, wsPrivate.ID, { ID: annaUser.id }, { xsrf: false }));
    await refused(wsPrivate.ID, 403, () => add(owner, wsPrivate.ID, { ID: annaUser.id }, { xsrf: 'falsch' }));
  });

  it('answers 404 for an unknown workspace and 400 for a malformed id', async () => {
    expect((await add(owner, newId(), { ID: annaUser.id })).statusCode).toBe(404);
    expect((await add(owner, 'kein-workspace', { ID: annaUser.id })).statusCode).toBe(400);
  });
});

/** Bodies that both add and remove refuse with 400. */
const BAD_BODIES: [string, () => unknown][] = [
  ['both Email and ID', () => ({ Email: annaUser.email, ID: annaUser.id })],
  ['neither Email nor ID', () => ({})],
  ['an extra key beside Email', () => ({ Email: annaUser.email, Name: 'Anna' })],
  ['an extra key beside ID', () => ({ ID: annaUser.id, Admin: true })],
  ['a malformed ID', () => ({ ID: 'abc' })],
  ['a malformed e-mail address', () => ({ Email: 'anna-at-example.org' })],
  ['an empty e-mail address', () => ({ Email: '   ' })],
  ['an e-mail address as number', () => ({ Email: 42 })],
  ['an ID of null', () => ({ ID: null })],
  ['a list', () => [{ ID: annaUser.id }]],
  ['a string', () => JSON.stringify(annaUser.email)],
  ['invalid JSON', () => '{"ID":'],
];

describe.each([
  ['add', add],
  ['remove', remove],
])('POST /gis/workspaceacl/%s/{workspaceID} with a bad body', (name, send) => {
  it.each(BAD_BODIES)('answers 400 for %s and changes nothing', async (_label, body) => {
    await addToAccessList(t.db, wsPrivate.ID, annaUser.id);
    const payload = body();
    const res = await refused(wsPrivate.ID, 400, () => (typeof payload === 'string'
      ? owner.request('POST', url(`/gis/workspaceacl/${name}/${wsPrivate.ID}`), payload, { headers: { 'content-type': 'application/json' } })
      : send(owner, wsPrivate.ID, payload)));
    expect(res.json()).toHaveProperty('Message');
  });
});

describe('POST /gis/workspaceacl/remove/{workspaceID}', () => {
  it('lets the owner remove a member by e-mail; the removed user loses every right', async () => {
    const res = await remove(owner, wsPrivate.ID, { Email: memberUser.email.toUpperCase() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([]);
    expect((await member.get(url(`/gis/workspace/${wsPrivate.ID}`))).statusCode).toBe(404);
    expect((await list(member, wsPrivate.ID)).statusCode).toBe(404);
    expect((await list(member, wsPublic.ID)).statusCode).toBe(200);
  });

  it('lets a member remove another member by id, and then itself', async () => {
    await addToAccessList(t.db, wsPublic.ID, annaUser.id);
    const res = await remove(member, wsPublic.ID, { ID: annaUser.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([entry(memberUser, 'Mia Mitglied')]);
    const self = await remove(member, wsPublic.ID, { ID: memberUser.id });
    expect(self.statusCode, self.body).toBe(200);
    expect(self.json()).toEqual([]);
    expect((await list(member, wsPublic.ID)).statusCode).toBe(403);
    await refused(wsPublic.ID, 403, () => add(member, wsPublic.ID, { ID: memberUser.id }));
  });

  it('answers 404 for a user not on the list (the owner included) and for an unknown user', async () => {
    const notOnList = await refused(wsPrivate.ID, 404, () => remove(owner, wsPrivate.ID, { ID: annaUser.id }));
    expect(notOnList.json()).toEqual({ Message: 'Diese Person gehört nicht zum Team des Projekts.' });
    await refused(wsPrivate.ID, 404, () => remove(member, wsPrivate.ID, { Email: ownerUser.email }));
    for (const body of [{ Email: 'niemand@example.org' }, { ID: newId() }]) {
      const res = await refused(wsPrivate.ID, 404, () => remove(owner, wsPrivate.ID, body));
      expect(res.json()).toEqual(USER_NOT_FOUND);
    }
  });

  it('refuses non-managers and requests without the anti-forgery token', async () => {
    const body = { ID: memberUser.id };
    await refused(wsPublic.ID, 401, () => remove(anon, wsPublic.ID, body));
    await refused(wsPrivate.ID, 404, () => remove(anon, wsPrivate.ID, body));
    for (const c of [plain, stranger]) {
      await refused(wsPublic.ID, 403, () => remove(c, wsPublic.ID, body));
      await refused(wsPrivate.ID, 404, () => remove(c, wsPrivate.ID, body));
    }
    await refused(wsPrivate.ID, 403, () => remove(owner, wsPrivate.ID, body, { xsrf: false }));
    expect((await remove(owner, newId(), body)).statusCode).toBe(404);
  });
});

describe('POST /gis/workspace/{id}/transfer', () => {
  it('lets the owner transfer by e-mail; the former owner then gets 403 on PUT and 404 on GET of a private workspace', async () => {
    const res = await transfer(owner, wsPrivate.ID, { Email: ' Anna@EXAMPLE.org' });
    expect(res.statusCode, res.body).toBe(200);
    // The answer carries the former owner's rights afterwards: none; as a holder of `project` she
    // still sees who owns it.
    expect(res.json()).toEqual({
      ...wsPrivate, UserID: annaUser.id, Owner: { ID: annaUser.id, Name: expect.any(String), Email: annaUser.email }, CanEdit: false, CanAddLayer: false, CanManageTeam: false, CanDelete: false, CanTransfer: false,
    });
    expect((await snapshot(wsPrivate.ID)).row?.owner_id).toBe(annaUser.id);
    expect((await owner.get(url(`/gis/workspace/${wsPrivate.ID}`))).statusCode).toBe(404);
    await refused(wsPrivate.ID, 404, () => owner.put(url(`/gis/workspace/${wsPrivate.ID}`), { ...wsPrivate, Name: 'Zurück' }));
    await refused(wsPrivate.ID, 404, () => transfer(owner, wsPrivate.ID, { Email: ownerUser.email }));

    const pub = await transfer(owner, wsPublic.ID, { Email: annaUser.email });
    expect(pub.statusCode, pub.body).toBe(200);
    await refused(wsPublic.ID, 403, () => owner.put(url(`/gis/workspace/${wsPublic.ID}`), { ...wsPublic, Name: 'Zurück' }));
    await refused(wsPublic.ID, 403, () => transfer(owner, wsPublic.ID, { Email: ownerUser.email }));
    await refused(wsPublic.ID, 403, () => add(owner, wsPublic.ID, { ID: ownerUser.id }));

    // The new owner has every right; the member keeps its own.
    const anna = await loggedIn(annaUser);
    expect(await listOf(anna, wsPrivate.ID)).toEqual([entry(memberUser, 'Mia Mitglied')]);
    expect((await member.put(url(`/gis/workspace/${wsPrivate.ID}`), { Name: 'Noch Mitglied', Public: false, Editable: false })).statusCode).toBe(200);
  });

  it('keeps the former owner a manager when the new owner puts them on the access list', async () => {
    expect((await transfer(owner, wsPrivate.ID, { Email: annaUser.email })).statusCode).toBe(200);
    // The new owner (without `project`) invites the former one, who accepts: on the list now.
    await addToAccessList(t.db, wsPrivate.ID, ownerUser.id);
    expect(await listOf(await loggedIn(annaUser), wsPrivate.ID)).toContainEqual(entry(ownerUser, 'Olga Eigentümerin'));
    expect((await owner.put(url(`/gis/workspace/${wsPrivate.ID}`), { Name: 'Wieder dabei', Public: false, Editable: false })).statusCode).toBe(200);
    await refused(wsPrivate.ID, 403, () => transfer(owner, wsPrivate.ID, { Email: ownerUser.email }));
    expect((await owner.delete(url(`/gis/workspace/${wsPrivate.ID}`))).statusCode).toBe(403);
  });

  it('takes a member who becomes owner off the access list', async () => {
    const res = await transfer(owner, wsPrivate.ID, { Email: memberUser.email });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().UserID).toBe(memberUser.id);
    expect(await listOf(member, wsPrivate.ID)).toEqual([]);
    const back = await transfer(member, wsPrivate.ID, { Email: ownerUser.email });
    expect(back.statusCode, back.body).toBe(200);
    expect((await member.get(url(`/gis/workspace/${wsPrivate.ID}`))).statusCode).toBe(404);
  });

  it('takes the new owner off the list on a transfer by PUT /gis/workspace (UserID), too', async () => {
    const res = await owner.put(url(`/gis/workspace/${wsPublic.ID}`), { ...wsPublic, UserID: memberUser.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await listOf(member, wsPublic.ID)).toEqual([]);
    expect((await list(owner, wsPublic.ID)).statusCode).toBe(403);
  });

  it('changes nothing when the owner transfers to itself', async () => {
    const before = await snapshot(wsPrivate.ID);
    const res = await transfer(owner, wsPrivate.ID, { Email: ownerUser.email });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(wsPrivate);
    expect(await snapshot(wsPrivate.ID)).toEqual(before);
  });

  it('answers 404 for an unknown e-mail address', async () => {
    const res = await refused(wsPrivate.ID, 404, () => transfer(owner, wsPrivate.ID, { Email: 'niemand@example.org' }));
    expect(res.json()).toEqual(USER_NOT_FOUND);
  });

  it('refuses access-list members (403), other users and anonymous visitors', async () => {
    for (const ws of [wsPrivate, wsPublic]) {
      const res = await refused(ws.ID, 403, () => transfer(member, ws.ID, { Email: memberUser.email }));
      expect(res.json().Message).toBe('Nur der Eigentümer kann das Projekt übertragen.');
    }
    await refused(wsPublic.ID, 401, () => transfer(anon, wsPublic.ID, { Email: annaUser.email }));
    await refused(wsPrivate.ID, 404, () => transfer(anon, wsPrivate.ID, { Email: annaUser.email }));
    for (const c of [plain, stranger]) {
      await refused(wsPublic.ID, 403, () => transfer(c, wsPublic.ID, { Email: annaUser.email }));
      await refused(wsPrivate.ID, 404, () => transfer(c, wsPrivate.ID, { Email: annaUser.email }));
    }
    await refused(wsPrivate.ID, 403, () => transfer(owner, wsPrivate.ID, { Email: annaUser.email }, { xsrf: false }));
    expect((await transfer(owner, newId(), { Email: annaUser.email })).statusCode).toBe(404);
  });

  it.each([
    ['no Email', {}],
    ['an ID instead of Email', { ID: '0190f5a2-dead-7000-8000-00000000beef' }],
    ['an empty Email', { Email: '' }],
    ['a malformed Email', { Email: 'anna' }],
    ['an extra key', { Email: 'anna@example.org', UserID: '0190f5a2-dead-7000-8000-00000000beef' }],
  ])('answers 400 for %s and changes nothing', async (_label, body) => {
    await refused(wsPrivate.ID, 400, () => transfer(owner, wsPrivate.ID, body));
  });
});
