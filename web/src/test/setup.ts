import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect } from 'vitest';

// findBy… and waitFor wait up to 15 s instead of Testing Library's 1 s: in CI the web suite shares two CPUs with
// the server suites on SQLite and PostgreSQL, and a lazy chunk (a point's details), transformed on its first
// import, once took longer than 1 s to arrive, and on a busier run longer than 5 s. A test whose element never
// comes still fails; waiting longer costs only the failing test time.
configure({ asyncUtilTimeout: 15_000 });

// React's development build warns of mistakes (a missing key, a state update on an unmounted component, an
// update outside act, an invalid DOM property): each warning it prints to the console fails the test that caused
// it, so that none goes unnoticed.
let warnings: string[] = [];
const consoleError = console.error;
const consoleWarn = console.warn;
beforeEach(() => {
  warnings = [];
  console.error = (...args: unknown[]) => {
    warnings.push(args.map(String).join(' '));
    consoleError(...args);
  };
  console.warn = (...args: unknown[]) => {
    warnings.push(args.map(String).join(' '));
    consoleWarn(...args);
  };
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  console.error = consoleError;
  console.warn = consoleWarn;
  expect(warnings, 'React (or another library) printed a warning').toEqual([]);
});
