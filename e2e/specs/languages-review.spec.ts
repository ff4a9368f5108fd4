/** The team's evaluation and handling screens in other interface languages (docs/product.md §23):
 *  a project's owner reads the inbox, the review table, the charts with the project's figures, the
 *  moderation queue and the page „Kennzahlen“ in English at 1280 px and in Arabic on a phone
 *  (375 px, right to left). Interface texts translated, the town's status labels kept German and
 *  marked so, the document's lang and dir right, axe clean, no sideways scrolling on the phone;
 *  screenshots looked at. */
import type { Page } from '@playwright/test';
import type { Layer, Organisation, Point, Workspace } from '@mitmachkarte/contract';
import { ADMIN, createCitizen, demoAnswers, demoLayer, expect, loginViaScreen, saveScreenshot, test, type E2eServer } from './fixtures.js';
import { axeViolations } from './page-checks.js';

const ENTRY = 'Stegbach';

/** The organisation offers every interface language (setting „sprachen“); a citizen's entry on
 *  the demo map by `author` (an address of its own per test: the server serves the whole file), reported once, so that inbox, table, charts and queue have something to show. */
async function setUp(server: E2eServer, author: string): Promise<{ workspace: Workspace; layer: Layer }> {
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  const [org] = await admin.ok(admin.get<Organisation[]>('/admin/organisations'), 'organisations');
  await admin.ok(admin.put(`/admin/organisation/${org!.ID}`, { Host: org!.Host, Config: { ...org!.Config, Other: { ...org!.Config.Other, sprachen: 'de,en,tr,ar,uk' } } }), 'sprachen');
  const { workspace, layer } = await demoLayer(server);
  const ida = await createCitizen(server, { Name: 'Ida Melderin', Email: author, Password: 'Ida-Steg-Kiesel-4' });
  const point = await ida.ok(ida.post<Point>('/gis/point', { Layer: layer.ID, Latitude: 51.312, Longitude: 9.485, Attributes: demoAnswers(ENTRY, 'Das Geländer am Steg wackelt.') }), 'POST /gis/point');
  await admin.ok(admin.post('/gis/report', { PointID: point.ID, Reason: 'spam', Text: '' }), 'POST /gis/report');
  return { workspace, layer };
}

/** Logs the owner in (the login screen in German) and keeps the choice of `language` in the browser. */
async function loginIn(page: Page, language: string) {
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await page.evaluate((l) => localStorage.setItem('sprache', l), language);
}

/** Loads the app anew at `hash` (a different query, so not a step inside the loaded page): the
 *  kept language is read when the app starts. */
const start = (page: Page, language: string, hash: string) => page.goto(`/?${language}${hash}`);

/** The document speaks `language` in direction `dir`, axe finds nothing, and (on a phone) nothing
 *  is wider than the window; then the screenshot `name`. */
async function checkPage(page: Page, language: string, dir: string, name: string, narrow = false) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
  expect(await axeViolations(page), name).toEqual([]);
  if (narrow) expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} scrolls sideways`).toBe(true);
  await saveScreenshot(page, name);
}

test('in English the owner works through the inbox, the review table, the charts, the moderation queue and the key figures', async ({ page, server }) => {
  test.slow();
  const { workspace, layer } = await setUp(server, 'ida.en@example.org');
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginIn(page, 'en');
  const main = page.getByRole('main');

  await start(page, 'en', `#/eingang/${workspace.ID}?filter=alle`);
  await expect(main.getByRole('heading', { level: 1, name: `Inbox: ${workspace.Name}` })).toBeVisible();
  await expect(main.getByLabel('Show', { exact: true })).toHaveValue('alle');
  await expect(main.getByRole('heading', { name: `Entry: ${ENTRY}` })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Mark all as read' })).toBeVisible();
  await expect(main.getByText('Reason: Advertising or spam')).toBeVisible();
  await checkPage(page, 'en', 'ltr', 'languages-review-inbox-en');

  await page.goto(`/#/auswertung/${layer.ID}`);
  await expect(main.getByRole('heading', { level: 1, name: `Evaluation: ${layer.Name}` })).toBeVisible();
  await expect(main.getByRole('status').filter({ hasText: /entr(y|ies) · Page 1 of 1 · sorted by “Created”, descending/ })).toBeVisible();
  await expect(main.getByRole('button', { name: /^Created/ })).toBeVisible();
  await expect(main.getByText('No entries selected')).toBeVisible();
  // The town's status label stays German, marked as German.
  const status = main.getByRole('cell').locator('span[lang="de"]').first();
  await expect(status).toHaveAttribute('dir', 'ltr');
  await checkPage(page, 'en', 'ltr', 'languages-review-review-en');

  await main.getByRole('link', { name: 'Charts and printable report' }).click();
  await expect(main.getByRole('heading', { level: 1, name: `Charts: ${layer.Name}` })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Key figures' })).toBeVisible();
  await expect(main.getByText('Active filters:')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Entries by status' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Processing' })).toBeVisible();
  await expect(main.locator('.chart-visual svg').first()).toBeVisible();
  await checkPage(page, 'en', 'ltr', 'languages-review-charts-en');

  await page.goto(`/#/moderation/${workspace.ID}`);
  await expect(main.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  await expect(main.getByText('1 contribution to check')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Reported: entry' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Dismiss report' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Hide automatically' })).toBeVisible();
  await checkPage(page, 'en', 'ltr', 'languages-review-moderation-en');

  await page.goto(`/#/kennzahlen/${workspace.ID}`);
  await expect(main.getByRole('heading', { level: 1, name: `Key figures: ${workspace.Name}` })).toBeVisible();
  await expect(main.getByRole('rowheader', { name: 'Entries in the period' })).toBeVisible();
  await expect(main.getByText(/^Entries from .+ to .+\. Deadlines: first answer .+, completion .+\.$/)).toBeVisible();
  await checkPage(page, 'en', 'ltr', 'languages-review-figures-en');
});

test('in Arabic on a phone the owner reads the inbox, the review table, the charts and the moderation queue right to left', async ({ page, server }) => {
  test.slow();
  const { workspace, layer } = await setUp(server, 'ida.ar@example.org');
  await page.setViewportSize({ width: 375, height: 740 });
  await loginIn(page, 'ar');
  const main = page.getByRole('main');

  await start(page, 'ar', `#/eingang/${workspace.ID}?filter=alle`);
  await expect(main.getByRole('heading', { level: 1, name: `الوارد: ${workspace.Name}` })).toBeVisible();
  await expect(main.getByRole('button', { name: 'وضع علامة «مقروء» على الكل' })).toBeVisible();
  await checkPage(page, 'ar', 'rtl', 'languages-review-inbox-ar', true);

  await page.goto(`/#/auswertung/${layer.ID}`);
  await expect(main.getByRole('heading', { level: 1, name: `التقييم: ${layer.Name}` })).toBeVisible();
  await expect(main.getByRole('button', { name: /^تاريخ الإنشاء/ })).toBeVisible();
  await checkPage(page, 'ar', 'rtl', 'languages-review-review-ar', true);

  await page.goto(`/#/auswertung/${layer.ID}/diagramme`);
  await expect(main.getByRole('heading', { level: 1, name: `الرسوم البيانية: ${layer.Name}` })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'الإدخالات حسب الحالة' })).toBeVisible();
  await expect(main.locator('.chart-visual svg').first()).toBeVisible();
  await checkPage(page, 'ar', 'rtl', 'languages-review-charts-ar', true);

  await page.goto(`/#/moderation/${workspace.ID}`);
  await expect(main.getByRole('heading', { level: 1, name: 'الإشراف' })).toBeVisible();
  // The English test's report is on the same server: two contributions („مساهمتان“) when both ran.
  await expect(main.getByText(/^(مساهمة واحدة|مساهمتان) للمراجعة$/)).toBeVisible();
  await checkPage(page, 'ar', 'rtl', 'languages-review-moderation-ar', true);
});
