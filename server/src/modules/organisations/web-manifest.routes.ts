import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noneMatchHits } from '../../lib/conditional.js';
import { getLogoFile } from './organisation-logo.service.js';
import { getWebManifestForHost } from './organisations.service.js';

/** The media type of a web app manifest (W3C Web App Manifest, IANA registration). */
export const MANIFEST_TYPE = 'application/manifest+json; charset=utf-8';

/** The site's own files the organisation decides: its web app manifest and its logo's files.
 *
 *  GET /manifest.webmanifest, beside the web app's files at the site's root, which index.html
 *  links: the manifest of the organisation serving the request's host (docs/product.md §10.1,
 *  §22; docs/runtime.md §6). No session, no cookie: it is the same for every visitor of a host.
 *  Cached like index.html (`no-cache` with an ETag of its text, docs/runtime.md §3): a browser asks
 *  each time and gets a 304 while the organisation's title is unchanged. Hidden from the API's
 *  documentation: it belongs to the site, not to the API. */
export async function webManifestRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (req, reply) => {
    const text = JSON.stringify(await getWebManifestForHost(app.db, req.headers.host));
    const etag = `"${createHash('sha1').update(text).digest('base64url').slice(0, 22)}"`;
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (noneMatchHits(req.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type(MANIFEST_TYPE).send(text);
  });

  // The logo's files (docs/product.md §10.2), which the manifest and the pages name. A revision's
  // bytes never change (a new logo gets a new revision): kept for a year by browsers and shared
  // caches, with no session and no cookie, like the manifest.
  app.get('/branding/:revision/:file', {
    schema: { hide: true, params: z.object({ revision: z.string().max(100), file: z.string().max(100) }) },
  }, async (req, reply) => {
    const bytes = await getLogoFile(app.db, req.params.revision, req.params.file);
    return reply.type('image/png').header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff').send(bytes);
  });
}
