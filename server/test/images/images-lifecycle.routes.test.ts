import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Point } from '@mitmachkarte/contract';
import { deleteAccountData } from '../../src/modules/account/account.service.js';
import { recordImageUses } from '../../src/modules/images/images.service.js';
import { TestClient } from '../client.js';
import { createUser, PASSWORD } from '../factories.js';
import { cameraJpeg, fetchImage, gpsPng, uploadOk } from '../image-fixtures.js';
import { API, OPEN_SCHEMA, a, addPoint, createPointsWorld, validAnswers, type PointsWorld } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** An image lives as long as something uses it (docs/security.md, Images): one that loses its last
 *  use (an answer no longer names it, its entry's layer or workspace is deleted, an icon or a
 *  project image is replaced) is gone at once, row and files, and user photos are not kept by
 *  shared caches beyond a revalidation. An entry that is only deleted (and can be restored)
 *  still uses its photos. */
let t: TestApp;
let w: PointsWorld;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { imageUploadPerHour: 1000 } });
  w = await createPointsWorld(t);
}, 120_000);
afterAll(async () => t?.close());

/** Whether the image has a row, and whether any of its files is under DATA_DIR/images. */
async function stored(id: string): Promise<{ row: boolean; files: boolean }> {
  const row = await t.db.selectFrom('images').select('id').where('id', '=', id).executeTakeFirst();
  return { row: row !== undefined, files: fs.existsSync(path.join(t.dataDir, 'images', id)) };
}

/** Expects the image gone: no row, no file, 404 for every variant to a visitor and the owner. */
async function expectGone(id: string): Promise<void> {
  expect(await stored(id)).toEqual({ row: false, files: false });
  for (const who of [w.anon, w.owner]) {
    for (const variant of ['norm', 'orig', 'raw']) expect((await fetchImage(who, variant, id)).statusCode, variant).toBe(404);
  }
}

/** A photo in a new public entry of the open layer, seen by visitors. */
async function entryWithPhoto(client = w.anon): Promise<{ point: Point; photo: string }> {
  const photo = await uploadOk(client, await cameraJpeg(160, 120, 1));
  const point = await addPoint(client, { Layer: w.layers.open, Attributes: { ...validAnswers(), Foto: a('image', photo) } });
  expect((await fetchImage(w.anon, 'norm', photo)).statusCode).toBe(200);
  return { point, photo };
}

/** PUT /gis/point/{id} by the owner with `answers`; expects 200. */
async function changeAnswers(point: Point, answers: Point['Attributes']): Promise<void> {
  const res = await w.owner.put(`${API}/gis/point/${point.ID}`, { Layer: point.Layer, Latitude: point.Latitude, Longitude: point.Longitude, Attributes: answers });
  expect(res.statusCode, res.body).toBe(200);
}

/** A new public layer of the public workspace whose one category has `icon`; its id. */
async function layerWithIcon(workspace: string, icon: string): Promise<string> {
  const res = await w.owner.post(`${API}/gis/layer`, {
    Workspace: workspace, Name: 'Mit Symbol', Public: true, Editable: true,
    Schema: { ...OPEN_SCHEMA, Categories: [...OPEN_SCHEMA.Categories, { Name: 'Baum', Label: 'Baum', Icon: icon }] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().ID as string;
}

describe('finding 14: an image that loses its last use', () => {
  it('finding 14: a photo removed from an entry\'s answers is gone at once: no row, no file, 404 by id', async () => {
    const { point, photo } = await entryWithPhoto();
    await changeAnswers(point, validAnswers());
    await expectGone(photo);
  });

  it('finding 14: a photo replaced by another in an answer is gone at once, the new one stays', async () => {
    const { point, photo } = await entryWithPhoto();
    const next = await uploadOk(w.owner, await cameraJpeg(100, 80, 1));
    await changeAnswers(point, { ...validAnswers(), Foto: a('image', next) });
    await expectGone(photo);
    expect(await stored(next)).toEqual({ row: true, files: true });
    expect((await fetchImage(w.anon, 'norm', next)).statusCode).toBe(200);
  });

  it('finding 14: a user\'s photo is kept by shared caches only with revalidation (public, no-cache, its ETag), never for a year', async () => {
    const { photo } = await entryWithPhoto();
    for (const variant of ['norm', 'orig']) {
      const res = await t.app.inject({ method: 'GET', url: `${API}/gis/image/${variant}/${photo}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control'], variant).toBe('public, no-cache');
      expect(res.headers.etag).toBe(`"${photo}-${variant}"`);
      expect(res.headers['set-cookie']).toBeUndefined();
      const again = await t.app.inject({ method: 'GET', url: `${API}/gis/image/${variant}/${photo}`, headers: { 'if-none-match': res.headers.etag as string } });
      expect(again.statusCode).toBe(304);
    }
  });

  it('finding 14: the photos and icons of a deleted layer are gone at once; so are a deleted workspace\'s project image, icons and photos', async () => {
    const icon = await uploadOk(w.owner, await gpsPng(24, 24), 'image/png');
    const layer = await layerWithIcon(w.workspaces.pub, icon);
    const photo = await uploadOk(w.anon, await cameraJpeg(120, 90, 1));
    const point = await addPoint(w.anon, { Layer: layer, Attributes: { ...validAnswers(), Foto: a('image', photo) } });
    // Deleted first (restorable as long as the layer lives), then with its layer.
    expect((await w.owner.delete(`${API}/gis/point/${point.ID}`)).statusCode).toBe(200);
    expect((await w.owner.delete(`${API}/gis/layer/${layer}`)).statusCode).toBe(200);
    await expectGone(photo);
    await expectGone(icon);

    const ws = (await w.owner.post(`${API}/gis/workspace`, { Name: 'Vergänglich', Public: true, Editable: true })).json().ID as string;
    const cover = await uploadOk(w.owner, await cameraJpeg(200, 100, 1));
    expect((await w.owner.put(`${API}/gis/workspace/${ws}`, { Name: 'Vergänglich', Public: true, Editable: true, ImageID: cover })).statusCode).toBe(200);
    const wsIcon = await uploadOk(w.owner, await gpsPng(24, 24), 'image/png');
    const wsLayer = await layerWithIcon(ws, wsIcon);
    const wsPhoto = await uploadOk(w.anon, await cameraJpeg(120, 90, 1));
    await addPoint(w.anon, { Layer: wsLayer, Attributes: { ...validAnswers(), Foto: a('image', wsPhoto) } });
    expect((await w.owner.delete(`${API}/gis/workspace/${ws}`)).statusCode).toBe(200);
    for (const id of [cover, wsIcon, wsPhoto]) await expectGone(id);
  });

  it('finding 14: a replaced category icon and a replaced project image are gone at once', async () => {
    const icon = await uploadOk(w.owner, await gpsPng(24, 24), 'image/png');
    const layer = await layerWithIcon(w.workspaces.pub, icon);
    const newIcon = await uploadOk(w.owner, await gpsPng(20, 20), 'image/png');
    const res = await w.owner.put(`${API}/gis/layer/${layer}`, {
      Name: 'Mit Symbol', Public: true, Editable: true,
      Schema: { ...OPEN_SCHEMA, Categories: [...OPEN_SCHEMA.Categories, { Name: 'Baum', Label: 'Baum', Icon: newIcon }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectGone(icon);
    expect(await stored(newIcon)).toEqual({ row: true, files: true });

    const ws = (await w.owner.post(`${API}/gis/workspace`, { Name: 'Mit Bild', Public: true, Editable: false })).json().ID as string;
    const cover = await uploadOk(w.owner, await cameraJpeg(200, 100, 1));
    const put = (ImageID: string | null) => w.owner.put(`${API}/gis/workspace/${ws}`, { Name: 'Mit Bild', Public: true, Editable: false, ImageID });
    expect((await put(cover)).statusCode).toBe(200);
    const newCover = await uploadOk(w.owner, await cameraJpeg(210, 100, 1));
    expect((await put(newCover)).statusCode).toBe(200);
    await expectGone(cover);
    expect((await put(null)).statusCode).toBe(200);
    await expectGone(newCover);
  });

  it('finding 14: the photos of an account\'s entries deleted with it are gone at once, also those it did not upload itself', async () => {
    const citizen = await createUser(t.db, { name: 'Weg' });
    const client = new TestClient(t.app);
    await client.login(citizen.email, PASSWORD);
    const own = await entryWithPhoto(client);
    const anonymous = await uploadOk(w.anon, await cameraJpeg(90, 60, 1));
    await addPoint(client, { Layer: w.layers.open, Attributes: { ...validAnswers(), Foto: a('image', anonymous) } });
    await deleteAccountData(t.db, t.app.imageStore, citizen.id, 'delete', undefined);
    await expectGone(own.photo);
    await expectGone(anonymous);
  });
});

describe('an image still in use stays', () => {
  it('the photo of a deleted entry stays while the entry can be restored: managers see it, and it is back with the entry', async () => {
    const { point, photo } = await entryWithPhoto();
    expect((await w.owner.delete(`${API}/gis/point/${point.ID}`)).statusCode).toBe(200);
    expect(await stored(photo)).toEqual({ row: true, files: true });
    expect((await fetchImage(w.anon, 'norm', photo)).statusCode).toBe(404);
    expect((await fetchImage(w.member, 'raw', photo)).statusCode).toBe(200);
    expect((await w.owner.post(`${API}/gis/point/${point.ID}/restore`)).statusCode).toBe(200);
    expect((await fetchImage(w.anon, 'norm', photo)).statusCode).toBe(200);
  });

  it('a photo that two entries name stays when one of them drops it', async () => {
    const { point, photo } = await entryWithPhoto(w.owner);
    await addPoint(w.owner, { Layer: w.layers.open, Attributes: { ...validAnswers(), Foto: a('image', photo) } });
    await changeAnswers(point, validAnswers());
    expect(await stored(photo)).toEqual({ row: true, files: true });
    expect((await fetchImage(w.anon, 'norm', photo)).statusCode).toBe(200);
  });

  it('an upload no entry has used yet stays until the sweep (its entry is about to be saved)', async () => {
    const photo = await uploadOk(w.anon, await cameraJpeg(80, 60, 1));
    const { point } = await entryWithPhoto();
    await changeAnswers(point, validAnswers());
    expect(await stored(photo)).toEqual({ row: true, files: true });
    expect((await fetchImage(w.anon, 'norm', photo)).statusCode).toBe(200);
  });
});

// SQLite has one writer at a time; PostgreSQL runs the two transactions side by side.
if (process.env.TEST_DATABASE_URL) {
  describe('an image that loses its last use while another entry takes it up (PostgreSQL)', () => {
    /** Two entries of the open layer, the first with a photo; the layer's workspace. */
    async function twoEntries() {
      const { point: first, photo } = await entryWithPhoto();
      const second = await addPoint(w.anon, { Layer: w.layers.open, Attributes: validAnswers() });
      const { workspace_id: workspace } = await t.db.selectFrom('layers').select('workspace_id').where('id', '=', w.layers.open).executeTakeFirstOrThrow();
      return { first: first.ID, second: second.ID, photo, workspace };
    }
    const usesOf = async (photo: string) => (await t.db.selectFrom('image_uses').select('point_id').where('image_id', '=', photo).execute()).map((r) => r.point_id);

    it('keeps the photo when the other entry took it up first: the deletion waits and then sees the new use', async () => {
      const { first, second, photo, workspace } = await twoEntries();
      let commit!: () => void;
      const held = new Promise<void>((resolve) => { commit = resolve; });
      let taken!: () => void;
      const tookUp = new Promise<void>((resolve) => { taken = resolve; });
      const takeUp = t.db.transaction().execute(async (trx) => {
        await recordImageUses(trx, workspace, { pointId: second }, [photo]);
        taken();
        await held;
      });
      await tookUp;
      const drop = t.db.transaction().execute((trx) => recordImageUses(trx, workspace, { pointId: first }, []));
      await new Promise((resolve) => setTimeout(resolve, 300));
      commit();
      await takeUp;
      expect(await drop).toEqual([]);
      expect(await usesOf(photo)).toEqual([second]);
      expect((await stored(photo)).row).toBe(true);
    });

    it('refuses the other entry with a German 400 when the photo was deleted first, never with a database error', async () => {
      const { first, second, photo, workspace } = await twoEntries();
      let commit!: () => void;
      const held = new Promise<void>((resolve) => { commit = resolve; });
      let dropped!: () => void;
      const wasDropped = new Promise<void>((resolve) => { dropped = resolve; });
      const drop = t.db.transaction().execute(async (trx) => {
        const gone = await recordImageUses(trx, workspace, { pointId: first }, []);
        dropped();
        await held;
        return gone;
      });
      await wasDropped;
      const takeUp = t.db.transaction().execute((trx) => recordImageUses(trx, workspace, { pointId: second }, [photo]));
      const outcome = takeUp.then(() => 'stored', (err: unknown) => err);
      await new Promise((resolve) => setTimeout(resolve, 300));
      commit();
      expect(await drop).toEqual([photo]);
      expect(await outcome).toMatchObject({ code: 'VALIDATION', message: 'Das Bild wurde nicht gefunden. Bitte laden Sie es erneut hoch.' });
      expect(await usesOf(photo)).toEqual([]);
    });
  });
}
