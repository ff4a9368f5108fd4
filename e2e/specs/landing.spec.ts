/** A newcomer opens the landing page: the organisation's title, the sections, the cookie banner
 *  and the small map with the demo layer's points; or another page by its address, whose frame is
 *  drawn before the page's own code has arrived. */
import { expect, mapElement, saveScreenshot, test } from './fixtures.js';
import { serveLocalTiles } from './page-checks.js';

test.use({ acceptCookies: false });

test('a newcomer sees the title, the sections and the demo points on the landing map', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Gewässer-App' })).toBeVisible();
  await expect(page.locator('.navbar-brand')).toHaveText('Gewässer-App');
  await expect(page.getByRole('link', { name: 'Zur Karte' })).toHaveAttribute('href', '#/map');

  // Default menu for visitors: no 'Daten erfassen'.
  const nav = page.locator('#main-nav');
  await expect(nav.getByRole('link', { name: 'Hilfe' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Daten erfassen' })).toHaveCount(0);

  const banner = page.getByRole('region', { name: 'Cookies' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Mehr erfahren' })).toHaveAttribute('href', '#/datenschutz#cookies');

  // The map (and Leaflet) loads when the visitor scrolls towards it.
  await expect(page.locator('section#map').getByRole('status')).toHaveText('Wird geladen …');
  await page.locator('section#map').scrollIntoViewIfNeeded();
  const map = page.getByRole('region', { name: 'Karte mit den gemeldeten Beiträgen' });
  await expect(map).toBeVisible();
  await expect.poll(() => map.locator('.leaflet-marker-icon').count()).toBeGreaterThanOrEqual(30);

  // The public projects come first, as cards that lead into their maps.
  const projects = page.getByRole('region', { name: 'Jetzt mitmachen' });
  await expect(projects.getByRole('link', { name: 'Mitmachen bei „Gewässer-App“' })).toHaveAttribute('href', /^#\/map\?workspace=/);
  await expect(projects.getByRole('link', { name: 'Zum Projekt „Straßenbahnausbau“' })).toBeVisible();

  for (const id of ['projekte', 'project', 'app', 'map', 'help', 'contact']) await expect(page.locator(`section#${id}`)).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'kontakt@example.org' })).toHaveAttribute('href', 'mailto:kontakt@example.org');
  // The demo organisation has no app store link yet.
  await expect(page.getByRole('link', { name: /App im Store/ })).toHaveCount(0);
  await expect(page.getByText(`© ${new Date().getFullYear()} Gewässer-App`)).toBeVisible();

  await saveScreenshot(page, 'landing');
  await saveScreenshot(page, 'landing-viewport', false);

  await banner.getByRole('button', { name: 'Akzeptieren' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Gewässer-App' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookies' })).toHaveCount(0);
});

test('the masthead fills the window above 768 px and the scrolling menu reaches the sections', async ({ page }) => {
  await page.goto('/');
  const masthead = page.locator('.landing-masthead');
  await expect(masthead).toBeVisible();
  const viewport = page.viewportSize()!;
  const box = (await masthead.boundingBox())!;
  expect(Math.round(box.height)).toBeGreaterThanOrEqual(viewport.height - 60 - 1);

  const menu = page.getByRole('navigation', { name: 'Abschnitte dieser Seite' });
  await menu.getByRole('link', { name: 'Kontakt' }).click();
  await expect(page).toHaveURL(/#\/#contact$/);
  await expect(page.getByRole('heading', { name: 'Kontakt', level: 2 })).toBeInViewport();

  // The navigation bar's Hilfe entry ('/#help') scrolls to the help section.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('#main-nav').getByRole('link', { name: 'Hilfe' }).click();
  await expect(page.locator('section#help h2')).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1, name: 'Gewässer-App' })).toBeAttached();
});

test('on a narrow window the masthead is only as high as its content', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Gewässer-App' })).toBeVisible();
  const box = (await page.locator('.landing-masthead').boundingBox())!;
  expect(box.height).toBeLessThan(844 - 60);
  await saveScreenshot(page, 'landing-mobile', false);
});

test("a page opened by its address draws the frame at once: while its code loads, the navigation bar with the route's menu, the cookie banner and 'Wird geladen …'", async ({ page }) => {
  await serveLocalTiles(page);
  const nav = page.locator('#main-nav');
  for (const [route, chunk, ready] of [
    ['/#/infrastruktur', /\/assets\/topic-pages-[^/]+\.js$/, page.getByRole('heading', { level: 1, name: 'Stadtinfrastruktur' })],
    ['/#/map', /\/assets\/map-page-[^/]+\.js$/, mapElement(page)],
  ] as const) {
    // The page's chunk is held back until the frame has been checked.
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route(chunk, async (r) => {
      await held;
      await r.continue();
    });
    // A new document each time: a change of the hash alone would keep the loaded app.
    await page.goto('about:blank');
    await page.goto(route);
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Wird geladen …');
    await expect(page.getByRole('region', { name: 'Cookies' })).toBeVisible();
    if (route === '/#/infrastruktur') await expect(nav.getByRole('link')).toHaveText(['Stadtinfrastruktur', 'Hilfe', 'Kontakt', 'Impressum']);
    else await expect(nav.getByRole('link', { name: 'Hilfe' })).toBeVisible();
    await expect(ready).toHaveCount(0);
    release();
    await expect(ready).toBeVisible();
    await expect(page.getByRole('main').getByText('Wird geladen …')).toHaveCount(0);
    await page.unroute(chunk);
  }
});
