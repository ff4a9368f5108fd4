import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // scrypt at production cost (~0.3 s per hash) makes logins slow on purpose.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
