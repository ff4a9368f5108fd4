import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiToken, ApiTokenParams, CreateApiTokenBody, CreatedApiToken, MessageBody } from '@mitmachkarte/contract';
import { z } from 'zod';
import { say } from '../../i18n/messages.js';
import { messageBody } from '../../lib/message-body.js';
import * as service from './api-tokens.service.js';

const tags = ['auth'];

/** The account's own API keys (docs/product.md §24.6): list, make (the key in this answer only),
 *  withdraw. Reached with a signed-in session only, never with a key (access/token.rules.ts). */
export async function apiTokensRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/auth/tokens', { schema: { tags, response: { 200: z.array(ApiToken) } } }, (req) => service.listOwnApiTokens(app.db, req.actor));
  app.post('/auth/tokens', { schema: { tags, body: CreateApiTokenBody, response: { 200: CreatedApiToken } } },
    (req) => service.createOwnApiToken(app.db, req.actor, req.body));
  app.delete('/auth/tokens/:id', { schema: { tags, params: ApiTokenParams, response: { 200: MessageBody } } }, async (req) => {
    await service.revokeOwnApiToken(app.db, req.actor, req.params.id);
    return messageBody(req, say('apiTokenRevoked'));
  });
}
