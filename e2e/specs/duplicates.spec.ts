/** „Wurde das schon gemeldet?“ and merging duplicates (docs/product.md §24.3): placing a new entry
 *  where an open entry of the same category stands, the form names it with its distance, and
 *  „Unterstützen“ counts a vote for it and follows it — on a desktop and on a phone (375 px), axe
 *  clean; in the review table the team merges a duplicate into its original, whose votes then
 *  count there. */
import type { Page } from '@playwright/test';
import type { MergeResult, NotificationSettings, Point, VoteCounts } from '@mitmachkarte/contract';
import {
  ADMIN, createCitizen, demoAnswers, demoLayer, expect, loginViaScreen, mapElement, mapPanel, openMap, saveScreenshot, test, type E2eServer,
} from './fixtures.js';
import { axeViolations, modalSettled, serveLocalTiles } from './page-checks.js';

/** Near the demo's waters in Kassel, where the browser says the visitor stands. */
const HERE = { latitude: 51.31802, longitude: 9.47713, accuracy: 15 };
/** Degrees of latitude per metre. */
const NORTH = 1 / 111_195;

/** A citizen's account, logged in over the API, with the entry `name` of category Trüb `metres`
 *  north of HERE; answers the entry and the citizen's client. */
async function entryNearHere(server: E2eServer, name: string, metres: number, who: string): Promise<Point> {
  const { layer } = await demoLayer(server);
  const citizen = await createCitizen(server, { Name: who, Email: `${who.toLowerCase()}@example.org`, Password: 'buerger-passwort-1' });
  return citizen.ok(citizen.post<Point>('/gis/point', {
    Layer: layer.ID, Latitude: HERE.latitude + metres * NORTH, Longitude: HERE.longitude, Attributes: demoAnswers(name, 'Schon gemeldet.'),
  }), 'POST /gis/point');
}

/** The vote counts of entry `id` as an anonymous visitor reads them. */
async function votesOf(server: E2eServer, id: string): Promise<VoteCounts> {
  const api = server.api();
  return api.ok(api.get<VoteCounts>(`/gis/votes/${id}`), 'GET /gis/votes');
}

/** Logs a new citizen `who` in on the screen. */
async function loginCitizen(page: Page, server: E2eServer, who: string): Promise<{ email: string; password: string }> {
  const account = { email: `${who.toLowerCase()}@example.org`, password: 'buerger-passwort-1' };
  await createCitizen(server, { Name: who, Email: account.email, Password: account.password });
  await page.goto('/#/login');
  await loginViaScreen(page, account.email, account.password);
  return account;
}

/** Chooses Trüb in the open category chooser and answers the form „Neuer Eintrag: Trüb“. */
async function chooseTrueb(page: Page) {
  const chooser = page.getByRole('dialog', { name: 'Kategorie wählen' });
  await expect(chooser).toBeVisible();
  await modalSettled(chooser);
  await chooser.getByRole('button', { name: /^Gewässerzustand/ }).click();
  await chooser.getByRole('button', { name: 'Trüb', exact: true }).click();
  return page.getByRole('form', { name: 'Neuer Eintrag: Trüb' });
}

/** In the hint: supports the entry `name`, and checks on the server that the vote counted and the
 *  citizen follows it. */
async function supportIn(page: Page, server: E2eServer, existing: Point, name: string, account: { email: string; password: string }, shot: string) {
  const hint = page.getByRole('region', { name: 'Wurde das schon gemeldet?' });
  await expect(hint).toBeVisible();
  const item = hint.getByRole('listitem').filter({ hasText: name });
  await expect(item).toContainText('Status: Neu');
  await expect(item).toContainText(/2\d m entfernt/);
  await expect(hint.getByRole('button', { name: 'Trotzdem neu melden' })).toBeVisible();
  await item.scrollIntoViewIfNeeded();
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, `${shot}-hint`, false);

  expect(await votesOf(server, existing.ID)).toMatchObject({ Up: 0 });
  await item.getByRole('button', { name: `Trüb: ${name} unterstützen: Daumen hoch geben und dem Eintrag folgen` }).click();
  await expect(item.getByRole('status')).toContainText('Danke! Ihre Stimme wurde gezählt. Sie folgen jetzt diesem Eintrag.');
  expect(await votesOf(server, existing.ID)).toMatchObject({ Up: 1 });
  const me = server.api();
  await me.login(account.email, account.password);
  const follows = await me.ok(me.get<NotificationSettings>('/auth/notifications'), 'GET /auth/notifications');
  expect(follows.Follows.map((f) => f.PointID)).toContain(existing.ID);
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, `${shot}-supported`, false);

  // „Zum Eintrag“ leaves the form for the entry's details, with the vote pressed.
  await item.getByRole('button', { name: 'Zum Eintrag' }).click();
  const detail = mapPanel(page).getByRole('article');
  await expect(detail).toContainText(name);
  await expect(page.getByRole('form', { name: 'Neuer Eintrag: Trüb' })).toHaveCount(0);
}

test.describe('on a desktop', () => {
  test.use({ geolocation: HERE, permissions: ['geolocation'] });

  test('the hint offers the entry nearby, and „Unterstützen“ counts a vote and follows it', async ({ page, server }) => {
    const name = 'Drusel am Hinweisufer';
    const existing = await entryNearHere(server, name, 20, 'Hanna');
    const account = await loginCitizen(page, server, 'Dora');
    await serveLocalTiles(page);
    await openMap(page);
    await mapPanel(page).getByRole('button', { name: 'Mein Standort' }).click();
    await mapPanel(page).getByRole('button', { name: 'Hier einen Eintrag anlegen' }).click();
    const form = await chooseTrueb(page);
    await expect(form.getByRole('status').first()).toHaveText('Marker gesetzt');
    // The hint asks without taking the focus from the form's heading.
    await expect(form.getByRole('region', { name: 'Wurde das schon gemeldet?' })).toBeVisible();
    await expect(form.getByRole('heading', { name: 'Neuer Eintrag: Trüb' })).toBeFocused();
    await supportIn(page, server, existing, name, account, 'duplicates-desktop');
  });
});

test.describe('on a phone', () => {
  test.use({ geolocation: HERE, permissions: ['geolocation'], viewport: { width: 375, height: 812 } });

  test('the hint stands in the sheet above the questionnaire, and „Unterstützen“ counts a vote', async ({ page, server }) => {
    const name = 'Drusel am Handyufer';
    const existing = await entryNearHere(server, name, 25, 'Paula');
    const account = await loginCitizen(page, server, 'Emil');
    await serveLocalTiles(page);
    await openMap(page);
    await mapPanel(page).getByRole('button', { name: 'Neuer Eintrag' }).click();
    const form = await chooseTrueb(page);
    await expect(form).toBeAttached();
    const bar = page.getByRole('group', { name: /^Verschieben Sie die Karte/ });
    await bar.getByRole('button', { name: 'Mein Standort' }).click();
    await bar.getByRole('button', { name: 'Marker hierher setzen' }).click();
    await expect(form.getByRole('status').first()).toHaveText('Marker gesetzt');
    await expect(mapElement(page).locator('.map-new-marker')).toHaveCount(1);
    const hint = form.getByRole('region', { name: 'Wurde das schon gemeldet?' });
    await expect(hint).toBeVisible();
    // Nothing sticks out of the phone's width.
    const box = (await hint.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await supportIn(page, server, existing, name, account, 'duplicates-phone');
  });
});

test('the team merges a duplicate in the review table: its votes count for the original', async ({ page, server }) => {
  const { layer } = await demoLayer(server);
  const original = await entryNearHere(server, 'Dubletten-Teich Original', 300, 'Olga');
  const duplicate = await entryNearHere(server, 'Dubletten-Teich Zweitmeldung', 305, 'Zora');
  const voter = await createCitizen(server, { Name: 'Vera', Email: 'vera@example.org', Password: 'buerger-passwort-1' });
  await voter.ok(voter.post<VoteCounts>(`/gis/vote/${duplicate.ID}`, { Vote: 1 }), 'POST /gis/vote');
  await voter.ok(voter.post<VoteCounts>(`/gis/vote/${original.ID}`, { Vote: 1 }), 'POST /gis/vote');
  const second = await createCitizen(server, { Name: 'Willi', Email: 'willi@example.org', Password: 'buerger-passwort-1' });
  await second.ok(second.post<VoteCounts>(`/gis/vote/${duplicate.ID}`, { Vote: 1 }), 'POST /gis/vote');
  expect(await votesOf(server, original.ID)).toMatchObject({ Up: 1 });

  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await page.goto(`/#/auswertung/${layer.ID}?q=Dubletten`);
  const table = page.getByRole('table', { name: /^Einträge der Karte/ });
  await expect(table.getByRole('row')).toHaveCount(3);
  await table.getByRole('checkbox', { name: /^Eintrag „Dubletten-Teich Zweitmeldung“ vom .* auswählen$/ }).check();
  const bulk = page.getByRole('region', { name: 'Aktionen für die ausgewählten Einträge' });
  await bulk.getByRole('button', { name: 'Zusammenführen …' }).click();
  const dialog = page.getByRole('dialog', { name: 'Doppelten Eintrag zusammenführen' });
  await expect(dialog).toBeVisible();
  await modalSettled(dialog);
  const into = dialog.getByRole('combobox', { name: 'Ursprünglicher Eintrag' });
  await expect(into).toBeFocused();
  await into.selectOption(original.ID);
  await expect(dialog.getByRole('combobox', { name: 'Status des Duplikats' })).toHaveValue('abgelehnt');
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'duplicates-merge-dialog', false);
  const answer = page.waitForResponse((r) => r.url().endsWith(`/gis/point/${duplicate.ID}/merge`));
  await dialog.getByRole('button', { name: 'Zusammenführen' }).click();
  expect(((await (await answer).json()) as MergeResult)).toMatchObject({ Votes: 1, Followers: 1 });
  await expect(bulk.getByText('Zusammengeführt. Übertragen: eine Stimme, eine Person, die folgt.')).toBeVisible();
  // Vera's second vote is not counted twice; Willi's moved.
  expect(await votesOf(server, original.ID)).toMatchObject({ Up: 2 });
  expect(await votesOf(server, duplicate.ID)).toMatchObject({ Up: 0 });
  const row = table.getByRole('row').filter({ hasText: 'Dubletten-Teich Zweitmeldung' });
  await expect(row).toContainText('Abgelehnt');
  await saveScreenshot(page, 'duplicates-merged', false);

  // The duplicate's details say where it was reported first.
  const api = server.api();
  expect(await api.ok(api.get<Point>(`/gis/point/${duplicate.ID}`), 'GET /gis/point')).toMatchObject({ DuplicateOf: original.ID, Status: 'abgelehnt' });
  await page.goto(`/#/map?workspace=${layer.Workspace}&layer=${layer.ID}&punkt=${duplicate.ID}`);
  const detail = mapPanel(page).getByRole('article');
  await expect(detail.getByText('Bereits gemeldet:', { exact: true })).toBeVisible();
  await detail.getByRole('link', { name: 'Dubletten-Teich Original' }).click();
  await expect(mapPanel(page).getByRole('article')).toContainText('Dubletten-Teich Original');
  await saveScreenshot(page, 'duplicates-original', false);
});
