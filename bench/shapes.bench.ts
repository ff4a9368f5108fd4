/** Benchmark: lines and areas in the bounding-box list (docs/product.md §25.1, docs/decisions/0046).
 *  Two public layers of BENCH_SHAPES (default 50,000) entries each, seeded alike around Kassel: one
 *  of points, one of areas (a 12-corner polygon of about 25 m radius around each point, with its
 *  bounding box, as the server stores it). GET /api/v1/gis/points/{layer}?bbox=… over BENCH_RUNS
 *  (default 30) different boxes of about 1 km × 1 km, each box asked of both layers (interleaved,
 *  alternating which goes first) so that every request misses the server's answer caches. The
 *  points layer is the baseline measured in the same run. Target: the areas' median within 2× of
 *  the points' (an area's answer carries its geometry, about 12× the bytes of its position, and its
 *  box filter reads four more columns). Checks: both answer the same entries for each box (by
 *  their centre), and every area answered intersects its box. A missed target is printed, not an error. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { makeBenchDir, runBench, stopChild } from './processes.js';
import { seedPoints } from './seed-points.js';
import { intEnv, SERVER_MAIN, startServer } from './server-process.js';
import { fmt, mib, Targets } from './targets.js';
import { median, p95, timedGetPages } from './timing.js';
import { mulberry32 } from '@mitmachkarte/server/dist/lib/seeded-random.js';

const TARGET_RATIO = 2;
const CORNERS = 12;
const RADIUS_M = 25;
const M_PER_DEG_LAT = 111_320;

/** Turns every entry of `layerId` into an area around its position: GeoJSON Polygon (closed ring,
 *  degrees WGS84), its bounding box, and its area in m², as points.service stores a drawn area. */
function makeAreas(file: string, layerId: string): void {
  const db = new Database(file);
  try {
    db.pragma('synchronous = OFF');
    const rows = db.prepare('SELECT id, latitude, longitude FROM points WHERE layer_id = ?').all(layerId) as { id: string; latitude: number; longitude: number }[];
    const update = db.prepare('UPDATE points SET geometry = ?, min_lat = ?, min_lng = ?, max_lat = ?, max_lng = ?, area_m2 = ? WHERE id = ?');
    db.prepare(`UPDATE layers SET geometries = '["polygon"]' WHERE id = ?`).run(layerId);
    db.transaction(() => {
      for (const r of rows) {
        const dLat = RADIUS_M / M_PER_DEG_LAT;
        const dLng = dLat / Math.cos((r.latitude * Math.PI) / 180);
        const ring = Array.from({ length: CORNERS }, (_, k) => {
          const a = (2 * Math.PI * k) / CORNERS;
          return [Math.round((r.longitude + dLng * Math.cos(a)) * 1e7) / 1e7, Math.round((r.latitude + dLat * Math.sin(a)) * 1e7) / 1e7];
        });
        ring.push(ring[0]!);
        const lngs = ring.map((c) => c[0]!);
        const lats = ring.map((c) => c[1]!);
        const area = 0.5 * CORNERS * RADIUS_M * RADIUS_M * Math.sin((2 * Math.PI) / CORNERS);
        update.run(JSON.stringify({ type: 'Polygon', coordinates: [ring] }), Math.min(...lats), Math.min(...lngs), Math.max(...lats), Math.max(...lngs), Math.round(area), r.id);
      }
    })();
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
}

type Entry = { Latitude: number; Longitude: number; Geometry?: { type: string; coordinates: number[][][] } };
type Box = [number, number, number, number];

/** Whether the area's ring has a corner in `box` or its box covers the box's centre: enough for
 *  these small areas to tell that the server did not answer one far away. */
const touches = (g: Entry['Geometry'], [w, s, e, n]: Box) => {
  const ring = g?.coordinates[0] ?? [];
  const lngs = ring.map((c) => c[0]!);
  const lats = ring.map((c) => c[1]!);
  return Math.min(...lngs) <= e && Math.max(...lngs) >= w && Math.min(...lats) <= n && Math.max(...lats) >= s;
};

async function main(): Promise<void> {
  const count = intEnv('BENCH_SHAPES', 50_000, 1);
  const runs = intEnv('BENCH_RUNS', 30, 2);
  if (!fs.existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: build the server first (npm run build)`);
  const dataDir = makeBenchDir();
  const file = path.join(dataDir, 'mitmachkarte.sqlite');
  console.log('Mitmachkarte benchmark: GET /api/v1/gis/points/{layer}?bbox=… of areas against points, SQLite, anonymous');
  console.log(`node ${process.version}, ${os.cpus().length} CPU(s), ${count} entries per layer, ${runs} boxes of about 1 km`);

  const first = await startServer(dataDir);
  await stopChild(first.child);
  const points = seedPoints(file, count);
  const areas = seedPoints(file, count);
  makeAreas(file, areas.layerId);
  console.log(`seeded 2 × ${count} entries (${fmt(mib(fs.statSync(file).size))} MiB database)`);

  const server = await startServer(dataDir);
  const targets = new Targets();
  const next = mulberry32(20261201);
  const times = { points: [] as number[], areas: [] as number[] };
  const bytes = { points: 0, areas: 0 };
  let answered = 0;
  try {
    for (let i = 0; i < runs; i++) {
      // Inside the seeded extent (51.2669–51.3669 N, 9.3957–9.5557 E): about 1 km × 1 km.
      const w = 9.40 + next() * 0.14;
      const s = 51.27 + next() * 0.09;
      const box: Box = [w, s, w + 0.0144, s + 0.009];
      const query = `?bbox=${box.map((v) => v.toFixed(6)).join(',')}`;
      const order = i % 2 === 0 ? (['points', 'areas'] as const) : (['areas', 'points'] as const);
      const bodies: Partial<Record<'points' | 'areas', Entry[]>> = {};
      for (const who of order) {
        const sample = await timedGetPages(`${server.base}/api/v1/gis/points/${(who === 'points' ? points : areas).layerId}${query}`);
        times[who].push(sample.ms);
        bytes[who] += sample.bytes;
        bodies[who] = JSON.parse(sample.body.toString('utf8')) as Entry[];
      }
      const key = (e: Entry) => `${e.Latitude},${e.Longitude}`;
      const inPoints = new Set(bodies.points!.map(key));
      // An area whose centre lies just outside the box still touches it: the areas' list may be longer.
      const missing = [...inPoints].filter((k) => !bodies.areas!.some((a) => key(a) === k));
      if (missing.length > 0) targets.fail(`box ${query}: ${missing.length} entries in the points' answer are missing from the areas'`);
      const far = bodies.areas!.filter((a) => !touches(a.Geometry, box));
      if (far.length > 0) targets.fail(`box ${query}: ${far.length} areas answered do not touch the box`);
      answered += bodies.areas!.length;
    }
  } finally {
    await stopChild(server.child);
  }
  const ratio = median(times.areas) / median(times.points);
  console.log('');
  console.log(`${'figure'.padEnd(22)}${'areas'.padStart(12)}${'points'.padStart(12)}${'areas/points'.padStart(15)}`);
  console.log(`${'median ms'.padEnd(22)}${fmt(median(times.areas)).padStart(12)}${fmt(median(times.points)).padStart(12)}${`${fmt(ratio, 2)}×`.padStart(15)}`);
  console.log(`${'p95 ms'.padEnd(22)}${fmt(p95(times.areas)).padStart(12)}${fmt(p95(times.points)).padStart(12)}${`${fmt(p95(times.areas) / p95(times.points), 2)}×`.padStart(15)}`);
  console.log(`${'bytes per answer'.padEnd(22)}${fmt(bytes.areas / runs, 0).padStart(12)}${fmt(bytes.points / runs, 0).padStart(12)}${`${fmt(bytes.areas / bytes.points, 2)}×`.padStart(15)}`);
  console.log(`entries per answer (areas): ${fmt(answered / runs, 1)}`);
  targets.add('bbox list, areas ÷ points (median)', ratio, `≤ ${TARGET_RATIO}×`, ratio <= TARGET_RATIO, (n) => `${fmt(n, 2)}×`);
  targets.print('Targets (docs/product.md §25.1)');
}

await runBench(main);
