/** Benchmark: POST /api/v1/gis/images/upload of a 12-megapixel camera JPEG (4000×3000, EXIF
 *  orientation 6, GPS) to the real server on SQLite: the upload, sharp's check, the variants orig
 *  (rotated, metadata removed) and norm (1280 px), three fsynced files and the row. Prints median,
 *  p95 and fastest time per upload, the server's RSS before the uploads and its peak RSS, and the
 *  bare processing time in this process. No target: the figures are for comparison between runs.
 *  BENCH_IMAGE_RUNS (default 10, at most 55: the server allows 60 uploads per IP and hour). See
 *  README.md. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { currentRssBytes, makeBenchDir, peakRssBytes, runBench, stopChild } from './processes.js';
import { BENCH_ADMIN, intEnv, SERVER_MAIN, startServer } from './server-process.js';
import { Session } from './session.js';
import { median, p95 } from './timing.js';

const WARMUP = 2;
const MAX_RUNS = 55;
const WIDTH = 4000;
const HEIGHT = 3000;
const PROCESSING = path.resolve(import.meta.dirname, '../server/dist/modules/images/image-processing.js');


/** A photo-like 12-megapixel JPEG: smooth shapes with fine grain (so it compresses like a camera
 *  picture, a few MiB), stored sideways with EXIF orientation 6, camera make and GPS position. */
async function cameraPhoto(): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 1;
  for (let y = 0, i = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      seed = (seed * 1_103_515_245 + 12_345) >>> 0;
      const grain = (seed >>> 24) % 24;
      const base = 90 + 60 * Math.sin(x / 170) * Math.cos(y / 230);
      pixels[i++] = base + grain;
      pixels[i++] = 110 + 50 * Math.sin((x + y) / 310) + grain;
      pixels[i++] = 70 + 40 * Math.cos(y / 90) + grain;
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'Benchkamera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 18/1 3000/100', GPSLongitudeRef: 'E', GPSLongitude: '9/1 28/1 0/1' } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** One upload; the new id and the wall time from sending the body to the answer read. */
async function timedUpload(session: Session, photo: Buffer): Promise<{ id: string; ms: number }> {
  const t0 = performance.now();
  const res = await session.ok('POST', '/api/v1/gis/images/upload', photo);
  const { Id } = (await res.json()) as { Id: string };
  return { id: Id, ms: performance.now() - t0 };
}

/** The variants of the last upload must be what the server promises. */
async function checkVariants(session: Session, id: string): Promise<string> {
  const described: string[] = [];
  for (const [variant, width, height] of [['orig', HEIGHT, WIDTH], ['norm', 960, 1280]] as const) {
    const bytes = Buffer.from(await (await session.ok('GET', `/api/v1/gis/image/${variant}/${id}`)).arrayBuffer());
    const meta = await sharp(bytes).metadata();
    if (meta.format !== 'jpeg' || meta.width !== width || meta.height !== height || meta.exif) {
      throw new Error(`${variant}: ${meta.format} ${meta.width}×${meta.height}${meta.exif ? ' with EXIF' : ''}, expected a ${width}×${height} JPEG without EXIF`);
    }
    described.push(`${variant} ${fmt(mib(bytes.length), 2)} MiB (${width}×${height} JPEG, no EXIF)`);
  }
  return described.join(', ');
}

/** Median time of the server's processImage() in this process: decoding and encoding alone. */
async function timeBareProcessing(photo: Buffer, runs: number): Promise<number> {
  const { processImage } = (await import(pathToFileURL(PROCESSING).href)) as { processImage: (b: Buffer) => Promise<unknown> };
  await processImage(photo);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await processImage(photo);
    times.push(performance.now() - t0);
  }
  return median(times);
}

const fmt = (n: number, digits = 1) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const mib = (bytes: number) => bytes / 1024 / 1024;

async function main(): Promise<void> {
  const runs = intEnv('BENCH_IMAGE_RUNS', 10, 1);
  if (runs > MAX_RUNS) throw new Error(`BENCH_IMAGE_RUNS must be at most ${MAX_RUNS} (the server allows 60 uploads per IP and hour)`);
  if (!fs.existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: build the server first (npm run build)`);
  const dataDir = makeBenchDir();

  console.log('Mitmachkarte benchmark: POST /api/v1/gis/images/upload, 12-megapixel JPEG, SQLite');
  console.log(`node ${process.version}, ${os.cpus().length} CPU(s), ${runs} runs after ${WARMUP} warm-up uploads`);
  const photo = await cameraPhoto();
  console.log(`photo: ${WIDTH}×${HEIGHT} JPEG, EXIF orientation 6 and GPS, ${fmt(mib(photo.length), 2)} MiB`);

  const server = await startServer(dataDir);
  const session = new Session(server.base);
  await session.ok('GET', '/api/v1/auth/info');
  await session.ok('POST', '/api/v1/auth/login', { Email: BENCH_ADMIN.email, Password: BENCH_ADMIN.password });
  // Uploads are for those who may add points somewhere: the admin becomes a workspace's owner.
  await session.ok('POST', '/api/v1/gis/workspace', { Name: 'Benchmark', Public: false, Editable: false });
  const idleRss = currentRssBytes(server.child);

  for (let i = 0; i < WARMUP; i++) await timedUpload(session, photo);
  const times: number[] = [];
  let lastId = '';
  const t0 = performance.now();
  for (let i = 0; i < runs; i++) {
    const { id, ms } = await timedUpload(session, photo);
    times.push(ms);
    lastId = id;
  }
  const peakRss = peakRssBytes(server.child);
  console.log(`timed ${runs} uploads in ${fmt((performance.now() - t0) / 1000)} s`);
  console.log(`variants checked: ${await checkVariants(session, lastId)}`);
  await stopChild(server.child);
  const bareMs = await timeBareProcessing(photo, Math.min(runs, 5));

  console.log('');
  const rows: [string, string][] = [
    ['median ms', fmt(median(times))],
    ['p95 ms', fmt(p95(times))],
    ['fastest ms', fmt(Math.min(...times))],
    ['RSS before uploads MiB', fmt(mib(idleRss))],
    ['peak RSS MiB', fmt(mib(peakRss))],
  ];
  for (const [name, value] of rows) console.log(`${name.padEnd(24)}${value.padStart(12)}`);
  console.log('');
  console.log(`upload runs ms: ${times.map((m) => fmt(m, 0)).join(' ')}`);
  console.log(`bare processing (processImage() in this process, no HTTP, no disk): median ${fmt(bareMs)} ms`);
}

await runBench(main);
