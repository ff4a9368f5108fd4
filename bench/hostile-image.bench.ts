/** Benchmark: what a hostile upload costs (docs/security.md, Uploads). Times the server's
 *  processImage() (built, in this process) on a 3000×2000 camera JPEG, the baseline of the same
 *  run, and on the 100 KB EXIF bomb of the probe's finding 4 (IFD pointers back at IFD0), which
 *  must be refused within 1 s. Also times libvips' own header read of a much smaller bomb, to show
 *  what the guard spares. See README.md. */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import sharp from 'sharp';
import { cameraJpeg, exifBombJpeg } from '../server/test/image-fixtures.js';
import { median } from './timing.js';
import { runBench } from './processes.js';

const PROCESSING = path.resolve(import.meta.dirname, '../server/dist/modules/images/image-processing.js');
const RUNS = 5;
const TARGET_MS = 1000;
const fmt = (n: number, digits = 1) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

async function timed(work: () => Promise<unknown>): Promise<{ ms: number; outcome: string }> {
  const t0 = performance.now();
  const outcome = await work().then(() => 'processed', (err: unknown) => `refused: ${err instanceof Error ? err.message : String(err)}`);
  return { ms: performance.now() - t0, outcome };
}

async function main(): Promise<void> {
  const { processImage } = (await import(pathToFileURL(PROCESSING).href)) as { processImage: (b: Buffer) => Promise<unknown> };
  const photo = await cameraJpeg(3000, 2000, 6);
  const bomb = await exifBombJpeg(100);
  console.log('Mitmachkarte benchmark: hostile image uploads, processImage() in this process');
  console.log(`photo: 3000×2000 JPEG with EXIF, ${fmt(photo.length / 1024, 0)} KiB; bomb: EXIF IFDs pointing at themselves (100 pointers), ${fmt(bomb.length / 1024, 0)} KiB`);

  await processImage(photo);
  const photoRuns: number[] = [];
  for (let i = 0; i < RUNS; i++) photoRuns.push((await timed(() => processImage(photo))).ms);
  const bombRuns: { ms: number; outcome: string }[] = [];
  for (let i = 0; i < RUNS; i++) bombRuns.push(await timed(() => processImage(bomb)));
  // What libvips alone spends on a bomb with 10 pointers (the guard never lets it see one).
  const small = await exifBombJpeg(10, 0);
  const unguarded = await timed(() => sharp(small).metadata());

  const bombMs = median(bombRuns.map((r) => r.ms));
  console.log('');
  console.log(`${'3000×2000 photo, median ms'.padEnd(40)}${fmt(median(photoRuns)).padStart(10)}  (baseline)`);
  console.log(`${'100 KB EXIF bomb, median ms'.padEnd(40)}${fmt(bombMs).padStart(10)}  ${bombRuns[0]!.outcome}`);
  console.log(`${'bomb / photo'.padEnd(40)}${fmt(bombMs / median(photoRuns), 3).padStart(10)}×`);
  console.log(`${'libvips metadata() of a 10-pointer bomb'.padEnd(40)}${fmt(unguarded.ms).padStart(10)}  (libvips without the guard; the cost grows with every pointer)`);
  console.log(`bomb refused within ${TARGET_MS} ms: ${bombMs <= TARGET_MS && bombRuns.every((r) => r.outcome.startsWith('refused')) ? 'yes' : 'MISSED'}`);
}

await runBench(main);
