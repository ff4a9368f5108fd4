import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { imagesAsFiles, leafletSubset, precompressed } from './build/shared-build';

/** The embeddable map's page (docs/product.md §24.1, docs/decisions/0042): embed.html with
 *  src/embed/main.ts, built after the app (vite.config.ts) into the same dist without emptying it.
 *  A build of its own, so that none of the app's chunks, stylesheet, route preloads or service
 *  worker come into the page: it loads Leaflet's subset (leaflet-subset.js) and its own code only
 *  (≤ 60 KB JavaScript as sent). Text files get brotli and gzip copies as in the app's build. */
export default defineConfig({
  base: '/',
  resolve: { alias: [leafletSubset] },
  plugins: [precompressed()],
  build: {
    assetsInlineLimit: imagesAsFiles,
    outDir: 'dist',
    emptyOutDir: false,
    rolldownOptions: { input: { embed: fileURLToPath(new URL('./embed.html', import.meta.url)) } },
  },
});
