import { defineConfig } from 'vitest/config';

/** The unit tests run the app's code on React 19 and react-dom in jsdom, with React's development
 *  build: its warnings fail a test (src/test/setup.ts). */
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // The suite runs at a low CPU priority beside the browser tests (scripts/test.mjs): a user-event
    // test that takes 1 s alone may take several there.
    testTimeout: 20_000,
  },
});
