/** The embeddable map (docs/product.md §24.1, docs/decisions/0042): the manager's „Einbetten“
 *  dialog writes the code (axe clean); a page of a second local origin that the organisation lists
 *  shows the embed with the map, a tapped entry's card and „Mitmachen“, and the frame takes the
 *  height the embed posts; a page of an origin not listed gets an empty frame (the browser refuses
 *  it by frame-ancestors). The embed page itself passes axe at 1280 and 375 px. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Frame, Page } from '@playwright/test';
import type { Organisation, Point } from '@mitmachkarte/contract';
import { ADMIN, createCitizen, demoAnswers, demoLayer, expect, loginViaScreen, saveScreenshot, test, type E2eServer } from './fixtures.js';
import { axeViolations, modalSettled, serveLocalTiles } from './page-checks.js';

/** Near the demo's waters in Kassel. */
const SPOT = { lat: 51.31802, lng: 9.47713 };
const ENTRY = 'Eingebetteter Bach';

/** A page of another origin (http://localhost:<port>, another site than the app's 127.0.0.1)
 *  holding `body`; answers its origin and a function that stops it. */
async function otherSite(body: () => string): Promise<{ origin: string; close: () => Promise<void> }> {
  const site = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="de"><head><title>Stadt Beispiel</title></head><body><h1>Stadt Beispiel</h1>${body()}</body></html>`);
  });
  await new Promise<void>((resolve) => site.listen(0, 'localhost', resolve));
  const { port } = site.address() as AddressInfo;
  return { origin: `http://localhost:${port}`, close: () => new Promise((resolve) => site.close(() => resolve())) };
}

/** Lists `origins` in the organisation setting einbettung_origins of the default organisation. */
async function allowOrigins(server: E2eServer, origins: string[]): Promise<void> {
  const api = server.api();
  await api.login(ADMIN.email, ADMIN.password);
  const orgs = await api.ok(api.get<Organisation[]>('/admin/organisations'), 'organisations');
  const org = orgs.find((o) => o.Host === '127.0.0.1') ?? orgs.find((o) => o.Default)!;
  const Config = { ...org.Config, Other: { ...org.Config.Other, einbettung_origins: origins.join('\n') } };
  await api.ok(api.put(`/admin/organisation/${org.ID}`, { Host: org.Host, Config }), 'organisation');
}

/** The embed frame of `page`, once it has drawn its title. */
async function embedFrame(page: Page): Promise<Frame> {
  await expect.poll(() => page.frames().find((f) => f.url().includes('/embed/'))?.url() ?? '').toContain('/embed/');
  const frame = page.frames().find((f) => f.url().includes('/embed/'))!;
  await expect(frame.locator('.mk-title')).toBeVisible();
  return frame;
}

test('the dialog writes the code; a listed origin shows the map, a card and „Mitmachen“ and resizes the frame; another origin gets no frame', async ({ page, server }) => {
  test.setTimeout(180_000);
  await serveLocalTiles(page);
  const { workspace, layer } = await demoLayer(server);
  const citizen = await createCitizen(server, { Name: 'Einbettung', Email: 'einbettung@example.org', Password: 'buerger-passwort-1' });
  const entry = await citizen.ok(citizen.post<Point>('/gis/point', { Layer: layer.ID, Latitude: SPOT.lat, Longitude: SPOT.lng, Attributes: demoAnswers(ENTRY, 'Im Rahmen.') }), 'POST /gis/point');

  let code = '';
  const allowed = await otherSite(() => code);
  const unlisted = await otherSite(() => code);
  try {
    await allowOrigins(server, [allowed.origin]);

    // The manager's dialog: options, preview, the code with title and loading="lazy".
    await page.goto('/#/login');
    await loginViaScreen(page, ADMIN.email, ADMIN.password);
    await page.goto(`/#/workspaces?workspace=${workspace.ID}`);
    await page.getByRole('button', { name: 'Einbetten', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Karte einbetten' });
    await expect(dialog).toBeVisible();
    await modalSettled(dialog);
    await expect(dialog).toContainText(`Diese Websites dürfen die Karte einbetten: ${allowed.origin}.`);
    await dialog.getByLabel('Höhe der Karte (Pixel)').fill('320');
    await dialog.getByLabel('Sprache').selectOption('de');
    const field = dialog.getByLabel('Code zum Einfügen');
    await expect(field).toHaveValue(/loading="lazy"/);
    code = await field.inputValue();
    expect(code).toContain(`title="Karte „${workspace.Name}“ der Mitmachkarte"`);
    expect(code).toContain(`${server.baseUrl}/embed/${workspace.ID}`);
    expect(code).toContain('height=320');
    await expect(dialog.frameLocator('iframe').locator('.mk-title')).toBeVisible();
    expect(await axeViolations(page, '.modal')).toEqual([]);
    await saveScreenshot(page, 'embed-dialog-desktop', false);
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await axeViolations(page, '.modal')).toEqual([]);
    await saveScreenshot(page, 'embed-dialog-phone', false);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The code on the listed origin, opened at the entry's place (the start view option).
    code = code.replace(`/embed/${workspace.ID}?`, `/embed/${workspace.ID}?lat=${SPOT.lat}&lng=${SPOT.lng}&zoom=18&`);
    await page.goto(allowed.origin);
    const frame = await embedFrame(page);
    await expect(frame.locator('.mk-title')).toHaveText(new RegExp(workspace.Name));
    const join = frame.getByRole('link', { name: /^Mitmachen/ });
    await expect(join).toHaveAttribute('target', '_blank');
    await expect(join).toHaveAttribute('rel', 'noopener');
    await expect(join).toHaveAttribute('href', `${server.baseUrl}/#/map?workspace=${workspace.ID}&layer=${layer.ID}`);
    // The frame takes the content height the embed posts (map 320 px plus title and „Mitmachen“).
    const iframe = page.locator('iframe');
    await expect.poll(async () => iframe.evaluate((f: HTMLIFrameElement) => f.style.height)).toMatch(/^\d+px$/);
    const content = await frame.evaluate(() => Math.ceil(document.getElementById('embed')!.getBoundingClientRect().height));
    await expect.poll(async () => iframe.evaluate((f: HTMLIFrameElement) => parseInt(f.style.height, 10))).toBe(content);
    expect(content).toBeGreaterThan(320);

    // A tapped entry's card: title, category, status, a link to the entry; the frame grows.
    // The entry stands at the map's centre; other entries of the demo may stand near it.
    await expect(frame.locator('.mk-pin').first()).toBeVisible();
    const mapBox = (await frame.locator('.mk-map').boundingBox())!;
    const centre = { x: mapBox.x + mapBox.width / 2, y: mapBox.y + mapBox.height / 2 };
    const pins = await Promise.all((await frame.locator('.mk-pin').all()).map(async (p) => (await p.boundingBox())!));
    const nearest = pins.map((b) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 }))
      .sort((a, b) => Math.hypot(a.x - centre.x, a.y - centre.y) - Math.hypot(b.x - centre.x, b.y - centre.y))[0]!;
    await page.mouse.click(nearest.x, nearest.y);
    const card = frame.locator('.mk-card');
    await expect(card.getByRole('heading', { name: ENTRY })).toBeVisible();
    await expect(card).toContainText('Trüb');
    await expect(card).toContainText('Status');
    await expect(card.getByRole('link', { name: /^Eintrag ansehen/ })).toHaveAttribute('href', new RegExp(`punkt=${entry.ID}$`));
    await expect.poll(async () => iframe.evaluate((f: HTMLIFrameElement) => parseInt(f.style.height, 10))).toBeGreaterThan(content);
    await saveScreenshot(page, 'embed-allowed-origin');

    // An origin not listed: the browser refuses the frame, nothing of the map is drawn in it.
    await page.goto(unlisted.origin);
    await expect(page.getByRole('heading', { name: 'Stadt Beispiel' })).toBeVisible();
    // Chromium shows its error page in a frame it refuses to fill.
    await expect.poll(() => page.frames().filter((f) => f !== page.mainFrame()).map((f) => f.url()).join(' ')).toMatch(/^chrome-error:/);
    await expect(page.frameLocator('iframe').locator('.mk-title')).toHaveCount(0);
    await saveScreenshot(page, 'embed-unlisted-origin');
  } finally {
    await allowed.close();
    await unlisted.close();
  }
});

test('the embed page alone passes axe at 1280 and 375 px, in Arabic right to left', async ({ page, server }) => {
  await serveLocalTiles(page);
  const { workspace } = await demoLayer(server);
  await page.goto(`/embed/${workspace.ID}`);
  await expect(page.locator('.mk-title')).toHaveText(new RegExp(`^${workspace.Name}`));
  await expect(page.locator('.mk-cluster, .mk-pin').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'embed-page-desktop');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/embed/${workspace.ID}?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: /^شارك/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'embed-page-phone');
});
