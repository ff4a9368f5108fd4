/** Benchmark: Lighthouse (mobile preset, its default: a mid-range phone on a slow 4G line, simulated)
 *  on the start page, the map, the tram page, the tram project's page and the login of the built server with the demo content, map tiles
 *  from a local tile server. Prints performance, accessibility and best practices of each page
 *  (median of LIGHTHOUSE_RUNS runs by performance; LIGHTHOUSE_PAGES=map,tram limits the pages) with the targets: performance ≥ 90
 *  (≥ 95 for the embedded map, browser-pages.ts),
 *  accessibility 100, best practices ≥ 95. There is no baseline to measure in the same run: the
 *  scores are already relative to Lighthouse's reference sites. A missed target is printed, not an
 *  error; the exit code is non-zero only when Lighthouse or the server fails. The full reports go to
 *  LIGHTHOUSE_REPORT_DIR (default: a folder in the system's temporary directory). See README.md. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { benchPages, CHROMIUM_PATH, startDemoServer } from './browser-pages.js';
import { makeBenchDir, runBench, stopChild } from './processes.js';
import { intEnv } from './server-process.js';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = { performance: 90, accessibility: 100, 'best-practices': 95 };
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR ?? path.join(os.tmpdir(), 'mitmachkarte-lighthouse');

type Scores = Record<(typeof CATEGORIES)[number], number>;

const scoresOf = (lhr: Result): Scores => Object.fromEntries(CATEGORIES.map((c) => {
  const score = lhr.categories[c]?.score;
  if (typeof score !== 'number') throw new Error(`Lighthouse gave no ${c} score for ${lhr.finalDisplayedUrl}: ${lhr.runtimeError?.message ?? 'no reason given'}`);
  return [c, Math.round(score * 100)];
})) as Scores;

/** The audits that cost points (score below 0.9), with Lighthouse's own figure where it has one. */
function failingAudits(lhr: Result): string[] {
  const ids = new Set(CATEGORIES.flatMap((c) => lhr.categories[c]?.auditRefs.filter((r) => r.weight > 0 || c === 'performance').map((r) => r.id) ?? []));
  return [...ids].map((id) => lhr.audits[id]).filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .map((a) => `${a!.id} (${a!.score})${a!.displayValue ? `: ${a!.displayValue}` : ''}`);
}

/** One Lighthouse run on `url`. A run whose trace Lighthouse could not record (NO_NAVSTART, which
 *  headless Chromium now and then gives) is repeated, up to three times in all. `url` carries a
 *  query of its own per run: URLs that differ only after '#' would be one document to Chromium. */
async function auditPage(url: string, port: number): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (error.code !== 'NO_NAVSTART' || attempt >= 3) throw new Error(`Lighthouse failed on ${url}: ${error.message}`);
    console.log(`Lighthouse recorded no navigation on ${url}; again (attempt ${attempt + 1} of 3)`);
  }
}

async function main() {
  const runs = intEnv('LIGHTHOUSE_RUNS', 3, 1);
  const dir = makeBenchDir('mitmachkarte-bench-lighthouse-');
  fs.mkdirSync(REPORT_DIR, { recursive: true });
  const server = await startDemoServer(dir);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', '--no-sandbox'] });
  const results: { name: string; performanceTarget?: number; scores: Scores; all: Scores[]; lhr: Result }[] = [];
  try {
    for (const { name, path: at, hash, performanceTarget } of await benchPages(server.base, process.env.LIGHTHOUSE_PAGES?.split(','))) {
      const all: { scores: Scores; lhr: Result }[] = [];
      for (let i = 0; i < runs; i++) {
        const lhr = await auditPage(`${server.base}${at}?run=${name}-${i}${hash}`, chrome.port);
        all.push({ scores: scoresOf(lhr), lhr });
      }
      const median = [...all].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(all.length / 2)]!;
      fs.writeFileSync(path.join(REPORT_DIR, `${name}.json`), JSON.stringify(median.lhr));
      results.push({ name, performanceTarget, scores: median.scores, all: all.map((r) => r.scores), lhr: median.lhr });
    }
  } finally {
    chrome.kill();
    await stopChild(server.child);
    await server.closeTiles();
  }

  console.log(`Lighthouse ${results[0]?.lhr.lighthouseVersion ?? ''}, mobile preset, median of ${runs} run(s) by performance; reports in ${REPORT_DIR}`);
  console.log('');
  console.log(`${'page'.padEnd(10)}${'performance'.padStart(13)}${'accessibility'.padStart(15)}${'best practices'.padStart(16)}   performance of each run`);
  for (const { name, scores, all } of results) {
    console.log(`${name.padEnd(10)}${String(scores.performance).padStart(13)}${String(scores.accessibility).padStart(15)}${String(scores['best-practices']).padStart(16)}   ${all.map((s) => s.performance).join(' ')}`);
  }
  console.log('');
  for (const { name, lhr } of results) {
    const m = (id: string) => lhr.audits[id]?.displayValue ?? '–';
    console.log(`${name}: FCP ${m('first-contentful-paint')}, LCP ${m('largest-contentful-paint')}, TBT ${m('total-blocking-time')}, CLS ${m('cumulative-layout-shift')}`);
    const failing = failingAudits(lhr);
    if (failing.length) console.log(`  costing points: ${failing.join('; ')}`);
  }
  console.log('');
  for (const { name, scores, performanceTarget } of results) {
    for (const c of CATEGORIES) {
      const target = c === 'performance' ? performanceTarget ?? TARGETS[c] : TARGETS[c];
      const op = c === 'accessibility' ? '=' : '≥';
      console.log(`Target: ${name} ${c} ${op} ${target} — ${scores[c] >= target ? 'OK' : 'MISSED'} (${scores[c]})`);
    }
  }
}

await runBench(main);
