/** Every route of docs/product.md §2, opened by a visitor and by the administrator, on a desktop window
 *  (1280×800) and a phone (375×812): no console error, no failed API call, no axe-core violation of
 *  WCAG 2.1 A/AA, no sideways scrolling, and a screenshot of each in e2e/artifacts/a11y-<who>-<width>-<route>.png
 *  (docs/product.md §13); also the map at the tram layer, with its category markers and legend.
 *  Map tiles are served locally (page-checks.ts serveLocalTiles). */
import type { Page } from '@playwright/test';
import { expect, loginViaScreen, saveScreenshot, test } from './fixtures.js';
import { networkSettled } from './network.js';
import { axeViolations, serveLocalTiles, watchPage, type PageWatch } from './page-checks.js';

/** The routes of docs/product.md §2, '' being the landing page. */
const ROUTES = [
  '', 'impressum', 'datenschutz', 'barrierefreiheit', 'nutzungsbedingungen', 'leichte-sprache', 'login', 'profile', 'meine-beitraege', 'meine-projekte', 'projekte', 'projekte/neu', 'admin', 'admin/users', 'admin/groups', 'admin/organisations', 'admin/protokoll',
  'workspaces', 'layers', 'map', 'register', 'activationsuccess', 'activationfailure', 'resetpassword', 'fahrrad',
  'gewaesser', 'infrastruktur', 'strassenbahnausbau', 'umfrage',
] as const;

const VIEWPORTS = [
  { name: '1280', width: 1280, height: 800 },
  { name: '375', width: 375, height: 812 },
] as const;

/** Opens one route in a fresh document, waits until its calls have settled, and returns every
 *  problem found: watch problems and axe violations, as readable lines. */
async function checkRoute(page: Page, watch: PageWatch, route: string, shot: string): Promise<string[]> {
  watch.clear();
  // A hash change alone would keep the document: reload, so that each route starts afresh.
  await page.goto(`/#/${route}`);
  await page.reload();
  await networkSettled(page);
  await expect(page.locator('#main')).not.toBeEmpty();
  if (route.startsWith('map?')) {
    // On a phone the legend starts folded; opened, it is checked as well.
    const legend = page.locator('details.map-legend');
    const narrow = (page.viewportSize()?.width ?? 1280) < 576;
    expect(await legend.evaluate((d: HTMLDetailsElement) => d.open)).toBe(!narrow);
    if (narrow) await legend.locator('summary').click();
    await expect(page.getByRole('group', { name: 'Legende der Kategorien' })).toBeVisible();
  }
  await saveScreenshot(page, shot);
  const violations = await axeViolations(page);
  // Usable on a phone: nothing wider than the window (WCAG 1.4.10 reflow).
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  return [
    ...watch.problems(),
    ...(overflow > 0 ? [`the page scrolls sideways by ${overflow} px`] : []),
    ...violations.map((v) => `axe ${v.rule} (${v.impact}): ${v.help} — ${v.targets.slice(0, 4).join(' | ')} — ${v.summary}`),
  ].map((p) => `#/${route}: ${p}`);
}

for (const who of ['visitor', 'admin'] as const) {
  for (const viewport of VIEWPORTS) {
    test(`every route as ${who} at ${viewport.width}×${viewport.height}: no console error, no failed call, no axe violation`,
      async ({ page, server }) => {
        // About 30 routes, each loaded afresh and checked by axe: 3 to 4 minutes on two cores while
        // the server suites run beside the browser tests (CI), so twice that as the limit.
        test.setTimeout(480_000);
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await serveLocalTiles(page);
        const watch = watchPage(page);
        if (who === 'admin') {
          await page.goto('/#/login');
          await loginViaScreen(page, server.admin.email, server.admin.password);
          await expect(page).toHaveURL(/#\/admin$/);
        }
        const problems: string[] = [];
        for (const route of ROUTES) {
          problems.push(...await checkRoute(page, watch, route, `a11y-${who}-${viewport.name}-${route.replace('/', '-') || 'landing'}`));
        }
        // The map at the tram layer, as the tram page links to it: category markers and their legend.
        const tramMap = await page.goto('/#/strassenbahnausbau').then(() =>
          page.getByRole('link', { name: 'Zur Karte Straßenbahnausbau' }).getAttribute('href'));
        expect(tramMap).toMatch(/^#\/map\?workspace=/);
        problems.push(...await checkRoute(page, watch, tramMap!.slice(2), `a11y-${who}-${viewport.name}-map-strassenbahn`));
        expect(problems).toEqual([]);
      });
  }
}
