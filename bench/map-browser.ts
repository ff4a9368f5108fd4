/** The map in a throttled Chromium, as on a phone (docs/product.md §19.2): 375 × 812 CSS pixels,
 *  the CPU 4× slower and 10 Mbit/s with 40 ms latency (Chrome DevTools Protocol). Measures the
 *  time from navigation start to the first visible cluster bubble (`.map-cluster`, the class of
 *  the map's bubbles) and the long tasks (Long Tasks API) while the map is zoomed and panned. */
import { type Browser, type BrowserContext, type CDPSession, chromium, type Page, type Request } from 'playwright-core';
import { CHROMIUM_PATH, PHONE_VIEWPORT } from './browser-pages.js';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync'];

export const PHONE = PHONE_VIEWPORT;
const CPU_SLOWDOWN = 4;
const NETWORK = { offline: false, latency: 40, downloadThroughput: 10e6 / 8, uploadThroughput: 10e6 / 8 };

/** Runs in every document before its own scripts: the first `.map-cluster` element inside the
 *  viewport sets `__firstCluster` to performance.now() (ms since navigation start) in the next
 *  animation frame, the one that paints it. */
const FIRST_CLUSTER_SCRIPT = `(() => {
  const found = document.getElementsByClassName('map-cluster');
  const inView = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.right > 0 && r.bottom > 0 && r.left < innerWidth && r.top < innerHeight;
  };
  const observer = new MutationObserver(() => {
    if (found.length === 0) return;
    for (const el of found) {
      if (!inView(el)) continue;
      observer.disconnect();
      requestAnimationFrame(() => { window.__firstCluster = performance.now(); });
      return;
    }
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'style'] });
})();`;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS });
}

/** A page in a fresh context (empty cache, no cookies) with the phone's throttling, counting the
 *  requests in flight and the bytes received (encoded, as sent). */
export type ThrottledPage = { context: BrowserContext; page: Page; cdp: CDPSession; inFlight: () => number; received: () => number; urls: string[] };

export async function openThrottledPage(browser: Browser): Promise<ThrottledPage> {
  const context = await browser.newContext({ viewport: PHONE, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  const page = await context.newPage();
  await page.addInitScript(FIRST_CLUSTER_SCRIPT);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  let received = 0;
  let inFlight = 0;
  const urls: string[] = [];
  cdp.on('Network.loadingFinished', (e) => { received += e.encodedDataLength; });
  // The live updates' event stream (GET /gis/events) stays open as long as the page: it is not a
  // request that the page waits for.
  const counted = (r: Request) => r.resourceType() !== 'eventsource';
  page.on('request', (r) => {
    urls.push(r.url());
    if (counted(r)) inFlight++;
  });
  page.on('requestfinished', (r) => { if (counted(r)) inFlight--; });
  page.on('requestfailed', (r) => { if (counted(r)) inFlight--; });
  return { context, page, cdp, inFlight: () => inFlight, received: () => received, urls };
}

/** Opens `url` and waits for the first cluster bubble: ms from navigation start, or undefined
 *  when none appeared within `capMs`. */
export async function firstClusterMs(p: ThrottledPage, url: string, capMs: number): Promise<number | undefined> {
  await p.page.goto(url, { waitUntil: 'commit' });
  try {
    const handle = await p.page.waitForFunction(() => (window as unknown as { __firstCluster?: number }).__firstCluster, undefined,
      { timeout: capMs, polling: 100 });
    return (await handle.jsonValue()) as number;
  } catch (err) {
    if (err instanceof Error && err.name === 'TimeoutError') return undefined;
    throw err;
  }
}

/** Opens `url` and waits until a marker (`.leaflet-marker-icon`: pins and bubbles) is drawn;
 *  false when none appeared within `capMs`. */
export async function waitForMarkers(p: ThrottledPage, url: string, capMs: number): Promise<boolean> {
  await p.page.goto(url, { waitUntil: 'commit' });
  try {
    await p.page.waitForSelector('.leaflet-marker-icon', { timeout: capMs });
    return true;
  } catch (err) {
    if (err instanceof Error && err.name === 'TimeoutError') return false;
    throw err;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until no request has been in flight for `quietMs` (at most `maxMs`). */
export async function waitForQuiet(p: ThrottledPage, quietMs = 1000, maxMs = 30_000): Promise<void> {
  const deadline = Date.now() + maxMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (p.inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await sleep(50);
  }
}

/** Zooms in 3 times, pans (two drags and two arrow keys) and zooms out once on the map's
 *  container, waiting for the map data after each step, and returns the durations (ms) of the long
 *  tasks (over 50 ms) seen meanwhile. Tasks before the call (the first load) are not counted. */
export async function longTasksWhileMoving(p: ThrottledPage): Promise<number[]> {
  const { page } = p;
  // Before the observer: Playwright's first use of a locator evaluates its own script in the page,
  // a task of about 40 ms on the throttled CPU that is not the map's.
  const map = page.locator('.leaflet-container').first();
  await map.focus();
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no box on the page');
  await page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push(e.duration);
    }).observe({ type: 'longtask' });
  });
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const settle = async () => {
    await sleep(400);
    await waitForQuiet(p, 600);
  };
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Equal'); // Leaflet's keyboard zoom in (key code 187)
    await settle();
  }
  for (const [dx, dy] of [[-120, 0], [0, -150]] as const) {
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    await page.mouse.move(centre.x + dx, centre.y + dy, { steps: 10 });
    await page.mouse.up();
    await settle();
  }
  await map.focus();
  for (const key of ['ArrowRight', 'ArrowDown']) {
    await page.keyboard.press(key);
    await settle();
  }
  await page.keyboard.press('Minus'); // zoom out (key code 189)
  await settle();
  await sleep(1000);
  return page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
}
