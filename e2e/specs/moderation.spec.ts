/** Moderation (docs/product.md §16.3), as people use it: a visitor reports an insulting comment;
 *  the officer finds it in the workspace's queue and hides it with a reason; visitors no longer see
 *  it, its author reads why. The officer hides a spam point from the map's details and shows it
 *  again, deletes it there and restores it in the workspace manager. On a layer with pre-moderation a new entry waits until the officer approves it. axe
 *  finds nothing in the report dialog, the hide dialog and the queue (desktop and 375 px). */
import type { Layer, Point, User } from '@mitmachkarte/contract';
import { ADMIN, demoAnswers, demoLayer, expect, loginViaScreen, layerPoints, openPointDetails, saveScreenshot, test } from './fixtures.js';
import { alertArea, axeViolations, modalSettled } from './page-checks.js';

const AUTHOR = { Name: 'Rüdiger Rüpel', Email: 'ruepel@example.org', Password: 'ein-langes-passwort-1' };
const answers = (name: string) => demoAnswers(name, 'Eintrag für die Moderation.');

test('a visitor reports a comment; the officer hides it from the queue; its author reads why', async ({ page, browser, server }) => {
  const { workspace, layer } = await demoLayer(server);
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  await admin.ok(admin.post<User>('/admin/user', { ...AUTHOR, Active: true, Groups: [], Attributes: [] }), 'user');
  const author = server.api();
  await author.login(AUTHOR.Email, AUTHOR.Password);
  const name = 'Rüpelteich';
  const point = await author.ok(author.post<Point>('/gis/point', { Layer: layer.ID, Latitude: 51.305, Longitude: 9.45, Attributes: answers(name) }), 'point');
  await author.ok(author.post('/gis/comment', { PointID: point.ID, Text: 'Ihr seid alle Idioten!' }), 'comment');

  // A visitor reports the comment.
  const visitor = await browser.newContext({ baseURL: server.baseUrl });
  const visitorPage = await visitor.newPage();
  const detail = await openPointDetails(visitorPage, name);
  await detail.getByRole('button', { name: 'Kommentar von Rüdiger Rüpel melden' }).click();
  const dialog = visitorPage.getByRole('dialog', { name: 'Beitrag melden' });
  await dialog.getByRole('button', { name: 'Meldung senden' }).click();
  await expect(dialog.getByText('Bitte wählen Sie einen Grund.')).toBeVisible();
  await dialog.getByLabel('Beleidigend oder herabsetzend').check();
  await dialog.getByLabel('Anmerkung (freiwillig)').fill('Beleidigt alle Nachbarn.');
  await modalSettled(dialog);
  expect(await axeViolations(visitorPage, '.modal')).toEqual([]);
  await saveScreenshot(visitorPage, 'moderation-report-dialog', false);
  await dialog.getByRole('button', { name: 'Meldung senden' }).click();
  await expect(alertArea(visitorPage).getByText('Danke für Ihre Meldung. Das Team des Projekts prüft den Beitrag.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The officer finds it in the queue of the workspace and hides it.
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/#\/admin$/);
  await page.goto(`/#/moderation/${workspace.ID}`);
  const entry = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Gemeldet: Kommentar' }) });
  await expect(entry).toContainText('Ihr seid alle Idioten!');
  await expect(entry).toContainText('Beleidigend oder herabsetzend – „Beleidigt alle Nachbarn.“');
  await expect(entry).toContainText('von Rüdiger Rüpel');
  expect(await axeViolations(page, 'main')).toEqual([]);
  await saveScreenshot(page, 'moderation-queue', false);
  await entry.getByLabel(/Grund für das Ausblenden/).fill('Beleidigung anderer Menschen');
  await entry.getByRole('button', { name: 'Ausblenden' }).click();
  await expect(alertArea(page).getByText('Der Beitrag wurde ausgeblendet.')).toBeVisible();
  await expect(page.getByText('Gemeldet: Kommentar')).toHaveCount(0);

  // Visitors no longer see it (after loading the page again); its author reads why.
  await visitorPage.reload();
  const again = await openPointDetails(visitorPage, name);
  await expect(again.getByText('Noch keine Kommentare.')).toBeVisible();
  await expect(again.getByText('Ihr seid alle Idioten!')).toHaveCount(0);
  await visitor.close();

  const authorContext = await browser.newContext({ baseURL: server.baseUrl });
  const authorPage = await authorContext.newPage();
  await authorPage.goto('/#/login');
  await loginViaScreen(authorPage, AUTHOR.Email, AUTHOR.Password);
  const own = await openPointDetails(authorPage, name);
  await expect(own.getByText('Von der Moderation ausgeblendet: Beleidigung anderer Menschen')).toBeVisible();
  await expect(own.getByText('Ihr seid alle Idioten!')).toBeVisible();
  await authorContext.close();
});

test('the officer hides a spam point from the map details, shows it again, deletes and restores it', async ({ page, server }) => {
  const { layer } = await demoLayer(server);
  const spam = 'günstige Uhren kaufen';
  const visitorApi = server.api();
  const point = await visitorApi.ok(visitorApi.post<Point>('/gis/point', { Layer: layer.ID, Latitude: 51.303, Longitude: 9.47, Attributes: answers(spam) }), 'point');

  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/#\/admin$/);
  const detail = await openPointDetails(page, spam);
  await detail.getByRole('button', { name: 'Ausblenden: Eintrag' }).click();
  const dialog = page.getByRole('dialog', { name: 'Beitrag ausblenden' });
  await dialog.getByLabel('Grund').fill('Werbung');
  await modalSettled(dialog);
  expect(await axeViolations(page, '.modal')).toEqual([]);
  await saveScreenshot(page, 'moderation-hide-dialog', false);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(alertArea(page).getByText('Der Beitrag wurde ausgeblendet.')).toBeVisible();
  await expect(detail.getByText('Von der Moderation ausgeblendet: Werbung')).toBeVisible();
  expect((await layerPoints(server, layer.ID)).map((p) => p.ID)).not.toContain(point.ID);

  await detail.getByRole('button', { name: 'Wieder anzeigen: Eintrag' }).click();
  await expect(alertArea(page).getByText('Der Beitrag ist wieder sichtbar.')).toBeVisible();
  await expect(detail.getByText(/Von der Moderation ausgeblendet/)).toHaveCount(0);
  expect((await layerPoints(server, layer.ID)).map((p) => p.ID)).toContain(point.ID);

  // Deleted after the question, and restored from the workspace manager's „Gelöschte Einträge“.
  await detail.getByRole('button', { name: 'Eintrag löschen' }).click();
  const ask = page.getByRole('dialog', { name: 'Eintrag löschen' });
  await expect(ask).toContainText('„Gelöschte Einträge“');
  await modalSettled(ask);
  expect(await axeViolations(page, '.modal')).toEqual([]);
  await ask.getByRole('button', { name: 'OK' }).click();
  await expect(alertArea(page).getByText('Der Eintrag wurde gelöscht.')).toBeVisible();
  expect((await layerPoints(server, layer.ID)).map((p) => p.ID)).not.toContain(point.ID);
  await page.goto('/#/workspaces?bereich=geloescht');
  await page.getByRole('list', { name: 'Karten des Projekts' }).getByRole('button', { name: 'Gewässerbeobachtungen', exact: true }).click();
  await page.getByRole('region', { name: 'Gelöschte Einträge (1)' }).getByRole('button', { name: / wiederherstellen$/ }).click();
  await expect(alertArea(page).getByText('Der Eintrag wurde wiederhergestellt.')).toBeVisible();
  await expect.poll(async () => (await layerPoints(server, layer.ID)).map((p) => p.ID)).toContain(point.ID);
});

test('pre-moderation holds a new entry until the officer approves it (375 px)', async ({ page, server }) => {
  const { workspace } = await demoLayer(server);
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  const layer = await admin.ok(admin.post<Layer>('/gis/layer', { Workspace: workspace.ID, Name: 'Geprüfte Hinweise', Public: true, Editable: true, Premoderation: true }), 'layer');
  const visitorApi = server.api();
  const held = await visitorApi.ok(visitorApi.post<Point>('/gis/point', { Layer: layer.ID, Latitude: 51.31, Longitude: 9.46 }), 'point');
  expect(held.Moderation).toEqual({ State: 'pending', Reason: '' });
  expect(await layerPoints(server, layer.ID)).toEqual([]);

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/#\/admin$/);
  await page.goto(`/#/moderation/${workspace.ID}`);
  const entry = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Wartet auf Freigabe: Eintrag' }) });
  await expect(entry).toContainText('Karte „Geprüfte Hinweise“');
  expect(await axeViolations(page, 'main')).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await saveScreenshot(page, 'moderation-queue-phone', false);
  await entry.getByRole('button', { name: 'Freigeben' }).click();
  await expect(alertArea(page).getByText('Der Beitrag ist wieder sichtbar.')).toBeVisible();
  expect((await layerPoints(server, layer.ID)).map((p) => p.ID)).toEqual([held.ID]);
});
