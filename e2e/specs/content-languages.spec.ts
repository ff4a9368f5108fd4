/** Page texts per language and in Leichte Sprache (docs/product.md §23.2): an administrator writes
 *  the English and the Leichte Sprache text of a start-page block beside its German, the editor
 *  marks what is missing and lists the Leichte Sprache checker's findings; a visitor reading
 *  English sees the English block (lang="en") and the German of an unwritten one (lang="de") with
 *  „Only available in German“; the switch to Leichte Sprache, the start page's section and the page
 *  /leichte-sprache with the four explanations of BITV 2.0 § 4. axe clean; photographed at 1280
 *  and 375 px. */
import type { Organisation } from '@mitmachkarte/contract';
import type { Page } from '@playwright/test';
import { ADMIN, expect, loginViaScreen, saveScreenshot, test, type E2eServer } from './fixtures.js';
import { alertArea, axeViolations, closeAlerts, serveLocalTiles } from './page-checks.js';

const SIZES = [{ name: '1280', width: 1280, height: 800 }, { name: '375', width: 375, height: 812 }] as const;

/** The organisation offers German and English (setting „sprachen“, docs/product.md §10.2). */
async function offerEnglish(server: E2eServer) {
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  const [org] = await admin.ok(admin.get<Organisation[]>('/admin/organisations'), 'organisations');
  await admin.ok(admin.put(`/admin/organisation/${org!.ID}`, { Host: org!.Host, Config: { ...org!.Config, Other: { ...org!.Config.Other, sprachen: 'de,en' } } }), 'sprachen');
}

/** Axe at both sizes, and a screenshot of each with `target` in view. */
async function checkAtBothSizes(page: Page, name: string, target: () => Promise<void>, include?: string) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await target();
    expect(await axeViolations(page, include), `${name} at ${size.width}px`).toEqual([]);
    await saveScreenshot(page, `content-languages-${name}-${size.name}`, false);
  }
  await page.setViewportSize(SIZES[0]);
}

test('an administrator writes a block in English and Leichte Sprache; a visitor reads English, German with a note, and Leichte Sprache', async ({ page, server }) => {
  await offerEnglish(server);
  await serveLocalTiles(page);
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/#\/admin$/);
  await page.goto('/#/admin/organisations');
  const editor = page.getByRole('form', { name: 'Organisation localhost' });
  const section = page.getByRole('region', { name: 'Seiteninhalte' });

  // English beside the German: every start block with German to show is missing it.
  const variant = section.getByRole('combobox', { name: 'Sprachfassung neben dem Deutschen' });
  await expect(variant).toHaveValue('en');
  await expect(variant.locator('option')).toHaveText(['Englisch (8 fehlen)', 'Leichte Sprache (8 fehlen)']);
  const english = section.getByRole('textbox', { name: /^Englisch: Abschnitt „Das Projekt“/ });
  await expect(english).toHaveAccessibleName('Englisch: Abschnitt „Das Projekt“ fehlt');
  await expect(english).toHaveAttribute('lang', 'en');
  await english.fill('Together we report what we notice about the **waters** near us.');
  await expect(english).toHaveAccessibleName('Englisch: Abschnitt „Das Projekt“');
  await expect(variant.locator('option').first()).toHaveText('Englisch (7 fehlen)');

  // Leichte Sprache: the checker lists what it finds as the text is typed, and saving still works.
  await variant.selectOption('ls');
  const easy = section.getByRole('textbox', { name: /^Leichte Sprache: Abschnitt „Das Projekt“/ });
  await easy.fill('Hier können Sie mitmachen.\n\nDas ist nicht schwer.');
  await expect(section.getByRole('status').filter({ hasText: 'Leichte Sprache' })).toHaveText(/findet 1 Stelle/);
  await expect(section.getByText('Zeile 3, Zeichen 9: Verneinung – „nicht“')).toBeVisible();
  await easy.fill('Hier können Sie mitmachen.\n\nSchreiben Sie Ihre Idee auf die Karte.');
  await expect(section.getByRole('status').filter({ hasText: 'Leichte Sprache' })).toHaveText('Die Prüfung auf Leichte Sprache findet nichts.');
  await checkAtBothSizes(page, 'editor', () => easy.scrollIntoViewIfNeeded(), 'form.org-editor');
  await editor.getByRole('button', { name: 'Speichern' }).click();
  await expect(alertArea(page).getByText('Die Organisation wurde gespeichert.')).toBeVisible();

  // A visitor reading English.
  await page.context().clearCookies();
  await page.goto('/#/');
  await page.getByRole('button', { name: 'DE – Sprache: Deutsch' }).click();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const project = page.locator('section#project .page-content');
  await expect(project).toHaveText('Together we report what we notice about the waters near us.');
  await expect(project).toHaveAttribute('lang', 'en');
  await expect(page.locator('section#project .page-content-note')).toHaveCount(0);
  // The lead has no English: German, marked German, with the note.
  const lead = page.locator('.landing-masthead .page-content');
  await expect(lead).toHaveText(/^Gemeinsam für saubere Bäche/);
  await expect(lead).toHaveAttribute('lang', 'de');
  await expect(page.locator('.landing-masthead .page-content-note')).toHaveText('Only available in German');
  await closeAlerts(page);
  await checkAtBothSizes(page, 'english', () => page.locator('section#project').scrollIntoViewIfNeeded());

  // The start page's section in Leichte Sprache (German), loaded when scrolled near.
  await page.locator('section#contact').scrollIntoViewIfNeeded();
  const lsSection = page.getByRole('region', { name: 'Easy Read German (Leichte Sprache)' });
  await expect(lsSection.getByRole('heading', { level: 3 })).toHaveText(['Was gibt es auf dieser Internet-Seite?', 'So finden Sie sich zurecht', 'Barriere-Freiheit', 'Mehr Informationen']);
  await expect(lsSection.locator('.leichte-sprache')).toHaveAttribute('lang', 'de');
  await lsSection.scrollIntoViewIfNeeded();
  expect(await axeViolations(page), 'the section in Leichte Sprache').toEqual([]);

  // Back to German, then Leichte Sprache: the written block in Leichte Sprache, the others German with a note.
  await page.getByRole('button', { name: 'EN – Language: English' }).click();
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const toggle = page.locator('.landing-masthead').getByRole('button', { name: 'Texte in Leichter Sprache' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('section#project .page-content p')).toHaveText(['Hier können Sie mitmachen.', 'Schreiben Sie Ihre Idee auf die Karte.']);
  await expect(page.locator('.landing-masthead .page-content-note')).toHaveText('Diesen Text gibt es nur in Alltags-Sprache.');
  await checkAtBothSizes(page, 'leichte-sprache-start', () => page.evaluate(() => window.scrollTo(0, 0)));

  // Kept over a reload; the footer leads to the page in Leichte Sprache.
  await page.reload();
  await expect(page.locator('section#project .page-content')).toContainText('Hier können Sie mitmachen.');
  await page.locator('footer.landing-footer').getByRole('link', { name: 'Leichte Sprache' }).click();
  await expect(page).toHaveURL(/#\/leichte-sprache$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leichte Sprache' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'So finden Sie sich zurecht' })).toBeVisible();
  await expect(page.getByText('Oben auf jeder Seite ist ein Menü.')).toBeVisible();
  await checkAtBothSizes(page, 'page', () => page.evaluate(() => window.scrollTo(0, 0)));
});
