import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardCounts } from '@mitmachkarte/contract';
import { newId } from '../../src/lib/ids.js';
import { TestClient } from '../client.js';
import { count, expectStatus, outsiders, url, userWith } from '../admin-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** GET /admin/dashboard: counts for holders of `admin`; and the admin routes in the
 *  OpenAPI document. */

let t: TestApp;
let admin: TestClient;

const DAY_MS = 24 * 3600_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  admin = (await userWith(t, ['admin'])).client;
});
afterAll(async () => t?.close());

describe('GET /admin/dashboard', () => {
  it('answers 401 to anonymous visitors and 403 to users without admin', async () => {
    const { anon, plain, others } = await outsiders(t, 'admin');
    expectStatus(await anon.get(url('/admin/dashboard')), 401);
    expectStatus(await plain.get(url('/admin/dashboard')), 403);
    expectStatus(await others.get(url('/admin/dashboard')), 403);
  });

  it('counts users, groups, organisations, workspaces, layers, live points and those of the last 7 days', async () => {
    const before: DashboardCounts = (await admin.get(url('/admin/dashboard'))).json();
    const owner = await userWith(t, ['project']);
    const ws = (await owner.client.post(url('/gis/workspace'), { Name: 'Zählung' })).json();
    const layer = (await owner.client.post(url('/gis/layer'), { Name: 'Zählebene', Workspace: ws.ID })).json();
    await owner.client.post(url('/gis/layer'), { Name: 'Leere Ebene', Workspace: ws.ID });
    const point = (createdAt: string, deletedAt: string | null = null) => ({
      id: newId(), layer_id: layer.ID, latitude: 51.3, longitude: 9.4, altitude: 0, public: 1 as const, editable: 0 as const,
      attributes: '{}', created_at: createdAt, updated_at: createdAt, created_by: owner.id, deleted_at: deletedAt, deleted_by: null,
    });
    await t.db.insertInto('points').values([
      point(daysAgo(0)), point(daysAgo(1)), point(daysAgo(6.9)), // recent
      point(daysAgo(7.1)), point(daysAgo(30)), // older
      point(daysAgo(1), daysAgo(0)), // deleted
    ]).execute();
    await t.db.insertInto('organisations').values({
      id: newId(), host: 'zaehlung.example', title: 'Z', menu: '[]', other: '{}', content: '{}', is_default: 0, created_at: daysAgo(0), updated_at: daysAgo(0),
    }).execute();

    const res = await admin.get(url('/admin/dashboard'));
    expectStatus(res, 200);
    const after: DashboardCounts = res.json();
    expect(after).toEqual({
      Users: before.Users + 1, Groups: before.Groups + 1, Organisations: before.Organisations + 1, Workspaces: before.Workspaces + 1,
      Layers: before.Layers + 2, Points: before.Points + 5, PointsLast7Days: before.PointsLast7Days + 3,
    });
    expect(after.Users).toBe(await count(t, 'users'));
    expect(after.Groups).toBe(await count(t, 'groups'));
  });
});

describe('OpenAPI', () => {
  it('documents the admin routes', async () => {
    const doc = (await new TestClient(t.app).get(url('/openapi.json'))).json();
    for (const path of ['/admin/groups', '/admin/group/{id}', '/admin/permissions', '/admin/users', '/admin/user/{id}',
      '/admin/organisations', '/admin/organisation/{id}', '/admin/dashboard']) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});
