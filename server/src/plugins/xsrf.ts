import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { hmac, safeEqual } from '../lib/tokens.js';
import { say } from '../i18n/messages.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const FOREIGN = say('foreignSite');

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that changes state (the specification's GET /auth/logout): checked like a write. */
    antiForgery?: boolean;
    /** A write that neither reads nor changes a session (POST /embed/{id}/token, docs/product.md
     *  §24.1): checked for its site and origin only, as there is no session to bind a token to. */
    withoutSession?: boolean;
  }
}

/** Whether the request is checked against forgery: a write, or a GET whose route sets `antiForgery`. */
export const isCheckedAgainstForgery = (req: FastifyRequest): boolean => !SAFE_METHODS.has(req.method) || req.routeOptions.config.antiForgery === true;

/** True if the request's `Origin` header, when there is one, names our own site: the origin of
 *  PUBLIC_URL or the origin the request was addressed to (protocol and Host, behind TRUST_PROXY
 *  from X-Forwarded-*). `Origin: null` (sandboxed frames, some redirects) is foreign. */
function isOwnOrigin(req: FastifyRequest, publicOrigin: string): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  return origin === publicOrigin || origin === `${req.protocol}://${req.host}`;
}

/** Anti-forgery check (docs/architecture.md §5, OWASP ASVS 4.2.2): every POST/PUT/PATCH/DELETE, and a GET
 *  whose route sets `antiForgery`, must carry
 *  X-XSRF-TOKEN equal to HMAC(secret, session token), must not come from another site
 *  (`Sec-Fetch-Site: cross-site`) and must not name a foreign `Origin`. 403 otherwise. A route
 *  that sets `withoutSession` is checked for the last two only. Runs after
 *  the session plugin. */
export const xsrfPlugin = fp(async (app: FastifyInstance, opts: { secret: string; publicUrl: string }) => {
  const publicOrigin = new URL(opts.publicUrl).origin;
  // A callback hook, not an async one: a read passes without a promise of its own.
  app.addHook('onRequest', (req, _reply, done) => {
    // A request with an API key carries no cookie that another site could borrow (plugins/api-token.ts).
    if (!isCheckedAgainstForgery(req) || req.viaApiToken) return done();
    if (req.headers['sec-fetch-site'] === 'cross-site' || !isOwnOrigin(req, publicOrigin)) {
      return done(new AppError('XSRF', FOREIGN));
    }
    if (req.routeOptions.config.withoutSession === true) return done();
    const header = req.headers['x-xsrf-token'];
    if (typeof header !== 'string' || !safeEqual(header, hmac(opts.secret, req.sessionToken))) {
      return done(new AppError('XSRF', say('xsrfToken')));
    }
    done();
  });
}, { name: 'xsrf', dependencies: ['session', 'api-token'] });
