/** The administration's screens in other interface languages (docs/product.md §23): the
 *  administrator switches to English at 1280 px and goes through the dashboard, users, groups,
 *  organisations (with retention, answer templates, identity providers and the translation of
 *  contributions), the log („Protokoll“) and the export jobs; then, on a phone (375 px), the same
 *  screens in Arabic, right to left. Interface texts translated, the server's German log entries
 *  marked lang="de", axe clean, no sideways scrolling on the phone; screenshots looked at. */
import type { Organisation } from '@mitmachkarte/contract';
import type { Page } from '@playwright/test';
import { ADMIN, demoLayer, expect, loginViaScreen, saveScreenshot, test, type E2eServer } from './fixtures.js';
import { axeViolations, modalSettled } from './page-checks.js';

/** The organisation offers `languages` (setting „sprachen“, docs/product.md §10.2), and the
 *  administrator's account speaks German again: a choice in the switcher is kept with the account
 *  and applied at the next login (§23.4), so without this the Arabic test, running after the
 *  English one on the same server, would find the switcher in English once the login settles. */
async function offer(server: E2eServer, languages: string) {
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  const [org] = await admin.ok(admin.get<Organisation[]>('/admin/organisations'), 'organisations');
  await admin.ok(admin.put(`/admin/organisation/${org!.ID}`, { Host: org!.Host, Config: { ...org!.Config, Other: { ...org!.Config.Other, sprachen: languages } } }), 'sprachen');
  await admin.ok(admin.put('/auth/language', { Language: 'de' }), 'PUT /auth/language');
}

/** Axe clean, and on a phone nothing wider than the window. */
async function checkPage(page: Page, name: string) {
  expect(await axeViolations(page), name).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} scrolls sideways`).toBe(true);
}

const sidebar = (page: Page, name: string) => page.getByRole('navigation', { name });
/** The app's messages in English (page-checks' alertArea names the German region). */
const messages = (page: Page) => page.getByRole('region', { name: 'Messages' });

test('in English an administrator manages users, groups and organisations, reads the log and starts an export job', async ({ page, server }) => {
  // Six screens, a job and axe on each: longer than one screen's test.
  test.setTimeout(300_000);
  await offer(server, 'de,en,tr,ar,uk');
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/#\/admin$/);
  await page.getByRole('button', { name: 'DE – Sprache: Deutsch' }).click();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The dashboard: greeting, counts with their ways to the screens, the way to the log.
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  await expect(main.getByText(/^Welcome to the administration area/)).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Figures at a glance' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Go to management: Users' })).toBeVisible();
  await expect(main.getByText('Points in the last 7 days')).toBeVisible();
  const menu = sidebar(page, 'Administration menu');
  await expect(menu.getByRole('link')).toHaveText(['Dashboard', 'Public participation', 'Log', 'Survey', 'Users', 'Groups', 'Organisations']);
  await expect(menu.getByRole('button', { name: 'Log out' })).toBeVisible();
  await checkPage(page, 'dashboard');
  await saveScreenshot(page, 'languages-admin-dashboard-en', false);

  // Users: the add dialog with its fields and the two lists of groups.
  await menu.getByRole('link', { name: 'Users' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(main.getByRole('list', { name: 'List of users' })).toBeVisible();
  await main.getByRole('button', { name: 'Add user' }).click();
  const userDialog = page.getByRole('dialog', { name: 'Add user' });
  await modalSettled(userDialog);
  await expect(userDialog.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(userDialog.getByText('At least 8 characters.')).toBeVisible();
  await expect(userDialog.getByRole('checkbox', { name: 'Active' })).toBeVisible();
  await expect(userDialog.getByRole('heading', { name: 'User groups' })).toBeVisible();
  await expect(userDialog.getByRole('heading', { name: 'Available groups' })).toBeVisible();
  await expect(userDialog.getByRole('button', { name: /^Add group / }).first()).toBeVisible();
  await expect(userDialog.getByRole('group', { name: 'Attributes' })).toBeVisible();
  await expect(userDialog.getByLabel('Key of attribute 1')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'languages-admin-user-en', false);
  await userDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(userDialog).toBeHidden();

  // Groups: a new group, then its permissions moved by button, announced in English.
  await menu.getByRole('link', { name: 'Groups' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible();
  await main.getByLabel('Name of the new group').fill('Editorial team');
  await main.getByRole('button', { name: 'Create group' }).click();
  await expect(messages(page).getByText('The group has been created')).toBeVisible();
  await main.getByRole('list', { name: 'List of groups' }).getByRole('button', { name: /^Editorial team/ }).click();
  const groupDialog = page.getByRole('dialog', { name: 'Edit group' });
  await modalSettled(groupDialog);
  await expect(groupDialog.getByRole('list', { name: 'Group permissions' }).getByText('No items – drag items here.')).toBeVisible();
  await groupDialog.getByRole('button', { name: 'Add permission project' }).click();
  await expect(groupDialog.getByText('The permission project is now in the list Group permissions.')).toBeAttached();
  await expect(groupDialog.getByRole('button', { name: 'Remove permission project' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'languages-admin-group-en', false);
  await groupDialog.getByRole('button', { name: 'OK' }).click();
  await expect(messages(page).getByText('The group has been saved')).toBeVisible();

  // Organisations: the editor's sections and the sections below it.
  await menu.getByRole('link', { name: 'Organisations' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Organisations' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: /^Organisation / })).toBeVisible();
  for (const name of ['General', 'Menu', 'Settings', 'Retention and deletion periods', 'Further settings', 'Page content',
    'Text templates for answers', 'Login through identity providers', 'Translation of contributions']) {
    await expect(main.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
  }
  await expect(main.getByRole('group', { name: 'Contributions to finished projects' }).getByRole('radio', { name: 'Anonymise after a period' })).toBeVisible();
  await expect(main.getByRole('checkbox', { name: 'Offer translation of contributions' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Add identity provider' })).toBeVisible();
  await expect(main.getByText('the name of the map')).toBeVisible();
  // The settings form: the catalogue's sections, labels and choices translated, not marked German.
  const imprint = main.getByRole('group', { name: 'Legal notice (Impressum)' });
  await expect(imprint).not.toHaveAttribute('lang');
  await expect(imprint.getByLabel('Type of operator').getByRole('option', { name: 'Registered association (Verein)' })).toBeAttached();
  await imprint.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'languages-admin-settings-en', false);
  await main.getByRole('button', { name: 'Add menu entry' }).click();
  await expect(main.getByRole('heading', { level: 4, name: /^Menu entry \d+$/ }).last()).toBeVisible();
  await expect(main.getByRole('button', { name: /^Delete Menu entry \d+$/ }).last()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await main.getByRole('heading', { level: 3, name: 'Retention and deletion periods' }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'languages-admin-organisation-en', false);

  // The log: the interface in English, the server's entries German (lang="de").
  await menu.getByRole('link', { name: 'Log' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Log' })).toBeVisible();
  const log = main.getByRole('table', { name: /^Log: \d+ entries$/ });
  await expect(log.getByRole('columnheader')).toHaveText(['Time', 'Who', 'Action', 'Before', 'After']);
  const created = log.getByRole('row').filter({ hasText: 'Editorial team' }).first();
  await expect(created.getByRole('cell').nth(2)).toHaveAttribute('lang', 'de');
  await expect(main.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(main.getByRole('link', { name: 'Download as CSV' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'languages-admin-log-en', false);

  // An export job, started and finished in English.
  const { workspace, layer } = await demoLayer(server);
  await page.goto(`/#/workspaces?workspace=${workspace.ID}&bereich=auftraege`);
  const jobs = page.getByRole('region', { name: 'Jobs' });
  await expect(jobs.getByText('You have no jobs.')).toBeVisible();
  await jobs.getByRole('button', { name: 'Start export as a job' }).click();
  await expect(messages(page).getByText('The job has been started.')).toBeVisible();
  const row = jobs.getByRole('row').filter({ hasText: layer.Name });
  await expect(row.getByText('Finished')).toBeVisible({ timeout: 30_000 });
  await expect(jobs.getByRole('columnheader')).toHaveText(['Map', 'Format', 'Status', 'Started', 'File']);
  await expect(row.getByRole('link', { name: /^Download .+$/ })).toHaveText('Download');
  await expect(row.getByText(/^\d+ kB, until \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/)).toBeVisible();
  await expect(row.getByRole('cell').first()).toHaveAttribute('lang', 'de');
  expect(await axeViolations(page, 'main')).toEqual([]);
  await jobs.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'languages-admin-jobs-en', false);
});

test('in Arabic on a phone an administrator reads the dashboard, the organisation and the log, right to left', async ({ page, server }) => {
  await offer(server, 'de,en,tr,ar,uk');
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/#\/admin$/);
  await page.getByRole('button', { name: 'DE – Sprache: Deutsch' }).click();
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.setViewportSize({ width: 375, height: 812 });

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'الإدارة' })).toBeVisible();
  await expect(main.getByText(/^مرحبًا بكم في منطقة الإدارة/)).toBeVisible();
  await expect(main.getByRole('link', { name: 'الانتقال إلى الإدارة: المستخدمون' })).toBeVisible();
  const menu = sidebar(page, 'قائمة الإدارة');
  await expect(menu.getByRole('link', { name: 'سجل التغييرات' })).toBeVisible();
  await checkPage(page, 'dashboard ar');
  await saveScreenshot(page, 'languages-admin-dashboard-ar-375', false);

  // The organisation: its sections in Arabic, the settings' periods right to left.
  await menu.getByRole('link', { name: 'المؤسسات' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'المؤسسات' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 3, name: 'الاحتفاظ ومواعيد الحذف' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 3, name: 'قوالب نصية للردود' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 3, name: 'ترجمة المساهمات' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'إضافة مزوّد هوية' })).toBeVisible();
  await checkPage(page, 'organisations ar');
  await main.getByRole('heading', { level: 3, name: 'الاحتفاظ ومواعيد الحذف' }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'languages-admin-organisation-ar-375', false);

  // Users: the add dialog, its lists' buttons pointing the right way.
  await menu.getByRole('link', { name: 'المستخدمون' }).click();
  await main.getByRole('button', { name: 'إضافة مستخدم' }).click();
  const dialog = page.getByRole('dialog', { name: 'إضافة مستخدم' });
  await modalSettled(dialog);
  await expect(dialog.getByRole('heading', { name: 'مجموعات المستخدم' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^إضافة المجموعة / }).first()).toHaveText('→ إضافة');
  await checkPage(page, 'user dialog ar');
  await saveScreenshot(page, 'languages-admin-user-ar-375', false);
  await dialog.getByRole('button', { name: 'إلغاء' }).click();
  await expect(dialog).toBeHidden();

  // The log, its count in Arabic plural forms.
  await menu.getByRole('link', { name: 'سجل التغييرات' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'سجل التغييرات' })).toBeVisible();
  await expect(main.getByRole('table', { name: /^سجل التغييرات: / })).toBeVisible();
  await expect(main.getByRole('button', { name: 'التالي' })).toBeVisible();
  await expect(main.getByText(/^الصفحة 1 من \d+$/)).toBeVisible();
  await checkPage(page, 'log ar');
  await saveScreenshot(page, 'languages-admin-log-ar-375', false);
});
