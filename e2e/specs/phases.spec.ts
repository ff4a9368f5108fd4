/** Phases that act (docs/product.md §25.4): the project's officer adds a phase „Auswertung“ that
 *  runs today and switches „Beitragen“ off for the map „Gewässerbeobachtungen“ in the editor's
 *  table; a visitor, at 1280 and 375 px, reads on the project page „Jetzt möglich“ without
 *  „Beitragen“, is offered „Karte ansehen“ instead of „Mitmachen“, and the map offers no
 *  „Neuer Eintrag“ but says why; the server refuses an entry with the phase's name. Axe clean. */
import { addPhaseViaScreen, demoLayer, expect, mapPanel, saveScreenshot, test } from './fixtures.js';
import { alertArea, axeViolations } from './page-checks.js';


test('an officer switches new entries off for a phase; visitors see what is possible now and find no „Mitmachen“', async ({ page, browser, server }) => {
  const { workspace, layer } = await demoLayer(server);

  const { panel, editor } = await addPhaseViaScreen(page, workspace, { name: 'Auswertung', start: -1, end: 14 });
  const table = editor.getByRole('table', { name: 'Was ist in der Phase „Auswertung“ möglich? Das Team des Projekts ist nicht gebunden.' });
  await expect(table.getByRole('columnheader')).toHaveText(['Karte', 'Ansehen', 'Beitragen', 'Kommentieren', 'Abstimmen']);
  const contribute = table.getByRole('checkbox', { name: `Beitragen in der Karte „${layer.Name}“` });
  await expect(contribute).toBeChecked();
  // By keyboard: focus and Space.
  await contribute.focus();
  await page.keyboard.press('Space');
  await expect(contribute).not.toBeChecked();
  expect(await axeViolations(page, 'main')).toEqual([]);
  for (const [width, height, suffix] of [[1280, 800, ''], [375, 812, '-phone']] as const) {
    await page.setViewportSize({ width, height });
    await table.scrollIntoViewIfNeeded();
    await saveScreenshot(page, `phases-editor${suffix}`, false);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await panel.getByRole('button', { name: 'Speichern' }).click();
  await expect(alertArea(page).getByText('Das Projekt wurde erfolgreich gespeichert.')).toBeVisible();

  // The team is not bound: its map still offers „Neuer Eintrag“.
  await page.goto(`/#/map?workspace=${workspace.ID}&layer=${layer.ID}`);
  await expect(mapPanel(page).getByRole('button', { name: 'Neuer Eintrag' })).toBeVisible();

  // A visitor, not logged in.
  for (const [width, height, suffix] of [[1280, 800, ''], [375, 812, '-phone']] as const) {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width, height } });
    await context.addInitScript(() => window.localStorage.setItem('cookie-accepted', 'true'));
    const visitor = await context.newPage();
    await visitor.goto(`/#/projekt/${workspace.ID}`);
    const main = visitor.getByRole('main');
    await expect(main.getByText('Aktuelle Phase: Auswertung')).toBeVisible();
    const now = main.locator('.project-now li').filter({ hasText: layer.Name });
    await expect(now).toHaveText(`${layer.Name}: Jetzt möglich: Ansehen, Kommentieren, Abstimmen`);
    await expect(main.getByRole('link', { name: 'Mitmachen', exact: true })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Karte ansehen' })).toBeVisible();
    expect(await axeViolations(visitor)).toEqual([]);
    await saveScreenshot(visitor, `phases-project-page${suffix}`);

    await main.getByRole('link', { name: 'Karte ansehen' }).click();
    await expect(visitor).toHaveURL(new RegExp(`#/map\\?workspace=${workspace.ID}`));
    const phaseNote = mapPanel(visitor).getByText('In der Phase „Auswertung“ sind keine neuen Beiträge möglich.');
    await phaseNote.scrollIntoViewIfNeeded();
    await expect(phaseNote).toBeVisible();
    await expect(mapPanel(visitor).getByRole('button', { name: 'Neuer Eintrag' })).toHaveCount(0);
    expect(await axeViolations(visitor)).toEqual([]);
    await saveScreenshot(visitor, `phases-map${suffix}`, false);
    await context.close();
  }

  const refused = await server.api().post('/gis/point', { Layer: layer.ID, Latitude: 51.32, Longitude: 9.5 });
  expect(refused.status).toBe(403);
  expect((refused.body as { Message: string }).Message).toBe('In der Phase „Auswertung“ sind keine neuen Beiträge möglich.');
});
