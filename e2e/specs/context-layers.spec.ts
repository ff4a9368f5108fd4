/** Context layers (docs/product.md §17.7): an officer adds a WMS served by a small local handler
 *  as a context layer of the demo map in the workspace manager's „Karte“ section (a bad address
 *  first, refused in German); the map then asks the handler for GetMap tiles with the layer names
 *  and a bounding box, shows them (the CSP lets exactly that host through), and its switcher hides
 *  and shows them again, with the keyboard too. axe-clean; screenshots at 375 px and on a desktop. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN, demoLayer, expect, loginViaScreen, saveScreenshot, test } from './fixtures.js';
import { alertArea, axeViolations, serveLocalTiles } from './page-checks.js';

type GetMap = { layers: string; bbox: string; srs: string; format: string; transparent: string };

/** A WMS that answers every GetMap with a half-transparent orange 256 px PNG and records it. */
async function startWms(): Promise<{ url: string; requests: GetMap[]; close: () => Promise<void> }> {
  const png = await sharp({ create: { width: 256, height: 256, channels: 4, background: { r: 230, g: 90, b: 0, alpha: 0.6 } } }).png().toBuffer();
  const requests: GetMap[] = [];
  const server = http.createServer((req, res) => {
    const q = new URL(req.url ?? '/', 'http://localhost').searchParams;
    const get = (name: string) => q.get(name) ?? q.get(name.toLowerCase()) ?? '';
    if (get('REQUEST') !== 'GetMap') {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('only GetMap');
      return;
    }
    requests.push({ layers: get('LAYERS'), bbox: get('BBOX'), srs: get('SRS') || get('CRS'), format: get('FORMAT'), transparent: get('TRANSPARENT') });
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length }).end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/wms`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const contextTiles = (page: Page) => page.locator('.leaflet-context-pane img.leaflet-tile-loaded');

test('an officer adds a WMS context layer; the map shows its tiles and the switcher hides and shows them', async ({ page, browser, server }) => {
  test.setTimeout(120_000);
  const wms = await startWms();
  try {
    const { workspace, layer } = await demoLayer(server);
    await page.goto('/#/login');
    await loginViaScreen(page, ADMIN.email, ADMIN.password);
    await page.goto(`/#/workspaces?workspace=${workspace.ID}&bereich=karte`);
    await page.getByRole('list', { name: 'Karten des Projekts' }).getByRole('button', { name: layer.Name, exact: true }).click();
    const panel = page.getByRole('region', { name: `Karte ${layer.Name}` });
    const context = panel.getByRole('region', { name: 'Zusätzliche Kartenebenen' });
    await expect(context.getByText('Noch keine zusätzlichen Kartenebenen.')).toBeVisible();

    await context.getByRole('button', { name: 'Kartenebene hinzufügen' }).click();
    // The new entry's title has the focus: typing goes there.
    await page.keyboard.type('Bebauungsplan Nr. 12');
    await expect(context.getByRole('group', { name: 'Ebene 1: Bebauungsplan Nr. 12' })).toBeVisible();
    const first = context.getByRole('group', { name: 'Ebene 1: Bebauungsplan Nr. 12' });
    await expect(first.getByLabel('Art', { exact: true })).toHaveValue('wms');
    await first.getByLabel('Adresse', { exact: true }).fill('javascript:alert(1)');
    await expect(first.getByText('Adresse: Bitte geben Sie eine Adresse ein, die mit http:// oder https:// beginnt.')).toBeVisible();
    await expect(first.getByText('Ebenen: Für einen WMS geben Sie bitte die Namen der Ebenen an (durch Kommas getrennt).')).toBeVisible();
    await expect(first.getByLabel('Adresse', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await first.getByLabel('Adresse', { exact: true }).fill(wms.url);
    await first.getByLabel('Ebenen (WMS)').fill('bplan_12,grenzen');
    await first.getByLabel('Quellenangabe').fill('Stadt Kassel, Vermessung <Test>');
    await first.getByLabel('Beim Öffnen zeigen').check();
    await expect(first.locator('[aria-invalid="true"]')).toHaveCount(0);

    expect(await axeViolations(page, 'main')).toEqual([]);
    await context.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'context-layers-manager-desktop', false);
    await page.setViewportSize({ width: 375, height: 812 });
    await context.scrollIntoViewIfNeeded();
    expect(await axeViolations(page, 'main')).toEqual([]);
    await saveScreenshot(page, 'context-layers-manager-phone', false);
    await page.setViewportSize({ width: 1280, height: 800 });

    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes(`/gis/layer/${layer.ID}`));
    await panel.getByRole('button', { name: 'Speichern', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expect(alertArea(page).getByText('Änderungen gespeichert.')).toBeVisible();
    const api = server.api();
    const stored = await api.ok(api.get<{ ContextLayers: unknown[] }>(`/gis/layer/${layer.ID}`), 'layer');
    expect(stored.ContextLayers).toEqual([{
      Kind: 'wms', Title: 'Bebauungsplan Nr. 12', Url: wms.url, Layers: 'bplan_12,grenzen', Attribution: 'Stadt Kassel, Vermessung <Test>', Opacity: 0.7, Visible: true,
    }]);

    // A visitor's map: the WMS tiles above the base map, the attribution as text, the switcher.
    for (const [name, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 375, height: 812 }]] as const) {
      const visitor = await browser.newContext({ baseURL: server.baseUrl, viewport, locale: 'de-DE' });
      const map = await visitor.newPage();
      await map.addInitScript(() => window.localStorage.setItem('cookie-accepted', 'true'));
      await serveLocalTiles(map);
      const blocked: string[] = [];
      map.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) blocked.push(m.text()); });
      const before = wms.requests.length;
      await map.goto(`/#/map?workspace=${workspace.ID}&layer=${layer.ID}`);
      await expect(map.getByRole('heading', { level: 1, name: layer.Name })).toBeVisible();
      await expect.poll(() => contextTiles(map).count(), { timeout: 15_000 }).toBeGreaterThan(0);
      const asked = wms.requests.slice(before);
      expect(asked.length).toBeGreaterThan(0);
      for (const r of asked) {
        expect(r).toMatchObject({ layers: 'bplan_12,grenzen', srs: 'EPSG:3857', format: 'image/png', transparent: 'true' });
        expect(r.bbox.split(',').map(Number).every((n) => Number.isFinite(n))).toBe(true);
      }
      expect(blocked).toEqual([]);
      // Above the base map, below the entries.
      const z = await map.evaluate(() => Number(getComputedStyle(document.querySelector('.leaflet-context-pane')!).zIndex));
      expect(z).toBeGreaterThan(200);
      expect(z).toBeLessThan(400);
      await expect(map.locator('.leaflet-control-attribution')).toContainText('Stadt Kassel, Vermessung <Test>');

      const switcher = map.locator('.map-context-layers');
      await switcher.getByText('Kartenebenen', { exact: true }).click();
      const box = switcher.getByRole('checkbox', { name: 'Bebauungsplan Nr. 12' });
      await expect(box).toBeChecked();
      expect(await axeViolations(map)).toEqual([]);
      await saveScreenshot(map, `context-layers-map-${name}`, false);
      await box.uncheck();
      await expect(contextTiles(map)).toHaveCount(0);
      await expect(map.locator('.leaflet-control-attribution')).not.toContainText('Stadt Kassel');
      // With the keyboard: the checkbox takes the focus and Space shows the layer again.
      await box.focus();
      await map.keyboard.press('Space');
      await expect(box).toBeChecked();
      await expect.poll(() => contextTiles(map).count()).toBeGreaterThan(0);
      await visitor.close();
    }
  } finally {
    await wms.close();
  }
});
