import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EmbedCard, EmbedConfig, EmbedPageQuery, EmbedToken, IdParams } from '@mitmachkarte/contract';
import { notFound } from '../../lib/app-error.js';
import { perHour, type RateLimits } from '../../lib/rate-limits.js';
import { say } from '../../i18n/messages.js';
import { withFrameAncestors } from '../../plugins/security-headers.js';
import { getEmbedCard, getEmbedConfig, getEmbedFraming, issueEmbedToken } from './embed.service.js';

const tags = ['embed'];

/** GET /embed/{id}/config and GET /embed/point/{id} below /api/v1: the embedded map's data
 *  (docs/product.md §24.1), read as an anonymous visitor (embed.service.ts), for everyone;
 *  `limits.embedPerHour` per IP each. POST /embed/{id}/token: the frame's entry token, where the
 *  project takes entries inside the frame (404 otherwise); `limits.embedTokensPerHour` per IP.
 *  It uses no session: plugins/xsrf.ts checks only that it comes from our own site (403 for
 *  `Sec-Fetch-Site: cross-site` or a foreign `Origin`), as a frame has no session to bind an
 *  anti-forgery token to. */
export async function embedRoutes(fastify: FastifyInstance, opts: { limits: RateLimits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limit = perHour(opts.limits.embedPerHour);
  app.get('/embed/:id/config', { schema: { tags, params: IdParams, response: { 200: EmbedConfig }, description: 'Die öffentlichen Karten eines Projekts für die eingebettete Karte.' }, config: limit },
    (req) => getEmbedConfig(app.db, app.config, req.headers.host, req.params.id));
  app.post('/embed/:id/token', {
    schema: { tags, params: IdParams, response: { 200: EmbedToken }, description: 'Ein Schlüssel der eingebetteten Karte für Einträge (eine Stunde gültig).' },
    config: { ...perHour(opts.limits.embedTokensPerHour), withoutSession: true },
  }, (req) => issueEmbedToken(app.db, req.headers.host, req.params.id));
  app.get('/embed/point/:id', { schema: { tags, params: IdParams, response: { 200: EmbedCard }, description: 'Die Karte eines öffentlichen Eintrags für die eingebettete Karte.' }, config: limit },
    (req) => getEmbedCard(app.db, req.params.id));
}

/** GET /embed/{id}: the embed page (web/embed.html of the built web app, docs/decisions/0042) for
 *  a public project, with `frame-ancestors` naming 'self' and the origins the organisation serving
 *  the host lists (plugins/security-headers.ts withFrameAncestors) and no X-Frame-Options; every
 *  other page keeps `frame-ancestors 'none'`. The page is the same for every project: it reads its
 *  options from its own address. NOT_FOUND for unknown and non-public projects and maps, and while
 *  the web app is not built (`webDist` without embed.html). `limits.embedPerHour` per IP. */
export async function embedPageRoutes(fastify: FastifyInstance, opts: { limits: RateLimits; webDist: string | undefined }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  let page: Promise<string | undefined> | undefined;
  const readPage = () => (page ??= opts.webDist
    ? fs.readFile(path.join(opts.webDist, 'embed.html'), 'utf8').catch(() => undefined)
    : Promise.resolve(undefined));
  app.get('/embed/:id', { schema: { hide: true, params: IdParams, querystring: EmbedPageQuery }, config: perHour(opts.limits.embedPerHour) }, async (req, reply) => {
    const origins = await getEmbedFraming(app.db, req.headers.host, req.params.id, req.query.layer);
    const html = await readPage();
    if (html === undefined) throw notFound(say('embedUnavailable'));
    reply.header('content-security-policy', withFrameAncestors(String(reply.getHeader('content-security-policy') ?? ''), origins));
    reply.removeHeader('x-frame-options');
    // The framing rights follow the host's organisation and may change at any time.
    reply.header('cache-control', 'no-cache');
    reply.header('vary', 'Host');
    return reply.type('text/html; charset=utf-8').send(html);
  });
}
