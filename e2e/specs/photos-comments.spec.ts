/** Photos, comments and votes in the map app (docs/product.md §2.14 Map app, §3.14 Image/Comment/Vote, §5): a
 *  logged-in user records a point with a photo, sees the photo in the details, comments and votes;
 *  a second user sees the comment and the count and votes on the comment; an anonymous visitor
 *  sees the counts and the comment but no buttons or form. */
import type { Page } from '@playwright/test';
import { ADMIN, demoLayer, expect, layerPoints, loginViaScreen, markFreeSpot, mapPanel, openMap, openPointDetails, saveScreenshot, test } from './fixtures.js';
import { smallPng } from './small-png.js';

const panel = mapPanel;
const alerts = (page: Page) => page.getByRole('region', { name: 'Meldungen' });

test('a point with a photo, a comment and a vote; a second user votes on the comment; anonymous visitors see counts only', async ({ page, browser, server }) => {
  const { layer } = await demoLayer(server);
  const before = await layerPoints(server, layer.ID);

  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/#\/admin$/);
  await openMap(page);

  await panel(page).getByRole('button', { name: 'Neuer Eintrag' }).click();
  const chooser = page.getByRole('dialog', { name: 'Kategorie wählen' });
  await chooser.getByRole('button', { name: /^Gewässerzustand/ }).click();
  await chooser.getByRole('button', { name: 'Trüb', exact: true }).click();
  const form = page.getByRole('form', { name: 'Neuer Eintrag: Trüb' });
  await markFreeSpot(page, form);

  const name = 'Fotobach';
  await form.getByLabel('Wie heißt das Gewässer?').fill(name);
  await form.getByRole('group', { name: /^Um welche Art von Gewässer/ }).getByRole('radio', { name: 'Bach', exact: true }).check();
  await form.getByRole('button', { name: 'Weiter' }).click();
  await expect(form.getByText('Schritt 2 von 3')).toBeVisible();
  await form.getByRole('group', { name: /^Wie riecht das Wasser\?/ }).getByRole('radio', { name: 'Modrig', exact: true }).check();
  await form.getByRole('button', { name: 'Weiter' }).click();
  await expect(form.getByText('Schritt 3 von 3')).toBeVisible();
  await form.getByLabel('Beschreiben Sie Ihre Beobachtung.').fill('Mit Foto.');
  await expect(form.getByText('Foto auswählen')).toBeVisible();
  await form.getByLabel(/^Foto der Beobachtung/).setInputFiles({ name: 'bach.png', mimeType: 'image/png', buffer: smallPng() });
  await expect(form.getByRole('img', { name: 'Vorschau: Foto der Beobachtung' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Entfernen' })).toBeVisible();
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(alerts(page).getByText('Punkt erfolgreich gespeichert.')).toBeVisible();

  const after = await layerPoints(server, layer.ID);
  const saved = after.find((p) => !before.some((b) => b.ID === p.ID))!;
  const imageId = saved.Attributes.Foto?.Value;
  expect(typeof imageId).toBe('string');

  // The details show the photo (norm variant) linking to the original.
  const detail = panel(page).getByRole('article');
  const photo = detail.getByRole('img', { name: 'Foto: Foto der Beobachtung' });
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('src', `/api/v1/gis/image/norm/${String(imageId)}`);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Comment and vote.
  await detail.getByLabel('Ihr Kommentar').fill('Sieht <b>trüb</b> aus.');
  await detail.getByRole('button', { name: 'Kommentieren' }).click();
  await expect(detail.getByText('Sieht <b>trüb</b> aus.')).toBeVisible();
  const up = detail.getByRole('group', { name: 'Bewertung', exact: true }).getByRole('button', { name: /Daumen hoch/ });
  await up.click();
  await expect(up).toHaveAttribute('aria-pressed', 'true');
  await expect(up).toHaveText(/Daumen hoch \(1\)/);

  // A second user sees the comment and the point's count, and votes up on the comment.
  const second = { Name: 'Zweite Nutzerin', Email: 'zweite.nutzerin@example.org', Password: 'zweites-passwort-1' };
  const adminApi = server.api();
  await adminApi.login(ADMIN.email, ADMIN.password);
  await adminApi.ok(adminApi.post('/admin/user', { ...second, Active: true, Groups: [] }), 'POST /admin/user');
  const other = await browser.newContext({ baseURL: server.baseUrl });
  const otherPage = await other.newPage();
  await otherPage.goto('/#/login');
  await loginViaScreen(otherPage, second.Email, second.Password);
  await expect(otherPage.getByRole('button', { name: second.Name })).toBeVisible();
  const otherDetail = await openPointDetails(otherPage, name);
  const pointUp = otherDetail.getByRole('group', { name: 'Bewertung', exact: true }).getByRole('button', { name: /Daumen hoch/ });
  await expect(pointUp).toHaveText(/Daumen hoch \(1\)/);
  await expect(pointUp).toHaveAttribute('aria-pressed', 'false');
  await expect(otherDetail.getByText('Sieht <b>trüb</b> aus.')).toBeVisible();
  const commentUp = otherDetail.getByRole('group', { name: 'Bewertung des Kommentars' }).getByRole('button', { name: /Daumen hoch/ });
  await expect(commentUp).toHaveText(/Daumen hoch \(0\)/);
  await commentUp.click();
  await expect(commentUp).toHaveAttribute('aria-pressed', 'true');
  await expect(commentUp).toHaveText(/Daumen hoch \(1\)/);
  await expect(pointUp).toHaveText(/Daumen hoch \(1\)/);
  await other.close();

  // An anonymous visitor: counts and the comment, no buttons or form.
  const anon = await browser.newContext({ baseURL: server.baseUrl });
  const anonPage = await anon.newPage();
  const anonDetail = await openPointDetails(anonPage, name);
  await expect(anonDetail.getByRole('group', { name: 'Bewertung', exact: true }).getByText('1 Daumen hoch')).toBeVisible();
  await expect(anonDetail.getByRole('group', { name: 'Bewertung des Kommentars' }).getByText('1 Daumen hoch')).toBeVisible();
  await expect(anonDetail.getByText('Sieht <b>trüb</b> aus.')).toBeVisible();
  await expect(anonDetail.getByText('Bitte melden Sie sich an, um abzustimmen oder zu kommentieren.')).toBeVisible();
  // Only „Melden“ (docs/product.md §16.3) for the point and the comment; no vote buttons, no form.
  await expect(anonDetail.getByRole('button')).toHaveText(['Melden', 'Melden']);
  await expect(anonDetail.getByRole('textbox')).toHaveCount(0);
  // The list names votes and comments of each entry and sorts by them (docs/product.md §16.1).
  await panel(anonPage).getByRole('group', { name: 'Ansicht der Einträge' }).getByText('Liste', { exact: true }).click();
  const list = panel(anonPage).getByRole('region', { name: 'Einträge der Karte' });
  await list.getByLabel('Sortierung').selectOption({ label: 'Meiste Kommentare' });
  await expect(list.getByRole('listitem').first()).toContainText(name);
  await expect(list.getByRole('listitem').first()).toContainText('1 Daumen hoch · 1 Kommentar');
  await expect(list.getByRole('listitem').nth(1)).toContainText('0 Daumen hoch · 0 Kommentare');
  await saveScreenshot(anonPage, 'point-list-sorted', false);
  await anon.close();
});
