import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden } from '../lib/app-error.js';
import { say } from '../i18n/messages.js';
import type { Actor } from '../access/actor.js';
import { tokenMayCall } from '../access/token.rules.js';
import type { Db } from '../db/database.js';
import { IpLoginFailures } from '../modules/auth/ip-login-failures.js';
import { invalidApiToken, resolveApiTokenActor } from '../modules/api-tokens/api-tokens.service.js';
import { isEmbedToken, resolveEmbedTokenActor } from '../modules/api-tokens/embed-tokens.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request names an API key (`Authorization: Bearer …`): it acts as the key's account
     *  and uses no cookie (plugins/api-token.ts). */
    viaApiToken: boolean;
  }
}

const BEARER = /^Bearer[ ]+(\S+)\s*$/i;

/** The check of a key sent with a request of `method` from `ip`: its actor
 *  (api-tokens.service.ts resolveApiTokenActor); an unknown, withdrawn or expired key is 401 and
 *  counts per address like a failed login (modules/auth/ip-login-failures.ts: 20 free an hour,
 *  then a growing wait, 429). One counter per check; the Authorization header and Open311's
 *  `api_key` (modules/open311) each make one. */
export function apiKeyCheck(db: Db): (key: string, method: string, ip: string) => Promise<Actor> {
  const failures = new IpLoginFailures();
  return async (key, method, ip) => {
    failures.requireAllowed(ip);
    const actor = isEmbedToken(key) ? await resolveEmbedTokenActor(db, key, method) : await resolveApiTokenActor(db, key, method);
    if (!actor) {
      failures.record(ip);
      throw invalidApiToken();
    }
    return actor;
  };
}

/** The key a request names in `Authorization: Bearer <key>` (RFC 6750 §2.1); undefined without
 *  such a header. */
export function bearerOf(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (typeof header !== 'string' || !/^bearer\b/i.test(header)) return undefined;
  return BEARER.exec(header)?.[1] ?? '';
}

/** API keys (docs/product.md §24.6; docs/security.md, API keys): a request with
 *  `Authorization: Bearer mk_…` acts as the key's account within the key's scopes
 *  (access/token.rules.ts), one with an embedded map's entry token (`mke_…`, §24.1) as an
 *  anonymous visitor making entries in its project, whatever cookie it carries (plugins/session.ts ignores them then).
 *  An unknown, withdrawn or expired key is 401; failures count per address like failed logins
 *  (modules/auth/ip-login-failures.ts: 20 free an hour, then a growing wait, 429). A key reaches
 *  no account-security or administration route (403) and, reading only, no write (403). Such a
 *  request needs no anti-forgery token: a browser sends no Authorization header of its own to
 *  another site (plugins/xsrf.ts). Runs after the session plugin, before the anti-forgery check. */
export const apiTokenPlugin = fp(async (app: FastifyInstance) => {
  const check = apiKeyCheck(app.db);
  app.decorateRequest('viaApiToken', false);
  app.addHook('onRequest', async (req) => {
    const token = bearerOf(req);
    if (token === undefined) return;
    req.viaApiToken = true;
    const actor = await check(token, req.method, req.ip);
    req.actor = actor;
    const verdict = tokenMayCall(actor, req.method, req.routeOptions.url ?? req.url);
    if (verdict === 'account') throw forbidden(say('apiTokenNotHere'));
    if (verdict === 'readOnly') throw new AppError('FORBIDDEN', say('apiTokenReadOnly'));
    if (verdict === 'embed') throw forbidden(say('embedTokenNotHere'));
  });
}, { name: 'api-token', dependencies: ['session'] });
