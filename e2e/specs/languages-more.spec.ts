/** The rest of the citizen's interface in Arabic on a phone (375×812, right to left;
 *  docs/product.md §16.3, §16.5, §23): a citizen changes their own entry from „Meine Beiträge“ —
 *  the link, the form's heading, „Speichern“ and the message in Arabic, the category German — and a
 *  visitor reports a comment through the form in Arabic, its reasons and its refusal without one.
 *  The dates follow the language; axe finds nothing; nothing scrolls sideways; the screenshots of
 *  each step are looked at. */
import type { Organisation, Point } from '@mitmachkarte/contract';
import type { Page } from '@playwright/test';
import { ADMIN, createCitizen, demoAnswers, demoLayer, expect, loginViaScreen, mapPanel, saveScreenshot, test, type E2eServer } from './fixtures.js';
import { axeViolations, modalSettled, serveLocalTiles } from './page-checks.js';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

const CITIZEN = { Name: 'Samira Bürgerin', Email: 'samira@example.org', Password: 'Samira-Ufer-Kiesel-7' };
const AUTHOR = { Name: 'Rüdiger Rüpel', Email: 'ruepel.ar@example.org', Password: 'Ruepel-Teich-Kiesel-7' };

/** The organisation offers Arabic beside German (setting „sprachen“, docs/product.md §10.2). */
async function offerArabic(server: E2eServer) {
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  const [org] = await admin.ok(admin.get<Organisation[]>('/admin/organisations'), 'organisations');
  await admin.ok(admin.put(`/admin/organisation/${org!.ID}`, { Host: org!.Host, Config: { ...org!.Config, Other: { ...org!.Config.Other, sprachen: 'de,ar' } } }), 'sprachen');
}

/** Local tiles, the cookie notice accepted. */
async function prepare(page: Page) {
  await serveLocalTiles(page);
  await page.addInitScript(() => window.localStorage.setItem('cookie-accepted', 'true'));
}

/** The visitor chooses Arabic (kept in the browser as „sprache“) and the page reloads. */
async function chooseArabic(page: Page) {
  await page.evaluate(() => window.localStorage.setItem('sprache', 'ar'));
  await page.reload();
}

/** Nothing wider than the phone's screen: the page does not scroll sideways. */
const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

test('ar: a citizen changes their own entry from „Meine Beiträge“ on a phone', async ({ page, server }) => {
  await offerArabic(server);
  const { layer } = await demoLayer(server);
  const citizen = await createCitizen(server, CITIZEN);
  await citizen.ok(citizen.post<Point>('/gis/point', { Layer: layer.ID, Latitude: 51.31, Longitude: 9.45, Attributes: demoAnswers('Samirabach', 'Eintrag zum Bearbeiten.') }), 'point');
  await prepare(page);
  // Logged in on the German screen, then Arabic chosen.
  await page.goto('/#/login');
  await loginViaScreen(page, CITIZEN.Email, CITIZEN.Password);
  await page.goto('/#/meine-beitraege');
  await chooseArabic(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const mine = page.getByRole('region', { name: 'إدخالاتي (1)' });
  // The date as an Arabic reader writes it (Western digits), not „01.01.2026“.
  await expect(mine).not.toContainText(/\d{2}\.\d{2}\.\d{4}/);
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'languages-more-ar-contributions', false);
  await mine.getByRole('link', { name: 'تعديل الإدخال «Samirabach»' }).click();

  const form = page.getByRole('form', { name: 'تعديل الإدخال: Trüb' });
  const heading = form.getByRole('heading', { name: 'تعديل الإدخال: Trüb' });
  await expect(heading).toBeFocused();
  await expect(heading.locator('[lang="de"]')).toHaveText('Trüb');
  await form.getByRole('button', { name: 'التالي' }).click();
  await form.getByRole('button', { name: 'التالي' }).click();
  await form.getByLabel('Beschreiben Sie Ihre Beobachtung.').fill('منذ اليوم رغوة على الضفة.');
  await noSidewaysScroll(page);
  expect(await axeViolations(page, 'section.map-panel')).toEqual([]);
  await heading.evaluate((h) => h.scrollIntoView({ block: 'center' }));
  await saveScreenshot(page, 'languages-more-ar-edit', false);
  await form.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByRole('alert').or(page.getByRole('status')).getByText('تم حفظ الإدخال.')).toBeVisible();
  await saveScreenshot(page, 'languages-more-ar-edited', false);
});

test('ar: a visitor reports a comment through the form in Arabic', async ({ page, server }) => {
  await offerArabic(server);
  const { workspace, layer } = await demoLayer(server);
  const author = await createCitizen(server, AUTHOR);
  const point = await author.ok(author.post<Point>('/gis/point', { Layer: layer.ID, Latitude: 51.305, Longitude: 9.45, Attributes: demoAnswers('Rüpelteich', 'Ein Teich.') }), 'point');
  await author.ok(author.post('/gis/comment', { PointID: point.ID, Text: 'Ihr seid alle Idioten!' }), 'comment');
  await prepare(page);
  await page.goto(`/#/map?workspace=${workspace.ID}&layer=${layer.ID}&punkt=${point.ID}`);
  await chooseArabic(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const article = mapPanel(page).getByRole('article');
  await article.getByRole('button', { name: 'التفاصيل لهذا الإدخال' }).click();
  await expect(article.getByText('Ihr seid alle Idioten!')).toBeVisible();
  // Leaflet's controls mirrored: the zoom buttons at the right edge, named in Arabic.
  const zoomIn = page.locator('.leaflet-control-zoom-in');
  await expect(zoomIn).toHaveAccessibleName('تكبير');
  await expect(page.locator('.leaflet-control-zoom-out')).toHaveAccessibleName('تصغير');
  const box = (await zoomIn.boundingBox())!;
  expect(box.x).toBeGreaterThan(375 / 2);

  await article.getByRole('button', { name: `الإبلاغ عن تعليق ${AUTHOR.Name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'الإبلاغ عن مساهمة' });
  await dialog.getByRole('button', { name: 'إرسال البلاغ' }).click();
  await expect(dialog.getByText('يرجى اختيار سبب.')).toBeVisible();
  await dialog.getByLabel('مسيئة أو مهينة').check();
  await dialog.getByLabel('ملاحظة (اختيارية)').fill('يسيء إلى الجيران.');
  await expect(dialog.getByLabel('بريدك الإلكتروني (اختياري)')).toBeVisible();
  await modalSettled(dialog);
  await noSidewaysScroll(page);
  expect(await axeViolations(page, '.modal')).toEqual([]);
  await saveScreenshot(page, 'languages-more-ar-report', false);
  await dialog.getByRole('button', { name: 'إرسال البلاغ' }).click();
  await expect(dialog).toBeHidden();
  await saveScreenshot(page, 'languages-more-ar-reported', false);
});
