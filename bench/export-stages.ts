/** Where an export's time goes: runs the export of the built server (server/dist, what the
 *  background thread runs) in this process, on SQLite, for BENCH_EXPORT_POINTS (default 100,000)
 *  seeded points, and times each stage on its own: the pass that reads the pages only, the pass
 *  for the column set, the pages with their counts, the comments, then each whole export into a
 *  file. Run it under `node --cpu-prof --import tsx` for a profile of the same work. See README.md. */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { openDatabase } from '@mitmachkarte/server/dist/db/database.js';
import type { PointsExportFormat } from '@mitmachkarte/contract';
import { writeExportFile } from '@mitmachkarte/server/dist/modules/points/export/points-export.file.js';
import { readExportSource } from '@mitmachkarte/server/dist/modules/points/export/points-export-read.service.js';
import { makeBenchDir, runBench, stopChild } from './processes.js';
import { seedPoints } from './seed-points.js';
import { intEnv, startServer } from './server-process.js';
import { fmt, mib } from './targets.js';

async function main(): Promise<void> {
  const points = intEnv('BENCH_EXPORT_POINTS', 100_000, 1);
  const formats = (process.env.BENCH_EXPORT_FORMATS ?? 'xlsx,csv-de,csv').split(',') as PointsExportFormat[];
  const dataDir = makeBenchDir('mitmachkarte-bench-stages-');
  const file = path.join(dataDir, 'mitmachkarte.sqlite');
  const first = await startServer(dataDir);
  await stopChild(first.child);
  const { layerId } = seedPoints(file, points);
  const db = openDatabase({ kind: 'sqlite', file });
  const layer = await db.selectFrom('layers').selectAll().where('id', '=', layerId).executeTakeFirstOrThrow();
  const time = async (name: string, run: () => Promise<unknown>) => {
    const t0 = performance.now();
    await run();
    const ms = performance.now() - t0;
    console.log(`${name.padEnd(28)} ${fmt(ms, 0).padStart(8)} ms ${fmt(points / (ms / 1000), 0).padStart(10)} rows/s   RSS ${fmt(mib(process.memoryUsage.rss()))} MiB`);
  };
  console.log(`${points} points, node ${process.version}`);
  const source = readExportSource(db, layer, 'http://localhost');
  await time('pages only', async () => { for await (const _ of source.rows()); });
  await time('pages with counts', async () => { for await (const _ of source.points()); });
  await time('comments pass', async () => { for await (const _ of source.comments()); });
  for (const format of formats) {
    const out = path.join(dataDir, `export.${format}`);
    await time(`export ${format}`, () => writeExportFile(readExportSource(db, layer, 'http://localhost'), layer.name, format, out));
    console.log(`${''.padEnd(28)} ${fmt(mib(fs.statSync(out).size))} MiB`);
    fs.rmSync(out);
  }
  await db.destroy();
  new Database(file).close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await runBench(main);
