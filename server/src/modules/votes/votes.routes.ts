import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, VoteBody, VoteCounts } from '@mitmachkarte/contract';
import { writeQuota } from '../../plugins/write-quotas.js';
import * as service from './votes.service.js';

const tags = ['votes'];

/** /gis/votes/{pointID}, /gis/vote/{pointID}, /gis/votescomment/{commentID},
 *  /gis/votecomment/{commentID} (docs/product.md §7); rules in votes.service.ts. */
export async function votesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/gis/votes/:id', { schema: { tags, params: IdParams, response: { 200: VoteCounts } } },
    (req) => service.getPointVotes(app.db, req.actor, req.params.id));
  app.post('/gis/vote/:id', { schema: { tags, params: IdParams, body: VoteBody, response: { 200: VoteCounts } }, preHandler: writeQuota('vote', (req) => ({ point: (req.params as { id: string }).id })) },
    async (req) => {
      const counts = await service.votePoint(app.db, req.actor, req.params.id, req.body);
      await app.liveEvents.publish('point.counts', { point: req.params.id });
      return counts;
    });
  app.get('/gis/votescomment/:id', { schema: { tags, params: IdParams, response: { 200: VoteCounts } } },
    (req) => service.getCommentVotes(app.db, req.actor, req.params.id));
  app.post('/gis/votecomment/:id', { schema: { tags, params: IdParams, body: VoteBody, response: { 200: VoteCounts } }, preHandler: writeQuota('vote', (req) => ({ comment: (req.params as { id: string }).id })) },
    async (req) => {
      const counts = await service.voteComment(app.db, req.actor, req.params.id, req.body);
      await app.liveEvents.publish('point.counts', { comment: req.params.id });
      return counts;
    });
}
