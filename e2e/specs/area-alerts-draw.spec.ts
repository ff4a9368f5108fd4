/** Drawn areas of area alerts (docs/product.md §24.2): on „Benachrichtigung für ein Gebiet“ a
 *  citizen without an account chooses „Gebiet zeichnen“, moves the map to her street with the
 *  address search (a local peer answers like Nominatim; the machine is offline) and draws the
 *  area with Leaflet-Geoman: at 1280 px by mouse clicks, closing on the first corner and then
 *  dragging a corner; at 375 px by taps of a touch screen and „Fertig“. The corners fill the
 *  textarea „Ecken als Koordinaten“, the size shows in km². After the mailed confirmation (a real
 *  SMTP peer) an entry inside the drawn area brings a mail and one outside none. The keyboard's
 *  way: corners typed into the textarea, a crossing area refused with the server's message at the
 *  field. A tap on the map sets a circle's centre. A district's boundary, found by the address
 *  search, is taken as the area. axe clean, screenshots at both widths. */
import http from 'node:http';
import type { Locator, Page } from '@playwright/test';
import type { Point } from '@mitmachkarte/contract';
import type { SmtpPeer } from '../../server/test/smtp-peer.js';
import { demoAnswers, demoLayer, expect, saveScreenshot, test, type E2eServer } from './fixtures.js';
import { axeViolations } from './page-checks.js';

const PEER_PORT = 48_000 + ((process.pid + 500) % 1000);
const WEHR = { lat: 51.315, lon: 9.48 };

test.use({ mail: true, serverEnv: { GEOCODER_URL: `http://127.0.0.1:${PEER_PORT}` } });

let peer: http.Server;
test.beforeAll(async () => {
  peer = http.createServer((req, res) => {
    const q = new URL(req.url ?? '/', 'http://peer').searchParams.get('q') ?? '';
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(q === 'Wehrviertel' ? [{
      // A district as Nominatim answers it with polygon_geojson=1: about 220 × 220 m around Am Wehr.
      display_name: 'Wehrviertel, Kassel, Hessen, Deutschland', lat: String(WEHR.lat), lon: String(WEHR.lon),
      boundingbox: ['51.314', '51.316', '9.4785', '9.4815'],
      geojson: { type: 'Polygon', coordinates: [[[9.4785, 51.314], [9.4815, 51.314], [9.4815, 51.316], [9.4785, 51.316], [9.4785, 51.314]]] },
    }] : q.includes('Wehr') ? [{
      display_name: 'Am Wehr, Kassel, Hessen, 34117, Deutschland', lat: String(WEHR.lat), lon: String(WEHR.lon),
      boundingbox: ['51.3148', '51.3152', '9.4795', '9.4805'],
    }] : []));
  });
  await new Promise<void>((resolve) => peer.listen(PEER_PORT, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => peer.close(() => resolve())));

/** Opens the form of the demo project with „Gebiet zeichnen“ and the map at Am Wehr (zoom 17:
 *  about 0.75 m a pixel, so that 100 px are some 75 m). */
async function openDrawing(page: Page, server: E2eServer) {
  const { workspace, layer } = await demoLayer(server);
  await page.addInitScript(() => window.localStorage.setItem('cookie-accepted', 'true'));
  await page.goto(`/#/projekt/${workspace.ID}/benachrichtigen`);
  await expect(page.getByRole('heading', { level: 1, name: 'Benachrichtigung für ein Gebiet' })).toBeVisible();
  await page.getByLabel('Gebiet zeichnen').check();
  await page.getByLabel('Adresse suchen').fill('Am Wehr');
  await page.getByRole('button', { name: 'Suchen' }).click();
  await page.getByRole('button', { name: /^Am Wehr, Kassel/ }).click();
  await expect(page.getByText('Die Karte zeigt jetzt: Am Wehr, Kassel, Hessen, 34117, Deutschland')).toBeVisible();
  const map = page.getByRole('region', { name: 'Karte des Gebiets' });
  await expect(map).toHaveAttribute('tabindex', '0');
  // Leaflet has settled on zoom 17 after its animation.
  await page.waitForTimeout(600);
  return { workspace, layer, map };
}

/** Starts drawing and answers the corners of a square of 200 × 200 px (about 150 m) around Am Wehr,
 *  in the viewport as the map lies after the page scrolled to „Zeichnen“: north-west, north-east,
 *  south-east, south-west. */
async function startDrawing(page: Page, map: Locator, touch: boolean) {
  const draw = page.getByRole('button', { name: 'Zeichnen', exact: true });
  await (touch ? draw.tap() : draw.click());
  await expect(page.getByRole('button', { name: 'Fertig' })).toBeVisible();
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  return [[-100, -100], [100, -100], [100, 100], [-100, 100]].map(([dx, dy]) => ({ x: centre.x + dx!, y: centre.y + dy! }));
}

/** Confirms the alert by the mailed link and answers the subject of the confirmation. */
async function confirmByMail(page: Page, mailbox: SmtpPeer, to: string) {
  const confirmation = await mailbox.waitForMail(to, 1);
  const link = /http:\/\/127\.0\.0\.1:\d+\/#\/gebietsbenachrichtigung\/bestaetigen\/\S+/.exec(confirmation.text ?? '')![0];
  await page.goto(link);
  await page.getByRole('button', { name: 'Ja, Benachrichtigung bestätigen' }).click();
  await expect(page.getByRole('status').getByText('Die Benachrichtigung ist bestätigt. Sie erhalten ab jetzt E-Mails.')).toBeVisible();
  return confirmation.subject;
}

/** An entry of the demo layer at `lat`, `lng`, made by an anonymous visitor over the API. */
const entry = (server: E2eServer, layerId: string, name: string, lat: number, lng: number) => {
  const api = server.api();
  return api.ok(api.post<Point>('/gis/point', { Layer: layerId, Latitude: lat, Longitude: lng, Attributes: demoAnswers(name, 'Schaum am Wehr.') }), 'POST /gis/point');
};

test('at 1280 px a citizen draws the area with the mouse, moves a corner, and hears of an entry inside only', async ({ page, server, mailbox }) => {
  const CITIZEN = 'zeichnerin@example.org';
  await page.setViewportSize({ width: 1280, height: 900 });
  const { layer, map } = await openDrawing(page, server);
  await expect(page.getByText('Noch kein Gebiet gezeichnet.')).toBeVisible();
  const corners = await startDrawing(page, map, false);
  for (const c of corners) await page.mouse.click(c.x, c.y);
  // A click on the first corner closes the area.
  await page.mouse.click(corners[0]!.x, corners[0]!.y);
  const field = page.getByLabel('Ecken als Koordinaten');
  await expect(field).toHaveValue(/^51,315\d*, 9,47\d+\n51,315\d*, 9,48\d+\n51,314\d*, 9,48\d+\n51,314\d*, 9,47\d+$/);
  await expect(page.getByText(/^Gezeichnetes Gebiet: 0,02 km², 4 Ecken$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Neu zeichnen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zeichnung löschen' })).toBeVisible();

  // Dragging the south-east corner 60 px further out makes the area larger.
  const before = await field.inputValue();
  const se = corners[2]!;
  await page.mouse.move(se.x, se.y);
  await page.mouse.down();
  await page.mouse.move(se.x + 30, se.y + 30, { steps: 5 });
  await page.mouse.move(se.x + 60, se.y + 60, { steps: 5 });
  await page.mouse.up();
  await expect(field).not.toHaveValue(before);
  await expect(page.getByText(/^Gezeichnetes Gebiet: 0,0\d km², 4 Ecken$/)).toBeVisible();

  await page.getByLabel('Ihre E-Mail-Adresse').fill(CITIZEN);
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'area-alert-drawn-desktop');
  await page.getByRole('button', { name: 'Benachrichtigung einrichten' }).click();
  await expect(page.getByRole('status').getByText('Fast geschafft: Bitte bestätigen Sie die Benachrichtigung mit dem Link, den wir Ihnen per E-Mail geschickt haben.')).toBeVisible();

  const confirmation = await confirmByMail(page, mailbox, CITIZEN);
  // 250 m north of Am Wehr: outside; Am Wehr itself: inside.
  await entry(server, layer.ID, 'Draußen', WEHR.lat + 0.00225, WEHR.lon);
  await entry(server, layer.ID, 'Drinnen', WEHR.lat, WEHR.lon);
  const news = await mailbox.waitForMail(CITIZEN, 2);
  expect(news.subject).toBe('Neuer Eintrag in Ihrem Gebiet: „Drinnen“');
  await page.waitForTimeout(1500);
  expect(mailbox.mailsTo(CITIZEN).map((m) => m.subject)).toEqual([confirmation, news.subject]);
});

test('a citizen takes a district\'s boundary from the address search and hears of an entry inside only', async ({ page, server, mailbox }) => {
  const CITIZEN = 'viertel@example.org';
  const { workspace, layer } = await demoLayer(server);
  await page.addInitScript(() => window.localStorage.setItem('cookie-accepted', 'true'));
  await page.goto(`/#/projekt/${workspace.ID}/benachrichtigen`);
  await page.getByLabel('Gebiet zeichnen').check();
  await page.getByLabel('Adresse suchen').fill('Wehrviertel');
  await page.getByRole('button', { name: 'Suchen' }).click();
  await page.getByRole('button', { name: /^Wehrviertel, Kassel/ }).click();
  await page.getByRole('button', { name: 'Grenze von „Wehrviertel, Kassel, Hessen, Deutschland“ als Gebiet übernehmen' }).click();
  await expect(page.getByLabel('Ecken als Koordinaten')).toHaveValue('51,314, 9,4785\n51,314, 9,4815\n51,316, 9,4815\n51,316, 9,4785');
  await expect(page.getByText('Gezeichnetes Gebiet: 0,05 km², 4 Ecken')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Karte des Gebiets' }).locator('.leaflet-overlay-pane path')).toHaveCount(1);
  await page.getByLabel('Ihre E-Mail-Adresse').fill(CITIZEN);
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'area-alert-district-desktop');
  await page.getByRole('button', { name: 'Benachrichtigung einrichten' }).click();
  await expect(page.getByRole('status').getByText(/^Fast geschafft/)).toBeVisible();

  const confirmation = await confirmByMail(page, mailbox, CITIZEN);
  // 300 m north: outside; Am Wehr: inside.
  await entry(server, layer.ID, 'Nördlich', WEHR.lat + 0.0027, WEHR.lon);
  await entry(server, layer.ID, 'Im Viertel', WEHR.lat, WEHR.lon);
  const news = await mailbox.waitForMail(CITIZEN, 2);
  expect(news.subject).toBe('Neuer Eintrag in Ihrem Gebiet: „Im Viertel“');
  await page.waitForTimeout(1500);
  expect(mailbox.mailsTo(CITIZEN).map((m) => m.subject)).toEqual([confirmation, news.subject]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('at 375 px a citizen draws the area with taps and „Fertig“ and hears of an entry inside only', async ({ page, server, mailbox }) => {
    const CITIZEN = 'tipperin@example.org';
    const { layer, map } = await openDrawing(page, server);
    const corners = await startDrawing(page, map, true);
    // Tapped relative to the map, which Playwright keeps in view (the page may scroll between taps).
    const box = (await map.boundingBox())!;
    const tapCorner = (c: { x: number; y: number }) => map.tap({ position: { x: c.x - box.x, y: c.y - box.y } });
    for (const c of corners.slice(0, 2)) await tapCorner(c);
    // Two corners make no area: „Fertig“ says so and drawing goes on.
    await page.getByRole('button', { name: 'Fertig' }).tap();
    await expect(page.getByRole('status').filter({ hasText: 'Bitte setzen Sie mindestens 3 Ecken.' })).toBeVisible();
    for (const c of corners.slice(2)) await tapCorner(c);
    await page.getByRole('button', { name: 'Fertig' }).tap();
    const field = page.getByLabel('Ecken als Koordinaten');
    await expect(field).toHaveValue(/^(.+\n){3}.+$/);
    await expect(page.getByText(/^Gezeichnetes Gebiet: 0,02 km², 4 Ecken$/)).toBeVisible();
    await page.getByLabel('Ihre E-Mail-Adresse').fill(CITIZEN);
    expect(await axeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'area-alert-drawn-phone');
    await page.getByRole('button', { name: 'Benachrichtigung einrichten' }).tap();
    await expect(page.getByRole('status').getByText(/^Fast geschafft/)).toBeVisible();

    const confirmation = await confirmByMail(page, mailbox, CITIZEN);
    // 200 m east: outside; 30 m north of Am Wehr: inside.
    await entry(server, layer.ID, 'Östlich draußen', WEHR.lat, WEHR.lon + 0.003);
    await entry(server, layer.ID, 'Am Ufer', WEHR.lat + 0.0003, WEHR.lon);
    const news = await mailbox.waitForMail(CITIZEN, 2);
    expect(news.subject).toBe('Neuer Eintrag in Ihrem Gebiet: „Am Ufer“');
    await page.waitForTimeout(1500);
    expect(mailbox.mailsTo(CITIZEN).map((m) => m.subject)).toEqual([confirmation, news.subject]);
  });

  test('a tap on the map sets the centre of the circle', async ({ page, server }) => {
    const { workspace } = await demoLayer(server);
    await page.addInitScript(() => window.localStorage.setItem('cookie-accepted', 'true'));
    await page.goto(`/#/projekt/${workspace.ID}/benachrichtigen`);
    await expect(page.getByLabel('Kreis um einen Ort')).toBeChecked();
    await expect(page.getByText('Noch kein Ort gewählt.')).toBeVisible();
    const map = page.getByRole('region', { name: 'Karte des Gebiets' });
    await map.tap({ position: { x: 150, y: 150 } });
    await expect(page.getByText(/^Mittelpunkt: Punkt auf der Karte \(\d+,\d+, \d+,\d+\)$/)).toBeVisible();
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);
    // The circle (the demo project has no boundary, which would be a path too).
    await expect(map.locator('.leaflet-overlay-pane path')).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'area-alert-tapped-centre-phone', false);
  });

  test('with the keyboard the corners are typed; a crossing area is refused with the server\'s message at the field', async ({ page, server }) => {
    const { workspace } = await demoLayer(server);
    await page.addInitScript(() => window.localStorage.setItem('cookie-accepted', 'true'));
    await page.goto(`/#/projekt/${workspace.ID}/benachrichtigen`);
    await page.getByLabel('Gebiet zeichnen').focus();
    await page.keyboard.press('Space');
    await expect(page.getByLabel('Gebiet zeichnen')).toBeChecked();
    const field = page.getByLabel('Ecken als Koordinaten');
    await field.focus();
    // A lopsided bow tie: its first and third edges cross (a symmetric one would have no area).
    await page.keyboard.type('51,314, 9,479\n51,316, 9,481\n51,314, 9,481\n51,315, 9,479');
    await expect(page.getByText(/^Gezeichnetes Gebiet: 0,\d+ km², 4 Ecken$/)).toBeVisible();
    await page.getByLabel('Ihre E-Mail-Adresse').fill('tastatur@example.org');
    await page.getByRole('button', { name: 'Benachrichtigung einrichten' }).focus();
    await page.keyboard.press('Enter');
    await expect(field).toHaveAccessibleDescription(/Die gezeichnete Fläche überschneidet sich selbst\./);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'area-alert-typed-refused-phone');

    await field.fill('51,314, 9,479\n51.314, 9.481\n51,316 9,481\n51,316; 9,479');
    await expect(page.getByText('Gezeichnetes Gebiet: 0,03 km², 4 Ecken')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'false');
    await page.getByRole('button', { name: 'Benachrichtigung einrichten' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').getByText(/^Fast geschafft/)).toBeVisible();
  });
});
