import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { type Actor, ANONYMOUS } from '../access/actor.js';
import { hmac } from '../lib/tokens.js';
import { deviceLabel } from '../lib/device-label.js';
import { isCheckedAgainstForgery } from './xsrf.js';
import { bearerOf } from './api-token.js';
import { createActorCache } from '../modules/auth/actor-cache.js';
import { endSession, isPreSessionToken, isWellFormedToken, newPreSessionToken, resolveActor, type SignInProvider, startSession, SESSION_ABSOLUTE_MS } from '../modules/auth/sessions.service.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A read that gives a visitor without a session cookie a pre-session (GET /auth/info, which
     *  clients ask before their first write); other reads answer such a visitor without one. */
    startsPreSession?: boolean;
  }
  interface FastifyRequest {
    /** Who makes the request (anonymous visitors included). */
    actor: Actor;
    /** The visitor's session token: a login session or an anonymous pre-session (no row); '' for
     *  a visitor without a session cookie on a plain read. */
    sessionToken: string;
  }
  interface FastifyReply {
    /** Replaces the visitor's session by a new login session for `userId` and sets `request.actor`;
     *  `mfaCompleted`: the login gave the account's second factor; `provider`: the identity
     *  provider it came through (sessions.service.ts startSession). */
    logIn(userId: string, opts?: { mfaCompleted?: boolean; provider?: SignInProvider }): Promise<void>;
    /** Ends the login session and gives the visitor a new anonymous pre-session. */
    logOut(): Promise<void>;
  }
}

export const XSRF_COOKIE = 'XSRF-TOKEN';

/** How many visitors' XSRF tokens are kept in memory (about 150 bytes each). */
const XSRF_TOKENS_KEPT = 10_000;

/** Server-side sessions (docs/architecture.md §5): every visitor carries a random token in an HttpOnly
 *  cookie; a logged-in visitor's token names a row in `sessions`, an anonymous visitor's names
 *  none (a pre-session, so that anonymous writes are XSRF-protected too) and carries the mark
 *  `anon.`, so that its requests read no row (sessions.service.ts isPreSessionToken). The readable
 *  XSRF-TOKEN cookie is HMAC(secret, session token), checked by plugins/xsrf.ts. */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: { secret: string; secure: boolean }) => {
  const cookieName = opts.secure ? '__Host-mk_session' : 'mk_session';
  // The XSRF-TOKEN of the visitors seen lately: every request compares its cookie with it, and an
  // HMAC costs more than the rest of a small answer's session work.
  const xsrfTokens = new LRUCache<string, string>({ max: XSRF_TOKENS_KEPT });
  const xsrfTokenOf = (token: string) => {
    let value = xsrfTokens.get(token);
    if (value === undefined) xsrfTokens.set(token, (value = hmac(opts.secret, token)));
    return value;
  };
  const base = { path: '/', sameSite: 'lax' as const, secure: opts.secure };

  function issue(req: FastifyRequest, reply: FastifyReply, token: string, loginSession: boolean) {
    req.sessionToken = token;
    reply.setCookie(cookieName, token, {
      ...base,
      httpOnly: true,
      ...(loginSession ? { maxAge: SESSION_ABSOLUTE_MS / 1000 } : {}),
    });
    reply.setCookie(XSRF_COOKIE, xsrfTokenOf(token), { ...base, httpOnly: false });
  }

  app.decorateRequest('actor', null as unknown as Actor);
  app.decorateRequest('sessionToken', '');
  app.decorateReply('logIn', async function (this: FastifyReply, userId: string, opts: { mfaCompleted?: boolean; provider?: SignInProvider } = {}) {
    const token = await startSession(app.db, userId, this.request.sessionToken, deviceLabel(this.request.headers['user-agent']), opts.mfaCompleted, opts.provider);
    issue(this.request, this, token, true);
    this.request.actor = await resolveActor(app.db, token);
  });
  app.decorateReply('logOut', async function (this: FastifyReply) {
    await endSession(app.db, this.request.sessionToken);
    issue(this.request, this, newPreSessionToken(), false);
    this.request.actor = ANONYMOUS;
  });

  const actors = createActorCache(app.db);
  /** The request's token, actor and XSRF cookie, once the actor is known. */
  const settle = (req: FastifyRequest, reply: FastifyReply, token: string, actor: Actor) => {
    req.sessionToken = token;
    req.actor = actor;
    const xsrfToken = xsrfTokenOf(token);
    if (req.cookies[XSRF_COOKIE] !== xsrfToken) {
      reply.setCookie(XSRF_COOKIE, xsrfToken, { ...base, httpOnly: false });
    }
  };

  // A callback hook: a kept actor (actor-cache.ts) or a pre-session settles the request without
  // waiting for a promise.
  app.addHook('onRequest', (req, reply, done) => {
    // A request with an API key uses no cookie: plugins/api-token.ts decides its actor.
    if (bearerOf(req) !== undefined) {
      req.actor = ANONYMOUS;
      return done();
    }
    const token = req.cookies[cookieName];
    // An anonymous visitor's pre-session has no row: no look-up (sessions.service.ts).
    if (isPreSessionToken(token)) {
      settle(req, reply, token, ANONYMOUS);
      return done();
    }
    if (!isWellFormedToken(token)) {
      req.actor = ANONYMOUS;
      // A plain read needs no session: its answer carries no Set-Cookie (a shared cache may keep
      // it; QGIS and the map's tiles need none). The pre-session comes with GET /auth/info, which
      // the web app and any client ask before their first write, and with every request checked
      // against forgery, so that a refused write's answer brings the cookie for the next try.
      if (!isCheckedAgainstForgery(req) && !req.routeOptions.config.startsPreSession) return done();
      issue(req, reply, newPreSessionToken(), false);
      return done();
    }
    const actor = actors.resolve(token);
    if (!(actor instanceof Promise)) {
      settle(req, reply, token, actor);
      return done();
    }
    actor.then((resolved) => {
      settle(req, reply, token, resolved);
      done();
    }, done);
  });
}, { name: 'session', dependencies: ['@fastify/cookie'] });
