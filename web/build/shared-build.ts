import { fileURLToPath } from 'node:url';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/** What the app's build (vite.config.ts) and the embeddable map's (vite.embed.config.ts) share. */

/** Leaflet's modules the pages use instead of its whole bundle (leaflet-subset.js). */
export const leafletSubset = { find: /^leaflet$/, replacement: fileURLToPath(new URL('../leaflet-subset.js', import.meta.url)) };

/** A brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, compressed once at
 *  the highest levels, which the server sends as they are (docs/runtime.md §3). Images and other
 *  already compressed formats are left alone: compressing them again saves nothing. */
export const precompressed = () => compression({
  include: /\.(html|css|js|mjs|json|svg|txt|map)$/,
  algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip')],
  logLevel: 'silent',
});

/** Images stay files, fetched when drawn: inlined into a script (Vite's default below 4 KB) Leaflet's
 *  marker icons were 5.3 KB of base64, which compresses to nothing, in the map's first load. */
export const imagesAsFiles = (file: string) => (/\.(png|jpe?g|webp)$/.test(file) ? false : undefined);
