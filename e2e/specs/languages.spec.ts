/** The interface languages (docs/product.md §23): the switcher in the bar and in the phone's
 *  menu, the document's lang and dir, Bootstrap's RTL build for Arabic, the choice kept over a
 *  reload, the browser's language at the first visit; the start page and a project page on a
 *  phone in each language, the organisation's own texts German; axe clean; screenshots looked at. */
import type { Organisation, Workspace } from '@mitmachkarte/contract';
import { ADMIN, demoLayer, expect, saveScreenshot, test, type E2eServer } from './fixtures.js';
import { axeViolations } from './page-checks.js';

/** The organisation offers `languages` (setting „sprachen“, docs/product.md §10.2). */
async function offer(server: E2eServer, languages: string) {
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  const [org] = await admin.ok(admin.get<Organisation[]>('/admin/organisations'), 'organisations');
  await admin.ok(admin.put(`/admin/organisation/${org!.ID}`, { Host: org!.Host, Config: { ...org!.Config, Other: { ...org!.Config.Other, sprachen: languages } } }), 'sprachen');
}

test('a visitor switches to English on the desktop and to Arabic on a phone; the choice survives a reload', async ({ page, server }) => {
  await offer(server, 'de,en,tr,ar,uk');
  await page.goto('/#/');
  const nav = page.locator('#main-nav');
  await expect(nav.getByRole('link', { name: 'Hilfe' })).toBeVisible();
  await page.getByRole('button', { name: 'DE – Sprache: Deutsch' }).click();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(nav.getByRole('link', { name: 'Help' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // One line at 1280 px: the switcher is narrow.
  await expect(page.getByRole('button', { name: 'Show or hide the navigation' })).toBeHidden();
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'languages-english-1280', false);
  await page.reload();
  await expect(nav.getByRole('link', { name: 'Help' })).toBeVisible();

  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: 'Show or hide the navigation' }).click();
  await page.getByRole('button', { name: 'EN – Language: English' }).click();
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // Bootstrap's RTL build: the title's space is at its end, the left.
  await expect(page.locator('#bootstrap-css')).toHaveAttribute('href', /bootstrap\.rtl/);
  const brand = page.locator('.navbar-brand');
  await expect.poll(() => brand.evaluate((e) => [getComputedStyle(e).marginLeft, getComputedStyle(e).marginRight])).toEqual(['16px', '0px']);
  // The phone's menu stays open, now in Arabic.
  await expect(page.getByRole('button', { name: 'إظهار التنقل أو إخفاؤه' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#main-nav').getByRole('link', { name: 'مساعدة' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'languages-arabic-375', false);
});

test.describe('a browser that prefers Ukrainian', () => {
  test.use({ locale: 'uk-UA' });
  test('opens in Ukrainian where the site offers it, until the visitor chooses German; in German where it does not', async ({ page, server }) => {
    // The file's server is shared with the test before: German only, as by default.
    await offer(server, 'de');
    await page.goto('/#/');
    // Offered: German only, so German, and no switcher (named „DE – Sprache: Deutsch“; the start
    // page's „Texte in Leichter Sprache“ is no language switcher).
    await expect(page.locator('#main-nav').getByRole('link', { name: 'Hilfe' })).toBeAttached();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('button', { name: 'Texte in Leichter Sprache' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Sprache:|Мова:/ })).toHaveCount(0);
    await offer(server, 'de,uk');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    // Longer words: the bar may fold behind its button rather than wrap. It decides once laid out,
    // and again when the start page's texts arrive (their scroll bar narrows the window): open
    // the folded menu whenever the bar has folded, until the switcher is reached.
    await expect(page.getByRole('navigation', { name: 'Розділи цієї сторінки' })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Показати або приховати навігацію' });
    await expect(async () => {
      if (await toggle.isVisible() && await toggle.getAttribute('aria-expanded') !== 'true') await toggle.click();
      await expect(page.locator('#main-nav').getByRole('link', { name: 'Допомога' })).toBeVisible({ timeout: 1000 });
      await page.getByRole('button', { name: 'UK – Мова: Українська' }).click({ timeout: 1000 });
    }).toPass();
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await expect(page.locator('#main-nav').getByRole('link', { name: 'Hilfe' })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
});

/** What the start page and a project page say in each language (i18n/<language>/*.ts). */
const PHONE_SCREENS = [
  { language: 'en', dir: 'ltr', takePartNow: 'Take part now', sections: 'Sections of this page', allProjects: 'All projects', timeline: 'Timeline', share: 'Share', open: 'Open for contributions' },
  { language: 'tr', dir: 'ltr', takePartNow: 'Şimdi katılın', sections: 'Bu sayfanın bölümleri', allProjects: 'Tüm projeler', timeline: 'Süreç', share: 'Paylaş', open: 'Katkılara açık' },
  { language: 'ar', dir: 'rtl', takePartNow: 'شاركوا الآن', sections: 'أقسام هذه الصفحة', allProjects: 'جميع المشاريع', timeline: 'المراحل', share: 'مشاركة', open: 'مفتوح للمساهمات' },
  { language: 'uk', dir: 'ltr', takePartNow: 'Долучайтеся зараз', sections: 'Розділи цієї сторінки', allProjects: 'Усі проєкти', timeline: 'Етапи', share: 'Поділитися', open: 'Відкрито для внесків' },
] as const;

test('on a phone, the start page and a project page speak each offered language; the town\'s own texts stay German', async ({ page, server }) => {
  await offer(server, 'de,en,tr,ar,uk');
  // A project page with a description and phases of its own (the town's words, German).
  const { workspace } = await demoLayer(server);
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  await admin.ok(admin.put<Workspace>(`/gis/workspace/${workspace.ID}`, {
    Name: workspace.Name, Public: workspace.Public, Editable: workspace.Editable, Attributes: workspace.Attributes,
    Description: 'Melden Sie, was Ihnen an **Bächen und Flüssen** auffällt.',
    Phases: [{ Title: 'Beobachtungen sammeln', Start: '2026-01-01', End: null }],
  }), 'PUT /gis/workspace');

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/#/');
  for (const s of PHONE_SCREENS) {
    await page.evaluate((language) => localStorage.setItem('sprache', language), s.language);
    await page.goto('/#/');
    await page.reload();
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', s.language);
    await expect(html).toHaveAttribute('dir', s.dir);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: s.takePartNow })).toBeVisible();
    await expect(main.getByRole('navigation', { name: s.sections })).toBeVisible();
    // The town's title is its own text: German, left to right.
    const title = main.getByRole('heading', { level: 1 });
    await expect(title).toHaveAttribute('lang', 'de');
    await expect(title).toHaveAttribute('dir', 'ltr');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page)).toEqual([]);
    await saveScreenshot(page, `languages-start-${s.language}-375`, false);

    await page.goto(`/#/projekt/${workspace.ID}`);
    await expect(main.getByRole('link', { name: s.allProjects })).toBeVisible();
    await expect(main.getByText(s.open)).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: s.timeline })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: s.share })).toBeVisible();
    const name = main.getByRole('heading', { level: 1, name: workspace.Name });
    await expect(name).toHaveAttribute('lang', 'de');
    await expect(main.getByText('Bächen und Flüssen')).toBeVisible();
    await expect(main.locator('.project-description')).toHaveAttribute('dir', 'ltr');
    await expect(main.getByText('Beobachtungen sammeln', { exact: true })).toHaveAttribute('lang', 'de');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page)).toEqual([]);
    await saveScreenshot(page, `languages-project-${s.language}-375`);
  }
});
