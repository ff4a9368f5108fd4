import fs from 'node:fs';
import path from 'node:path';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageStore } from '../../src/modules/images/image-store.js';
import { sweepUnusedImages, UNUSED_IMAGE_MAX_AGE_MS } from '../../src/modules/images/images-sweep.service.js';
import { API, a, addPoint, createPointsWorld, validAnswers, type PointsWorld } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** sweepUnusedImages: images that no point or category uses are removed after 24 hours;
 *  files without a row (a crash during an upload) too. */
let t: TestApp;
let w: PointsWorld;
let store: ImageStore;
beforeAll(async () => {
  t = await createTestApp();
  w = await createPointsWorld(t);
  store = t.app.imageStore;
});
afterAll(async () => t?.close());

const HOUR = 60 * 60 * 1000;
const now = new Date();
const ago = (ms: number) => new Date(now.getTime() - ms);

/** An image with a row created `age` ms before `now` and its three files (a few bytes each). */
async function storedImage(age: number, opts: { row?: boolean } = {}): Promise<string> {
  const created = ago(age);
  const id = uuidv7({ msecs: created.getTime() });
  for (const variant of ['raw', 'orig', 'norm'] as const) await store.put(id, variant, Buffer.from(`${variant} of ${id}`));
  if (opts.row !== false) {
    await t.db.insertInto('images').values({
      id, raw_type: 'image/jpeg', orig_type: 'image/jpeg', width: 1, height: 1, bytes: 10, created_at: created.toISOString(), uploaded_by: null,
    }).execute();
  }
  return id;
}

const hasRow = async (id: string) => (await t.db.selectFrom('images').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
const hasFiles = (id: string) => fs.existsSync(path.join(t.dataDir, 'images', id));
const sweep = () => sweepUnusedImages(t.db, store, UNUSED_IMAGE_MAX_AGE_MS, now);

describe('sweepUnusedImages', () => {
  it('removes unused images older than a day, row and files, and keeps used and younger ones', async () => {
    const unusedOld = await storedImage(25 * HOUR);
    const unusedYoung = await storedImage(23 * HOUR);
    const inAnswer = await storedImage(48 * HOUR);
    const inDeletedPoint = await storedImage(48 * HOUR);
    const asIcon = await storedImage(48 * HOUR);
    const inTextAnswerOnly = await storedImage(48 * HOUR);

    await addPoint(w.user, { Layer: w.layers.open, Attributes: { ...validAnswers(), Foto: a('image', inAnswer) } });
    const doomed = await addPoint(w.owner, { Layer: w.layers.open, Attributes: { ...validAnswers(), Foto: a('image', inDeletedPoint) } });
    expect((await w.owner.delete(`${API}/gis/point/${doomed.ID}`)).statusCode).toBe(200);
    const layer = await w.owner.post(`${API}/gis/layer`, {
      Workspace: w.workspaces.pub, Name: 'Symbole', Public: true, Editable: false,
      Schema: { Schema: [], Categories: [{ Name: 'Eltern', Label: 'Eltern', Children: [{ Name: 'Kind', Label: 'Kind', Icon: asIcon }] }] },
    });
    expect(layer.statusCode, layer.body).toBe(200);
    // An id merely mentioned inside a longer text is no use of the image.
    await addPoint(w.user, { Layer: w.layers.open, Attributes: { ...validAnswers(), Titel: a('text', `Foto ${inTextAnswerOnly} fehlt`) } });

    const removed = await sweep();
    expect(removed.sort()).toEqual([unusedOld, inTextAnswerOnly].sort());
    for (const id of removed) {
      expect(await hasRow(id)).toBe(false);
      expect(hasFiles(id)).toBe(false);
    }
    for (const id of [unusedYoung, inAnswer, inDeletedPoint, asIcon]) {
      expect(await hasRow(id), id).toBe(true);
      expect(hasFiles(id), id).toBe(true);
    }
    expect(await sweep()).toEqual([]);
  });

  it('keeps an icon while its layer uses it; the layer\'s deletion takes it along, leaving the sweep nothing', async () => {
    const icon = await storedImage(30 * HOUR);
    const res = await w.owner.post(`${API}/gis/layer`, {
      Workspace: w.workspaces.priv, Name: 'Kurzlebig', Public: false, Editable: false,
      Schema: { Schema: [], Categories: [{ Name: 'A', Label: 'A', Icon: icon }] },
    });
    expect(await sweep()).toEqual([]);
    expect((await w.owner.delete(`${API}/gis/layer/${res.json().ID}`)).statusCode).toBe(200);
    expect(hasFiles(icon)).toBe(false);
    expect(await sweep()).toEqual([]);
  });

  it('removes files without a row once their id is older than a day (a crash during an upload)', async () => {
    const orphanOld = await storedImage(26 * HOUR, { row: false });
    const orphanYoung = await storedImage(HOUR, { row: false });
    // a temporary file left in the folder goes with it
    fs.writeFileSync(path.join(t.dataDir, 'images', orphanOld, '.orig.abc123.tmp'), 'halb');
    expect(await sweep()).toEqual([orphanOld]);
    expect(hasFiles(orphanOld)).toBe(false);
    expect(hasFiles(orphanYoung)).toBe(true);
  });

  it('works through more unused images than one batch, rows and orphaned files alike', async () => {
    // Batches of 10: every image is written to disk durably, and 450 of them (batches of 200)
    // took over a minute beside the browser tests.
    const ids: string[] = [];
    for (let i = 0; i < 25; i++) ids.push(await storedImage(30 * HOUR + i));
    for (let i = 0; i < 25; i++) ids.push(await storedImage(30 * HOUR + i, { row: false }));
    const removed = await sweepUnusedImages(t.db, store, UNUSED_IMAGE_MAX_AGE_MS, now, 10);
    expect(new Set(removed)).toEqual(new Set(ids));
    expect(await t.db.selectFrom('images').select('id').where('id', 'in', ids).execute()).toEqual([]);
    expect(ids.filter(hasFiles)).toEqual([]);
  });

  it('leaves folders that are not images alone', async () => {
    fs.mkdirSync(path.join(t.dataDir, 'images', 'lost+found'), { recursive: true });
    await sweep();
    expect(fs.existsSync(path.join(t.dataDir, 'images', 'lost+found'))).toBe(true);
  });
});
