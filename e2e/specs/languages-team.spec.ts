/** The team's screens in other interface languages (docs/product.md §23): an officer uses
 *  „Meine Projekte“, the project's team with its invitations and its notifications, „Aufbewahrung“
 *  and the quick start „Neues Projekt“ in English at 1280 px, and in Arabic on a phone (375 px,
 *  right to left); the invited colleague creates her account on the invitation page of the
 *  mailed link, in Arabic on her phone.
 *  Interface texts translated, the document's lang and dir right, the project's name marked as
 *  the town's German, axe clean, nothing scrolling sideways; screenshots looked at. */
import type { Page } from '@playwright/test';
import type { Organisation, Workspace } from '@mitmachkarte/contract';
import { ADMIN, expect, loginViaScreen, saveScreenshot, test, type E2eServer } from './fixtures.js';
import { axeViolations } from './page-checks.js';

test.use({ mail: true });

const PROJECT = 'Radverkehr: Gefahrenstellen melden';
/** The Arabic phone test's own project: the file's tests share one server, and each makes one. */
const PHONE_PROJECT = 'Schulwege: Gefahrenstellen melden';

/** The organisation offers every interface language (setting „sprachen“, docs/product.md §10.2)
 *  and has a project; answers the project. */
async function setUp(server: E2eServer, name = PROJECT): Promise<Workspace> {
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  const [org] = await admin.ok(admin.get<Organisation[]>('/admin/organisations'), 'organisations');
  await admin.ok(admin.put(`/admin/organisation/${org!.ID}`, { Host: org!.Host, Config: { ...org!.Config, Other: { ...org!.Config.Other, sprachen: 'de,en,tr,ar,uk' } } }), 'sprachen');
  return admin.ok(admin.post<Workspace>('/gis/workspace', { Name: name }), 'POST /gis/workspace');
}

/** Logs in as the administrator (on the German login screen), then chooses `language` as the
 *  browser keeps it (i18n/runtime.tsx LANGUAGE_KEY): the next page opens in it. */
async function loginIn(page: Page, language: string) {
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await page.evaluate((l) => localStorage.setItem('sprache', l), language);
}

/** axe finds nothing in the main part, nothing is wider than the window, and a screenshot. */
async function check(page: Page, name: string, fullPage = true) {
  expect(await axeViolations(page, 'main'), name).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} scrolls sideways`).toBe(true);
  await saveScreenshot(page, name, fullPage);
}

test('in English an officer manages her projects, the team, its mails and the retention, and starts a new project', async ({ page, server, mailbox }) => {
  const project = await setUp(server);
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginIn(page, 'en');

  await page.goto('/#/meine-projekte');
  await page.reload();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'My projects' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(main.getByText('Projects you manage as their owner or as a member of their team.')).toBeVisible();
  const item = main.getByRole('listitem').filter({ hasText: PROJECT });
  await expect(item.getByText('Owner: you')).toBeVisible();
  await expect(item.getByRole('link', { name: `Manage the project ${PROJECT}` })).toBeVisible();
  // The project's name is the town's German.
  await expect(item.getByRole('heading', { level: 2 }).locator('span[lang="de"]')).toHaveText(PROJECT);
  await check(page, 'languages-team-my-projects-en');

  await page.goto(`/#/workspaces?workspace=${project.ID}&bereich=team`);
  const team = page.getByRole('region', { name: 'Team', exact: true });
  await expect(team.getByText('Apart from the owner, nobody belongs to the team yet.')).toBeVisible();
  await team.getByRole('button', { name: 'Invite to the team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite to the team' });
  await expect(dialog).toContainText('valid for 7 days');
  await dialog.getByLabel('Email address').fill('karla@stadt-fulda.example');
  await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
  const open = team.getByRole('list', { name: 'Open invitations' });
  await expect(open).toContainText('karla@stadt-fulda.example');
  // The expiry as a British reader writes a date: „30 Nov 2026, 11:45“.
  await expect(open).toContainText(/invited by .+, valid until \d{1,2} [A-Z][a-z]{2} \d{4}/);
  await expect(open.getByRole('button', { name: 'Withdraw the invitation to karla@stadt-fulda.example' })).toBeVisible();
  const mails = page.getByRole('region', { name: 'Notifications for the team' });
  await expect(mails.getByRole('combobox', { name: 'New entries' })).toBeVisible();
  await expect(mails.getByRole('combobox', { name: 'Entries awaiting approval' }).getByRole('option', { name: 'Weekly' })).toHaveCount(1);
  await check(page, 'languages-team-team-en');
  await mailbox.waitForMail('karla@stadt-fulda.example');

  await page.goto(`/#/workspaces?workspace=${project.ID}&bereich=aufbewahrung`);
  const retention = page.getByRole('region', { name: 'Retention and anonymisation' });
  await expect(retention.getByText('The project is still open. The period begins when it closes.')).toBeVisible();
  await expect(retention.getByRole('radio', { name: 'As the organisation: 12 months after closing' })).toBeChecked();
  await expect(retention.getByRole('combobox', { name: 'Published photos on anonymisation' })).toBeVisible();
  await check(page, 'languages-team-retention-en');

  await page.goto('/#/projekte/neu');
  await expect(main.getByRole('heading', { level: 1, name: 'New project' })).toBeVisible();
  await expect(main.getByRole('list', { name: 'Steps' })).toContainText('Visibility and team');
  await main.getByRole('button', { name: 'Next' }).click();
  await expect(main.getByText('Please give the project a title.')).toBeVisible();
  await main.getByLabel('Title of the project').fill('Cycling in Fulda');
  await main.getByRole('button', { name: 'Next' }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Where is the project?' })).toBeFocused();
  await main.getByRole('button', { name: 'Next' }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'What should residents enter?' })).toBeFocused();
  await expect(main.getByText('Step 3 of 4: Questionnaire')).toBeVisible();
  // The templates' questions are German texts of the product, marked so.
  await expect(main.locator('.quick-start-template [lang="de"]').first()).toBeVisible();
  await check(page, 'languages-team-quick-start-en');
});

test('in Arabic on a phone the officer uses her screens right to left', async ({ page, server }) => {
  const project = await setUp(server, PHONE_PROJECT);
  await page.setViewportSize({ width: 375, height: 812 });
  await loginIn(page, 'ar');

  await page.goto('/#/meine-projekte');
  await page.reload();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'مشاريعي' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(main.getByRole('link', { name: 'مشروع جديد' })).toBeVisible();
  await expect(main.getByRole('listitem').filter({ hasText: PHONE_PROJECT }).getByText('المالك: أنتم')).toBeVisible();
  await check(page, 'languages-team-my-projects-ar-375');

  await page.goto(`/#/workspaces?workspace=${project.ID}&bereich=team`);
  const team = page.getByRole('region', { name: 'الفريق', exact: true });
  await team.getByRole('button', { name: 'دعوة إلى الفريق' }).click();
  const dialog = page.getByRole('dialog', { name: 'دعوة إلى الفريق' });
  await dialog.getByLabel('عنوان البريد الإلكتروني').fill('samira@stadt-fulda.example');
  await dialog.getByRole('button', { name: 'دعوة', exact: true }).click();
  await expect(team.getByRole('list', { name: 'الدعوات المفتوحة' })).toContainText('samira@stadt-fulda.example');
  await expect(team.getByRole('button', { name: 'سحب الدعوة الموجّهة إلى samira@stadt-fulda.example' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'إشعارات الفريق' }).getByRole('combobox', { name: 'إدخالات جديدة' })).toBeVisible();
  await check(page, 'languages-team-team-ar-375');

  await page.goto(`/#/workspaces?workspace=${project.ID}&bereich=aufbewahrung`);
  const retention = page.getByRole('region', { name: 'الحفظ وإخفاء الهوية' });
  await expect(retention.getByRole('radio', { name: 'كما في المؤسسة: بعد 12 شهرًا من الانتهاء' })).toBeChecked();
  await check(page, 'languages-team-retention-ar-375');

  await page.goto('/#/projekte/neu');
  await expect(main.getByRole('heading', { level: 1, name: 'مشروع جديد' })).toBeVisible();
  await expect(main.getByText('الخطوة 1 من 4: المشروع')).toBeVisible();
  await check(page, 'languages-team-quick-start-ar-375');
});

test('in Arabic on a phone the invited colleague creates her account on the invitation page', async ({ browser, server, mailbox }) => {
  const project = await setUp(server);
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  await admin.ok(admin.post(`/gis/workspaceacl/invite/${project.ID}`, { Email: 'layla@stadt-fulda.example' }), 'invite');
  const mail = await mailbox.waitForMail('layla@stadt-fulda.example');
  const link = /http:\/\/127\.0\.0\.1:\d+\/#\/einladung\/\S+/.exec(mail.text ?? '')![0];
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 375, height: 812 } });
  await context.addInitScript(() => {
    window.localStorage.setItem('cookie-accepted', 'true');
    window.localStorage.setItem('sprache', 'ar');
  });
  const phone = await context.newPage();
  await phone.goto(link);
  const invitation = phone.getByRole('main');
  await expect(invitation.getByRole('heading', { name: `تمت دعوتكم إلى مشروع «${PROJECT}»` })).toBeVisible();
  await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
  await invitation.getByRole('button', { name: 'قبول الدعوة' }).click();
  await expect(invitation.getByText('يُرجى الموافقة على سياسة الخصوصية لإنشاء حسابكم.')).toBeVisible();
  await check(phone, 'languages-team-invitation-ar-375');
  await invitation.getByLabel('اسمكم').fill('ليلى حداد');
  await invitation.getByLabel('كلمة المرور', { exact: true }).fill('Radweg-Fulda-Sicher-26');
  await invitation.getByRole('checkbox').check();
  await invitation.getByRole('button', { name: 'قبول الدعوة' }).click();
  await expect(phone).toHaveURL(/#\/meine-projekte$/);
  await expect(phone.getByRole('main').getByRole('heading', { level: 1, name: 'مشاريعي' })).toBeVisible();
  await expect(phone.getByRole('main').getByRole('listitem').filter({ hasText: PROJECT }).getByText(/^المالك: /)).toBeVisible();
  await context.close();
});
