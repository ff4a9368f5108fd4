import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_MAX_DEPTH, DEFAULT_STATUSES, type ErrorBody, type Layer, type Workspace } from '@mitmachkarte/contract';
import { newId, nowIso } from '../../src/lib/ids.js';
import { TestClient } from '../client.js';
import { addToAccessList, countRows, createUser } from '../factories.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Status-code contract of /gis/layer* (docs/architecture.md §5, §6). Fixtures: a public workspace with a
 *  public and a private layer, and a private workspace with a (public-flagged) layer. The owner holds
 *  `project`; the member is on the private workspace's access list only; the stranger holds
 *  `project` but manages neither; the plain user holds nothing. */

type User = { id: string; email: string; password: string };

let t: TestApp;
let anon: TestClient, plain: TestClient, owner: TestClient, member: TestClient, stranger: TestClient;
let ownerUser: User, memberUser: User;
let wsPub: Workspace, wsPriv: Workspace;
let pubLayer: Layer, privLayer: Layer, privWsLayer: Layer;

const url = (p: string) => `/api/v1${p}`;

async function loggedIn(u: { email: string; password: string }) {
  const c = new TestClient(t.app);
  await c.login(u.email, u.password);
  return c;
}

async function createWorkspace(body: Record<string, unknown>): Promise<Workspace> {
  const res = await owner.post(url('/gis/workspace'), body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function createLayer(c: TestClient, body: Record<string, unknown>): Promise<Layer> {
  const res = await c.post(url('/gis/layer'), body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function addPoint(layerId: string, isPublic = true) {
  const now = nowIso();
  const id = newId();
  await t.db.insertInto('points').values({
    id, layer_id: layerId, latitude: 51.3, longitude: 9.4, altitude: 0, public: isPublic ? 1 : 0, editable: 0,
    attributes: '{}', created_at: now, updated_at: now, created_by: null, deleted_at: null, deleted_by: null,
  }).execute();
  return id;
}

const layerRow = (id: string) => t.db.selectFrom('layers').selectAll().where('id', '=', id).executeTakeFirst();

/** Every layer row (with its points) of the database, to prove a refused write changed nothing. */
async function snapshot() {
  const layers = await t.db.selectFrom('layers').selectAll().orderBy('id').execute();
  const points = await t.db.selectFrom('points').select(['id', 'layer_id', 'deleted_at']).orderBy('id').execute();
  return { layers, points };
}

/** Sends a write, checks the status and a German message, and proves that nothing changed. */
async function refused(send: () => Promise<{ statusCode: number; body: string; json: () => ErrorBody }>, status: number) {
  const before = await snapshot();
  const res = await send();
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().Message).toEqual(expect.any(String));
  expect(await snapshot()).toEqual(before);
  return res;
}

const putBody = (l: Layer, changes: Partial<Layer> = {}) => ({ ...l, ...changes });
const ids = (res: { json: () => unknown }) => (res.json() as Layer[]).map((l) => l.ID);

beforeAll(async () => {
  t = await createTestApp();
  const plainUser = await createUser(t.db);
  ownerUser = await createUser(t.db, { permissions: ['project'] });
  memberUser = await createUser(t.db);
  const strangerUser = await createUser(t.db, { permissions: ['project'] });
  anon = new TestClient(t.app);
  [plain, owner, member, stranger] = await Promise.all([loggedIn(plainUser), loggedIn(ownerUser), loggedIn(memberUser), loggedIn(strangerUser)]);
  wsPub = await createWorkspace({ Name: 'Öffentlich', Public: true, Editable: true });
  wsPriv = await createWorkspace({ Name: 'Privat', Public: false });
  await addToAccessList(t.db, wsPriv.ID, memberUser.id);
  pubLayer = await createLayer(owner, { Name: 'A öffentlich', Workspace: wsPub.ID, Public: true, Editable: true });
  privLayer = await createLayer(owner, { Name: 'B privat', Workspace: wsPub.ID, Public: false });
  privWsLayer = await createLayer(owner, { Name: 'C im privaten Workspace', Workspace: wsPriv.ID, Public: true, Editable: true });
});
afterAll(async () => t?.close());

describe('GET /gis/layers', () => {
  it('shows anonymous visitors only public layers of public workspaces', async () => {
    const res = await anon.get(url('/gis/layers'));
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toContain(pubLayer.ID);
    expect(ids(res)).not.toContain(privLayer.ID);
    expect(ids(res)).not.toContain(privWsLayer.ID);
    expect(res.json().find((l: Layer) => l.ID === pubLayer.ID)).toEqual({ ...pubLayer, CanRecordOnBehalf: false });
  });

  it('shows non-managers the same as anonymous visitors', async () => {
    for (const c of [plain, stranger]) {
      const list = ids(await c.get(url('/gis/layers')));
      expect(list).toContain(pubLayer.ID);
      expect(list).not.toContain(privLayer.ID);
      expect(list).not.toContain(privWsLayer.ID);
    }
  });

  it('shows managers every layer of their workspaces', async () => {
    expect(ids(await owner.get(url('/gis/layers')))).toEqual(expect.arrayContaining([pubLayer.ID, privLayer.ID, privWsLayer.ID]));
    // The member manages only the private workspace: its layers plus the public ones elsewhere.
    const list = ids(await member.get(url('/gis/layers')));
    expect(list).toEqual(expect.arrayContaining([pubLayer.ID, privWsLayer.ID]));
    expect(list).not.toContain(privLayer.ID);
  });
});

describe('GET /gis/layers/{wsID}', () => {
  it('lists only public layers of a public workspace to non-managers', async () => {
    for (const c of [anon, plain, stranger, member]) {
      const res = await c.get(url(`/gis/layers/${wsPub.ID}`));
      expect(res.statusCode).toBe(200);
      expect(ids(res)).toEqual([pubLayer.ID]);
    }
  });

  it('lists every layer to managers', async () => {
    const res = await owner.get(url(`/gis/layers/${wsPub.ID}`));
    expect(res.statusCode).toBe(200);
    expect(ids(res).sort()).toEqual([pubLayer.ID, privLayer.ID].sort());
    for (const c of [owner, member]) {
      const r = await c.get(url(`/gis/layers/${wsPriv.ID}`));
      expect(r.statusCode).toBe(200);
      expect(ids(r)).toEqual([privWsLayer.ID]);
    }
  });

  it('answers 404 for a workspace the caller may not see, or that does not exist', async () => {
    for (const c of [anon, plain, stranger]) {
      const res = await c.get(url(`/gis/layers/${wsPriv.ID}`));
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(privWsLayer.ID);
    }
    expect((await owner.get(url(`/gis/layers/${newId()}`))).statusCode).toBe(404);
    expect((await owner.get(url('/gis/layers/abc'))).statusCode).toBe(400);
  });
});

describe('GET /gis/layer/{id}', () => {
  it('shows a public layer of a public workspace to everyone', async () => {
    for (const c of [anon, plain, stranger, member, owner]) {
      const res = await c.get(url(`/gis/layer/${pubLayer.ID}`));
      expect(res.statusCode).toBe(200);
      // Only the project's team records entries for someone else (docs/product.md §16.12).
      expect(res.json()).toEqual({ ...pubLayer, CanRecordOnBehalf: c === owner });
    }
  });

  it('answers 404 for a private layer or a layer of a private workspace to non-managers', async () => {
    for (const c of [anon, plain, stranger]) {
      for (const l of [privLayer, privWsLayer]) {
        const res = await c.get(url(`/gis/layer/${l.ID}`));
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain(l.Name);
      }
    }
    expect((await member.get(url(`/gis/layer/${privLayer.ID}`))).statusCode).toBe(404);
  });

  it('shows managers their layers', async () => {
    for (const l of [pubLayer, privLayer, privWsLayer]) expect((await owner.get(url(`/gis/layer/${l.ID}`))).json()).toEqual(l);
    expect((await member.get(url(`/gis/layer/${privWsLayer.ID}`))).json()).toEqual(privWsLayer);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await owner.get(url(`/gis/layer/${newId()}`))).statusCode).toBe(404);
    expect((await owner.get(url('/gis/layer/nicht-gueltig'))).statusCode).toBe(400);
  });
});

describe('POST /gis/layer', () => {
  it('keeps a layer\'s own start view, left out on PUT keeps it, null removes it, broken ones are refused (docs/product.md §17.1)', async () => {
    const view = { Lat: 51.54, Lng: 9.93, Zoom: 15 };
    const created = (await owner.post(url('/gis/layer'), { Name: 'Innenstadt', Workspace: wsPub.ID, MapView: view })).json() as Layer;
    expect(created.MapView).toEqual(view);
    const body = { Name: 'Innenstadt', Public: created.Public, Editable: created.Editable, Schema: created.Schema };
    expect((await owner.put(url(`/gis/layer/${created.ID}`), body)).json()).toMatchObject({ MapView: view });
    for (const bad of [{ Lat: 91, Lng: 0, Zoom: 3 }, { Lat: 51, Lng: 9, Zoom: 25 }, 'Kassel']) {
      expect((await owner.put(url(`/gis/layer/${created.ID}`), { ...body, MapView: bad })).statusCode).toBe(400);
    }
    expect((await owner.put(url(`/gis/layer/${created.ID}`), { ...body, MapView: null })).json()).toMatchObject({ MapView: null });
    const audit = await t.db.selectFrom('audit_log').select('summary').where('target_id', '=', created.ID).orderBy('created_at').execute();
    expect(audit.at(-1)!.summary).toContain('Kartenausschnitt');
  });

  it('makes a new layer public and editable as its workspace when the body leaves the flags out (docs/product.md §17.5)', async () => {
    const open = await createWorkspace({ Name: 'Offen für alle', Public: true, Editable: true });
    const inherited = await owner.post(url('/gis/layer'), { Name: 'Geerbt', Workspace: open.ID });
    expect(inherited.json()).toMatchObject({ Public: true, Editable: true, CanAddPoints: true });
    const chosen = await owner.post(url('/gis/layer'), { Name: 'Gewählt', Workspace: open.ID, Public: false, Editable: false });
    expect(chosen.json()).toMatchObject({ Public: false, Editable: false });
    const closed = await owner.post(url('/gis/layer'), { Name: 'Privat geerbt', Workspace: wsPriv.ID });
    expect(closed.json()).toMatchObject({ Public: false, Editable: false });
  });

  it('lets the owner create a layer; the Schema is stored and returned with defaults filled', async () => {
    const before = await countRows(t.db, 'layers');
    const res = await owner.post(url('/gis/layer'), {
      Name: 'Mit Fragebogen', Workspace: wsPub.ID, Public: true, Editable: false,
      Schema: {
        Schema: [
          { Name: 'Titel' },
          { Name: 'Art', DataType: 'single', Options: [{ Key: 'a' }, { Key: 'b', Label: 'B' }], CategoryCondition: 'Kind' },
          { DataType: 'pagebreak' },
          { Name: 'Tiefe', DataType: 'number', Constraint: true, Minimum: 0, Maximum: 10 },
          { Name: 'Frei', DataType: 'number', Constraint: false, Minimum: 5, Maximum: 1 },
        ],
        Categories: [{ Name: 'Eltern', Children: [{ Name: 'Kind', Label: 'K' }] }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const layer = res.json() as Layer;
    const defaults = { Question: '', Optional: false, MissingMsg: '', Description: '', Constraint: false, Minimum: 0, Maximum: 0, CategoryCondition: '', Options: [] };
    const expectedSchema = {
      Schema: [
        { ...defaults, Name: 'Titel', DataType: 'text' },
        { ...defaults, Name: 'Art', DataType: 'single', Options: [{ Key: 'a', Label: '' }, { Key: 'b', Label: 'B' }], CategoryCondition: 'Kind' },
        { ...defaults, Name: '', DataType: 'pagebreak' },
        { ...defaults, Name: 'Tiefe', DataType: 'number', Constraint: true, Minimum: 0, Maximum: 10 },
        { ...defaults, Name: 'Frei', DataType: 'number', Minimum: 5, Maximum: 1 },
      ],
      Categories: [{ Name: 'Eltern', Label: '', Icon: '', Children: [{ Name: 'Kind', Label: 'K', Icon: '' }] }],
    };
    expect(layer).toEqual({
      ID: expect.any(String), Name: 'Mit Fragebogen', Workspace: wsPub.ID, Public: true, Editable: false, Attributes: {}, Schema: expectedSchema,
      Statuses: DEFAULT_STATUSES, Premoderation: false, MapView: null, ContextLayers: [], DuplicateRadius: 50, Geometries: ['point'], CanAddPoints: true, CanRecordOnBehalf: true,
      Now: { Phase: null, Contribute: true, Comment: true, Vote: true },
    });
    expect(await countRows(t.db, 'layers')).toBe(before + 1);
    const stored = await layerRow(layer.ID);
    expect(stored).toMatchObject({ workspace_id: wsPub.ID, name: 'Mit Fragebogen', public: 1, editable: 0 });
    expect(JSON.parse(stored!.schema)).toEqual(expectedSchema);
    expect((await anon.get(url(`/gis/layer/${layer.ID}`))).json()).toEqual({ ...layer, CanAddPoints: false, CanRecordOnBehalf: false, Now: { ...layer.Now, Contribute: false } });
  });

  it('keeps the marker colour of a category, and refuses one too light for a marker or not #rrggbb in German, changing nothing', async () => {
    const layer = await createLayer(owner, {
      Name: 'Farben', Workspace: wsPub.ID, Schema: { Schema: [], Categories: [{ Name: 'Lob', Colour: '#005a9c' }, { Name: 'Sorge' }] },
    });
    expect(layer.Schema.Categories).toEqual([{ Name: 'Lob', Label: '', Icon: '', Colour: '#005a9c' }, { Name: 'Sorge', Label: '', Icon: '' }]);
    expect((await anon.get(url(`/gis/layer/${layer.ID}`))).json<Layer>().Schema.Categories[0]!.Colour).toBe('#005a9c');
    for (const [Colour, message] of [['#ffd966', 'Die Farbe der Markierung ist zu hell'], ['blau', 'Die Farbe einer Kategorie ist ein Wert wie #1f5fbf.']]) {
      const res = await refused(() => owner.put(url(`/gis/layer/${layer.ID}`), putBody(layer, {
        Schema: { ...layer.Schema, Categories: [{ Name: 'Lob', Label: '', Icon: '', Colour }] },
      })), 400);
      expect(res.body).toContain(message);
    }
  });

  it('stores an empty Schema when none is sent', async () => {
    const layer = await createLayer(owner, { Name: 'Ohne Schema', Workspace: wsPriv.ID });
    expect(layer).toMatchObject({ Public: false, Editable: false, Attributes: {}, Schema: { Schema: [], Categories: [] } });
  });

  it('lets an access-list member create a layer', async () => {
    const layer = await createLayer(member, { Name: 'Vom Mitglied', Workspace: wsPriv.ID });
    expect((await layerRow(layer.ID))?.workspace_id).toBe(wsPriv.ID);
  });

  it('answers 403 to non-managers of a public workspace', async () => {
    for (const c of [stranger, plain, member]) {
      await refused(() => c.post(url('/gis/layer'), { Name: 'Fremd', Workspace: wsPub.ID, Public: true }), 403);
    }
  });

  it('answers 404 for a workspace the caller may not see, or that does not exist', async () => {
    for (const c of [stranger, plain]) await refused(() => c.post(url('/gis/layer'), { Name: 'Fremd', Workspace: wsPriv.ID }), 404);
    await refused(() => owner.post(url('/gis/layer'), { Name: 'Nirgends', Workspace: newId() }), 404);
  });

  it('refuses anonymous visitors (401 for a public workspace, 404 for a private one)', async () => {
    await refused(() => anon.post(url('/gis/layer'), { Name: 'Anonym', Workspace: wsPub.ID }), 401);
    await refused(() => anon.post(url('/gis/layer'), { Name: 'Anonym', Workspace: wsPriv.ID }), 404);
  });

  it('answers 403 without an anti-forgery token', async () => {
    await refused(() => owner.post(url('/gis/layer'), { Name: 'XSRF', Workspace: wsPub.ID }, { xsrf: false }), 403);
  });

  it.each([
    ['an empty Name', { Name: '' }],
    ['a whitespace Name', { Name: '   ' }],
    ['a Name of 201 characters', { Name: 'l'.repeat(201) }],
    ['a missing Workspace', { Workspace: undefined }],
    ['a malformed Workspace', { Workspace: 'abc' }],
    ['Public as a string', { Public: 'true' }],
    ['an ID', { ID: newId() }],
    ['an unknown field', { Farbe: 'rot' }],
    ['a nested attribute', { Attributes: { a: { b: 1 } } }],
  ])('answers 400 for %s', async (_label, changes) => {
    const res = await refused(() => owner.post(url('/gis/layer'), { Name: 'Gültig', Workspace: wsPub.ID, ...changes }), 400);
    expect(res.json().Errors?.length).toBeGreaterThan(0);
  });

  const v = (over: Record<string, unknown>) => ({ Name: 'Var', ...over });
  it.each([
    ['duplicate variable names', { Schema: [v({ Name: 'Titel' }), v({ Name: 'Titel' })] }],
    ['variable names equal after trimming', { Schema: [v({ Name: 'Titel' }), v({ Name: ' Titel ' })] }],
    ['an empty variable name', { Schema: [v({ Name: '' })] }],
    ['a whitespace variable name', { Schema: [v({ Name: '  ', DataType: 'label' })] }],
    ['a missing variable name', { Schema: [{ DataType: 'text' }] }],
    ["a variable named 'category'", { Schema: [v({ Name: 'category' })] }],
    ["a variable named '__proto__'", { Schema: [v({ Name: '__proto__' })] }],
    ['single without options', { Schema: [v({ DataType: 'single' })] }],
    ['multiple without options', { Schema: [v({ DataType: 'multiple', Options: [] })] }],
    ['duplicate option keys', { Schema: [v({ DataType: 'single', Options: [{ Key: 'a' }, { Key: 'a', Label: 'A' }] })] }],
    ['an empty option key', { Schema: [v({ DataType: 'multiple', Options: [{ Key: '' }] })] }],
    ['number with Constraint and Minimum > Maximum', { Schema: [v({ DataType: 'number', Constraint: true, Minimum: 10, Maximum: 1 })] }],
    ['a CategoryCondition naming an unknown category', { Schema: [v({ CategoryCondition: 'Gibtsnicht' })], Categories: [{ Name: 'A' }] }],
    ['duplicate category names in the tree', { Categories: [{ Name: 'A', Children: [{ Name: 'B' }] }, { Name: 'C', Children: [{ Name: 'B' }] }] }],
    ['duplicate top-level category names', { Categories: [{ Name: 'A' }, { Name: 'A' }] }],
    ['an unknown DataType', { Schema: [v({ DataType: 'polygon' })] }],
    ['a nested category without Name', { Categories: [{ Name: 'A', Children: [{ Label: 'ohne Namen' }] }] }],
    ['a nested category with an empty Name', { Categories: [{ Name: 'A', Children: [{ Name: ' ' }] }] }],
    ['a Minimum that is not a number', { Schema: [v({ DataType: 'number', Minimum: '1' })] }],
    ['Schema as a list', [] as unknown],
  ])('answers 400 with Errors for an invalid Schema: %s', async (_label, schema) => {
    const res = await refused(() => owner.post(url('/gis/layer'), { Name: 'Ungültig', Workspace: wsPub.ID, Schema: schema }), 400);
    const errors = res.json().Errors as { Field: string; Message: string }[];
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.some((e) => e.Field.startsWith('Schema'))).toBe(true);
  });
});

describe('POST /gis/layer with hostile input', () => {
  /** A chain of `depth` nested categories with distinct names, as JSON text (JSON.stringify of
   *  such a value would itself overflow the stack). */
  const deepCategories = (depth: number) =>
    Array.from({ length: depth }, (_, i) => `{"Name":"k${i}","Children":[`).join('') + '{"Name":"blatt"}' + ']}'.repeat(depth);

  it('answers 400, not 500, for a category tree nested 1000 deep (about 30 KB), storing nothing', async () => {
    const text = `{"Name":"Tief","Workspace":"${wsPub.ID}","Schema":{"Schema":[],"Categories":[${deepCategories(1000)}]}}`;
    expect(text.length).toBeLessThan(64 * 1024);
    const res = await refused(() => owner.request('POST', url('/gis/layer'), text, { headers: { 'content-type': 'application/json' } }), 400);
    expect(res.json().Message).toEqual(expect.any(String));
  });

  it(`accepts a category tree ${CATEGORY_MAX_DEPTH} levels deep and refuses one level more`, async () => {
    const post = (depth: number) => owner.request('POST', url('/gis/layer'),
      `{"Name":"Ebenen ${depth}","Workspace":"${wsPub.ID}","Schema":{"Schema":[],"Categories":[${deepCategories(depth - 1)}]}}`,
      { headers: { 'content-type': 'application/json' } });
    const ok = await post(CATEGORY_MAX_DEPTH);
    expect(ok.statusCode, ok.body).toBe(200);
    let node = (ok.json() as Layer).Schema.Categories[0];
    let levels = 1;
    while (node?.Children?.length) { node = node.Children[0]; levels++; }
    expect(levels).toBe(CATEGORY_MAX_DEPTH);
    const res = await refused(() => post(CATEGORY_MAX_DEPTH + 1), 400);
    expect(res.json().Errors?.some((e: { Field: string }) => e.Field.startsWith('Schema'))).toBe(true);
  });

  it('answers 400 for a layer Name containing a NUL character, storing nothing', async () => {
    await refused(() => owner.post(url('/gis/layer'), { Name: 'Null\u0000Byte', Workspace: wsPub.ID }), 400);
    await refused(() => owner.put(url(`/gis/layer/${pubLayer.ID}`), putBody(pubLayer, { Name: 'Null\u0000Byte' })), 400);
  });
});

describe('PUT /gis/layer/{id}', () => {
  it('lets the owner change a layer, its flags and its Schema', async () => {
    const layer = await createLayer(owner, { Name: 'Änderbar', Workspace: wsPub.ID });
    const Schema = { Schema: [{ Name: 'Neu', DataType: 'boolean' }], Categories: [{ Name: 'K1' }] };
    const res = await owner.put(url(`/gis/layer/${layer.ID}`), { ...layer, Name: 'Geändert', Public: true, Editable: true, Attributes: { a: 1 }, Schema });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json() as Layer;
    expect(updated).toMatchObject({ ID: layer.ID, Workspace: wsPub.ID, Name: 'Geändert', Public: true, Editable: true, Attributes: { a: 1 } });
    expect(updated.Schema.Schema[0]).toMatchObject({ Name: 'Neu', DataType: 'boolean', Optional: false, Options: [] });
    expect(updated.Schema.Categories).toEqual([{ Name: 'K1', Label: '', Icon: '' }]);
    expect((await owner.get(url(`/gis/layer/${layer.ID}`))).json()).toEqual(updated);
    expect(await layerRow(layer.ID)).toMatchObject({ name: 'Geändert', public: 1, editable: 1, workspace_id: wsPub.ID });
  });

  it('lets an access-list member change a layer (without ID and Workspace in the body)', async () => {
    const res = await member.put(url(`/gis/layer/${privWsLayer.ID}`), {
      Name: 'C geändert', Public: true, Editable: true, Schema: { Schema: [], Categories: [] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await layerRow(privWsLayer.ID))?.name).toBe('C geändert');
    privWsLayer = res.json();
  });

  it('answers 400 when the Workspace would change', async () => {
    const other = await createWorkspace({ Name: 'Ziel', Public: true });
    await refused(() => owner.put(url(`/gis/layer/${privLayer.ID}`), putBody(privLayer, { Workspace: wsPriv.ID })), 400);
    await refused(() => owner.put(url(`/gis/layer/${pubLayer.ID}`), putBody(pubLayer, { Workspace: other.ID })), 400);
    await refused(() => owner.put(url(`/gis/layer/${pubLayer.ID}`), putBody(pubLayer, { Workspace: newId() })), 400);
    expect((await layerRow(pubLayer.ID))?.workspace_id).toBe(wsPub.ID);
  });

  it('answers 400 when the ID in the body differs from the path', async () => {
    await refused(() => owner.put(url(`/gis/layer/${pubLayer.ID}`), putBody(pubLayer, { ID: privLayer.ID, Name: 'Vertauscht' })), 400);
  });

  it('answers 400 for an invalid body or Schema', async () => {
    const duplicate = { Schema: [{ Name: 'x' }, { Name: 'x' }], Categories: [] };
    await refused(() => owner.put(url(`/gis/layer/${pubLayer.ID}`), putBody(pubLayer, { Schema: duplicate as never })), 400);
    await refused(() => owner.put(url(`/gis/layer/${pubLayer.ID}`), putBody(pubLayer, { Name: ' ' })), 400);
    const { Schema: _s, ...withoutSchema } = pubLayer;
    await refused(() => owner.put(url(`/gis/layer/${pubLayer.ID}`), withoutSchema), 400);
    await refused(() => owner.put(url(`/gis/layer/${pubLayer.ID}`), { ...pubLayer, Extra: 1 }), 400);
  });

  it('answers 403 to non-managers of a visible layer', async () => {
    for (const c of [stranger, plain, member]) {
      await refused(() => c.put(url(`/gis/layer/${pubLayer.ID}`), putBody(pubLayer, { Name: 'Gekapert' })), 403);
    }
  });

  it('answers 404 for a layer the caller may not see, or that does not exist', async () => {
    for (const c of [stranger, plain]) {
      await refused(() => c.put(url(`/gis/layer/${privLayer.ID}`), putBody(privLayer, { Name: 'Gekapert' })), 404);
      await refused(() => c.put(url(`/gis/layer/${privWsLayer.ID}`), putBody(privWsLayer, { Name: 'Gekapert' })), 404);
    }
    await refused(() => member.put(url(`/gis/layer/${privLayer.ID}`), putBody(privLayer, { Name: 'Gekapert' })), 404);
    const id = newId();
    await refused(() => owner.put(url(`/gis/layer/${id}`), putBody(pubLayer, { ID: id })), 404);
    await refused(() => owner.put(url('/gis/layer/abc'), putBody(pubLayer, { ID: undefined })), 400);
  });

  it('refuses anonymous visitors (401 for a visible layer, 404 for a hidden one)', async () => {
    await refused(() => anon.put(url(`/gis/layer/${pubLayer.ID}`), putBody(pubLayer, { Name: 'Anonym' })), 401);
    await refused(() => anon.put(url(`/gis/layer/${privLayer.ID}`), putBody(privLayer, { Name: 'Anonym' })), 404);
    await refused(() => anon.put(url(`/gis/layer/${privWsLayer.ID}`), putBody(privWsLayer, { Name: 'Anonym' })), 404);
  });

  it('answers 403 without an anti-forgery token', async () => {
    await refused(() => owner.put(url(`/gis/layer/${pubLayer.ID}`), putBody(pubLayer, { Name: 'XSRF' }), { xsrf: false }), 403);
  });
});

describe('DELETE /gis/layer/{id}', () => {
  it('lets the owner delete a layer; its points go with it', async () => {
    const layer = await createLayer(owner, { Name: 'Weg damit', Workspace: wsPub.ID, Public: true });
    const p1 = await addPoint(layer.ID);
    await addPoint(layer.ID, false);
    const keep = await addPoint(pubLayer.ID);
    const pointsBefore = await countRows(t.db, 'points');
    const res = await owner.delete(url(`/gis/layer/${layer.ID}`));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Message: expect.any(String) });
    expect(await layerRow(layer.ID)).toBeUndefined();
    expect(await t.db.selectFrom('points').select('id').where('layer_id', '=', layer.ID).execute()).toEqual([]);
    expect(await t.db.selectFrom('points').select('id').where('id', '=', p1).executeTakeFirst()).toBeUndefined();
    expect(await t.db.selectFrom('points').select('id').where('id', '=', keep).executeTakeFirst()).toBeDefined();
    expect(await countRows(t.db, 'points')).toBe(pointsBefore - 2);
    expect((await owner.get(url(`/gis/layer/${layer.ID}`))).statusCode).toBe(404);
    expect((await owner.delete(url(`/gis/layer/${layer.ID}`))).statusCode).toBe(404);
  });

  it('lets an access-list member delete a layer of the workspace', async () => {
    const layer = await createLayer(owner, { Name: 'Mitglied löscht', Workspace: wsPriv.ID });
    await addPoint(layer.ID);
    const res = await member.delete(url(`/gis/layer/${layer.ID}`));
    expect(res.statusCode, res.body).toBe(200);
    expect(await layerRow(layer.ID)).toBeUndefined();
  });

  it('refuses everyone else and changes nothing', async () => {
    await addPoint(pubLayer.ID);
    await addPoint(privLayer.ID);
    await addPoint(privWsLayer.ID);
    for (const c of [stranger, plain, member]) await refused(() => c.delete(url(`/gis/layer/${pubLayer.ID}`)), 403);
    for (const c of [stranger, plain, member]) await refused(() => c.delete(url(`/gis/layer/${privLayer.ID}`)), 404);
    for (const c of [stranger, plain]) await refused(() => c.delete(url(`/gis/layer/${privWsLayer.ID}`)), 404);
    await refused(() => anon.delete(url(`/gis/layer/${pubLayer.ID}`)), 401);
    await refused(() => anon.delete(url(`/gis/layer/${privLayer.ID}`)), 404);
    await refused(() => anon.delete(url(`/gis/layer/${privWsLayer.ID}`)), 404);
    await refused(() => owner.delete(url(`/gis/layer/${pubLayer.ID}`), { xsrf: false }), 403);
    await refused(() => owner.delete(url(`/gis/layer/${newId()}`)), 404);
    await refused(() => owner.delete(url('/gis/layer/abc')), 400);
  });
});
