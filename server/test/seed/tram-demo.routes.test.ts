import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATEGORY_ATTRIBUTE, TRAM_SETTINGS, questionnaireProblems, validateAnswers,
  type AttributeValue, type Layer, type Point, type Workspace,
} from '@mitmachkarte/contract';
import { TRAM_CATEGORIES, TRAM_LAYER_NAME, TRAM_SPACE_VARIABLE, TRAM_WORKSPACE_NAME } from '../../src/seed/tram-data.js';
import { TestClient } from '../client.js';
import { countRows, createUser, PASSWORD } from '../factories.js';
import { API } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** The demo tram-extension participation as the map app meets it: a public,
 *  editable workspace and layer named by the organisation settings strassenbahn_*, categories
 *  Stärke, Schwäche and Idee with icons, a required central space, votes and comments. */
let t: TestApp;
let anon: TestClient;
let layer: Layer;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  anon = new TestClient(t.app);
  const other = (await anon.get(`${API}/auth/org`)).json().Other as Record<string, string>;
  const ws = (await anon.get(`${API}/gis/workspace/${other[TRAM_SETTINGS.workspace]}`)).json() as Workspace;
  expect(ws).toMatchObject({ Name: TRAM_WORKSPACE_NAME, Public: true, Editable: true });
  const res = await anon.get(`${API}/gis/layer/${other[TRAM_SETTINGS.layer]}`);
  expect(res.statusCode, res.body).toBe(200);
  layer = res.json() as Layer;
});
afterAll(async () => t?.close());

const idea = (space: string | undefined): Record<string, AttributeValue> => ({
  [CATEGORY_ATTRIBUTE]: { DataType: 'category', Value: 'Idee' },
  ...(space ? { [TRAM_SPACE_VARIABLE]: { DataType: 'single', Value: space } } : {}),
  Titel: { DataType: 'text', Value: 'Haltestelle am Rathaus' },
  Beschreibung: { DataType: 'text_multi', Value: 'Eine zusätzliche Haltestelle direkt vor dem Rathaus.' },
});

describe('tram demo layer', () => {
  it('is public and editable, with the three categories, each with a PNG icon anyone can load', async () => {
    expect(layer).toMatchObject({ Name: TRAM_LAYER_NAME, Public: true, Editable: true });
    expect(layer.Schema.Categories.map((c) => c.Label)).toEqual(['Stärke', 'Schwäche', 'Idee']);
    expect(layer.Schema.Categories.map((c) => c.Name)).toEqual(TRAM_CATEGORIES.map((c) => c.Name));
    const icons = new Set<string>();
    for (const c of layer.Schema.Categories) {
      const res = await anon.get(`${API}/gis/image/orig/${c.Icon}`);
      expect(res.statusCode, c.Name).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'png', width: 64, height: 64 });
      icons.add(c.Icon);
    }
    expect(icons.size).toBe(3);
    expect(questionnaireProblems(layer.Schema.Schema, layer.Schema.Categories)).toEqual([]);
  });

  it('requires one central space from a single-choice list, and holds valid sample contributions in every category', async () => {
    const space = layer.Schema.Schema.find((v) => v.Name === TRAM_SPACE_VARIABLE)!;
    expect(space).toMatchObject({ DataType: 'single', Optional: false, MissingMsg: 'Bitte ordnen Sie Ihren Beitrag einem zentralen Raum zu.' });
    expect(space.Options.length).toBeGreaterThanOrEqual(4);
    const points = (await anon.get(`${API}/gis/points/${layer.ID}`)).json() as Point[];
    expect(points.length).toBeGreaterThanOrEqual(9);
    for (const p of points) expect(validateAnswers(layer.Schema, p.Attributes), JSON.stringify(p.Attributes)).toEqual([]);
    expect(new Set(points.map((p) => p.Attributes[CATEGORY_ATTRIBUTE]?.Value))).toEqual(new Set(['Staerke', 'Schwaeche', 'Idee']));
  });

  it('lets a citizen add an Idee assigned to a central space, refuses one without the space, and lets another vote and comment', async () => {
    const before = await countRows(t.db, 'points');
    const missing = await anon.post(`${API}/gis/point`, { Layer: layer.ID, Latitude: 51.3155, Longitude: 9.4975, Attributes: idea(undefined) });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Bitte ordnen Sie Ihren Beitrag einem zentralen Raum zu.');
    const wrong = await anon.post(`${API}/gis/point`, { Layer: layer.ID, Latitude: 51.3155, Longitude: 9.4975, Attributes: idea('mond') });
    expect(wrong.statusCode).toBe(400);
    expect(await countRows(t.db, 'points')).toBe(before);

    const citizen = new TestClient(t.app);
    await citizen.login((await createUser(t.db, { email: 'buergerin@example.org' })).email, PASSWORD);
    const created = await citizen.post(`${API}/gis/point`, { Layer: layer.ID, Latitude: 51.3155, Longitude: 9.4975, Attributes: idea('innenstadt') });
    expect(created.statusCode, created.body).toBe(200);
    const id = (created.json() as Point).ID;

    const neighbour = new TestClient(t.app);
    await neighbour.login((await createUser(t.db, { email: 'nachbar@example.org' })).email, PASSWORD);
    expect((await neighbour.post(`${API}/gis/vote/${id}`, { Vote: 1 })).statusCode).toBe(200);
    expect((await neighbour.post(`${API}/gis/comment`, { PointID: id, Text: 'Gute Idee, unterstütze ich!' })).statusCode).toBe(200);
    expect((await anon.get(`${API}/gis/votes/${id}`)).json()).toMatchObject({ Up: 1, Down: 0 });
    expect((await anon.get(`${API}/gis/comments/${id}`)).json()).toEqual([expect.objectContaining({ Text: 'Gute Idee, unterstütze ich!' })]);
  });
});
