import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Each case starts real server processes (migrations, scrypt at production cost).
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
