/** What the browser benchmarks (web-weight, lighthouse) open: the pages a citizen lands on, their
 *  hash routes (web/src/app/router.tsx), the phone viewport and the Chromium the end-to-end tests use. */
import { BENCH_ADMIN, startServer } from './server-process.js';
import { startTileServer } from './local-tiles.js';
import type { Child } from './processes.js';

/** The pages measured: the start page, the map and the tram project page (docs/product.md §2). */
export const PAGES = [
  { name: 'landing', hash: '#/' },
  { name: 'map', hash: '#/map' },
  { name: 'tram', hash: '#/strassenbahnausbau' },
] as const;

/** A phone in portrait (iPhone X class), as Lighthouse's mobile preset and the a11y-mobile spec. */
export const PHONE_VIEWPORT = { width: 375, height: 812 };

/** The system Chromium (CHROMIUM_PATH overrides, as in e2e/playwright.config.ts). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Starts the built server with the demo content in `dir` and a local tile server behind TILE_URL,
 *  so that the pages load nothing from elsewhere. */
export async function startDemoServer(dir: string): Promise<{ child: Child; base: string; closeTiles: () => Promise<void> }> {
  const tiles = await startTileServer();
  const { child, base } = await startServer(dir, {
    SEED_DEMO: 'true', TILE_URL: tiles.tileUrl, GEOCODER_URL: 'off', ADMIN_PASSWORD: BENCH_ADMIN.password,
  });
  return { child, base, closeTiles: tiles.close };
}
