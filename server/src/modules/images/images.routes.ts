import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IMAGE_MAX_BYTES, ImageParams, ImageUploadAnswer } from '@mitmachkarte/contract';
import type { ImageCaching } from '../../access/image.rules.js';
import { acceptImageBodies, IMAGE_TOO_LARGE, IMAGE_UPLOAD_TYPES, imageBody } from '../../lib/image-bodies.js';
import { perHour, type RateLimits } from '../../lib/rate-limits.js';
import { writeQuota } from '../../plugins/write-quotas.js';
import * as service from './images.service.js';

const tags = ['images'];

/** Cache-Control of each kind of caching (access/image.rules.ts imageCachingOf). A year: ids never
 *  change their bytes. */
const CACHE_CONTROL: Record<ImageCaching, string> = {
  private: 'private, no-cache',
  revalidate: 'public, no-cache',
  immutable: 'public, max-age=31536000, immutable',
};

/** /gis/images/upload and /gis/image/{variant}/{id} (docs/product.md §7); rules in images.service.ts. In this
 *  plugin's scope only raw image bodies are parsed (lib/image-bodies.ts). */
export async function imagesRoutes(fastify: FastifyInstance, opts: { limits: RateLimits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  acceptImageBodies(app);

  app.post('/gis/images/upload', {
    bodyLimit: IMAGE_MAX_BYTES,
    schema: { tags, consumes: IMAGE_UPLOAD_TYPES, response: { 200: ImageUploadAnswer } },
    config: { ...perHour(opts.limits.imageUploadPerHour), bodyTooLargeMessage: IMAGE_TOO_LARGE },
    preHandler: writeQuota('upload'),
  }, async (req) => service.uploadImage(app.db, app.imageStore, req.actor, imageBody(req.body)));

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
