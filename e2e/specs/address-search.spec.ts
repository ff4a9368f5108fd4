/** The maps' address search (docs/product.md §17.1) on a phone: a citizen types a street of
 *  Göttingen, chooses the place, and the map shows it at street level. The server asks a local
 *  peer that answers like Nominatim's /search (the machine is offline); which tiles the map then
 *  loads proves where it went. axe clean with the results open. */
import http from 'node:http';
import { expect, mapElement, saveScreenshot, test } from './fixtures.js';
import { axeViolations, serveLocalTiles } from './page-checks.js';

/** A port of this worker for the peer; the server learns it from GEOCODER_URL at its start. */
const PEER_PORT = 47_000 + (process.pid % 1000);
const MARKT = { lat: 51.5335, lon: 9.9355 };

test.use({ viewport: { width: 375, height: 812 }, serverEnv: { GEOCODER_URL: `http://127.0.0.1:${PEER_PORT}` } });

let peer: http.Server;
const asked: string[] = [];
test.beforeAll(async () => {
  peer = http.createServer((req, res) => {
    const q = new URL(req.url ?? '/', 'http://peer').searchParams.get('q') ?? '';
    asked.push(q);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(q.includes('Göttingen') ? [{
      display_name: 'Markt, Innenstadt, Göttingen, Niedersachsen, 37073, Deutschland', lat: String(MARKT.lat), lon: String(MARKT.lon),
      boundingbox: ['51.5332', '51.5338', '9.9350', '9.9360'],
    }] : []));
  });
  await new Promise<void>((resolve) => peer.listen(PEER_PORT, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => peer.close(() => resolve())));

/** The slippy-map tile (OSM scheme) that holds the position at `zoom`. */
function tileOf(lat: number, lng: number, zoom: number): string {
  const n = 2 ** zoom;
  const rad = (lat * Math.PI) / 180;
  const x = Math.floor(((lng + 180) / 360) * n);
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  return `/${zoom}/${x}/${y}.png`;
}

test('a citizen finds a street of another town and the map shows it at street level', async ({ page }) => {
  await serveLocalTiles(page);
  const tiles: string[] = [];
  page.on('request', (r) => { if (/\/\d+\/\d+\/\d+\.png/.test(r.url())) tiles.push(new URL(r.url()).pathname); });
  await page.goto('/#/map');
  await expect(mapElement(page)).toBeVisible();
  const panel = page.locator('section.map-panel');
  await panel.getByLabel('Adresse suchen').fill('Markt Göttingen');
  await panel.getByRole('button', { name: 'Suchen' }).click();
  await expect(panel.getByText('1 Ort gefunden. Bitte wählen Sie ihn aus.')).toBeVisible();
  expect(asked).toEqual(['Markt Göttingen']);
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'address-search-results-phone', false);
  await panel.getByRole('button', { name: /^Markt, Innenstadt, Göttingen/ }).click();
  await expect(panel.getByText('Die Karte zeigt jetzt: Markt, Innenstadt, Göttingen, Niedersachsen, 37073, Deutschland')).toBeVisible();
  await expect.poll(() => tiles.includes(tileOf(MARKT.lat, MARKT.lon, 17))).toBe(true);
  await saveScreenshot(page, 'address-search-chosen-phone', false);
});
