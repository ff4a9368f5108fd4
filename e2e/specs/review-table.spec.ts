/** The review table „Auswertung“ (docs/product.md §18.1): an officer on the access list of the
 *  demo workspace opens it from the workspace manager's layer list, finds three new entries by the
 *  search, category and status filters (kept in the address), sorts them by a question both ways,
 *  sets their status in one go and opens one on the map. On a phone the table scrolls inside its
 *  own region and the filters stack. axe finds nothing at 1280 and 375 px. The link „Diagramme und
 *  Bericht zum Drucken“ opens the charts with the table's filter, which count the entries the
 *  table lists and its export carries, hidden ones only when asked for (§18). A citizen who does
 *  not manage the workspace reads the server's refusal. */
import type { Page } from '@playwright/test';
import type { Point } from '@mitmachkarte/contract';
import { ADMIN, createCitizen, demoAnswers, demoLayer, expect, loginViaScreen, mapPanel, saveScreenshot, test } from './fixtures.js';
import { axeViolations, modalSettled, serveLocalTiles, visitorSessionCheck, watchPage, type PageWatch } from './page-checks.js';

const OFFICER = { name: 'Ria Auswertung', email: 'ria@example.org', password: 'ria-passwort-1' } as const;
const WORD = 'Auswertungsbach';
const NAMES = [`${WORD} Anfang`, `${WORD} Mitte`, `${WORD} Zuletzt`];
const QUESTION = 'Wie heißt das Gewässer?';

let watch: PageWatch;
test.beforeEach(async ({ page }) => {
  await serveLocalTiles(page);
  watch = watchPage(page);
});
test.afterEach(() => {
  expect(watch.problems()).toEqual([]);
});

const table = (page: Page) => page.getByRole('table', { name: 'Einträge der Karte Gewässerbeobachtungen' });
const rowHeaders = (page: Page) => table(page).getByRole('rowheader');
/** The names (first text answer) of the rows shown, top down. */
const namesShown = (page: Page) => table(page).locator('tbody tr').evaluateAll((rows) =>
  rows.map((r) => /„(.+?)“/.exec(r.querySelector('th a')?.getAttribute('aria-label') ?? '')?.[1] ?? ''));

test('an officer filters, sorts, sets the status of several entries and opens one on the map; on a phone the table scrolls in its region', async ({ page, server }) => {
  const { workspace, layer } = await demoLayer(server);
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  await admin.ok(admin.post('/admin/user', { Name: OFFICER.name, Email: OFFICER.email, Password: OFFICER.password, Active: true }), 'POST /admin/user');
  await admin.ok(admin.post(`/gis/workspaceacl/add/${workspace.ID}`, { Email: OFFICER.email }), 'POST /gis/workspaceacl/add');
  const visitor = server.api();
  const points: Point[] = [];
  for (const [i, name] of NAMES.entries()) {
    points.push(await visitor.ok(visitor.post<Point>('/gis/point', {
      Layer: layer.ID, Latitude: 51.31 + i / 100, Longitude: 9.47, Attributes: demoAnswers(name, `Trübes Wasser, Probe ${i + 1}.`),
    }), 'POST /gis/point'));
  }

  // From the workspace manager's layer list to the review table.
  await page.goto('/#/login');
  await loginViaScreen(page, OFFICER.email, OFFICER.password);
  await page.goto('/#/workspaces');
  await page.getByRole('list', { name: 'Liste der Projekte' }).getByRole('button', { name: /^Gewässer-App/ }).click();
  await page.getByRole('list', { name: 'Karten des Projekts' }).getByRole('link', { name: 'Auswertung der Karte Gewässerbeobachtungen' }).click();
  await expect(page).toHaveURL(new RegExp(`#/auswertung/${layer.ID}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Auswertung: Gewässerbeobachtungen' })).toBeVisible();
  await expect(table(page).getByRole('columnheader', { name: 'Erstellt' })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByText(/^\d+ Einträge$/)).toBeVisible();

  // Filters: search, category and status, in the address.
  await page.getByLabel('Suche').fill(WORD);
  await expect(page.getByText('3 Einträge', { exact: true })).toBeVisible();
  await page.getByLabel('Kategorie').selectOption({ label: 'Gewässerzustand › Trüb' });
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Neu' });
  await expect(page).toHaveURL(/[?&]q=Auswertungsbach(&|$)/);
  await expect(page).toHaveURL(/[?&]category=Trueb(&|$)/);
  await expect(page).toHaveURL(/[?&]status=neu(&|$)/);
  await expect(page.getByText('3 Einträge', { exact: true })).toBeVisible();
  await expect(page.getByText('Seite 1 von 1')).toBeVisible();
  await expect.poll(async () => (await namesShown(page)).sort()).toEqual(NAMES);

  // Sorting by a question: ascending, then the other way round.
  const byName = table(page).getByRole('columnheader', { name: QUESTION });
  await byName.getByRole('button').click();
  await expect(byName).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => namesShown(page)).toEqual(NAMES);
  await byName.getByRole('button').press('Enter');
  await expect(byName).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => namesShown(page)).toEqual([...NAMES].reverse());
  // Descending is the default direction, left out of the address.
  await expect(page).toHaveURL(/[?&]sort=answer%3AGewaessername$/);
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'review-table-1280', false);

  // The same view from its address (a shared link), at 375 px: filters stacked, the table scrolls in its region.
  const shared = page.url();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/#/');
  await page.goto(shared);
  await expect.poll(() => namesShown(page)).toEqual([...NAMES].reverse());
  const region = page.getByRole('region', { name: 'Tabelle der Einträge' });
  await expect(region).toHaveAttribute('tabindex', '0');
  expect(await region.evaluate((r) => r.scrollWidth > r.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const category = (await page.getByLabel('Kategorie').boundingBox())!;
  const status = (await page.getByLabel('Status', { exact: true }).boundingBox())!;
  expect(status.y).toBeGreaterThan(category.y + category.height);
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((r) => r.scrollLeft)).toBeGreaterThan(0);
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'review-table-375', true);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Bulk status: all on this page, asked first, then reported; with the filter Neu the table is empty.
  await table(page).getByRole('checkbox', { name: 'Alle Einträge auf dieser Seite auswählen' }).check();
  const bulk = page.getByRole('region', { name: 'Aktionen für die ausgewählten Einträge' });
  await expect(bulk.getByText('3 ausgewählt')).toBeVisible();
  await bulk.getByRole('button', { name: 'Status setzen …' }).click();
  const dialog = page.getByRole('dialog', { name: 'Status setzen' });
  await modalSettled(dialog);
  await expect(dialog.getByText('Das betrifft 3 Einträge.')).toBeVisible();
  await dialog.getByLabel('Neuer Status').selectOption({ label: 'In Prüfung' });
  await dialog.getByLabel('Notiz (freiwillig, für alle sichtbar)').fill('Probe genommen.');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Status setzen' }).click();
  await expect(bulk.getByText('Status bei 3 von 3 Einträgen gesetzt.')).toBeVisible();
  await expect(page.getByText('Kein Eintrag passt zum Filter.')).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'In Prüfung' });
  await expect(page.getByText('3 Einträge', { exact: true })).toBeVisible();
  await expect(table(page).locator('tbody tr').filter({ hasText: 'In Prüfung' })).toHaveCount(3);
  for (const p of points) {
    const history = await admin.ok(admin.get<{ Status: string; Note: string; By: string }[]>(`/gis/point/${p.ID}/history`), 'GET history');
    expect(history.at(-1)).toMatchObject({ Status: 'pruefung', Note: 'Probe genommen.', By: OFFICER.name });
  }
  await saveScreenshot(page, 'review-table-bulk', false);

  // Back: the filter before (status Neu) returns.
  await page.goBack();
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('neu');
  await page.goForward();
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('pruefung');

  // A row opens the entry on the map.
  const middle = points[1]!;
  await expect(rowHeaders(page)).toHaveCount(3);
  await table(page).getByRole('link', { name: new RegExp(`^Auf der Karte zeigen: Eintrag „${NAMES[1]}“`) }).click();
  await expect(page).toHaveURL(new RegExp(`#/map\\?workspace=${workspace.ID}&layer=${layer.ID}&punkt=${middle.ID}$`));
  await expect(mapPanel(page).getByRole('article')).toContainText(NAMES[1]!);
  await expect(mapPanel(page).getByRole('article').locator('.map-status')).toContainText('In Prüfung');
});

test('the link to the charts carries the table\'s filter: table, charts and export count the same entries, hidden ones only when asked; axe clean at 1280 and 375 px', async ({ page, server }) => {
  const { layer } = await demoLayer(server);
  const word = 'Gleichbach';
  const visitor = server.api();
  const points: Point[] = [];
  for (const [i, name] of ['Eins', 'Zwei', 'Drei'].entries()) {
    points.push(await visitor.ok(visitor.post<Point>('/gis/point', {
      Layer: layer.ID, Latitude: 51.32 + i / 100, Longitude: 9.48, Attributes: demoAnswers(`${word} ${name}`, `Probe ${i + 1}.`),
    }), 'POST /gis/point'));
  }
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  await admin.ok(admin.post('/gis/moderation/hide', { PointID: points[2]!.ID, Reason: 'Doppelt gemeldet.' }), 'POST /gis/moderation/hide');

  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await page.goto(`/#/auswertung/${layer.ID}`);
  await page.getByLabel('Suche').fill(word);
  // Without being asked, only what the moderation let through: the hidden entry is not listed.
  await expect(page.getByText('2 Einträge', { exact: true })).toBeVisible();
  const main = page.getByRole('main');
  const charts = main.getByRole('link', { name: 'Diagramme und Bericht zum Drucken' });
  await expect(charts).toHaveAttribute('href', `#/auswertung/${layer.ID}/diagramme?q=${word}`);
  await charts.click();
  await expect(page).toHaveURL(new RegExp(`#/auswertung/${layer.ID}/diagramme\\?q=${word}$`));
  await expect(main.locator('[data-figure="total"]')).toHaveText('2');
  const active = main.locator('p').filter({ hasText: 'Aktive Filter:' });
  await expect(active).toHaveText(`Aktive Filter: Suche „${word}“`);

  // Back to the table with the filter; hidden and waiting entries asked for: the table, the
  // charts and the export count three.
  await main.getByRole('link', { name: 'Zur Tabelle' }).click();
  await expect(page.getByText('2 Einträge', { exact: true })).toBeVisible();
  await main.getByRole('checkbox', { name: 'Ausgeblendete und wartende Einträge einbeziehen' }).check();
  await expect(page.getByText('3 Einträge', { exact: true })).toBeVisible();
  await expect(table(page).getByText('ausgeblendet')).toHaveCount(1);
  await expect(page).toHaveURL(/[?&]moderation=alle(&|$)/);
  const csvUrl = `/api/v1/gis/csv/points/${layer.ID}?format=de&q=${word}&moderation=alle`;
  const exportRequest = page.context().waitForEvent('request', (r) => r.url().endsWith(csvUrl));
  await main.getByRole('button', { name: 'Export der Einträge, die die Tabelle zeigt' }).click();
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    main.getByRole('button', { name: 'CSV (Excel, deutsch) – Export der Einträge, die die Tabelle zeigt (öffnet in einem neuen Tab)' }).click(),
  ]);
  expect((await exportRequest).frame().page()).toBe(tab);
  await tab.close();
  const csv = (await (await page.request.get(csvUrl)).text()).replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
  expect(csv.slice(1).map((line) => line.split(';')[0]).sort()).toEqual(points.map((p) => p.ID).sort());
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'review-table-charts-link-1280', false);
  await main.getByRole('link', { name: 'Diagramme und Bericht zum Drucken' }).click();
  await expect(page).toHaveURL(new RegExp(`#/auswertung/${layer.ID}/diagramme\\?q=${word}&moderation=alle$`));
  await expect(main.locator('[data-figure="total"]')).toHaveText('3');
  await expect(active).toHaveText(`Aktive Filter: Suche „${word}“, einschließlich ausgeblendeter und wartender Einträge`);
  await expect(main.getByRole('checkbox', { name: 'Ausgeblendete und wartende Einträge einbeziehen' })).toBeChecked();
  await expect(main.locator('.chart-visual svg').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'review-charts-from-table-1280', false);

  // The same on a phone: the table with its links, then the charts.
  await page.setViewportSize({ width: 375, height: 812 });
  await main.getByRole('link', { name: 'Zur Tabelle' }).click();
  await expect(page.getByText('3 Einträge', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await main.getByRole('checkbox', { name: 'Ausgeblendete und wartende Einträge einbeziehen' }).scrollIntoViewIfNeeded();
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'review-table-charts-link-375', false);
  await main.getByRole('link', { name: 'Diagramme und Bericht zum Drucken' }).click();
  await expect(main.locator('[data-figure="total"]')).toHaveText('3');
  await expect(main.locator('.chart-visual svg').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'review-charts-from-table-375', false);
});

test('a citizen who does not manage the workspace reads the refusal', async ({ page, server }) => {
  const { layer } = await demoLayer(server);
  const who = { Name: 'Carl Citizen', Email: 'carl@example.org', Password: 'carl-passwort-1' };
  await createCitizen(server, who);
  watch = watchPage(page, (method, url, status) => visitorSessionCheck(method, url, status)
    || (method === 'GET' && url.pathname === `/api/v1/gis/review/${layer.ID}` && status === 403));
  await page.goto('/#/login');
  await loginViaScreen(page, who.Email, who.Password);
  await page.goto(`/#/auswertung/${layer.ID}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Auswertung: Gewässerbeobachtungen' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Die Einträge konnten nicht geladen werden.' })).toBeVisible();
  await expect(table(page)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});
