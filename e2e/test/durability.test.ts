/** The durability promise (docs/product.md §12.1), short form for CI: 4 writers, 20 SIGKILLs of the real
 *  server process, on SQLite, or on PostgreSQL when DURABILITY_DATABASE_URL names a database the
 *  test may wipe (.ci/run runs it a second time so, with its own database mitmachkarte_durability).
 *  The long form (≥ 100 kills) is bench/durability.bench.ts. */
import { afterAll, describe, expect, it } from 'vitest';
import { runDurability } from './durability.js';
import { cleanup } from './server-process.js';

afterAll(cleanup);

const KILLS = 20;
const postgresUrl = process.env.DURABILITY_DATABASE_URL;
const name = postgresUrl ? 'PostgreSQL' : 'SQLite';

describe('no acknowledged write is lost when the server is killed with SIGKILL', () => {
  it(`keeps every acknowledged point, photo, comment and vote across ${KILLS} kills on ${name}`, async () => {
    // Each start also starts the image decoders (docs/decisions/0021), which answer the first
    // upload about 0.3 s after the server's first answer: a life of 400 ms or more leaves the
    // writers time to finish some points.
    const report = await runDurability({ kills: KILLS, writers: 4, postgresUrl, upMs: [400, 1000] });
    expect(report.failures).toEqual([]);
    // Every life saw at least one point acknowledged (durability.ts waits for one before a kill).
    expect(report.acknowledged.points).toBeGreaterThanOrEqual(KILLS);
    expect(report.acknowledged.votes).toBeGreaterThan(0);
    // The kills really hit running requests.
    expect(report.interrupted).toBeGreaterThan(0);
    if (!postgresUrl) expect(report.fsckOutput).toContain('database integrity: ok');
    console.log(`durability on ${name}: ${JSON.stringify({ ...report, fsckOutput: undefined })}`);
  }, 240_000);
});
