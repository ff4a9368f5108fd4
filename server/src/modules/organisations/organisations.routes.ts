import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CreateOrganisationBody, IdParams, MessageBody, Organisation, OrganisationBody } from '@mitmachkarte/contract';
import { z } from 'zod';
import * as service from './organisations-admin.service.js';
import { say } from '../../i18n/messages.js';
import { messageBody } from '../../lib/message-body.js';

const tags = ['admin'];

/** /admin/organisation* (docs/product.md §7); rules in organisations-admin.service.ts. */
export async function organisationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/admin/organisations', { schema: { tags, response: { 200: z.array(Organisation) } } },
    (req) => service.listOrganisations(app.db, req.actor));
  app.post('/admin/organisation', { schema: { tags, body: CreateOrganisationBody, response: { 200: Organisation } } },
    (req) => service.createOrganisation(app.db, req.actor, req.body));
  app.get('/admin/organisation/:id', { schema: { tags, params: IdParams, response: { 200: Organisation } } },
    (req) => service.getOrganisation(app.db, req.actor, req.params.id));
  app.put('/admin/organisation/:id', { schema: { tags, params: IdParams, body: OrganisationBody, response: { 200: Organisation } } },
    (req) => service.updateOrganisation(app.db, req.actor, req.params.id, req.body));
  app.delete('/admin/organisation/:id', { schema: { tags, params: IdParams, response: { 200: MessageBody } } },
    async (req) => {
      await service.deleteOrganisation(app.db, req.actor, req.params.id);
      return messageBody(req, say('organisationDeleted'));
    });
}
