import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The built app is served by the API server at `/` (docs/architecture.md §1); in development Vite serves it
 *  and forwards API calls to a server started separately on port 8080. */
export default defineConfig({
  base: '/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
});
