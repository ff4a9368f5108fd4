/** The account's screens in other interface languages (docs/product.md §23): a visitor registers,
 *  activates the account on the mailed link's page and opens the profile, in English and, on a
 *  phone (375 px), in Arabic, right to left. Interface texts translated, the document's lang and
 *  dir right, axe clean, no sideways scrolling; screenshots looked at. The activation mail comes
 *  in the language the form was used in (docs/product.md §23.4). */
import type { Page } from '@playwright/test';
import type { Organisation } from '@mitmachkarte/contract';
import { ADMIN, expect, saveScreenshot, test, type E2eServer } from './fixtures.js';
import { axeViolations, checkBothWidths } from './page-checks.js';
import { linkIn, type SmtpPeer } from '../../server/test/smtp-peer.js';

test.use({ mail: true });

const ACTIVATE = '/api/v1/auth/activate/';

/** The organisation offers `languages` (setting „sprachen“, docs/product.md §10.2). */
async function offer(server: E2eServer, languages: string) {
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  const [org] = await admin.ok(admin.get<Organisation[]>('/admin/organisations'), 'organisations');
  await admin.ok(admin.put(`/admin/organisation/${org!.ID}`, { Host: org!.Host, Config: { ...org!.Config, Other: { ...org!.Config.Other, sprachen: languages } } }), 'sprachen');
}

/** The title of the organisation serving the site (the product name in its mails). */
async function orgTitle(server: E2eServer): Promise<string> {
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  const [org] = await admin.ok(admin.get<Organisation[]>('/admin/organisations'), 'organisations');
  return org!.Config.Title;
}

/** The visitor's earlier choice of `language`, kept in the browser (i18n/runtime.tsx LANGUAGE_KEY). */
const choose = (page: Page, language: string) => page.addInitScript((l) => localStorage.setItem('sprache', l), language);

/** The texts a registration and activation go through, in one language. */
type Texts = {
  title: string; register: string; email: string; name: string; password: string; repeat: string; strength: string; privacy: RegExp;
  registered: string; activate: string; activated: string; activatedText: string;
  /** The activation mail's subject: in the language the form was used in (docs/product.md §23.4). */
  mailSubject: string;
};

/** Registers `who` on /register, opens the mailed activation link and types the password there:
 *  the account is active and logged in. `check` looks at the filled form before it is sent. */
async function registerAndActivate(page: Page, mailbox: SmtpPeer, who: { email: string; name: string; password: string }, t: Texts, check: () => Promise<void>) {
  await page.goto('/#/register');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await main.getByLabel(t.email, { exact: true }).fill(who.email);
  await main.getByLabel(t.name, { exact: true }).fill(who.name);
  await main.getByLabel(t.password, { exact: true }).fill(who.password);
  await main.getByLabel(t.repeat, { exact: true }).fill(who.password);
  await expect(main.getByRole('meter', { name: t.strength })).toBeVisible();
  await main.getByRole('checkbox', { name: t.privacy }).check();
  await check();
  await main.getByRole('button', { name: t.register }).click();
  await expect(main.getByRole('alert')).toContainText(t.registered);

  const mail = await mailbox.waitForMail(who.email);
  expect(mail.subject).toBe(t.mailSubject);
  await page.goto(linkIn(mail, ACTIVATE).href);
  await expect(main.getByRole('heading', { level: 1, name: t.activate })).toBeVisible();
  await main.getByLabel(t.password, { exact: true }).fill(who.password);
  await main.getByRole('button', { name: t.activate }).click();
  await expect(page).toHaveURL(/#\/activationsuccess$/);
  await expect(main.getByRole('heading', { level: 1, name: t.activated })).toBeVisible();
  await expect(main).toContainText(t.activatedText);
}

/** Axe clean and nothing wider than the window. */
async function checkPage(page: Page, name: string) {
  expect(await axeViolations(page), name).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} scrolls sideways`).toBe(true);
}

test('in English a newcomer registers, activates the account and reads the profile and the own contributions', async ({ page, server, mailbox }) => {
  await offer(server, 'de,en,tr,ar,uk');
  await choose(page, 'en');
  const who = { email: 'nina.english@example.org', name: 'Nina English', password: 'nina-password-river-7' };
  await registerAndActivate(page, mailbox, who, {
    title: 'Registration', register: 'Register', email: 'Email', name: 'Name', password: 'Password', repeat: 'Repeat password', strength: 'Password strength',
    privacy: /privacy policy/, registered: 'Registration successful. Please check your inbox.', activate: 'Activate account',
    activated: 'Activation successful', activatedText: 'Your account is active and you are logged in.',
    mailSubject: `Please confirm your registration at ${await orgTitle(server)}`,
  }, async () => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('main').getByRole('link', { name: 'Already registered? Go to login' })).toBeVisible();
    await checkBothWidths(page, 'languages-account-register-en');
  });

  await page.goto('/#/profile');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  for (const card of ['Your account', 'Notifications', 'Change password', 'Two-factor login', 'Passkeys', 'Logged-in devices', 'My data', 'Delete account']) {
    await expect(main.getByRole('heading', { level: 2, name: card })).toBeVisible();
  }
  await expect(main.getByText(who.email)).toBeVisible();
  await expect(main.getByRole('switch', { name: 'No emails' })).toBeVisible();
  await expect(main.getByLabel('Current password')).toBeVisible();
  await expect(main.getByRole('button', { name: 'End all other sessions' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Download my data' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await checkBothWidths(page, 'languages-account-profile-en');

  await page.goto('/#/meine-beitraege');
  await expect(main.getByRole('heading', { level: 1, name: 'My contributions' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'My entries (0)' })).toBeVisible();
  await expect(main).toContainText('You have not added any entries yet.');
  await checkPage(page, 'languages-account-contributions-en');
  await saveScreenshot(page, 'languages-account-contributions-en');
});

test('in Arabic on a phone a newcomer registers, activates the account and reads the profile, right to left', async ({ page, server, mailbox }) => {
  await offer(server, 'de,en,tr,ar,uk');
  await choose(page, 'ar');
  await page.setViewportSize({ width: 375, height: 812 });
  const who = { email: 'layla.haddad@example.org', name: 'ليلى حداد', password: 'layla-kennwort-fluss-7' };
  await registerAndActivate(page, mailbox, who, {
    title: 'إنشاء حساب', register: 'إنشاء حساب', email: 'البريد الإلكتروني', name: 'الاسم', password: 'كلمة المرور', repeat: 'تكرار كلمة المرور',
    strength: 'قوة كلمة المرور', privacy: /سياسة الخصوصية/, registered: 'تم التسجيل بنجاح.', activate: 'تفعيل الحساب',
    activated: 'تم التفعيل بنجاح', activatedText: 'حسابك مفعّل وأنت مسجّل الدخول.',
    mailSubject: `يرجى تأكيد تسجيلك في ${await orgTitle(server)}`,
  }, async () => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('#bootstrap-css')).toHaveAttribute('href', /bootstrap\.rtl/);
    await checkPage(page, 'languages-account-register-ar');
    await saveScreenshot(page, 'languages-account-register-ar-375');
  });
  await checkPage(page, 'languages-account-activated-ar');
  await saveScreenshot(page, 'languages-account-activated-ar-375', false);

  await page.goto('/#/profile');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'الملف الشخصي' })).toBeVisible();
  for (const card of ['حسابك', 'الإشعارات', 'تغيير كلمة المرور', 'تسجيل الدخول بعاملين', 'مفاتيح المرور', 'الأجهزة المسجّل الدخول عليها', 'بياناتي', 'حذف الحساب']) {
    await expect(main.getByRole('heading', { level: 2, name: card })).toBeVisible();
  }
  await expect(main.getByText(who.name)).toBeVisible();
  await expect(main.getByRole('switch', { name: 'بدون رسائل بريد إلكتروني' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'حذف الحساب …' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Right to left: a card's heading starts at its right edge.
  const heading = main.getByRole('heading', { level: 2, name: 'حسابك' });
  await expect.poll(() => heading.evaluate((e) => getComputedStyle(e).textAlign)).toMatch(/^(start|right)$/);
  await checkPage(page, 'languages-account-profile-ar');
  await saveScreenshot(page, 'languages-account-profile-ar-375');
});
