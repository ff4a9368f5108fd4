import { defineConfig } from '@playwright/test';

/** Playwright in system Chromium against the real server process (docs/architecture.md §2): each spec file
 *  gets its own server with the demo seed (specs/fixtures.ts). Build first: `npm run build`. */
export default defineConfig({
  testDir: 'specs',
  testMatch: '*.spec.ts',
  // Two spec files at a time, each with its own server: a worker keeps about half of a core busy while
  // Chromium waits, and with two the suite took 7.8 min alone instead of about 13 (2 cores).
  workers: 2,
  fullyParallel: false,
  // A long flow (quick start, review table) takes about 30 s alone; the suites run beside the
  // browser tests (scripts/test.mjs) and any other load on a 2-core machine can double that.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  outputDir: 'test-results',
  use: {
    launchOptions: {
      // Chromium's headless shell, as Playwright's own headless default: about a fifth less CPU
      // than the whole browser in headless mode, on two cores shared with the other suites.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync'],
    },
    screenshot: 'only-on-failure',
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    viewport: { width: 1280, height: 800 },
  },
});
