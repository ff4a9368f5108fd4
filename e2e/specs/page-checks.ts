/** Reusable checks of a screen for the Playwright specs (docs/product.md §13): an axe-core scan
 *  against WCAG 2.1 A/AA, a watch on console errors, page errors and failed API calls, and locally
 *  served map tiles (this machine is offline; the real tile server is never asked). Usage:
 *
 *    const watch = watchPage(page);            // before the first page.goto
 *    await serveLocalTiles(page);
 *    await page.goto('/#/map');
 *    expect(await axeViolations(page)).toEqual([]);
 *    expect(watch.problems()).toEqual([]);
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Locator, type Page, type Request, type Response } from '@playwright/test';
import { saveScreenshot } from './fixtures.js';

/** The axe-core rule tags of WCAG 2.1 level A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** One axe-core violation, cut down to what a failing test should print. */
export type AxeFinding = { rule: string; impact: string | null | undefined; help: string; targets: string[]; summary: string };

/** Waits for a Bootstrap modal's fade-in, so that axe sees its final colours. */
export const modalSettled = (dialog: Locator) => expect(dialog).toHaveCSS('opacity', '1');

/** Waits until a modal has faded in and every animation in it has ended, so that a screenshot
 *  shows it as people see it. An animation that is cancelled (a transition replaced by the next
 *  one) ends too: its `finished` rejects with AbortError, which is not a failure here. */
export async function modalFadedIn(modal: Locator): Promise<void> {
  await expect(modal).toHaveClass(/\bshow\b/);
  await modal.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))));
}

/** Moves the pointer off whatever it last clicked and waits until no CSS transition or animation
 *  runs, so that axe sees settled colours, not a button's hover colour fading out (a contrast
 *  that a moment later is fine). */
async function settleForAxe(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  // Endless animations (a loading spinner) never settle and are left out.
  await page.waitForFunction(() => document.getAnimations()
    .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
}

/** Runs axe-core over the whole page (or `include`, a CSS selector) once its colours have settled
 *  (settleForAxe) and returns its violations of WCAG 2.1 A/AA, and its incomplete results of the
 *  rule link-in-text-block, each with the CSS targets of the offending nodes. */
export async function axeViolations(page: Page, include?: string): Promise<AxeFinding[]> {
  await settleForAxe(page);
  let builder = new AxeBuilder({ page }).withTags([...WCAG_TAGS]);
  if (include) builder = builder.include(include);
  const result = await builder.analyze();
  // Links told from their text only by colour (WCAG 1.4.1): with local test tiles behind the map's
  // attribution axe cannot compute the colours and files the rule as incomplete; that counts too.
  const linkColourOnly = result.incomplete.filter((r) => r.id === 'link-in-text-block');
  return [...result.violations, ...linkColourOnly].map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
    // axe's reason for the first node, e.g. the two colours and their contrast ratio.
    summary: (v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
  }));
}

/** Decides whether a response with status ≥ 400 is one the screen expects (e.g. 401 from
 *  GET /auth/info for a visitor, which the app reads as "logged out"). */
export type ExpectedFailure = (method: string, url: URL, status: number) => boolean;

/** GET /api/v1/auth/info answers 401 to a visitor: the app reads that as "logged out" (docs/product.md §8). */
export const visitorSessionCheck: ExpectedFailure = (method, url, status) =>
  method === 'GET' && url.pathname === '/api/v1/auth/info' && status === 401;

/** What went wrong on a page since `watchPage`: console errors, uncaught page errors, failed
 *  requests and unexpected responses with status ≥ 400. */
export type PageWatch = {
  /** Every problem so far, as one readable line each. */
  problems: () => string[];
  /** Forgets the problems so far (e.g. after a step that provokes an expected error). */
  clear: () => void;
};

/** Watches a page for console errors, page errors, failed requests and responses with status
 *  ≥ 400 that `expected` does not allow. Call before the first navigation. */
export function watchPage(page: Page, expected: ExpectedFailure = visitorSessionCheck): PageWatch {
  let problems: string[] = [];
  page.on('console', (m) => {
    // Chromium logs every answer ≥ 400 and every failed request as "Failed to load resource"; the
    // response and requestfailed handlers below judge those, with `expected`.
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource:')) problems.push(`console: ${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r: Request) => {
    // A navigation away from a page aborts its running requests; that is no failure of the app.
    if (r.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`);
  });
  page.on('response', (r: Response) => {
    if (r.status() < 400) return;
    const url = new URL(r.url());
    if (!expected(r.request().method(), url, r.status())) problems.push(`HTTP ${r.status()}: ${r.request().method()} ${url.pathname}`);
  });
  return { problems: () => [...problems], clear: () => (problems = []) };
}

/** A 256×256 light grey PNG: stands in for every map tile. */
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAQAAAAEACAAAAAB5Gfe6AAABOElEQVR42u3QgQAAAAwEofeHPYaBrBBaz02AAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAioA2MPDfPNvRFmAAAAAElFTkSuQmCC',
  'base64',
);

/** Answers every request to the outside tile server (tile.openstreetmap.org, or any `{z}/{x}/{y}.png`
 *  address) with a grey tile: this machine is offline, and a test should not depend on the
 *  internet. Only tile requests are intercepted; API calls go to the real server. */
export async function serveLocalTiles(page: Page): Promise<void> {
  await page.route(/\/\d+\/\d+\/\d+(@2x)?\.png(\?.*)?$/, async (route) => {
    if (new URL(route.request().url()).hostname === '127.0.0.1') return route.fallback();
    // Leaflet drops tiles it no longer needs while they load; a tile the page has cancelled has
    // nobody to answer, and its failed fulfil must not escape the handler.
    await route.fulfill({ status: 200, contentType: 'image/png', body: TILE_PNG }).catch(() => undefined);
  });
}

/** The alerts region of the app ('Meldungen'). */
export const alertArea = (page: Page) => page.getByRole('region', { name: 'Meldungen' });

/** Closes every open alert. An alert may close itself (autoclose) while it is being clicked, so a
 *  click that finds its element gone is simply the next round of the loop. */
export async function closeAlerts(page: Page): Promise<void> {
  const close = alertArea(page).getByRole('button', { name: 'Schließen' });
  while (await close.count()) await close.first().click({ timeout: 2_000 }).catch(() => undefined);
}

/** The controls in `scope` (default: the whole page) that are visible and smaller than 44×44 px
 *  (WCAG 2.1 SC 2.5.5): buttons, buttons and menu entries drawn from links, form fields, summaries
 *  and the map's zoom buttons, each as „name (w×h)“. A radio or check box counts with its label (one target);
 *  links in running text are exempt (the criterion's „inline“), and so are the map's markers,
 *  whose list offers each entry's „Auf der Karte zeigen“ (its „equivalent“). Only what lies in
 *  the window counts. */
export async function smallTargets(page: Page, scope = 'body'): Promise<string[]> {
  return page.locator(scope).evaluate((root) => {
    const found: string[] = [];
    const selector = 'button, a.btn, a.nav-link, a.dropdown-item, a.leaflet-control-zoom-in, a.leaflet-control-zoom-out, select, input:not([type=hidden]), textarea, summary, [role=button]';
    for (const el of Array.from(root.querySelectorAll<HTMLElement>(selector))) {
      // Bootstrap's toggle buttons hide their radio (.btn-check): its label is the target.
      if (el.closest('[inert], [hidden], .visually-hidden') || el.classList.contains('btn-check') || el.classList.contains('leaflet-marker-icon')) continue;
      const check = el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox');
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const own = el.getBoundingClientRect();
      const label = check ? el.labels?.[0]?.getBoundingClientRect() : undefined;
      const box = label ? new DOMRect(Math.min(own.left, label.left), Math.min(own.top, label.top),
        Math.max(own.right, label.right) - Math.min(own.left, label.left), Math.max(own.bottom, label.bottom) - Math.min(own.top, label.top)) : own;
      if (box.width === 0 || box.height === 0) continue;
      if (box.bottom <= 0 || box.top >= window.innerHeight || box.right <= 0 || box.left >= window.innerWidth) continue;
      if (box.width < 44 || box.height < 44) {
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.id;
        found.push(`${el.tagName.toLowerCase()} ${name.slice(0, 40)} (${Math.round(box.width)}×${Math.round(box.height)})`);
      }
    }
    return found;
  });
}

/** Time a test gets in addition for each checkBothWidths (ms): beside the other suites on two cores
 *  (scripts/test.mjs) its two axe scans took most of a minute, and a flow that checks three screens
 *  ran out of the 120 s of playwright.config.ts in the scans alone. */
const BOTH_WIDTHS_ALLOWANCE_MS = 40_000;

/** Axe (WCAG 2.1 A/AA) at desktop width and at 375 px, no sideways scrolling at either, and a
 *  screenshot of each (`name`, `name-phone`); back to 1280 px afterwards. Extends the running test's
 *  timeout by BOTH_WIDTHS_ALLOWANCE_MS. */
export async function checkBothWidths(page: Page, name: string): Promise<void> {
  const info = test.info();
  if (info.timeout > 0) info.setTimeout(info.timeout + BOTH_WIDTHS_ALLOWANCE_MS); // 0: no timeout at all
  for (const [width, height, suffix] of [[1280, 800, ''], [375, 812, '-phone']] as const) {
    await page.setViewportSize({ width, height });
    expect(await axeViolations(page), `${name}${suffix}`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name}${suffix} scrolls sideways`).toBe(true);
    await saveScreenshot(page, `${name}${suffix}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
