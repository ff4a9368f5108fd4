/** The built web app (web/dist) as static files: precompressed copies chosen by Accept-Encoding,
 *  caching by whether a file's name carries its content hash (docs/runtime.md §3). */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite writes every bundled file to assets/ under a name containing its content hash: a changed
 *  file gets a new name, so a browser may keep one for a year without asking again (RFC 8246). */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** index.html, favicon and other files copied as they are keep their names across releases, so a
 *  browser must ask each time; the ETag makes that a 304 without a body (RFC 9111 §5.2.2.4). */
export const UNHASHED_FILE_CACHE = 'no-cache';

/** The Cache-Control header for a file `filePath` (absolute, possibly the `.br`/`.gz` copy) under `root`. */
export function cacheControlFor(root: string, filePath: string): string {
  const relative = path.relative(root, filePath).split(path.sep);
  return relative.length > 1 && relative[0] === 'assets' ? HASHED_ASSET_CACHE : UNHASHED_FILE_CACHE;
}

/** The `Link` header of index.html: a preconnect to the tile server of `tileUrl` (a Leaflet URL
 *  template), so that the browser opens that connection while it loads the app, not when the map
 *  asks for its first tile (Resource Hints, RFC 8288 `Link`); undefined when the URL's host has a
 *  placeholder such as `{s}` or is not absolute. */
export function tilePreconnectLink(tileUrl: string): string | undefined {
  const match = /^(https?:\/\/[^/{}]+)(?:\/|$)/.exec(tileUrl);
  return match ? `<${match[1]}>; rel=preconnect` : undefined;
}

/** Serves `root` at `/` (index.html for `/`). With `Accept-Encoding: br` or `gzip` the `.br`/`.gz`
 *  copy written by the build is sent as it is (`Content-Encoding`, `Vary: Accept-Encoding`); without
 *  one, or where the build wrote none (images), the file itself. ETag and Last-Modified answer
 *  conditional requests with 304. The copies get no address of their own. index.html carries the
 *  preconnect to the tile server of `tileUrl` (tilePreconnectLink). */
export async function registerStaticFiles(app: FastifyInstance, root: string, tileUrl: string): Promise<void> {
  const preconnect = tilePreconnectLink(tileUrl);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // An array: @fastify/static looks up the compressed index copy only in one.
    index: ['index.html'],
    preCompressed: true,
    // The manifest is the organisation's (modules/organisations/web-manifest.routes.ts); a file of
    // that name left from an older build would take its route.
    globIgnore: ['**/*.br', '**/*.gz', 'manifest.webmanifest'],
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(root, filePath));
      if (preconnect && path.basename(filePath).startsWith('index.html')) reply.header('link', preconnect);
    },
  });
}
