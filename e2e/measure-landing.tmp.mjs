// temporary: landing page JS bytes as Chromium downloads them (not committed)
import { chromium } from '@playwright/test';
import zlib from 'node:zlib';
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
const js = [];
page.on('response', async (r) => { if (r.url().endsWith('.js')) { const b = await r.body(); js.push({ url: r.url().split('/').pop(), raw: b.length, gz: zlib.gzipSync(b).length, br: zlib.brotliCompressSync(b).length, enc: r.headers()['content-encoding'] ?? '-' }); } });
await page.goto(base + '/', { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
let t = { raw: 0, gz: 0, br: 0 };
for (const f of js) { console.log(f.url, f.raw, f.gz, f.br, f.enc); t.raw += f.raw; t.gz += f.gz; t.br += f.br; }
console.log('TOTAL files', js.length, 'raw', t.raw, 'gzip', t.gz, 'brotli', t.br);
await browser.close();
