/** The quick start „Neues Projekt“ (docs/product.md §17.6), as a town other than Kassel
 *  uses it, at 1280×800 and at 375×812: an officer of Göttingen (holding only `project`) starts
 *  from „Meine Projekte“, names the project, loads the town's outline from a GeoJSON file, takes
 *  the map's view as the start view, chooses the „Mängelmelder“, invites a colleague and ends on
 *  the project's page; the test counts her clicks (at most 10). The colleague's invitation arrives
 *  at a real SMTP peer. Then a citizen on her phone follows „Mitmachen“, records a defect where the
 *  map opens, inside Göttingen, and one far outside is refused. axe clean on every step;
 *  screenshots of every step. The whole flow also works with the keyboard alone. */
import type { Layer, Workspace } from '@mitmachkarte/contract';
import type { Locator } from '@playwright/test';
import { ADMIN, createCitizen, expect, layerPoints, loginViaScreen, mapElement, mapPanel, saveScreenshot, test } from './fixtures.js';
import { focusIsVisible, tabTo } from './keyboard.js';
import { alertArea, axeViolations } from './page-checks.js';

test.use({ mail: true });

const ring = (lng0: number, lat0: number, lng1: number, lat1: number) => [[lng0, lat0], [lng1, lat0], [lng1, lat1], [lng0, lat1], [lng0, lat0]];
/** Göttingen's town area, roughly, as its GIS office would export it. */
const OUTLINE = {
  type: 'FeatureCollection',
  features: [{ type: 'Feature', properties: { name: 'Stadt Göttingen' }, geometry: { type: 'Polygon', coordinates: [ring(9.85, 51.48, 10.05, 51.6)] } }],
};
const inGoettingen = (lat: number, lng: number) => lat > 51.48 && lat < 51.6 && lng > 9.85 && lng < 10.05;

for (const [size, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 375, height: 812 }]] as const) {
  test(`an officer of Göttingen sets up a participation in at most 10 clicks; a citizen records in its area (${size})`, async ({ page, browser, server, mailbox }) => {
    const officer = { Name: 'Gesa Göttinger', Email: `gesa.${size}@goettingen.example`, Password: 'Leine-Ufer-Sicher-26' };
    const colleague = `tom.${size}@goettingen.example`;
    const title = `Gefahrenstellen in Göttingen melden (${size})`;
    const admin = server.api();
    await admin.login(ADMIN.email, ADMIN.password);
    const group = await admin.ok(admin.post<{ ID: string }>('/admin/group', { Name: `Stadt Göttingen ${size}`, Permissions: [{ Name: 'project' }] }), 'group');
    await admin.ok(admin.post('/admin/user', { ...officer, Active: true, Groups: [{ ID: group.ID }], Attributes: [] }), 'officer');

    await page.setViewportSize(viewport);
    await page.goto('/#/login');
    await loginViaScreen(page, officer.Email, officer.Password);
    await page.goto('/#/meine-projekte');

    // Every click of the officer from „Meine Projekte“ to the project page; typing does not count.
    let clicks = 0;
    const click = async (target: Locator) => {
      clicks++;
      await target.click();
    };
    const main = page.getByRole('main');
    const next = main.getByRole('button', { name: 'Weiter' });
    /** axe on settled colours, no sideways scrolling (WCAG 1.4.10) and a screenshot. */
    const check = async (name: string) => {
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `quick-start-${name}-${size}`);
    };
    /** A new step: its heading has the focus. */
    const step = async (name: string, heading: string) => {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeFocused();
      await check(name);
    };

    await click(main.getByRole('link', { name: 'Neues Projekt' }));
    await expect(main.getByRole('heading', { level: 1, name: 'Neues Projekt' })).toBeVisible();
    await expect(main.getByRole('list', { name: 'Schritte' }).locator('[aria-current="step"]')).toHaveText('1. Projekt');
    await main.getByLabel('Titel des Projekts').fill(title);
    await main.getByLabel('Kurze Beschreibung (freiwillig)').fill('Wo ist es auf dem Rad gefährlich? Markieren Sie die Stelle auf der Karte.');
    await check('1-projekt');
    await click(next);

    await step('2-gebiet', 'Wo liegt das Projekt?');
    const area = main.getByRole('region', { name: 'Kartenausschnitt und Projektgebiet' });
    const fileChooser = page.waitForEvent('filechooser');
    await click(area.getByRole('button', { name: 'Projektgebiet aus GeoJSON-Datei laden' }));
    await (await fileChooser).setFiles({ name: 'stadt-goettingen.geojson', mimeType: 'application/geo+json', buffer: Buffer.from(JSON.stringify(OUTLINE)) });
    clicks++; // choosing the file in the browser's dialog
    await expect(area.getByText('Projektgebiet: umrandete Fläche mit 4 Eckpunkten')).toBeVisible();
    await click(area.getByRole('button', { name: 'Aktuellen Kartenausschnitt übernehmen' }));
    await expect(area.getByText(/^Start: 51,5\d*° N, 9,9\d*° O, Zoomstufe \d+$/)).toBeVisible();
    await check('2-gebiet-gewaehlt');
    await click(next);

    await step('3-fragebogen', 'Was sollen Bürgerinnen und Bürger eintragen?');
    await click(main.getByRole('radio', { name: 'Mängelmelder' }));
    await expect(main.getByLabel('Name der Karte')).toHaveValue('Mängelmelder');
    await click(next);

    await step('4-team', 'Wer sieht das Projekt, wer arbeitet mit?');
    await expect(main.getByRole('checkbox', { name: 'Öffentlich' })).toBeChecked();
    await expect(main.getByRole('checkbox', { name: 'Bürgerinnen und Bürger dürfen Einträge anlegen' })).toBeChecked();
    await main.getByLabel('E-Mail-Adressen für das Team (freiwillig)').fill(colleague);
    await expect(main.getByRole('region', { name: 'Das wird angelegt' })).toContainText('Eine Person wird ins Team eingeladen.');
    await check('4-team-ausgefuellt');
    await click(main.getByRole('button', { name: 'Projekt anlegen' }));

    // The project's page, with the success alert.
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(alertArea(page).getByText(`Das Projekt „${title}“ wurde mit seiner Karte und seinem Fragebogen angelegt. 1 Einladung wurde per E-Mail verschickt.`)).toBeVisible();
    const id = /#\/projekt\/([^/?]+)$/.exec(page.url())![1]!;
    await check('5-projektseite');
    console.log(`Quick start (${size}): ${clicks} clicks from „Meine Projekte“ to the project page.`);
    expect(clicks).toBeLessThanOrEqual(10);

    // What the API holds: the map area, one public, editable layer with the „Mängelmelder“.
    const api = server.api();
    await api.login(officer.Email, officer.Password);
    const ws = await api.ok(api.get<Workspace>(`/gis/workspace/${id}`), 'workspace');
    expect(ws).toMatchObject({ Name: title, Public: true, Editable: true, Boundary: OUTLINE.features[0]!.geometry });
    expect(inGoettingen(ws.MapView!.Lat, ws.MapView!.Lng)).toBe(true);
    const [layer, ...more] = await api.ok(api.get<Layer[]>(`/gis/layers/${id}`), 'layers');
    expect(more).toEqual([]);
    expect(layer).toMatchObject({ Name: 'Mängelmelder', Public: true, Editable: true });
    expect(layer!.Schema.Categories.map((c) => c.Label)).toEqual(['Schlagloch', 'Beleuchtung', 'Müll', 'Sonstiges']);

    // The colleague's invitation arrives.
    const mail = await mailbox.waitForMail(colleague);
    expect(mail.subject).toContain(`Sie wurden zum Projekt „${title}“ eingeladen`);

    // A citizen on her phone: „Mitmachen“ opens the map at the start view; a defect there is saved.
    const citizen = { Name: 'Paula Passantin', Email: `paula.${size}@example.org`, Password: 'Fahrrad-Fahren-2026' };
    await createCitizen(server, citizen);
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 375, height: 812 } });
    await context.addInitScript(() => window.localStorage.setItem('cookie-accepted', 'true'));
    const phone = await context.newPage();
    await phone.goto('/#/login');
    await loginViaScreen(phone, citizen.Email, citizen.Password);
    // She may not set up projects herself: no button, and the page says so.
    await phone.goto('/#/meine-projekte');
    await expect(phone.getByRole('main').getByText(/^Sie verwalten noch kein Projekt/)).toBeVisible();
    await expect(phone.getByRole('link', { name: 'Neues Projekt' })).toHaveCount(0);
    await phone.goto('/#/projekte/neu');
    await expect(phone.getByRole('main').getByText(/^Sie dürfen keine neuen Projekte anlegen/)).toBeVisible();
    await phone.goto(`/#/projekt/${id}`);
    await phone.getByRole('main').getByRole('link', { name: 'Mitmachen', exact: true }).click();
    await expect(phone.getByRole('heading', { level: 1, name: 'Mängelmelder' })).toBeVisible();
    await expect(mapElement(phone).locator('.leaflet-overlay-pane path')).toHaveCount(1);
    const panel = mapPanel(phone);
    const record = async (text: string) => {
      // On the phone „+ Eintrag“ floats over the map (the panel is a sheet, folded or not).
      await phone.getByRole('button', { name: 'Neuer Eintrag' }).and(phone.locator('.map-sheet-new')).click();
      await phone.getByRole('dialog', { name: 'Kategorie wählen' }).getByRole('button', { name: 'Schlagloch', exact: true }).click();
      // On the phone the place is chosen with the cross-hair in the middle of the map above the
      // folded sheet and „Hier“: the marker stands where the cross-hair was.
      const cross = (await phone.locator('.map-crosshair').boundingBox())!;
      await phone.getByRole('button', { name: 'Hier', exact: true }).click();
      const pin = (await mapElement(phone).locator('.map-new-marker').boundingBox())!;
      expect(Math.abs(pin.x + pin.width / 2 - (cross.x + cross.width / 2))).toBeLessThanOrEqual(2);
      expect(Math.abs(pin.y + pin.height - (cross.y + cross.height / 2))).toBeLessThanOrEqual(2);
      await panel.getByLabel('Was ist Ihnen aufgefallen?').fill(text);
      await panel.getByRole('button', { name: 'Speichern', exact: true }).click();
    };
    await record('Tiefes Schlagloch am Radweg.');
    await expect(alertArea(phone).getByText('Punkt erfolgreich gespeichert.')).toBeVisible();
    const [point] = await layerPoints(server, layer!.ID);
    expect(point).toBeDefined();
    expect(inGoettingen(point!.Latitude, point!.Longitude)).toBe(true);
    // In the middle of the start view left and right; above its centre by half the folded sheet.
    expect(Math.abs(point!.Longitude - ws.MapView!.Lng)).toBeLessThan(0.01);
    expect(point!.Latitude).toBeGreaterThan(ws.MapView!.Lat);
    expect(await axeViolations(phone)).toEqual([]);
    await saveScreenshot(phone, `quick-start-6-eintrag-${size}`, false);
    await phone.getByRole('button', { name: 'Bereich einklappen' }).click();
    await saveScreenshot(phone, `quick-start-6-eintrag-karte-${size}`, false);

    // Far outside the town the entry is refused before anything is sent.
    const box = (await mapElement(phone).boundingBox())!;
    for (let i = 0; i < 4; i++) {
      // In the upper quarter: the sheet lies over the map's lower part.
      await phone.mouse.move(box.x + box.width - 20, box.y + box.height / 4);
      await phone.mouse.down();
      await phone.mouse.move(box.x + 20, box.y + box.height / 4, { steps: 8 });
      await phone.mouse.up();
    }
    await record('Ganz woanders.');
    await expect(alertArea(phone).getByText('Der Punkt liegt außerhalb des Projektgebiets. Bitte setzen Sie ihn innerhalb des Gebiets, das auf der Karte umrandet ist.')).toBeVisible();
    expect(await layerPoints(server, layer!.ID)).toHaveLength(1);
    await saveScreenshot(phone, `quick-start-7-ausserhalb-${size}`, false);
    await phone.getByRole('button', { name: 'Bereich einklappen' }).click();
    await saveScreenshot(phone, `quick-start-7-ausserhalb-karte-${size}`, false);
    await context.close();
  });
}

test('the quick start works with the keyboard alone: Tab, arrow keys and Enter', async ({ page }) => {
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await page.goto('/#/projekte/neu');
  const main = page.getByRole('main');
  const title = main.getByLabel('Titel des Projekts');
  await tabTo(page, title);
  await page.keyboard.type('Ideen für den Marktplatz');
  await page.keyboard.press('Enter');
  await expect(main.getByRole('heading', { level: 2, name: 'Wo liegt das Projekt?' })).toBeFocused();
  const next = main.getByRole('button', { name: 'Weiter' });
  await tabTo(page, next);
  expect(await focusIsVisible(page)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(main.getByRole('heading', { level: 2, name: 'Was sollen Bürgerinnen und Bürger eintragen?' })).toBeFocused();
  await tabTo(page, main.getByRole('radio', { name: 'Mängelmelder' }));
  await page.keyboard.press('ArrowDown');
  await expect(main.getByRole('radio', { name: 'Ideen sammeln' })).toBeChecked();
  await expect(main.getByLabel('Name der Karte')).toHaveValue('Ideen');
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(main.getByRole('heading', { level: 2, name: 'Wer sieht das Projekt, wer arbeitet mit?' })).toBeFocused();
  await tabTo(page, main.getByRole('button', { name: 'Projekt anlegen' }));
  await page.keyboard.press('Enter');
  await expect(main.getByRole('heading', { level: 1, name: 'Ideen für den Marktplatz' })).toBeVisible();
  await expect(page).toHaveURL(/#\/projekt\/[^/?]+$/);
});
