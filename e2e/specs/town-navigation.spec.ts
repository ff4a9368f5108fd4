/** A town's own site (docs/product.md §2.5, §10.1, §13, §17.2, §17.4, §17.6, §22), with the
 *  title „Bürgerbeteiligung der Stadt Fulda“, at 1280 and 375 px: the installed app is named after
 *  the town; the navigation bar stays one line at 1280 px (folded behind the burger button on the
 *  phone); „Meine Projekte“ only for the project's team, „Bearbeiten“ on the project page only for
 *  its team; one „Neues Projekt“ that leads to the quick start; success messages below the bar,
 *  clear of „Mitmachen“ and of the map's legend and zoom buttons, the map not moved; a focus ring of at least 3:1 on the dark bar and
 *  on a primary button. axe clean, with screenshots. */
import type { Organisation, Point, Workspace } from '@mitmachkarte/contract';
import type { Locator, Page } from '@playwright/test';
import { ADMIN, createCitizen, demoAnswers, demoLayer, expect, loginViaScreen, openPointDetails, saveScreenshot, test, type E2eServer } from './fixtures.js';
import { tabTo } from './keyboard.js';
import { alertArea, axeViolations, closeAlerts } from './page-checks.js';

const TITLE = 'Bürgerbeteiligung der Stadt Fulda';
const CITIZEN = { Name: 'Carl Bürger', Email: 'carl@example.org', Password: 'Carl-Ufer-Kiesel-7' };
const MEMBER = { Name: 'Tina Team', Email: 'tina@example.org', Password: 'Tina-Ufer-Kiesel-8' };
const pointName = (width: number) => `Fuldaufer ${width}`;

const SIZES = [{ width: 1280, height: 800 }, { width: 375, height: 812 }] as const;

// Copying the project page's link is the success message there: the browser must allow it.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Once per server: the town's title, a citizen, a member of the demo project's team, an entry. */
const prepared = new Map<string, Promise<{ workspace: Workspace }>>();
function prepare(server: E2eServer) {
  if (!prepared.has(server.baseUrl)) {
    prepared.set(server.baseUrl, (async () => {
      const admin = server.api();
      await admin.login(ADMIN.email, ADMIN.password);
      const [org] = await admin.ok(admin.get<Organisation[]>('/admin/organisations'), 'GET /admin/organisations');
      await admin.ok(admin.put(`/admin/organisation/${org!.ID}`, { Host: org!.Host, Config: { ...org!.Config, Title: TITLE } }), 'PUT organisation');
      const { workspace, layer } = await demoLayer(server);
      const citizen = await createCitizen(server, CITIZEN);
      await createCitizen(server, MEMBER);
      await admin.ok(admin.post(`/gis/workspaceacl/add/${workspace.ID}`, { Email: MEMBER.Email }), 'add to team');
      // One entry per window size, each followed once.
      for (const size of SIZES) {
        await citizen.ok(citizen.post<Point>('/gis/point', {
          Layer: layer.ID, Latitude: 51.316, Longitude: 9.477, Attributes: demoAnswers(pointName(size.width), 'Ein Steg am Ufer.'),
        }), 'POST /gis/point');
      }
      return { workspace };
    })());
  }
  return prepared.get(server.baseUrl)!;
}

/** Relative luminance and contrast ratio of CSS colours `rgb(…)`/`rgba(…)` (WCAG 2.1). */
function contrast(a: string, b: string): number {
  const lum = (css: string) => {
    const [r, g, bl] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number).map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The focused element's outline (style, width px, colour) and the background around it: the
 *  first opaque background of its ancestors. */
const focusRing = (target: Locator) => target.evaluate((el) => {
  const s = getComputedStyle(el);
  let around = el.parentElement;
  while (around && /rgba\(0, 0, 0, 0\)|transparent/.test(getComputedStyle(around).backgroundColor)) around = around.parentElement;
  return { style: s.outlineStyle, width: parseFloat(s.outlineWidth), colour: s.outlineColor, around: around ? getComputedStyle(around).backgroundColor : 'rgb(255, 255, 255)' };
});

/** Whether two boxes share any area. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error(`${target} has no box`);
  return box;
}

/** The main menu's entries: on the phone behind the burger button, which is opened first. */
async function menu(page: Page): Promise<Locator> {
  const burger = page.getByRole('button', { name: 'Navigation ein- oder ausblenden' });
  if (await burger.isVisible() && (await burger.getAttribute('aria-expanded')) === 'false') await burger.click();
  return page.locator('#main-nav');
}

async function login(page: Page, who: { Email: string; Password: string }) {
  await page.goto('/#/login');
  await loginViaScreen(page, who.Email, who.Password);
}

test('the installed app is named after the town (docs/product.md §22)', async ({ page, server }) => {
  await prepare(server);
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const res = await page.request.get('/manifest.webmanifest');
  expect(res.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
  expect(await res.json()).toMatchObject({ name: TITLE, short_name: 'Fulda', lang: 'de', start_url: '/?source=pwa#/map' });
});

for (const size of SIZES) {
  const label = String(size.width);
  test.describe(`${label} px`, () => {
    test.use({ viewport: size });

    test('a citizen: a one-line bar with the whole title, no „Meine Projekte“, no „Bearbeiten“', async ({ page, server }) => {
      const { workspace } = await prepare(server);
      await login(page, CITIZEN);
      await page.goto(`/#/projekt/${workspace.ID}`);
      await expect(page.getByRole('heading', { level: 1, name: workspace.Name })).toBeVisible();
      const nav = page.getByRole('navigation').first();
      const brand = nav.getByRole('link', { name: TITLE });
      await expect(brand).toHaveAttribute('title', TITLE);
      const bar = await boxOf(nav);
      if (size.width === 1280) {
        // One line: the bar keeps its 60 px, the title does not wrap, every entry stands in the row.
        expect(bar.height).toBeLessThanOrEqual(61);
        expect((await boxOf(brand)).height).toBeLessThanOrEqual(41);
        for (const entry of await nav.locator('#main-nav .nav-link').all()) {
          const box = await boxOf(entry);
          expect(box.y, await entry.innerText()).toBeGreaterThanOrEqual(bar.y);
          expect(box.y + box.height, await entry.innerText()).toBeLessThanOrEqual(bar.y + bar.height);
        }
        await expect(page.getByRole('button', { name: 'Navigation ein- oder ausblenden' })).toBeHidden();
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `town-nav-citizen-${label}`, false);
      const entries = await menu(page);
      await expect(entries.getByRole('link', { name: 'Daten erfassen' })).toBeVisible();
      await expect(entries.getByRole('link', { name: 'Meine Projekte' })).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('link', { name: 'Bearbeiten' })).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('a team member: „Meine Projekte“, „Bearbeiten“, and the message of „Link kopieren“ clear of „Mitmachen“', async ({ page, server }) => {
      const { workspace } = await prepare(server);
      await login(page, MEMBER);
      await page.goto(`/#/projekt/${workspace.ID}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: workspace.Name })).toBeVisible();
      await expect(main.getByRole('link', { name: 'Bearbeiten' })).toHaveAttribute('href', `#/workspaces?workspace=${workspace.ID}&bereich=projekt`);
      const takePart = main.getByRole('link', { name: 'Mitmachen', exact: true });
      await expect(takePart).toBeVisible();

      await main.getByRole('button', { name: 'Link kopieren' }).click();
      const message = alertArea(page).getByRole('status').filter({ hasText: 'Link' });
      await expect(message).toBeVisible();
      const [alertBox, buttonBox, barBox] = [await boxOf(message), await boxOf(takePart), await boxOf(page.getByRole('navigation').first())];
      expect(overlap(alertBox, buttonBox), 'the message lies over „Mitmachen“').toBe(false);
      expect(alertBox.y).toBeGreaterThanOrEqual(barBox.y + barBox.height - 1);
      await saveScreenshot(page, `town-nav-project-message-${label}`, false);
      expect(await axeViolations(page)).toEqual([]);
      await closeAlerts(page);

      const entries = await menu(page);
      await expect(entries.getByRole('link', { name: 'Meine Projekte' })).toBeVisible();
      await entries.getByRole('link', { name: 'Meine Projekte' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Meine Projekte' })).toBeVisible();
      await expect(main.getByRole('list', { name: 'Meine Projekte' })).toContainText(workspace.Name);
      // A team member without `project` creates no project: no button.
      await expect(main.getByRole('link', { name: 'Neues Projekt' })).toHaveCount(0);
    });

    test('a success message on the map stands clear of its legend', async ({ page, server }) => {
      await prepare(server);
      await login(page, MEMBER);
      const details = await openPointDetails(page, pointName(size.width));
      const map = page.locator('.leaflet-container');
      const mapBefore = await boxOf(map);
      await details.getByRole('button', { name: 'Folgen', exact: true }).click();
      const message = alertArea(page).getByText(/^Sie folgen diesem Eintrag\./);
      await expect(message).toBeVisible();
      // On the phone the details fill the sheet: folded, the legend shows above it.
      if (size.width < 768) await page.getByRole('button', { name: 'Bereich einklappen' }).click();
      const legend = page.locator('.map-legend');
      await expect(legend).toBeVisible();
      // Once settled (the legend glides along with the sheet's edge for 0.2 s), all within the
      // message's 5 s: the message lies over neither the legend nor the zoom buttons (which moved
      // below it); the map has not moved (no marker jumps under a finger), ends at the window's
      // foot, and the page does not scroll.
      await expect(async () => {
        await expect(message).toBeVisible({ timeout: 100 });
        const alertBox = await boxOf(message);
        expect(overlap(alertBox, await boxOf(legend)), 'the message lies over the legend').toBe(false);
        expect(overlap(alertBox, await boxOf(page.getByRole('button', { name: 'Vergrößern', exact: true }))), 'the message lies over the zoom buttons').toBe(false);
        // Beside the map, the panel (scrolled to the entry) begins below the strip.
        const strip = await boxOf(alertArea(page));
        if (size.width >= 768) expect((await boxOf(page.locator('section.map-panel'))).y).toBeGreaterThanOrEqual(strip.y + strip.height - 1);
        const mapBox = await boxOf(map);
        expect([mapBox.y, mapBox.height]).toEqual([mapBefore.y, mapBefore.height]);
        expect(mapBox.y + mapBox.height).toBeLessThanOrEqual(size.height + 1);
        expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeLessThanOrEqual(0);
      }).toPass({ timeout: 3_000, intervals: [100] });
      await saveScreenshot(page, `town-nav-map-message-${label}`, false);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('one „Neues Projekt“ leads to the quick start, which also begins empty', async ({ page, server }) => {
      await prepare(server);
      await login(page, { Email: ADMIN.email, Password: ADMIN.password });
      await page.goto('/#/workspaces');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Projektverwaltung' })).toBeVisible();
      await expect(main.getByRole('button', { name: /Projekt hinzufügen/ })).toHaveCount(0);
      await expect(main.getByRole('link', { name: /Beteiligungsprojekt/ })).toHaveCount(0);
      const create = main.getByRole('link', { name: 'Neues Projekt' });
      await expect(create).toHaveCount(1);
      await create.click();
      await expect(main.getByRole('heading', { level: 1, name: 'Neues Projekt' })).toBeVisible();
      await expect(main.getByRole('region', { name: 'Für Fachleute: leer beginnen' }).getByRole('button', { name: 'Leer beginnen' })).toBeVisible();
      await saveScreenshot(page, `town-nav-quick-start-${label}`, false);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the focus ring: 3 px with at least 3:1 on the dark bar and around a primary button', async ({ page, server }) => {
      const { workspace } = await prepare(server);
      await page.goto(`/#/projekt/${workspace.ID}`);
      await expect(page.getByRole('heading', { level: 1, name: workspace.Name })).toBeVisible();
      await page.locator('body').focus();
      const brand = page.getByRole('link', { name: TITLE });
      await tabTo(page, brand);
      const onBar = await focusRing(brand);
      expect(onBar.style).toBe('solid');
      expect(onBar.width).toBeGreaterThanOrEqual(2);
      expect(contrast(onBar.colour, onBar.around), `${onBar.colour} on ${onBar.around}`).toBeGreaterThanOrEqual(3);
      await saveScreenshot(page, `town-nav-focus-bar-${label}`, false);

      const takePart = page.getByRole('main').getByRole('link', { name: 'Mitmachen', exact: true });
      await tabTo(page, takePart);
      const aroundButton = await focusRing(takePart);
      expect(aroundButton.style).toBe('solid');
      expect(aroundButton.width).toBeGreaterThanOrEqual(2);
      expect(contrast(aroundButton.colour, aroundButton.around), `${aroundButton.colour} on ${aroundButton.around}`).toBeGreaterThanOrEqual(3);
      await saveScreenshot(page, `town-nav-focus-button-${label}`, false);
    });
  });
}
