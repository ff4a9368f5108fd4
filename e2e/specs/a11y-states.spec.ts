/** Accessibility of the states that are no route of their own (docs/product.md §13), driven by the
 *  keyboard alone (Tab, Shift+Tab, Enter, Escape): modals trap the focus and give it back to their
 *  opener, form errors reach screen readers, alerts are announced and do not cover controls, list
 *  entries lead to their markers; and every state passes axe-core (WCAG 2.1 A/AA). */
import type { Locator, Page } from '@playwright/test';
import { ADMIN, expect, loginViaScreen, mapElement, saveScreenshot, test } from './fixtures.js';
import { expectFocusTrapped, expectVisibleFocusOnTabStops, focusIsVisible, hasFocus, tabTo } from './keyboard.js';
import { axeViolations, modalSettled, serveLocalTiles, watchPage, type PageWatch } from './page-checks.js';

const panel = (page: Page) => page.locator('section.map-panel');
const alerts = (page: Page) => page.getByRole('region', { name: 'Meldungen' });

let watch: PageWatch;
test.beforeEach(async ({ page }) => {
  await serveLocalTiles(page);
  watch = watchPage(page);
});
test.afterEach(() => {
  expect(watch.problems()).toEqual([]);
});

/** Expects no axe violation on the page in its current state, and saves a screenshot. */
async function expectAccessible(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, `a11y-state-${name}`, false);
  expect(await axeViolations(page), name).toEqual([]);
}

/** Expects at least one field marked invalid in `scope`, and each invalid field described by
 *  existing elements with text (its message), so that screen readers read the message with it. */
async function expectErrorsTiedToFields(scope: Locator): Promise<void> {
  const invalid = scope.locator('[aria-invalid="true"]');
  await expect(invalid.first()).toBeVisible();
  for (const field of await invalid.all()) {
    const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
    expect(ids.length, 'an invalid field names its message').toBeGreaterThan(0);
    const texts = await Promise.all(ids.map((id) => scope.page().locator(`[id="${id}"]`).textContent()));
    expect(texts.join(' ')).toMatch(/\S/);
  }
}

async function openMap(page: Page): Promise<void> {
  await page.goto('/#/map');
  await expect(page.getByRole('heading', { level: 1, name: 'Gewässerbeobachtungen' })).toBeVisible();
  await expect.poll(() => mapElement(page).locator('.map-cluster').count()).toBeGreaterThan(0);
}

test('the skip link and every tab stop of the landing page and the map show a visible focus', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  expect(await focusIsVisible(page)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
  expect((await expectVisibleFocusOnTabStops(page, 80)).length).toBeGreaterThan(10);

  await openMap(page);
  await page.locator('body').focus();
  const stops = await expectVisibleFocusOnTabStops(page, 60);
  // The map and its markers are among the stops (Leaflet makes them focusable).
  expect(stops.some((s) => s.includes('Karte: Doppelklick oder langes Drücken'))).toBe(true);
  expect(stops.some((s) => /Einträge – zum Heranzoomen auswählen/.test(s))).toBe(true);
});

test('keyboard only on the map: the chooser traps and returns the focus, errors are announced, a list entry leads to its marker',
  async ({ page }) => {
    await openMap(page);
    const newEntry = panel(page).getByRole('button', { name: 'Neuer Eintrag' });
    await page.locator('body').focus();
    await tabTo(page, newEntry, { max: 120 });
    await page.keyboard.press('Enter');
    const chooser = page.getByRole('dialog', { name: 'Kategorie wählen' });
    await expect(chooser).toBeVisible();
    await modalSettled(chooser);
    await expect.poll(() => chooser.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await expectAccessible(page, 'map-chooser');
    await expectFocusTrapped(page, chooser);
    await page.keyboard.press('Escape');
    await expect(chooser).toBeHidden();
    await expect(newEntry).toBeFocused();

    // Again, down into 'Gewässerzustand' and on to its leaf 'Trüb', with Tab and Enter only.
    await page.keyboard.press('Enter');
    await expect(chooser).toBeVisible();
    await tabTo(page, chooser.getByRole('button', { name: /^Gewässerzustand/ }));
    await page.keyboard.press('Enter');
    await tabTo(page, chooser.getByRole('button', { name: 'Trüb', exact: true }));
    await page.keyboard.press('Enter');
    await expect(chooser).toBeHidden();
    const form = page.getByRole('form', { name: 'Neuer Eintrag: Trüb' });
    await expect(form.getByRole('heading', { name: 'Neuer Eintrag: Trüb' })).toBeFocused();

    // Saving without a marker: a warning in the live region (role alert), which does not cover
    // the panel's controls: the Information button stays clickable while it shows.
    await tabTo(page, form.getByRole('button', { name: 'Speichern' }));
    await page.keyboard.press('Enter');
    const warning = alerts(page).getByRole('alert').filter({ hasText: 'Bitte setzen Sie einen Marker auf der Karte.' });
    await expect(warning).toBeVisible();
    await expect(alerts(page)).toHaveAttribute('aria-live', 'polite');
    await panel(page).getByRole('button', { name: 'Information' }).click();
    const info = page.getByRole('dialog', { name: 'Information' });
    await expect(info).toBeVisible();
    await info.getByRole('button', { name: 'Schließen' }).first().click();
    await expect(info).toBeHidden();
    await warning.getByRole('button', { name: 'Schließen' }).click();

    // The marker by keyboard, then saving with the required answers missing: the first invalid
    // field gets the focus, is marked invalid and described by its message.
    await tabTo(page, form.getByRole('button', { name: 'Marker in der Kartenmitte setzen' }), { key: 'Shift+Tab' });
    await page.keyboard.press('Enter');
    await expect(form.getByRole('status')).toHaveText('Marker gesetzt');
    await tabTo(page, form.getByRole('button', { name: 'Speichern' }));
    await page.keyboard.press('Enter');
    const name = form.getByLabel('Wie heißt das Gewässer?');
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await name.getAttribute('aria-describedby')) ?? '';
    const messages = await Promise.all(describedBy.split(' ').filter(Boolean).map((id) => page.locator(`[id="${id}"]`).textContent()));
    expect(messages.join(' ')).toMatch(/\S/);
    await expect(alerts(page).getByRole('alert').first()).toBeVisible();
    await expectAccessible(page, 'map-form-errors');

    // Discard, then the list: each entry's 'Auf der Karte zeigen' takes the focus to its marker.
    await tabTo(page, form.getByRole('button', { name: 'Verwerfen' }));
    await page.keyboard.press('Enter');
    await expect(panel(page).getByRole('heading', { level: 1, name: 'Gewässerbeobachtungen' })).toBeFocused();
    const detailRadio = panel(page).getByRole('radio', { name: 'Details' });
    await tabTo(page, detailRadio);
    await page.keyboard.press('ArrowRight');
    await expect(panel(page).getByRole('radio', { name: 'Liste' })).toBeChecked();
    const list = panel(page).getByRole('region', { name: 'Einträge der Karte' });
    await expect(list).toBeVisible();
    await expectAccessible(page, 'map-list');
    const show = list.getByRole('button', { name: /^Auf der Karte zeigen: / }).first();
    await tabTo(page, show);
    const entryName = ((await show.getAttribute('aria-label')) ?? '').replace('Auf der Karte zeigen: ', '').split(',')[0]!;
    await page.keyboard.press('Enter');
    const focusedMarker = mapElement(page).locator('.leaflet-marker-icon:focus');
    await expect(focusedMarker).toHaveCount(1);
    // Named by its category and, in words, its status (the pin's colour is not the only cue).
    await expect(focusedMarker).toHaveAccessibleName(`${entryName} (Neu)`);
    await expect(focusedMarker).toBeInViewport();
    expect(await focusIsVisible(page)).toBe(true);
    // The marker is the selected point: drawn large (50×82).
    await expect.poll(async () => (await focusedMarker.boundingBox())?.height).toBe(82);
    await expectAccessible(page, 'map-marker-focus');

    // The details view shows the point the list led to (the checked radio is the group's stop).
    await tabTo(page, panel(page).getByRole('radio', { name: 'Liste' }), { max: 150 });
    await page.keyboard.press('ArrowLeft');
    await expect(detailRadio).toBeChecked();
    await expect(panel(page).getByRole('article')).toContainText(entryName);
    await expectAccessible(page, 'map-detail');
  });

test('three failed logins: each warning is announced; the reset offer traps the focus, passes axe and closes with Escape',
  async ({ page }) => {
    await page.goto('/#/login');
    for (let attempt = 1; attempt <= 3; attempt++) {
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/login'));
      await loginViaScreen(page, ADMIN.email, `falsch-${attempt}`);
      expect((await answer).status()).toBe(401);
      await expect(alerts(page).getByRole('alert').filter({ hasText: 'Der Benutzername oder das Passwort ist falsch' })).toHaveCount(attempt);
    }
    // The failed logins' 401 answers are expected here.
    watch.clear();
    const offer = page.getByRole('dialog', { name: 'Passwort vergessen?' });
    await expect(offer).toBeVisible();
    // The warnings sit bottom left, away from the modal's buttons, visible beside it (checked
    // at once: they close after 5 s, and the axe scan below took longer beside other tests).
    await expect(alerts(page).getByRole('alert').first()).toBeVisible();
    await modalSettled(offer);
    await expect.poll(() => offer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await expectAccessible(page, 'login-reset-offer');
    await expectFocusTrapped(page, offer);
    await page.keyboard.press('Escape');
    await expect(offer).toBeHidden();
    await expect(page.getByRole('main').getByLabel('Passwort', { exact: true })).toBeFocused();
  });

test('admin screens by keyboard: the user and group modals and the delete question trap and return the focus, and pass axe',
  async ({ page }) => {
    await page.goto('/#/login');
    await loginViaScreen(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/#\/admin$/);

    await page.goto('/#/admin/users');
    const users = page.getByRole('list', { name: 'Liste der Benutzer' });
    const admin = users.getByRole('button', { name: /^Administrator/ });
    await page.locator('body').focus();
    await tabTo(page, admin);
    await page.keyboard.press('Enter');
    const edit = page.getByRole('dialog', { name: 'Benutzer bearbeiten' });
    await expect(edit).toBeVisible();
    await modalSettled(edit);
    await expectAccessible(page, 'admin-user-edit');
    await expectFocusTrapped(page, edit, 25);
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();
    await expect(admin).toBeFocused();

    // 'Benutzer hinzufügen' with nothing filled in: the errors are tied to their fields.
    const add = page.getByRole('button', { name: 'Benutzer hinzufügen' });
    await tabTo(page, add, { key: 'Shift+Tab' });
    await page.keyboard.press('Enter');
    const addModal = page.getByRole('dialog', { name: 'Benutzer hinzufügen' });
    await expect(addModal).toBeVisible();
    await modalSettled(addModal);
    await tabTo(page, addModal.getByRole('button', { name: 'OK' }));
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/v1/admin/user'));
    await page.keyboard.press('Enter');
    expect((await refused).status()).toBe(400);
    await expect(addModal.getByRole('alert')).toContainText('Nutzer konnte nicht angelegt werden.');
    // The server's 400 is the expected answer here (the browser's console line about it is not
    // counted, page-checks.ts).
    await expect.poll(() => watch.problems().length).toBe(1);
    watch.clear();
    await expectErrorsTiedToFields(addModal);
    await expectAccessible(page, 'admin-user-add-errors');
    await page.keyboard.press('Escape');
    await expect(addModal).toBeHidden();
    await expect(add).toBeFocused();

    await page.goto('/#/admin/groups');
    const groups = page.getByRole('list', { name: 'Liste der Gruppen' });
    const group = groups.getByRole('button', { name: /^Administratoren/ });
    await page.locator('body').focus();
    await tabTo(page, group);
    await page.keyboard.press('Enter');
    const groupModal = page.getByRole('dialog', { name: 'Gruppe bearbeiten' });
    await expect(groupModal).toBeVisible();
    await modalSettled(groupModal);
    await expectAccessible(page, 'admin-group-edit');
    await expectFocusTrapped(page, groupModal, 20);
    await page.keyboard.press('Escape');
    await expect(groupModal).toBeHidden();
    await expect(group).toBeFocused();

    const remove = groups.getByRole('button', { name: 'Gruppe Administratoren löschen' });
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    const ask = page.getByRole('dialog', { name: 'Gruppe löschen' });
    await expect(ask).toContainText('Wollen Sie wirklich die Gruppe Administratoren löschen?');
    await modalSettled(ask);
    await expectAccessible(page, 'admin-group-delete');
    await expectFocusTrapped(page, ask);
    await page.keyboard.press('Escape');
    await expect(ask).toBeHidden();
    await expect(remove).toBeFocused();
    expect(await hasFocus(remove)).toBe(true);
  });

test('registration and survey sent empty: the errors are tied to their fields, announced, and pass axe', async ({ page }) => {
  await page.goto('/#/register');
  const main = page.getByRole('main');
  const register = main.getByRole('button', { name: 'Registrieren' });
  await main.getByLabel('E-Mail').focus();
  await tabTo(page, register);
  await page.keyboard.press('Enter');
  await expectErrorsTiedToFields(main);
  await expect(main.locator('[aria-invalid="true"]').first()).toBeFocused();
  await expectAccessible(page, 'register-errors');

  await page.goto('/#/umfrage');
  const send = main.getByRole('button', { name: 'Absenden' });
  await page.locator('body').focus();
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  await expectErrorsTiedToFields(main);
  await expectAccessible(page, 'survey-errors');
});

test.describe('on the first visit', () => {
  test.use({ acceptCookies: false });

  test('the cookie banner passes axe at both widths and is reached and closed by keyboard', async ({ page }) => {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      await page.goto('/#/login');
      const banner = page.getByRole('region', { name: 'Cookies' });
      await expect(banner).toBeVisible();
      await expectAccessible(page, `cookie-banner-${width}`);
    }
    const accept = page.getByRole('region', { name: 'Cookies' }).getByRole('button', { name: 'Akzeptieren' });
    await page.locator('body').focus();
    await tabTo(page, accept, { max: 40 });
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Cookies' })).toHaveCount(0);
  });

  test('the cookie banner covers no end of a page: scrolled to the bottom, the last line lies above it (375 px)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/#/datenschutz');
    // The privacy page has a section „Cookies“ of its own.
    const banner = page.locator('.cookie-banner');
    await expect(banner).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
    const last = page.getByRole('main').locator('p, li, address').last();
    // The banner wraps to several lines on a phone; the page ends with room of its height. Scrolled
    // again each round: the page may still grow while it loads.
    await expect.poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const [line, bar] = [await last.boundingBox(), await banner.boundingBox()];
      return line && bar ? bar.y - (line.y + line.height) : -1;
    }).toBeGreaterThanOrEqual(0);
    await saveScreenshot(page, 'cookie-banner-page-end-375', false);
  });
});

test('the workspace manager: its modals open and close by keyboard, keep and return the focus, and pass axe', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/#\/admin$/);
  await page.goto('/#/workspaces');
  await expect(page.getByRole('heading', { level: 1, name: 'Projektverwaltung' })).toBeVisible();
  const wsPanel = page.getByRole('region', { name: 'Projekt Gewässer-App' });
  await expect(wsPanel).toBeVisible();
  const openers: { opener: Locator; dialog: string }[] = [
    { opener: page.getByRole('button', { name: 'Karte hinzufügen' }), dialog: 'Neue Karte' },
    { opener: wsPanel.getByRole('button', { name: 'Löschen' }), dialog: 'Projekt löschen' },
  ];
  // In page order: Tab goes on from the opener the focus returned to.
  await page.locator('body').focus();
  await checkOpeners(openers);
  // The team is a section of its own (docs/product.md §17.5), reached through the section links.
  await tabTo(page, page.getByRole('navigation', { name: 'Bereiche des Projekts' }).getByRole('link', { name: 'Team' }), { max: 80 });
  await page.keyboard.press('Enter');
  await checkOpeners([{ opener: page.getByRole('region', { name: 'Team', exact: true }).getByRole('button', { name: 'Zum Team einladen' }), dialog: 'Zum Team einladen' }]);
});

test('the export menu of a map opens and closes by keyboard, names its six exports and passes axe (docs/product.md §18.4)', async ({ page }) => {
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/#\/admin$/);
  await page.goto('/#/workspaces');
  const toggle = page.getByRole('list', { name: 'Karten des Projekts' }).getByRole('button', { name: /^Export der Karte / }).first();
  await tabTo(page, toggle, { max: 80 });
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const name = ((await toggle.getAttribute('aria-label')) ?? '').replace(/^Export der Karte /, '');
  const items = ['Excel (XLSX)', 'CSV (Excel, deutsch)', 'CSV (international)', 'GeoJSON', 'GeoPackage (GIS)', 'KML (Google Earth)']
    .map((format) => page.getByRole('button', { name: `${format} – Export der Karte ${name} (öffnet in einem neuen Tab)` }));
  for (const item of items) await expect(item).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(items[0]!).toBeFocused();
  await expectAccessible(page, 'workspaces-export-menu');
  await page.keyboard.press('Escape');
  await expect(items[0]!).toBeHidden();
  await expect(toggle).toBeFocused();
});

/** Opens each modal from its opener by keyboard: it passes axe, traps the focus, closes with
 *  Escape and gives the focus back to its opener. */
async function checkOpeners(openers: { opener: Locator; dialog: string }[]): Promise<void> {
  const page = openers[0]!.opener.page();
  for (const { opener, dialog } of openers) {
    await tabTo(page, opener, { max: 80 });
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: dialog });
    await expect(modal).toBeVisible();
    await modalSettled(modal);
    await expectAccessible(page, `workspaces-${dialog.toLowerCase().replaceAll(' ', '-')}`);
    await expectFocusTrapped(page, modal, 8);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(opener).toBeFocused();
  }
}
