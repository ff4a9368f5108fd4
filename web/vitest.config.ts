import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { compileMessages } from './build/compile-messages';

/** The unit tests run the app's code on React 19 and react-dom in jsdom, with React's development
 *  build: its warnings fail a test (src/test/setup.ts). */
export default defineConfig({
  // The interface texts compiled as the build compiles them (docs/decisions/0035).
  plugins: [compileMessages()],
  // Leaflet as the build has it (leaflet-subset.js, vite.config.ts), for react-leaflet too, which
  // is therefore bundled rather than loaded by Node (that would load Leaflet's own bundle beside it).
  resolve: { alias: [{ find: /^leaflet$/, replacement: fileURLToPath(new URL('./leaflet-subset.js', import.meta.url)) }] },
  test: {
    server: { deps: { inline: ['react-leaflet', '@react-leaflet/core'] } },
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // The suite runs at a low CPU priority beside the browser tests (scripts/test.mjs): a user-event
    // test that takes 1 s alone may take several there (and each wait may take 15 s, src/test/setup.ts).
    testTimeout: 30_000,
  },
});
