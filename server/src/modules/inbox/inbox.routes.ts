import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, InboxCounts, InboxPage, InboxQuery, InboxSeenBody, MessageBody } from '@mitmachkarte/contract';
import * as service from './inbox.service.js';
import { say } from '../../i18n/messages.js';
import { messageBody } from '../../lib/message-body.js';

const tags = ['inbox'];
export const MARKED = say('markedRead');

/** The team's inbox (docs/product.md §7, §16.9); rules in inbox.service.ts. */
export async function inboxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/gis/workspace/:id/inbox', { schema: { tags, params: IdParams, querystring: InboxQuery, response: { 200: InboxPage } } },
    (req) => service.listInbox(app.db, req.actor, req.params.id, req.query));
  app.post('/gis/workspace/:id/inbox/seen', { schema: { tags, params: IdParams, body: InboxSeenBody, response: { 200: MessageBody } } }, async (req) => {
    await service.markSeen(app.db, req.actor, req.params.id, req.body);
    return messageBody(req, MARKED);
  });
  app.post('/gis/workspace/:id/inbox/seen-all', { schema: { tags, params: IdParams, response: { 200: MessageBody } } }, async (req) => {
    await service.markAllSeen(app.db, req.actor, req.params.id);
    return messageBody(req, MARKED);
  });
  // Asked for by the navigation bar on every page, also while a second factor must be set up
  // first (plugins/mfa-setup-gate.ts): such a session gets no counts (countInboxes).
  app.get('/gis/inbox/counts', { schema: { tags, response: { 200: InboxCounts } }, config: { duringMfaSetup: true } }, (req) => service.countInboxes(app.db, req.actor));
}
