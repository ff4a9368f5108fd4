/** „Mein Standort“ in the map app (docs/product.md §17.1): the browser's position (Playwright's
 *  emulated geolocation) centres the map and is drawn as a dot; „Hier einen Eintrag anlegen“ starts
 *  an entry with its marker there, which the server then stores at that place; in record mode
 *  „Marker hierher setzen“ moves the marker there; without the permission the German reason is
 *  shown. By keyboard, on a phone (375×812) and on a desktop, axe clean. */
import type { Locator, Page } from '@playwright/test';
import { ADMIN, chooseTruebAndAnswer, demoLayer, expect, layerPoints, loginViaScreen, mapElement, mapPanel, openMap, saveScreenshot, test } from './fixtures.js';
import { axeViolations, modalSettled, serveLocalTiles } from './page-checks.js';

/** Near the demo's waters in Kassel. */
const HERE = { latitude: 51.31802, longitude: 9.47713, accuracy: 15 };
const alerts = (page: Page) => page.getByRole('region', { name: 'Meldungen' });
const locateButton = (page: Page) => mapPanel(page).getByRole('button', { name: 'Mein Standort' });

/** The centre of an element, in page pixels. */
async function centreOf(element: Locator): Promise<{ x: number; y: number }> {
  const box = (await element.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The bottom centre (the anchor) of a marker icon, in page pixels. */
async function anchorOf(marker: Locator): Promise<{ x: number; y: number }> {
  const box = (await marker.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height };
}

/** Tabs from the panel's heading to „Mein Standort“, presses Enter and waits until the map shows
 *  the position: the dot in the map's middle. */
async function locateByKeyboard(page: Page): Promise<void> {
  const button = locateButton(page);
  await mapPanel(page).locator('#map-title').focus();
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(mapPanel(page).getByText('Die Karte zeigt Ihren Standort (auf etwa 15 m genau).')).toBeVisible();
  const dot = mapElement(page).locator('path.map-location');
  await expect(dot).toHaveCount(1);
  await expect(mapElement(page).locator('path.map-location-accuracy')).toHaveCount(1);
  await expect.poll(async () => {
    const mapCentre = await centreOf(mapElement(page));
    const c = await centreOf(dot);
    return Math.max(Math.abs(c.x - mapCentre.x), Math.abs(c.y - mapCentre.y));
  }).toBeLessThanOrEqual(2);
}

/** The button is a real button of at least 44×44 px with a visible focus outline. */
async function expectTouchTargetWithFocusRing(button: Locator): Promise<void> {
  const box = (await button.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  await expect(button).toBeFocused();
  await expect(button).toHaveCSS('outline-style', 'solid');
}


test.describe('with the permission, on a desktop', () => {
  test.use({ geolocation: HERE, permissions: ['geolocation'] });

  test('an anonymous visitor finds their position by keyboard and records an entry there', async ({ page, server }) => {
    const { layer } = await demoLayer(server);
    const before = await layerPoints(server, layer.ID);
    await serveLocalTiles(page);
    await openMap(page);
    await locateByKeyboard(page);
    await expectTouchTargetWithFocusRing(locateButton(page));
    // The dot is no entry's pin.
    await expect(mapElement(page).locator('.map-new-marker')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'map-location-desktop', false);

    // The next step follows the button: Tab, Enter.
    await page.keyboard.press('Tab');
    const createHere = mapPanel(page).getByRole('button', { name: 'Hier einen Eintrag anlegen' });
    await expect(createHere).toBeFocused();
    await page.keyboard.press('Enter');
    const chooser = page.getByRole('dialog', { name: 'Kategorie wählen' });
    await expect(chooser).toBeVisible();
    await modalSettled(chooser);
    const form = await chooseTruebAndAnswer(page, 'Teich am Standort', 'Am eigenen Standort gesehen.');
    // The marker stands on the dot.
    const marker = mapElement(page).locator('.map-new-marker');
    const anchor = await anchorOf(marker);
    const dot = await centreOf(mapElement(page).locator('path.map-location'));
    expect(Math.abs(anchor.x - dot.x)).toBeLessThanOrEqual(2);
    expect(Math.abs(anchor.y - dot.y)).toBeLessThanOrEqual(2);
    await form.getByRole('button', { name: 'Speichern' }).click();
    await expect(alerts(page).getByText('Punkt erfolgreich gespeichert.')).toBeVisible();

    // The server has the entry at the position the browser gave.
    const after = await layerPoints(server, layer.ID);
    const saved = after.find((p) => !before.some((b) => b.ID === p.ID))!;
    expect(saved.Attributes['Gewaessername']).toEqual({ DataType: 'text', Value: 'Teich am Standort' });
    expect(saved.Latitude).toBeCloseTo(HERE.latitude, 6);
    expect(saved.Longitude).toBeCloseTo(HERE.longitude, 6);
  });
});

test.describe('with the permission, on a phone', () => {
  test.use({ geolocation: HERE, permissions: ['geolocation'], viewport: { width: 375, height: 812 } });

  test('a logged-in user moves the marker of a new entry to their position', async ({ page }) => {
    await serveLocalTiles(page);
    await page.goto('/#/login');
    await loginViaScreen(page, ADMIN.email, ADMIN.password);
    await openMap(page);
    await mapPanel(page).getByRole('button', { name: 'Neuer Eintrag' }).click();
    const chooser = page.getByRole('dialog', { name: 'Kategorie wählen' });
    await chooser.getByRole('button', { name: /^Gewässerzustand/ }).click();
    await chooser.getByRole('button', { name: 'Trüb', exact: true }).click();
    const form = page.getByRole('form', { name: 'Neuer Eintrag: Trüb' });
    await expect(form).toBeAttached();
    const marker = mapElement(page).locator('.map-new-marker');
    await expect(marker).toHaveCount(0);

    // Choosing the place, the bar over the map offers „Mein Standort“ beside „Hier“.
    const bar = page.getByRole('group', { name: /^Verschieben Sie die Karte/ });
    const button = bar.getByRole('button', { name: 'Mein Standort' });
    await expect(bar.getByRole('button', { name: 'Hier', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(bar.getByText('Die Karte zeigt Ihren Standort (auf etwa 15 m genau).')).toBeVisible();
    const dot = mapElement(page).locator('path.map-location');
    await expect(dot).toHaveCount(1);
    await expectTouchTargetWithFocusRing(button);
    // One screen shows the dot on the map above the bar, the button and its next step; the page does not scroll.
    await expect(dot).toBeInViewport();
    const barTop = (await bar.boundingBox())!.y;
    await expect.poll(async () => (await centreOf(dot)).y).toBeLessThan(barTop);
    const navbarBottom = (await page.locator('nav.app-navbar').boundingBox())!;
    await expect.poll(async () => (await centreOf(dot)).y).toBeGreaterThan(navbarBottom.y + navbarBottom.height);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await saveScreenshot(page, 'map-location-phone-found', false);
    await page.keyboard.press('Tab');
    const markerHere = bar.getByRole('button', { name: 'Marker hierher setzen' });
    await expect(markerHere).toBeFocused();
    const box = (await markerHere.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await page.keyboard.press('Enter');
    // The marker stands at the position; the form opens in the sheet at its heading.
    await expect(form.getByRole('status')).toHaveText('Marker gesetzt');
    await expect(form.getByRole('heading', { name: 'Neuer Eintrag: Trüb' })).toBeFocused();
    await expect(marker).toHaveCount(1);
    // Measured together: the map may still be moving the marker into view above the sheet.
    await expect.poll(async () => {
      const [anchor, at] = await Promise.all([anchorOf(marker), centreOf(dot)]);
      return Math.max(Math.abs(anchor.x - at.x), Math.abs(anchor.y - at.y));
    }).toBeLessThanOrEqual(2);
    await expect(marker).toBeInViewport();
    await expect.poll(async () => (await marker.boundingBox())!.y).toBeLessThan((await page.locator('section.map-sheet').boundingBox())!.y);
    expect(await axeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'map-location-phone-marker', false);
  });
});

test.describe('without the permission', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the visitor is told in German why, where the button is, and the map stays', async ({ page }) => {
    await serveLocalTiles(page);
    await openMap(page);
    await locateButton(page).click();
    const message = mapPanel(page).getByText('Ihr Browser gibt den Standort nicht frei. Erlauben Sie den Zugriff in den Einstellungen des Browsers oder suchen Sie eine Adresse.');
    await expect(message).toBeVisible();
    await expect(message).toHaveAttribute('aria-live', 'polite');
    await expect(mapElement(page).locator('path.map-location')).toHaveCount(0);
    await expect(mapPanel(page).getByRole('button', { name: 'Hier einen Eintrag anlegen' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'map-location-phone-denied', false);
  });
});
