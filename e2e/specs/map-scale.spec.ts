import path from 'node:path';
import type { Layer, Workspace } from '@mitmachkarte/contract';
import Database from 'better-sqlite3';
import type { Locator, Page, Response, TestInfo } from '@playwright/test';
import { v7 } from 'uuid';
// The server's own rule for a point's map cell (docs/decisions/0012).
import { cellOf } from '../../server/src/db/map-cells.js';
import { mulberry32 } from '../../server/src/lib/seeded-random.js';
import { ADMIN, expect, mapElement, mapPanel, test, type E2eServer } from './fixtures.js';
import { networkSettled } from './network.js';

/** A layer of 100,000 points on the map (docs/product.md §2.14): the map draws the server's
 *  clusters with short counts, zooming in through clusters reaches single markers, a marker's
 *  details load when it is opened, and the page never downloads more than a little map data (the
 *  old full download of such a layer was 54.6 MB). */

const POINTS = 100_000;
const MAX_MAP_BYTES = 2 * 1024 * 1024;
const STATUSES = ['neu', 'neu', 'neu', 'pruefung', 'bearbeitung', 'umgesetzt'];


/** Writes `count` public points into the server's SQLite file in one transaction (the API would
 *  take far too long): half spread evenly over about 22 × 22 km around Kassel, half crowded
 *  around its centre (normally distributed, σ ≈ 600 m), so that some clusters hold thousands.
 *  Each point gets its map cell as the server computes it; then the layer's revision rises, as
 *  with every write of its points. */
function seedPoints(server: E2eServer, layerId: string, count: number): void {
  const db = new Database(path.join(server.dataDir, 'mitmachkarte.sqlite'));
  try {
    db.pragma('busy_timeout = 10000');
    const next = mulberry32(20261126);
    const normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
    const start = Date.parse('2026-01-01T08:00:00.000Z');
    const insert = db.prepare(
      `INSERT INTO points (id, layer_id, latitude, longitude, cell, altitude, public, editable, attributes, created_at, updated_at, status, status_changed_at)
       VALUES (?, ?, ?, ?, ?, 0, 1, 0, ?, ?, ?, ?, ?)`,
    );
    db.transaction(() => {
      for (let i = 0; i < count; i++) {
        const crowded = i % 2 === 0;
        const lat = crowded ? 51.3169 + normal() * 0.0055 : 51.3169 + (next() - 0.5) * 0.2;
        const lon = crowded ? 9.4757 + normal() * 0.0085 : 9.4757 + (next() - 0.5) * 0.32;
        const [latitude, longitude] = [Math.round(lat * 1e6) / 1e6, Math.round(lon * 1e6) / 1e6];
        const created = new Date(start + i * 60_000).toISOString();
        const attributes = JSON.stringify({ Beschreibung: { DataType: 'text', Value: `Meldung ${i + 1}` } });
        insert.run(v7({ msecs: start + i * 60_000 }), layerId, latitude, longitude, cellOf(longitude, latitude), attributes,
          created, created, STATUSES[i % STATUSES.length], created);
      }
      db.prepare('UPDATE layers SET revision = revision + 1 WHERE id = ?').run(layerId);
    })();
  } finally {
    db.close();
  }
}

/** Counts the bytes of every answer below /api/v1/gis/map/, the zoom levels of the tiles, and
 *  the requests of map data still under way. */
function watchMapData(page: Page) {
  const seen = { bytes: 0, zooms: [] as number[], fullDownloads: 0, pending: 0 };
  const isMapData = (url: string) => new URL(url).pathname.startsWith('/api/v1/gis/map/');
  page.on('request', (request) => { if (isMapData(request.url())) seen.pending++; });
  page.on('requestfinished', (request) => { if (isMapData(request.url())) seen.pending--; });
  page.on('requestfailed', (request) => { if (isMapData(request.url())) seen.pending--; });
  page.on('response', (response: Response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/api/v1/gis/points/')) seen.fullDownloads++;
    if (!pathname.startsWith('/api/v1/gis/map/')) return;
    const tile = /\/gis\/map\/[^/]+\/(\d+)\/\d+\/\d+$/.exec(pathname);
    if (tile) seen.zooms.push(Number(tile[1]));
    // A 304 revalidation carries no body.
    response.body().then((body) => { seen.bytes += body.length; }, () => undefined);
  });
  return seen;
}

/** Waits until no map data is under way and the browser has drawn two frames since: the map
 *  shows the tiles of its view. */
async function settled(page: Page, seen: { pending: number }): Promise<void> {
  await expect.poll(() => seen.pending).toBe(0);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect.poll(() => seen.pending).toBe(0);
}

/** Of the markers matching `selector` well inside the map's visible area, the one that `score`
 *  rates lowest, as its locator; undefined without any. */
async function pickMarker(page: Page, selector: string, score: 'smallest count' | 'nearest the centre'): Promise<Locator | undefined> {
  const index = await mapElement(page).evaluate((map, [sel, how]) => {
    const area = map.getBoundingClientRect();
    const scores = [...map.querySelectorAll<HTMLElement>(sel!)].map((m) => {
      const r = m.getBoundingClientRect();
      const inside = r.left > area.left + 60 && r.right < area.right - 20 && r.top > area.top + 100 && r.bottom < area.bottom - 40;
      if (!inside) return Infinity;
      if (how === 'nearest the centre') return Math.hypot(r.left + r.width / 2 - (area.left + area.width / 2), r.top + r.height / 2 - (area.top + area.height / 2));
      return Number((/^([\d.]+) Einträge/.exec(m.title)?.[1] ?? '').replace(/\./g, ''));
    });
    const best = Math.min(...scores);
    const markers = [...map.querySelectorAll<HTMLElement>(sel!)];
    map.querySelectorAll('[data-picked]').forEach((m) => m.removeAttribute('data-picked'));
    if (best === Infinity) return -1;
    markers[scores.indexOf(best)]!.dataset.picked = 'yes';
    return scores.indexOf(best);
  }, [selector, score]);
  // Named by a mark on the element itself: markers come and go as tiles arrive.
  return index < 0 ? undefined : mapElement(page).locator(`${selector}[data-picked="yes"]`);
}

/** A screenshot of the page as a PNG file in the test's output, attached to its report. */
async function attachScreenshot(page: Page, testInfo: TestInfo, name: string, fullPage = false): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** The workspace „Großstadt“ with the layer of POINTS points: made and seeded by the first test
 *  of the file that needs it (one server per spec file), found by the next. */
async function bigLayer(server: E2eServer): Promise<{ workspace: Workspace; layer: Layer }> {
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  const found = (await admin.ok(admin.get<Workspace[]>('/gis/workspaces'), 'workspaces')).find((w) => w.Name === 'Großstadt');
  if (found) return { workspace: found, layer: (await admin.ok(admin.get<Layer[]>(`/gis/layers/${found.ID}`), 'layers'))[0]! };
  const workspace = await admin.ok(admin.post<Workspace>('/gis/workspace', { Name: 'Großstadt', Public: true, Editable: true }), 'workspace');
  const layer = await admin.ok(admin.post<Layer>('/gis/layer', {
    Workspace: workspace.ID, Name: 'Hunderttausend Hinweise', Public: true, Editable: true,
    Schema: { Schema: [{ Name: 'Beschreibung', DataType: 'text', Question: 'Was ist zu sehen?', Options: [], Optional: true, MissingMsg: '', Description: '', Constraint: false, Minimum: 0, Maximum: 0, CategoryCondition: '' }], Categories: [] },
  }), 'layer');
  seedPoints(server, layer.ID, POINTS);
  return { workspace, layer };
}

test.use({ viewport: { width: 1280, height: 800 } });

test('a layer of 100,000 points: short counts in clusters, zooming in to single markers, details on opening, little data', async ({ page, server }, testInfo) => {
  test.setTimeout(180_000);
  const { workspace, layer } = await bigLayer(server);

  const seen = watchMapData(page);
  await page.goto(`/#/map?workspace=${workspace.ID}&layer=${layer.ID}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hunderttausend Hinweise' })).toBeVisible();
  await expect(mapPanel(page).getByRole('status').filter({ hasText: '100.000 Einträge' })).toBeVisible();

  // Clusters with short counts, the full number in their titles.
  const clusters = mapElement(page).locator('.map-cluster');
  await expect.poll(() => clusters.count()).toBeGreaterThan(3);
  const labels = await clusters.allTextContents();
  expect(labels.some((l) => /^\d{1,3}k$|^\d,\dk$/.test(l))).toBe(true);
  expect(labels.every((l) => l.length <= 4)).toBe(true);
  const big = clusters.filter({ hasText: /k$/ }).first();
  await expect(big).toHaveAttribute('title', /^\d{1,3}(\.\d{3})+ Einträge – zum Heranzoomen auswählen$/);
  // No bubble's text overflows it.
  const overflowing = await clusters.evaluateAll((all) => all.filter((c) => {
    const span = c.querySelector('span')!;
    return span.getBoundingClientRect().width > c.clientWidth;
  }).length);
  expect(overflowing).toBe(0);
  await attachScreenshot(page, testInfo, 'clusters-1280');

  // Zooming in through the smallest cluster in view, by click and by keyboard in turn, reaches
  // single markers.
  const firstZoom = Math.max(...seen.zooms);
  for (let step = 0; step < 8; step++) {
    const zoomBefore = Math.max(...seen.zooms);
    if (zoomBefore >= 18) break;
    await settled(page, seen);
    // Nothing left to open in view: the markers there stand alone.
    const cluster = await pickMarker(page, '.map-cluster', 'smallest count');
    if (!cluster) break;
    if (step % 2 === 0) await cluster.click();
    else {
      await cluster.focus();
      await page.keyboard.press('Enter');
    }
    await expect.poll(() => Math.max(...seen.zooms)).toBe(Math.min(zoomBefore + 2, 18));
  }
  expect(Math.max(...seen.zooms)).toBeGreaterThan(firstZoom);
  const pins = mapElement(page).locator('.map-category-pin');
  await expect.poll(() => pins.count()).toBeGreaterThan(0);

  // Opening a marker loads its details into the panel.
  await settled(page, seen);
  const pin = await pickMarker(page, '.map-category-pin', 'nearest the centre');
  if (!pin) throw new Error('no single marker inside the map after zooming in');
  const details = page.waitForResponse((r) => /\/api\/v1\/gis\/point\/[0-9a-f-]+$/.test(new URL(r.url()).pathname));
  await pin.click();
  expect((await details).ok()).toBe(true);
  const article = mapPanel(page).getByRole('article');
  await expect(article.getByText(/^Meldung \d+$/)).toBeVisible();
  await expect(mapElement(page).locator('.map-category-pin svg[width="50"]')).toHaveCount(1);
  await attachScreenshot(page, testInfo, 'selected-1280');

  // A phone: the same point stays selected and drawn large above the panel.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(mapElement(page).locator('.map-category-pin svg[width="50"]')).toHaveCount(1);
  await attachScreenshot(page, testInfo, 'selected-375', true);

  // Only what the map draws was downloaded, never the whole layer.
  await networkSettled(page);
  expect(seen.fullDownloads).toBe(0);
  testInfo.annotations.push({ type: 'map data', description: `${seen.bytes} bytes in ${seen.zooms.length} tiles` });
  console.log(`map data: ${seen.bytes} bytes, ${seen.zooms.length} tiles, zooms ${[...new Set(seen.zooms)].join(' ')}`);
  expect(seen.bytes).toBeLessThan(MAX_MAP_BYTES);
});

test('a layer of 100,000 points on a phone: clusters fit, the list pages through the server', async ({ page, server }, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 740 });
  const { workspace, layer } = await bigLayer(server);
  await page.goto(`/#/map?workspace=${workspace.ID}&layer=${layer.ID}`);
  await expect.poll(() => mapElement(page).locator('.map-cluster').count()).toBeGreaterThan(0);
  await attachScreenshot(page, testInfo, 'clusters-375');
  await mapPanel(page).getByRole('group', { name: 'Ansicht der Einträge' }).getByText('Liste', { exact: true }).click();
  await expect(mapPanel(page).getByText('Seite 1 von 50.000')).toBeVisible();
});
