#!/usr/bin/env node
/**
 * The system packages the tests need beside Node.js, checked before `npm test` runs anything
 * (README, Requirements; docs/architecture.md §10), and by `.ci/run` with `--ci`: one list for both.
 *
 * - `chromium-headless-shell`: the browser tests (Playwright drives /usr/bin/chromium-headless-shell,
 *   Chromium's headless browser, as Playwright's own default does; or CHROMIUM_PATH);
 * - `gdal-bin`: GDAL's `ogrinfo` and `ogr2ogr` read the exports and the OGC API in the GIS tests;
 * - `python3-gdal`: GDAL's GeoPackage validator (validate_gpkg.py) checks the GeoPackage export;
 * - `ffmpeg`: `ffprobe` checks uploaded sign-language videos (docs/product.md §10), `ffmpeg` makes
 *   the test videos;
 * - with `--ci` also `redis-server` (the shared rate limits) and `nginx` (the multi-instance test),
 *   which only `.ci/run`'s extra steps use.
 *
 * All present: one line, exit 0. Missing, run as root on a system with apt-get (a fresh Debian
 * machine, CI): installs them (`apt-get update`, `apt-get install --no-install-recommends`), then
 * checks again. Otherwise, or with `--check` (never installs): prints the exact `apt-get install`
 * line and exits 1.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const args = new Set(process.argv.slice(2));
const ci = args.has('--ci');
const checkOnly = args.has('--check');

/** Whether `command` is an executable file on PATH. */
function onPath(command) {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => {
    try {
      fs.accessSync(path.join(dir, command), fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

const isFile = (file) => fs.existsSync(file);

/** Each Debian package and how to tell it is there. */
const packages = [
  { name: 'chromium-headless-shell', present: () => isFile(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'), why: 'browser tests' },
  { name: 'gdal-bin', present: () => onPath('ogrinfo') && onPath('ogr2ogr'), why: 'GIS tests (ogrinfo, ogr2ogr)' },
  { name: 'python3-gdal', present: () => isFile('/usr/lib/python3/dist-packages/osgeo_utils/samples/validate_gpkg.py'), why: 'GeoPackage validator' },
  { name: 'ffmpeg', present: () => onPath('ffprobe') && onPath('ffmpeg'), why: 'video checks (ffprobe) and test videos' },
  ...(ci ? [
    { name: 'redis-server', present: () => onPath('redis-server'), why: 'shared rate limits (CI)' },
    { name: 'nginx', present: () => onPath('nginx'), why: 'multi-instance test (CI)' },
  ] : []),
];

const missingNow = () => packages.filter((p) => !p.present());
const installLine = (missing) => `apt-get install -y --no-install-recommends ${missing.map((p) => p.name).join(' ')}`;

let missing = missingNow();
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (missing.length > 0 && !checkOnly && isRoot && onPath('apt-get')) {
  console.log(`prerequisites: installing ${missing.map((p) => `${p.name} (${p.why})`).join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (argv) => spawnSync(argv[0], argv.slice(1), { stdio: ['ignore', 'inherit', 'inherit'], env }).status === 0;
  if (run(['apt-get', 'update', '-qq'])) run(['apt-get', ...installLine(missing).split(' ').slice(1), '-qq']);
  missing = missingNow();
}
if (missing.length > 0) {
  console.error(`prerequisites: missing ${missing.map((p) => `${p.name} (${p.why})`).join(', ')}. Install them with:\n\n  sudo ${installLine(missing)}\n`);
  process.exit(1);
}
console.log(`prerequisites: ${packages.map((p) => p.name).join(', ')} present`);
