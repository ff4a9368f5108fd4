/** A project's and a questionnaire's texts in other languages (docs/product.md §23.5): a manager
 *  writes the English description, question, option and category beside the German in the
 *  section „Übersetzungen“ and sees what is missing; a citizen reading English sees them on the
 *  project page and in the map's legend, category chooser and form on a phone (375 px), German
 *  where none is written (lang="de") with „Only available in German“; a visitor reading Turkish
 *  sees the German description with „Yalnızca Almanca olarak mevcut“. axe clean; screenshots. */
import type { Layer, Organisation, Workspace } from '@mitmachkarte/contract';
import { ADMIN, createCitizen, expect, loginViaScreen, mapElement, saveScreenshot, test, type E2eServer } from './fixtures.js';
import { alertArea, axeViolations, serveLocalTiles } from './page-checks.js';

/** The organisation offers German, English and Turkish (setting „sprachen“). */
async function offer(server: E2eServer) {
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  const [org] = await admin.ok(admin.get<Organisation[]>('/admin/organisations'), 'organisations');
  await admin.ok(admin.put(`/admin/organisation/${org!.ID}`, { Host: org!.Host, Config: { ...org!.Config, Other: { ...org!.Config.Other, sprachen: 'de,en,tr' } } }), 'sprachen');
}

/** A public project with a description, a phase and a map whose questionnaire has two categories
 *  and one choice question, all written by the town in German. */
async function project(server: E2eServer): Promise<{ workspace: Workspace; layer: Layer }> {
  const api = server.api();
  await api.login(ADMIN.email, ADMIN.password);
  const workspace = await api.ok(api.post<Workspace>('/gis/workspace', {
    Name: 'Sichere Schulwege', Public: true, Editable: true, MapView: { Lat: 51.3155, Lng: 9.475, Zoom: 15 },
    Description: 'Zeigen Sie uns **gefährliche Stellen** auf dem Schulweg.', Phases: [{ Title: 'Hinweise sammeln', Start: null, End: null }],
  }), 'workspace');
  const base = { Optional: false, MissingMsg: '', Description: '', Constraint: false, Minimum: 0, Maximum: 0, CategoryCondition: '' };
  const layer = await api.ok(api.post<Layer>('/gis/layer', {
    Workspace: workspace.ID, Name: 'Schulwege', Public: true, Editable: true,
    Schema: {
      Categories: [{ Name: 'licht', Label: 'Beleuchtung', Colour: '#1f5fbf' }, { Name: 'weg', Label: 'Gehweg', Colour: '#8a3b12' }],
      Schema: [{ ...base, Name: 'gefahr', DataType: 'single', Question: 'Was ist gefährlich?', Options: [{ Key: 'dunkel', Label: 'Zu dunkel' }, { Key: 'schnell', Label: 'Autos zu schnell' }] }],
    },
  }), 'layer');
  return { workspace, layer };
}

test('a manager writes English texts beside the German; a citizen reads them in English on a phone, a Turkish visitor German with the note', async ({ page, server }) => {
  await offer(server);
  const { workspace, layer } = await project(server);
  await serveLocalTiles(page);
  await page.addInitScript(() => window.localStorage.setItem('cookie-accepted', 'true'));
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await page.goto(`/#/workspaces?workspace=${workspace.ID}&bereich=uebersetzungen`);
  const section = page.getByRole('region', { name: 'Übersetzungen' });

  // English beside the German: name, description, phase, question, two options and two categories missing.
  const language = section.getByRole('combobox', { name: 'Sprache neben dem Deutschen' });
  await expect(language.locator('option')).toHaveText(['Englisch (8 fehlen)', 'Türkisch (8 fehlen)']);
  const description = section.getByRole('textbox', { name: /^Englisch: Beschreibung \(Markdown\)/ });
  await expect(description).toHaveAccessibleName('Englisch: Beschreibung (Markdown) fehlt');
  await expect(description).toHaveAttribute('lang', 'en');
  await expect(section.getByText('Zeigen Sie uns **gefährliche Stellen** auf dem Schulweg.')).toHaveAttribute('lang', 'de');
  await description.fill('Show us **dangerous spots** on the way to school.');
  await expect(description).toHaveAccessibleName('Englisch: Beschreibung (Markdown)');
  const projectCard = section.getByRole('region', { name: 'Projektseite' });
  await expect(projectCard.getByRole('status')).toHaveText('2 Texte fehlen.');
  await projectCard.getByRole('button', { name: 'Übersetzungen speichern' }).click();
  await expect(alertArea(page).getByText('Die Übersetzungen wurden gespeichert.')).toBeVisible();

  const questionnaire = section.getByRole('region', { name: 'Fragebogen der Karte „Schulwege“' });
  await questionnaire.getByRole('textbox', { name: /^Englisch: Frage „gefahr“/ }).fill('What is dangerous?');
  await questionnaire.getByRole('textbox', { name: /^Englisch: Antwort „Zu dunkel“/ }).fill('Too dark');
  await questionnaire.getByRole('textbox', { name: /^Englisch: Kategorie „Beleuchtung“/ }).fill('Street lighting');
  await expect(questionnaire.getByRole('textbox', { name: 'Englisch: Kategorie „Gehweg“ fehlt' })).toBeVisible();
  await expect(questionnaire.getByRole('status')).toHaveText('2 Texte fehlen.');
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'content-translations-editor', false);
  await questionnaire.getByRole('button', { name: 'Übersetzungen speichern' }).click();
  await expect(alertArea(page).getByText('Die Übersetzungen wurden gespeichert.').last()).toBeVisible();
  await expect(language.locator('option').first()).toHaveText('Englisch (4 fehlen)');

  // A citizen reading English on a phone.
  const citizen = { Name: 'Leser', Email: 'leser@example.org', Password: 'leser-passwort-12345' };
  await createCitizen(server, citizen);
  await page.context().clearCookies();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/#/login');
  await loginViaScreen(page, citizen.Email, citizen.Password);
  // Chosen after the login, which takes the account's language (docs/product.md §23.4).
  await page.evaluate(() => window.localStorage.setItem('sprache', 'en'));
  await page.goto(`/#/projekt/${workspace.ID}`);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Sichere Schulwege' })).toHaveAttribute('lang', 'de');
  const english = page.locator('.project-description');
  await expect(english).toContainText('Show us dangerous spots on the way to school.');
  await expect(english).not.toHaveAttribute('lang', 'de');
  await expect(page.getByText('Only available in German')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'content-translations-project-en-375', false);

  await page.goto(`/#/map?workspace=${workspace.ID}&layer=${layer.ID}`);
  await expect(mapElement(page).locator('.map-legend').getByText('Street lighting', { exact: true })).not.toHaveAttribute('lang', 'de');
  await expect(mapElement(page).locator('.map-legend').getByText('Gehweg', { exact: true })).toHaveAttribute('lang', 'de');
  await page.getByRole('button', { name: 'New entry' }).and(page.locator('.map-sheet-new')).click();
  const chooser = page.getByRole('dialog', { name: 'Choose a category' });
  await chooser.getByRole('button', { name: 'Street lighting' }).click();
  await page.getByRole('button', { name: 'Here', exact: true }).click();
  const form = page.getByRole('form', { name: 'New entry' });
  await expect(form.getByText('Only available in German')).toBeVisible();
  const question = form.getByRole('group', { name: /^What is dangerous\?/ });
  await expect(question.locator('legend [lang="de"]')).toHaveCount(0);
  await expect(question.getByRole('radio', { name: 'Too dark', exact: true })).toBeVisible();
  await expect(question.getByText('Autos zu schnell', { exact: true })).toHaveAttribute('lang', 'de');
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'content-translations-form-en-375', false);

  // A visitor reading Turkish: nothing written in Turkish, so German, marked, with the note.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.setItem('sprache', 'tr'));
  await page.goto(`/#/projekt/${workspace.ID}`);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByText('Yalnızca Almanca olarak mevcut')).toBeVisible();
  await expect(page.locator('.project-description')).toHaveAttribute('lang', 'de');
  await expect(page.locator('.project-description')).toContainText('Zeigen Sie uns gefährliche Stellen auf dem Schulweg.');
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'content-translations-project-tr-375', false);
});
