#!/usr/bin/env node
/**
 * The test suites of `npm test` (after build and lint), run side by side (docs/architecture.md
 * §10). The browser tests leave much of the machine idle while Chromium waits: each of
 * Playwright's two workers keeps about half of one core of two busy. So the unit and route suites (contract, server,
 * web) run meanwhile, one after the other, at a lower CPU priority (nice 10): they take the idle
 * cores without slowing the browser's clicks, whose expectations have timeouts. The process tests
 * and then Playwright run in the foreground at normal priority. In CI the server suite on
 * PostgreSQL runs as a second background chain beside the first, not after it: one after the other
 * the background took longer than Playwright, and ran alone on one core at the end. (Two test
 * files at a time within one suite on PostgreSQL is not safe: Kysely's migrator reads the
 * catalogue of every schema, and another file dropping its schema meanwhile fails it.)
 *
 * Last, alone on the machine, the server's quiet tests (`*.quiet.test.ts`; in CI on PostgreSQL
 * too, after SQLite): they time the server
 * against limits (a hostile upload's main-thread time, /health's answers), which two cores shared
 * with the suites above stretched several times over (server/vitest.config.ts).
 *
 * Each background suite's output is printed whole when it ends, so that lines do not mix; the
 * foreground's goes straight through. Exits 1 if any suite failed, after all have ended, and then
 * repeats each failed suite's failure lines last: a log read from its end shows what failed.
 */
import { spawn } from 'node:child_process';

const background = ['@mitmachkarte/contract', '@mitmachkarte/server', '@mitmachkarte/web'];
const foreground = ['test:process', 'test:browser'];
/** CI (.ci/run) sets it: the server suite runs a second time, against this PostgreSQL database,
 *  in a background chain of its own. */
const postgresUrl = process.env.ALSO_TEST_DATABASE_URL;
/** CI sets it too: that run also proves the counters of the rate limits shared through this Redis
 *  (server/test/app/shared-state.test.ts). */
const redisUrl = process.env.ALSO_TEST_REDIS_URL;

/** The failed suites: heading and whole output. */
const failures = [];

/** Runs `npm run <script> -w <workspace>`; resolves to its exit code. `nice`: quietly at a lower
 *  CPU priority, its output collected and printed at the end with a heading; else at normal
 *  priority, its output going straight to ours as it comes. `env`: added variables. */
function npmRun(workspace, script, { nice = false, env = {} } = {}) {
  const args = ['run', script, '-w', workspace];
  const options = { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } };
  const child = nice ? spawn('nice', ['-n', '10', 'npm', ...args], options) : spawn('npm', args, options);
  const chunks = [];
  const collect = (chunk) => {
    chunks.push(chunk);
    if (!nice) process.stdout.write(chunk);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return new Promise((resolve) => child.on('close', (code) => {
    const where = env.TEST_DATABASE_URL ? ' on PostgreSQL' : '';
    const heading = `${workspace}${where}: npm run ${script} (exit ${code})`;
    const output = Buffer.concat(chunks).toString();
    if (nice) process.stdout.write(`\n==== ${heading} ====\n${output}\n`);
    if (code !== 0) failures.push({ heading, output });
    resolve(code ?? 1);
  }));
}

/** The lines of a suite's output that name a failure (vitest's FAIL and ×, Playwright's ✘ and
 *  its numbered failures, errors), at most 60, then its last 10 lines. */
function failureLines(output) {
  // eslint-disable-next-line no-control-regex
  const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  // A passed test's name may say "failed" (e.g. "three failed logins"): ✓ lines are left out.
  const named = lines.filter((line) => !line.includes('✓') && /FAIL|✘|×|^\s+\d+\) |Error:|flaky|failed/.test(line)).slice(0, 60);
  return [...named, '…', ...lines.slice(-10)].join('\n');
}

/** Runs `steps` one after the other, each to its end; true if any failed. */
async function inTurn(steps) {
  let failed = false;
  for (const step of steps) failed = (await step()) !== 0 || failed;
  return failed;
}

const backgroundSteps = background.map((ws) => () => npmRun(ws, 'test', { nice: true }));
const postgresSteps = postgresUrl
  ? [() => npmRun('@mitmachkarte/server', 'test', { nice: true, env: { TEST_DATABASE_URL: postgresUrl, ...(redisUrl ? { TEST_REDIS_URL: redisUrl } : {}) } })]
  : [];
const results = await Promise.all([
  inTurn(backgroundSteps),
  inTurn(postgresSteps),
  inTurn(foreground.map((script) => () => npmRun('@mitmachkarte/e2e', script))),
]);
results.push((await npmRun('@mitmachkarte/server', 'test:quiet')) !== 0);
if (postgresUrl) results.push((await npmRun('@mitmachkarte/server', 'test:quiet', { env: { TEST_DATABASE_URL: postgresUrl } })) !== 0);
if (results.some(Boolean)) {
  for (const { heading, output } of failures) console.error(`\n==== failed: ${heading} ====\n${failureLines(output)}`);
  console.error('\nTests failed (see above).');
  process.exit(1);
}
