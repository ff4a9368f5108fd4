import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiToken, CreatedApiToken, CreateOrganisationApiTokenBody, IdParams, MessageBody, OrganisationApiTokenParams } from '@mitmachkarte/contract';
import { z } from 'zod';
import { say } from '../../i18n/messages.js';
import { messageBody } from '../../lib/message-body.js';
import * as service from './organisation-api-tokens.service.js';

const tags = ['admin'];

/** An organisation's API keys (docs/product.md §24.6, Organisation keys): list, make (the key in
 *  this answer only), withdraw; for the organisations' administration (`orgmanager`), never with a
 *  key (below /admin, access/token.rules.ts). Rules in organisation-api-tokens.service.ts. */
export async function organisationApiTokensRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/admin/organisation/:id/tokens', { schema: { tags, params: IdParams, response: { 200: z.array(ApiToken) } } },
    (req) => service.listOrganisationApiTokens(app.db, req.actor, req.params.id));
  app.post('/admin/organisation/:id/tokens', { schema: { tags, params: IdParams, body: CreateOrganisationApiTokenBody, response: { 200: CreatedApiToken } } },
    (req) => service.createOrganisationApiToken(app.db, req.actor, req.params.id, req.body));
  app.delete('/admin/organisation/:id/tokens/:tokenId', { schema: { tags, params: OrganisationApiTokenParams, response: { 200: MessageBody } } }, async (req) => {
    await service.revokeOrganisationApiToken(app.db, req.actor, req.params.id, req.params.tokenId);
    return messageBody(req, say('apiTokenRevoked'));
  });
}
