/** Benchmark of the map's data (docs/product.md §19.2, docs/decisions/0012): GET /api/v1/gis/map/
 *  {layerId} and its tiles /{z}/{x}/{y} for a layer of BENCH_MAP_POINTS (100,000) points and, with
 *  BENCH_MAP_MILLION=1 (the default), one of 1,000,000, on SQLite, as an anonymous visitor. Each
 *  figure against its target and a baseline of the same run:
 *  1. bytes per point of a whole-layer view on a phone (as sent, `Accept-Encoding: br, gzip`) —
 *     ≤ 12; baseline: the full download GET /gis/points/{layerId};
 *  2. warm tile throughput — ≥ 0.80× a bare node:http server sending the same bytes;
 *  3. 304 answers to If-None-Match — ≥ 0.90× GET /api/v1/health;
 *  4. the server's peak RSS on a cold start serving the million — ≤ 300 MiB;
 *  5. the first cluster bubble in a throttled Chromium — 100k ≤ 2 s, 1M ≤ 4 s; baseline: a
 *     static page of one div from the same server;
 *  6. no long task over 50 ms while zooming and panning the 100k layer.
 *  A missed target prints MISSED; the exit code is non-zero only when the benchmark fails. See
 *  README.md, map-data. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PHONE } from './map-browser.js';
import { runBrowserFigures } from './map-browser-figures.js';
import { tilePath } from './map-geometry.js';
import {
  browserCookies, coldView, interleaved, type LayerView, layerView, loadRound, perSecond, startMapBaseline, statusText, wholeLayerBytes,
} from './map-server-figures.js';
import { type Child, makeBenchDir, runBench, stopChild } from './processes.js';
import { BROWSER_ENCODINGS, getPagesRaw, getRaw } from './raw-http.js';
import { startTileServer } from './local-tiles.js';
import { seedExtentCorners, seedPoints } from './seed-points.js';
import { intEnv, SERVER_MAIN, startServer } from './server-process.js';
import { fmt, mib, Targets } from './targets.js';

/** The built web app; BENCH_MAP_WEB_DIST times another build (e.g. of a branch) against this server. */
const WEB_DIST = path.resolve(process.env.BENCH_MAP_WEB_DIST || path.join(import.meta.dirname, '../web/dist'));
/** The floor of the throttled browser: a page of one div, served by the server from a copy of
 *  the web app's files. Its div has the bubbles' class, so that the same script times it. */
const FLOOR_PAGE = 'bench-floor.html';
const FLOOR_HTML = '<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Boden</title></head>'
  + '<body><div class="map-cluster" style="width:40px;height:40px;border-radius:50%;background:#1f6f43"></div></body></html>';
const AE = { 'accept-encoding': BROWSER_ENCODINGS };

type Settings = { seconds: number; rounds: number; connections: number };

/** 1. Bytes of the whole-layer view of each layer, and of the full download of the first. */
async function wholeLayerFigures(base: string, views: readonly LayerView[], targets: Targets): Promise<void> {
  console.log('\n1. Whole-layer view: the tiles covering the summary\'s Bounds at the largest zoom where they fit the viewport');
  const perPoint: number[] = [];
  for (const view of views) {
    const b = await wholeLayerBytes(base, view);
    perPoint.push(b.sent / view.points);
    console.log(`  ${view.label.padStart(9)} points: zoom ${view.zoom}, ${view.tiles.length} tile(s), ${b.clusters} clusters + ${b.lone} lone points; `
      + `${fmt(b.sent, 0)} bytes as sent (${[...new Set(b.encodings)].join(', ')}), ${fmt(b.decoded, 0)} bytes JSON; ${fmt(b.sent / view.points, 4)} bytes/point`);
    if (b.counted !== view.points) targets.fail(`the tiles of ${view.label} count ${b.counted} points, the layer has ${view.points}`);
    targets.add(`bytes per point, whole-layer view, ${view.label}`, b.sent / view.points, '≤ 12', b.sent / view.points <= 12, (n) => fmt(n, 4));
  }
  const first = views[0]!;
  const full = await getPagesRaw(`${base}/api/v1/gis/points/${first.layerId}`, AE);
  if (full.items !== first.points) targets.fail(`GET /gis/points gave ${full.items} points, expected ${first.points}`);
  console.log(`  baseline, full download GET /gis/points/{layerId} of ${first.label}: ${full.pages} page(s), ${fmt(mib(full.sent))} MiB as sent `
    + `(${fmt(mib(full.decoded))} MiB JSON) in ${fmt(full.ms / 1000)} s; ${fmt(full.sent / full.items)} bytes/point; `
    + `the whole-layer view needs ${fmt(full.sent / full.items / perPoint[0]!, 0)}× fewer bytes`);
}

/** 2. Warm throughput of the first layer's whole-layer tiles against a bare server with the same
 *  bytes, and 3. 304 answers of one tile against /health. */
async function loadFigures(base: string, dataDir: string, view: LayerView, s: Settings, targets: Targets): Promise<void> {
  const paths = view.tiles.map((t) => tilePath(view.layerId, t));
  const warm = (await wholeLayerBytes(base, view)).answers;
  const baseline = await startMapBaseline(dataDir, warm);
  const check = await getRaw(baseline.base + paths[0]!, AE);
  if (!check.sent.equals(warm.get(paths[0]!)!.sent)) throw new Error('the baseline does not send the server\'s bytes');
  console.log(`\n2. Warm throughput: ${paths.length} whole-layer tile(s) of ${view.label}, ${s.connections} connections, ${s.rounds}×${s.seconds} s each, interleaved`);
  // As a browser on the map page: its session cookies go along (the baseline ignores them).
  const browser = { ...AE, cookie: await browserCookies(base) };
  const [tileLoad, bareLoad] = await interleaved(s.rounds,
    (l) => loadRound(l, base, paths, browser, s.connections, s.seconds),
    (l) => loadRound(l, baseline.base, paths, browser, s.connections, s.seconds));
  await stopChild(baseline.child);
  const [ts, bs] = [perSecond(tileLoad), perSecond(bareLoad)];
  console.log(`  server:   ${fmt(ts.rps, 0)} req/s, ${fmt(ts.mbps, 2)} MB/s (${statusText(tileLoad)})`);
  console.log(`  baseline: ${fmt(bs.rps, 0)} req/s, ${fmt(bs.mbps, 2)} MB/s (${statusText(bareLoad)})`);
  if ([...tileLoad.statuses.keys()].some((c) => c !== 200) || tileLoad.errors) targets.fail('tiles answered other than 200');
  targets.add('warm tiles, server/bare node:http', ts.rps / bs.rps, '≥ 0.80×', ts.rps / bs.rps >= 0.8, (n) => `${fmt(n, 2)}×`);

  const etag = String(warm.get(paths[0]!)!.headers.etag ?? '');
  if (!etag) throw new Error(`${paths[0]} has no ETag`);
  console.log(`\n3. If-None-Match ${etag} on ${paths[0]} against GET /api/v1/health, ${s.connections} connections, ${s.rounds}×${s.seconds} s each`);
  const [notModified, health] = await interleaved(s.rounds,
    (l) => loadRound(l, base, [paths[0]!], { ...browser, 'if-none-match': etag }, s.connections, s.seconds),
    (l) => loadRound(l, base, ['/api/v1/health'], browser, s.connections, s.seconds));
  const [ns, hs] = [perSecond(notModified), perSecond(health)];
  console.log(`  304:    ${fmt(ns.rps, 0)} req/s (${statusText(notModified)})`);
  console.log(`  health: ${fmt(hs.rps, 0)} req/s (${statusText(health)})`);
  if ([...notModified.statuses.keys()].some((c) => c !== 304) || notModified.errors) targets.fail('If-None-Match answered other than 304');
  targets.add('304 of a tile, server/health', ns.rps / hs.rps, '≥ 0.90×', ns.rps / hs.rps >= 0.9, (n) => `${fmt(n, 2)}×`);
}

/** 4. Peak memory and time of each layer's whole-layer view on a fresh server. */
async function coldFigures(start: () => Promise<{ child: Child; base: string }>, views: readonly LayerView[], targets: Targets): Promise<void> {
  console.log('\n4. Cold start: summary and whole-layer tiles (timed), then the tiles over the centre at 3 deeper zooms; peak RSS (VmHWM)');
  for (const v of views) {
    const cold = await coldView(start, v, PHONE);
    console.log(`  ${v.label.padStart(9)} points: whole-layer view cold ${fmt(cold.coldMs, 0)} ms, ${cold.tiles - v.tiles.length} deeper tiles ${fmt(cold.deeperMs, 0)} ms; `
      + `peak RSS ${fmt(mib(cold.peakRss))} MiB (${fmt(mib(cold.startRss))} MiB after start)`);
    // The target is the million's; without it, the first layer's figure stands in.
    if (v.points === 1_000_000 || views.length === 1) {
      targets.add(`peak RSS serving ${v.label}`, mib(cold.peakRss), '≤ 300 MiB', mib(cold.peakRss) <= 300, (n) => `${fmt(n)} MiB`);
    }
  }
}

async function main(): Promise<void> {
  const points = intEnv('BENCH_MAP_POINTS', 100_000, 1);
  const million = intEnv('BENCH_MAP_MILLION', 1, 0) === 1;
  const settings = { seconds: intEnv('BENCH_MAP_SECONDS', 5, 1), rounds: intEnv('BENCH_MAP_ROUNDS', 2, 1), connections: intEnv('BENCH_MAP_CONNECTIONS', 10, 1) };
  if (!fs.existsSync(SERVER_MAIN) || !fs.existsSync(WEB_DIST)) throw new Error('server/dist or web/dist is missing: build first (npm run build)');
  const dataDir = makeBenchDir();
  const file = path.join(dataDir, 'mitmachkarte.sqlite');
  const targets = new Targets();

  console.log('Mitmachkarte benchmark: map data (GET /api/v1/gis/map/{layerId}[/{z}/{x}/{y}]), SQLite, anonymous');
  console.log(`node ${process.version}, ${os.cpus().length} CPU(s); layers of ${fmt(points, 0)}${million ? ' and 1,000,000' : ''} points; viewport ${PHONE.width}×${PHONE.height}`);

  const first = await startServer(dataDir);
  await stopChild(first.child);
  const t0 = performance.now();
  const seeded = [{ label: fmt(points, 0), ...seedPoints(file, points) }];
  if (million) seeded.push({ label: '1,000,000', ...seedPoints(file, 1_000_000) });
  const corners = seedExtentCorners(file, seeded[0]!.layerId);
  console.log(`seeded in ${fmt((performance.now() - t0) / 1000)} s (${fmt(mib(fs.statSync(file).size), 0)} MiB database)`);

  // The web app's files and a floor page, served by the server; base-map tiles from this process.
  const webDir = path.join(dataDir, 'web');
  fs.cpSync(WEB_DIST, webDir, { recursive: true });
  fs.writeFileSync(path.join(webDir, FLOOR_PAGE), FLOOR_HTML);
  const tiles = await startTileServer();
  const env = { WEB_DIST: webDir, TILE_URL: tiles.tileUrl };
  const server = await startServer(dataDir, env);
  const views: LayerView[] = [];
  for (const s of seeded) views.push(await layerView(server.base, s.label, s, PHONE));

  await wholeLayerFigures(server.base, views, targets);
  await loadFigures(server.base, dataDir, views[0]!, settings, targets);
  await runBrowserFigures(server.base, views, corners, webDir, FLOOR_PAGE, targets);
  await stopChild(server.child);
  console.log(`  (the base-map tile server answered ${tiles.requests()} tiles)`);
  await tiles.close();
  await coldFigures(() => startServer(dataDir, env), views, targets);

  targets.print();
}

await runBench(main);
