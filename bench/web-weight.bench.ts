/** Benchmark: how much JavaScript the start page, the map and the tram page load before they are
 *  usable, as the server sends it (brotli/gzip, docs/runtime.md §3), against a
 *  baseline measured in the same run: the same pages fetched without compression
 *  (`Accept-Encoding: identity`). Chromium (playwright-core) at 375×812, a fresh profile per page,
 *  until the network is idle; bytes from the DevTools protocol (body bytes on the wire, headers not
 *  counted). Targets per page (benchPages): landing 120, map 160, tram 120, project 140, login 120 and embed 60
 *  KB (1 KB = 1000 bytes) of JavaScript sent. A missed target is printed, not an error. See README.md. */
import { type CDPSession, chromium, type Browser } from 'playwright-core';
import { benchPages, CHROMIUM_PATH, PHONE_VIEWPORT, startDemoServer, type BenchPage } from './browser-pages.js';
import { makeBenchDir, runBench, stopChild } from './processes.js';


type Transfer = { url: string; type: string; encoding: string; bytes: number };
type Load = { js: Transfer[]; css: Transfer[] };

const kb = (bytes: number) => bytes / 1000;
const fmt = (n: number, digits = 1) => n.toFixed(digits);
const sum = (list: Transfer[]) => list.reduce((total, t) => total + t.bytes, 0);

/** Collects every finished response of a page: body bytes as received (`encodedDataLength` at the
 *  end minus what the headers had used when the response arrived). */
function recordTransfers(cdp: CDPSession): Transfer[] {
  const pending = new Map<string, Omit<Transfer, 'bytes'> & { headerBytes: number }>();
  const done: Transfer[] = [];
  cdp.on('Network.responseReceived', (e) => {
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    pending.set(e.requestId, { url: e.response.url, type: e.type, encoding: headers['content-encoding'] ?? 'identity', headerBytes: e.response.encodedDataLength });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = pending.get(e.requestId);
    if (!r) return;
    pending.delete(e.requestId);
    done.push({ url: r.url, type: r.type, encoding: r.encoding, bytes: e.encodedDataLength - r.headerBytes });
  });
  return done;
}

/** Opens `url` in a fresh context and returns its scripts and style sheets once the network is quiet. */
async function loadPage(browser: Browser, url: string, readySelector: string, compressed: boolean): Promise<Load> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (!compressed) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });
    const transfers = recordTransfers(cdp);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.locator(readySelector).first().waitFor({ timeout: 30_000 });
    // Until no transfer has ended for a second: the map keeps its live updates' stream open
    // (docs/product.md §21), so Playwright's network idle never comes there.
    for (let seen = -1; seen !== transfers.length;) {
      seen = transfers.length;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const own = transfers.filter((t) => t.url.startsWith(new URL(url).origin));
    return { js: own.filter((t) => t.type === 'Script'), css: own.filter((t) => t.type === 'Stylesheet') };
  } finally {
    await context.close();
  }
}

async function main() {
  const dir = makeBenchDir('mitmachkarte-bench-weight-');
  const server = await startDemoServer(dir);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  const results: { page: BenchPage; sent: Load; plain: Load }[] = [];
  try {
    for (const page of await benchPages(server.base)) {
      const { name, path, hash, ready } = page;
      const url = `${server.base}${path}${hash}`;
      const sent = await loadPage(browser, url, ready, true);
      const plain = await loadPage(browser, url, ready, false);
      // The build keeps no copy where compressing saves nothing (a few hundred bytes): those come as they are.
      const wrong = [...sent.js, ...sent.css].filter((t) => t.encoding === 'identity' && t.bytes >= 1000);
      if (wrong.length) throw new Error(`${name}: sent uncompressed although the browser accepts br: ${wrong.map((t) => t.url).join(', ')}`);
      if (plain.js.some((t) => t.encoding !== 'identity')) throw new Error(`${name}: compressed although the baseline asked for identity`);
      results.push({ page, sent, plain });
    }
  } finally {
    await browser.close();
    await stopChild(server.child);
    await server.closeTiles();
  }

  console.log('JavaScript (and CSS) loaded until the network is idle, 375×812, no cache; KB = 1000 bytes, bodies only');
  console.log('');
  console.log(`${'page'.padEnd(10)}${'JS files'.padStart(9)}${'JS KB sent'.padStart(12)}${'JS KB plain'.padStart(13)}${'plain/sent'.padStart(12)}${'CSS KB sent'.padStart(13)}${'CSS KB plain'.padStart(14)}`);
  for (const { page: { name }, sent, plain } of results) {
    const [js, jsPlain] = [sum(sent.js), sum(plain.js)];
    console.log(`${name.padEnd(10)}${String(sent.js.length).padStart(9)}${fmt(kb(js)).padStart(12)}${fmt(kb(jsPlain)).padStart(13)}${`${fmt(jsPlain / js, 2)}×`.padStart(12)}`
      + `${fmt(kb(sum(sent.css))).padStart(13)}${fmt(kb(sum(plain.css))).padStart(14)}`);
  }
  console.log('');
  for (const { page: { name }, sent } of results) {
    // WEB_WEIGHT_ALL=1 lists every script, to find what pulled a chunk into a page.
    const largest = [...sent.js].sort((a, b) => b.bytes - a.bytes).slice(0, process.env.WEB_WEIGHT_ALL ? undefined : 4);
    console.log(`${name} largest scripts: ${largest.map((t) => `${new URL(t.url).pathname.replace('/assets/', '')} ${fmt(kb(t.bytes))}`).join(', ')}`);
  }
  console.log('');
  for (const { page: { name, targetKb }, sent } of results) {
    const js = kb(sum(sent.js));
    console.log(`Target: ${name} JavaScript ≤ ${targetKb} KB as sent — ${js <= targetKb ? 'OK' : 'MISSED'} (${fmt(js)} KB)`);
  }
}

await runBench(main);
