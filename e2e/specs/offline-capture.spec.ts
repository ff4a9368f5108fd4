/** Capturing without network (docs/product.md §22) on a 375 px phone: the map app is installable
 *  (Chromium's own installability check over CDP, the manifest, an offline start of the start URL),
 *  records three points with photos offline, still opens after an offline reload, and sends them
 *  when the network returns — each exactly once, also when the answer to the first send is lost
 *  after the server stored it. A point the server refuses stays in „Noch nicht gesendet“ with the
 *  server's reason. A kept map area shows offline. A new service worker is announced with „Neue
 *  Version verfügbar – neu laden“.
 *
 *  The server of this file serves a copy of web/dist (WEB_DIST), so that the last test can put a
 *  changed service worker there, as a new release would. Tiles come from a same-origin TILE_URL
 *  answered by the test itself: nothing leaves the machine. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import type { Contributions, Workspace } from '@mitmachkarte/contract';
import { acceptEveryKind, ADMIN, chooseTruebAndAnswer, createCitizen, demoLayer, expect, freeSpot, layerPoints, loginViaScreen, mapElement, mapPanel, saveScreenshot, test } from './fixtures.js';
import { axeViolations, closeAlerts } from './page-checks.js';
import { smallPng } from './small-png.js';

// Made when the file is loaded in a test worker (before its server starts with the first test);
// the runner, which loads the file only to list the tests, copies nothing.
const distCopy = process.env.TEST_WORKER_INDEX === undefined ? ''
  : fs.mkdtempSync(path.join(os.tmpdir(), 'mk-offline-dist-'));
if (distCopy) fs.cpSync(path.resolve(import.meta.dirname, '../../web/dist'), distCopy, { recursive: true });
test.afterAll(() => fs.rmSync(distCopy, { recursive: true, force: true }));

test.use({
  serverEnv: { WEB_DIST: distCopy, TILE_URL: '/test-tiles/{z}/{x}/{y}.png' },
  viewport: { width: 375, height: 740 },
});

const alerts = (page: Page) => page.getByRole('region', { name: 'Meldungen' });


/** Answers the test tile server's requests (TILE_URL) in the whole context, service worker included. */
async function serveTiles(context: BrowserContext): Promise<string[]> {
  const asked: string[] = [];
  await context.route('**/test-tiles/**', (route) => {
    asked.push(new URL(route.request().url()).pathname);
    return route.fulfill({ status: 200, contentType: 'image/png', body: smallPng(0xa0, 16), headers: { 'access-control-allow-origin': '*' } });
  });
  return asked;
}

/** Opens the map and waits until the service worker is active and controls the page; then loads
 *  the page once more, so that the API answers the map needs pass the service worker's cache. */
async function openMapWithServiceWorker(page: Page, url = '/#/map'): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Gewässerbeobachtungen' })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Gewässerbeobachtungen' })).toBeVisible();
  await expect.poll(() => mapElement(page).locator('.map-cluster').count()).toBeGreaterThan(0);
}

/** Records an entry 'Trüb' named `name` with a photo, in the map app as it is: a double-click on
 *  a free spot places the marker and opens the category chooser. */
async function recordWithPhoto(page: Page, name: string, shade: number): Promise<void> {
  await mapElement(page).dblclick({ position: await freeSpot(page) });
  const form = await chooseTruebAndAnswer(page, name, `Ohne Netz am ${name}.`);
  await form.getByLabel(/^Foto der Beobachtung/).setInputFiles({ name: 'bach.png', mimeType: 'image/png', buffer: smallPng(shade, 16) });
  await expect(form.getByRole('img', { name: 'Foto (noch nicht gesendet): Foto der Beobachtung' })).toBeVisible();
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(alerts(page).getByText('Gespeichert auf diesem Gerät – wird gesendet, sobald eine Verbindung besteht').last()).toBeVisible();
  await expect(form).toHaveCount(0);
}

test('the map app is installable: manifest, service worker, the start URL opens offline', async ({ server }, testInfo) => {
  // Chromium does not offer to install an app in an incognito profile, which is what a new
  // Playwright context is: this test uses a profile on disk, as a phone's browser has.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'mk-offline-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions, baseURL: server.baseUrl, viewport: { width: 375, height: 740 }, locale: 'de-DE',
  });
  try {
    await context.addInitScript(() => window.localStorage.setItem('cookie-accepted', 'true'));
    await serveTiles(context);
    const page = context.pages()[0] ?? await context.newPage();
    await openMapWithServiceWorker(page, '/?source=pwa#/map');
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest') as { url: string; errors: unknown[]; data?: string };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const data = JSON.parse(manifest.data ?? '{}') as { name: string; lang: string; start_url: string; theme_color: string; icons: { sizes: string }[] };
    // The organisation's name (the demo's, which serves every host here), not the product's (docs/product.md §22).
    expect(data).toMatchObject({ name: 'Gewässer-App', lang: 'de', start_url: '/?source=pwa#/map', theme_color: '#0a58ca' });
    expect(data.icons.map((i) => i.sizes)).toContain('512x512');
    const installability = await cdp.send('Page.getInstallabilityErrors') as { installabilityErrors: unknown[] };
    expect(installability.installabilityErrors).toEqual([]);

    // The start URL without any network: the app shell and the last map come from the service worker.
    await context.setOffline(true);
    await page.goto('/?source=pwa#/map');
    await expect(page.getByRole('heading', { level: 1, name: 'Gewässerbeobachtungen' })).toBeVisible();
    await expect(mapPanel(page).getByText('Keine Verbindung. Neue Einträge werden auf diesem Gerät gespeichert.')).toBeVisible();
    await saveScreenshot(page, 'offline-start-375');
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('three points with photos recorded offline arrive exactly once, though the first answer is lost', async ({ page, context, server }) => {
  // Three entries through the whole form, two reloads and a send: more than a minute on a busy machine.
  test.setTimeout(180_000);
  const { layer } = await demoLayer(server);
  await serveTiles(context);
  await openMapWithServiceWorker(page);

  await context.setOffline(true);
  const names = ['Offline-Bach Eins', 'Offline-Bach Zwei', 'Offline-Bach Drei'];
  for (const [i, name] of names.entries()) await recordWithPhoto(page, name, 0x30 + i * 0x30);
  const pending = mapPanel(page).getByRole('button', { name: 'Noch nicht gesendet: 3' });
  await expect(pending).toBeVisible();

  // The app opens again without network, with its queue.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Gewässerbeobachtungen' })).toBeVisible();
  await expect(pending).toBeVisible();
  await pending.click();
  const list = page.getByRole('dialog', { name: 'Noch nicht gesendet' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').first()).toContainText('Wartet auf Verbindung');
  await expect(list.getByRole('listitem').first()).toContainText('1 Foto');
  expect(await axeViolations(page, '.modal')).toEqual([]);
  await saveScreenshot(page, 'offline-queue-375', false);
  await list.getByRole('button', { name: 'Schließen' }).first().click();

  // Back online: the server stores the first point, but its answer never reaches the browser.
  const keys: string[] = [];
  const stored: string[] = [];
  await context.route('**/api/v1/gis/point', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length > 1) return route.fallback();
    const response = await route.fetch();
    expect(response.status()).toBe(200);
    stored.push(((await response.json()) as { ID: string }).ID);
    return route.abort('failed');
  });
  const uploads: string[] = [];
  page.on('request', (r) => { if (r.method() === 'POST' && r.url().endsWith('/gis/images/upload')) uploads.push(r.url()); });
  await context.setOffline(false);
  await expect.poll(() => stored.length).toBe(1);
  // The first entry is still waiting; „Erneut senden“ sends the queue again, with the same key.
  await expect(mapPanel(page).getByRole('button', { name: 'Noch nicht gesendet: 3' })).toBeVisible();
  await mapPanel(page).getByRole('button', { name: 'Noch nicht gesendet: 3' }).click();
  await list.getByRole('listitem').first().getByRole('button', { name: 'Erneut senden' }).click();
  await expect(list.getByText('Alle Einträge sind gesendet.')).toBeVisible({ timeout: 20_000 });
  await expect(alerts(page).getByText(/gespeicherte Einträge? wurden? gesendet\./).first()).toBeVisible();
  await list.getByRole('button', { name: 'Schließen' }).first().click();
  await expect(mapPanel(page).getByRole('button', { name: /^Noch nicht gesendet/ })).toHaveCount(0);

  // Each exactly once; the first is the point the lost answer belonged to; its key was sent again.
  const points = await layerPoints(server, layer.ID);
  for (const name of names) expect(points.filter((p) => p.Attributes.Gewaessername?.Value === name)).toHaveLength(1);
  expect(points.find((p) => p.Attributes.Gewaessername?.Value === names[0])?.ID).toBe(stored[0]);
  expect(keys[1]).toBe(keys[0]);
  expect(new Set(keys).size).toBe(3);
  // Three photos uploaded once each (the first entry's photo was not uploaded again), stored as images.
  expect(uploads).toHaveLength(3);
  for (const name of names) {
    const photo = points.find((p) => p.Attributes.Gewaessername?.Value === name)?.Attributes.Foto?.Value;
    expect(typeof photo === 'string' && !photo.startsWith('local:')).toBe(true);
    const image = await server.api().get(`/gis/image/norm/${String(photo)}`);
    expect(image.status).toBe(200);
  }
  await saveScreenshot(page, 'offline-sent-375');
});

test('a point the server refuses stays in „Noch nicht gesendet“ with the reason; changed with „Bearbeiten“, it is sent', async ({ page, context, server }) => {
  test.setTimeout(120_000);
  const { workspace, layer } = await demoLayer(server);
  await serveTiles(context);
  await openMapWithServiceWorker(page);
  await context.setOffline(true);
  const name = 'Abgelehnter Teich';
  await recordWithPhoto(page, name, 0x90);

  // Meanwhile the project is closed: the server refuses new entries.
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  const setClosed = async (closed: boolean) => {
    const current = await admin.ok(admin.get<Workspace>(`/gis/workspace/${workspace.ID}`), 'GET /gis/workspace');
    await admin.ok(admin.put(`/gis/workspace/${workspace.ID}`, { Name: current.Name, Public: current.Public, Editable: current.Editable, Closed: closed }), 'PUT /gis/workspace');
  };
  await setClosed(true);
  await context.setOffline(false);
  await expect(alerts(page).getByText('1 Eintrag wurde vom Server abgelehnt. Sie finden ihn unter „Noch nicht gesendet“.')).toBeVisible();
  await mapPanel(page).getByRole('button', { name: 'Noch nicht gesendet: 1' }).click();
  const list = page.getByRole('dialog', { name: 'Noch nicht gesendet' });
  await expect(list.getByRole('listitem')).toContainText('Vom Server abgelehnt: Dieses Projekt ist abgeschlossen.');
  expect(await axeViolations(page, '.modal')).toEqual([]);
  await saveScreenshot(page, 'offline-refused-375', false);
  expect((await layerPoints(server, layer.ID)).filter((p) => p.Attributes.Gewaessername?.Value === name)).toHaveLength(0);

  // Once the project is open again, „Bearbeiten“ opens the entry with its answers and photo;
  // saving the change puts it back in the queue, which sends it at once.
  await setClosed(false);
  await list.getByRole('button', { name: 'Bearbeiten' }).click();
  // The refusal's message stays until closed; on a phone it covers the form's buttons.
  await closeAlerts(page);
  await expect(list).toHaveCount(0);
  const form = page.getByRole('form', { name: 'Neuer Eintrag: Trüb' });
  await expect(form.getByLabel('Wie heißt das Gewässer?')).toHaveValue(name);
  await form.getByRole('button', { name: 'Weiter' }).click();
  await form.getByRole('button', { name: 'Weiter' }).click();
  await expect(form.getByRole('img', { name: 'Foto (noch nicht gesendet): Foto der Beobachtung' })).toBeVisible();
  await form.getByLabel('Beschreiben Sie Ihre Beobachtung.').fill('Nachgetragen, als das Projekt wieder offen war.');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(alerts(page).getByText('1 gespeicherter Eintrag wurde gesendet.')).toBeVisible();
  await expect(mapPanel(page).getByRole('button', { name: /^Noch nicht gesendet/ })).toHaveCount(0);
  const mine = (await layerPoints(server, layer.ID)).filter((p) => p.Attributes.Gewaessername?.Value === name);
  expect(mine).toHaveLength(1);
  expect(mine[0]?.Attributes.Beschreibung?.Value).toBe('Nachgetragen, als das Projekt wieder offen war.');
});

test('a logged-in citizen records offline; back online the entry is sent once, as theirs', async ({ page, context, server }) => {
  test.setTimeout(120_000);
  const { layer } = await demoLayer(server);
  const who = { Name: 'Frieda Feld', Email: 'frieda.feld@example.org', Password: 'feld-passwort-1' };
  const citizen = await createCitizen(server, who);
  await serveTiles(context);
  await page.goto('/#/login');
  await loginViaScreen(page, who.Email, who.Password);
  await openMapWithServiceWorker(page);
  await context.setOffline(true);
  const name = 'Offline-Weiher Frieda';
  await recordWithPhoto(page, name, 0x70);
  await expect(mapPanel(page).getByRole('button', { name: 'Noch nicht gesendet: 1' })).toBeVisible();

  await context.setOffline(false);
  await expect(alerts(page).getByText('1 gespeicherter Eintrag wurde gesendet.')).toBeVisible();
  const mine = (await layerPoints(server, layer.ID)).filter((p) => p.Attributes.Gewaessername?.Value === name);
  expect(mine).toHaveLength(1);
  // Sent with the citizen's session: the entry is among her contributions.
  const own = await citizen.ok(citizen.get<Contributions>('/auth/contributions'), 'GET /auth/contributions');
  expect(own.Points.map((p) => p.ID)).toEqual([mine[0]!.ID]);
});

test('an area drawn without network keeps its shape and is sent with it once the network returns (docs/product.md §25.1)', async ({ page, context, server }) => {
  test.setTimeout(120_000);
  const layer = await acceptEveryKind(server);
  await serveTiles(context);
  await openMapWithServiceWorker(page);
  await context.setOffline(true);
  await mapPanel(page).getByRole('button', { name: 'Neuer Eintrag' }).first().click();
  await page.getByRole('dialog', { name: 'Was möchten Sie eintragen?' }).getByRole('button', { name: 'Fläche zeichnen' }).click();
  const chooser = page.getByRole('dialog', { name: 'Kategorie wählen' });
  await chooser.getByRole('button', { name: /^Gewässerzustand/ }).click();
  await chooser.getByRole('button', { name: 'Trüb', exact: true }).click();
  const drawing = page.getByRole('region', { name: 'Fläche zeichnen' });
  await expect(drawing.getByRole('button', { name: 'Fertig' })).toBeEnabled();
  // The corners by keyboard, as without a pointer: the map moved with the arrow keys, „Kartenmitte
  // als Ecke hinzufügen“ each time (the earlier tests' pins lie where a tap might land).
  await drawing.getByText('Weitere Werkzeuge').click();
  const addCentre = drawing.getByRole('button', { name: 'Kartenmitte als Ecke hinzufügen' });
  for (const key of ['ArrowRight', 'ArrowDown', 'ArrowLeft']) {
    await addCentre.click();
    await mapElement(page).focus();
    for (let i = 0; i < 2; i++) await page.keyboard.press(key);
    await page.waitForTimeout(300);
  }
  await expect(drawing.getByRole('status')).toContainText('Gesetzte Ecken: 3');
  await expect(drawing.getByRole('status')).toContainText(/Fläche: \d/);
  await drawing.getByRole('button', { name: 'Fertig' }).click();
  const form = page.getByRole('form', { name: 'Neuer Eintrag: Trüb' });
  await expect(form.getByRole('status').first()).toContainText('Fläche gezeichnet');
  const name = 'Offline-Fläche am Ufer';
  await form.getByLabel('Wie heißt das Gewässer?').fill(name);
  await form.getByRole('group', { name: /^Um welche Art von Gewässer/ }).getByRole('radio', { name: 'Bach', exact: true }).check();
  await form.getByRole('button', { name: 'Weiter' }).click();
  await form.getByRole('group', { name: /^Wie riecht das Wasser\?/ }).getByRole('radio', { name: 'Modrig', exact: true }).check();
  await form.getByRole('button', { name: 'Weiter' }).click();
  await form.getByLabel('Beschreiben Sie Ihre Beobachtung.').fill('Ohne Netz gezeichnet.');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(mapPanel(page).getByRole('button', { name: 'Noch nicht gesendet: 1' })).toBeVisible();
  expect((await layerPoints(server, layer.ID)).filter((p) => p.Attributes.Gewaessername?.Value === name)).toHaveLength(0);

  await context.setOffline(false);
  await expect(alerts(page).getByText('1 gespeicherter Eintrag wurde gesendet.')).toBeVisible();
  const sent = (await layerPoints(server, layer.ID)).filter((p) => p.Attributes.Gewaessername?.Value === name);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.Geometry?.type).toBe('Polygon');
  expect(sent[0]!.Geometry?.coordinates[0]).toHaveLength(4);
});

test('a kept map area shows without network; its size is shown before the download', async ({ page, context }) => {
  test.setTimeout(120_000);
  const asked = await serveTiles(context);
  await openMapWithServiceWorker(page);
  await mapPanel(page).getByRole('button', { name: 'Kartenausschnitt offline speichern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kartenausschnitt offline speichern' });
  const estimate = dialog.getByText(/^ca\. \d+ Kacheln, etwa [\d,]+ MB \(bis Zoomstufe \d+\)$/);
  await expect(estimate).toBeVisible();
  const count = Number(/ca\. (\d+)/.exec(await estimate.innerText())?.[1]);
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(500);
  expect(await axeViolations(page, '.modal')).toEqual([]);
  await saveScreenshot(page, 'offline-area-375', false);
  const before = asked.length;
  await dialog.getByRole('button', { name: 'Herunterladen' }).click();
  await expect(alerts(page).getByText(`Kartenausschnitt gespeichert: ${count} Kacheln.`)).toBeVisible({ timeout: 60_000 });
  expect(asked.length - before).toBe(count);
  await expect(mapPanel(page).getByText(`Offline gespeichert: ${count} Kacheln`)).toBeVisible();

  // Offline, the map's tiles come from the device (the test tile server is not asked).
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Gewässerbeobachtungen' })).toBeVisible();
  const tile = mapElement(page).locator('img.leaflet-tile').first();
  await expect.poll(() => tile.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await context.setOffline(false);
});

test('a new version of the service worker is announced with „Neue Version verfügbar – neu laden“', async ({ page, context }) => {
  await serveTiles(context);
  await openMapWithServiceWorker(page);
  // A new release: the same service worker with other bytes.
  fs.appendFileSync(path.join(distCopy, 'sw.js'), '\n// release 2\n');
  for (const copy of ['sw.js.br', 'sw.js.gz']) fs.rmSync(path.join(distCopy, copy), { force: true });
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  const prompt = mapPanel(page).getByRole('status').filter({ hasText: 'Neue Version verfügbar –' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'neu laden' })).toBeVisible();
  await saveScreenshot(page, 'offline-update-375', false);
  // Nothing happens by itself: the old version keeps running until the user asks.
  const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(before).toMatch(/\/sw\.js$/);
  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'neu laden' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1, name: 'Gewässerbeobachtungen' })).toBeVisible();
  await expect(mapPanel(page).getByText('Neue Version verfügbar –')).toHaveCount(0);
});
