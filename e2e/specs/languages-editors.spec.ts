/** The team's editors in other interface languages (docs/product.md §23): an administrator uses
 *  the workspace manager (its sections Projekt, Gebiet, Karte with the additional map layers and
 *  statuses, Fragebogen with its preview, Kategorien, Import), the layer manager, the page content
 *  editor's languages and the page „Gebärdensprache“ in English at 1280 px and in Arabic at 375 px,
 *  right to left. Interface texts translated, the town's names left in German, axe clean, no
 *  sideways scrolling; screenshots looked at. */
import type { Page } from '@playwright/test';
import type { Organisation } from '@mitmachkarte/contract';
import { ADMIN, demoLayer, expect, loginViaScreen, saveScreenshot, test, type E2eServer } from './fixtures.js';
import { axeViolations } from './page-checks.js';

/** The organisation offers `languages` (setting „sprachen“, docs/product.md §10.2). */
async function offer(server: E2eServer, languages: string): Promise<void> {
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  const [org] = await admin.ok(admin.get<Organisation[]>('/admin/organisations'), 'organisations');
  await admin.ok(admin.put(`/admin/organisation/${org!.ID}`, { Host: org!.Host, Config: { ...org!.Config, Other: { ...org!.Config.Other, sprachen: languages } } }), 'sprachen');
}

/** Logs the administrator in on the login screen while only German is offered, then offers every
 *  language and chooses `language` as a visitor does, kept in the browser (i18n/runtime.tsx
 *  LANGUAGE_KEY); the app starts again in it. */
async function loginIn(page: Page, server: E2eServer, language: string): Promise<void> {
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await offer(server, 'de,en,tr,ar,uk');
  await page.evaluate((l) => localStorage.setItem('sprache', l), language);
  await page.reload();
}

/** Axe clean (WCAG 2.1 A/AA), nothing wider than the window, and a screenshot `name`. */
async function checkPage(page: Page, name: string): Promise<void> {
  expect(await axeViolations(page), name).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} scrolls sideways`).toBe(true);
  await saveScreenshot(page, name);
}

/** The texts of the screens in one language. */
type Texts = {
  manager: string; sections: string; maps: string;
  section: { projekt: string; gebiet: string; karte: string; fragebogen: string; kategorien: string; import: string };
  owner: string; transfer: string; save: string; discard: string;
  mapArea: string; takeView: string;
  contextLayers: string; addContextLayer: string; contextTitle: string; statuses: string; addStatus: string; ownView: string;
  questionnaire: string; addQuestion: string; question1: string; singleChoice: string; preview: string;
  categories: string; addCategory: string; importTitle: string; file: string;
  layerManager: string; project: string;
  dgsTitle: string; dgsSlot: string;
  variant: string; english: RegExp;
};

const EN: Texts = {
  manager: 'Project management', sections: 'Sections of the project', maps: 'Maps of the project',
  section: { projekt: 'Project', gebiet: 'Area', karte: 'Map', fragebogen: 'Questionnaire', kategorien: 'Categories', import: 'Import' },
  owner: 'Owner', transfer: 'Transfer ownership', save: 'Save', discard: 'Discard',
  mapArea: 'Map view and project area', takeView: 'Take over the current map view',
  contextLayers: 'Additional map layers', addContextLayer: 'Add map layer', contextTitle: 'Title', statuses: 'Statuses of the entries', addStatus: 'Add status',
  ownView: 'Set a map view of its own (optional)',
  questionnaire: 'Questions of the questionnaire', addQuestion: 'Add question', question1: 'Question 1: ', singleChoice: 'Single choice', preview: 'Preview',
  categories: 'Categories of the map', addCategory: 'Add category', importTitle: 'Import entries', file: 'File',
  layerManager: 'Map management', project: 'Project',
  dgsTitle: 'German Sign Language (DGS)', dgsSlot: 'What this website contains',
  variant: 'Version beside the German', english: /^English \(/,
};

const AR: Texts = {
  manager: 'إدارة المشاريع', sections: 'أقسام المشروع', maps: 'خرائط المشروع',
  section: { projekt: 'المشروع', gebiet: 'المنطقة', karte: 'الخريطة', fragebogen: 'الاستبيان', kategorien: 'الفئات', import: 'الاستيراد' },
  owner: 'المالك', transfer: 'نقل الملكية', save: 'حفظ', discard: 'تجاهل التغييرات',
  mapArea: 'نطاق الخريطة ومنطقة المشروع', takeView: 'اعتماد نطاق الخريطة الحالي',
  contextLayers: 'طبقات خريطة إضافية', addContextLayer: 'إضافة طبقة خريطة', contextTitle: 'العنوان', statuses: 'حالات الإدخالات', addStatus: 'إضافة حالة',
  ownView: 'تحديد نطاق خاص للخريطة (اختياري)',
  questionnaire: 'أسئلة الاستبيان', addQuestion: 'إضافة سؤال', question1: 'السؤال 1: ', singleChoice: 'اختيار واحد', preview: 'معاينة',
  categories: 'فئات الخريطة', addCategory: 'إضافة فئة', importTitle: 'استيراد الإدخالات', file: 'الملف',
  layerManager: 'إدارة الخرائط', project: 'المشروع',
  dgsTitle: 'لغة الإشارة الألمانية (DGS)', dgsSlot: 'ما يحتويه هذا الموقع',
  variant: 'النسخة اللغوية بجانب الألمانية', english: /^الإنجليزية \(/,
};

/** Opens a section of the workspace manager by its link and waits until it is the current one. */
async function openSection(page: Page, t: Texts, name: string): Promise<void> {
  const link = page.getByRole('navigation', { name: t.sections }).getByRole('link', { name, exact: true });
  await link.click();
  await expect(link).toHaveAttribute('aria-current', 'page');
}

/** Walks through the workspace manager's sections, the layer manager and the DGS page in `t`'s
 *  language, checking each (screenshots `languages-editors-<part>-<suffix>`). */
async function walk(page: Page, server: E2eServer, t: Texts, suffix: string): Promise<void> {
  const { workspace, layer } = await demoLayer(server);
  const main = page.getByRole('main');
  await page.goto(`/#/workspaces?workspace=${workspace.ID}`);
  await expect(main.getByRole('heading', { level: 1, name: t.manager })).toBeVisible();
  const layerButton = main.getByRole('list', { name: t.maps }).getByRole('button', { name: layer.Name, exact: true });
  await layerButton.click();
  await expect(layerButton).toHaveAttribute('aria-current', 'true');

  await openSection(page, t, t.section.projekt);
  await expect(main.getByRole('group', { name: t.owner })).toBeVisible();
  await expect(main.getByRole('button', { name: t.save, exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: t.discard, exact: true })).toBeVisible();
  // The project's name is the town's German (docs/product.md §23 „The town's texts stay German“).
  await expect(main.getByRole('heading', { level: 2 }).locator('[lang="de"]').first()).toHaveText(workspace.Name);
  await checkPage(page, `languages-editors-projekt-${suffix}`);

  await openSection(page, t, t.section.gebiet);
  await expect(main.getByRole('heading', { name: t.mapArea })).toBeVisible();
  await expect(main.getByRole('button', { name: t.takeView })).toBeVisible();
  await checkPage(page, `languages-editors-gebiet-${suffix}`);

  await openSection(page, t, t.section.karte);
  await expect(main.getByRole('heading', { name: t.contextLayers })).toBeVisible();
  await expect(main.getByRole('heading', { name: t.statuses })).toBeVisible();
  await expect(main.getByRole('button', { name: t.addStatus, exact: true })).toBeVisible();
  await expect(main.getByText(t.ownView)).toBeVisible();
  await main.getByRole('button', { name: t.addContextLayer, exact: true }).click();
  await expect(main.getByLabel(t.contextTitle, { exact: true })).toBeFocused();
  await checkPage(page, `languages-editors-karte-${suffix}`);

  await openSection(page, t, t.section.fragebogen);
  const questions = main.getByRole('list', { name: t.questionnaire });
  await expect(questions.getByRole('button', { name: new RegExp(`^${t.question1}`) })).toBeVisible();
  await expect(questions.getByText(t.singleChoice).first()).toBeVisible();
  await expect(main.getByRole('button', { name: t.addQuestion, exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: t.preview, exact: true })).toBeVisible();
  await checkPage(page, `languages-editors-fragebogen-${suffix}`);

  await openSection(page, t, t.section.kategorien);
  await expect(main.getByRole('list', { name: t.categories })).toBeVisible();
  await expect(main.getByRole('button', { name: t.addCategory, exact: true })).toBeVisible();
  await checkPage(page, `languages-editors-kategorien-${suffix}`);

  await openSection(page, t, t.section.import);
  await expect(main.getByRole('heading', { name: t.importTitle })).toBeVisible();
  await expect(main.getByLabel(t.file, { exact: true })).toBeVisible();
  await checkPage(page, `languages-editors-import-${suffix}`);

  await page.goto('/#/layers');
  await expect(main.getByRole('heading', { level: 1, name: t.layerManager })).toBeVisible();
  await expect(main.getByLabel(t.project, { exact: true })).toBeVisible();
  await checkPage(page, `languages-editors-layers-${suffix}`);

  // The page content editor's languages (docs/product.md §23.2), in the organisation editor.
  await page.goto('/#/admin/organisations');
  const variant = main.getByRole('combobox', { name: t.variant });
  await expect(variant.getByRole('option', { name: t.english })).toHaveCount(1);
  await variant.scrollIntoViewIfNeeded();
  await checkPage(page, `languages-editors-content-${suffix}`);

  await page.goto('/#/gebaerdensprache');
  await expect(main.getByRole('heading', { level: 1, name: t.dgsTitle })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: t.dgsSlot })).toBeVisible();
  await checkPage(page, `languages-editors-dgs-${suffix}`);
}

test('in English an administrator edits a project, its map, questionnaire and categories and reads the sign language page', async ({ page, server }) => {
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginIn(page, server, 'en');
  await walk(page, server, EN, 'en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('in Arabic on a phone an administrator uses the same screens, right to left', async ({ page, server }) => {
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await loginIn(page, server, 'ar');
  await walk(page, server, AR, 'ar-phone');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
