import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bootstrapStylesheet } from './build/bootstrap-stylesheet';
import { compileMessages } from './build/compile-messages';
import { routePreload } from './build/route-preload';
import { imagesAsFiles, leafletSubset, precompressed } from './build/shared-build';

/** The installable map app (docs/runtime.md §6, docs/decisions/0020-offline-capture.md): the service worker src/sw.ts,
 *  built with the list of files to precache. The web app manifest is not built here: the server writes it for the
 *  organisation serving the host (docs/product.md §22), and index.html links it. The page registers the worker itself,
 *  from the map (features/map/offline/service-worker.ts), so that the start page loads none of it; a new version waits
 *  until the user chooses „neu laden“ (prompt). */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    // The app shell: scripts, styles, index.html, icons; not the compressed copies (the server picks those), nor the
    // manifest, which is the organisation's and may change under the same name.
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    // The password strength meter (about 1.3 MB) serves registration and password changes, which need
    // the network anyway. Leaflet-Geoman (lib/draw, about 62 KB as sent) is kept: lines and areas are
    // drawn without network too (docs/product.md §25.1, §22).
    globIgnores: ['**/*.br', '**/*.gz', '**/password-strength-*.js'],
  },
});

/** The built app is served by the API server at `/` (docs/architecture.md §1); in development Vite serves it
 *  and forwards API calls to a server started separately on port 8080. Every text file of the build also gets
 *  precompressed copies (build/shared-build.ts). */
export default defineConfig({
  base: '/',
  // Leaflet's modules the app uses instead of its whole bundle (leaflet-subset.js).
  resolve: { alias: [leafletSubset] },
  plugins: [
    react(),
    compileMessages(),
    bootstrapStylesheet(),
    routePreload(fileURLToPath(new URL('./src/app/router.tsx', import.meta.url))),
    pwa,
    precompressed(),
  ],
  build: {
    assetsInlineLimit: imagesAsFiles,
    outDir: 'dist',
    emptyOutDir: true,
    // Few files on the first screen (docs/runtime.md §3): a phone on a slow line pays a round trip per wave of
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
    // The API and the organisation's manifest and logo come from the server.
    proxy: { '/api': 'http://localhost:8080', '/manifest.webmanifest': 'http://localhost:8080', '/branding': 'http://localhost:8080' },
  },
});
