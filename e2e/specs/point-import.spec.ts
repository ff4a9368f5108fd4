/** The import of entries into a map (docs/product.md §18.6), as a town's officer does it in the
 *  workspace manager's section „Import“: choose a CSV file, read the preview, map a field the
 *  server did not recognise to its question, see the refused row with its reason, choose the
 *  corrected file and import; the entries arrive through the API. On a desktop and a phone, by
 *  keyboard where it matters; axe clean; screenshots. */
import type { Layer, Workspace } from '@mitmachkarte/contract';
import type { Page } from '@playwright/test';
import { ADMIN, expect, layerPoints, loginViaScreen, saveScreenshot, test, type E2eServer } from './fixtures.js';
import { axeViolations } from './page-checks.js';

const SCHEMA = {
  Categories: [{ Name: 'Schaden', Label: 'Schaden' }, { Name: 'Hinweis', Label: 'Hinweis' }],
  Schema: [
    { Name: 'Titel', DataType: 'text', Question: 'Was ist los?' },
    { Name: 'Art', DataType: 'single', Question: 'Was ist betroffen?', Optional: true, Options: [{ Key: 'bank', Label: 'Sitzbank' }, { Key: 'lampe', Label: 'Laterne' }] },
    { Name: 'Tiefe', DataType: 'number', Question: 'Wie tief ist das Loch (cm)?' },
  ],
};

const csv = (rows: string[]) => Buffer.from(`\uFEFFlatitude;longitude;category;Titel;Art;Tiefe in cm\n${rows.join('\n')}\n`);
const WITH_ERROR = csv(['51,31;9,47;Schaden;Bank kaputt;Sitzbank;0', '51,32;9,48;Hinweis;Lampe flackert;Ampel;', '51,33;9,49;Schaden;Loch;;12,5']);
const CORRECTED = csv(['51,31;9,47;Schaden;Bank kaputt;Sitzbank;0', '51,32;9,48;Hinweis;Lampe flackert;Laterne;', '51,33;9,49;Schaden;Loch;;12,5']);

async function newLayer(server: E2eServer, name: string): Promise<{ workspace: Workspace; layer: Layer }> {
  const api = server.api();
  await api.login(ADMIN.email, ADMIN.password);
  const workspace = await api.ok(api.post<Workspace>('/gis/workspace', { Name: `Straßenschäden ${name}`, Public: true, Editable: true }), 'workspace');
  const layer = await api.ok(api.post<Layer>('/gis/layer', { Name: `Meldungen ${name}`, Workspace: workspace.ID, Public: true, Editable: true, Schema: SCHEMA }), 'layer');
  return { workspace, layer };
}

async function openImport(page: Page, { workspace, layer }: { workspace: Workspace; layer: Layer }) {
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await page.goto(`/#/workspaces?workspace=${workspace.ID}`);
  await page.getByRole('list', { name: 'Karten des Projekts' }).getByRole('button', { name: layer.Name, exact: true }).click();
  await page.getByRole('navigation', { name: 'Bereiche des Projekts' }).getByRole('link', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Einträge importieren' })).toBeVisible();
}

const section = (page: Page) => page.getByRole('region', { name: 'Einträge importieren' });

test('a manager previews a CSV file, maps a field to its question, sees the refused row and imports the corrected file', async ({ page, server }) => {
  const target = await newLayer(server, 'Desktop');
  await page.setViewportSize({ width: 1280, height: 900 });
  await openImport(page, target);
  const importSection = section(page);

  await importSection.getByLabel('Datei').setInputFiles({ name: 'meldungen.csv', mimeType: 'text/csv', buffer: WITH_ERROR });
  // The result is where the manager goes on: focus moves to it.
  await expect(importSection.getByRole('heading', { name: 'Vorschau' })).toBeFocused();
  await expect(importSection.getByText('3 Einträge in der Datei (CSV), davon passt 1 nicht.')).toBeVisible();
  // Fields named like a question are mapped; „Tiefe in cm“ is not.
  await expect(importSection.getByLabel('Frage für das Feld „Titel“')).toHaveValue('Titel');
  await expect(importSection.getByLabel('Frage für das Feld „category“')).toHaveValue('category');
  const depth = importSection.getByLabel('Frage für das Feld „Tiefe in cm“');
  await expect(depth).toHaveValue('');
  await expect(importSection.getByRole('listitem').filter({ hasText: 'Tiefe in cm' })).toContainText('Beispielwerte: 0 · 12,5');
  const refused = importSection.getByRole('region', { name: 'Diese Zeilen passen nicht' });
  // Questions are named by their text, never by their key (docs/product.md §18.6).
  await expect(refused.getByRole('listitem')).toHaveText(['Zeile 3: „Was ist betroffen?“: Die Option „Ampel“ gibt es nicht.']);
  await expect(depth.locator('option')).toHaveText(['nicht übernehmen', 'Kategorie', 'Was ist los?', 'Was ist betroffen?', 'Wie tief ist das Loch (cm)?']);
  const run = importSection.getByRole('button', { name: /Einträge importieren$/ });
  await expect(run).toBeDisabled();

  // Mapping by keyboard: the select, then the check.
  await depth.focus();
  await depth.selectOption({ label: 'Wie tief ist das Loch (cm)?' });
  await expect(importSection.getByText('Die Zuordnung wurde geändert.', { exact: false })).toBeVisible();
  await expect(run).toBeDisabled();
  await importSection.getByRole('button', { name: 'Zuordnung prüfen' }).press('Enter');
  await expect(importSection.getByRole('heading', { name: 'Vorschau' })).toBeFocused();
  await expect(importSection.getByRole('row', { name: /Zeile 4.*Wie tief ist das Loch \(cm\)\?: 12,5/ })).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);
  await saveScreenshot(page, 'point-import-preview-desktop');

  // The corrected file keeps the mapping chosen by hand.
  await importSection.getByLabel('Datei').setInputFiles({ name: 'meldungen-korrigiert.csv', mimeType: 'text/csv', buffer: CORRECTED });
  await expect(importSection.getByText('3 Einträge in der Datei (CSV), davon passen alle.')).toBeVisible();
  await expect(depth).toHaveValue('Tiefe');
  await expect(importSection.getByRole('heading', { name: 'Vorschau' })).toBeFocused();
  await expect(run).toBeEnabled();
  await expect(run).toHaveText('3 Einträge importieren');
  await run.click();
  const done = importSection.getByRole('status');
  await expect(done).toHaveText('3 Einträge wurden importiert.');
  await expect(done).toBeFocused();
  await saveScreenshot(page, 'point-import-done-desktop');

  const points = await layerPoints(server, target.layer.ID);
  expect(points.map((p) => [p.Latitude, p.Longitude, p.Attributes]).sort()).toEqual([
    [51.31, 9.47, { category: { DataType: 'category', Value: 'Schaden' }, Titel: { DataType: 'text', Value: 'Bank kaputt' }, Art: { DataType: 'single', Value: 'bank' }, Tiefe: { DataType: 'number', Value: 0 } }],
    [51.32, 9.48, { category: { DataType: 'category', Value: 'Hinweis' }, Titel: { DataType: 'text', Value: 'Lampe flackert' }, Art: { DataType: 'single', Value: 'lampe' } }],
    [51.33, 9.49, { category: { DataType: 'category', Value: 'Schaden' }, Titel: { DataType: 'text', Value: 'Loch' }, Tiefe: { DataType: 'number', Value: 12.5 } }],
  ]);
});

test('on a phone the preview fits the width, a broken file is explained in German, and nothing is imported', async ({ page, server }) => {
  const target = await newLayer(server, 'Telefon');
  await page.setViewportSize({ width: 375, height: 812 });
  await openImport(page, target);
  const importSection = section(page);

  await importSection.getByLabel('Datei').setInputFiles({ name: 'kaputt.geojson', mimeType: 'application/geo+json', buffer: Buffer.from('{"type":"FeatureCollection","features":[') });
  const alert = importSection.getByRole('alert');
  await expect(alert.locator('strong')).toHaveText('Die Datei konnte nicht gelesen werden.');
  await expect(alert.locator('span')).toHaveText('Die GeoJSON-Datei ist kein gültiges JSON.');

  await importSection.getByLabel('Datei').setInputFiles({ name: 'meldungen.csv', mimeType: 'text/csv', buffer: WITH_ERROR });
  await expect(importSection.getByText('3 Einträge in der Datei (CSV), davon passt 1 nicht.')).toBeVisible();
  await expect(importSection.getByRole('alert')).toHaveCount(0);
  // Nothing sticks out of the phone's width but the tables, which scroll within themselves.
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await axeViolations(page, 'main')).toEqual([]);
  await saveScreenshot(page, 'point-import-preview-phone');
  expect(await layerPoints(server, target.layer.ID)).toEqual([]);
});
