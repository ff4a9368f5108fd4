/** Benchmark: matching a new entry against stored area alerts (docs/product.md §24.2;
 *  docs/decisions/0043), in this process on the server's build, on SQLite. BENCH_ALERTS (default
 *  100,000) alerts over a region of 2° × 3° (about a German Land): 70 % circles of 100 m to 5 km,
 *  30 % drawn polygons of 4 to 40 corners up to about 3 km across; each stored with its grid cells
 *  as the service stores it. Then BENCH_ALERT_QUERIES (default 1,000) random positions are matched
 *  through the grid index (alert-matching.service.ts alertsAt: one indexed read of the position's
 *  cell, the box in SQL, the exact test in the server) and, in the same run, by a brute-force loop
 *  over all areas held parsed in memory (box test, then the exact test); both must find the same
 *  alerts. Target: ≤ 20 ms per entry (p95 of the indexed match). A missed target is printed, not
 *  an error; the exit code is non-zero only when the benchmark fails or the two disagree. */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { v7 } from 'uuid';
import type { AlertArea } from '@mitmachkarte/contract';
import { loadConfig } from '@mitmachkarte/server/dist/config.js';
import { migrateToLatest, openDatabase } from '@mitmachkarte/server/dist/db/database.js';
import { areaContains, boundsOf, inBounds } from '@mitmachkarte/server/dist/modules/area-alerts/alert-geometry.js';
import { cellsOf } from '@mitmachkarte/server/dist/modules/area-alerts/alert-grid.js';
import { alertsAt } from '@mitmachkarte/server/dist/modules/area-alerts/alert-matching.service.js';
import { makeBenchDir, runBench } from './processes.js';
import { intEnv } from './server-process.js';
import { fmt, Targets } from './targets.js';

const TARGET_MS = 20;
const REGION = { lat: 50.5, lng: 7.5, dLat: 2, dLng: 3 };

/** A deterministic pseudo-random source (mulberry32), so that runs compare. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function areaAt(rnd: () => number): AlertArea {
  const lat = REGION.lat + rnd() * REGION.dLat;
  const lng = REGION.lng + rnd() * REGION.dLng;
  if (rnd() < 0.7) return { Kind: 'Kreis', Latitude: lat, Longitude: lng, Radius: Math.round(100 + rnd() * 4900) };
  // A star-shaped polygon (never crossing itself): corners at increasing angles, radii up to ~1.5 km.
  const n = 4 + Math.floor(rnd() * 37);
  const coordinates: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    const angle = (2 * Math.PI * i) / n;
    const r = 0.002 + rnd() * 0.012;
    coordinates.push([lng + (r * Math.cos(angle)) / Math.cos((lat * Math.PI) / 180), lat + r * Math.sin(angle)]);
  }
  return { Kind: 'Polygon', Coordinates: coordinates };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

async function main() {
  const count = intEnv('BENCH_ALERTS', 100_000, 1);
  const queries = intEnv('BENCH_ALERT_QUERIES', 1000, 1);
  const dir = makeBenchDir('mitmachkarte-area-alerts-');
  const config = loadConfig({ DATA_DIR: dir, DATABASE_URL: `sqlite:${path.join(dir, 'bench.sqlite')}`, PUBLIC_URL: 'https://karte.example.org' });
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    const rnd = random(47);
    const at = new Date().toISOString();
    const memory: { id: string; area: AlertArea; bounds: ReturnType<typeof boundsOf> }[] = [];
    const seedStart = performance.now();
    let cellRows = 0;
    for (let i = 0; i < count; i += 1000) {
      await db.transaction().execute(async (trx) => {
        const rows = [];
        const cells = [];
        for (let j = i; j < Math.min(count, i + 1000); j++) {
          const area = areaAt(rnd);
          const bounds = boundsOf(area);
          const id = v7();
          memory.push({ id, area, bounds });
          rows.push({
            id, user_id: null, email: `b${j}@example.org`, language: null, host: '', area: JSON.stringify(area),
            min_lat: bounds.minLat, max_lat: bounds.maxLat, min_lng: bounds.minLng, max_lng: bounds.maxLng,
            projects: '[]', categories: '[]', frequency: 'sofort', paused: 0 as const, confirm_hash: null, confirmed_at: at, expires_at: null, mailed_until: null, created_at: at,
          });
          for (const cell of cellsOf(bounds)) cells.push({ cell, alert_id: id });
        }
        for (let k = 0; k < rows.length; k += 100) await trx.insertInto('area_alerts').values(rows.slice(k, k + 100)).execute();
        for (let k = 0; k < cells.length; k += 300) await trx.insertInto('area_alert_cells').values(cells.slice(k, k + 300)).execute();
        cellRows += cells.length;
      });
    }
    console.log(`area alerts: ${count} stored with ${cellRows} grid cells (${fmt(cellRows / count)} per alert) in ${fmt((performance.now() - seedStart) / 1000)} s`);

    const positions = Array.from({ length: queries }, () => ({ lat: REGION.lat + rnd() * REGION.dLat, lng: REGION.lng + rnd() * REGION.dLng }));
    // Warm the statement cache and the page cache as a running server has them.
    for (const p of positions.slice(0, 20)) await alertsAt(db, p.lat, p.lng);

    const indexed: number[] = [];
    const found: string[][] = [];
    for (const p of positions) {
      const start = performance.now();
      const hits = await alertsAt(db, p.lat, p.lng);
      indexed.push(performance.now() - start);
      found.push(hits.map((h) => h.id).sort());
    }
    const brute: number[] = [];
    const targets = new Targets();
    let disagreements = 0;
    let matches = 0;
    for (const [i, p] of positions.entries()) {
      const start = performance.now();
      const hits = memory.filter((m) => inBounds(m.bounds, p.lat, p.lng) && areaContains(m.area, p.lat, p.lng)).map((m) => m.id);
      brute.push(performance.now() - start);
      hits.sort();
      matches += hits.length;
      if (hits.join() !== found[i]!.join()) disagreements++;
    }
    const sortedIndexed = [...indexed].sort((a, b) => a - b);
    const sortedBrute = [...brute].sort((a, b) => a - b);
    const [p50, p95, max] = [percentile(sortedIndexed, 50), percentile(sortedIndexed, 95), sortedIndexed.at(-1)!];
    const [b50, b95] = [percentile(sortedBrute, 50), percentile(sortedBrute, 95)];
    console.log(`grid index (SQLite): median ${fmt(p50, 2)} ms, p95 ${fmt(p95, 2)} ms, max ${fmt(max, 2)} ms per entry; ${fmt(matches / queries)} alerts matched on average`);
    console.log(`brute-force loop over ${count} areas in memory: median ${fmt(b50, 2)} ms, p95 ${fmt(b95, 2)} ms per entry`);
    console.log(`ratio brute force / grid index (median): ${fmt(b50 / p50)} ×`);
    if (disagreements > 0) targets.fail(`the grid index and the brute-force loop disagree on ${disagreements} of ${queries} positions`);
    targets.add('match one entry (p95)', p95, `≤ ${TARGET_MS} ms`, p95 <= TARGET_MS, (n) => `${fmt(n, 2)} ms`);
    targets.print('Targets (docs/product.md §24.2)');
  } finally {
    await db.destroy();
  }
}

void runBench(main);
