import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';
import { afterEach } from 'vitest';

// The tests run on Preact like the built app (vitest.config.ts). Preact runs effects after the next animation
// frame, which jsdom only fakes with a 16 ms timer, so a test that finds an element would not yet see what its
// effects do (the page title, a follow-up request). A browser paints at once; here the effects run on the next
// task, as they do under React.
options.requestAnimationFrame = (callback) => setTimeout(callback, 0);

// findBy… and waitFor wait up to 5 s instead of Testing Library's 1 s: in CI the web suite shares two CPUs with
// the server suites on SQLite and PostgreSQL, and a lazy chunk (a point's details) once took longer than 1 s to
// arrive. A test whose element never comes still fails.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
