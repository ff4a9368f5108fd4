import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, Layer } from '@mitmachkarte/contract';
import { migrateToLatest, migratorOf, openDatabase } from '../../src/db/database.js';
import { createContextHosts } from '../../src/modules/layers/context-hosts.service.js';
import { API, createPointsWorld, type PointsWorld } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Context layers of a layer (docs/product.md §17.7): managers set them with PUT /gis/layer/{id},
 *  everyone who sees the layer reads them; bad input is a German 400 that changes nothing; the
 *  CSP's img-src allows exactly the hosts of the stored context layers (docs/architecture.md §5). */
let t: TestApp;
let w: PointsWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await createPointsWorld(t);
});
afterAll(async () => t?.close());

const WMS = {
  Kind: 'wms', Title: 'Bebauungsplan Nr. 12', Url: 'https://geodienste.example/wms', Layers: 'bplan,grenzen',
  Attribution: 'Stadt Kassel <Vermessung>', Opacity: 0.5, Visible: true,
};
const XYZ = { Kind: 'xyz', Title: 'Hochwassergefahr', Url: 'https://{s}.kacheln.example:8443/hw/{z}/{x}/{y}.png' };
const WMTS = { Kind: 'wmts', Title: 'Luftbild', Url: 'http://wmts.example/1.0.0/luftbild/default/GM/{TileMatrix}/{TileRow}/{TileCol}.png' };

const layerOf = async (id: string, client = w.owner) => (await client.get(`${API}/gis/layer/${id}`)).json() as Layer;
const put = async (id: string, ContextLayers: unknown, client = w.owner) => {
  const layer = await layerOf(id);
  return client.put(`${API}/gis/layer/${id}`, { ...layer, ContextLayers });
};
const storedRow = (id: string) => t.db.selectFrom('layers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const imgSrc = (res: { headers: Record<string, unknown> }) => /img-src ([^;]*)/.exec(String(res.headers['content-security-policy']))![1]!;

describe('context layers of a layer', () => {
  it('are stored, answered to everyone who sees the layer with their defaults, and audited', async () => {
    expect((await layerOf(w.layers.plain)).ContextLayers).toEqual([]);
    const res = await put(w.layers.plain, [WMS, XYZ, WMTS]);
    expect(res.statusCode, res.body).toBe(200);
    const expected = [
      WMS,
      { ...XYZ, Layers: '', Attribution: '', Opacity: 0.7, Visible: false },
      { ...WMTS, Layers: '', Attribution: '', Opacity: 0.7, Visible: false },
    ];
    expect((res.json() as Layer).ContextLayers).toEqual(expected);
    for (const client of [w.anon, w.user, w.member]) expect((await layerOf(w.layers.plain, client)).ContextLayers).toEqual(expected);
    const listed = (await w.anon.get(`${API}/gis/layers`)).json() as Layer[];
    expect(listed.find((l) => l.ID === w.layers.plain)!.ContextLayers).toEqual(expected);

    // A body without ContextLayers keeps them.
    const { ContextLayers: _kept, ...rest } = await layerOf(w.layers.plain);
    expect((await w.owner.put(`${API}/gis/layer/${w.layers.plain}`, { ...rest, Name: 'Ohne Fragen' })).statusCode).toBe(200);
    expect((await layerOf(w.layers.plain)).ContextLayers).toEqual(expected);

    const audit = await t.db.selectFrom('audit_log').select(['summary', 'after']).where('target_id', '=', w.layers.plain).orderBy('created_at').execute();
    expect(audit.at(-1)!.summary).toContain('Zusätzliche Kartenebenen');
    expect(audit.at(-1)!.after).toContain('Bebauungsplan Nr. 12 (WMS, https://geodienste.example/wms)');

    expect((await put(w.layers.plain, [])).statusCode).toBe(200);
    expect((await layerOf(w.layers.plain)).ContextLayers).toEqual([]);
  });

  it('refuses bad input with a German 400 naming the field, and changes nothing', async () => {
    expect((await put(w.layers.plain, [WMS])).statusCode).toBe(200);
    const before = await storedRow(w.layers.plain);
    const cases: [unknown, string][] = [
      [[{ ...WMS, Kind: 'wfs' }], 'Art'],
      [[{ ...WMS, Layers: '' }], 'Ebenen'],
      [[{ ...WMS, Layers: undefined }], 'Ebenen'],
      [[{ ...WMS, Url: 'ftp://geodienste.example/wms' }], 'Adresse'],
      [[{ ...WMS, Url: 'javascript:alert(1)//' }], 'Adresse'],
      [[{ ...WMS, Url: 'https://user@geodienste.example/wms' }], 'Adresse'],
      [[{ ...WMS, Url: '/wms' }], 'Adresse'],
      [[{ ...WMS, Url: `https://geodienste.example/${'a'.repeat(2000)}` }], 'Adresse'],
      [[{ ...XYZ, Url: 'https://kacheln.example/hw.png' }], 'Adresse'],
      [[{ ...WMTS, Url: 'https://wmts.example/{Style}/{z}/{x}/{y}.png' }], 'Adresse'],
      [[{ ...WMS, Title: '' }], 'Titel'],
      [[{ ...WMS, Title: 'x'.repeat(81) }], 'Titel'],
      [[{ ...WMS, Attribution: 'x'.repeat(301) }], 'Quellenangabe'],
      [[{ ...WMS, Opacity: 0 }], 'Deckkraft'],
      [[{ ...WMS, Opacity: 1.5 }], 'Deckkraft'],
      [[{ ...WMS, Opacity: '0.5' }], 'Deckkraft'],
      [[{ ...WMS, Extra: 1 }], ''],
      [Array.from({ length: 11 }, (_, i) => ({ ...XYZ, Title: `Ebene ${i}` })), 'Höchstens 10'],
      ['WMS', 'Liste'],
    ];
    for (const [list, word] of cases) {
      const res = await put(w.layers.plain, list);
      expect(res.statusCode, JSON.stringify(list).slice(0, 100)).toBe(400);
      const body = res.json() as ErrorBody;
      expect(body.Message).toMatch(/[äöüÄÖÜß]|bitte|Bitte|Höchstens|nicht|muss/);
      if (word) expect(JSON.stringify(body), JSON.stringify(list).slice(0, 100)).toContain(word);
      expect(JSON.stringify(body.Errors ?? [])).toContain('ContextLayers');
    }
    expect(await storedRow(w.layers.plain)).toEqual(before);
    expect((await put(w.layers.plain, [])).statusCode).toBe(200);
  });

  it('are set by managers only: anonymous 401, non-managers 403, invisible layers 404', async () => {
    const before = await storedRow(w.layers.open);
    const body = { ...(await layerOf(w.layers.open)), ContextLayers: [WMS] };
    expect((await w.anon.put(`${API}/gis/layer/${w.layers.open}`, body)).statusCode).toBe(401);
    expect((await w.user.put(`${API}/gis/layer/${w.layers.open}`, body)).statusCode).toBe(403);
    expect((await w.outsider.put(`${API}/gis/layer/${w.layers.open}`, body)).statusCode).toBe(403);
    const hidden = { ...(await layerOf(w.layers.hidden)), ContextLayers: [WMS] };
    expect((await w.user.put(`${API}/gis/layer/${w.layers.hidden}`, hidden)).statusCode).toBe(404);
    expect((await w.user.get(`${API}/gis/layer/${w.layers.hidden}`)).statusCode).toBe(404);
    expect(await storedRow(w.layers.open)).toEqual(before);
    // Members of the access list manage the workspace.
    const res = await w.member.put(`${API}/gis/layer/${w.layers.open}`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect((await put(w.layers.open, [])).statusCode).toBe(200);
  });
});

describe('Content-Security-Policy and the hosts of context layers', () => {
  it('allows the hosts of stored context layers after a write, and no other', async () => {
    expect(imgSrc(await w.anon.get('/'))).not.toContain('geodienste.example');
    expect((await put(w.layers.readonly, [WMS, XYZ])).statusCode).toBe(200);
    for (const res of [await w.anon.get('/'), await w.anon.get('/karte/irgendwo')]) {
      const sources = imgSrc(res).split(' ');
      expect(sources).toEqual(expect.arrayContaining(["'self'", 'https://geodienste.example', 'https://*.kacheln.example:8443']));
      expect(sources).not.toContain('https://unbekannt.example');
      expect(imgSrc(res)).not.toMatch(/unbekannt|wmts\.example/);
    }
    // A refused write changes nothing; a removed context layer takes its host with it.
    expect((await put(w.layers.readonly, [{ ...WMS, Url: 'https://unbekannt.example/wms', Layers: '' }])).statusCode).toBe(400);
    expect(imgSrc(await w.anon.get('/'))).not.toContain('unbekannt.example');
    expect((await put(w.layers.readonly, [XYZ])).statusCode).toBe(200);
    const now = imgSrc(await w.anon.get('/'));
    expect(now).not.toContain('geodienste.example');
    expect(now).toContain('https://*.kacheln.example:8443');
    expect((await put(w.layers.readonly, [])).statusCode).toBe(200);
    expect(imgSrc(await w.anon.get('/'))).not.toContain('kacheln.example');
  });

  it('reads the hosts with one query, as at start', async () => {
    expect((await put(w.layers.readonly, [WMTS])).statusCode).toBe(200);
    const fresh = createContextHosts(t.db);
    expect(fresh.sources()).toEqual([]);
    await fresh.refresh();
    expect(fresh.sources()).toEqual(['http://wmts.example']);
    expect(fresh.generation()).toBe(1);
    await fresh.refresh();
    expect(fresh.generation()).toBe(1);
    expect((await put(w.layers.readonly, [])).statusCode).toBe(200);
  });
});

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'context-layers-migration-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('migration 2026_11_26_1000_context_layers', () => {
  it('keeps existing layers and gives them no context layers', async () => {
    const db = openDatabase({ kind: 'sqlite', file: path.join(dir, 'alt.sqlite') });
    try {
      const before = await (await migratorOf(db)).migrateTo('2026_11_26_0900_map_data');
      expect(before.error).toBeUndefined();
      const at = '2026-01-01T00:00:00.000Z';
      await db.insertInto('workspaces').values({ id: 'w1', name: 'Alt', public: 1, editable: 1, owner_id: null, attributes: '{}', created_at: at, updated_at: at } as never).execute();
      const layer = {
        id: 'l1', workspace_id: 'w1', name: 'Alte Karte', public: 1, editable: 1, attributes: '{"a":1}', schema: '{"Schema":[],"Categories":[]}',
        statuses: '[]', premoderation: 0, map_view: '{"Lat":51,"Lng":9,"Zoom":12}', created_at: at, updated_at: at,
      };
      await db.insertInto('layers').values(layer as never).execute();
      await migrateToLatest(db);
      const row = await db.selectFrom('layers').selectAll().where('id', '=', 'l1').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ ...layer, context_layers: '[]' });
    } finally {
      await db.destroy();
    }
  });
});
