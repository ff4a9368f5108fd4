import { defineConfig } from 'vitest/config';
import { reactToPreact } from './vite.config';

export default defineConfig({
  // The tests run on the same runtime as the built app: Preact's compat layer under React's names.
  resolve: { alias: reactToPreact },
  plugins: [
    {
      // Vitest resolves packages with Node's conditions, so a library that offers Node a CommonJS build
      // (`@restart/ui`, under react-bootstrap) would `require('react')` past the aliases; the ES module builds,
      // as the app's build picks them, import it where the aliases reach.
      name: 'es-module-builds',
      configEnvironment(name, config) {
        if (name !== 'client') return;
        config.resolve = { ...config.resolve, conditions: ['module', 'development'], mainFields: ['module', 'jsnext:main', 'jsnext', 'main'] };
      },
    },
  ],
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // The suite runs at a low CPU priority beside the browser tests (scripts/test.mjs): a user-event
    // test that takes 1 s alone may take several there.
    testTimeout: 20_000,
    server: {
      deps: {
        // Node would load these libraries' own `import 'react'` past the aliases (and so React beside Preact), and a
        // second copy of Preact beside the one the tests' set-up configures: Vite transforms them itself instead.
        inline: [/\/node_modules\/(preact|react[^/]*|@react-[^/]+|@restart|@tanstack|@testing-library|@dnd-kit|uncontrollable)\//],
      },
    },
  },
});
