#!/usr/bin/env node
/**
 * The test suites of `npm test` (after build and lint), run side by side (docs/architecture.md
 * §10). The browser tests leave most of the machine idle while Chromium waits: Playwright with
 * one worker used about half of one core of two. So the unit and route suites (contract, server,
 * web) run meanwhile, one after the other, at a lower CPU priority (nice 10): they take the idle
 * cores without slowing the browser's clicks, whose expectations have timeouts. The process tests
 * and then Playwright run in the foreground at normal priority.
 *
 * Each background suite's output is printed whole when it ends, so that lines do not mix; the
 * foreground's goes straight through. Exits 1 if any suite failed, after all have ended.
 */
import { spawn } from 'node:child_process';

const background = ['@mitmachkarte/contract', '@mitmachkarte/server', '@mitmachkarte/web'];
const foreground = ['test:process', 'test:browser'];
/** CI (.ci/run) sets it: the server suite runs a second time, against this PostgreSQL database,
 *  after the other background suites. */
const postgresUrl = process.env.ALSO_TEST_DATABASE_URL;

/** Runs `npm run <script> -w <workspace>`; resolves to its exit code. `nice`: quietly at a lower
 *  CPU priority, its output collected and printed at the end with a heading; else at normal
 *  priority, its output going straight to ours. `env`: added variables. */
function npmRun(workspace, script, { nice = false, env = {} } = {}) {
  const args = ['run', script, '-w', workspace];
  const options = { stdio: nice ? 'pipe' : 'inherit', env: { ...process.env, ...env } };
  const child = nice ? spawn('nice', ['-n', '10', 'npm', ...args], options) : spawn('npm', args, options);
  const chunks = [];
  child.stdout?.on('data', (c) => chunks.push(c));
  child.stderr?.on('data', (c) => chunks.push(c));
  return new Promise((resolve) => child.on('close', (code) => {
    const where = env.TEST_DATABASE_URL ? ' on PostgreSQL' : '';
    if (nice) process.stdout.write(`\n==== ${workspace}${where}: npm run ${script} (exit ${code}) ====\n${Buffer.concat(chunks)}\n`);
    resolve(code ?? 1);
  }));
}

/** Runs `steps` one after the other, each to its end; true if any failed. */
async function inTurn(steps) {
  let failed = false;
  for (const step of steps) failed = (await step()) !== 0 || failed;
  return failed;
}

const backgroundSteps = background.map((ws) => () => npmRun(ws, 'test', { nice: true }));
if (postgresUrl) backgroundSteps.push(() => npmRun('@mitmachkarte/server', 'test', { nice: true, env: { TEST_DATABASE_URL: postgresUrl } }));
const results = await Promise.all([
  inTurn(backgroundSteps),
  inTurn(foreground.map((script) => () => npmRun('@mitmachkarte/e2e', script))),
]);
if (results.some(Boolean)) {
  console.error('\nTests failed (see above).');
  process.exit(1);
}
