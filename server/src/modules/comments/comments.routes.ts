import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Comment, CreateCommentBody, IDEMPOTENCY_KEY_HEADER, IdempotencyHeaders, IdParams, MessageBody } from '@mitmachkarte/contract';
import { z } from 'zod';
import { writeQuota } from '../../plugins/write-quotas.js';
import { idempotentRequest, runIdempotent } from '../idempotency/idempotency.service.js';
import * as service from './comments.service.js';
import { say } from '../../i18n/messages.js';
import { messageBody } from '../../lib/message-body.js';

const tags = ['comments'];

/** /gis/comments/{pointID}, /gis/comment[/{commentID}] (docs/product.md §7); rules in comments.service.ts. */
export async function commentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/gis/comments/:id', { schema: { tags, params: IdParams, response: { 200: z.array(Comment) } } },
    (req) => service.listComments(app.db, req.actor, req.params.id));
  // With an Idempotency-Key a retry gets the first comment.
  app.post('/gis/comment', { schema: { tags, headers: IdempotencyHeaders, body: CreateCommentBody, response: { 200: Comment } }, preHandler: writeQuota('comment', (req) => ({ point: (req.body as CreateCommentBody).PointID })) },
    (req) => runIdempotent(app.db, idempotentRequest({ route: 'POST /gis/comment', key: req.headers[IDEMPOTENCY_KEY_HEADER], actor: req.actor, sessionToken: req.sessionToken, body: req.body }),
      (trx) => service.createComment(trx, req.actor, req.body, app.notificationDeps, req.headers.host)).then(async (comment) => {
      // The team's mail on a comment waiting for approval (docs/product.md §16.8) was committed with it.
      app.notificationDeps.outbox.kick();
      await app.liveEvents.publish('point.counts', { point: comment.PointID });
      return comment;
    }));
  app.delete('/gis/comment/:id', { schema: { tags, params: IdParams, response: { 200: MessageBody } } }, async (req) => {
    await service.deleteComment(app.db, req.actor, req.params.id);
    await app.liveEvents.publish('point.counts', { comment: req.params.id });
    return messageBody(req, say('commentDeleted'));
  });
}
