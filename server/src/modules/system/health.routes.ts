import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody, HealthAnswer } from '@mitmachkarte/contract';
import { requireReady } from './health.service.js';

const tags = ['system'];
const OK = { Status: 'ok' } as const;

/** GET /health (the process answers) and GET /ready (database reachable, migrations current) for
 *  load balancers. No login, no session cookie: registered outside the session scope.
 *  Both answer 503 while the server shuts down (plugins/shutdown.ts); like every API answer they
 *  carry `Cache-Control: no-store` (plugins/security-headers.ts). */
export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/health', { schema: { tags, response: { 200: HealthAnswer, 503: ErrorBody } } }, async () => OK);
  app.get('/ready', { schema: { tags, response: { 200: HealthAnswer, 503: ErrorBody } } }, async () => {
    await requireReady(app.db);
    return OK;
  });
}
