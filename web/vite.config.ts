import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

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
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
});
