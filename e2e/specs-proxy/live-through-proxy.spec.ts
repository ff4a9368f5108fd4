/** Live updates through the load balancer (docs/product.md §21, docs/deployment.md): two server
 *  instances on PostgreSQL behind nginx with the guide's configuration; a visitor on a desktop
 *  saves an entry on the map, and a visitor on a phone, whose requests nginx sends to either
 *  instance, sees it appear without a reload. Needs MULTI_INSTANCE_DATABASE_URL (a database it
 *  wipes) and nginx; run by .ci/run with playwright.proxy.config.ts. Screenshots of both. */
import type { Layer, Workspace } from '@mitmachkarte/contract';
import { expect, test, type Page } from '@playwright/test';
import { resetPostgres } from '../test/durability.js';
import { NginxProxy, reservePort } from '../test/multi-instance.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, HttpClient, cleanup, makeTempDir, startServer } from '../test/server-process.js';
import { saveScreenshot } from '../specs/fixtures.js';

const databaseUrl = process.env.MULTI_INSTANCE_DATABASE_URL;
let proxy: NginxProxy;

test.beforeAll(async () => {
  if (!databaseUrl) throw new Error('MULTI_INSTANCE_DATABASE_URL is unset: run this with .ci/run (or set it to a database the test may wipe).');
  resetPostgres(databaseUrl);
  const proxyPort = await reservePort();
  const env = { DATABASE_URL: databaseUrl, TRUST_PROXY: 'true', PUBLIC_URL: `http://127.0.0.1:${proxyPort.port}`, SEED_DEMO: 'false' };
  const first = await startServer({ dataDir: makeTempDir('mitmachkarte-proxy-A-'), env });
  const second = await startServer({ dataDir: makeTempDir('mitmachkarte-proxy-B-'), env });
  await proxyPort.release();
  proxy = await NginxProxy.start(makeTempDir('mitmachkarte-proxy-nginx-'), [first, second].map((s) => `127.0.0.1:${s.port}`), proxyPort.port);
});
test.afterAll(async () => {
  await proxy?.stop();
  await cleanup();
});

const pins = (page: Page) => page.locator('.leaflet-container .map-category-pin');

test('an entry saved on the desktop appears on the phone without a reload, through nginx and two instances', async ({ browser }) => {
  test.setTimeout(120_000);
  const api = new HttpClient(proxy.baseUrl);
  await api.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  const workspace = await api.ok(api.post<Workspace>('/gis/workspace', { Name: 'Durch den Proxy', Public: true, Editable: true }), 'workspace');
  const layer = await api.ok(api.post<Layer>('/gis/layer', {
    Workspace: workspace.ID, Name: 'Meldungen', Public: true, Editable: true, Schema: { Schema: [], Categories: [] },
  }), 'layer');
  const link = `${proxy.baseUrl}/#/map?workspace=${workspace.ID}&layer=${layer.ID}`;

  const open = async (viewport: { width: number; height: number }) => {
    const context = await browser.newContext({ viewport, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
    const page = await context.newPage();
    await page.addInitScript(() => window.localStorage.setItem('cookie-accepted', 'true'));
    // No tile server here: the map's background stays empty.
    await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 204 }).catch(() => undefined));
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Meldungen' })).toBeVisible();
    await expect(pins(page)).toHaveCount(0);
    return page;
  };
  const desktop = await open({ width: 1280, height: 800 });
  const phone = await open({ width: 375, height: 812 });

  // The desktop visitor records an entry: „Neuer Eintrag“, a double-click on the map, „Speichern“.
  await desktop.locator('section.map-panel').getByRole('button', { name: 'Neuer Eintrag' }).click();
  const map = (await desktop.locator('.leaflet-container').boundingBox())!;
  await desktop.mouse.dblclick(map.x + map.width / 2, map.y + map.height / 2);
  await desktop.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(pins(desktop)).toHaveCount(1);

  await expect(pins(phone)).toHaveCount(1);
  await saveScreenshot(desktop, 'live-proxy-desktop', false);
  await saveScreenshot(phone, 'live-proxy-phone', false);
  // nginx spread the pages' requests over both instances (round robin). Which instance holds a
  // page's event stream it decides; that an event reaches a stream on another instance than the
  // write's is proven, with the instances chosen, by e2e/test/multi-instance.test.ts.
  expect(new Set(proxy.readLog().flatMap((l) => l.upstreams)).size).toBe(2);
});
