/** The embeddable map (docs/product.md §24.1, docs/decisions/0042): the manager's „Einbetten“
 *  dialog writes the code (axe clean); a page of a second local origin that the organisation lists
 *  shows the embed with the map, a tapped entry's card and „Mitmachen“, and the frame takes the
 *  height the embed posts; a page of an origin not listed gets an empty frame (the browser refuses
 *  it by frame-ancestors). The embed page itself passes axe at 1280 and 375 px. With the
 *  organisation's switch on, a visitor makes an entry inside the frame („Hier mitmachen“: a place,
 *  the form, the server's messages at the fields, the thanks) and it is stored; with it off the
 *  frame offers only „Mitmachen“. */
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

/** Lists `origins` in the organisation setting einbettung_origins of the default organisation,
 *  and sets its switch einbettung_eintraege (entries inside the frame) to `entries`. */
async function allowOrigins(server: E2eServer, origins: string[], entries = false): Promise<void> {
  const api = server.api();
  await api.login(ADMIN.email, ADMIN.password);
  const orgs = await api.ok(api.get<Organisation[]>('/admin/organisations'), 'organisations');
  const org = orgs.find((o) => o.Host === '127.0.0.1') ?? orgs.find((o) => o.Default)!;
  const Config = { ...org.Config, Other: { ...org.Config.Other, einbettung_origins: origins.join('\n'), einbettung_eintraege: entries } };
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

test('with the switch on, a visitor on a listed origin makes an entry inside the frame; with it off there is no „Hier mitmachen“', async ({ page, server }) => {
  test.setTimeout(180_000);
  await serveLocalTiles(page);
  const { workspace, layer } = await demoLayer(server);
  const src = `${server.baseUrl}/embed/${workspace.ID}?lat=${SPOT.lat}&lng=${SPOT.lng}&zoom=16`;
  const allowed = await otherSite(() => `<iframe title="Karte der Mitmachkarte" src="${src}" width="100%" height="2400" style="border:0"></iframe>`);
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  try {
    await allowOrigins(server, [allowed.origin], true);
    await page.goto(allowed.origin);
    let frame = await embedFrame(page);
    await frame.getByRole('button', { name: 'Hier mitmachen' }).click();
    await expect(frame.getByText('Tippen Sie auf die Karte, wo Ihr Beitrag hingehört.')).toBeVisible();
    await expect(frame.getByRole('link', { name: /^Mitmachen/ })).toBeVisible();
    // A tap on the map marks the place; „Kartenmitte verwenden“ is the keyboard's way.
    const mapBox = (await frame.locator('.mk-map').boundingBox())!;
    await page.mouse.click(mapBox.x + 40, mapBox.y + mapBox.height - 40);
    await expect(frame.locator('.mk-new')).toBeVisible();
    await frame.getByRole('button', { name: 'Kartenmitte verwenden' }).click();
    const form = frame.locator('form.mk-form');
    await expect(form.getByRole('heading', { name: 'Ihr Beitrag' })).toBeVisible();
    await saveScreenshot(page, 'embed-entry-form-desktop');

    // Sent empty: the server's German messages at their fields.
    await form.getByRole('button', { name: 'Absenden' }).click();
    await expect(form.getByText('Bitte wählen Sie eine Kategorie.')).toBeVisible();
    await expect(form.getByLabel(/^Kategorie/)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('alert')).toHaveText('Die Antworten passen nicht zum Fragebogen der Karte.');
    expect(await axeViolations(page)).toEqual([]);

    await form.getByLabel(/^Kategorie/).selectOption('Trueb');
    await form.getByLabel(/^Wie heißt das Gewässer/).fill('Bach im Rahmen');
    await form.getByRole('group', { name: /^Um welche Art von Gewässer/ }).getByRole('radio').first().check();
    await form.getByRole('group', { name: /^Wie riecht das Wasser/ }).getByRole('radio').first().check();
    await form.getByLabel(/^Beschreiben Sie Ihre Beobachtung/).fill('Aus der eingebetteten Karte.');
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await axeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'embed-entry-form-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await form.getByRole('button', { name: 'Absenden' }).click();
    await expect(frame.getByText('Vielen Dank für Ihren Beitrag! Er ist jetzt auf der Karte zu sehen.')).toBeVisible();
    // The map is drawn again: the new public entry stands at its centre (no other entry is near).
    await expect(frame.locator('.mk-new')).toHaveCount(0);
    const mapCentre = (await frame.locator('.mk-map').boundingBox())!;
    await expect.poll(async () => {
      const pins = await Promise.all((await frame.locator('.mk-pin').all()).map(async (p) => (await p.boundingBox())!));
      return pins.some((b) => Math.hypot(b.x + b.width / 2 - (mapCentre.x + mapCentre.width / 2), b.y + b.height / 2 - (mapCentre.y + mapCentre.height / 2)) < 3);
    }).toBe(true);
    await saveScreenshot(page, 'embed-entry-thanks');

    // Stored as an anonymous visitor's entry at the map's centre.
    const points = await admin.ok(admin.get<Point[]>(`/gis/points/${layer.ID}`), 'points');
    const stored = points.find((p) => p.Attributes.Gewaessername?.Value === 'Bach im Rahmen');
    expect(stored).toBeDefined();
    expect(stored!.Attributes.Beschreibung?.Value).toBe('Aus der eingebetteten Karte.');
    expect(stored!.Latitude).toBeCloseTo(SPOT.lat, 3);
    expect(stored!.Longitude).toBeCloseTo(SPOT.lng, 3);

    // With the switch off the frame offers only „Mitmachen“.
    await allowOrigins(server, [allowed.origin], false);
    await page.goto(allowed.origin);
    frame = await embedFrame(page);
    await expect(frame.getByRole('link', { name: /^Mitmachen/ })).toBeVisible();
    await expect(frame.getByRole('button', { name: 'Hier mitmachen' })).toHaveCount(0);
  } finally {
    await allowed.close();
  }
});
