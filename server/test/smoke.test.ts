import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './client.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => t.close());

describe('smoke', () => {
  it('logs in and creates a workspace, a layer and a point', async () => {
    const c = new TestClient(t.app);
    expect((await c.get('/api/v1/auth/info')).json()).toEqual({ LoggedIn: false, Permissions: [] });
    await c.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const info = (await c.get('/api/v1/auth/info')).json();
    expect(info.LoggedIn).toBe(true);
    const ws = await c.post('/api/v1/gis/workspace', { Name: 'WS', Public: true, Editable: true });
    expect(ws.statusCode, ws.body).toBe(200);
    const layer = await c.post('/api/v1/gis/layer', { Name: 'L', Workspace: ws.json().ID, Public: true, Editable: true,
      Schema: { Schema: [{ Name: 'Titel', DataType: 'text' }], Categories: [] } });
    expect(layer.statusCode, layer.body).toBe(200);
    const p = await c.post('/api/v1/gis/point', { Layer: layer.json().ID, Latitude: 51.3, Longitude: 9.4, Attributes: { Titel: { DataType: 'text', Value: 'x' } } });
    expect(p.statusCode, p.body).toBe(200);
    const list = await c.get(`/api/v1/gis/points/${layer.json().ID}`);
    expect(list.json()).toHaveLength(1);
    const bad = await c.post('/api/v1/gis/point', { Layer: layer.json().ID, Latitude: 91, Longitude: 9.4, Attributes: {} });
    expect(bad.statusCode, bad.body).toBe(400);
    console.log(bad.body);
    const noXsrf = await c.post('/api/v1/gis/workspace', { Name: 'X' }, { xsrf: false });
    expect(noXsrf.statusCode).toBe(403);
    const oa = await c.get('/api/v1/openapi.json');
    expect(oa.statusCode, oa.body.slice(0, 500)).toBe(200);
  });
});
