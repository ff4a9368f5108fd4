import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { noneMatchHits } from '../../lib/conditional.js';
import { getWebManifestForHost } from './organisations.service.js';

/** The media type of a web app manifest (W3C Web App Manifest, IANA registration). */
export const MANIFEST_TYPE = 'application/manifest+json; charset=utf-8';

/** GET /manifest.webmanifest, beside the web app's files at the site's root, which index.html
 *  links: the manifest of the organisation serving the request's host (docs/product.md §10.1,
 *  §22; docs/runtime.md §6). No session, no cookie: it is the same for every visitor of a host.
 *  Cached like index.html (`no-cache` with an ETag of its text, docs/runtime.md §3): a browser asks
 *  each time and gets a 304 while the organisation's title is unchanged. Hidden from the API's
 *  documentation: it belongs to the site, not to the API. */
export async function webManifestRoutes(app: FastifyInstance) {
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (req, reply) => {
    const text = JSON.stringify(await getWebManifestForHost(app.db, req.headers.host));
    const etag = `"${createHash('sha1').update(text).digest('base64url').slice(0, 22)}"`;
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (noneMatchHits(req.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type(MANIFEST_TYPE).send(text);
  });
}
