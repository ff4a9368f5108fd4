/** scripts/prerequisites.mjs, which `npm test` and `.ci/run` run first (README, Requirements):
 *  it names every missing system package in one exact `apt-get install` line and stops, instead of
 *  the browser and GIS tests failing one by one much later. `--check` never installs, also as root. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('../../scripts/prerequisites.mjs', import.meta.url));

/** Runs the script with `args`, PATH and CHROMIUM_PATH as given; its exit code and output. */
function run(args: string[], env: { PATH: string; CHROMIUM_PATH?: string }) {
  const result = spawnSync(process.execPath, [SCRIPT, ...args], { env: { ...env }, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the system prerequisites of npm test', () => {
  it('names the headless Chromium, gdal-bin and ffmpeg in one apt-get line and exits 1 when the browser, ogrinfo and ffprobe are missing', () => {
    const { status, output } = run(['--check'], { PATH: '/nonexistent', CHROMIUM_PATH: '/nonexistent/chromium' });
    expect(status).toBe(1);
    expect(output).toMatch(/apt-get install -y --no-install-recommends chromium-headless-shell gdal-bin( python3-gdal)? ffmpeg\n/);
  });

  it('asks in CI (--ci) for Redis and nginx too', () => {
    const { status, output } = run(['--ci', '--check'], { PATH: '/nonexistent', CHROMIUM_PATH: '/nonexistent/chromium' });
    expect(status).toBe(1);
    expect(output).toMatch(/--no-install-recommends chromium-headless-shell gdal-bin( python3-gdal)? ffmpeg redis-server nginx\n/);
  });

  it('passes on this machine, where .ci/run installed them', () => {
    const { status, output } = run(['--check'], { PATH: process.env.PATH ?? '', ...(process.env.CHROMIUM_PATH ? { CHROMIUM_PATH: process.env.CHROMIUM_PATH } : {}) });
    expect(output).toMatch(/present/);
    expect(status).toBe(0);
  });
});
