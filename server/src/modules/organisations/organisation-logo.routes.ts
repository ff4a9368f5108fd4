import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, IMAGE_MAX_BYTES, Organisation } from '@mitmachkarte/contract';
import { acceptImageBodies, IMAGE_TOO_LARGE, IMAGE_UPLOAD_TYPES, imageBody } from '../../lib/image-bodies.js';
import { perHour, type RateLimits } from '../../lib/rate-limits.js';
import * as service from './organisation-logo.service.js';

const tags = ['admin'];

/** /admin/organisation/{id}/logo (docs/product.md §7, §10.2); rules in organisation-logo.service.ts.
 *  The upload takes the raw bytes of an image as /gis/images/upload does (its content types, at
 *  most IMAGE_MAX_BYTES, 413 beyond), limited per IP address and hour like it. */
export async function organisationLogoRoutes(fastify: FastifyInstance, opts: { limits: RateLimits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  acceptImageBodies(app);

  app.post('/admin/organisation/:id/logo', {
    bodyLimit: IMAGE_MAX_BYTES,
    schema: { tags, params: IdParams, consumes: IMAGE_UPLOAD_TYPES, response: { 200: Organisation } },
    config: { ...perHour(opts.limits.imageUploadPerHour), bodyTooLargeMessage: IMAGE_TOO_LARGE },
  }, (req) => service.setOrganisationLogo(app.db, req.actor, req.params.id, imageBody(req.body)));

  app.delete('/admin/organisation/:id/logo', { schema: { tags, params: IdParams, response: { 200: Organisation } } },
    (req) => service.removeOrganisationLogo(app.db, req.actor, req.params.id));
}
