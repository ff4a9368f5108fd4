import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../client.js';
import { createUser } from '../factories.js';
import { cameraJpeg, fetchImage, gpsPng, uploadOk } from '../image-fixtures.js';
import { API, OPEN_SCHEMA, a, addPoint, createPointsWorld, validAnswers, type PointsWorld } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Images belong to a workspace (docs/security.md, Images; the probe's finding 2): the workspace
 *  whose point or category first uses them. Answers and icons may only use images of their own
 *  workspace, and every variant is served under the rights of the point or category that uses it. */
let t: TestApp;
let w: PointsWorld;
/** Another owner's private workspace, with a photo in a point of its private layer. */
let foreign: { client: TestClient; layer: string; photo: string; icon: string };

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { imageUploadPerHour: 1000 } });
  w = await createPointsWorld(t);
  const other = await createUser(t.db, { permissions: ['project'], name: 'Andere Eigentümerin' });
  const client = new TestClient(t.app);
  await client.login(other.email, other.password);
  const ws = (await client.post(`${API}/gis/workspace`, { Name: 'Fremd und privat', Public: false, Editable: false })).json().ID as string;
  const photo = await uploadOk(client, await cameraJpeg(300, 200, 1));
  const icon = await uploadOk(client, await gpsPng(32, 32), 'image/png');
  const layerRes = await client.post(`${API}/gis/layer`, {
    Workspace: ws, Name: 'Privat', Public: false, Editable: false,
    Schema: { ...OPEN_SCHEMA, Categories: [...OPEN_SCHEMA.Categories, { Name: 'Baum', Label: 'Baum', Icon: icon }] },
  });
  expect(layerRes.statusCode, layerRes.body).toBe(200);
  const layer = layerRes.json().ID as string;
  await addPoint(client, { Layer: layer, Latitude: 51.3, Longitude: 9.4, Attributes: { ...validAnswers(), Foto: a('image', photo) } });
  foreign = { client, layer, photo, icon };
}, 120_000);
afterAll(async () => t?.close());

describe('finding 2: images of other workspaces', () => {
  it('finding 2: a manager cannot name another workspace\'s photo in an answer of their own point, nor read it afterwards', async () => {
    const res = await w.owner.post(`${API}/gis/point`, {
      Layer: w.layers.open, Latitude: 51.3, Longitude: 9.4, Attributes: { ...validAnswers(), Foto: a('image', foreign.photo) },
    });
    expect(res.statusCode, res.body).toBe(400);
    for (const variant of ['raw', 'orig', 'norm']) {
      expect((await fetchImage(w.owner, variant, foreign.photo)).statusCode, variant).toBe(404);
    }
    // Its own managers still see it.
    expect((await fetchImage(foreign.client, 'raw', foreign.photo)).statusCode).toBe(200);
  });

  it('finding 2: a manager cannot make another workspace\'s image the icon of their own category, nor read it afterwards', async () => {
    const res = await w.owner.put(`${API}/gis/layer/${w.layers.plain}`, {
      Name: 'Ohne Fragen', Public: true, Editable: true, Schema: { Schema: [], Categories: [{ Name: 'Dieb', Label: 'Dieb', Icon: foreign.icon }] },
    });
    expect(res.statusCode, res.body).toBe(400);
    for (const variant of ['raw', 'orig', 'norm']) {
      expect((await fetchImage(w.owner, variant, foreign.icon)).statusCode, variant).toBe(404);
    }
  });
});

describe('every variant under the rights of the point that uses the image', () => {
  it('hides the photo of a point in a private layer from everyone but the managers, and of a deleted point from all but them', async () => {
    const layer = (await w.owner.post(`${API}/gis/layer`, { Workspace: w.workspaces.priv, Name: 'Intern', Public: false, Editable: false, Schema: OPEN_SCHEMA })).json().ID as string;
    const photo = await uploadOk(w.member, await cameraJpeg(200, 100, 1));
    const point = await addPoint(w.member, { Layer: layer, Latitude: 51, Longitude: 9, Attributes: { ...validAnswers(), Foto: a('image', photo) } });
    for (const who of [w.anon, w.user, w.outsider]) {
      for (const variant of ['norm', 'orig', 'raw']) expect((await fetchImage(who, variant, photo)).statusCode, variant).toBe(404);
    }
    const seen = await fetchImage(w.owner, 'norm', photo);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toBe('private, no-cache');

    const shown = await uploadOk(w.user, await cameraJpeg(200, 100, 1));
    const open = await addPoint(w.user, { Layer: w.layers.open, Attributes: { ...validAnswers(), Foto: a('image', shown) } });
    expect((await fetchImage(w.anon, 'norm', shown)).statusCode).toBe(200);
    expect((await w.owner.delete(`${API}/gis/point/${open.ID}`)).statusCode).toBe(200);
    expect((await fetchImage(w.anon, 'norm', shown)).statusCode).toBe(404);
    expect((await fetchImage(w.member, 'norm', shown)).statusCode).toBe(200);
    expect(point.ID).toBeTruthy();
  });

  it('lets one point use an image not used before, which then belongs to its workspace', async () => {
    const photo = await uploadOk(w.anon, await cameraJpeg(120, 90, 1));
    await addPoint(w.anon, { Layer: w.layers.open, Attributes: { ...validAnswers(), Foto: a('image', photo) } });
    const row = await t.db.selectFrom('images').select('workspace_id').where('id', '=', photo).executeTakeFirstOrThrow();
    expect(row.workspace_id).toBe(w.workspaces.pub);
    expect(await t.db.selectFrom('image_uses').select('image_id').where('image_id', '=', photo).execute()).toHaveLength(1);
  });
});

