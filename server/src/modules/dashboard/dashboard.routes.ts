import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DashboardCounts } from '@mitmachkarte/contract';
import { getDashboardCounts } from './dashboard.service.js';

/** GET /admin/dashboard: the counts of the admin dashboard. */
export async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/admin/dashboard', { schema: { tags: ['admin'], response: { 200: DashboardCounts } } },
    (req) => getDashboardCounts(app.db, req.actor));
}
