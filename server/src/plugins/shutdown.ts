import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { say } from '../i18n/messages.js';

/** German message of the 503 a request gets while the server shuts down. */
export const SHUTTING_DOWN = say('shuttingDown');

declare module 'fastify' {
  interface FastifyInstance {
    /** Graceful shutdown, see registerShutdownGuard. */
    closeGracefully(options?: { lingerMs?: number; inFlightLimitMs?: number }): Promise<void>;
    /** Aborted when the shutdown starts: what holds a request open on purpose (the live updates'
     *  streams) ends it then, so that the wait for running requests does not wait for it. */
    shutdownSignal: AbortSignal;
  }
}

/** Time idle keep-alive connections keep getting 503 answers before they are closed (ms). */
export const LINGER_MS = 1_000;
/** Longest wait for running requests before the app closes anyway (ms); within main.ts's 30 s. */
export const IN_FLIGHT_LIMIT_MS = 20_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Graceful shutdown. Adds the first hook of every request: while the server shuts
 *  down, a new request, also one on an open keep-alive connection, gets 503 with SHUTTING_DOWN and
 *  `Connection: close` (Fastify's own English 503 is switched off in app.ts). Decorates
 *  `app.closeGracefully()`: stop accepting connections but keep the open ones (so that a client
 *  about to reuse one gets the 503 rather than a reset), abort `app.shutdownSignal` (the live
 *  updates' streams end), wait until running requests have
 *  answered (at most `inFlightLimitMs`), give idle connections `lingerMs` more, then `app.close()`
 *  (closes the connections; onClose drains the mail outbox and closes the database). A plain
 *  `app.close()` answers 503 too, from its start. Register it before any other hook. */
export function registerShutdownGuard(app: FastifyInstance) {
  let closing = false;
  const running = new Set<string>();
  const shutdown = new AbortController();
  app.decorate('shutdownSignal', shutdown.signal);
  app.addHook('preClose', async () => {
    closing = true;
    shutdown.abort();
  });
  // Callback hooks: they run on every request, and an async one costs a promise and a microtask each.
  app.addHook('onRequest', (req, reply, done) => {
    if (!closing) {
      running.add(req.id);
      return done();
    }
    reply.header('connection', 'close');
    done(new AppError('UNAVAILABLE', SHUTTING_DOWN));
  });
  app.addHook('onResponse', (req, _reply, done) => {
    running.delete(req.id);
    done();
  });
  app.addHook('onRequestAbort', (req, done) => {
    running.delete(req.id);
    done();
  });

  app.decorate('closeGracefully', async function closeGracefully({ lingerMs = LINGER_MS, inFlightLimitMs = IN_FLIGHT_LIMIT_MS } = {}) {
    closing = true;
    shutdown.abort();
    // http.Server#close would also close idle keep-alive connections at once, racing clients that
    // are about to send on them; net.Server#close only stops accepting.
    if (app.server.listening) net.Server.prototype.close.call(app.server);
    const deadline = Date.now() + inFlightLimitMs;
    while (running.size > 0 && Date.now() < deadline) await sleep(20);
    if (running.size > 0) app.log.warn({ running: running.size }, 'shutdown: requests still running after the limit');
    await sleep(lingerMs);
    await app.close();
  });
}
