import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { ReviewPage } from '@mitmachkarte/contract';
import { dialectOf } from '../../src/db/dialect.js';
import { deleteContributionsOf } from '../../src/modules/account/account.repository.js';
import { dropPhotoFromPoint } from '../../src/modules/retention/retention.repository.js';
import { a, addPoint, API, createPointsWorld, validAnswers, type PointsWorld } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** The answer index (docs/decisions/0027) stays the answers of the stored points on every path
 *  that writes them: create, edit, delete and restore, import, the retention run's erasure of a
 *  photo, the deletion of an account's entries and of a layer. After each, `point_answers` holds
 *  exactly the rows the live points' JSON gives (and on SQLite the FTS5 table one row per text answer),
 *  and the review table's search and sort see the change. SQLite, and PostgreSQL with
 *  TEST_DATABASE_URL. */

let t: TestApp;
let w: PointsWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await createPointsWorld(t);
});
afterAll(async () => t.close());

type Row = { point_id: string; layer_id: string; name: string; data_type: string | null; text_value: string | null; folded: string | null; number_value: number | null; bool_value: number | null };
const fold = (s: string) => s.replace(/[A-ZÄÖÜ]/g, (c) => c.toLowerCase());
const order = (x: Row, y: Row) => (x.point_id + x.name < y.point_id + y.name ? -1 : 1);

/** The rows of point_answers that the live points' JSON gives (migration 2026_11_29_0400). */
async function expectedRows(): Promise<Row[]> {
  const points = await t.db.selectFrom('points').select(['id', 'layer_id', 'attributes']).where('deleted_at', 'is', null).execute();
  return points.flatMap((p) => Object.entries(JSON.parse(p.attributes) as Record<string, { DataType?: unknown; Value?: unknown }>).flatMap(([name, answer]) => {
    if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) return [];
    const v = answer.Value;
    if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') return [];
    return [{
      point_id: p.id, layer_id: p.layer_id, name, data_type: typeof answer.DataType === 'string' ? answer.DataType : null,
      text_value: typeof v === 'string' ? v : null, folded: typeof v === 'string' ? fold(v) : null,
      number_value: typeof v === 'number' ? v : null, bool_value: typeof v === 'boolean' ? (v ? 1 : 0) : null,
    }];
  })).sort(order);
}

/** point_answers is what the points give; on SQLite the FTS5 table holds exactly the text answers. */
async function expectIndexCurrent(): Promise<void> {
  const expected = await expectedRows();
  const rows = (await t.db.selectFrom('point_answers').select(['point_id', 'layer_id', 'name', 'data_type', 'text_value', 'folded', 'number_value', 'bool_value']).execute())
    .map((r) => ({ ...r, number_value: r.number_value === null ? null : Number(r.number_value) }));
  expect(rows.sort(order)).toEqual(expected);
  if (dialectOf(t.db) === 'sqlite') {
    const fts = await sql<{ n: number }>`select count(*) as n from point_answers_fts`.execute(t.db);
    expect(fts.rows[0]!.n).toBe(expected.filter((r) => (r.data_type === 'text' || r.data_type === 'text_multi') && r.text_value !== null).length);
  }
}

/** The ids the review table of the open layer finds for `q`, in the order of the answer `Titel`. */
async function search(q: string): Promise<string[]> {
  const res = await w.owner.get(`${API}/gis/review/${w.layers.open}?${new URLSearchParams({ q, sort: 'answer:Titel', dir: 'asc', pageSize: '500' }).toString()}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ReviewPage).Rows.map((r) => r.ID);
}

const answersWith = (Titel: string) => ({ ...validAnswers(), Titel: a('text', Titel), Beschreibung: a('text_multi', `Notiz zu ${Titel}`), Tiefe: a('number', 4.5) });

describe('the answer index follows every write of a point', () => {
  it('create: a new entry is found by its text at once', async () => {
    const p = await addPoint(w.owner, { Layer: w.layers.open, Attributes: answersWith('Kröte Quaxi') });
    expect(await search('kröte qua')).toEqual([p.ID]);
    expect(await search('ÖTE')).toEqual([p.ID]);
    await expectIndexCurrent();
  });

  it('edit: the old text is no longer found, the new one is, and the sort follows', async () => {
    const p = await addPoint(w.owner, { Layer: w.layers.open, Attributes: answersWith('Molch Emil') });
    const q = await addPoint(w.owner, { Layer: w.layers.open, Attributes: answersWith('Molch Anton') });
    expect(await search('molch')).toEqual([q.ID, p.ID]);
    const res = await w.owner.put(`${API}/gis/point/${p.ID}`, { Latitude: 51.3, Longitude: 9.47, Attributes: answersWith('Molch Aaron') });
    expect(res.statusCode, res.body).toBe(200);
    expect(await search('emil')).toEqual([]);
    expect(await search('aaron')).toEqual([p.ID]);
    expect(await search('molch')).toEqual([p.ID, q.ID]);
    await expectIndexCurrent();
  });

  it('delete and restore: a deleted entry leaves the index and is not found, a restored one comes back', async () => {
    const p = await addPoint(w.owner, { Layer: w.layers.open, Attributes: answersWith('Unke Berta') });
    expect((await w.owner.delete(`${API}/gis/point/${p.ID}`)).statusCode).toBe(200);
    expect(await search('unke')).toEqual([]);
    expect(await t.db.selectFrom('point_answers').select('name').where('point_id', '=', p.ID).execute()).toEqual([]);
    await expectIndexCurrent();
    expect((await w.owner.post(`${API}/gis/point/${p.ID}/restore`, {})).statusCode).toBe(200);
    expect(await search('unke')).toEqual([p.ID]);
    await expectIndexCurrent();
  });

  it('import: the imported entries are found', async () => {
    const features = ['Salamander Eins', 'Salamander Zwei'].map((Titel) => ({
      type: 'Feature', properties: { category: 'Klar', Titel, Art: 'selten' }, geometry: { type: 'Point', coordinates: [9.47, 51.3] },
    }));
    const res = await w.owner.request('POST', `${API}/gis/import/${w.layers.open}?${new URLSearchParams({ name: 'a.geojson' }).toString()}`,
      Buffer.from(JSON.stringify({ type: 'FeatureCollection', features })), { headers: { 'content-type': 'application/octet-stream' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await search('salamander')).toHaveLength(2);
    await expectIndexCurrent();
  });

  it('retention: a photo taken out of the answers leaves the index', async () => {
    const p = await addPoint(w.owner, { Layer: w.layers.open, Attributes: answersWith('Ringelnatter') });
    // The photo as stored by an older entry; the retention run takes it out (project-anonymisation.service.ts).
    const withPhoto = { ...answersWith('Ringelnatter'), Foto: a('image', '0190f5a2-0000-7000-8000-000000000001') };
    await t.db.updateTable('points').set({ attributes: JSON.stringify(withPhoto) }).where('id', '=', p.ID).execute();
    await expectIndexCurrent();
    expect(await t.db.selectFrom('point_answers').select('text_value').where('point_id', '=', p.ID).where('name', '=', 'Foto').execute()).toHaveLength(1);
    await t.db.transaction().execute((trx) => dropPhotoFromPoint(trx, p.ID, w.layers.open, JSON.stringify(answersWith('Ringelnatter')), '0190f5a2-0000-7000-8000-000000000001'));
    expect(await t.db.selectFrom('point_answers').select('text_value').where('point_id', '=', p.ID).where('name', '=', 'Foto').execute()).toEqual([]);
    await expectIndexCurrent();
  });

  it('deleting an account\'s entries and a whole layer removes their rows', async () => {
    const p = await addPoint(w.member, { Layer: w.layers.open, Attributes: answersWith('Laubfrosch') });
    expect(await search('laubfrosch')).toEqual([p.ID]);
    await t.db.transaction().execute((trx) => deleteContributionsOf(trx, w.userIds.member));
    expect(await search('laubfrosch')).toEqual([]);
    await expectIndexCurrent();
    const layer = (await w.owner.post(`${API}/gis/layer`, { Workspace: w.workspaces.pub, Name: 'Weg damit', Public: true, Editable: true, Schema: { Schema: [{ Name: 'T', DataType: 'text' }], Categories: [] } })).json() as { ID: string };
    await addPoint(w.owner, { Layer: layer.ID, Attributes: { T: a('text', 'Gelbbauchunke') } });
    expect(await t.db.selectFrom('point_answers').select('point_id').where('layer_id', '=', layer.ID).execute()).toHaveLength(1);
    expect((await w.owner.delete(`${API}/gis/layer/${layer.ID}`)).statusCode).toBe(200);
    expect(await t.db.selectFrom('point_answers').select('point_id').where('layer_id', '=', layer.ID).execute()).toEqual([]);
    await expectIndexCurrent();
  });
});
