/** Recording a point in the map app (docs/product.md §2.14 Map app, §4, §5, §8): a logged-in user and an
 *  anonymous visitor choose a nested category, place the marker with a double-click, answer the
 *  questionnaire step by step and save; the point is then on the server, in the list and on the
 *  map. */
import type { Locator, Page } from '@playwright/test';
import { ADMIN, demoLayer, expect, freeSpot, layerPoints, loginViaScreen, mapElement, markFreeSpot, saveScreenshot, test } from './fixtures.js';

const panel = (page: Page) => page.locator('section.map-panel');
const alerts = (page: Page) => page.getByRole('region', { name: 'Meldungen' });

/** Waits until the demo layer is shown and the map has been fitted to its points (the clusters
 *  only appear below the start zoom 18). */
async function mapReady(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Gewässerbeobachtungen' })).toBeVisible();
  await expect.poll(() => mapElement(page).locator('.map-cluster').count()).toBeGreaterThan(0);
}

/** Opens /map and waits until the demo layer and its markers are there. */
async function openMap(page: Page): Promise<void> {
  await page.goto('/#/map');
  await mapReady(page);
}

/** The answers of steps 1 and 3, common to all categories. */
type Answers = { name: string; typeLabel: string; description: string };

/** Answers the three steps of the questionnaire; `step2` answers the category's own questions. */
async function answerQuestionnaire(form: Locator, a: Answers, step2: (form: Locator) => Promise<void>): Promise<void> {
  await expect(form.getByText('Schritt 1 von 3')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Zurück' })).toBeDisabled();
  await form.getByLabel('Wie heißt das Gewässer?').fill(a.name);
  await form.getByRole('group', { name: /^Um welche Art von Gewässer/ }).getByRole('radio', { name: a.typeLabel, exact: true }).check();
  await form.getByRole('button', { name: 'Weiter' }).click();

  await expect(form.getByText('Schritt 2 von 3')).toBeVisible();
  await step2(form);
  await form.getByRole('button', { name: 'Weiter' }).click();

  await expect(form.getByText('Schritt 3 von 3')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Weiter' })).toBeDisabled();
  await form.getByLabel('Beschreiben Sie Ihre Beobachtung.').fill(a.description);
}

/** Switches the Details / Liste toggle (a radio group drawn as buttons: the label takes the click). */
async function showView(page: Page, name: 'Details' | 'Liste'): Promise<void> {
  const toggle = panel(page).getByRole('group', { name: 'Ansicht der Einträge' });
  await toggle.getByText(name, { exact: true }).click();
  await expect(toggle.getByRole('radio', { name })).toBeChecked();
}

/** Pages through the list (newest first, 2 a page) until the entry titled `title` shows. */
async function findInList(page: Page, title: string): Promise<Locator> {
  const list = panel(page).getByRole('region', { name: 'Einträge der Karte' });
  const pager = panel(page).getByRole('navigation', { name: 'Seiten der Liste' });
  const next = pager.getByRole('button', { name: 'Weiter' });
  const entry = list.getByRole('button').filter({ hasText: title });
  await expect(pager).toContainText(/^Zurück\s*Seite 1 von \d+\s*Weiter$/);
  // The server sends each page: look at one only once it has arrived.
  await expect(list).toHaveAttribute('aria-busy', 'false');
  for (let n = 2; (await entry.count()) === 0 && (await next.isEnabled()); n++) {
    await next.click();
    await expect(pager).toContainText(`Seite ${n} von`);
    await expect(list).toHaveAttribute('aria-busy', 'false');
  }
  await expect(entry).toHaveCount(1);
  return entry;
}

/** The bottom centre (the anchor) of a marker icon, in page pixels. */
async function anchorOf(marker: Locator): Promise<{ x: number; y: number }> {
  const box = (await marker.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height };
}

test('a logged-in user records a point in a nested category and finds it in the list and on the map', async ({ page, server }) => {
  const { layer } = await demoLayer(server);
  const before = await layerPoints(server, layer.ID);

  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/#\/admin$/);
  await openMap(page);
  await expect(panel(page).getByRole('heading', { name: 'Machen Sie mit!' })).toBeVisible();
  await saveScreenshot(page, 'map-overview');

  // 'Neuer Eintrag' opens the chooser: the parent shows its children with Zurück; back at the
  // top level, the parent again, then the child.
  await panel(page).getByRole('button', { name: 'Neuer Eintrag' }).click();
  const chooser = page.getByRole('dialog', { name: 'Kategorie wählen' });
  await expect(chooser).toBeVisible();
  await expect(chooser.getByRole('button', { name: 'Zurück' })).toHaveCount(0);
  await chooser.getByRole('button', { name: /^Gewässerzustand/ }).click();
  await expect(chooser.getByRole('button', { name: 'Trüb', exact: true })).toBeVisible();
  await expect(chooser.getByRole('button', { name: /^Tiere und Pflanzen/ })).toHaveCount(0);
  await saveScreenshot(page, 'map-chooser');
  await chooser.getByRole('button', { name: 'Zurück' }).click();
  await expect(chooser.getByRole('button', { name: /^Tiere und Pflanzen/ })).toBeVisible();
  await expect(chooser.getByRole('button', { name: 'Trüb', exact: true })).toHaveCount(0);
  await expect(chooser.getByRole('button', { name: 'Zurück' })).toHaveCount(0);
  await chooser.getByRole('button', { name: /^Gewässerzustand/ }).click();
  await chooser.getByRole('button', { name: 'Trüb', exact: true }).click();
  await expect(chooser).toHaveCount(0);

  // Record mode without a marker; a double-click on the map places it, a second one moves it.
  const form = page.getByRole('form', { name: 'Neuer Eintrag: Trüb' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('status')).toHaveText('Doppelklicken Sie auf die Karte (auf dem Handy: lange drücken), um den Ort des Eintrags zu markieren.');
  const newMarker = mapElement(page).locator('.map-new-marker');
  await expect(newMarker).toHaveCount(0);
  await markFreeSpot(page, form);
  await expect(newMarker).toHaveCount(1);
  const firstAnchor = await anchorOf(newMarker);
  const mapBox = (await mapElement(page).boundingBox())!;
  const position = await freeSpot(page);
  await mapElement(page).dblclick({ position });
  await expect(newMarker).toHaveCount(1);
  await expect.poll(() => anchorOf(newMarker)).not.toEqual(firstAnchor);
  const markerAnchor = await anchorOf(newMarker);
  expect(Math.abs(markerAnchor.x - (mapBox.x + position.x))).toBeLessThanOrEqual(2);
  expect(Math.abs(markerAnchor.y - (mapBox.y + position.y))).toBeLessThanOrEqual(2);

  const answers = { name: 'Drusel am Testufer', typeLabel: 'Bach', description: 'Braunes, trübes Wasser nach dem Regen.\nKein Schaum.' };
  await answerQuestionnaire(form, answers, async (f) => {
    // Questions of Gewässerzustand only; none of Tiere und Pflanzen.
    await expect(f.getByLabel('Welche Art haben Sie beobachtet (falls bekannt)?')).toHaveCount(0);
    await f.getByRole('group', { name: /^Wie riecht das Wasser\?/ }).getByRole('radio', { name: 'Modrig', exact: true }).check();
    await f.getByLabel('Wie tief können Sie ins Wasser sehen (in cm)?').fill('35');
  });
  await saveScreenshot(page, 'map-record');
  await form.getByRole('button', { name: 'Speichern' }).click();

  await expect(alerts(page).getByText('Punkt erfolgreich gespeichert.')).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(newMarker).toHaveCount(0);
  // Back in the overview with the new point selected: its details, and its highlighted marker
  // where the observation marker stood.
  const detail = panel(page).getByRole('article');
  await expect(detail.getByRole('heading', { name: 'Trüb' })).toBeVisible();
  await expect(detail).toContainText(answers.name);
  await expect(detail).toContainText('Bach');
  await expect(detail).toContainText('Modrig');
  await expect(detail).toContainText('35');
  const selectedMarker = mapElement(page).locator('.leaflet-marker-icon[title="Trüb (Neu)"][style*="width: 50px"]');
  await expect(selectedMarker).toHaveCount(1);
  const selectedAnchor = await anchorOf(selectedMarker);
  expect(Math.abs(selectedAnchor.x - markerAnchor.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(selectedAnchor.y - markerAnchor.y)).toBeLessThanOrEqual(1);
  await saveScreenshot(page, 'map-saved');

  // The server has it with exactly the answers given (and the category).
  const after = await layerPoints(server, layer.ID);
  expect(after).toHaveLength(before.length + 1);
  const saved = after.find((p) => !before.some((b) => b.ID === p.ID))!;
  expect(saved.Attributes).toEqual({
    category: { DataType: 'category', Value: 'Trueb' },
    Gewaessername: { DataType: 'text', Value: answers.name },
    Gewaessertyp: { DataType: 'single', Value: 'bach' },
    Geruch: { DataType: 'single', Value: 'modrig' },
    Sichttiefe: { DataType: 'number', Value: 35 },
    Beschreibung: { DataType: 'text_multi', Value: answers.description },
  });
  expect(Math.abs(saved.Latitude - 51.3169)).toBeLessThan(0.2);
  expect(Math.abs(saved.Longitude - 9.4757)).toBeLessThan(0.2);

  // After a reload: in the list, and once chosen there, in the details and on the map.
  await page.reload();
  await mapReady(page);
  await expect(panel(page).getByRole('button', { name: 'Neuer Eintrag' })).toBeVisible();
  await expect(selectedMarker).toHaveCount(0);
  await showView(page, 'Liste');
  const entry = await findInList(page, answers.name);
  await expect(entry).toContainText('Trüb');
  // Two entries a page.
  const pager = panel(page).getByRole('navigation', { name: 'Seiten der Liste' });
  await expect(panel(page).getByRole('region', { name: 'Einträge der Karte' }).getByRole('listitem')).toHaveCount(2);
  await expect(pager).toContainText(`von ${Math.ceil(after.length / 2)}`);
  await entry.click();
  await expect(entry).toHaveAttribute('aria-current', 'true');
  await expect(selectedMarker).toHaveCount(1);
  await expect(selectedMarker).toBeInViewport();
  await saveScreenshot(page, 'map-list');
  await showView(page, 'Details');
  await expect(panel(page).getByRole('article')).toContainText('Braunes, trübes Wasser nach dem Regen.');
});

test('an anonymous visitor double-clicks the map, chooses a category and records a point', async ({ page, server }) => {
  const { layer } = await demoLayer(server);
  const before = await layerPoints(server, layer.ID);

  await openMap(page);
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
  // A double-click in the overview places the marker and opens the chooser.
  await mapElement(page).dblclick({ position: await freeSpot(page) });
  const chooser = page.getByRole('dialog', { name: 'Kategorie wählen' });
  await chooser.getByRole('button', { name: /^Tiere und Pflanzen/ }).click();
  await chooser.getByRole('button', { name: 'Fische', exact: true }).click();
  const form = page.getByRole('form', { name: 'Neuer Eintrag: Fische' });
  await expect(form.getByRole('status')).toHaveText('Marker gesetzt');

  const answers = { name: 'Fulda unterhalb der Brücke', typeLabel: 'Fluss', description: 'Drei Bachforellen in der Strömung.' };
  await answerQuestionnaire(form, answers, async (f) => {
    await expect(f.getByRole('group', { name: /^Wie riecht das Wasser\?/ })).toHaveCount(0);
    await f.getByLabel('Welche Art haben Sie beobachtet (falls bekannt)?').fill('Bachforelle');
    await f.getByLabel('Wie viele Tiere oder Pflanzen haben Sie ungefähr gesehen?').fill('3');
  });
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(alerts(page).getByText('Punkt erfolgreich gespeichert.')).toBeVisible();
  await expect(panel(page).getByRole('article').getByRole('heading', { name: 'Fische' })).toBeVisible();

  // By keyboard to the list: the arrow keys switch the Details / Liste radios, and Tab leaves the
  // group (its labels are no tab stops of their own).
  const toggle = panel(page).getByRole('group', { name: 'Ansicht der Einträge' });
  await toggle.getByRole('radio', { name: 'Details' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(toggle.getByRole('radio', { name: 'Liste' })).toBeChecked();
  await expect(toggle.getByRole('radio', { name: 'Liste' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(toggle.locator(':focus')).toHaveCount(0);
  await expect(await findInList(page, answers.name)).toHaveAttribute('aria-current', 'true');

  const after = await layerPoints(server, layer.ID);
  expect(after).toHaveLength(before.length + 1);
  const saved = after.find((p) => !before.some((b) => b.ID === p.ID))!;
  expect(saved).toMatchObject({ Layer: layer.ID, Public: true, Editable: false });
  expect(saved.Attributes).toEqual({
    category: { DataType: 'category', Value: 'Fische' },
    Gewaessername: { DataType: 'text', Value: answers.name },
    Gewaessertyp: { DataType: 'single', Value: 'fluss' },
    Artname: { DataType: 'text', Value: 'Bachforelle' },
    Anzahl: { DataType: 'number', Value: 3 },
    Beschreibung: { DataType: 'text_multi', Value: answers.description },
  });
});

test('saving without a marker or without a required answer shows the message and stores nothing', async ({ page, server }) => {
  const { layer } = await demoLayer(server);
  const before = await layerPoints(server, layer.ID);
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/v1/gis/point')) posts.push(r.url());
  });

  await openMap(page);
  await panel(page).getByRole('button', { name: 'Neuer Eintrag' }).click();
  const chooser = page.getByRole('dialog', { name: 'Kategorie wählen' });
  await chooser.getByRole('button', { name: /^Gewässerzustand/ }).click();
  await chooser.getByRole('button', { name: 'Klar', exact: true }).click();
  const form = page.getByRole('form', { name: 'Neuer Eintrag: Klar' });
  const answers = { name: 'Losse', typeLabel: 'Bach', description: 'Klares Wasser.' };
  await answerQuestionnaire(form, answers, async (f) => {
    await f.getByRole('group', { name: /^Wie riecht das Wasser\?/ }).getByRole('radio', { name: 'Kein Geruch', exact: true }).check();
  });

  // All answers, but no marker.
  await form.getByRole('button', { name: 'Speichern' }).click();
  const markerWarning = alerts(page).getByRole('alert').filter({ hasText: 'Bitte setzen Sie einen Marker auf der Karte.' });
  await expect(markerWarning).toHaveCount(1);
  await expect(form).toBeVisible();
  await markerWarning.getByRole('button', { name: 'Schließen' }).click();

  // The marker, but the waters' name removed again (blank counts as missing).
  await markFreeSpot(page, form);
  await form.getByRole('button', { name: 'Zurück' }).click();
  await form.getByRole('button', { name: 'Zurück' }).click();
  await expect(form.getByText('Schritt 1 von 3')).toBeVisible();
  await form.getByLabel('Wie heißt das Gewässer?').fill('   ');
  await form.getByRole('button', { name: 'Weiter' }).click();
  await form.getByRole('button', { name: 'Weiter' }).click();
  await expect(form.getByText('Schritt 3 von 3')).toBeVisible();
  await form.getByRole('button', { name: 'Speichern' }).click();

  const missing = 'Bitte geben Sie den Namen des Gewässers an.';
  await expect(alerts(page).getByRole('alert').filter({ hasText: missing })).toHaveCount(1);
  await expect(alerts(page).getByRole('alert')).toHaveCount(1);
  // The form goes back to the step of the missing answer and marks the field.
  await expect(form.getByText('Schritt 1 von 3')).toBeVisible();
  const nameField = form.getByLabel('Wie heißt das Gewässer?');
  await expect(nameField).toBeFocused();
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(missing)).toBeVisible();
  await saveScreenshot(page, 'map-missing-answer', false);

  expect(await layerPoints(server, layer.ID)).toHaveLength(before.length);
  expect(posts).toEqual([]);

  // With the answer the same form saves.
  await nameField.fill(answers.name);
  await expect(form.getByText(missing)).toHaveCount(0);
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(alerts(page).getByText('Punkt erfolgreich gespeichert.')).toBeVisible();
  expect(posts).toHaveLength(1);
  expect(await layerPoints(server, layer.ID)).toHaveLength(before.length + 1);
});

test('„Neuer Eintrag“ stays in its place when the offline panel comes after the map\'s first view', async ({ page }) => {
  // The offline panel's code is held back until „Neuer Eintrag“ is there, as on a slow phone.
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route(/\/assets\/offline-panel-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/#/map');
  const newEntry = panel(page).getByRole('button', { name: 'Neuer Eintrag' });
  await expect(newEntry).toBeVisible();
  const before = (await newEntry.boundingBox())!;
  release();
  await expect(page.getByRole('button', { name: 'Kartenausschnitt offline speichern', exact: true })).toBeVisible();
  const after = (await newEntry.boundingBox())!;
  expect(after.y).toBe(before.y);
});
