/** The browser figures of map-data.bench.ts (docs/product.md §19.2): the first cluster bubble of
 *  the map page in a throttled Chromium against a static page of one div from the same server
 *  (the floor of the throttled set-up), and the long tasks while zooming and panning. */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { firstClusterMs, launchChromium, longTasksWhileMoving, openThrottledPage, PHONE, waitForMarkers, waitForQuiet } from './map-browser.js';
import type { LayerView } from './map-server-figures.js';
import { intEnv } from './server-process.js';
import { fmt, mib, type Targets } from './targets.js';
import { median } from './timing.js';

/** Whether the built web app asks for the map's tiles (GET /gis/map/…); else it downloads every
 *  point (GET /gis/points/…) and clusters them itself. */
function drawsServerTiles(webDir: string): boolean {
  const assets = path.join(webDir, 'assets');
  return fs.readdirSync(assets).some((f) => f.endsWith('.js') && fs.readFileSync(path.join(assets, f), 'utf8').includes('/gis/map/'));
}

type Run = { ms: number | undefined; received: number; mapRequests: number; pointRequests: number; longTasks?: number[] };

/** One cold visit (fresh context, empty cache) of `url`; with `moving`, then the long tasks while
 *  zooming and panning once the page is quiet. */
async function visit(browser: Browser, url: string, capMs: number, moving: boolean): Promise<Run> {
  const p = await openThrottledPage(browser);
  try {
    const ms = await firstClusterMs(p, url, capMs);
    const run: Run = {
      ms, received: p.received(),
      mapRequests: p.urls.filter((u) => u.includes('/api/v1/gis/map/')).length,
      pointRequests: p.urls.filter((u) => u.includes('/api/v1/gis/points/')).length,
    };
    if (moving && ms !== undefined) {
      await waitForQuiet(p, 1500, 60_000);
      run.longTasks = await longTasksWhileMoving(p);
    }
    return run;
  } finally {
    await p.context.close();
  }
}

/** The same moves on a layer of two pins in the same view: the long tasks of the map itself
 *  (Leaflet, base-map tiles, the page), without the layer's data. */
async function movingFloor(browser: Browser, url: string, capMs: number): Promise<number[] | undefined> {
  const p = await openThrottledPage(browser);
  try {
    if (!(await waitForMarkers(p, url, capMs))) return undefined;
    await waitForQuiet(p, 1500, 60_000);
    return await longTasksWhileMoving(p);
  } finally {
    await p.context.close();
  }
}

const seconds = (ms: number) => `${fmt(ms / 1000, 0)} s`;

/** Runs the browser figures against the server at `base` and adds them to `targets`. */
export async function runBrowserFigures(base: string, views: readonly LayerView[], corners: { workspaceId: string; layerId: string },
  webDir: string, floorPage: string, targets: Targets): Promise<void> {
  const runs = intEnv('BENCH_MAP_BROWSER_RUNS', 3, 1);
  const capMs = intEnv('BENCH_MAP_BROWSER_CAP', 60, 5) * 1000;
  const tiled = drawsServerTiles(webDir);
  console.log(`\n5. First cluster bubble in Chromium (${PHONE.width}×${PHONE.height}, CPU 4× slower, 10 Mbit/s, 40 ms), cold browser cache, ${runs} run(s) each`);
  console.log(`  the built web app ${tiled ? 'draws the server\'s tiles (GET /gis/map/…)' : 'downloads every point (GET /gis/points/…) and clusters them in the browser'}`);
  const browser = await launchChromium();
  try {
    await visit(browser, `${base}/${floorPage}`, capMs, false); // warm-up
    const floor: number[] = [];
    for (let i = 0; i < runs; i++) floor.push((await visit(browser, `${base}/${floorPage}`, capMs, false)).ms ?? Number.NaN);
    const floorMs = median(floor);
    console.log(`  floor (static page of one div): median ${fmt(floorMs, 0)} ms (${floor.map((m) => fmt(m, 0)).join(' ')})`);

    for (const [i, view] of views.entries()) {
      const name = `first cluster, ${view.label}`;
      const limitMs = i === 0 ? 2000 : 4000;
      if (!tiled && i > 0) {
        console.log(`  ${view.label}: skipped, the web app would download all ${view.label} points`);
        targets.skipped(name, 'skipped (old web app)', `≤ ${seconds(limitMs)}`);
        continue;
      }
      const url = `${base}/#/map?workspace=${view.workspaceId}&layer=${view.layerId}`;
      if (tiled) await visit(browser, url, capMs, false); // warm-up: the server's cache holds these tiles afterwards, as for a popular layer
      const done: Run[] = [];
      for (let r = 0; r < runs; r++) {
        const run = await visit(browser, url, capMs, i === 0 && r === 0);
        done.push(run);
        console.log(`  ${view.label} run ${r + 1}: ${run.ms === undefined ? `no bubble within ${seconds(capMs)}` : `${fmt(run.ms, 0)} ms`}, `
          + `${fmt(mib(run.received), 2)} MiB received, ${run.mapRequests} map data and ${run.pointRequests} point list requests`);
        if (run.longTasks) {
          printLongTasks(run.longTasks, view, targets);
          const floorTasks = await movingFloor(browser, `${base}/#/map?workspace=${corners.workspaceId}&layer=${corners.layerId}`, capMs);
          console.log(floorTasks === undefined ? '     floor: the layer of two pins drew no marker'
            : `     floor, the same moves on a layer of 2 pins at the corners of the same extent: ${floorTasks.length} over 50 ms, longest ${fmt(Math.max(0, ...floorTasks), 0)} ms`);
        }
        if (run.ms === undefined) break;
      }
      if (i === 0 && done[0]?.longTasks === undefined) targets.skipped(`long tasks while moving, ${view.label}`, 'no first frame', 'none > 50 ms');
      if (done.some((r) => r.ms === undefined)) {
        targets.missed(name, `> ${seconds(capMs)}`, `≤ ${seconds(limitMs)}`);
        continue;
      }
      const ms = median(done.map((r) => r.ms!));
      console.log(`  ${view.label}: median ${fmt(ms, 0)} ms, ${fmt(ms / floorMs, 1)}× the floor`);
      targets.add(name, ms, `≤ ${seconds(limitMs)}`, ms <= limitMs, (n) => `${fmt(n, 0)} ms (${fmt(n / floorMs, 1)}× floor)`);
    }
  } finally {
    await browser.close();
  }
}

function printLongTasks(tasks: readonly number[], view: LayerView, targets: Targets): void {
  const longest = tasks.length ? Math.max(...tasks) : 0;
  const over = tasks.filter((t) => t > 50).length;
  console.log(`  6. Long tasks while zooming in 3×, panning 4× and zooming out (${view.label}): ${over} over 50 ms, longest ${fmt(longest, 0)} ms`
    + (tasks.length ? ` (${tasks.map((t) => fmt(t, 0)).join(' ')})` : ''));
  targets.add(`long tasks while moving, ${view.label}`, longest, 'none > 50 ms', over === 0, (n) => `${over} (longest ${fmt(n, 0)} ms)`);
}
