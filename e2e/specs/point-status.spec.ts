/** Status of an entry and official answer (docs/product.md §16.1, §16.2): the officer sets "In
 *  Bearbeitung" with a note, the official answer (after trying the organisation's answer template)
 *  and an internal note in one step from the point's details in the map app; a visitor then sees the status in words, its date, the answer with its badge and the
 *  history with the note and the officer's name, and no form. In the workspace manager the officer
 *  adds a status to the layer. axe finds nothing in the panels. */
import type { Point } from '@mitmachkarte/contract';
import { ADMIN, demoAnswers, demoLayer, expect, loginViaScreen, openPointDetails, saveScreenshot, test } from './fixtures.js';
import { alertArea, axeViolations } from './page-checks.js';

test('an officer sets a status with a note; a visitor sees it and its history', async ({ page, browser, server }) => {
  const { layer } = await demoLayer(server);
  const name = 'Statusbach';
  const visitorApi = server.api();
  const point = await visitorApi.ok(visitorApi.post<Point>('/gis/point', {
    Layer: layer.ID, Latitude: 51.31, Longitude: 9.49, Attributes: demoAnswers(name, 'Braunes Wasser nach dem Regen.'),
  }), 'POST /gis/point');
  expect(point.Status).toBe('neu');

  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/#\/admin$/);
  // The organisation's answer template, written by its administrator.
  await page.goto('/#/admin/organisations');
  const templates = page.getByRole('region', { name: 'Textbausteine für Antworten' });
  await templates.getByRole('button', { name: 'Textbaustein hinzufügen' }).click();
  await templates.getByLabel('Name', { exact: true }).fill('Dank');
  await templates.getByLabel('Text', { exact: true }).fill('Danke für den Hinweis „{titel}“ vom {datum}.');
  await templates.getByRole('button', { name: 'Textbausteine speichern' }).click();
  await expect(alertArea(page).getByText('Die Textbausteine wurden gespeichert.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const detail = await openPointDetails(page, name);
  const badge = detail.locator('.map-status');
  await expect(badge).toHaveText(/^Status: Neu · seit /);
  await detail.getByLabel('Neuer Status').selectOption({ label: 'In Bearbeitung' });
  // Status, answer and a note for the team in one step.
  await detail.getByLabel('Notiz zum Status (freiwillig, für alle sichtbar)').fill('Der Bauhof ist informiert.');
  await detail.getByLabel('Textbaustein').selectOption({ label: 'Dank' });
  await detail.getByRole('button', { name: 'In die Antwort einfügen' }).click();
  const answerField = detail.getByLabel('Offizielle Antwort (für alle sichtbar)');
  await expect(answerField).toBeFocused();
  await expect(answerField).toHaveValue(/^Danke für den Hinweis „Statusbach“ vom \d\d\.\d\d\.\d{4}\.$/);
  await answerField.fill('Danke für den Hinweis.\nWir messen im März nach.');
  await detail.getByLabel('Interne Notiz (nur für das Team sichtbar)').fill('Rückruf bei der Melderin am Montag');
  await detail.getByRole('form', { name: 'Status und Antwort' }).getByRole('button', { name: 'Speichern' }).click();
  await expect(alertArea(page).getByText('Status und Antwort wurden gespeichert.')).toBeVisible();
  await expect(badge).toHaveText(/^Status: In Bearbeitung · seit /);
  await detail.getByText('Verlauf (3)').click();
  await expect(detail.getByText('Der Bauhof ist informiert.')).toBeVisible();
  await expect(detail.getByText(/Interne Notiz von Administrator \(nur für das Team\)/)).toBeVisible();
  await expect(detail.getByLabel('Offizielle Antwort (für alle sichtbar)')).toHaveValue('Danke für den Hinweis.\nWir messen im März nach.');
  expect(await axeViolations(page, 'section.map-panel')).toEqual([]);
  await saveScreenshot(page, 'point-status-officer', false);

  const visitor = await browser.newContext({ baseURL: server.baseUrl });
  const visitorPage = await visitor.newPage();
  const seen = await openPointDetails(visitorPage, name);
  await expect(seen.locator('.map-status')).toHaveText(/^Status: In Bearbeitung · seit \d\d\.\d\d\.\d{4}/);
  const answer = seen.getByRole('region', { name: 'Offizielle Antwort' });
  await expect(answer).toContainText('Danke für den Hinweis.');
  await expect(answer).toContainText(/\d\d\.\d\d\.\d{4}/);
  await seen.getByText('Verlauf (2)').click();
  await expect(seen.getByText(/In Bearbeitung – gesetzt von Administrator/)).toBeVisible();
  await expect(seen.getByText('Offizielle Antwort von Administrator')).toBeVisible();
  await expect(seen.getByText('Der Bauhof ist informiert.')).toBeVisible();
  await expect(seen.getByText(/Rückruf|Interne Notiz/)).toHaveCount(0);
  await expect(seen.getByRole('form', { name: 'Status und Antwort' })).toHaveCount(0);
  await answer.scrollIntoViewIfNeeded();
  await saveScreenshot(visitorPage, 'point-official-answer', false);
  // The filter by status keeps just this entry.
  await visitorPage.locator('section.map-panel').getByLabel('Status', { exact: true }).selectOption({ label: 'In Bearbeitung' });
  await expect(visitorPage.locator('section.map-panel').getByText(/^1 von \d+ Einträgen$/)).toBeVisible();
  expect(await axeViolations(visitorPage, 'section.map-panel')).toEqual([]);
  await visitor.close();
});

test('the officer adds a status to the layer in the workspace manager', async ({ page, server }) => {
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/#\/admin$/);
  await page.goto('/#/workspaces?bereich=karte');
  await page.getByRole('list', { name: 'Karten des Projekts' }).getByRole('button', { name: 'Gewässerbeobachtungen', exact: true }).click();
  const layerPanel = page.getByRole('region', { name: 'Karte Gewässerbeobachtungen' });
  const statuses = layerPanel.getByRole('region', { name: 'Status der Einträge' });
  await expect(statuses.getByRole('table', { name: 'Status der Einträge dieser Karte' }).getByRole('row')).toHaveCount(6);
  await statuses.getByRole('button', { name: 'Status hinzufügen' }).click();
  await statuses.getByLabel('Bezeichnung von Status 6').fill('Zurückgestellt');
  await statuses.getByLabel('„Zurückgestellt“ schließt den Eintrag ab').check();
  await layerPanel.getByRole('button', { name: 'Speichern' }).click();
  await expect(alertArea(page).getByText('Änderungen gespeichert.')).toBeVisible();
  await expect(statuses.getByText('zurueckgestellt', { exact: true })).toBeVisible();
  expect(await axeViolations(page, 'section.layer-editor')).toEqual([]);
  await statuses.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'layer-statuses', false);

  const { layer } = await demoLayer(server);
  expect(layer.Statuses.at(-1)).toEqual({ Key: 'zurueckgestellt', Label: 'Zurückgestellt', Colour: '#57606a', Closed: true });
});
