/** The map app on a phone (docs/product.md §2.14, Phone layout): 375×812 with a touch screen. The
 *  map fills the screen under the navigation bar; the panel is a sheet over its lower part. From a
 *  project's link to a saved entry with a choice and a photo in at most seven taps, the page never
 *  scrolling and the marker in view while it is placed; a tapped marker, a link to an entry (a
 *  notification mail's, through a real SMTP peer) and the list's „Auf der Karte zeigen“ open its
 *  card in view, whose „Details“ shows all of it; „Bearbeiten“ in „Meine Beiträge“ opens the form
 *  with the marker in view; the browser's Back, the handle, its close button and Escape fold the
 *  sheet; „Registrieren“ in the phone's menu leads back to the project's map after the mailed
 *  activation. axe clean with the sheet open and folded, and every control in view at least
 *  44×44 px. */
import type { Layer, Point, Workspace } from '@mitmachkarte/contract';
import type { Locator, Page } from '@playwright/test';
import { ADMIN, createCitizen, expect, loginViaScreen, mapElement, saveScreenshot, test } from './fixtures.js';
import { axeViolations, serveLocalTiles, smallTargets, watchPage, type PageWatch } from './page-checks.js';
import { smallPng } from './small-png.js';
import { linkIn } from '../../server/test/smtp-peer.js';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, mail: true });

const sheet = (page: Page) => page.locator('section.map-sheet');
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Whether `locator`'s box lies wholly inside the window. */
async function inViewport(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  return !!box && box.x >= 0 && box.y >= 0 && box.x + box.width <= 375 && box.y + box.height <= 812;
}

/** The sheet's top edge, px from the window's top. */
const sheetTop = async (page: Page) => (await sheet(page).boundingBox())!.y;

/** A step of a phone's path, looked at: the page has not scrolled, axe finds nothing, every control
 *  in view is at least 44×44 px (WCAG 2.1 SC 2.5.5); its screenshot is saved as `name`. */
async function stepLooksRight(page: Page, name: string): Promise<void> {
  expect(await scrollY(page)).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);
  await saveScreenshot(page, name, false);
}

let watch: PageWatch;
test.beforeEach(async ({ page }) => {
  await serveLocalTiles(page);
  await page.addInitScript(() => window.localStorage.setItem('cookie-accepted', 'true'));
  watch = watchPage(page);
});
test.afterEach(() => {
  expect(watch.problems()).toEqual([]);
});

/** A public project whose map anyone may add to: one choice question and a photo. */
async function tramProject(server: Parameters<Parameters<typeof test>[2]>[0]['server']): Promise<{ workspace: Workspace; layer: Layer; link: string }> {
  const api = server.api();
  await api.login(ADMIN.email, ADMIN.password);
  const workspace = await api.ok(api.post<Workspace>('/gis/workspace', {
    Name: 'Straßenbahn Nord', Public: true, Editable: true, MapView: { Lat: 51.3155, Lng: 9.475, Zoom: 15 },
  }), 'workspace');
  const base = { Optional: false, MissingMsg: '', Description: '', Constraint: false, Minimum: 0, Maximum: 0, CategoryCondition: '' };
  const layer = await api.ok(api.post<Layer>('/gis/layer', {
    Workspace: workspace.ID, Name: 'Hinweise zur Trasse', Public: true, Editable: true,
    Schema: {
      Categories: [],
      Schema: [
        { ...base, Name: 'Art', DataType: 'single', Question: 'Was möchten Sie uns sagen?', Options: [{ Key: 'lob', Label: 'Lob' }, { Key: 'sorge', Label: 'Sorge' }, { Key: 'idee', Label: 'Idee' }] },
        { ...base, Name: 'Foto', DataType: 'image', Question: 'Foto der Stelle', Options: [], Optional: true },
      ],
    },
  }), 'layer');
  return { workspace, layer, link: `/#/map?workspace=${workspace.ID}&layer=${layer.ID}` };
}

test('from a project\'s link to a saved entry with a choice and a photo: seven taps, the page never scrolls, the marker stays in view', async ({ page, server }) => {
  const { layer, link } = await tramProject(server);
  let taps = 0;
  const tap = async (target: Locator) => {
    await target.tap();
    taps += 1;
    expect(await scrollY(page)).toBe(0);
  };

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Hinweise zur Trasse' })).toBeVisible();
  // The map fills the screen under the navigation bar; the sheet lies over its lower part.
  const map = (await page.locator('.map-pane').boundingBox())!;
  expect([map.y, map.y + map.height, map.width]).toEqual([60, 812, 375]);
  await stepLooksRight(page, 'phone-map-start');

  await tap(page.getByRole('button', { name: 'Neuer Eintrag' }).and(page.locator('.map-sheet-new')));
  // Choosing the place: the sheet peeks, the cross-hair stands in the middle of the map above it.
  const here = page.getByRole('button', { name: 'Hier', exact: true });
  await expect(here).toBeFocused();
  await expect.poll(() => sheetTop(page)).toBeGreaterThan(700);
  await stepLooksRight(page, 'phone-map-placing');
  await tap(here);
  const marker = mapElement(page).locator('.map-new-marker');
  await expect(marker).toHaveCount(1);
  // The form opens in the sheet at its heading; the marker stays in view above it.
  const form = page.getByRole('form', { name: 'Neuer Eintrag' });
  await expect(form.getByRole('heading', { name: 'Neuer Eintrag' })).toBeFocused();
  await expect.poll(() => sheetTop(page)).toBeLessThan(500);
  expect(await inViewport(marker)).toBe(true);
  expect((await marker.boundingBox())!.y + (await marker.boundingBox())!.height).toBeLessThanOrEqual(await sheetTop(page));
  expect(await inViewport(form.getByRole('heading', { name: 'Neuer Eintrag' }))).toBe(true);
  await stepLooksRight(page, 'phone-map-form');

  await tap(form.getByRole('radio', { name: 'Idee', exact: true }));
  await form.getByLabel(/^Foto der Stelle/).setInputFiles({ name: 'haltestelle.png', mimeType: 'image/png', buffer: smallPng() });
  // Choosing a file is a tap on „Foto auswählen“ and one in the phone's picker.
  taps += 2;
  await expect(form.getByRole('img', { name: 'Vorschau: Foto der Stelle' })).toBeVisible();
  expect(await inViewport(marker)).toBe(true);
  await tap(form.getByRole('button', { name: 'Speichern' }));

  // Saved: its card opens in the sheet, in view.
  const card = sheet(page).getByRole('article', { name: 'Eintrag' });
  await expect(card).toContainText('Idee');
  await expect.poll(() => inViewport(card.getByRole('heading', { name: 'Eintrag', exact: true }))).toBe(true);
  expect(taps).toBeLessThanOrEqual(7);
  const api = server.api();
  const points = await api.ok(api.get<Point[]>(`/gis/points/${layer.ID}`), 'points');
  expect(points).toHaveLength(1);
  expect(points[0]!.Attributes.Art?.Value).toBe('idee');
  expect(typeof points[0]!.Attributes.Foto?.Value).toBe('string');
  await stepLooksRight(page, 'phone-map-saved');
});

test('„Speichern“ without a marker folds the sheet so that the map is there to place it', async ({ page, server }) => {
  const { link } = await tramProject(server);
  await page.goto(link);
  await page.locator('.map-sheet-new').tap();
  await page.getByRole('button', { name: 'Bereich vergrößern' }).tap();
  const form = page.getByRole('form', { name: 'Neuer Eintrag' });
  await form.getByRole('radio', { name: 'Lob', exact: true }).tap();
  await form.getByRole('button', { name: 'Speichern' }).tap();
  await expect(page.getByRole('region', { name: 'Meldungen' }).getByText('Bitte setzen Sie einen Marker auf der Karte.')).toBeVisible();
  await expect.poll(() => sheetTop(page)).toBeGreaterThan(700);
  await expect(page.getByRole('button', { name: 'Hier', exact: true })).toBeVisible();
  expect(await scrollY(page)).toBe(0);
});

test('a tapped marker and a link to an entry open its card in view; Back, the close button, Escape and the handle fold and open the sheet', async ({ page, server }) => {
  const { workspace, layer, link } = await tramProject(server);
  const api = server.api();
  await api.login(ADMIN.email, ADMIN.password);
  const point = await api.ok(api.post<Point>('/gis/point', {
    Layer: layer.ID, Latitude: 51.3155, Longitude: 9.475, Attributes: { Art: { DataType: 'single', Value: 'sorge' } },
  }), 'point');

  await page.goto(link);
  const pin = mapElement(page).locator('.map-category-pin');
  await expect(pin).toHaveCount(1);
  // Folded first, so that the pin is free to tap.
  await page.getByRole('button', { name: 'Bereich einklappen' }).tap();
  await expect.poll(() => sheetTop(page)).toBeGreaterThan(700);
  await pin.tap();
  const title = sheet(page).getByRole('heading', { name: 'Eintrag', exact: true });
  await expect(title).toBeFocused();
  await expect(sheet(page).getByRole('article', { name: 'Eintrag' })).toContainText('Sorge');
  await expect.poll(() => inViewport(title)).toBe(true);
  expect((await pin.boundingBox())!.y).toBeLessThan(await sheetTop(page));
  await stepLooksRight(page, 'phone-map-card');

  // Back folds the card's sheet before it leaves the map; the same marker tapped again opens it again.
  await page.goBack();
  await expect.poll(() => sheetTop(page)).toBeGreaterThan(700);
  await expect(page).toHaveURL(new RegExp(`#/map\\?workspace=${workspace.ID}`));
  await expect(page.getByRole('heading', { level: 1, name: layer.Name })).toBeVisible();
  await pin.tap();
  await expect(title).toBeFocused();
  await expect.poll(() => inViewport(title)).toBe(true);

  // Escape folds the sheet and puts the focus on its handle; the handle opens it a step at a time.
  await page.keyboard.press('Escape');
  const handle = page.getByRole('button', { name: 'Bereich vergrößern' });
  await expect(handle).toBeFocused();
  await expect(handle).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(() => sheetTop(page)).toBeGreaterThan(700);
  // Folded, what it holds takes no focus.
  expect(await sheet(page).locator('[inert]').count()).toBe(1);
  expect(await axeViolations(page)).toEqual([]);
  await handle.tap();
  await expect(handle).toHaveAttribute('aria-expanded', 'true');
  await handle.tap();
  await expect(page.getByRole('button', { name: 'Bereich verkleinern' })).toBeVisible();
  await expect.poll(() => sheetTop(page)).toBeLessThan(150);
  expect(await scrollY(page)).toBe(0);

  // The list: „Auf der Karte zeigen“ opens the entry's card in the sheet, its marker above it.
  await sheet(page).getByRole('group', { name: 'Ansicht der Einträge' }).getByText('Liste', { exact: true }).tap();
  await page.getByRole('button', { name: 'Bereich einklappen' }).tap();
  await expect.poll(() => sheetTop(page)).toBeGreaterThan(700);
  await handle.tap();
  expect(await smallTargets(page)).toEqual([]);
  await sheet(page).getByRole('region', { name: 'Einträge der Karte' }).getByRole('button', { name: /^Auf der Karte zeigen/ }).tap();
  await expect(sheet(page).getByRole('heading', { name: 'Eintrag', exact: true })).toBeFocused();
  await expect.poll(() => inViewport(sheet(page).getByRole('heading', { name: 'Eintrag', exact: true }))).toBe(true);

  // A link to the entry (as in a notification mail, „Meine Beiträge“ or the review table) opens its card.
  await page.goto(`/#/map?workspace=${workspace.ID}&layer=${layer.ID}&punkt=${point.ID}`);
  await page.reload();
  await expect(sheet(page).getByRole('article', { name: 'Eintrag' })).toContainText('Sorge');
  await expect.poll(() => inViewport(sheet(page).getByRole('heading', { name: 'Eintrag', exact: true }))).toBe(true);
  expect(await scrollY(page)).toBe(0);
});

test('„Bearbeiten“ in „Meine Beiträge“ opens the form with the marker in view; a notification mail\'s link opens the entry\'s card, and „Details“ all of it', async ({ page, server, mailbox }) => {
  const { layer } = await tramProject(server);
  const CLARA = { Name: 'Clara Handy', Email: 'clara.handy@example.org', Password: 'Clara-Trasse-Kiesel-7' };
  const clara = await createCitizen(server, CLARA);
  const photo = await clara.ok(clara.post<{ Id: string }>('/gis/images/upload', smallPng()), 'photo');
  const point = await clara.ok(clara.post<Point>('/gis/point', {
    Layer: layer.ID, Latitude: 51.3155, Longitude: 9.475,
    Attributes: { Art: { DataType: 'single', Value: 'sorge' }, Foto: { DataType: 'image', Value: photo.Id } },
  }), 'point');
  await page.goto('/#/login');
  await loginViaScreen(page, CLARA.Email, CLARA.Password);
  await expect(page.getByRole('main').getByLabel('Email Adresse')).toHaveCount(0);

  // „Bearbeiten“ in „Meine Beiträge“: the form opens in the sheet at its heading, the marker in view above it.
  await page.goto('/#/meine-beitraege');
  await page.getByRole('region', { name: 'Meine Einträge (1)' }).getByRole('link', { name: /bearbeiten$/ }).tap();
  const form = page.getByRole('form', { name: 'Eintrag bearbeiten' });
  const formHeading = form.getByRole('heading', { name: 'Eintrag bearbeiten' });
  await expect(formHeading).toBeFocused();
  await expect.poll(() => inViewport(formHeading)).toBe(true);
  const marker = mapElement(page).locator('.map-new-marker');
  await expect.poll(() => inViewport(marker)).toBe(true);
  expect((await marker.boundingBox())!.y).toBeLessThan(await sheetTop(page));
  await stepLooksRight(page, 'phone-map-edit');
  await form.getByRole('radio', { name: 'Idee', exact: true }).tap();
  await form.getByRole('button', { name: 'Speichern' }).tap();
  await expect(sheet(page).getByRole('article', { name: 'Eintrag' })).toContainText('Idee');

  // The officer takes it up; the author's mail (a real SMTP peer) links to the entry.
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  await admin.ok(admin.put(`/gis/point/${point.ID}/status`, { Status: 'pruefung' }), 'status');
  const mail = await mailbox.waitForMail(CLARA.Email);
  const mapLink = /http:\/\/127\.0\.0\.1:\d+\/#\/map\?\S+/.exec(mail.text ?? '')![0];
  expect(mapLink).toContain(`punkt=${point.ID}`);

  // The link opens the entry's card in view: title, status, photo and „Details“; its marker above the sheet.
  // Opened from the mail app: a new load of the page.
  await page.goto(mapLink);
  await page.reload();
  const card = sheet(page).getByRole('article', { name: 'Eintrag' });
  await expect(card.locator('.map-status')).toHaveText(/In Prüfung/);
  await expect(card).toContainText('Idee');
  await expect(card.getByRole('img', { name: 'Foto: Foto der Stelle' })).toBeVisible();
  const details = card.getByRole('button', { name: 'Details zu diesem Eintrag' });
  await expect.poll(() => inViewport(details)).toBe(true);
  await expect.poll(() => inViewport(card.getByRole('heading', { name: 'Eintrag', exact: true }))).toBe(true);
  const pin = mapElement(page).locator('.map-category-pin');
  await expect.poll(() => inViewport(pin)).toBe(true);
  expect((await pin.boundingBox())!.y).toBeLessThan(await sheetTop(page));
  await stepLooksRight(page, 'phone-map-mail-card');

  // „Details“ opens the sheet wide with all of it: the answers, „Folgen“, votes and comments.
  await details.tap();
  await expect.poll(() => sheetTop(page)).toBeLessThan(150);
  await expect(card.getByRole('heading', { name: 'Eintrag', exact: true })).toBeFocused();
  await expect(card.getByText('Was möchten Sie uns sagen?')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Nicht mehr folgen' })).toBeVisible();
  await expect(card.getByRole('heading', { name: /^Kommentare/ })).toBeVisible();
  await stepLooksRight(page, 'phone-map-details');
  // Back folds the sheet and stays on the map.
  await page.goBack();
  await expect.poll(() => sheetTop(page)).toBeGreaterThan(700);
  await expect(page).toHaveURL(/#\/map\?/);
});

test('a visitor registers from the phone\'s menu on a project\'s map and, once the mailed link is confirmed, is back on that map', async ({ page, server, mailbox }) => {
  const { layer, link } = await tramProject(server);
  const email = 'paul.phone@example.org';
  const password = 'paul-passwort-7';
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: layer.Name })).toBeVisible();
  await page.getByRole('button', { name: 'Navigation ein- oder ausblenden' }).tap();
  const menu = page.locator('#main-nav');
  await expect(menu.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await expect(menu).toHaveClass(/\bshow\b/);
  expect(await smallTargets(page, '#main-nav')).toEqual([]);
  await menu.getByRole('link', { name: 'Registrieren' }).tap();
  await expect(page).toHaveURL(/#\/register\?zurueck=/);
  const main = page.getByRole('main');
  await main.getByLabel('E-Mail').fill(email);
  await main.getByLabel('Name').fill('Paul Phone');
  await main.getByLabel('Passwort', { exact: true }).fill(password);
  await main.getByLabel('Passwort wiederholen').fill(password);
  await main.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
  await main.getByRole('button', { name: 'Registrieren' }).tap();
  const success = main.getByRole('alert');
  await expect(success).toContainText('Registrierung erfolgreich. Bitte prüfen Sie Ihr Email Postfach.');
  await expect(success).toContainText('danach geht es dort weiter, wo Sie sich registriert haben.');
  await saveScreenshot(page, 'phone-register-success', false);

  // The mailed link (a real SMTP peer), confirmed with the password on its page.
  const mail = await mailbox.waitForMail(email);
  await page.goto(linkIn(mail, '/api/v1/auth/activate/').href);
  await main.getByLabel('Passwort', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Konto aktivieren' }).tap();
  await expect(main).toContainText('Ihr Konto ist aktiv, und Sie sind angemeldet.');
  await main.getByRole('link', { name: 'Zur Karte' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: layer.Name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`layer=${layer.ID}`));
  // Signed in, the phone's menu offers neither.
  await page.getByRole('button', { name: 'Navigation ein- oder ausblenden' }).tap();
  await expect(menu.getByRole('link', { name: 'Registrieren' })).toHaveCount(0);
});
