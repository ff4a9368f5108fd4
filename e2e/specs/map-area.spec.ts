/** The map area of a project (docs/product.md §17.1), as an officer and a citizen meet it: in the
 *  workspace manager the officer loads the town's outline from a GeoJSON file, takes the map's view
 *  as the start view and saves; the map app then opens there with the outline drawn, and an entry
 *  placed outside it is refused in plain German before anything is sent, while one inside is
 *  saved. axe clean at 1280 and 375 px. */
import type { Workspace } from '@mitmachkarte/contract';
import { ADMIN, expect, layerPoints, demoLayer, loginViaScreen, mapElement, saveScreenshot, test } from './fixtures.js';
import { alertArea, axeViolations } from './page-checks.js';

const ring = (lng0: number, lat0: number, lng1: number, lat1: number) => [[lng0, lat0], [lng1, lat0], [lng1, lat1], [lng0, lat1], [lng0, lat0]];
/** A rectangle around Kassel's centre, as a town's GIS office would export it. */
const OUTLINE = {
  type: 'FeatureCollection',
  features: [{ type: 'Feature', properties: { name: 'Stadtgebiet' }, geometry: { type: 'Polygon', coordinates: [ring(9.44, 51.29, 9.51, 51.34)] } }],
};

test('an officer sets the map area; the map opens there and refuses entries outside it', async ({ page, browser, server }) => {
  const { workspace, layer } = await demoLayer(server);
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/#\/admin$/);
  await page.goto('/#/workspaces');
  await page.getByRole('list', { name: 'Liste der Projekte' }).getByRole('button', { name: /^Gewässer-App/ }).click();
  await page.getByRole('navigation', { name: 'Bereiche des Projekts' }).getByRole('link', { name: 'Gebiet' }).click();
  const area = page.getByRole('region', { name: 'Kartenausschnitt und Projektgebiet' });
  await expect(area.getByText('Kein Projektgebiet: Einträge sind überall möglich.')).toBeVisible();
  await area.getByLabel('Projektgebiet aus GeoJSON-Datei laden', { exact: true }).setInputFiles({
    name: 'stadtgebiet.geojson', mimeType: 'application/geo+json', buffer: Buffer.from(JSON.stringify(OUTLINE)),
  });
  await expect(area.getByText('Projektgebiet: umrandete Fläche mit 4 Eckpunkten')).toBeVisible();
  await expect(area.locator('.leaflet-overlay-pane path')).toHaveCount(1);
  await area.getByRole('button', { name: 'Aktuellen Kartenausschnitt übernehmen' }).click();
  await expect(area.getByText(/^Start: 51,3\d*° N, 9,4\d*° O, Zoomstufe \d+$/)).toBeVisible();
  await expect(area.getByText('Geändert – wird mit „Speichern“ übernommen.')).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);
  await area.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'map-area-manager', false);
  await page.getByRole('region', { name: /^Projekt Gewässer-App/ }).getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(alertArea(page).getByText('Das Projekt wurde erfolgreich gespeichert.')).toBeVisible();

  const api = server.api();
  const saved = await api.ok(api.get<Workspace>(`/gis/workspace/${workspace.ID}`), 'workspace');
  expect(saved.Boundary).toEqual(OUTLINE.features[0]!.geometry);
  expect(saved.MapView).toMatchObject({ Lat: expect.closeTo(51.315, 1), Lng: expect.closeTo(9.475, 1) });

  // A citizen's map opens at the start view with the outline.
  const visitor = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 375, height: 812 } });
  const phone = await visitor.newPage();
  await phone.addInitScript(() => window.localStorage.setItem('cookie-accepted', 'true'));
  await phone.goto('/#/map');
  await expect(phone.getByRole('heading', { level: 1, name: 'Gewässerbeobachtungen' })).toBeVisible();
  await expect(mapElement(phone).locator('.leaflet-overlay-pane path')).toHaveCount(1);
  expect(await axeViolations(phone, 'section.map-panel')).toEqual([]);
  await saveScreenshot(phone, 'map-area-phone', false);

  // Far away from the town the entry is refused before anything is sent.
  const before = (await layerPoints(server, layer.ID)).length;
  const map = mapElement(phone);
  const box = (await map.boundingBox())!;
  for (let i = 0; i < 4; i++) {
    // In the upper quarter: the sheet lies over the map's lower half.
    await phone.mouse.move(box.x + box.width - 20, box.y + box.height / 4);
    await phone.mouse.down();
    await phone.mouse.move(box.x + 20, box.y + box.height / 4, { steps: 8 });
    await phone.mouse.up();
  }
  const panel = phone.locator('section.map-panel');
  await panel.getByRole('button', { name: 'Neuer Eintrag' }).click();
  const chooser = phone.getByRole('dialog', { name: 'Kategorie wählen' });
  await chooser.getByRole('button', { name: /^Gewässerzustand/ }).click();
  await chooser.getByRole('button', { name: 'Trüb', exact: true }).click();
  // On the phone the place is chosen with the cross-hair in the middle of the map and „Hier“.
  await phone.getByRole('button', { name: 'Hier', exact: true }).click();
  await panel.getByLabel('Wie heißt das Gewässer?').fill('Fernbach');
  await panel.getByRole('group', { name: /^Um welche Art von Gewässer/ }).getByRole('radio', { name: 'Bach', exact: true }).check();
  await panel.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(alertArea(phone).getByText('Der Punkt liegt außerhalb des Projektgebiets. Bitte setzen Sie ihn innerhalb des Gebiets, das auf der Karte umrandet ist.')).toBeVisible();
  expect((await layerPoints(server, layer.ID)).length).toBe(before);
  await visitor.close();
});
