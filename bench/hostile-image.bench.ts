/** Benchmark: what a hostile upload costs (docs/security.md, Images). Times the server's
 *  processImage() (built; it decodes in the server's decoder processes, docs/decisions/0021) on a
 *  3000×2000 camera JPEG, the baseline of the same run, and on hostile files: the 100 KB EXIF bomb
 *  of the probe's finding 4 (IFD pointers back at IFD0), the 12 KB bomb of finding 1 (1,001 such
 *  entries) and a PNG whose eXIf chunk has 65,535 of them, and the 10 MiB flood of TIFF headers of
 *  finding 2. Each must be refused within 1 s, with at most 100 ms of this process's main thread.
 *  Also times libvips' own header read of a much smaller bomb, to show what the guard spares, and
 *  a decode killed at its time limit. See README.md. */
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES } from '@mitmachkarte/contract';
import { cameraJpeg, exifBombJpeg, exifBombTiff, pngWithExif, tiffHeaderFlood } from '../server/test/image-fixtures.js';
import { median } from './timing.js';
import { runBench } from './processes.js';

const PROCESSING = path.resolve(import.meta.dirname, '../server/dist/modules/images/image-processing.js');
const RUNS = 5;
const TARGET_MS = 1000;
const MAIN_THREAD_TARGET_MS = 100;
const fmt = (n: number, digits = 1) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** CPU time (ms, steps of 10 ms) this process's main thread has used (Linux: /proc). */
function mainThreadCpuMs(): number {
  const fields = fs.readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

type Timed = { ms: number; mainMs: number; outcome: string };

async function timed(work: () => Promise<unknown>): Promise<Timed> {
  const cpu = mainThreadCpuMs();
  const t0 = performance.now();
  const outcome = await work().then(() => 'processed', (err: unknown) => `refused: ${err instanceof Error ? err.message : String(err)}`);
  return { ms: performance.now() - t0, mainMs: mainThreadCpuMs() - cpu, outcome };
}

async function main(): Promise<void> {
  const { processImage } = (await import(pathToFileURL(PROCESSING).href)) as { processImage: (b: Buffer, timeoutSeconds?: number) => Promise<unknown> };
  const photo = await cameraJpeg(3000, 2000, 6);
  const hostile: [string, Buffer][] = [
    ['100 KB EXIF bomb, 100 pointers (finding 4)', await exifBombJpeg(100)],
    ['12 KB EXIF bomb, 1,001 entries (finding 1)', await exifBombJpeg(1001, 0)],
    ['PNG eXIf, 65,535 entries (finding 1)', await pngWithExif(exifBombTiff(65_535))],
    ['10 MiB TIFF header flood (finding 2)', tiffHeaderFlood(IMAGE_MAX_BYTES)],
  ];
  console.log('Mitmachkarte benchmark: hostile image uploads, processImage() of the built server (decoder processes)');
  console.log(`photo: 3000×2000 JPEG with EXIF, ${fmt(photo.length / 1024, 0)} KiB`);

  await processImage(photo);
  const photoRuns: number[] = [];
  for (let i = 0; i < RUNS; i++) photoRuns.push((await timed(() => processImage(photo))).ms);
  const results = [];
  for (const [name, bytes] of hostile) {
    const runs: Timed[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await timed(() => processImage(bytes)));
    results.push({ name, ms: median(runs.map((r) => r.ms)), mainMs: Math.max(...runs.map((r) => r.mainMs)), refused: runs.every((r) => r.outcome.startsWith('refused')), outcome: runs[0]!.outcome });
  }
  // What libvips alone spends on a bomb with 10 pointers (the guard never lets it see one).
  const small = await exifBombJpeg(10, 0);
  const unguarded = await timed(() => sharp(small).metadata());
  // A decode that passes the guard but takes too long: 36 megapixels of noise as PNG, 1 s limit;
  // then the next photo, decoded by the decoder that replaced the killed one.
  const slow = await sharp(randomBytes(6000 * 6000 * 3), { raw: { width: 6000, height: 6000, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
  const killed = await timed(() => processImage(slow, 1));
  const after = await timed(() => processImage(photo));

  const photoMs = median(photoRuns);
  console.log('');
  console.log(`${'file'.padEnd(46)}${'median ms'.padStart(10)}${'main ms'.padStart(10)}`);
  console.log(`${'3000×2000 photo (baseline)'.padEnd(46)}${fmt(photoMs).padStart(10)}`);
  for (const r of results) console.log(`${r.name.padEnd(46)}${fmt(r.ms).padStart(10)}${fmt(r.mainMs, 0).padStart(10)}  ${r.outcome.slice(0, 60)}`);
  console.log(`${'libvips metadata() of a 10-pointer bomb'.padEnd(46)}${fmt(unguarded.ms).padStart(10)}  (libvips without the guard; the cost grows with every pointer)`);
  console.log(`${'36 MP PNG, killed at its 1 s limit'.padEnd(46)}${fmt(killed.ms).padStart(10)}${fmt(killed.mainMs, 0).padStart(10)}  ${killed.outcome.slice(0, 60)}`);
  console.log(`${'the photo again, in the new decoder'.padEnd(46)}${fmt(after.ms).padStart(10)}  (includes starting it)`);
  const met = results.every((r) => r.refused && r.ms <= TARGET_MS && r.mainMs <= MAIN_THREAD_TARGET_MS);
  console.log(`every hostile file refused within ${TARGET_MS} ms and ${MAIN_THREAD_TARGET_MS} ms of the main thread: ${met ? 'yes' : 'MISSED'}`);
}

await runBench(main);
