import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, ReviewFilter, ReviewPage, ReviewQuery, ReviewStats } from '@mitmachkarte/contract';
import { LRUCache } from 'lru-cache';
import { createAnswerCache } from '../../lib/answer-cache.js';
import { sendTaggedJson } from '../../lib/conditional.js';
import * as service from './review.service.js';

const tags = ['review'];
/** How many counts of filters the review table keeps (a key of a few hundred bytes each). */
const REVIEW_COUNTS_KEPT = 1000;

/** The evaluation's review table and the figures of its charts (docs/product.md §7, §18.1); rules
 *  in review.service.ts. */
export async function reviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The counts of the table's filters, per layer revision and filter (review.service.ts).
  const counts = new LRUCache<string, number>({ max: REVIEW_COUNTS_KEPT });
  app.get('/gis/review/:id', { schema: { tags, params: IdParams, querystring: ReviewQuery, response: { 200: ReviewPage } } },
    (req) => service.listReviewRows(app.db, counts, req.actor, req.params.id, req.query));
  const cache = createAnswerCache();
  app.get('/gis/review/:id/stats', { schema: { tags, params: IdParams, querystring: ReviewFilter, response: { 200: ReviewStats } } },
    async (req, reply) => sendTaggedJson(req, reply, await service.getReviewStats(app.db, cache, req.actor, req.params.id, req.query)));
}
