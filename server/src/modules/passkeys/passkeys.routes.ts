import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IdParams, MessageBody, Passkey, PasskeyIdParams, PasskeyLoginBody, PasskeyOptions, RegisterPasskeyBody, RenamePasskeyBody, StartPasskeyRegistrationBody, UserInfo,
} from '@mitmachkarte/contract';
import { z } from 'zod';
import type { RateLimits } from '../../lib/rate-limits.js';
import { getUserInfo } from '../auth/auth.service.js';
import { type LoginThrottle, loginClientOf, setDeviceCookie } from '../auth/login-throttle.service.js';
import { resetPasskeysOfUser } from '../users/users-admin.service.js';
import * as login from './passkey-login.service.js';
import * as service from './passkeys.service.js';
import { relyingPartyOf } from './relying-party.js';
import { say } from '../../i18n/messages.js';
import { messageBody } from '../../lib/message-body.js';

const tags = ['auth'];

/** Passkeys (docs/product.md §14; docs/security.md, Passkeys): the own passkeys in the profile,
 *  signing in with one without a password or as the second factor after it, and the reset by a
 *  user manager. Adding and listing stay open to a session that must set up its second factor
 *  first (plugins/mfa-setup-gate.ts): a passkey is such a factor. The sign-in routes are limited
 *  per IP like the password login, on top of the count of failed logins. */
export async function passkeyRoutes(fastify: FastifyInstance, opts: { throttle: LoginThrottle; limits: RateLimits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secure = app.config.isHttps;
  const mail = (req: FastifyRequest) => ({ config: app.config, outbox: app.mailOutbox, host: req.headers.host });
  const ctx = async (req: FastifyRequest): Promise<service.PasskeyContext> =>
    ({ db: app.db, rp: await relyingPartyOf(app.db, app.config, req.headers.host), sessionToken: req.sessionToken, mail: mail(req) });
  const loginCtx = async (req: FastifyRequest): Promise<login.PasskeyLoginContext> => ({
    db: app.db, throttle: opts.throttle, rp: await relyingPartyOf(app.db, app.config, req.headers.host), sessionToken: req.sessionToken, client: loginClientOf(req, secure),
  });
  const loginLimit = { rateLimit: { max: opts.limits.loginPerMinute, timeWindow: '1 minute' } };
  const logIn = async (req: FastifyRequest, reply: FastifyReply, result: login.PasskeyLogin) => {
    setDeviceCookie(reply, result.deviceCookie, secure);
    await reply.logIn(result.userId, { mfaCompleted: true, ...(result.provider ? { provider: result.provider } : {}) });
    return getUserInfo(app.db, req.actor);
  };

  app.post('/auth/passkeys/registration/options', { schema: { tags, body: StartPasskeyRegistrationBody, response: { 200: PasskeyOptions } }, config: { duringMfaSetup: true } },
    async (req) => service.startPasskeyRegistration(await ctx(req), req.actor, req.body, { throttle: opts.throttle, client: loginClientOf(req, secure) }));
  app.post('/auth/passkeys/registration', { schema: { tags, body: RegisterPasskeyBody, response: { 200: Passkey } }, config: { duringMfaSetup: true } },
    async (req) => service.finishPasskeyRegistration(await ctx(req), req.actor, req.body));
  app.get('/auth/passkeys', { schema: { tags, response: { 200: z.array(Passkey) } }, config: { duringMfaSetup: true } },
    (req) => service.listOwnPasskeys(app.db, req.actor));
  app.put('/auth/passkeys/:id', { schema: { tags, params: PasskeyIdParams, body: RenamePasskeyBody, response: { 200: Passkey } } },
    (req) => service.renameOwnPasskey(app.db, req.actor, req.params.id, req.body));
  app.delete('/auth/passkeys/:id', { schema: { tags, params: PasskeyIdParams, response: { 200: MessageBody } } }, async (req) => {
    await service.removeOwnPasskey({ db: app.db, mail: mail(req) }, req.actor, req.params.id);
    return messageBody(req, say('passkeyRemoved'));
  });

  app.post('/auth/passkeys/login/options', { schema: { tags, response: { 200: PasskeyOptions } }, config: loginLimit },
    async (req) => login.startPasskeyLogin(await loginCtx(req)));
  app.post('/auth/passkeys/login', { schema: { tags, body: PasskeyLoginBody, response: { 200: UserInfo } }, config: loginLimit },
    async (req, reply) => logIn(req, reply, await login.completePasskeyLogin(await loginCtx(req), req.body)));
  app.post('/auth/mfa/passkey/options', { schema: { tags, response: { 200: PasskeyOptions } }, config: loginLimit },
    async (req) => login.startPasskeySecondFactor(await loginCtx(req)));
  app.post('/auth/mfa/passkey', { schema: { tags, body: PasskeyLoginBody, response: { 200: UserInfo } }, config: loginLimit },
    async (req, reply) => logIn(req, reply, await login.completePasskeySecondFactor(await loginCtx(req), req.body)));

  app.delete('/admin/user/:id/passkeys', { schema: { tags, params: IdParams, response: { 200: MessageBody } } }, async (req) => {
    await resetPasskeysOfUser(app.db, mail(req), req.actor, req.params.id);
    return messageBody(req, say('userPasskeysRemoved'));
  });
}
