/** A project's results page (docs/product.md §25.5): the project's officer makes a phase that
 *  begins today the results phase and chooses in „Ergebnisse“ a text, figures, a chart of the demo
 *  map's question „Um welche Art von Gewässer handelt es sich?“ and the official answers; a visitor
 *  (not logged in, a new context), at 1280 and 375 px, opens the project page, follows „Ergebnisse
 *  ansehen“ and reads the text, the figures, the chart with its table and the official answer.
 *  Axe clean. */
import { ADMIN, addPhaseViaScreen, berlinDayFromToday, demoAnswers, demoLayer, expect, saveScreenshot, test } from './fixtures.js';
import { alertArea, axeViolations } from './page-checks.js';


test('the team publishes the results from today; a visitor finds text, figures, chart and the official answer', async ({ page, browser, server }) => {
  const { workspace, layer } = await demoLayer(server);
  // An entry with an official answer, through the API.
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  const entry = await admin.ok(admin.post<{ ID: string }>('/gis/point', { Layer: layer.ID, Latitude: 51.32, Longitude: 9.5, Attributes: demoAnswers('Ergebnisbach', 'Trüb nach Regen') }), 'POST /gis/point');
  await admin.ok(admin.put(`/gis/point/${entry.ID}/response`, { Status: 'umgesetzt', Answer: 'Der Bach wurde im Mai gereinigt.' }), 'PUT /gis/point/{id}/response');

  const { panel, editor } = await addPhaseViaScreen(page, workspace, { name: 'Ergebnisse', start: 0 });
  await editor.getByRole('checkbox', { name: 'Ergebnisphase: Ab ihrem Beginn ist die Ergebnisseite öffentlich' }).last().check();
  await panel.getByRole('button', { name: 'Speichern' }).click();
  await expect(alertArea(page).getByText('Das Projekt wurde erfolgreich gespeichert.')).toBeVisible();

  await page.goto(`/#/workspaces?workspace=${workspace.ID}&bereich=ergebnisse`);
  const section = page.getByRole('region', { name: 'Ergebnisse' });
  await section.getByRole('textbox', { name: 'Text der Ergebnisseite' }).fill('Vielen Dank für **Ihre** Beobachtungen!');
  for (const figure of ['Einträge', 'Beteiligte Personen mit Konto', 'Stimmen', 'Einträge nach Status']) await section.getByRole('checkbox', { name: figure, exact: true }).check();
  const chartTitle = `Um welche Art von Gewässer handelt es sich? (Karte „${layer.Name}“)`;
  await section.getByRole('combobox', { name: 'Frage' }).selectOption({ label: chartTitle });
  await section.getByRole('button', { name: 'Diagramm hinzufügen' }).click();
  await section.getByRole('checkbox', { name: 'Antworten der Verwaltung zeigen' }).check();
  await section.getByRole('checkbox', { name: 'Downloads zeigen' }).check();
  expect(await axeViolations(page, 'main')).toEqual([]);
  await saveScreenshot(page, 'results-editor');
  await section.getByRole('button', { name: 'Speichern' }).click();
  await expect(alertArea(page).getByText('Die Ergebnisseite wurde gespeichert.')).toBeVisible();

  for (const [width, height, suffix] of [[1280, 800, ''], [375, 812, '-phone']] as const) {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width, height } });
    await context.addInitScript(() => window.localStorage.setItem('cookie-accepted', 'true'));
    const visitor = await context.newPage();
    await visitor.goto(`/#/projekt/${workspace.ID}`);
    const main = visitor.getByRole('main');
    await main.getByRole('link', { name: 'Ergebnisse ansehen' }).click();
    await expect(visitor).toHaveURL(new RegExp(`#/projekt/${workspace.ID}/ergebnisse$`));
    await expect(main.getByRole('heading', { level: 1, name: `Ergebnisse: ${workspace.Name}` })).toBeVisible();
    await expect(main.getByText('Ihre', { exact: true })).toBeVisible();
    await expect(main.getByText(/Vorschau/)).toHaveCount(0);
    const figures = main.getByRole('region', { name: 'Zahlen' });
    await expect(figures.locator('[data-figure="entries"] dd')).toHaveText(/^\d+$/);
    await expect(figures.locator('[data-figure="participants"] dt')).toHaveText('Beteiligte Personen mit Konto');
    const chart = main.getByRole('region', { name: chartTitle });
    await expect(chart.getByRole('img', { name: chartTitle })).toBeVisible();
    await expect(chart.getByRole('table').getByRole('row').first()).toHaveText(/AntwortAnzahl/);
    await expect(chart.getByRole('table').getByRole('rowheader', { name: 'Bach', exact: true })).toBeVisible();
    const answers = main.getByRole('region', { name: 'Antworten der Verwaltung' });
    await expect(answers.getByText('Der Bach wurde im Mai gereinigt.')).toBeVisible();
    await expect(answers.getByRole('link', { name: 'Eintrag „Ergebnisbach“ auf der Karte ansehen' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Daten herunterladen' })).toBeVisible();
    expect(await axeViolations(visitor)).toEqual([]);
    await saveScreenshot(visitor, `results-page${suffix}`);
    await context.close();
  }

  // Before the results phase the page is the team's: a visitor gets the server's 404 message.
  const anonymous = server.api();
  const phases = workspace.Phases;
  await admin.ok(admin.put(`/gis/workspace/${workspace.ID}`, { Name: workspace.Name, Public: workspace.Public, Editable: workspace.Editable, Phases: [...phases, { Title: 'Ergebnisse', Start: berlinDayFromToday(3), End: null, Results: true }] }), 'PUT /gis/workspace');
  const refused = await anonymous.get(`/gis/workspace/${workspace.ID}/results`);
  expect(refused.status).toBe(404);
  expect((refused.body as { Message: string }).Message).toBe('Die Ergebnisse sind noch nicht veröffentlicht.');
});
