/** Long form of the durability harness (docs/product.md §12.1; e2e/test/durability.ts): K writers, at least
 *  100 SIGKILLs of the real server process, then reconciliation and fsck. SQLite, or PostgreSQL
 *  when DURABILITY_DATABASE_URL names a database the run may wipe. BENCH_KILLS (100),
 *  BENCH_WRITERS (8). Exit code 1 when an acknowledged write is lost or the store is damaged.
 *  `npm run durability -w @mitmachkarte/bench`; see README.md. */
import fs from 'node:fs';
import { runDurability } from '../e2e/test/durability.js';
import { cleanup, SERVER_MAIN } from '../e2e/test/server-process.js';
import { runBench } from './processes.js';
import { intEnv } from './server-process.js';

async function main(): Promise<void> {
  const kills = intEnv('BENCH_KILLS', 100, 1);
  const writers = intEnv('BENCH_WRITERS', 8, 1);
  const postgresUrl = process.env.DURABILITY_DATABASE_URL || undefined;
  if (!fs.existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: build the server first (npm run build)`);
  console.log(`Mitmachkarte durability: ${writers} writers, ${kills} SIGKILLs, ${postgresUrl ? 'PostgreSQL' : 'SQLite'}`);
  const report = await runDurability({ kills, writers, postgresUrl, log: (line) => console.log(`  ${line}`) });
  console.log(`acknowledged: ${JSON.stringify(report.acknowledged)}; interrupted requests ${report.interrupted}, ` +
    `answered from their Idempotency-Key after a retry ${report.replayed}; ${(report.durationMs / 1000).toFixed(0)} s`);
  console.log(report.fsckOutput.split('\n').filter((l) => !l.startsWith('note')).join('\n'));
  if (report.failures.length > 0) {
    console.log(`FAILED: ${report.failures.length} problem(s)`);
    for (const f of report.failures.slice(0, 50)) console.log(`  ${f}`);
    process.exitCode = 1;
  } else {
    console.log('durability: every acknowledged write survived, no partial or doubled point, fsck clean');
  }
}

await runBench(main, cleanup);
