import { constants } from 'node:zlib';
import compress, { type FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Bodies smaller than this go uncompressed (bytes): below a packet or two, compressing saves
 *  nothing the client would notice and costs CPU; the answers of /health and most errors stay plain. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Text answers: JSON (also GeoJSON, problem+json) and text/* (CSV), never Server-Sent Events; and
 *  the GeoPackage export, an SQLite file of mostly text that compresses well. KML is compressible by
 *  mime-db's flag. Everything else falls back to mime-db's "compressible" flag, which is false for JPEG, PNG,
 *  WebP, ZIP and XLSX (a ZIP too): those are compressed already, a second pass only costs CPU. */
const COMPRESSIBLE = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|^application\/geopackage\+sqlite3$/u;

/** Compression of dynamic answers (docs/runtime.md §2): brotli or gzip as
 *  the client's Accept-Encoding prefers (RFC 9110 §12.5.3), with cheap settings because every
 *  answer is compressed anew: brotli quality 4 (the default 11 takes ~10× as long for a few
 *  per cent), gzip level 6. Streams (point lists, exports) are compressed as they stream, so
 *  memory stays flat. Request bodies are not decompressed (Content-Encoding on a request stays
 *  unsupported, as before). Vary: Accept-Encoding is set on every compressed answer. */
const OPTIONS: FastifyCompressOptions = {
  global: true,
  globalDecompression: false,
  encodings: ['br', 'gzip'],
  threshold: COMPRESSION_THRESHOLD_BYTES,
  customTypes: COMPRESSIBLE,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } },
  zlibOptions: { level: 6 },
};

/** Registers compression for the routes of `api` (and its children) only: the API's answers.
 *  The web app's static files are served precompressed by @fastify/static outside this scope,
 *  so they are never compressed twice. */
export async function registerCompression(api: FastifyInstance): Promise<void> {
  await api.register(compress, OPTIONS);
}
