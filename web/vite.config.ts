import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/** The app and every React library it uses run on Preact's compatibility layer instead of React: react-dom alone
 *  was about 58 KB of the map page's JavaScript as sent, Preact with its compat layer is about 5 KB
 *  (docs/decisions/0013-preact.md). The code is still written and type-checked against React's API. Exact matches
 *  only, so that `react-router` and `react-bootstrap` are not caught. The unit tests use the same aliases
 *  (vitest.config.ts). */
export const reactToPreact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

/** The built app is served by the API server at `/` (docs/architecture.md §1); in development Vite serves it
 *  and forwards API calls to a server started separately on port 8080.
 *  Every text file of the build also gets a brotli (`.br`) and a gzip (`.gz`) copy beside it, compressed once at the
 *  highest levels, which the server sends as they are (docs/architecture.md §14). Images and other already
 *  compressed formats are left alone: compressing them again saves nothing. */
export default defineConfig({
  base: '/',
  plugins: [
    react(),
    compression({
      include: /\.(html|css|js|mjs|json|svg|webmanifest|txt|map)$/,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip')],
      logLevel: 'silent',
    }),
  ],
  resolve: { alias: reactToPreact },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Few files on the first screen (docs/architecture.md §14): a phone on a slow line pays a round trip per wave of
    // six files, and by default the map page came as 41 scripts. Everything the entry imports statically is one
    // chunk ('$initial'); shared chunks under 12 KB (source size) are copied into the chunks that import them instead
    // of being files of their own. The map page is then 8 scripts, the start page 3, and both send fewer bytes.
    rolldownOptions: {
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 12_000 },
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
});
