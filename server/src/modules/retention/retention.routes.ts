import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, ProjectRetention, ProjectRetentionBody, RetentionPolicy } from '@mitmachkarte/contract';
import * as service from './retention.service.js';

const tags = ['retention'];

/** The storage limitation's settings (docs/product.md §17.8); rules in retention.service.ts. */
export async function retentionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/retention', { schema: { tags, response: { 200: RetentionPolicy } } }, () => service.getRetentionPolicy(app.db));
  app.get('/gis/workspace/:id/retention', { schema: { tags, params: IdParams, response: { 200: ProjectRetention } } },
    (req) => service.getProjectRetention(app.db, req.actor, req.params.id));
  app.put('/gis/workspace/:id/retention', { schema: { tags, params: IdParams, body: ProjectRetentionBody, response: { 200: ProjectRetention } } },
    (req) => service.updateProjectRetention(app.db, req.actor, req.params.id, req.body));
}
