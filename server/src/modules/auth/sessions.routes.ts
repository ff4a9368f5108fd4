import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageBody, SessionInfo, SessionParams } from '@mitmachkarte/contract';
import { z } from 'zod';
import * as service from './sessions.service.js';
import { say } from '../../i18n/messages.js';
import { messageBody } from '../../lib/message-body.js';

const tags = ['auth'];

/** The user's own sessions (docs/security.md, Sessions): list, end one, end all others. */
export async function sessionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/auth/sessions', { schema: { tags, response: { 200: z.array(SessionInfo) } } },
    (req) => service.listOwnSessions(app.db, req.actor, req.sessionToken));
  app.delete('/auth/session/:id', { schema: { tags, params: SessionParams, response: { 200: MessageBody } } }, async (req, reply) => {
    const { wasCurrent } = await service.endOwnSession(app.db, req.actor, req.params.id, req.sessionToken);
    if (wasCurrent) await reply.logOut();
    return messageBody(req, say('sessionEnded'));
  });
  app.delete('/auth/sessions', { schema: { tags, response: { 200: MessageBody } } }, async (req) => {
    await service.endOtherOwnSessions(app.db, req.actor, req.sessionToken);
    return messageBody(req, say('otherSessionsEnded'));
  });
}
