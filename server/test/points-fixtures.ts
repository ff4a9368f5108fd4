import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AttributeValue, EntryGeometry, Point } from '@mitmachkarte/contract';
import { newId, nowIso } from '../src/lib/ids.js';
import { geometryColumns } from '../src/modules/points/core/point-geometry.js';
import { TestClient } from './client.js';
import { addToAccessList, countRows, createUser } from './factories.js';
import { createTestApp, type TestApp } from './test-app.js';

export const API = '/api/v1';

const v = (x: Record<string, unknown>) => x;
const opts = (...keys: string[]) => keys.map((Key) => ({ Key, Label: Key.toUpperCase() }));

/** Questionnaire of the open layer: two-level categories, every DataType, required answers and
 *  category conditions (one on a leaf, one on a parent). */
export const OPEN_SCHEMA = {
  Categories: [
    { Name: 'Wasser', Label: 'Wasser', Children: [{ Name: 'Klar', Label: 'Klar' }, { Name: 'Trueb', Label: 'Trüb' }] },
    { Name: 'Tiere', Label: 'Tiere', Children: [{ Name: 'Fische', Label: 'Fische' }, { Name: 'Voegel', Label: 'Vögel' }] },
  ],
  Schema: [
    v({ Name: 'Hinweis', DataType: 'label', Question: 'Danke fürs Mitmachen!' }),
    v({ Name: 'Titel', DataType: 'text', Question: 'Titel?', MissingMsg: 'Bitte geben Sie einen Titel an.' }),
    v({ Name: 'Beschreibung', DataType: 'text_multi', Optional: true }),
    v({ Name: 'Art', DataType: 'single', MissingMsg: '', Options: opts('haeufig', 'selten') }),
    v({ Name: 'Merkmale', DataType: 'multiple', Options: opts('a', 'b', 'c') }),
    v({ Name: 'Gesehen', DataType: 'boolean' }),
    v({ Name: 'Anteil', DataType: 'percent' }),
    v({ Name: '', DataType: 'pagebreak' }),
    v({ Name: 'Tiefe', DataType: 'number', Constraint: true, Minimum: 0, Maximum: 10 }),
    v({ Name: 'Anzahl', DataType: 'number' }),
    v({ Name: 'Foto', DataType: 'image', Optional: true }),
    v({ Name: 'Truebung', DataType: 'text', CategoryCondition: 'Trueb', MissingMsg: 'Wie trüb ist das Wasser?' }),
    v({ Name: 'Fischart', DataType: 'single', Optional: true, CategoryCondition: 'Tiere', Options: opts('forelle', 'hecht') }),
  ],
};

export const a = (DataType: AttributeValue['DataType'], Value: AttributeValue['Value']): AttributeValue => ({ DataType, Value });

/** The smallest valid answers of the open layer for a leaf category. */
export function validAnswers(category = 'Klar'): Record<string, AttributeValue> {
  const answers: Record<string, AttributeValue> = {
    category: a('category', category), Titel: a('text', 'Frosch am Ufer'), Art: a('single', 'selten'),
  };
  if (category === 'Trueb') answers.Truebung = a('text', 'sehr trüb');
  return answers;
}

/** Workspaces, layers and actors of the points tests (docs/architecture.md §6):
 *  - `open`: public+editable layer with OPEN_SCHEMA in the public+editable workspace `pub`;
 *  - `readonly`: public layer, Editable false, in `pub`; `hidden`: non-public layer in `pub`;
 *  - `plain`: public editable layer without questions in `pub` (for position tests);
 *  - `frozen`: public editable layer in the public but not editable workspace `pubFrozen`;
 *  - `private`: public editable layer in the private workspace `priv`.
 *  Actors (TestClients): `anon`, `user` (logged in, no relation), `member` (on every access list),
 *  `owner` of all workspaces, `outsider` (logged in, no relation); their ids in `userIds`. */
export async function createPointsWorld(t: TestApp) {
  const ownerUser = await createUser(t.db, { permissions: ['project'], name: 'Eigentümerin' });
  const memberUser = await createUser(t.db, { name: 'Mitglied' });
  const plainUser = await createUser(t.db, { name: 'Nutzer' });
  const outsiderUser = await createUser(t.db, { name: 'Außenstehende' });
  const login = async (u: { email: string; password: string }) => {
    const client = new TestClient(t.app);
    await client.login(u.email, u.password);
    return client;
  };
  const owner = await login(ownerUser);
  const member = await login(memberUser);
  const user = await login(plainUser);
  const outsider = await login(outsiderUser);
  const anon = new TestClient(t.app);
  const userIds = { owner: ownerUser.id, member: memberUser.id, user: plainUser.id, outsider: outsiderUser.id };

  const ok = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { ID: string };
  };
  const workspace = async (Name: string, Public: boolean, Editable: boolean) =>
    ok(await owner.post(`${API}/gis/workspace`, { Name, Public, Editable })).ID;
  const layer = async (Workspace: string, Name: string, Public: boolean, Editable: boolean, Schema = { Schema: [], Categories: [] } as object) =>
    ok(await owner.post(`${API}/gis/layer`, { Workspace, Name, Public, Editable, Schema })).ID;

  const pub = await workspace('Öffentlich', true, true);
  const pubFrozen = await workspace('Öffentlich, nicht editierbar', true, false);
  const priv = await workspace('Privat', false, false);
  for (const ws of [pub, pubFrozen, priv]) await addToAccessList(t.db, ws, memberUser.id);

  const layers = {
    open: await layer(pub, 'Offen', true, true, OPEN_SCHEMA),
    readonly: await layer(pub, 'Nur lesen', true, false),
    hidden: await layer(pub, 'Versteckt', false, true),
    plain: await layer(pub, 'Ohne Fragen', true, true),
    frozen: await layer(pubFrozen, 'Eingefroren', true, true),
    private: await layer(priv, 'Privat', true, true),
  };
  return { anon, user, member, owner, outsider, userIds, workspaces: { pub, pubFrozen, priv }, layers };
}
export type PointsWorld = Awaited<ReturnType<typeof createPointsWorld>>;

/** A test app with the points world, for tests that send many answers from one anonymous client:
 *  the write quotas (write-limits.routes.test.ts) are lifted. */
export async function openPointsWorld(): Promise<{ t: TestApp; w: PointsWorld }> {
  const t = await createTestApp({ rateLimits: { anonPointsPerHour: 1000, anonPointsPerLayerHour: 1000 } });
  return { t, w: await createPointsWorld(t) };
}

/** POSTs a point and expects 200. */
export async function addPoint(client: TestClient, body: Record<string, unknown>): Promise<Point> {
  const res = await client.post(`${API}/gis/point`, { Latitude: 51.3, Longitude: 9.47, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Point;
}

/** Every row of the points table, to prove that a refused request changed nothing. */
export const snapshotPoints = (t: TestApp) => t.db.selectFrom('points').selectAll().orderBy('id').execute();

/** Sends a request that must be refused with `status` and leave the points table as it was. */
export async function expectRefused(t: TestApp, status: number, send: () => Promise<LightMyRequestResponse>) {
  const count = await countRows(t.db, 'points');
  const before = await snapshotPoints(t);
  const res = await send();
  expect(res.statusCode, res.body).toBe(status);
  expect(await countRows(t.db, 'points')).toBe(count);
  expect(await snapshotPoints(t)).toEqual(before);
  return res;
}

/** GET /gis/points/{layer} as `client`; expects 200. */
export async function listPoints(client: TestClient, layerId: string, query = ''): Promise<Point[]> {
  const res = await client.get(`${API}/gis/points/${layerId}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Point[];
}

export const ids = (points: { ID: string }[]) => points.map((p) => p.ID);

/** A well-formed id no row has. */
export const UNKNOWN_ID = '0190f5a2-dead-7000-8000-00000000beef';

/** Inserts a live, public entry of `layerId` directly as a row: a point at `at`, or with
 *  `geometry` a line or an area stored by points/core/point-geometry.ts geometryColumns (its
 *  centre as the position). Returns its id. For tests of the exports, the GIS interface and the
 *  imports, which must not depend on how POST /gis/point takes a geometry. */
export async function insertEntry(t: TestApp, layerId: string, opts: {
  geometry?: EntryGeometry; at?: { latitude: number; longitude: number }; attributes?: Record<string, AttributeValue>; createdAt?: string;
} = {}): Promise<string> {
  const id = newId();
  const created = opts.createdAt ?? nowIso();
  const at = opts.at ?? { latitude: 51.3, longitude: 9.47 };
  await t.db.insertInto('points').values({
    id, layer_id: layerId, ...geometryColumns(opts.geometry, at.latitude, at.longitude), altitude: 0, public: 1, editable: 0,
    attributes: JSON.stringify(opts.attributes ?? {}), created_at: created, updated_at: created, created_by: null, deleted_at: null, deleted_by: null,
  }).execute();
  return id;
}
