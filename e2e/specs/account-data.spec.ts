/** The profile (docs/product.md §2.8, §14): a citizen ends another device's session, downloads their data as a
 *  ZIP and deletes their account, in Chromium at desktop and phone width, axe-checked. */
import fs from 'node:fs';
import type { Layer, Point, User, Workspace } from '@mitmachkarte/contract';
import { ADMIN, expect, loginViaScreen, saveScreenshot, test } from './fixtures.js';
import { checkBothWidths, serveLocalTiles, visitorSessionCheck, watchPage } from './page-checks.js';
import { readZip } from '../../server/test/zip.js';

const CITIZEN = { email: 'clara.citizen@example.org', password: 'Fluss-Ufer-123', name: 'Clara Bürgerin' };

test('a citizen ends a session, downloads their data and deletes their account from the profile', async ({ page, server }) => {
  // The citizen's account and a point of theirs, through the API.
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  await admin.ok(admin.post<User>('/admin/user', { Name: CITIZEN.name, Email: CITIZEN.email, Password: CITIZEN.password, Active: true, Groups: [], Attributes: [] }), 'user');
  const workspace = await admin.ok(admin.post<Workspace>('/gis/workspace', { Name: 'Beteiligung', Public: true, Editable: true }), 'workspace');
  const layer = await admin.ok(admin.post<Layer>('/gis/layer', { Workspace: workspace.ID, Name: 'Hinweise', Public: true, Editable: true, Schema: { Schema: [], Categories: [] } }), 'layer');
  const citizenApi = server.api();
  await citizenApi.login(CITIZEN.email, CITIZEN.password);
  const point = await citizenApi.ok(citizenApi.post<Point>('/gis/point', { Layer: layer.ID, Latitude: 51.32, Longitude: 9.48 }), 'point');

  // The wrong password is an expected 403; after the deletion the visitor's 401 of /auth/info too.
  const watch = watchPage(page, (method, url, status) =>
    visitorSessionCheck(method, url, status) || (method === 'POST' && url.pathname === '/api/v1/auth/account/delete' && status === 403));
  await serveLocalTiles(page);
  await page.goto('/#/login');
  await loginViaScreen(page, CITIZEN.email, CITIZEN.password);
  await expect(page.getByRole('navigation').getByRole('button', { name: 'Registrieren' })).toBeHidden();
  await page.goto('/#/profile');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
  await expect(main.getByText(CITIZEN.email)).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Meine Daten' })).toBeVisible();
  // Angemeldete Geräte: this browser and the API client's session; the latter is ended here.
  const devices = main.getByRole('list', { name: 'Angemeldete Geräte' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByRole('listitem').filter({ hasText: 'dieses Gerät' })).toHaveCount(1);
  await checkBothWidths(page, 'profile');
  await devices.getByRole('button', { name: 'Sitzung auf Unbekanntes Gerät beenden' }).click();
  await expect(page.getByText('Die Sitzung wurde beendet.')).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  expect((await citizenApi.get<{ LoggedIn: boolean }>('/auth/info')).body.LoggedIn).toBe(false);

  // Meine Daten herunterladen: a ZIP with the account and the point.
  const [download] = await Promise.all([page.waitForEvent('download'), main.getByRole('link', { name: 'Meine Daten herunterladen' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^meine-daten-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await readZip(fs.readFileSync(await download.path()));
  expect(JSON.parse(zip.get('konto.json')!.toString('utf8'))).toMatchObject({ Name: CITIZEN.name, Email: CITIZEN.email });
  expect((JSON.parse(zip.get('punkte.json')!.toString('utf8')) as Point[]).map((p) => p.ID)).toEqual([point.ID]);

  // Konto löschen: the dialog explains what happens, a wrong password changes nothing.
  await main.getByRole('button', { name: 'Konto löschen …' }).click();
  const dialog = page.getByRole('dialog', { name: 'Konto endgültig löschen?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Ihre Punkte und Kommentare bleiben ohne Ihren Namen erhalten');
  await dialog.getByLabel('Ihr Passwort zur Bestätigung').fill('nicht-mein-passwort');
  await dialog.getByRole('button', { name: 'Konto endgültig löschen' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Das Passwort ist nicht richtig. Ihr Konto wurde nicht gelöscht.');
  await checkBothWidths(page, 'profile-delete-dialog');
  await dialog.getByLabel('Ihr Passwort zur Bestätigung').fill(CITIZEN.password);
  await dialog.getByRole('button', { name: 'Konto endgültig löschen' }).click();

  // Logged out on the start page, with the confirmation; the account is gone.
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByText('Ihr Konto wurde gelöscht.')).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('button', { name: 'Registrieren' })).toBeVisible();
  await saveScreenshot(page, 'profile-deleted');
  expect((await server.api().post('/auth/login', { Email: CITIZEN.email, Password: CITIZEN.password })).status).toBe(401);
  expect(watch.problems()).toEqual([]);
});
