/** „API-Schlüssel“ in the profile (docs/product.md §24.6): a citizen makes a key, sees it once,
 *  a program reads with it (and may not write with a reading key), and the citizen withdraws
 *  it; in Chromium at desktop and phone width, axe-checked. */
import { createCitizen, expect, loginViaScreen, test } from './fixtures.js';
import { checkBothWidths, serveLocalTiles, visitorSessionCheck, watchPage } from './page-checks.js';

const CITIZEN = { Name: 'Kai Skript', Email: 'kai.skript@example.org', Password: 'Schluessel-Bund-7' };

test('a citizen makes an API key, a program uses it, and the citizen withdraws it', async ({ page, server }) => {
  await createCitizen(server, CITIZEN);
  const watch = watchPage(page, visitorSessionCheck);
  await serveLocalTiles(page);
  await page.goto('/#/login');
  await loginViaScreen(page, CITIZEN.Email, CITIZEN.Password);
  await page.goto('/#/profile');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'API-Schlüssel' })).toBeVisible();
  await expect(main.getByText('Sie haben noch keinen API-Schlüssel.')).toBeVisible();

  await main.getByRole('button', { name: 'Neuer API-Schlüssel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neuer API-Schlüssel' });
  await dialog.getByLabel('Name').fill('Auswertung');
  await checkBothWidths(page, 'profile-api-key-new');
  await dialog.getByRole('button', { name: 'Schlüssel erstellen' }).click();
  const shown = page.getByRole('dialog', { name: 'Ihr neuer API-Schlüssel' });
  await expect(shown).toContainText('Er wird nur dieses eine Mal angezeigt.');
  const key = await shown.getByLabel('API-Schlüssel').inputValue();
  expect(key).toMatch(/^mk_[A-Za-z0-9_-]{43}$/);
  await checkBothWidths(page, 'profile-api-key-shown');
  await shown.getByRole('button', { name: 'Fertig' }).click();

  // A program with the key: it reads as the citizen, without cookie or anti-forgery token, and a
  // reading key writes nothing.
  const asProgram = (method: string, path: string) => fetch(`${server.baseUrl}/api/v1${path}`, { method, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, ...(method === 'GET' ? {} : { body: JSON.stringify({ Name: 'x', Public: true, Editable: true }) }) });
  const info = await asProgram('GET', '/auth/info');
  expect(info.status).toBe(200);
  expect(await info.json()).toMatchObject({ LoggedIn: true, Name: CITIZEN.Name });
  expect((await asProgram('POST', '/gis/workspace')).status).toBe(403);

  const keys = main.getByRole('list', { name: 'Ihre API-Schlüssel' });
  await page.reload();
  await expect(keys).toContainText('Auswertung');
  await expect(keys).toContainText('Berechtigungen: Lesen');
  await expect(keys).toContainText('zuletzt benutzt');
  await checkBothWidths(page, 'profile-api-keys');
  await keys.getByRole('button', { name: 'API-Schlüssel „Auswertung“ widerrufen' }).click();
  await page.getByRole('dialog', { name: 'API-Schlüssel widerrufen' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Der API-Schlüssel wurde widerrufen.')).toBeVisible();
  await expect(main.getByText('Sie haben noch keinen API-Schlüssel.')).toBeVisible();
  expect((await asProgram('GET', '/auth/info')).status).toBe(401);
  expect(watch.problems()).toEqual([]);
});
