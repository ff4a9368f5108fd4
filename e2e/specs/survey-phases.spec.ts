/** Phases switch surveys too (docs/product.md §25.4): the project's officer adds a phase
 *  „Auswertung“ that runs today and switches „Antworten“ off for a survey in the editor's table
 *  „Umfragen“; a visitor, at 1280 and 375 px, reads on the project page that the survey is only to
 *  look at now, and its page shows the phase's sentence instead of the questions; the server
 *  refuses an answer with the phase's name. Axe clean. */
import type { SurveyForm } from '@mitmachkarte/contract';
import { ADMIN, addPhaseViaScreen, demoLayer, expect, saveScreenshot, test } from './fixtures.js';
import { alertArea, axeViolations } from './page-checks.js';

const SENTENCE = 'In der Phase „Auswertung“ sind keine Antworten auf Umfragen möglich.';

test('an officer switches a survey’s answers off for a phase; visitors see the phase’s sentence instead of the form', async ({ page, browser, server }) => {
  const { workspace } = await demoLayer(server);
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  const survey = await admin.ok(admin.post<SurveyForm>(`/gis/workspace/${workspace.ID}/surveys`, {
    Title: 'Neue Mitte am Markt', Published: true, Questions: [{ Key: 'wunsch', Kind: 'text', Question: 'Was wünschen Sie sich?' }],
  }), 'POST surveys');

  const { panel, editor } = await addPhaseViaScreen(page, workspace, { name: 'Auswertung', start: -1, end: 14 });
  const table = editor.getByRole('table', { name: /^Umfragen Was ist in der Phase „Auswertung“ möglich\?/ });
  await expect(table.getByRole('columnheader')).toHaveText(['Umfrage', 'Ansehen', 'Antworten']);
  const answers = table.getByRole('checkbox', { name: 'Antworten in der Umfrage „Neue Mitte am Markt“' });
  await expect(answers).toBeChecked();
  await answers.focus();
  await page.keyboard.press('Space');
  await expect(answers).not.toBeChecked();
  expect(await axeViolations(page, 'main')).toEqual([]);
  for (const [width, height, suffix] of [[1280, 800, ''], [375, 812, '-phone']] as const) {
    await page.setViewportSize({ width, height });
    await table.scrollIntoViewIfNeeded();
    await saveScreenshot(page, `survey-phases-editor${suffix}`, false);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await panel.getByRole('button', { name: 'Speichern' }).click();
  await expect(alertArea(page).getByText('Das Projekt wurde erfolgreich gespeichert.')).toBeVisible();

  // The team is not bound: its survey page still shows the questions.
  await page.goto(`/#/projekt/${workspace.ID}/umfragen/${survey.Id}`);
  await expect(page.getByLabel(/Was wünschen Sie sich\?/)).toBeVisible();

  for (const [width, height, suffix] of [[1280, 800, ''], [375, 812, '-phone']] as const) {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width, height } });
    await context.addInitScript(() => window.localStorage.setItem('cookie-accepted', 'true'));
    const visitor = await context.newPage();
    await visitor.goto(`/#/projekt/${workspace.ID}`);
    const main = visitor.getByRole('main');
    await expect(main.locator('.project-now li').filter({ hasText: 'Neue Mitte am Markt' })).toHaveText('Umfrage „Neue Mitte am Markt“: Jetzt möglich: Ansehen');
    expect(await axeViolations(visitor)).toEqual([]);

    await main.getByRole('link', { name: 'Zur Umfrage „Neue Mitte am Markt“' }).click();
    await expect(main.getByRole('heading', { name: 'Neue Mitte am Markt' })).toBeVisible();
    await expect(main.getByText(SENTENCE)).toBeVisible();
    await expect(main.getByRole('textbox')).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Absenden' })).toHaveCount(0);
    expect(await axeViolations(visitor)).toEqual([]);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await saveScreenshot(visitor, `survey-phases-page${suffix}`);
    await context.close();
  }

  const visitorApi = server.api();
  const refused = await visitorApi.post(`/gis/survey/${survey.Id}/answers`, { Answers: { wunsch: 'Mehr Bänke' } });
  expect(refused.status).toBe(403);
  expect((refused.body as { Message: string }).Message).toBe(SENTENCE);

  // Clean up for the specs after this one: no phase, no survey.
  const ws = await admin.ok(admin.get<{ Name: string; Public: boolean; Editable: boolean; Attributes: unknown }>(`/gis/workspace/${workspace.ID}`), 'GET workspace');
  await admin.ok(admin.put(`/gis/workspace/${workspace.ID}`, { Name: ws.Name, Public: ws.Public, Editable: ws.Editable, Attributes: ws.Attributes, Phases: [] }), 'PUT workspace');
  await admin.ok(admin.delete(`/gis/survey/${survey.Id}`), 'DELETE survey');
});
