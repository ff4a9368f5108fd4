import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { hmac, safeEqual } from '../lib/tokens.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Anti-forgery check (DESIGN.md §5): every POST/PUT/PATCH/DELETE must carry X-XSRF-TOKEN equal to
 *  HMAC(secret, session token), and must not come from another site (Sec-Fetch-Site). 403
 *  otherwise. Runs after the session plugin. */
export const xsrfPlugin = fp(async (app: FastifyInstance, opts: { secret: string }) => {
  app.addHook('onRequest', async (req) => {
    if (SAFE_METHODS.has(req.method)) return;
    if (req.headers['sec-fetch-site'] === 'cross-site') {
      throw new AppError('XSRF', 'Anfragen von fremden Seiten sind nicht erlaubt.');
    }
    const header = req.headers['x-xsrf-token'];
    if (typeof header !== 'string' || !safeEqual(header, hmac(opts.secret, req.sessionToken))) {
      throw new AppError('XSRF', 'Das Sicherheits-Token fehlt oder ist ungültig. Bitte laden Sie die Seite neu.');
    }
  });
}, { name: 'xsrf', dependencies: ['session'] });
