/** What the browser benchmarks (web-weight, lighthouse) open: the pages a citizen lands on, their
 *  hash routes (web/src/app/router.tsx), the phone viewport and the Chromium the end-to-end tests use. */
import { BENCH_ADMIN, startServer } from './server-process.js';
import { startTileServer } from './local-tiles.js';
import type { Child } from './processes.js';

/** A page measured: its name, path ('/' for the web app) and hash route, what shows that it is
 *  there (besides an idle network), how much JavaScript it may load as sent (KB = 1000 bytes) and,
 *  where it differs from lighthouse.bench.ts's, its Lighthouse performance target. */
export type BenchPage = { name: string; path: string; hash: string; ready: string; targetKb: number; performanceTarget?: number };

/** The pages a citizen lands on (docs/product.md §2): the start page, the map, the tram page, the
 *  tram project's page (its id looked up from the server's public list of projects, as the seed
 *  makes a new one each time), the login, and the tram project's embedded map (§24.1: ≤ 60 KB,
 *  performance ≥ 95). `only` (e.g. LIGHTHOUSE_PAGES=map,tram) limits them. */
export async function benchPages(base: string, only?: string[]): Promise<BenchPage[]> {
  const response = await fetch(`${base}/api/v1/gis/workspaces`);
  const workspaces = (await response.json()) as { ID: string; Name: string }[];
  const tram = workspaces.find((w) => w.Name === 'Straßenbahnausbau');
  if (!tram) throw new Error('The demo has no project „Straßenbahnausbau“');
  const pages: BenchPage[] = [
    { name: 'landing', path: '/', hash: '#/', ready: 'h1', targetKb: 120 },
    { name: 'map', path: '/', hash: '#/map', ready: '.leaflet-container', targetKb: 160 },
    { name: 'tram', path: '/', hash: '#/strassenbahnausbau', ready: 'h1', targetKb: 120 },
    { name: 'project', path: '/', hash: `#/projekt/${tram.ID}`, ready: 'h1', targetKb: 140 },
    { name: 'login', path: '/', hash: '#/login', ready: 'h1', targetKb: 120 },
    { name: 'embed', path: `/embed/${tram.ID}`, hash: '', ready: '.mk-title', targetKb: 60, performanceTarget: 95 },
  ];
  return pages.filter((p) => !only || only.includes(p.name));
}

/** A phone in portrait (iPhone X class), as Lighthouse's mobile preset and the a11y-mobile spec. */
export const PHONE_VIEWPORT = { width: 375, height: 812 };

/** The system Chromium (CHROMIUM_PATH overrides, as in e2e/playwright.config.ts). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Starts the built server with the demo content in `dir` and a local tile server behind TILE_URL,
 *  so that the pages load nothing from elsewhere; BENCH_WEB_DIST serves another build of the web app. */
export async function startDemoServer(dir: string): Promise<{ child: Child; base: string; closeTiles: () => Promise<void> }> {
  const tiles = await startTileServer();
  const { child, base } = await startServer(dir, {
    SEED_DEMO: 'true', TILE_URL: tiles.tileUrl, GEOCODER_URL: 'off', ADMIN_PASSWORD: BENCH_ADMIN.password,
    // Another build of the web app to measure (e.g. an earlier commit's, built with `vite build --outDir`).
    ...(process.env.BENCH_WEB_DIST ? { WEB_DIST: process.env.BENCH_WEB_DIST } : {}),
  });
  return { child, base, closeTiles: tiles.close };
}
