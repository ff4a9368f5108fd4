import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The suite runs at a low CPU priority beside the browser tests (scripts/test.mjs), where a
    // test may take several times as long as alone.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
