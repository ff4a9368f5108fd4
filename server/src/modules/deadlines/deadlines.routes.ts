import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Deadlines, FiguresQuery, IdParams, WorkspaceFigures } from '@mitmachkarte/contract';
import * as deadlines from './deadlines.service.js';
import * as figures from './figures.service.js';

const tags = ['workspaces'];

/** A project's deadlines and figures (docs/product.md §7, §16.11); rules in deadlines.service.ts
 *  and figures.service.ts. */
export async function deadlinesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/gis/workspace/:id/deadlines', { schema: { tags, params: IdParams, response: { 200: Deadlines } } },
    (req) => deadlines.getDeadlines(app.db, req.actor, req.params.id));
  app.put('/gis/workspace/:id/deadlines', { schema: { tags, params: IdParams, body: Deadlines, response: { 200: Deadlines } } },
    (req) => deadlines.setDeadlines(app.db, req.actor, req.params.id, req.body));
  app.get('/gis/workspace/:id/figures', { schema: { tags, params: IdParams, querystring: FiguresQuery, response: { 200: WorkspaceFigures } } },
    (req) => figures.getFigures(app.db, req.actor, req.params.id, req.query));
}
