/** Layer manager (docs/product.md §2.13 Layer manager, §4, §5, §8): the older, simpler variant of the
 *  workspace manager with the same layer panel and schema editor, which also offers the
 *  geolocation question type; new-layer, delete-layer and remove-schema modals. */
import type { Layer } from '@mitmachkarte/contract';
import { ADMIN, demoLayer, expect, loginViaScreen, saveScreenshot, test } from './fixtures.js';
import { alertArea, closeAlerts, modalFadedIn } from './page-checks.js';


test('visitors who are not logged in are asked to log in', async ({ page }) => {
  for (const [path, title] of [['/#/layers', 'Kartenverwaltung'], ['/#/workspaces', 'Projektverwaltung']] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Bitte melden Sie sich an, um Projekte und Karten zu verwalten.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Zum Login' })).toBeVisible();
  }
});

test('the layer manager creates a layer with a location question, removes and restores its schema, and deletes it', async ({ page, server }) => {
  const { workspace } = await demoLayer(server);
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/#\/admin$/);
  await page.goto('/#/map');
  await page.getByRole('navigation', { name: 'Kartenmenü' }).getByRole('link', { name: 'Kartenverwaltung' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kartenverwaltung' })).toBeVisible();

  await page.getByLabel('Projekt', { exact: true }).selectOption({ label: workspace.Name });
  const list = page.getByRole('list', { name: 'Karten des Projekts' });
  await expect(list.getByRole('button', { name: 'Gewässerbeobachtungen', exact: true })).toHaveAttribute('aria-current', 'true');

  await page.getByRole('button', { name: 'Karte hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neue Karte' });
  await dialog.getByLabel('Name').fill('Fundorte');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(alertArea(page).getByText('Die Karte wurde erfolgreich erstellt.')).toBeVisible();
  const panel = page.getByRole('region', { name: 'Karte Fundorte' });
  // A new map opens at its questionnaire (docs/product.md §17.5).
  await expect(page.getByRole('navigation', { name: 'Bereiche der Karte' }).getByRole('link', { name: 'Fragebogen' })).toHaveAttribute('aria-current', 'page');
  await expect(list.getByRole('button', { name: 'Fundorte', exact: true })).toHaveAttribute('aria-current', 'true');
  // No category editor in the older variant.
  await expect(panel.getByRole('button', { name: 'Kategorien anlegen' })).toHaveCount(0);

  await panel.getByRole('button', { name: 'Fragebogen anlegen' }).click();
  await panel.getByRole('button', { name: 'Frage hinzufügen' }).click();
  await panel.getByRole('button', { name: 'Frage hinzufügen' }).click();
  const variables = panel.getByRole('list', { name: 'Fragen des Fragebogens' }).locator(':scope > li');
  // A new question's key follows its text; it stands under „Erweitert“ (docs/product.md §5.7).
  await expect(variables.nth(1).getByLabel('Schlüssel', { exact: true })).toHaveValue('Frage2');
  const first = variables.nth(0);
  await first.getByLabel('Datentyp').selectOption({ label: 'Ort (Geoposition)' });
  await first.getByLabel('Fragetext').fill('Wo genau liegt der Fund?');
  await expect(first.getByLabel('Schlüssel', { exact: true })).toHaveValue('WoGenauLiegtDerFund');
  await first.getByText('Erweitert').click();
  await first.getByLabel('Schlüssel', { exact: true }).fill('Fundort');
  await variables.nth(1).getByLabel('Fragetext').fill('Was haben Sie gefunden?');
  await variables.nth(1).getByText('Erweitert').click();
  await expect(panel.getByRole('region', { name: 'Vorschau' })).toContainText('Fragen vom Typ „Ort“ stellt die Karten-App nicht');
  await expect(panel.getByRole('region', { name: 'Vorschau' }).getByLabel(/Was haben Sie gefunden\?/)).toBeVisible();

  // A name left empty is reported and blocks saving; the layer's name is required too.
  await variables.nth(1).getByLabel('Schlüssel', { exact: true }).fill('');
  await expect(variables.nth(1).getByText('Frage 2: Der Schlüssel darf nicht leer sein.')).toBeVisible();
  await variables.nth(1).getByLabel('Schlüssel', { exact: true }).fill('Fund');
  const sections = page.getByRole('navigation', { name: 'Bereiche der Karte' });
  await sections.getByRole('link', { name: 'Karte' }).click();
  await panel.getByLabel('Name', { exact: true }).first().fill('');
  await panel.getByRole('button', { name: 'Speichern' }).click();
  await expect(panel.getByText('Bitte geben Sie einen Namen an.')).toBeVisible();
  await panel.getByLabel('Name', { exact: true }).first().fill('Fundorte');
  await panel.getByRole('button', { name: 'Speichern' }).click();
  await expect(alertArea(page).getByText('Änderungen gespeichert.')).toBeVisible();

  const layers = (await (await page.request.get(`/api/v1/gis/layers/${workspace.ID}`)).json()) as Layer[];
  const saved = layers.find((l) => l.Name === 'Fundorte')!;
  expect(saved.Schema.Schema.map((v) => [v.Name, v.DataType])).toEqual([['Fundort', 'geolocation'], ['Fund', 'text']]);

  await closeAlerts(page);
  await saveScreenshot(page, 'layers-manager', false);

  // Removing the schema asks first; Verwerfen brings back the last saved state.
  await sections.getByRole('link', { name: 'Fragebogen' }).click();
  await panel.getByRole('button', { name: 'Fragebogen entfernen' }).click();
  const removeSchema = page.getByRole('dialog', { name: 'Fragebogen entfernen' });
  await expect(removeSchema).toContainText('Wollen Sie wirklich den Fragebogen der Karte Fundorte entfernen?');
  await removeSchema.getByRole('button', { name: 'OK' }).click();
  await expect(panel.getByText('Diese Karte hat noch keinen Fragebogen.')).toBeVisible();
  await panel.getByRole('button', { name: 'Verwerfen' }).click();
  await expect(variables).toHaveCount(2);

  // Deleting from the list asks with the layer's name.
  await list.getByRole('button', { name: 'Karte Fundorte löschen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Karte löschen' });
  await expect(confirm).toContainText('Wollen Sie wirklich die Karte Fundorte löschen?');
  await modalFadedIn(confirm);
  await saveScreenshot(page, 'layers-delete', false);
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(alertArea(page).getByText('Die Karte wurde erfolgreich gelöscht.')).toBeVisible();
  await expect(list.getByRole('button', { name: 'Fundorte', exact: true })).toHaveCount(0);
  await expect(list.getByRole('button', { name: 'Gewässerbeobachtungen', exact: true })).toHaveAttribute('aria-current', 'true');
});
