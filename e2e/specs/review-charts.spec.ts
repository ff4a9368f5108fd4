/** The charts of a map's entries, the survey results and the printed report (docs/product.md
 *  §18.2, §18.3, §18.5), in Chromium against the real server with the demo seed: every chart type
 *  of the water map and the tram map drawn with its table, axe clean at 1280 and 375 px, the print
 *  view as PDF, and the survey's results with their CSV. */
import fs from 'node:fs';
import path from 'node:path';
import type { Layer, Workspace } from '@mitmachkarte/contract';
import type { Page } from '@playwright/test';
import { ARTIFACTS_DIR, demoLayer, expect, loginViaScreen, saveScreenshot, test, type E2eServer } from './fixtures.js';
import { axeViolations, serveLocalTiles, watchPage } from './page-checks.js';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

/** The demo's tram layer 'Stärken, Schwächen und Ideen' of the workspace 'Straßenbahnausbau'. */
async function tramLayer(server: E2eServer): Promise<Layer> {
  const api = server.api();
  const workspace = (await api.ok(api.get<Workspace[]>('/gis/workspaces'), 'GET /gis/workspaces')).find((w) => w.Name === 'Straßenbahnausbau');
  if (!workspace) throw new Error("The demo workspace 'Straßenbahnausbau' is missing.");
  const layer = (await api.ok(api.get<Layer[]>(`/gis/layers/${workspace.ID}`), 'GET /gis/layers')).find((l) => l.Name === 'Stärken, Schwächen und Ideen');
  if (!layer) throw new Error('The demo tram layer is missing.');
  return layer;
}

async function loginAsAdmin(page: Page, server: E2eServer) {
  await page.goto('/#/login');
  await loginViaScreen(page, server.admin.email, server.admin.password);
}

/** Opens the charts of `layer` and waits until every chart is drawn. */
async function openCharts(page: Page, layer: Layer, query = '') {
  await page.goto(`/#/auswertung/${layer.ID}/diagramme${query}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: `Diagramme: ${layer.Name}` })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Kennzahlen' })).toBeVisible();
  // Every chart drawn by the library is an SVG named by its heading.
  await expect(main.locator('.chart-visual svg').first()).toBeVisible();
  const sections = main.locator('section.chart-card:has(.chart-visual)');
  await expect(async () => {
    const drawn = await main.locator('.chart-visual svg').count();
    expect(drawn).toBe(await sections.count());
  }).toPass();
  await expect(main.locator('.heat-map path.leaflet-interactive').first()).toBeVisible();
}

/** Opens every „Daten als Tabelle“ so that axe checks the tables too. */
async function openTables(page: Page) {
  const closed = page.locator('details.chart-table:not([open]) > summary');
  while (await closed.count()) await closed.first().click();
}

test('the charts of the water map: every chart type with its table, axe clean at 1280 and 375 px', async ({ page, server }) => {
  const watch = watchPage(page);
  await serveLocalTiles(page);
  const { layer } = await demoLayer(server);
  await loginAsAdmin(page, server);
  await page.setViewportSize(DESKTOP);
  await openCharts(page, layer);
  const main = page.getByRole('main');
  await expect(main.getByText('Projekt: Gewässer-App')).toBeVisible();
  const kinds = await main.locator('.chart-visual').evaluateAll((els) => els.map((e) => e.getAttribute('data-chart')));
  expect(new Set(kinds)).toEqual(new Set(['bars', 'weeks', 'histogram']));
  for (const title of ['Einträge nach Kategorie', 'Einträge nach Status', 'Einträge je Woche', 'Wo die Einträge liegen']) {
    await expect(main.getByRole('region', { name: title })).toBeVisible();
  }
  // A yes/no question, a multiple choice and a number, by their questions.
  await expect(main.getByRole('img', { name: /akute Gefahr/ })).toBeVisible();
  await expect(main.getByRole('img', { name: 'Wie sieht das Ufer aus?' })).toBeVisible();
  await expect(main.getByRole('img', { name: /Wie tief können Sie ins Wasser sehen/ })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, 'diagramme-wasser-1280');
  await openTables(page);
  expect(await main.locator('section.chart-card').getByRole('table').count()).toBe(await main.locator('section.chart-card details').count());
  // The project's figures after the charts (docs/product.md §18.5): the table „Bearbeitung“ and the entries per map and status.
  await expect(main.getByRole('region', { name: 'Bearbeitung' }).getByRole('table')).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);

  await page.setViewportSize(PHONE);
  await page.reload();
  await openCharts(page, layer);
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, 'diagramme-wasser-375');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await openTables(page);
  expect(await axeViolations(page)).toEqual([]);
  expect(watch.problems()).toEqual([]);
});

test('the charts of the tram map, with a filter from the address and the downloads', async ({ page, server }) => {
  await serveLocalTiles(page);
  const layer = await tramLayer(server);
  await loginAsAdmin(page, server);
  await page.setViewportSize(DESKTOP);
  await openCharts(page, layer);
  const main = page.getByRole('main');
  const total = Number(await main.locator('[data-figure="total"]').textContent());
  expect(total).toBeGreaterThan(0);
  await expect(main.getByRole('img', { name: 'Einträge nach Kategorie' })).toBeVisible();
  await expect(main.getByRole('img', { name: 'Welchem zentralen Raum ordnen Sie Ihren Beitrag zu?' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, 'diagramme-tram-1280');
  await openTables(page);
  expect(await axeViolations(page)).toEqual([]);

  // PNG and SVG of a chart, made in the browser.
  const status = main.getByRole('region', { name: 'Einträge nach Status' });
  const [svg] = await Promise.all([page.waitForEvent('download'), status.getByRole('button', { name: /^SVG herunterladen/ }).click()]);
  expect(svg.suggestedFilename()).toBe('eintraege-nach-status.svg');
  const svgText = fs.readFileSync(await svg.path(), 'utf8');
  expect(svgText).toContain('<title>Einträge nach Status</title>');
  expect(svgText).toContain('xmlns="http://www.w3.org/2000/svg"');
  const [png] = await Promise.all([page.waitForEvent('download'), status.getByRole('button', { name: /^PNG herunterladen/ }).click()]);
  expect(png.suggestedFilename()).toBe('eintraege-nach-status.png');
  expect(fs.readFileSync(await png.path()).subarray(1, 4).toString()).toBe('PNG');

  // A filter in the address is sent and shown in words; one that matches nothing shows no charts.
  const stats = page.waitForResponse((r) => r.url().includes(`/review/${layer.ID}/stats?status=abgelehnt`));
  await openChartsFiltered(page, layer, '?status=abgelehnt&q=kein-solcher-text');
  expect((await stats).status()).toBe(200);
  await expect(main.getByText(/Status „Abgelehnt“, Suche „kein-solcher-text“/)).toBeVisible();
  await expect(main.getByText('Keine Einträge entsprechen dem Filter.')).toBeVisible();
  await expect(main.getByLabel('Status', { exact: true })).toHaveValue('abgelehnt');
});

async function openChartsFiltered(page: Page, layer: Layer, query: string) {
  await page.goto(`/#/auswertung/${layer.ID}/diagramme${query}`);
  await expect(page.getByRole('region', { name: 'Kennzahlen' })).toBeVisible();
}

test('the printed report: title block, no frame or controls, charts with their tables (PDF)', async ({ page, server }) => {
  await serveLocalTiles(page);
  const { layer } = await demoLayer(server);
  await loginAsAdmin(page, server);
  await page.setViewportSize(DESKTOP);
  await openCharts(page, layer, '?from=2020-01-01');
  await page.emulateMedia({ media: 'print' });
  for (const hidden of ['.app-navbar', 'form[aria-label="Filter"]', '.chart-actions']) {
    await expect(page.locator(hidden).first()).toBeHidden();
  }
  await expect(page.getByRole('button', { name: 'Drucken' })).toBeHidden();
  // The tables behind „Daten als Tabelle“ are printed.
  await expect(page.getByRole('table', { name: 'Einträge nach Status' })).toBeVisible();
  await expect(page.getByText(/Aktive Filter/)).toBeVisible();
  await expect(page.getByText(/ab 1\. Januar 2020/)).toBeVisible();
  await expect(page.getByText(/^Stand:/)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, 'diagramme-druck');
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const pdf = await page.pdf({ path: path.join(ARTIFACTS_DIR, 'diagramme-druck.pdf'), format: 'A4', printBackground: true,
    margin: { top: '15mm', bottom: '15mm', left: '12mm', right: '12mm' } });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('button', { name: 'Drucken' })).toBeVisible();
});

test('the survey results for an administrator, with their CSV', async ({ page, server }) => {
  const citizen = server.api();
  for (const Data of [
    { nutzung_freizeitangelegenheit: true, nutzung_einkaufen: true, interessensgruppe: 'buerger_stadt', altersgruppe: 'alter_21_35' },
    { nutzung_arbeitnehmer: true, interessensgruppe: 'anlieger_bewohner', altersgruppe: 'alter_gr_65' },
  ]) await citizen.ok(citizen.post('/survey', { Data }), 'POST /survey');
  const watch = watchPage(page);
  await loginAsAdmin(page, server);
  await page.setViewportSize(DESKTOP);
  await page.goto('/#/admin');
  await page.getByRole('navigation', { name: 'Administrationsmenü' }).getByRole('link', { name: 'Umfrage' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Umfrage: Ergebnisse' })).toBeVisible();
  await expect(main.locator('[data-figure="total"]')).toHaveText('2');
  await expect(main.locator('.chart-visual svg')).toHaveCount(3);
  const usage = main.getByRole('table', { name: 'Wofür nutzen Sie die Straßenbahn?' });
  await expect(usage.getByRole('row', { name: /Freizeit/ })).toContainText('50 %');
  await expect(main.getByRole('table', { name: 'Altersgruppe' }).getByRole('row', { name: /über 65/ })).toContainText('1');
  await saveScreenshot(page, 'umfrage-ergebnisse-1280');
  expect(await axeViolations(page)).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), main.getByRole('button', { name: 'CSV herunterladen' }).click()]);
  expect(download.suggestedFilename()).toBe('umfrage-ergebnisse.csv');
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).split('\r\n');
  expect(lines[0]).toBe('Frage;Antwort;Anzahl;Anteil');
  expect(lines).toContain('Wofür nutzen Sie die Straßenbahn?;Freizeit;1;50 %');
  expect(lines).toContain('Altersgruppe;über 65;1;50 %');
  expect(lines).toContain('Antworten insgesamt;;2;');

  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(main.locator('.chart-visual svg')).toHaveCount(3);
  await saveScreenshot(page, 'umfrage-ergebnisse-375');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await axeViolations(page)).toEqual([]);
  expect(watch.problems()).toEqual([]);
});
