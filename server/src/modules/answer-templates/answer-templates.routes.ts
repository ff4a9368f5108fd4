import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AnswerTemplate, AnswerTemplatesBody, IdParams } from '@mitmachkarte/contract';
import { z } from 'zod';
import * as service from './answer-templates.service.js';

/** Answer templates (docs/product.md §7, §16.2); rules in answer-templates.service.ts. */
export async function answerTemplatesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const list = { 200: z.array(AnswerTemplate) };
  app.get('/gis/answer-templates', { schema: { tags: ['points'], response: list } },
    (req) => service.listTemplatesOfHost(app.db, req.actor, req.headers.host));
  app.get('/admin/organisation/:id/answer-templates', { schema: { tags: ['admin'], params: IdParams, response: list } },
    (req) => service.listTemplatesOfOrganisation(app.db, req.actor, req.params.id));
  app.put('/admin/organisation/:id/answer-templates', { schema: { tags: ['admin'], params: IdParams, body: AnswerTemplatesBody, response: list } },
    (req) => service.replaceTemplatesOfOrganisation(app.db, req.actor, req.params.id, req.body));
}
