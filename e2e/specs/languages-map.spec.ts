/** The map app in the other interface languages (docs/product.md §23), on a phone (375×812 with a
 *  touch screen): for English, Turkish, Arabic and Ukrainian a logged-in citizen opens a project's
 *  map, records an entry (the sheet's „Neuer Eintrag“, „Hier“, a choice, „Speichern“), opens its
 *  details and writes a comment. The interface speaks the language; the town's question and
 *  options stay German (lang="de" dir="ltr"), the comment takes its own direction (dir="auto");
 *  the document's lang and dir follow the language, axe finds nothing, nothing scrolls sideways.
 *  Screenshots of each step are saved and looked at (Arabic right to left). */
import type { Layer, Organisation, Workspace } from '@mitmachkarte/contract';
import type { Page } from '@playwright/test';
import { ADMIN, createCitizen, expect, loginViaScreen, mapElement, saveScreenshot, test, type E2eServer } from './fixtures.js';
import { axeViolations, serveLocalTiles } from './page-checks.js';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

/** The organisation offers `languages` (setting „sprachen“, docs/product.md §10.2). */
async function offer(server: E2eServer, languages: string) {
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  const [org] = await admin.ok(admin.get<Organisation[]>('/admin/organisations'), 'organisations');
  await admin.ok(admin.put(`/admin/organisation/${org!.ID}`, { Host: org!.Host, Config: { ...org!.Config, Other: { ...org!.Config.Other, sprachen: languages } } }), 'sprachen');
}

/** A public project whose map anyone may add to: one choice question, written by the town in German. */
async function tramProject(server: E2eServer, language: string): Promise<{ layer: Layer; link: string }> {
  const api = server.api();
  await api.login(ADMIN.email, ADMIN.password);
  const workspace = await api.ok(api.post<Workspace>('/gis/workspace', {
    Name: `Straßenbahn Süd (${language})`, Public: true, Editable: true, MapView: { Lat: 51.3155, Lng: 9.475, Zoom: 15 },
  }), 'workspace');
  const base = { Optional: false, MissingMsg: '', Description: '', Constraint: false, Minimum: 0, Maximum: 0, CategoryCondition: '' };
  const layer = await api.ok(api.post<Layer>('/gis/layer', {
    Workspace: workspace.ID, Name: 'Hinweise zur Südtrasse', Public: true, Editable: true,
    Schema: {
      Categories: [],
      Schema: [
        { ...base, Name: 'Art', DataType: 'single', Question: 'Was möchten Sie uns sagen?', Options: [{ Key: 'lob', Label: 'Lob' }, { Key: 'sorge', Label: 'Sorge' }, { Key: 'idee', Label: 'Idee' }] },
      ],
    },
  }), 'layer');
  return { layer, link: `/#/map?workspace=${workspace.ID}&layer=${layer.ID}` };
}

/** The texts each language shows on the way (web/src/i18n/<language>/map.ts). */
const LANGUAGES = {
  en: {
    dir: 'ltr', newEntry: 'New entry', here: 'Here', save: 'Save', saved: 'The point has been saved.', entry: 'Entry',
    details: 'Details of this entry', comments: 'Comments', label: 'Your comment', submit: 'Post comment', comment: 'Looks like a good idea.',
    legend: 'Legend',
  },
  tr: {
    dir: 'ltr', newEntry: 'Yeni kayıt', here: 'Burası', save: 'Kaydet', saved: 'Nokta başarıyla kaydedildi.', entry: 'Kayıt',
    details: 'Ayrıntılar bu kayıt hakkında', comments: 'Yorumlar', label: 'Yorumunuz', submit: 'Yorum yap', comment: 'Güzel bir fikir.',
    legend: 'Açıklama',
  },
  ar: {
    dir: 'rtl', newEntry: 'إدخال جديد', here: 'هنا', save: 'حفظ', saved: 'تم حفظ النقطة بنجاح.', entry: 'إدخال',
    details: 'التفاصيل لهذا الإدخال', comments: 'التعليقات', label: 'تعليقك', submit: 'إرسال التعليق', comment: 'فكرة جيدة جدًا.',
    legend: 'مفتاح الخريطة',
  },
  uk: {
    dir: 'ltr', newEntry: 'Новий запис', here: 'Тут', save: 'Зберегти', saved: 'Точку успішно збережено.', entry: 'Запис',
    details: 'Подробиці про цей запис', comments: 'Коментарі', label: 'Ваш коментар', submit: 'Коментувати', comment: 'Гарна ідея.',
    legend: 'Легенда',
  },
} as const;

/** Nothing wider than the phone's screen: the page does not scroll sideways. */
const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

for (const [language, t] of Object.entries(LANGUAGES)) {
  test(`${language}: a citizen records an entry on a phone and comments on it, the interface in the language, the town's questions German`, async ({ page, server }) => {
    await offer(server, 'de,en,tr,ar,uk');
    const { link } = await tramProject(server, language);
    const citizen = { Name: `Bürgerin ${language}`, Email: `buergerin.${language}@example.org`, Password: `passwort-${language}-12345` };
    await createCitizen(server, citizen);
    await serveLocalTiles(page);
    await page.addInitScript(() => window.localStorage.setItem('cookie-accepted', 'true'));
    // Logged in on the German screen, then the language chosen (kept in the browser as „sprache“).
    await page.goto('/#/login');
    await loginViaScreen(page, citizen.Email, citizen.Password);
    await page.evaluate((l) => window.localStorage.setItem('sprache', l), language);
    await page.goto(link);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('dir', t.dir);
    await expect(page.getByRole('heading', { level: 1, name: 'Hinweise zur Südtrasse' })).toBeVisible();
    await expect(mapElement(page).getByText(t.legend, { exact: true })).toBeVisible();
    await noSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);
    await saveScreenshot(page, `languages-map-${language}-start`, false);

    // The sheet's „+ Eintrag“, then „Hier“ at the cross-hair.
    await page.getByRole('button', { name: t.newEntry }).and(page.locator('.map-sheet-new')).tap();
    const here = page.getByRole('button', { name: t.here, exact: true });
    await expect(here).toBeFocused();
    await noSidewaysScroll(page);
    await saveScreenshot(page, `languages-map-${language}-placing`, false);
    await here.tap();
    const form = page.getByRole('form', { name: t.newEntry });
    await expect(form.getByRole('heading', { name: t.newEntry })).toBeFocused();
    // The town's question and options: German, marked as such.
    const question = form.getByRole('group', { name: /^Was möchten Sie uns sagen\?/ });
    await expect(question.locator('legend [lang="de"]')).toHaveAttribute('dir', 'ltr');
    await question.getByRole('radio', { name: 'Idee', exact: true }).check();
    await noSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);
    await saveScreenshot(page, `languages-map-${language}-form`, false);
    await form.getByRole('button', { name: t.save }).tap();
    await expect(page.getByText(t.saved)).toBeVisible();

    // The card, its „Details“, and a comment.
    const card = page.locator('section.map-sheet').getByRole('article', { name: t.entry });
    await card.getByRole('button', { name: t.details }).tap();
    await expect(card.getByRole('heading', { name: t.comments })).toBeVisible();
    await card.getByLabel(t.label).fill(t.comment);
    await card.getByRole('button', { name: t.submit }).tap();
    const written = card.getByText(t.comment, { exact: true });
    await expect(written).toBeVisible();
    await expect(written).toHaveAttribute('dir', 'auto');
    await expect(card.locator('dt', { hasText: 'Was möchten Sie uns sagen?' })).toHaveAttribute('lang', 'de');
    await noSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);
    await saveScreenshot(page, `languages-map-${language}-comment`, false);
  });
}
