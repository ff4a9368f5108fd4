/** Content without code (docs/product.md §17.3): an organisation manager writes the texts of the
 *  public pages in „Seiteninhalte“ of the organisation editor, sees the server's preview (the
 *  renderer of the pages), saves, and the landing and tram pages show them. The e2e server
 *  listens on 127.0.0.1, which the default (demo) organisation serves. The editor is scanned with
 *  axe-core and photographed at 1280 and 375 px. */
import type { Page } from '@playwright/test';
import { ADMIN, expect, loginViaScreen, saveScreenshot, test } from './fixtures.js';
import { alertArea, axeViolations, closeAlerts, serveLocalTiles, watchPage } from './page-checks.js';

const SIZES = [{ name: 'desktop', width: 1280, height: 800 }, { name: 'phone', width: 375, height: 812 }] as const;

const contentSection = (page: Page) => page.getByRole('region', { name: 'Seiteninhalte' });

test('an organisation manager edits the tram lead and a landing paragraph with bold text, previews, saves, and the pages show them', async ({ page }) => {
  const pageWatch = watchPage(page);
  await serveLocalTiles(page);
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/#\/admin$/);

  // Before: the demo's texts, now the organisation's content.
  await page.goto('/#/strassenbahnausbau');
  await expect(page.getByRole('heading', { level: 1, name: 'Straßenbahnausbau' })).toBeVisible();
  await expect(page.locator('.topic-masthead .lead')).toHaveText(/^Die Straßenbahn soll wachsen\./);

  await page.goto('/#/admin/organisations');
  const editor = page.getByRole('form', { name: 'Organisation localhost' });
  const section = contentSection(page);
  await expect(section.getByRole('combobox', { name: 'Seite', exact: true })).toHaveValue('start');

  // A landing paragraph with bold text, and the server's preview of it.
  const project = section.getByRole('textbox', { name: 'Abschnitt „Das Projekt“', exact: true });
  await expect(project).toHaveValue(/^Bürgerinnen und Bürger beobachten die Gewässer/);
  await project.fill('Hier beobachten **alle gemeinsam** die Bäche der Stadt.\n\nJede Beobachtung zählt.');
  const projectToggle = section.getByRole('button', { name: 'Vorschau: Abschnitt „Das Projekt“' });
  await projectToggle.click();
  await expect(projectToggle).toHaveAttribute('aria-pressed', 'true');
  const projectPreview = section.getByRole('region', { name: 'Vorschau: Abschnitt „Das Projekt“' });
  await expect(projectPreview.locator('strong')).toHaveText('alle gemeinsam');
  await expect(projectPreview.locator('p')).toHaveCount(2);

  // The tram page's lead.
  await section.getByRole('combobox', { name: 'Seite', exact: true }).selectOption({ label: 'Beteiligungsseite /strassenbahnausbau' });
  const lead = section.getByRole('textbox', { name: 'Einleitung oben auf der Seite', exact: true });
  await expect(lead).toHaveValue(/^Die Straßenbahn soll wachsen\./);
  await lead.fill('Die Linie 9 soll bis **Harleshausen** fahren. Was meinen Sie?');
  await section.getByRole('button', { name: 'Vorschau: Einleitung oben auf der Seite' }).click();
  await expect(section.getByRole('region', { name: 'Vorschau: Einleitung oben auf der Seite' }).locator('strong')).toHaveText('Harleshausen');

  // The editor passes axe-core and is photographed at both sizes, the preview in view.
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await section.getByRole('region', { name: 'Vorschau: Einleitung oben auf der Seite' }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, `page-content-editor-${size.name}`, false);
    expect(await axeViolations(page, 'form.org-editor'), `editor at ${size.width}px`).toEqual([]);
  }
  await page.setViewportSize(SIZES[0]);

  await editor.getByRole('button', { name: 'Speichern' }).click();
  await expect(alertArea(page).getByText('Die Organisation wurde gespeichert.')).toBeVisible();

  // The public pages show the saved texts at once, bold as bold.
  await page.goto('/#/strassenbahnausbau');
  const tramLead = page.locator('.topic-masthead .lead');
  await expect(tramLead).toHaveText('Die Linie 9 soll bis Harleshausen fahren. Was meinen Sie?');
  await expect(tramLead.locator('strong')).toHaveText('Harleshausen');
  // The other blocks keep the demo's texts.
  await expect(page.getByRole('heading', { level: 2, name: 'Drei Arten von Beiträgen' })).toBeAttached();
  await closeAlerts(page);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(tramLead).toBeInViewport();
    await saveScreenshot(page, `page-content-tram-${size.name}`, false);
  }
  await page.setViewportSize(SIZES[0]);

  await page.goto('/#/');
  const projectSection = page.locator('section#project');
  await expect(projectSection.locator('p').first()).toHaveText('Hier beobachten alle gemeinsam die Bäche der Stadt.');
  await expect(projectSection.locator('strong')).toHaveText('alle gemeinsam');
  await expect(projectSection.locator('p').nth(1)).toHaveText('Jede Beobachtung zählt.');
  expect(pageWatch.problems()).toEqual([]);
});
