import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Workspace } from '@mitmachkarte/contract';
import { newId, nowIso } from '../../src/lib/ids.js';
import { TestClient } from '../client.js';
import { addToAccessList, countRows, createUser } from '../factories.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Status-code contract of /gis/workspace* (docs/architecture.md §5, §6). Actors: an anonymous visitor, a
 *  logged-in user without permissions, the owner (holder of `project`, creator), a member of the
 *  access list (no permissions of its own) and another holder of `project` who is no member. */

type User = { id: string; email: string; password: string };

let t: TestApp;
let anon: TestClient, plain: TestClient, owner: TestClient, member: TestClient, stranger: TestClient, heir: TestClient;
let ownerUser: User, memberUser: User, strangerUser: User, heirUser: User;
/** Fixtures created by the owner; the member is on both access lists. */
let wsPrivate: Workspace, wsPublic: Workspace;

const url = (p: string) => `/api/v1${p}`;

const row = (id: string) => t.db.selectFrom('workspaces').selectAll().where('id', '=', id).executeTakeFirst();

/** The workspace row and its access list, to compare before and after a refused write. */
async function snapshot(id: string) {
  const acl = await t.db.selectFrom('workspace_acl').select(['user_id']).where('workspace_id', '=', id).orderBy('user_id').execute();
  const layers = await t.db.selectFrom('layers').select(['id']).where('workspace_id', '=', id).orderBy('id').execute();
  return { row: await row(id), acl, layers };
}

async function loggedIn(u: { email: string; password: string }) {
  const c = new TestClient(t.app);
  await c.login(u.email, u.password);
  return c;
}

async function create(c: TestClient, body: Record<string, unknown>): Promise<Workspace> {
  const res = await c.post(url('/gis/workspace'), body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Creates a workspace as the owner with a layer holding one point, directly in the database. */
async function createWithContent(name: string, isPublic: boolean) {
  const ws = await create(owner, { Name: name, Public: isPublic, Editable: false });
  const layer = await owner.post(url('/gis/layer'), { Name: `${name}-Layer`, Workspace: ws.ID, Public: true });
  expect(layer.statusCode, layer.body).toBe(200);
  const now = nowIso();
  await t.db.insertInto('points').values({
    id: newId(), layer_id: layer.json().ID, latitude: 51.3, longitude: 9.4, altitude: 0, public: 1, editable: 0,
    attributes: '{}', created_at: now, updated_at: now, created_by: ownerUser.id, deleted_at: null, deleted_by: null,
  }).execute();
  return { ws, layerId: layer.json().ID as string };
}

const body = (ws: Workspace, changes: Partial<Workspace> = {}) => ({ ...ws, ...changes });

beforeAll(async () => {
  t = await createTestApp();
  const plainUser = await createUser(t.db);
  ownerUser = await createUser(t.db, { permissions: ['project'], name: 'Eigentümerin' });
  memberUser = await createUser(t.db, { name: 'Mitglied' });
  strangerUser = await createUser(t.db, { permissions: ['project'], name: 'Fremde' });
  heirUser = await createUser(t.db, { name: 'Erbe' });
  anon = new TestClient(t.app);
  [plain, owner, member, stranger, heir] = await Promise.all([loggedIn(plainUser), loggedIn(ownerUser), loggedIn(memberUser), loggedIn(strangerUser), loggedIn(heirUser)]);
  wsPrivate = await create(owner, { Name: 'Privat', Public: false, Editable: false });
  wsPublic = await create(owner, { Name: 'Öffentlich', Public: true, Editable: true });
  await addToAccessList(t.db, wsPrivate.ID, memberUser.id);
  await addToAccessList(t.db, wsPublic.ID, memberUser.id);
});
afterAll(async () => t?.close());

describe('GET /gis/workspaces', () => {
  const ids = async (c: TestClient) => {
    const res = await c.get(url('/gis/workspaces'));
    expect(res.statusCode).toBe(200);
    return (res.json() as Workspace[]).map((w) => w.ID);
  };

  it('shows anonymous visitors only public workspaces', async () => {
    const res = await anon.get(url('/gis/workspaces'));
    expect(res.statusCode).toBe(200);
    const list = res.json() as Workspace[];
    expect(list.map((w) => w.ID)).toContain(wsPublic.ID);
    expect(list.map((w) => w.ID)).not.toContain(wsPrivate.ID);
    expect(list.every((w) => w.Public)).toBe(true);
  });

  it('shows the owner its private workspace', async () => {
    expect(await ids(owner)).toEqual(expect.arrayContaining([wsPrivate.ID, wsPublic.ID]));
  });

  it('shows an access-list member the private workspace', async () => {
    expect(await ids(member)).toEqual(expect.arrayContaining([wsPrivate.ID, wsPublic.ID]));
  });

  it('hides the private workspace from non-members', async () => {
    for (const c of [stranger, plain]) {
      const list = await ids(c);
      expect(list).toContain(wsPublic.ID);
      expect(list).not.toContain(wsPrivate.ID);
    }
  });
});

describe('POST /gis/workspace', () => {
  it('answers 401 to anonymous visitors and stores nothing', async () => {
    const before = await countRows(t.db, 'workspaces');
    const res = await anon.post(url('/gis/workspace'), { Name: 'Anonym' });
    expect(res.statusCode).toBe(401);
    expect(await countRows(t.db, 'workspaces')).toBe(before);
  });

  it('answers 403 to a user without `project` and stores nothing', async () => {
    const before = await countRows(t.db, 'workspaces');
    const res = await plain.post(url('/gis/workspace'), { Name: 'Ohne Recht' });
    expect(res.statusCode).toBe(403);
    expect(await countRows(t.db, 'workspaces')).toBe(before);
    const m = await member.post(url('/gis/workspace'), { Name: 'Mitglied ohne Recht' });
    expect(m.statusCode).toBe(403);
    expect(await countRows(t.db, 'workspaces')).toBe(before);
  });

  it('answers 200 to a holder of `project`, who becomes owner', async () => {
    const before = await countRows(t.db, 'workspaces');
    const res = await owner.post(url('/gis/workspace'), { Name: '  Neu  ', Public: true, Editable: false, Attributes: { farbe: 'blau', n: 1 } });
    expect(res.statusCode, res.body).toBe(200);
    const ws = res.json() as Workspace;
    expect(ws).toEqual({
      ID: expect.any(String), Name: 'Neu', Public: true, Editable: false, UserID: ownerUser.id, Attributes: { farbe: 'blau', n: 1 }, MapView: null, Boundary: null,
      Description: '', DescriptionHtml: '', Phases: [], Translations: {}, TranslationsHtml: {}, Closed: false, ImageID: null, ImageAlt: '', Licence: null,
      Owner: { ID: ownerUser.id, Name: expect.any(String), Email: ownerUser.email },
      Residency: { Entries: false, Votes: false, Municipalities: [] }, ResidencyMet: { Entries: true, Votes: true },
      CanEdit: true, CanAddLayer: true, CanManageTeam: true, CanDelete: true, CanTransfer: true, Following: false, ResultsPublished: false,
    });
    expect(await countRows(t.db, 'workspaces')).toBe(before + 1);
    expect(await row(ws.ID)).toMatchObject({ name: 'Neu', public: 1, editable: 0, owner_id: ownerUser.id });
    expect((await owner.get(url(`/gis/workspace/${ws.ID}`))).json()).toEqual(ws);
    // Defaults: private, not editable, no attributes.
    const minimal = await create(stranger, { Name: 'Minimal' });
    expect(minimal).toMatchObject({ Public: false, Editable: false, UserID: strangerUser.id, Attributes: {} });
  });

  it.each([
    ['a UserID (protected field)', () => ({ Name: 'Fremd', UserID: memberUser.id })],
    ['an ID', () => ({ Name: 'Mit ID', ID: newId() })],
    ['an empty Name', () => ({ Name: '' })],
    ['a whitespace Name', () => ({ Name: '   ' })],
    ['a missing Name', () => ({ Public: true })],
    ['a Name of 201 characters', () => ({ Name: 'x'.repeat(201) })],
    ['Public as a string', () => ({ Name: 'Typ', Public: 'true' })],
    ['Editable as a number', () => ({ Name: 'Typ', Editable: 1 })],
    ['a nested attribute value', () => ({ Name: 'Attr', Attributes: { a: { b: 1 } } })],
    ['an unknown field', () => ({ Name: 'Extra', Owner: 'x' })],
  ])('answers 400 with Errors for %s and stores nothing', async (_label, make) => {
    const before = await countRows(t.db, 'workspaces');
    const res = await owner.post(url('/gis/workspace'), make());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().Errors?.length).toBeGreaterThan(0);
    expect(await countRows(t.db, 'workspaces')).toBe(before);
  });

  it('answers 400 for a Name containing a NUL character and stores nothing', async () => {
    const before = await countRows(t.db, 'workspaces');
    const res = await owner.post(url('/gis/workspace'), { Name: 'Null\u0000Byte' });
    expect(res.statusCode, res.body).toBe(400);
    expect(await countRows(t.db, 'workspaces')).toBe(before);
  });

  it('accepts a Name of exactly 200 characters', async () => {
    const ws = await create(owner, { Name: 'y'.repeat(200) });
    expect(ws.Name).toHaveLength(200);
  });

  it('answers 403 without an anti-forgery token and stores nothing', async () => {
    const before = await countRows(t.db, 'workspaces');
    expect((await owner.post(url('/gis/workspace'), { Name: 'XSRF' }, { xsrf: false })).statusCode).toBe(403);
    expect((await owner.post(url('/gis/workspace'), { Name: 'XSRF' }, { xsrf: 'falsch' })).statusCode).toBe(403);
    expect(await countRows(t.db, 'workspaces')).toBe(before);
  });
});

/** A workspace without the parts that depend on the viewer (its owner and their rights). */
const stored = ({ Owner: _o, CanEdit: _e, CanAddLayer: _l, CanManageTeam: _m, CanDelete: _d, CanTransfer: _t, ...rest }: Workspace) => rest;

describe('GET /gis/workspace/{id}', () => {
  it('shows a private workspace to the owner and to access-list members', async () => {
    for (const c of [owner, member]) {
      const res = await c.get(url(`/gis/workspace/${wsPrivate.ID}`));
      expect(res.statusCode).toBe(200);
      expect(stored(res.json())).toEqual(stored(wsPrivate));
    }
  });

  it('answers 404 for a private workspace to non-members and anonymous visitors', async () => {
    for (const c of [stranger, plain, anon]) {
      const res = await c.get(url(`/gis/workspace/${wsPrivate.ID}`));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ Message: expect.any(String) });
      expect(res.body).not.toContain('Privat');
    }
  });

  it('shows a public workspace to everyone', async () => {
    for (const c of [owner, member, stranger, plain, anon]) {
      const res = await c.get(url(`/gis/workspace/${wsPublic.ID}`));
      expect(res.statusCode).toBe(200);
      expect(stored(res.json())).toEqual(stored(wsPublic));
    }
  });

  it('answers 404 for an unknown id, the same as for a hidden one', async () => {
    const unknown = await stranger.get(url(`/gis/workspace/${newId()}`));
    expect(unknown.statusCode).toBe(404);
    const hidden = await stranger.get(url(`/gis/workspace/${wsPrivate.ID}`));
    expect(hidden.json()).toEqual(unknown.json());
  });

  it('answers 400 for a malformed id', async () => {
    for (const bad of ['abc', '1', `${wsPublic.ID}0`]) {
      const res = await owner.get(url(`/gis/workspace/${bad}`));
      expect(res.statusCode, bad).toBe(400);
    }
  });
});

describe('PUT /gis/workspace/{id}', () => {
  /** Sends the PUT and proves that the stored workspace did not change. */
  async function refused(c: TestClient, id: string, payload: unknown, status: number) {
    const before = await snapshot(id);
    const res = await c.put(url(`/gis/workspace/${id}`), payload);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().Message).toEqual(expect.any(String));
    expect(await snapshot(id)).toEqual(before);
    return res;
  }

  it('lets the owner change name, flags and attributes', async () => {
    const ws = await create(owner, { Name: 'Vorher' });
    const res = await owner.put(url(`/gis/workspace/${ws.ID}`), body(ws, { Name: 'Nachher', Public: true, Editable: true, Attributes: { x: 1 } }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...ws, Name: 'Nachher', Public: true, Editable: true, Attributes: { x: 1 } });
    expect(await row(ws.ID)).toMatchObject({ name: 'Nachher', public: 1, editable: 1, owner_id: ownerUser.id, attributes: '{"x":1}' });
  });

  it('lets an access-list member change it (sending the unchanged UserID back)', async () => {
    const ws = await create(owner, { Name: 'Gemeinsam' });
    await addToAccessList(t.db, ws.ID, memberUser.id);
    const res = await member.put(url(`/gis/workspace/${ws.ID}`), body(ws, { Name: 'Gemeinsam geändert' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(stored(res.json())).toEqual(stored({ ...ws, Name: 'Gemeinsam geändert' }));
    expect((await row(ws.ID))?.name).toBe('Gemeinsam geändert');
    // Without ID and UserID in the body too.
    const res2 = await member.put(url(`/gis/workspace/${ws.ID}`), { Name: 'Kurz', Public: false, Editable: false });
    expect(res2.statusCode, res2.body).toBe(200);
    expect(res2.json().UserID).toBe(ownerUser.id);
  });

  it('answers 403 to a non-member of a public workspace and 404 of a private one', async () => {
    await refused(stranger, wsPublic.ID, body(wsPublic, { Name: 'Gekapert' }), 403);
    await refused(plain, wsPublic.ID, body(wsPublic, { Name: 'Gekapert' }), 403);
    await refused(stranger, wsPrivate.ID, body(wsPrivate, { Name: 'Gekapert' }), 404);
    await refused(plain, wsPrivate.ID, body(wsPrivate, { Name: 'Gekapert' }), 404);
  });

  it('answers 401 to anonymous visitors on a public workspace and 404 on a private one', async () => {
    await refused(anon, wsPublic.ID, body(wsPublic, { Name: 'Anonym' }), 401);
    await refused(anon, wsPrivate.ID, body(wsPrivate, { Name: 'Anonym' }), 404);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const id = newId();
    const res = await owner.put(url(`/gis/workspace/${id}`), body(wsPrivate, { ID: id }));
    expect(res.statusCode).toBe(404);
    expect(await row(id)).toBeUndefined();
    const bad = await owner.put(url('/gis/workspace/abc'), { Name: 'x', Public: false, Editable: false });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 400 when the ID in the body differs from the path', async () => {
    await refused(owner, wsPrivate.ID, body(wsPrivate, { ID: wsPublic.ID, Name: 'Vertauscht' }), 400);
    await refused(owner, wsPublic.ID, body(wsPublic, { ID: newId(), Name: 'Vertauscht' }), 400);
  });

  it.each([
    ['an empty Name', { Name: '' }],
    ['a whitespace Name', { Name: '  ' }],
    ['a Name of 201 characters', { Name: 'n'.repeat(201) }],
    ['Public as a string', { Public: 'false' }],
    ['Editable missing', { Editable: undefined }],
    ['an unknown field', { Owner: 'x' }],
    ['a malformed UserID', { UserID: 'abc' }],
    ['a nested attribute', { Attributes: { a: [1] } }],
  ])('answers 400 for %s and changes nothing', async (_label, changes) => {
    await refused(owner, wsPrivate.ID, { ...wsPrivate, ...changes }, 400);
  });

  it('answers 403 when an access-list member tries to change the owner', async () => {
    const res = await refused(member, wsPrivate.ID, body(wsPrivate, { UserID: memberUser.id }), 403);
    expect(res.json().Message).toMatch(/Eigentümer/);
    await refused(member, wsPublic.ID, body(wsPublic, { UserID: heirUser.id }), 403);
  });

  it('answers 404 when the owner transfers to an unknown user, and 400 for UserID null', async () => {
    const res = await refused(owner, wsPrivate.ID, body(wsPrivate, { UserID: newId() }), 404);
    expect(res.json()).toEqual({ Message: 'Der Benutzer konnte nicht gefunden werden.' });
    await refused(owner, wsPrivate.ID, body(wsPrivate, { UserID: null }), 400);
  });

  it('lets the owner transfer a private workspace; the former owner then gets 404', async () => {
    const { ws, layerId } = await createWithContent('Übergabe privat', false);
    const res = await owner.put(url(`/gis/workspace/${ws.ID}`), body(ws, { UserID: heirUser.id }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().UserID).toBe(heirUser.id);
    expect((await row(ws.ID))?.owner_id).toBe(heirUser.id);

    expect((await owner.get(url(`/gis/workspace/${ws.ID}`))).statusCode).toBe(404);
    expect((await owner.get(url('/gis/workspaces'))).json().map((w: Workspace) => w.ID)).not.toContain(ws.ID);
    await refused(owner, ws.ID, body(ws, { UserID: heirUser.id, Name: 'Zurück' }), 404);
    await refused(owner, ws.ID, body(ws, { UserID: ownerUser.id }), 404);
    const del = await owner.delete(url(`/gis/workspace/${ws.ID}`));
    expect(del.statusCode).toBe(404);
    expect(await row(ws.ID)).toBeDefined();
    expect((await owner.get(url(`/gis/layer/${layerId}`))).statusCode).toBe(404);

    // The new owner has every right, including transferring it back.
    expect((await heir.get(url(`/gis/workspace/${ws.ID}`))).statusCode).toBe(200);
    const back = await heir.put(url(`/gis/workspace/${ws.ID}`), body(ws, { UserID: ownerUser.id }));
    expect(back.statusCode, back.body).toBe(200);
    expect((await owner.get(url(`/gis/workspace/${ws.ID}`))).statusCode).toBe(200);
  });

  it('lets the owner transfer a public workspace; the former owner then gets 403 on writes', async () => {
    const ws = await create(owner, { Name: 'Übergabe öffentlich', Public: true });
    const res = await owner.put(url(`/gis/workspace/${ws.ID}`), body(ws, { UserID: heirUser.id }));
    expect(res.statusCode, res.body).toBe(200);
    const now = res.json() as Workspace;
    expect((await owner.get(url(`/gis/workspace/${ws.ID}`))).statusCode).toBe(200);
    await refused(owner, ws.ID, body(now, { Name: 'Zurück' }), 403);
    await refused(owner, ws.ID, body(now, { UserID: ownerUser.id }), 403);
    const before = await snapshot(ws.ID);
    expect((await owner.delete(url(`/gis/workspace/${ws.ID}`))).statusCode).toBe(403);
    expect(await snapshot(ws.ID)).toEqual(before);
  });

  it('keeps a former owner who is on the access list as a manager, without owner rights', async () => {
    const ws = await create(owner, { Name: 'Übergabe mit ACL', Public: false });
    await addToAccessList(t.db, ws.ID, ownerUser.id);
    const res = await owner.put(url(`/gis/workspace/${ws.ID}`), body(ws, { UserID: heirUser.id }));
    expect(res.statusCode, res.body).toBe(200);
    const now = res.json() as Workspace;
    expect((await owner.get(url(`/gis/workspace/${ws.ID}`))).statusCode).toBe(200);
    const edit = await owner.put(url(`/gis/workspace/${ws.ID}`), body(now, { Name: 'Als Mitglied geändert' }));
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().UserID).toBe(heirUser.id);
    await refused(owner, ws.ID, body(now, { UserID: ownerUser.id }), 403);
    const before = await snapshot(ws.ID);
    expect((await owner.delete(url(`/gis/workspace/${ws.ID}`))).statusCode).toBe(403);
    expect(await snapshot(ws.ID)).toEqual(before);
  });
});

describe('DELETE /gis/workspace/{id}', () => {
  async function refusedDelete(c: TestClient, id: string, status: number | number[]) {
    const before = await snapshot(id);
    const points = await countRows(t.db, 'points');
    const res = await c.delete(url(`/gis/workspace/${id}`));
    if (Array.isArray(status)) expect(status, res.body).toContain(res.statusCode);
    else expect(res.statusCode, res.body).toBe(status);
    expect(await snapshot(id)).toEqual(before);
    expect(await countRows(t.db, 'points')).toBe(points);
  }

  it('lets the owner delete it; its layers, points and access list go with it', async () => {
    const { ws, layerId } = await createWithContent('Zum Löschen', false);
    await addToAccessList(t.db, ws.ID, memberUser.id);
    const [wsBefore, layersBefore, pointsBefore] = await Promise.all([countRows(t.db, 'workspaces'), countRows(t.db, 'layers'), countRows(t.db, 'points')]);
    const res = await owner.delete(url(`/gis/workspace/${ws.ID}`));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Message: expect.any(String) });
    expect(await row(ws.ID)).toBeUndefined();
    expect(await t.db.selectFrom('layers').select('id').where('workspace_id', '=', ws.ID).execute()).toEqual([]);
    expect(await t.db.selectFrom('points').select('id').where('layer_id', '=', layerId).execute()).toEqual([]);
    expect(await t.db.selectFrom('workspace_acl').select('user_id').where('workspace_id', '=', ws.ID).execute()).toEqual([]);
    expect(await countRows(t.db, 'workspaces')).toBe(wsBefore - 1);
    expect(await countRows(t.db, 'layers')).toBe(layersBefore - 1);
    expect(await countRows(t.db, 'points')).toBe(pointsBefore - 1);
    expect((await owner.get(url(`/gis/workspace/${ws.ID}`))).statusCode).toBe(404);
    expect((await owner.delete(url(`/gis/workspace/${ws.ID}`))).statusCode).toBe(404);
  });

  it('answers 403 to an access-list member', async () => {
    const { ws } = await createWithContent('Mitglied löscht nicht', false);
    await addToAccessList(t.db, ws.ID, memberUser.id);
    await refusedDelete(member, ws.ID, 403);
    await refusedDelete(member, wsPublic.ID, 403);
  });

  it('answers 403 to non-members of a public workspace and 404 of a private one', async () => {
    const pub = await createWithContent('Öffentlich löschen', true);
    const priv = await createWithContent('Privat löschen', false);
    await refusedDelete(stranger, pub.ws.ID, 403);
    await refusedDelete(plain, pub.ws.ID, 403);
    await refusedDelete(stranger, priv.ws.ID, 404);
    await refusedDelete(plain, priv.ws.ID, 404);
  });

  it('refuses anonymous visitors (401 for a public workspace, 404 for a private one)', async () => {
    const pub = await createWithContent('Anonym öffentlich', true);
    const priv = await createWithContent('Anonym privat', false);
    await refusedDelete(anon, pub.ws.ID, 401);
    await refusedDelete(anon, priv.ws.ID, 404);
  });

  it('answers 403 without an anti-forgery token, 404 for an unknown id and 400 for a malformed one', async () => {
    const { ws } = await createWithContent('XSRF löschen', false);
    const before = await snapshot(ws.ID);
    expect((await owner.delete(url(`/gis/workspace/${ws.ID}`), { xsrf: false })).statusCode).toBe(403);
    expect((await owner.delete(url(`/gis/workspace/${ws.ID}`), { xsrf: 'falsch' })).statusCode).toBe(403);
    expect(await snapshot(ws.ID)).toEqual(before);
    expect((await owner.delete(url(`/gis/workspace/${newId()}`))).statusCode).toBe(404);
    expect((await owner.delete(url('/gis/workspace/abc'))).statusCode).toBe(400);
  });
});
