import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Comment, CreateCommentBody, IdParams, MessageBody } from '@mitmachkarte/contract';
import { z } from 'zod';
import * as service from './comments.service.js';

const tags = ['comments'];

/** /gis/comments/{pointID}, /gis/comment[/{commentID}] (spec §7); rules in comments.service.ts. */
export async function commentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/gis/comments/:id', { schema: { tags, params: IdParams, response: { 200: z.array(Comment) } } },
    (req) => service.listComments(app.db, req.actor, req.params.id));
  app.post('/gis/comment', { schema: { tags, body: CreateCommentBody, response: { 200: Comment } } },
    (req) => service.createComment(app.db, req.actor, req.body));
  app.delete('/gis/comment/:id', { schema: { tags, params: IdParams, response: { 200: MessageBody } } }, async (req) => {
    await service.deleteComment(app.db, req.actor, req.params.id);
    return { Message: 'Der Kommentar wurde gelöscht.' };
  });
}
