import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IMAGE_MAX_BYTES, ImageParams, ImageUploadAnswer } from '@mitmachkarte/contract';
import type { ImageCaching } from '../../access/image.rules.js';
import { perHour, type RateLimits } from '../../lib/rate-limits.js';
import { writeQuota } from '../../plugins/write-quotas.js';
import * as service from './images.service.js';

const tags = ['images'];

/** Content types under which the raw bytes of an upload are accepted (docs/product.md §7: octet-stream; the
 *  image types for clients that send the file's own type). What the bytes are is decided by sharp,
 *  never by this header. */
export const IMAGE_UPLOAD_TYPES = ['application/octet-stream', 'image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'image/avif'];

export const IMAGE_TOO_LARGE = 'Das Bild ist zu groß. Es darf höchstens 10 MB groß sein.';

/** Cache-Control of each kind of caching (access/image.rules.ts imageCachingOf). A year: ids never
 *  change their bytes. */
const CACHE_CONTROL: Record<ImageCaching, string> = {
  private: 'private, no-cache',
  revalidate: 'public, no-cache',
  immutable: 'public, max-age=31536000, immutable',
};

/** /gis/images/upload and /gis/image/{variant}/{id} (docs/product.md §7); rules in images.service.ts. In this
 *  plugin's scope only the image content types are parsed (JSON and forms get 415), as a Buffer
 *  of at most IMAGE_MAX_BYTES (413 with the image message beyond, plugins/error-handler.ts). */
export async function imagesRoutes(fastify: FastifyInstance, opts: { limits: RateLimits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(IMAGE_UPLOAD_TYPES, { parseAs: 'buffer', bodyLimit: IMAGE_MAX_BYTES }, (_req, body, done) => done(null, body));

  app.post('/gis/images/upload', {
    bodyLimit: IMAGE_MAX_BYTES,
    schema: { tags, consumes: IMAGE_UPLOAD_TYPES, response: { 200: ImageUploadAnswer } },
    config: { ...perHour(opts.limits.imageUploadPerHour), bodyTooLargeMessage: IMAGE_TOO_LARGE },
    preHandler: writeQuota('upload'),
  }, async (req) => service.uploadImage(app.db, app.imageStore, req.actor, Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)));

  app.get('/gis/image/:variant/:id', {
    schema: { tags, params: ImageParams, produces: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/avif'] },
    // A response that shared caches keep must not hand out a visitor's new session cookie
    // (plugins/session.ts); runs after the cookie plugin has written it.
    onSend: async (_req, reply, payload) => {
      if (String(reply.getHeader('cache-control')).startsWith('public')) reply.removeHeader('set-cookie');
      return payload;
    },
  }, async (req, reply) => {
    const { variant, id } = req.params;
    const file = await service.getImageFile(app.db, app.imageStore, req.actor, id, variant);
    const etag = file.etag;
    reply.header('etag', etag)
      // Only what anonymous visitors may see anyway is kept by shared caches, photos of entries
      // only with revalidation; everything else is private (access/image.rules.ts).
      .header('cache-control', CACHE_CONTROL[file.caching])
      .header('x-content-type-options', 'nosniff');
    if (req.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      file.stream.destroy();
      return reply.status(304).send();
    }
    return reply.type(file.type).header('content-length', file.size).send(file.stream);
  });
}
