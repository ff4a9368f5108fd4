/** „Bearbeiten“ of an existing entry (docs/product.md §16.5, §16.6), as people use it: the officer
 *  changes a visitor's spam entry from the map's details, an answer and its place by dragging the
 *  marker; a citizen changes their own entry from „Meine Beiträge“ on the phone until the officer
 *  takes it up; keyboard only, the form is reached, the marker moved to the map's centre and the
 *  change saved; on a map with pre-moderation a citizen's change of an approved entry waits for
 *  approval again. axe finds nothing in the edit form at 1280 and 375 px. */
import type { Layer, Point } from '@mitmachkarte/contract';
import type { Page } from '@playwright/test';
import { ADMIN, createCitizen, demoAnswers, demoLayer, expect, layerPoints, loginViaScreen, mapElement, mapPanel, openPointDetails, saveScreenshot, test } from './fixtures.js';
import { hasFocus, tabTo } from './keyboard.js';
import { alertArea, axeViolations } from './page-checks.js';

const CITIZEN = { Name: 'Carla Bürgerin', Email: 'carla@example.org', Password: 'Carla-Ufer-Kiesel-7' };
const answers = (name: string) => demoAnswers(name, 'Eintrag zum Bearbeiten.');

/** The stored point `id` as visitors read it. */
async function stored(server: Parameters<typeof layerPoints>[0], layerId: string, id: string): Promise<Point> {
  const found = (await layerPoints(server, layerId)).find((p) => p.ID === id);
  if (!found) throw new Error(`point ${id} is not in the layer`);
  return found;
}

/** The edit form of an entry of the category 'Trüb'. */
const editForm = (page: Page) => page.getByRole('form', { name: 'Eintrag bearbeiten: Trüb' });

test('the officer changes a spam entry from the details: an answer, and its place by dragging the marker', async ({ page, server }) => {
  const { layer } = await demoLayer(server);
  const visitorApi = server.api();
  const spam = await visitorApi.ok(visitorApi.post<Point>('/gis/point', { Layer: layer.ID, Latitude: 51.303, Longitude: 9.47, Attributes: answers('Billige Uhren') }), 'point');

  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/#\/admin$/);
  const detail = await openPointDetails(page, 'Billige Uhren');
  await detail.getByRole('button', { name: 'Eintrag „Billige Uhren“ bearbeiten' }).click();

  const form = editForm(page);
  await expect(form.getByRole('heading', { name: 'Eintrag bearbeiten: Trüb' })).toBeFocused();
  await expect(form.getByLabel(/Wie heißt das Gewässer/)).toHaveValue('Billige Uhren');
  await expect(form.getByRole('radio', { name: 'Bach', exact: true })).toBeChecked();
  await expect(page.getByLabel('Karte', { exact: true })).toBeDisabled();
  // The entry's own marker leaves the map: the draggable one stands for it.
  const marker = mapElement(page).locator('.map-new-marker');
  await expect(marker).toHaveCount(1);
  await expect(marker).toHaveAttribute('title', 'Ort des Eintrags (verschiebbar)');
  await expect(mapElement(page).locator('.leaflet-marker-icon[title="Trüb (Neu)"][style*="width: 50px"]')).toHaveCount(0);

  await form.getByLabel(/Wie heißt das Gewässer/).fill('Drusel unterhalb der Brücke');
  const box = (await marker.boundingBox())!;
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 10, start.y + 5, { steps: 3 });
  await page.mouse.move(start.x + 90, start.y + 60, { steps: 15 });
  await page.mouse.up();
  await expect.poll(async () => (await marker.boundingBox())!.x).toBeGreaterThan(box.x + 60);
  expect(await axeViolations(page, 'section.map-panel')).toEqual([]);
  await saveScreenshot(page, 'edit-entry', false);

  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(alertArea(page).getByText('Eintrag gespeichert.')).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(marker).toHaveCount(0);
  await expect(detail.getByRole('heading', { name: 'Trüb' })).toBeFocused();
  await expect(detail).toContainText('Drusel unterhalb der Brücke');

  const after = await stored(server, layer.ID, spam.ID);
  expect(after.Attributes).toEqual(answers('Drusel unterhalb der Brücke'));
  // Dragged right and down: east and south of where it was.
  expect(after.Longitude).toBeGreaterThan(spam.Longitude);
  expect(after.Latitude).toBeLessThan(spam.Latitude);

  // The list offers „Bearbeiten“ as well, beside „Auf der Karte zeigen“, also on the phone.
  await page.setViewportSize({ width: 375, height: 812 });
  await mapPanel(page).getByRole('group', { name: 'Ansicht der Einträge' }).getByText('Liste', { exact: true }).click();
  const list = mapPanel(page).getByRole('region', { name: 'Einträge der Karte' });
  await expect(list.getByRole('button', { name: / bearbeiten$/ })).toHaveCount(2);
  await list.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'edit-entry-list-phone', false);
});

test('a citizen changes their entry from „Meine Beiträge“ on the phone, until the officer takes it up', async ({ page, server }) => {
  const { layer } = await demoLayer(server);
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  const citizen = await createCitizen(server, CITIZEN);
  const own = await citizen.ok(citizen.post<Point>('/gis/point', { Layer: layer.ID, Latitude: 51.31, Longitude: 9.45, Attributes: answers('Carlabach') }), 'point');

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/#/login');
  await loginViaScreen(page, CITIZEN.Email, CITIZEN.Password);
  await expect(page.getByRole('main').getByLabel('Email Adresse')).toHaveCount(0);
  await page.goto('/#/meine-beitraege');
  const mine = page.getByRole('region', { name: 'Meine Einträge (1)' });
  await mine.getByRole('link', { name: 'Eintrag „Carlabach“ bearbeiten' }).click();

  const form = editForm(page);
  await expect(form.getByRole('heading', { name: 'Eintrag bearbeiten: Trüb' })).toBeFocused();
  await form.getByRole('button', { name: 'Weiter' }).click();
  await form.getByRole('button', { name: 'Weiter' }).click();
  await expect(form.getByText('Schritt 3 von 3')).toBeVisible();
  const description = form.getByLabel('Beschreiben Sie Ihre Beobachtung.');
  await expect(description).toHaveValue('Eintrag zum Bearbeiten.');
  await description.fill('Seit heute Schaum am Ufer.');
  expect(await axeViolations(page, 'section.map-panel')).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await form.getByRole('heading').evaluate((heading) => heading.scrollIntoView({ block: 'center' }));
  await saveScreenshot(page, 'edit-entry-phone', false);
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(alertArea(page).getByText('Eintrag gespeichert.')).toBeVisible();
  // On the phone the saved entry shows as its card; „Details“ shows all its answers.
  await mapPanel(page).getByRole('article').getByRole('button', { name: 'Details zu diesem Eintrag' }).click();
  await expect(mapPanel(page).getByRole('article')).toContainText('Seit heute Schaum am Ufer.');
  expect((await stored(server, layer.ID, own.ID)).Attributes.Beschreibung).toEqual({ DataType: 'text_multi', Value: 'Seit heute Schaum am Ufer.' });

  // Taken up by the officer: on the next visit „Bearbeiten“ is gone, in „Meine Beiträge“ and in
  // the details.
  await admin.ok(admin.put(`/gis/point/${own.ID}/status`, { Status: 'bearbeitung' }), 'status');
  await page.goto('/#/meine-beitraege');
  await page.reload();
  await expect(mine).toContainText('Status: In Bearbeitung');
  await expect(mine.getByRole('link', { name: /bearbeiten$/ })).toHaveCount(0);
  await mine.getByRole('link', { name: 'Zur Karte' }).click();
  await expect(mapPanel(page).getByRole('article')).toContainText('Carlabach');
  await mapPanel(page).getByRole('article').getByRole('button', { name: 'Details zu diesem Eintrag' }).click();
  await expect(mapPanel(page).getByRole('article')).toContainText('Seit heute Schaum am Ufer.');
  await expect(mapPanel(page).getByRole('button', { name: /bearbeiten$/ })).toHaveCount(0);
});

test('keyboard only: the edit form is reached, the marker put in the map\'s centre, the change saved', async ({ page, server }) => {
  const { workspace, layer } = await demoLayer(server);
  const visitorApi = server.api();
  const point = await visitorApi.ok(visitorApi.post<Point>('/gis/point', { Layer: layer.ID, Latitude: 51.32, Longitude: 9.44, Attributes: answers('Tastenteich') }), 'point');
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/#\/admin$/);
  await page.goto(`/#/map?workspace=${workspace.ID}&layer=${layer.ID}&punkt=${point.ID}`);
  const detail = mapPanel(page).getByRole('article');
  await expect(detail).toContainText('Tastenteich');

  await tabTo(page, detail.getByRole('button', { name: 'Eintrag „Tastenteich“ bearbeiten' }));
  await page.keyboard.press('Enter');
  const form = editForm(page);
  await expect(form.getByRole('heading', { name: 'Eintrag bearbeiten: Trüb' })).toBeFocused();
  for (const [width, height] of [[375, 812], [1280, 800]] as const) {
    await page.setViewportSize({ width, height });
    expect(await axeViolations(page, 'section.map-panel')).toEqual([]);
  }
  // The map shows all the layer's entries: its centre is not this entry's place.
  await tabTo(page, form.getByRole('button', { name: 'Marker in der Kartenmitte setzen' }));
  await page.keyboard.press('Enter');
  await tabTo(page, form.getByLabel(/Wie heißt das Gewässer/));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Tastensee');
  await tabTo(page, form.getByRole('button', { name: 'Speichern' }));
  await page.keyboard.press('Enter');
  await expect(alertArea(page).getByText('Eintrag gespeichert.')).toBeVisible();
  expect(await hasFocus(detail.getByRole('heading', { name: 'Trüb' }))).toBe(true);

  const after = await stored(server, layer.ID, point.ID);
  expect(after.Attributes.Gewaessername).toEqual({ DataType: 'text', Value: 'Tastensee' });
  expect([after.Latitude, after.Longitude]).not.toEqual([point.Latitude, point.Longitude]);
});

test('on a map with pre-moderation a citizen\'s change of an approved entry waits for approval again (1280 and 375 px)', async ({ page, server }) => {
  const { workspace, layer: demo } = await demoLayer(server);
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  const layer = await admin.ok(admin.post<Layer>('/gis/layer', {
    Workspace: workspace.ID, Name: 'Geprüfte Beobachtungen', Public: true, Editable: true, Premoderation: true, Schema: demo.Schema,
  }), 'layer');
  const author = { Name: 'Paula Prüfling', Email: 'paula@example.org', Password: 'Paula-Wiese-Kiesel-8' };
  const citizen = await createCitizen(server, author);
  const own = await citizen.ok(citizen.post<Point>('/gis/point', { Layer: layer.ID, Latitude: 51.31, Longitude: 9.45, Attributes: answers('Paulabach') }), 'point');
  await admin.ok(admin.post('/gis/moderation/show', { PointID: own.ID }), 'approve');

  await page.goto('/#/login');
  await loginViaScreen(page, author.Email, author.Password);
  for (const [width, height, text] of [[1280, 800, 'Schaum am Ufer.'], [375, 812, 'Der Schaum ist weg.']] as const) {
    await page.setViewportSize({ width, height });
    expect((await stored(server, layer.ID, own.ID)).Moderation).toBeNull();
    await page.goto('/#/meine-beitraege');
    await page.reload();
    await page.getByRole('region', { name: 'Meine Einträge (1)' }).getByRole('link', { name: 'Eintrag „Paulabach“ bearbeiten' }).click();
    const form = editForm(page);
    await form.getByRole('button', { name: 'Weiter' }).click();
    await form.getByRole('button', { name: 'Weiter' }).click();
    await form.getByLabel('Beschreiben Sie Ihre Beobachtung.').fill(text);
    await form.getByRole('button', { name: 'Speichern' }).click();
    await expect(alertArea(page).getByText('Eintrag gespeichert. Die Änderung wird erst nach Prüfung durch das Projektteam veröffentlicht.')).toBeVisible();
    const details = mapPanel(page).getByRole('article');
    // The phone's card says that the change waits; „Details“ shows the changed answer.
    await expect(details).toContainText('Wartet auf Freigabe');
    if (width < 576) await details.getByRole('button', { name: 'Details zu diesem Eintrag' }).click();
    await expect(details).toContainText(text);
    await expect(details).toContainText('Wartet auf Freigabe');
    expect(await axeViolations(page, 'section.map-panel')).toEqual([]);
    await saveScreenshot(page, `edit-entry-pending${width < 576 ? '-phone' : ''}`, false);
    // Gone from the public map until the officer approves it again.
    expect((await layerPoints(server, layer.ID)).map((p) => p.ID)).not.toContain(own.ID);
    await admin.ok(admin.post('/gis/moderation/show', { PointID: own.ID }), 'approve again');
    expect((await stored(server, layer.ID, own.ID)).Attributes.Beschreibung).toEqual({ DataType: 'text_multi', Value: text });
  }
});
