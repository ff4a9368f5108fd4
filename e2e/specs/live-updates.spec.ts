/** Live updates in the map app (docs/product.md §21): two visitors have the same map open, on a
 *  desktop and on a phone; an entry saved by someone else appears on both maps without a reload,
 *  an entry the moderation hides disappears, and the open entry's details follow a change of its
 *  status. Screenshots of both. The entries are written through the API by a project manager. */
import type { Layer, Point, Workspace } from '@mitmachkarte/contract';
import type { Page } from '@playwright/test';
import { ADMIN, expect, mapElement, mapPanel, saveScreenshot, test } from './fixtures.js';
import { serveLocalTiles } from './page-checks.js';

test('an entry saved elsewhere appears on two open maps without reload, a hidden one disappears, an open entry follows its status', async ({ page, browser, server }) => {
  test.setTimeout(120_000);
  const api = server.api();
  await api.login(ADMIN.email, ADMIN.password);
  const workspace = await api.ok(api.post<Workspace>('/gis/workspace', { Name: 'Live-Karte', Public: true, Editable: true }), 'workspace');
  const layer = await api.ok(api.post<Layer>('/gis/layer', {
    Workspace: workspace.ID, Name: 'Meldungen live', Public: true, Editable: true, Schema: { Schema: [], Categories: [] },
  }), 'layer');
  const first = await api.ok(api.post<Point>('/gis/point', { Layer: layer.ID, Latitude: 51.3155, Longitude: 9.4750 }), 'first point');
  const link = `/#/map?workspace=${workspace.ID}&layer=${layer.ID}`;

  const phoneContext = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 375, height: 812 }, locale: 'de-DE' });
  const phone = await phoneContext.newPage();
  await phone.addInitScript(() => window.localStorage.setItem('cookie-accepted', 'true'));
  const pins = (p: Page) => mapElement(p).locator('.map-category-pin');
  for (const p of [page, phone]) {
    await serveLocalTiles(p);
    await p.goto(link);
    await expect(p.getByRole('heading', { level: 1, name: 'Meldungen live' })).toBeVisible();
    await expect(pins(p)).toHaveCount(1);
  }

  // Saved by someone else: both maps show it, nobody reloads.
  const second = await api.ok(api.post<Point>('/gis/point', { Layer: layer.ID, Latitude: 51.3160, Longitude: 9.4762 }), 'second point');
  for (const p of [page, phone]) await expect(pins(p)).toHaveCount(2);
  await saveScreenshot(page, 'live-updates-desktop', false);
  await saveScreenshot(phone, 'live-updates-phone', false);

  // The desktop visitor opens the first entry; its status is changed elsewhere; the details follow.
  await page.goto(`${link}&punkt=${first.ID}`);
  const badge = mapPanel(page).locator('p.map-status strong');
  await expect(badge).toHaveText('Neu');
  await api.ok(api.put<Point>(`/gis/point/${first.ID}/status`, { Status: 'pruefung' }), 'status');
  await expect(badge).toHaveText('In Prüfung');

  // Hidden by the moderation: gone from the phone's map, without a reload.
  await api.ok(api.post('/gis/moderation/hide', { PointID: second.ID, Reason: 'Doppelt gemeldet' }), 'hide');
  await expect(pins(phone)).toHaveCount(1);
  await phoneContext.close();
});
