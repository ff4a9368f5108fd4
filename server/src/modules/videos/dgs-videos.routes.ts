import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DGS_CAPTIONS_MAX_BYTES, DGS_CAPTIONS_UPLOAD_TYPES, DGS_VIDEO_UPLOAD_TYPES, DgsFileParams, DgsVideoParams, DgsVideos, IdParams,
} from '@mitmachkarte/contract';
import { perHour, type RateLimits } from '../../lib/rate-limits.js';
import * as service from './dgs-videos.service.js';
import { say } from '../../i18n/messages.js';
import { messageBody } from '../../lib/message-body.js';

const tags = ['dgs'];

/** Cache-Control of a video's files: a file id never changes its bytes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const CAPTIONS_TOO_LARGE = say('captionsTooLarge');

/** The declared length of a request body, if its Content-Length says one. */
const declaredLength = (header: string | undefined) => (header && /^\d+$/.test(header) ? Number(header) : undefined);

/** The uploads of videos: the body stays a stream (the service writes it to a temporary file,
 *  never holding it whole); only DGS_VIDEO_UPLOAD_TYPES are taken (415 otherwise). */
async function videoUploadRoutes(fastify: FastifyInstance, opts: { limits: RateLimits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(DGS_VIDEO_UPLOAD_TYPES, (_req, payload, done) => done(null, payload));
  app.post('/admin/organisation/:id/videos/:slot', {
    schema: { tags, params: DgsVideoParams, consumes: DGS_VIDEO_UPLOAD_TYPES, response: { 200: DgsVideos } },
    config: perHour(opts.limits.imageUploadPerHour),
  }, (req) => {
    const body = req.body instanceof Readable ? req.body : Readable.from([]);
    return service.setDgsVideo(app.db, app.imageStore, req.actor, req.params.id, req.params.slot, body, declaredLength(req.headers['content-length']));
  });
}

/** The uploads of captions (WebVTT): raw bytes of DGS_CAPTIONS_UPLOAD_TYPES, at most
 *  DGS_CAPTIONS_MAX_BYTES (413 beyond). */
async function captionsUploadRoutes(fastify: FastifyInstance, opts: { limits: RateLimits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(DGS_CAPTIONS_UPLOAD_TYPES, { parseAs: 'buffer', bodyLimit: DGS_CAPTIONS_MAX_BYTES }, (_req, body, done) => done(null, body));
  app.post('/admin/organisation/:id/videos/:slot/captions', {
    bodyLimit: DGS_CAPTIONS_MAX_BYTES,
    schema: { tags, params: DgsVideoParams, consumes: DGS_CAPTIONS_UPLOAD_TYPES, response: { 200: DgsVideos } },
    config: { ...perHour(opts.limits.imageUploadPerHour), bodyTooLargeMessage: CAPTIONS_TOO_LARGE },
  }, (req) => service.setDgsCaptions(app.db, app.imageStore, req.actor, req.params.id, req.params.slot, Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)));
}

/** Videos in Deutsche Gebärdensprache (docs/product.md §23.3); rules in dgs-videos.service.ts.
 *  The editor's routes below /admin/organisation/{id}/videos, the public list of the serving
 *  organisation and the files, which answer Range requests (RFC 9110 §14) so that players seek. */
export async function dgsVideosRoutes(fastify: FastifyInstance, opts: { limits: RateLimits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(videoUploadRoutes, opts);
  await app.register(captionsUploadRoutes, opts);

  app.get('/admin/organisation/:id/videos', { schema: { tags, params: IdParams, response: { 200: DgsVideos } } },
    (req) => service.listDgsVideos(app.db, req.actor, req.params.id));
  app.delete('/admin/organisation/:id/videos/:slot', { schema: { tags, params: DgsVideoParams, response: { 200: DgsVideos } } },
    (req) => service.removeDgsVideo(app.db, app.imageStore, req.actor, req.params.id, req.params.slot));
  app.delete('/admin/organisation/:id/videos/:slot/captions', { schema: { tags, params: DgsVideoParams, response: { 200: DgsVideos } } },
    (req) => service.removeDgsCaptions(app.db, req.actor, req.params.id, req.params.slot));

  app.get('/dgs/videos', { schema: { tags, response: { 200: DgsVideos } }, config: { duringMfaSetup: true } }, (req) => service.listDgsVideosOfHost(app.db, req.headers.host));

  for (const variant of ['video', 'captions'] as const) {
    app.get(`/dgs/${variant}/:file`, {
      schema: { tags, params: DgsFileParams, produces: variant === 'video' ? ['video/mp4', 'video/webm'] : ['text/vtt'] },
      // Like the legal pages, the explanations stay open while a second factor is being set up.
      config: { duringMfaSetup: true },
      // A response that shared caches keep must not hand out a visitor's new session cookie.
      onSend: async (_req, reply, payload) => {
        reply.removeHeader('set-cookie');
        return payload;
      },
    }, async (req, reply) => {
      const file = await service.getDgsFile(app.db, app.imageStore, req.params.file, variant, req.headers.range);
      reply.header('accept-ranges', variant === 'video' ? 'bytes' : 'none').header('cache-control', IMMUTABLE)
        .header('etag', `"${req.params.file}"`).header('x-content-type-options', 'nosniff');
      if ('unsatisfiable' in file) {
        return reply.status(416).header('content-range', `bytes */${file.total}`).send(await messageBody(req, say('videoPartMissing')));
      }
      if (variant === 'video') reply.header('content-disposition', 'inline');
      if (file.range) reply.status(206).header('content-range', `bytes ${file.range.start}-${file.range.end}/${file.total}`);
      return reply.type(file.type).header('content-length', file.size).send(file.stream);
    });
  }
}
