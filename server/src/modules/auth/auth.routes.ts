import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AccountLanguageBody, Id, LoginBody, LookupUser, OrgInfo, QueryEmailParams, Settings, UserInfo } from '@mitmachkarte/contract';
import { z } from 'zod';
import type { RateLimits } from '../../lib/rate-limits.js';
import { getOrganisationIdOfHost, getOrgInfoForHost } from '../organisations/organisations.service.js';
import { translationInfoOf } from '../translation/translation-settings.service.js';
import { retirePasswordLinks } from '../registration/activation.service.js';
import { lookupUserByEmail, lookupUserById } from '../users/users.service.js';
import { adoptLoginLanguage, authenticate, getSettings, getUserInfo, saveAccountLanguage, saveSettings } from './auth.service.js';
import { type LoginThrottle, loginClientOf, setDeviceCookie } from './login-throttle.service.js';
import { needsSecondFactorStep } from '../passkeys/passkeys.service.js';
import { startMfaChallenge } from '../mfa/mfa-login.service.js';
import { providerLogoutUrl } from '../identity-providers/oidc-logout.service.js';

const tags = ['auth'];

/** /auth routes (docs/product.md §7): login, logout, info, org, settings, the account's language
 *  (§23), user lookup. `throttle`
 *  keys the failed-login counts and signs the trusted-device cookies; `limits.loginPerMinute` caps
 *  logins per IP on top of the exponential delay (docs/security.md, Passwords and logins). Info,
 *  org and logout stay open to a session that must set up its second factor first
 *  (plugins/mfa-setup-gate.ts): the web app's frame and the way out. */
export async function authRoutes(fastify: FastifyInstance, opts: { throttle: LoginThrottle; limits: RateLimits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secure = app.config.isHttps;

  app.post('/auth/login', {
    schema: { tags, body: LoginBody, response: { 200: UserInfo } },
    config: { rateLimit: { max: opts.limits.loginPerMinute, timeWindow: '1 minute' } },
  }, async (req, reply) => {
    const login = await authenticate(app.db, opts.throttle, req.body, loginClientOf(req, secure));
    // Who knows their password needs no pending reset, which someone else may have asked for.
    await retirePasswordLinks(app.db, login.userId);
    // With two-factor login the code (or a passkey) comes next (POST /auth/login/mfa), in this pre-session; only
    // that step makes the browser trusted for the account.
    const second = await needsSecondFactorStep(app.db, login.userId);
    if (second) {
      await startMfaChallenge(app.db, req.sessionToken, login.userId);
      return { LoggedIn: false, Permissions: [], MfaRequired: true, MfaCode: second.code, MfaPasskey: second.passkey };
    }
    setDeviceCookie(reply, login.deviceCookie, secure);
    await reply.logIn(login.userId);
    return getUserInfo(app.db, await adoptLoginLanguage(app.db, req.actor, await req.language()));
  });

  // The specification's logout is a GET; it acts only with the anti-forgery header, so that a
  // link or image on another site cannot log anyone out (docs/security.md, Anti-forgery).
  // A session made through an identity provider ends there too: the answer names the provider's
  // logout address for the browser (oidc-logout.service.ts).
  app.get('/auth/logout', { schema: { tags, response: { 200: UserInfo } }, config: { antiForgery: true, duringMfaSetup: true } }, async (req, reply) => {
    const redirect = await providerLogoutUrl(app.db, opts.throttle.secret, app.config.publicUrl, req.sessionToken);
    await reply.logOut();
    return { LoggedIn: false, Permissions: [], ...(redirect ? { LogoutRedirect: redirect } : {}) };
  });

  app.get('/auth/info', { schema: { tags, response: { 200: UserInfo } }, config: { duringMfaSetup: true, startsPreSession: true } }, async (req) => getUserInfo(app.db, req.actor));

  app.get('/auth/org', { schema: { tags, response: { 200: OrgInfo } }, config: { duringMfaSetup: true } },
    async (req) => ({ ...(await getOrgInfoForHost(app.db, req.headers.host)), Translation: await translationInfoOf(app.db, await getOrganisationIdOfHost(app.db, req.headers.host)) }));

  app.get('/auth/settings', { schema: { tags, response: { 200: Settings } } }, async (req) => getSettings(app.db, req.actor));
  app.post('/auth/settings', { schema: { tags, body: Settings, response: { 200: Settings } } },
    async (req) => saveSettings(app.db, req.actor, req.body));

  app.put('/auth/language', { schema: { tags, body: AccountLanguageBody, response: { 200: UserInfo } } },
    async (req) => saveAccountLanguage(app.db, req.actor, req.body));

  app.get('/auth/query/id/:id', { schema: { tags, params: z.object({ id: Id }), response: { 200: LookupUser } } },
    async (req) => lookupUserById(app.db, req.actor, req.params.id));
  app.get('/auth/query/email/:email', { schema: { tags, params: QueryEmailParams, response: { 200: LookupUser } } },
    async (req) => lookupUserByEmail(app.db, req.actor, req.params.email));
}
