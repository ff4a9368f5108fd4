/** The 404 page and the admin hub /admin/manage (docs/product.md §2 'Other links seen'), which the route
 *  sweep (a11y-routes.spec.ts) does not open: their links work, and on a desktop window and a phone
 *  they show no console error, no failed call, no axe-core violation and no sideways scrolling. */
import type { Page } from '@playwright/test';
import { expect, loginViaScreen, saveScreenshot, test } from './fixtures.js';
import { networkSettled } from './network.js';
import { axeViolations, watchPage, type PageWatch } from './page-checks.js';

const VIEWPORTS = [{ width: 1280, height: 800 }, { width: 375, height: 812 }] as const;

/** Every problem of the page shown now, as readable lines. */
async function problemsOf(page: Page, watch: PageWatch): Promise<string[]> {
  await networkSettled(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  return [
    ...watch.problems(),
    ...(overflow > 0 ? [`the page scrolls sideways by ${overflow} px`] : []),
    ...(await axeViolations(page)).map((v) => `axe ${v.rule} (${v.impact}): ${v.help} — ${v.targets.slice(0, 4).join(' | ')} — ${v.summary}`),
  ];
}

for (const viewport of VIEWPORTS) {
  test(`an unknown address shows 'Seite nicht gefunden' at ${viewport.width} px, accessible, with its links`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const watch = watchPage(page);
    await page.goto('/#/gibt-es-nicht');
    const heading = page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' });
    await expect(heading).toBeFocused();
    await expect(page).toHaveTitle('Seite nicht gefunden – Mitmachkarte');
    await expect(page.getByRole('main')).toContainText('#/gibt-es-nicht');
    await saveScreenshot(page, `not-found-${viewport.width}`);
    expect(await problemsOf(page, watch)).toEqual([]);
    await page.getByRole('main').getByRole('link', { name: 'Zur Karte' }).click();
    await expect(page).toHaveURL(/#\/map$/);
    await page.goBack();
    await page.getByRole('main').getByRole('link', { name: 'Zur Startseite' }).click();
    await expect(page).toHaveURL(/#\/$/);
    await expect(page).toHaveTitle('Mitmachkarte');
  });

  test(`the admin reaches 'Bürgerbeteiligung verwalten' from the sidebar at ${viewport.width} px, accessible, with its cards`, async ({ page, server }) => {
    await page.setViewportSize(viewport);
    const watch = watchPage(page);
    await page.goto('/#/login');
    await loginViaScreen(page, server.admin.email, server.admin.password);
    await expect(page).toHaveURL(/#\/admin$/);
    await page.getByRole('navigation', { name: 'Administrationsmenü' }).getByRole('link', { name: 'Bürgerbeteiligung' }).click();
    await expect(page).toHaveURL(/#\/admin\/manage$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bürgerbeteiligung verwalten' })).toBeVisible();
    await expect(page).toHaveTitle('Bürgerbeteiligung verwalten – Mitmachkarte');
    await saveScreenshot(page, `admin-manage-${viewport.width}`);
    expect(await problemsOf(page, watch)).toEqual([]);
    await page.getByRole('main').getByRole('link', { name: 'Projektverwaltung' }).click();
    await expect(page).toHaveURL(/#\/workspaces$/);
  });
}
