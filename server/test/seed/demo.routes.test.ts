import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATEGORY_ATTRIBUTE, ORG_SETTING_LAYER, REQUIRED_CHECKED_TYPES, flattenCategories, isVariableShown,
  type AttributeValue, type Layer, type Point,
} from '@mitmachkarte/contract';
import { TestClient } from '../client.js';
import { countRows } from '../factories.js';
import { API, ids } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** The demo content (SEED_DEMO) as an anonymous visitor of the map app meets it. */
let t: TestApp;
beforeAll(async () => { t = await createTestApp({ seedDemo: true }); });
afterAll(async () => t?.close());

/** Answers to every required question shown for `category`, built from the layer's schema. */
function answersFor(layer: Layer, category: string): Record<string, AttributeValue> {
  const answers: Record<string, AttributeValue> = { [CATEGORY_ATTRIBUTE]: { DataType: 'category', Value: category } };
  for (const v of layer.Schema.Schema) {
    if (!REQUIRED_CHECKED_TYPES.includes(v.DataType) || v.Optional || !isVariableShown(v, category, layer.Schema.Categories)) continue;
    const Value = v.DataType === 'single' ? v.Options[0]!.Key : `Antwort auf ${v.Name}`;
    answers[v.Name] = { DataType: v.DataType, Value };
  }
  return answers;
}

describe('demo content', () => {
  it('lets an anonymous visitor find the demo layer, list its points and add one to every leaf category', async () => {
    const anon = new TestClient(t.app);
    const org = await anon.get(`${API}/auth/org`);
    expect(org.statusCode, org.body).toBe(200);
    const layerId = org.json().Other[ORG_SETTING_LAYER] as string;
    expect(layerId).toEqual(expect.any(String));

    const list = await anon.get(`${API}/gis/points/${layerId}`);
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json() as Point[]).length).toBeGreaterThanOrEqual(30);

    const layerRes = await anon.get(`${API}/gis/layer/${layerId}`);
    expect(layerRes.statusCode, layerRes.body).toBe(200);
    const layer = layerRes.json() as Layer;
    const leaves = flattenCategories(layer.Schema.Categories).filter((c) => !c.category.Children?.length).map((c) => c.category.Name);
    expect(leaves.length).toBeGreaterThan(0);

    for (const category of leaves) {
      const count = await countRows(t.db, 'points');
      const res = await anon.post(`${API}/gis/point`, { Layer: layerId, Latitude: 51.3169, Longitude: 9.4757, Attributes: answersFor(layer, category) });
      expect(res.statusCode, `${category}: ${res.body}`).toBe(200);
      expect(res.json()).toMatchObject({ Public: true, Editable: false, Layer: layerId });
      expect(await countRows(t.db, 'points')).toBe(count + 1);
      expect(ids((await anon.get(`${API}/gis/points/${layerId}`)).json() as Point[])).toContain(res.json().ID);
    }
  });

  it('refuses a demo point without the required answers, with the schema\'s MissingMsg', async () => {
    const anon = new TestClient(t.app);
    const layerId = (await anon.get(`${API}/auth/org`)).json().Other[ORG_SETTING_LAYER] as string;
    const layer = (await anon.get(`${API}/gis/layer/${layerId}`)).json() as Layer;
    const leaf = flattenCategories(layer.Schema.Categories).find((c) => !c.category.Children?.length)!.category.Name;
    const answers = answersFor(layer, leaf);
    const required = Object.keys(answers).find((k) => k !== CATEGORY_ATTRIBUTE)!;
    delete answers[required];
    const count = await countRows(t.db, 'points');
    const res = await anon.post(`${API}/gis/point`, { Layer: layerId, Latitude: 51.3, Longitude: 9.4, Attributes: answers });
    expect(res.statusCode, res.body).toBe(400);
    const v = layer.Schema.Schema.find((x) => x.Name === required)!;
    expect(res.json().Errors).toEqual([{ Field: `Attributes.${required}`, Message: v.MissingMsg || v.Name }]);
    expect(await countRows(t.db, 'points')).toBe(count);
  });
});
