import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.js';

/** German message of the 503 a request gets while the server shuts down (issue 10). */
export const SHUTTING_DOWN = 'Der Server wird gerade neu gestartet. Bitte versuchen Sie es in wenigen Sekunden noch einmal.';

/** Graceful shutdown (issue 10): once `app.close()` begins, every new request, also on an open
 *  keep-alive connection, gets 503 with SHUTTING_DOWN and `Connection: close`, while requests
 *  already running finish. Fastify's own 503 (English) is switched off in app.ts
 *  (`return503OnClosing: false`). Register it before any other hook. */
export function registerShutdownGuard(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_req, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    throw new AppError('UNAVAILABLE', SHUTTING_DOWN);
  });
}
