import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdentityProvider, IdentityProviderBody, IdentityProviderParams, IdParams, MessageBody } from '@mitmachkarte/contract';
import { z } from 'zod';
import * as service from './identity-providers-admin.service.js';
import { say } from '../../i18n/messages.js';
import { messageBody } from '../../lib/message-body.js';

const tags = ['admin'];

/** /admin/organisation/{id}/identity-providers* (docs/product.md §14.1); rules in
 *  identity-providers-admin.service.ts. `secret` seals the client secrets. */
export async function identityProvidersRoutes(fastify: FastifyInstance, opts: { secret: string }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = { db: app.db, secret: opts.secret };
  app.get('/admin/organisation/:id/identity-providers', { schema: { tags, params: IdParams, response: { 200: z.array(IdentityProvider) } } },
    (req) => service.listProviders(app.db, req.actor, req.params.id));
  app.post('/admin/organisation/:id/identity-providers', { schema: { tags, params: IdParams, body: IdentityProviderBody, response: { 200: IdentityProvider } } },
    (req) => service.createProvider(ctx, req.actor, req.params.id, req.body));
  app.put('/admin/organisation/:id/identity-providers/:providerId', { schema: { tags, params: IdentityProviderParams, body: IdentityProviderBody, response: { 200: IdentityProvider } } },
    (req) => service.updateProvider(ctx, req.actor, req.params.id, req.params.providerId, req.body));
  app.delete('/admin/organisation/:id/identity-providers/:providerId', { schema: { tags, params: IdentityProviderParams, response: { 200: MessageBody } } },
    async (req) => {
      await service.deleteProvider(app.db, req.actor, req.params.id, req.params.providerId);
      return messageBody(req, say('providerDeleted'));
    });
}
