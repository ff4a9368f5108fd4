/** The app on a phone (docs/product.md §13): 375×812 with a touch screen. The navigation bar
 *  collapses behind a burger button (aria-expanded), the map fills the screen under a sheet, and the
 *  marker is placed by a long press as well as by a double tap or double-click; a single short tap
 *  or a pan does not place it. Touches are real touch events of Chromium (CDP Input.dispatchTouchEvent). */
import type { CDPSession, Locator, Page } from '@playwright/test';
import type { Organisation } from '@mitmachkarte/contract';
import { ADMIN, expect, freeSpot, mapElement, saveScreenshot, test } from './fixtures.js';
import { axeViolations, serveLocalTiles, watchPage, type PageWatch } from './page-checks.js';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

const panel = (page: Page) => page.locator('section.map-panel');

let watch: PageWatch;
test.beforeEach(async ({ page }) => {
  await serveLocalTiles(page);
  watch = watchPage(page);
});
test.afterEach(() => {
  expect(watch.problems()).toEqual([]);
});

/** Touches the screen at a point of the page, holds for `holdMs`, optionally drags by `dx`, lets go. */
async function touch(cdp: CDPSession, at: { x: number; y: number }, holdMs: number, dx = 0): Promise<void> {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: at.x, y: at.y }] });
  for (let step = 1; step <= 5 && dx !== 0; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: at.x + (dx * step) / 5, y: at.y }] });
  }
  await new Promise((r) => setTimeout(r, holdMs));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Touches the screen at a point of the page and lets go only once `shown` is visible: the release
 *  then falls on what the long press opened. */
async function pressUntil(cdp: CDPSession, at: { x: number; y: number }, shown: Locator): Promise<void> {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: at.x, y: at.y }] });
  await expect(shown).toBeVisible({ timeout: 20_000 });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** A free spot of the map in page pixels. */
async function freePagePoint(page: Page): Promise<{ x: number; y: number }> {
  const spot = await freeSpot(page);
  const box = (await mapElement(page).boundingBox())!;
  return { x: box.x + spot.x, y: box.y + spot.y };
}

/** Waits until the map's first cluster has stood still for half a second. */
async function markersSettled(page: Page): Promise<void> {
  let last = '';
  await expect.poll(async () => {
    const now = JSON.stringify(await mapElement(page).locator('.map-cluster').first().boundingBox());
    const same = now === last;
    last = now;
    return same;
  }, { intervals: [500] }).toBe(true);
}

/** Folds the sheet over the map and waits until it has settled, so that a free spot of the map is
 *  found where the map stays free. */
async function foldSheet(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Bereich einklappen' }).tap();
  await expect.poll(async () => (await panel(page).boundingBox())!.y).toBeGreaterThan(812 - 100);
  // Folded: SHEET_PEEK_PX (web/src/features/map/sheet/map-sheet.ts).
  await expect(panel(page)).toHaveCSS('height', '92px');
}

/** The bottom centre (the anchor) of a marker icon, in page pixels. */
async function anchorOf(marker: Locator): Promise<{ x: number; y: number }> {
  const box = (await marker.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height };
}

async function openMap(page: Page): Promise<void> {
  await page.goto('/#/map');
  await expect(page.getByRole('heading', { level: 1, name: 'Gewässerbeobachtungen' })).toBeVisible();
  await expect.poll(() => mapElement(page).locator('.map-cluster').count()).toBeGreaterThan(0);
}

test('the menu collapses behind a burger button that says whether it is open', async ({ page }) => {
  await page.goto('/');
  const burger = page.getByRole('button', { name: 'Navigation ein- oder ausblenden' });
  const menu = page.locator('#main-nav');
  await expect(burger).toBeVisible();
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(burger).toHaveAttribute('aria-controls', 'main-nav');
  await expect(menu.getByRole('link', { name: 'Impressum' })).toBeHidden();

  await burger.tap();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Impressum' })).toBeVisible();
  await expect(menu).toHaveCSS('height', /px/);
  await expect.poll(() => menu.evaluate((m) => m.classList.contains('collapsing'))).toBe(false);
  await saveScreenshot(page, 'a11y-mobile-menu-open', false);
  expect(await axeViolations(page)).toEqual([]);

  // By keyboard too: Enter on the focused button closes it.
  await burger.focus();
  await page.keyboard.press('Enter');
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', { name: 'Impressum' })).toBeHidden();

  await burger.tap();
  await menu.getByRole('link', { name: 'Impressum' }).tap();
  await expect(page).toHaveURL(/#\/impressum$/);
});

test('the map fills the screen under the navigation bar and the panel is a sheet over its lower part, without sideways scrolling', async ({ page }) => {
  await openMap(page);
  const map = (await page.locator('.map-pane').boundingBox())!;
  const side = (await panel(page).boundingBox())!;
  expect(map.width).toBe(375);
  expect(map.y).toBe(60);
  expect(map.y + map.height).toBe(812);
  expect(side.width).toBe(375);
  expect(side.y + side.height).toBe(812);
  expect(side.y).toBeGreaterThan(map.y + 200);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => scrollY)).toBe(0);
  await saveScreenshot(page, 'a11y-mobile-map', false);
});

test('a long press places the marker and starts an entry from the overview, a double tap moves it; a tap or a pan does not', async ({ page }) => {
  await openMap(page);
  const cdp = await page.context().newCDPSession(page);
  const chooser = page.getByRole('dialog', { name: 'Kategorie wählen' });
  const newMarker = mapElement(page).locator('.map-new-marker');

  // In the overview a long press on the map starts a new entry at that spot, as a double-click does
  // (the sheet folded first, so that the map is free).
  // Under load the map may still be fitting itself to the layer's entries: the press waits until
  // its markers stand still, and the chooser (loaded on first use) may take a while to open.
  // The finger is lifted over the open chooser: the release must not close it as a tap on its backdrop.
  await foldSheet(page);
  await markersSettled(page);
  await pressUntil(cdp, await freePagePoint(page), chooser);
  await page.waitForTimeout(500);
  await expect(chooser).toBeVisible();
  await chooser.getByRole('button', { name: /^Gewässerzustand/ }).tap();
  await chooser.getByRole('button', { name: 'Trüb', exact: true }).tap();
  await expect(chooser).toBeHidden();
  const form = page.getByRole('form', { name: 'Neuer Eintrag: Trüb' });
  await expect(form.getByRole('status')).toHaveText('Marker gesetzt');
  await expect(newMarker).toHaveCount(1);
  await form.getByRole('button', { name: 'Verwerfen' }).tap();
  await expect(newMarker).toHaveCount(0);

  // In record mode: a short tap and a pan leave the map without a marker …
  await panel(page).getByRole('button', { name: 'Neuer Eintrag' }).tap();
  await chooser.getByRole('button', { name: /^Gewässerzustand/ }).tap();
  await chooser.getByRole('button', { name: 'Trüb', exact: true }).tap();
  await expect(form).toBeVisible();
  await expect(form.getByRole('status')).toHaveText('Doppelklicken Sie auf die Karte (auf dem Handy: lange drücken), um den Ort des Eintrags zu markieren.');
  await touch(cdp, await freePagePoint(page), 100);
  await touch(cdp, await freePagePoint(page), 900, 80);
  await page.waitForTimeout(800);
  await expect(newMarker).toHaveCount(0);
  await expect(form.getByRole('status')).not.toHaveText('Marker gesetzt');

  // … a long press places it where the finger rests …
  const spot = await freePagePoint(page);
  await touch(cdp, spot, 900);
  await expect(form.getByRole('status')).toHaveText('Marker gesetzt');
  await expect(newMarker).toHaveCount(1);
  const placed = await anchorOf(newMarker);
  expect(Math.abs(placed.x - spot.x)).toBeLessThanOrEqual(2);
  expect(Math.abs(placed.y - spot.y)).toBeLessThanOrEqual(2);
  await saveScreenshot(page, 'a11y-mobile-long-press', false);

  // … a double tap moves it, as a double-click does with a mouse (the sheet, open at the form, folded) …
  await foldSheet(page);
  // Chromium's gesture detection may shift a tap by a few pixels (touch adjustment).
  const movedTo = async (to: { x: number; y: number }, tolerance = 2) => {
    const a = await anchorOf(newMarker);
    return Math.abs(a.x - to.x) <= tolerance && Math.abs(a.y - to.y) <= tolerance;
  };
  const tapped = await freePagePoint(page);
  await page.touchscreen.tap(tapped.x, tapped.y);
  await page.touchscreen.tap(tapped.x, tapped.y);
  await expect.poll(() => movedTo(tapped, 8)).toBe(true);

  // … and so does a double-click.
  const other = await freePagePoint(page);
  await page.mouse.dblclick(other.x, other.y);
  await expect.poll(() => movedTo(other)).toBe(true);
});

// Last in the file: it gives 127.0.0.1 an organisation of its own.
test("a long organisation title wraps in the bar instead of widening the page", async ({ page, server }) => {
  const api = server.api();
  await api.login(ADMIN.email, ADMIN.password);
  const own = (await api.ok(api.get<Organisation[]>('/admin/organisations'), 'organisations')).find((o) => o.Host === '127.0.0.1');
  const Config = { ...own?.Config, Title: 'Bürgerbeteiligung zum Straßenbahnausbau in Kassel und im Landkreis' };
  if (own) await api.ok(api.put(`/admin/organisation/${own.ID}`, { Host: own.Host, Config }), 'organisation');
  else await api.ok(api.post('/admin/organisation', { Host: '127.0.0.1', Config }), 'organisation');
  await page.goto('/#/impressum');
  const brand = page.locator('.navbar-brand');
  await expect(brand).toHaveText(Config.Title);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const box = (await brand.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await expect(page.getByRole('button', { name: 'Navigation ein- oder ausblenden' })).toBeInViewport();
  await saveScreenshot(page, 'a11y-mobile-long-title', false);
});
