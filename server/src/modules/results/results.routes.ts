import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, ProjectResults, ProjectResultsPage } from '@mitmachkarte/contract';
import { perHour, type RateLimits } from '../../lib/rate-limits.js';
import * as service from './results.service.js';

const tags = ['results'];

/** A project's results page (docs/product.md §25.5): read it (everyone who sees the project once
 *  its results phase began, the team before; `limits.resultsPerHour` per IP, as each read counts
 *  the public maps afresh), choose what it shows (the team). */
export async function resultsRoutes(fastify: FastifyInstance, opts: { limits: RateLimits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/gis/workspace/:id/results', { schema: { tags, params: IdParams, response: { 200: ProjectResultsPage } }, config: perHour(opts.limits.resultsPerHour) },
    (req) => service.getResults(app.db, req.actor, req.params.id));
  app.put('/gis/workspace/:id/results', { schema: { tags, params: IdParams, body: ProjectResults, response: { 200: ProjectResultsPage } } },
    (req) => service.updateResults(app.db, req.actor, req.params.id, req.body));
}
