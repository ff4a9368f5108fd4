/** The privacy notice in another interface language (docs/product.md §23.6): a visitor who chose
 *  English on a phone reads the notice in English under the note that the German is binding; the
 *  browser loads the English notice only, no other language's. axe clean; screenshot. */
import type { Organisation } from '@mitmachkarte/contract';
import { ADMIN, expect, saveScreenshot, test } from './fixtures.js';
import { axeViolations } from './page-checks.js';

test.use({ viewport: { width: 375, height: 812 } });

test('en: the privacy notice in English under the note that the German is binding, loading no other language', async ({ page, server }) => {
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  const [org] = await admin.ok(admin.get<Organisation[]>('/admin/organisations'), 'organisations');
  await admin.ok(admin.put(`/admin/organisation/${org!.ID}`, { Host: org!.Host, Config: { ...org!.Config, Other: { ...org!.Config.Other, sprachen: 'de,en' } } }), 'sprachen');

  const scripts: string[] = [];
  page.on('request', (r) => { if (r.resourceType() === 'script') scripts.push(r.url()); });
  await page.addInitScript(() => {
    window.localStorage.setItem('cookie-accepted', 'true');
    window.localStorage.setItem('sprache', 'en');
  });
  await page.goto('/#/datenschutz');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  const note = main.getByText('This translation is for information only; the German version is legally binding.');
  await expect(note).toBeVisible();
  // The note is the notice's first line, before its title.
  expect(await note.evaluate((n) => Boolean(n.compareDocumentPosition(document.querySelector('main h1')!) & Node.DOCUMENT_POSITION_FOLLOWING))).toBe(true);
  await expect(main.getByRole('heading', { name: 'Rights of data subjects' })).toBeVisible();
  await expect(main.getByText(/^Cookies are small text files that your browser stores\./)).toBeVisible();
  await expect(main.getByText('Datenschutzerklärung')).toHaveCount(0);
  expect(scripts.some((u) => /privacy-texts\.en/.test(u))).toBe(true);
  expect(scripts.filter((u) => /-texts\.(tr|ar|uk)/.test(u))).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'legal-languages-en-privacy', false);
});
