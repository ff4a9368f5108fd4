/** „Meine Beiträge“ and „Passwort ändern“ (docs/product.md §16.6), as a citizen uses them: the
 *  profile menu leads to their entries with status and official answer and to their comments; they
 *  withdraw an entry after the question, and it leaves the map. At 1280 and 375 px, axe clean.
 *  In the profile they change their password; the old one no longer logs in. */
import type { Point } from '@mitmachkarte/contract';
import { ADMIN, createCitizen, demoAnswers, demoLayer, expect, layerPoints, loginViaScreen, saveScreenshot, test } from './fixtures.js';
import { alertArea, axeViolations, modalSettled } from './page-checks.js';

const CITIZEN = { Name: 'Clara Bürgerin', Email: 'clara@example.org', Password: 'Clara-Ufer-Kiesel-7' };

test('a citizen reads and withdraws their entry in „Meine Beiträge“ and changes their password', async ({ page, server }) => {
  const { layer } = await demoLayer(server);
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  const citizen = await createCitizen(server, CITIZEN);
  const answers = (name: string) => demoAnswers(name, 'Trübes Wasser.');
  const kept = await citizen.ok(citizen.post<Point>('/gis/point', { Layer: layer.ID, Latitude: 51.31, Longitude: 9.45, Attributes: answers('Klarabach') }), 'point');
  const gone = await citizen.ok(citizen.post<Point>('/gis/point', { Layer: layer.ID, Latitude: 51.32, Longitude: 9.46, Attributes: answers('Irrtumsteich') }), 'point');
  await citizen.ok(citizen.post('/gis/comment', { PointID: kept.ID, Text: 'Das Wasser riecht seit Montag.' }), 'comment');
  await admin.ok(admin.put(`/gis/point/${kept.ID}/status`, { Status: 'bearbeitung' }), 'status');
  await admin.ok(admin.put(`/gis/point/${kept.ID}/answer`, { Text: 'Wir nehmen eine Probe.' }), 'answer');

  await page.goto('/#/login');
  await loginViaScreen(page, CITIZEN.Email, CITIZEN.Password);
  await page.getByRole('button', { name: CITIZEN.Name }).click();
  await page.getByRole('link', { name: 'Meine Beiträge' }).click();
  const points = page.getByRole('region', { name: 'Meine Einträge (2)' });
  const entry = points.getByRole('listitem').filter({ hasText: 'Klarabach' });
  await expect(entry).toContainText('Status: In Bearbeitung');
  await expect(entry.getByRole('region', { name: 'Offizielle Antwort' })).toContainText('Wir nehmen eine Probe.');
  await expect(page.getByRole('region', { name: 'Meine Kommentare (1)' })).toContainText('Das Wasser riecht seit Montag.');
  for (const [width, height, suffix] of [[1280, 800, ''], [375, 812, '-phone']] as const) {
    await page.setViewportSize({ width, height });
    expect(await axeViolations(page, 'main')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await saveScreenshot(page, `contributions${suffix}`, false);
  }

  await points.getByRole('button', { name: 'Eintrag „Irrtumsteich“ zurückziehen' }).click();
  const ask = page.getByRole('dialog', { name: 'Eintrag zurückziehen' });
  await modalSettled(ask);
  expect(await axeViolations(page, '.modal')).toEqual([]);
  await ask.getByRole('button', { name: 'OK' }).click();
  await expect(alertArea(page).getByText('Ihr Eintrag wurde zurückgezogen.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Meine Einträge (1)' })).toBeVisible();
  expect((await layerPoints(server, layer.ID)).map((p) => p.ID)).not.toContain(gone.ID);
  await page.setViewportSize({ width: 1280, height: 800 });

  // „Zur Karte“ opens the entry itself in the map app.
  await page.getByRole('region', { name: 'Meine Einträge (1)' }).getByRole('link', { name: 'Zur Karte' }).click();
  await expect(page.locator('section.map-panel').getByRole('article')).toContainText('Klarabach');
  await expect(page.locator('section.map-panel').getByRole('article')).toContainText('Wir nehmen eine Probe.');

  // „Passwort ändern“ in the profile.
  await page.goto('/#/profile');
  const card = page.locator('.card').filter({ has: page.getByRole('heading', { name: 'Passwort ändern' }) });
  await card.getByLabel('Bisheriges Passwort').fill(CITIZEN.Password);
  await card.getByLabel('Neues Passwort').fill('Neues-Ufer-Kiesel-8');
  await card.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(alertArea(page).getByText('Ihr Passwort wurde geändert. Ihre anderen Sitzungen wurden beendet.')).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);
  const fresh = server.api();
  const refused = await fresh.post('/auth/login', { Email: CITIZEN.Email, Password: CITIZEN.Password });
  expect(refused.status).not.toBe(200);
});
