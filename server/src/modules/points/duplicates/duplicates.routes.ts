import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, MergeBody, MergeResult, NearbyAnswer, NearbyQuery } from '@mitmachkarte/contract';
import { perHour, type RateLimits } from '../../../lib/rate-limits.js';
import { mergePoint } from './merge.service.js';
import { listNearbyPoints } from './nearby.service.js';

const tags = ['points'];

/** „Wurde das schon gemeldet?“ and merging duplicates (docs/product.md §24.3); rules in
 *  nearby.service.ts and merge.service.ts. The hint is asked while placing an entry, by anonymous
 *  visitors too: limited per IP (`limits.nearbyPerHour`, docs/security.md, Limits). */
export async function duplicatesRoutes(fastify: FastifyInstance, opts: { limits: RateLimits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/gis/layer/:id/nearby', { schema: { tags, params: IdParams, querystring: NearbyQuery, response: { 200: NearbyAnswer } }, config: perHour(opts.limits.nearbyPerHour) },
    (req) => listNearbyPoints(app.db, req.actor, req.params.id, req.query));
  app.post('/gis/point/:id/merge', { schema: { tags, params: IdParams, body: MergeBody, response: { 200: MergeResult } } },
    async (req) => {
      const result = await mergePoint(app.db, req.actor, req.params.id, req.body);
      // The duplicate's status and the original's votes changed (docs/product.md §21).
      await app.liveEvents.publish('point.status', { point: req.params.id });
      await app.liveEvents.publish('point.counts', { point: req.body.Into });
      return result;
    });
}
