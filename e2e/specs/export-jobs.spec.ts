/** Exports as background jobs, „Aufträge“ (docs/product.md §18.4, docs/decisions/0022): the
 *  administrator opens the export menu of the demo map, chooses „Als Auftrag im Hintergrund …“,
 *  which opens the section „Aufträge“ with that map chosen, picks the format with the keyboard and
 *  starts the job; the list shows it „Fertig“ and its „Herunterladen“ link downloads the German
 *  CSV of every entry of the map. axe finds nothing in the section. */
import { ADMIN, demoLayer, expect, layerPoints, loginViaScreen, saveScreenshot, test } from './fixtures.js';
import { tabTo } from './keyboard.js';
import { alertArea, axeViolations } from './page-checks.js';

test('a manager starts an export job, sees it finish and downloads its file', async ({ page, server }) => {
  const { workspace, layer } = await demoLayer(server);
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await page.goto(`/#/workspaces?workspace=${workspace.ID}`);
  const maps = page.getByRole('list', { name: 'Karten des Projekts' });
  await maps.getByRole('button', { name: `Export der Karte ${layer.Name}` }).click();
  await maps.getByRole('button', { name: `Karte ${layer.Name} als Auftrag im Hintergrund exportieren (für große Karten)` }).click();
  await expect(page).toHaveURL(/bereich=auftraege/);

  const section = page.getByRole('region', { name: 'Aufträge' });
  await expect(section.getByRole('combobox', { name: 'Karte' })).toHaveValue(layer.ID);
  await expect(section.getByText('Sie haben keine Aufträge.')).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);

  // The format with the keyboard, then the start button.
  const format = section.getByRole('combobox', { name: 'Format' });
  await tabTo(page, format);
  await format.selectOption({ label: 'CSV (Excel, deutsch)' });
  const start = section.getByRole('button', { name: 'Export als Auftrag starten' });
  await tabTo(page, start);
  await page.keyboard.press('Enter');
  await expect(alertArea(page).getByText('Der Auftrag wurde gestartet.')).toBeVisible();

  const row = section.getByRole('row').filter({ hasText: layer.Name });
  await expect(row.getByText('Fertig')).toBeVisible({ timeout: 30_000 });
  await expect(row.getByRole('cell').nth(1)).toHaveText('CSV (Excel, deutsch)');
  expect(await axeViolations(page, 'main')).toEqual([]);
  await saveScreenshot(page, 'export-jobs', false);

  const link = row.getByRole('link', { name: /^Einträge Gewässerbeobachtungen \d{4}-\d{2}-\d{2}\.csv herunterladen$/ });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^Einträge Gewässerbeobachtungen \d{4}-\d{2}-\d{2}\.csv$/);
  const file = await download.path();
  const { readFileSync } = await import('node:fs');
  const text = readFileSync(file, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const header = text.slice(1).split('\r\n')[0]!;
  expect(header.split(';')[0]).toBe('ID');
  // One line per entry (the demo's answers have no line breaks), after the header.
  const entries = await layerPoints(server, layer.ID);
  for (const point of entries) expect(text).toContain(point.ID);
});
