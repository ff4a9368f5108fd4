import { defineConfig } from 'vitest/config';

/** Test files named `*.quiet.test.ts` time the server against limits (a hostile upload's main-thread
 *  time, /health's answer times): beside other suites on two cores those times measure the machine,
 *  not the server. They run only when QUIET_TESTS is set (`npm run test:quiet`), which `npm test`
 *  does after every other suite has ended (scripts/test.mjs, docs/architecture.md §10). */
const quiet = ['test/**/*.quiet.test.ts'];

export default defineConfig({
  test: {
    // On PostgreSQL (TEST_DATABASE_URL, docs/architecture.md §10) only test/: the unit tests in src/
    // never touch the database, and ran already on SQLite.
    include: process.env.QUIET_TESTS ? quiet
      : process.env.TEST_DATABASE_URL ? ['test/**/*.test.ts'] : ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...(process.env.QUIET_TESTS ? [] : quiet)],
    // The suite runs at a low CPU priority beside the browser tests (scripts/test.mjs), where a
    // test may take several times as long as alone.
    testTimeout: 60_000,
    // The files share one module graph: each file importing the server afresh cost about four
    // minutes of CPU per run beside the browser tests. The server keeps no state between apps
    // that a file relies on, except the password cost, which the files that need it set.
    isolate: false,
    hookTimeout: 60_000,
  },
});
