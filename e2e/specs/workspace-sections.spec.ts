/** The workspace manager in sections (docs/product.md §17.5): on a 375 × 812 phone every section of
 *  the demo project, its water map included (18 questions, 14 categories), is at most about three
 *  phone heights long, passes axe and is looked at in a screenshot; so are the two sections of the
 *  layer manager. Before the sections the same page was 22,535 px long. */
import type { Page } from '@playwright/test';
import { ADMIN, demoLayer, expect, loginViaScreen, saveScreenshot, test } from './fixtures.js';
import { axeViolations } from './page-checks.js';

const PHONE = { width: 375, height: 812 } as const;
/** „About three phone heights“: three, with a quarter of one to spare for wrapping texts. */
const MAX_HEIGHT = 3.25 * PHONE.height;

const pageHeight = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollHeight);

/** Opens a section by its link and waits until it is the current one and its content is there. */
async function openSection(page: Page, nav: string, name: string): Promise<void> {
  const link = page.getByRole('navigation', { name: nav }).getByRole('link', { name, exact: true });
  await link.click();
  await expect(link).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('main').getByText('Wird geladen …')).toHaveCount(0);
}

test('every section of the workspace and layer managers fits about three phone heights and passes axe', async ({ page, server }) => {
  test.setTimeout(120_000);
  const { workspace, layer } = await demoLayer(server);
  await page.setViewportSize(PHONE);
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await page.goto(`/#/workspaces?workspace=${workspace.ID}`);
  await page.getByRole('list', { name: 'Karten des Projekts' }).getByRole('button', { name: layer.Name, exact: true }).click();
  await expect(page.getByRole('list', { name: 'Karten des Projekts' }).getByRole('button', { name: layer.Name, exact: true })).toHaveAttribute('aria-current', 'true');

  const heights: Record<string, number> = {};
  for (const name of ['Projekt', 'Gebiet', 'Team', 'Aufbewahrung', 'Offene Daten', 'Webhooks', 'Umfragen', 'Neuigkeiten', 'Ergebnisse', 'Karte', 'Fragebogen', 'Kategorien', 'Gelöschte Einträge', 'Import', 'Aufträge']) {
    await openSection(page, 'Bereiche des Projekts', name);
    heights[name] = await pageHeight(page);
    expect(await axeViolations(page, 'main'), name).toEqual([]);
    await saveScreenshot(page, `workspace-section-${name.toLowerCase().replaceAll(' ', '-').replaceAll('ö', 'oe').replaceAll('ä', 'ae')}-phone`);
  }
  await page.goto('/#/layers');
  await page.getByLabel('Projekt', { exact: true }).selectOption(workspace.ID);
  await page.getByRole('list', { name: 'Karten des Projekts' }).getByRole('button', { name: layer.Name, exact: true }).click();
  for (const name of ['Karte', 'Fragebogen']) {
    await openSection(page, 'Bereiche der Karte', name);
    heights[`Kartenverwaltung: ${name}`] = await pageHeight(page);
    expect(await axeViolations(page, 'main'), name).toEqual([]);
  }
  console.log(`Section heights at 375 px (limit ${MAX_HEIGHT} px): ${JSON.stringify(heights)}`);
  for (const [name, height] of Object.entries(heights)) expect(height, name).toBeLessThanOrEqual(MAX_HEIGHT);

  // On a desktop the questionnaire and its preview stand side by side.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/#/workspaces?workspace=${workspace.ID}&bereich=fragebogen`);
  await expect(page.getByRole('button', { name: 'Vorschau' })).toHaveAttribute('aria-expanded', 'true');
  await saveScreenshot(page, 'workspace-section-fragebogen-desktop', false);
});
