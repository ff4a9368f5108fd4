import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Id, LoginBody, LookupUser, OrgInfo, QueryEmailParams, Settings, UserInfo } from '@mitmachkarte/contract';
import { z } from 'zod';
import type { RateLimits } from '../../lib/rate-limits.js';
import { getOrgInfoForHost } from '../organisations/organisations.service.js';
import { retirePasswordLinks } from '../registration/activation.service.js';
import { lookupUserByEmail, lookupUserById } from '../users/users.service.js';
import { authenticate, getSettings, getUserInfo, saveSettings } from './auth.service.js';
import { IpLoginFailures } from './ip-login-failures.js';
import { hasMfa, mfaSetupRequiredAt, startMfaChallenge } from '../mfa/mfa.service.js';
import { DEVICE_COOKIE_MAX_AGE_S, deviceCookieName } from './trusted-devices.js';

const tags = ['auth'];

/** /auth routes (docs/product.md §7): login, logout, info, org, settings, user lookup. `secret` keys the
 *  failed-login counts and signs the trusted-device cookies; `limits.loginPerMinute` caps logins
 *  per IP on top of the exponential delay (docs/security.md, Login throttling). */
export async function authRoutes(fastify: FastifyInstance, opts: { secret: string; limits: RateLimits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const throttle = { secret: opts.secret, ipFailures: new IpLoginFailures() };
  const deviceCookie = deviceCookieName(app.config.isHttps);

  app.post('/auth/login', {
    schema: { tags, body: LoginBody, response: { 200: UserInfo } },
    config: { rateLimit: { max: opts.limits.loginPerMinute, timeWindow: '1 minute' } },
  }, async (req, reply) => {
    const login = await authenticate(app.db, throttle, req.body, { ip: req.ip, deviceCookie: req.cookies[deviceCookie] });
    // Who knows their password needs no pending reset, which someone else may have asked for.
    await retirePasswordLinks(app.db, login.userId);
    reply.setCookie(deviceCookie, login.deviceCookie, {
      path: '/', httpOnly: true, sameSite: 'lax', secure: app.config.isHttps, maxAge: DEVICE_COOKIE_MAX_AGE_S,
    });
    // With two-factor login the code comes next (POST /auth/login/mfa), in this pre-session.
    if (await hasMfa(app.db, login.userId)) {
      await startMfaChallenge(app.db, req.sessionToken, login.userId);
      return { LoggedIn: false, Permissions: [], MfaRequired: true };
    }
    await reply.logIn(login.userId, { mfaSetupRequired: await mfaSetupRequiredAt(app.db, req.headers.host, login.userId) });
    return getUserInfo(req.actor);
  });

  // The specification's logout is a GET; it acts only with the anti-forgery header, so that a
  // link or image on another site cannot log anyone out (docs/security.md, Anti-forgery).
  app.get('/auth/logout', { schema: { tags, response: { 200: UserInfo } }, config: { antiForgery: true } }, async (_req, reply) => {
    await reply.logOut();
    return { LoggedIn: false, Permissions: [] };
  });

  app.get('/auth/info', { schema: { tags, response: { 200: UserInfo } } }, async (req) => getUserInfo(req.actor));

  app.get('/auth/org', { schema: { tags, response: { 200: OrgInfo } } }, async (req) => getOrgInfoForHost(app.db, req.headers.host));

  app.get('/auth/settings', { schema: { tags, response: { 200: Settings } } }, async (req) => getSettings(app.db, req.actor));
  app.post('/auth/settings', { schema: { tags, body: Settings, response: { 200: Settings } } },
    async (req) => saveSettings(app.db, req.actor, req.body));

  app.get('/auth/query/id/:id', { schema: { tags, params: z.object({ id: Id }), response: { 200: LookupUser } } },
    async (req) => lookupUserById(app.db, req.actor, req.params.id));
  app.get('/auth/query/email/:email', { schema: { tags, params: QueryEmailParams, response: { 200: LookupUser } } },
    async (req) => lookupUserByEmail(app.db, req.actor, req.params.email));
}
