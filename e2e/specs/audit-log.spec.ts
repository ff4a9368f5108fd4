/** The audit log, „Protokoll“ (docs/product.md §16.4): an officer on the access list of the demo
 *  workspace sets a point's status in the map app, opens the workspace's Protokoll from the
 *  workspace manager and finds the change with their name; the administrator finds it in
 *  /admin/protokoll among the whole log, with the officer's account they created. axe finds
 *  nothing on either screen. */
import type { Point } from '@mitmachkarte/contract';
import { ADMIN, demoAnswers, demoLayer, expect, loginViaScreen, openPointDetails, saveScreenshot, test } from './fixtures.js';
import { alertArea, axeViolations, closeAlerts } from './page-checks.js';

const OFFICER = { name: 'Olga Ordnungsamt', email: 'olga@example.org', password: 'olga-passwort-1' } as const;
const SUMMARY = 'Status von „Neu“ auf „In Prüfung“ geändert';

test('an officer sees their status change in the workspace\'s Protokoll, the administrator in the whole log', async ({ page, server }) => {
  const { workspace, layer } = await demoLayer(server);
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  await admin.ok(admin.post('/admin/user', { Name: OFFICER.name, Email: OFFICER.email, Password: OFFICER.password, Active: true }), 'POST /admin/user');
  await admin.ok(admin.post(`/gis/workspaceacl/add/${workspace.ID}`, { Email: OFFICER.email }), 'POST /gis/workspaceacl/add');
  const name = 'Protokollbach';
  const citizen = server.api();
  await citizen.ok(citizen.post<Point>('/gis/point', {
    Layer: layer.ID, Latitude: 51.32, Longitude: 9.48, Attributes: demoAnswers(name, 'Trübes Wasser am Ufer.'),
  }), 'POST /gis/point');

  // The officer changes the status in the map app.
  await page.goto('/#/login');
  await loginViaScreen(page, OFFICER.email, OFFICER.password);
  await expect(page).not.toHaveURL(/#\/login$/);
  const detail = await openPointDetails(page, name);
  await detail.getByLabel('Neuer Status').selectOption({ label: 'In Prüfung' });
  await detail.getByLabel('Notiz zum Status (freiwillig, für alle sichtbar)').fill('Probe genommen.');
  await detail.getByRole('form', { name: 'Status und Antwort' }).getByRole('button', { name: 'Speichern' }).click();
  await expect(alertArea(page).getByText('Status und Antwort wurden gespeichert.')).toBeVisible();
  await closeAlerts(page);

  // … and finds it in the workspace's Protokoll, reached from the workspace manager.
  await page.goto('/#/workspaces');
  await page.getByRole('list', { name: 'Liste der Projekte' }).getByRole('button', { name: /^Gewässer-App/ }).click();
  await page.getByRole('region', { name: 'Projekt Gewässer-App' }).getByRole('link', { name: 'Protokoll', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/workspaces/${workspace.ID}/protokoll$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Protokoll: Gewässer-App' })).toBeVisible();
  const table = page.getByRole('table', { name: /^Protokoll: \d+ Einträge?$/ });
  const row = table.getByRole('row').filter({ hasText: SUMMARY });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell')).toHaveText([/^\d\d\.\d\d\.\d{4}, \d\d:\d\d:\d\d$/, OFFICER.name, SUMMARY, 'Status: Neu', 'Status: In Prüfung; Notiz: Probe genommen.']);
  await expect(page.getByText(/^Seite 1 von \d+$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Als CSV herunterladen' })).toHaveAttribute('href', `/api/v1/gis/audit/${workspace.ID}/csv`);
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'audit-log', false);

  // The CSV of the same log opens in German spreadsheets: BOM and ';'.
  const csv = await page.request.get(`/api/v1/gis/audit/${workspace.ID}/csv`);
  expect(csv.status()).toBe(200);
  const bytes = await csv.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString('utf8')).toContain(`;${OFFICER.name};point.status;point;`);

  // The administrator reads the whole log, the officer's account among it.
  await page.context().clearCookies();
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/#\/admin$/);
  await page.getByRole('navigation', { name: 'Administrationsmenü' }).getByRole('link', { name: 'Protokoll' }).click();
  await expect(page).toHaveURL(/#\/admin\/protokoll$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Protokoll' })).toBeVisible();
  const all = page.getByRole('table', { name: /^Protokoll: \d+ Einträge$/ });
  await expect(all.getByRole('row').filter({ hasText: SUMMARY })).toHaveCount(1);
  await expect(all.getByRole('row').filter({ hasText: `Benutzer „${OFFICER.name}“ angelegt` }).getByRole('cell').nth(1)).toHaveText('Administrator');
  await expect(all.getByRole('row').filter({ hasText: `Team geändert: +${OFFICER.email}` })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Als CSV herunterladen' })).toHaveAttribute('href', '/api/v1/admin/audit/csv');
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'audit-log-admin', false);
});
