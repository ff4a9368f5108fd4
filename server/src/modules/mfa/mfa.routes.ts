import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EnableMfaBody, IdParams, MessageBody, MfaLoginBody, MfaProofBody, MfaRecoveryCodes, MfaSetup, MfaStatus, SetUpMfaBody, UserInfo,
} from '@mitmachkarte/contract';
import { perHour, type RateLimits } from '../../lib/rate-limits.js';
import { getUserInfo } from '../auth/auth.service.js';
import { type LoginThrottle, loginClientOf, setDeviceCookie } from '../auth/login-throttle.service.js';
import { countOwnPasskeys } from '../passkeys/passkeys.service.js';
import { resetMfaOfUser } from '../users/users-admin.service.js';
import { completeMfaChallenge } from './mfa-login.service.js';
import * as service from './mfa.service.js';
import { say } from '../../i18n/messages.js';
import { messageBody } from '../../lib/message-body.js';

const tags = ['auth'];

/** Two-factor login: the user's own set-up in the profile, the code step of the login,
 *  and the reset by a user manager; rules in mfa.service.ts and mfa-login.service.ts. The routes a
 *  session may use while it must set up its second factor first say `duringMfaSetup`
 *  (plugins/mfa-setup-gate.ts). Each call that checks a password is limited per IP like the
 *  confirmation of mailed links, on top of the account's failure count. */
export async function mfaRoutes(fastify: FastifyInstance, opts: { throttle: LoginThrottle; limits: RateLimits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secure = app.config.isHttps;
  const ctx = (req: FastifyRequest): service.MfaContext => ({
    db: app.db, throttle: opts.throttle, client: loginClientOf(req, secure), mail: { config: app.config, outbox: app.mailOutbox, host: req.headers.host },
  });
  const withPassword = { ...perHour(opts.limits.confirmLinkPerHour) };

  app.get('/auth/mfa', { schema: { tags, response: { 200: MfaStatus } }, config: { duringMfaSetup: true } },
    async (req) => service.getMfaStatus(app.db, req.actor, await countOwnPasskeys(app.db, req.actor)));
  app.post('/auth/mfa/setup', { schema: { tags, body: SetUpMfaBody, response: { 200: MfaSetup } }, config: { ...withPassword, duringMfaSetup: true } },
    (req) => service.setUpMfa(ctx(req), req.actor, req.body));
  app.post('/auth/mfa/enable', { schema: { tags, body: EnableMfaBody, response: { 200: MfaRecoveryCodes } }, config: { ...withPassword, duringMfaSetup: true } },
    (req) => service.enableMfa(ctx(req), req.actor, req.sessionToken, req.body));
  app.post('/auth/mfa/disable', { schema: { tags, body: MfaProofBody, response: { 200: MessageBody } }, config: withPassword }, async (req) => {
    await service.disableMfa(ctx(req), req.actor, req.body);
    return messageBody(req, say('mfaOff'));
  });
  app.post('/auth/mfa/recovery-codes', { schema: { tags, body: MfaProofBody, response: { 200: MfaRecoveryCodes } }, config: withPassword },
    (req) => service.renewRecoveryCodes(ctx(req), req.actor, req.body));
  // Limited per IP like the password step; each challenge also dies after 5 wrong codes.
  app.post('/auth/login/mfa', {
    schema: { tags, body: MfaLoginBody, response: { 200: UserInfo } },
    config: { rateLimit: { max: opts.limits.loginPerMinute, timeWindow: '1 minute' } },
  }, async (req, reply) => {
    const login = await completeMfaChallenge(app.db, opts.throttle, req.sessionToken, loginClientOf(req, secure), req.body);
    setDeviceCookie(reply, login.deviceCookie, secure);
    await reply.logIn(login.userId, { mfaCompleted: true, ...(login.provider ? { provider: login.provider } : {}) });
    return getUserInfo(app.db, req.actor);
  });
  app.delete('/admin/user/:id/mfa', { schema: { tags, params: IdParams, response: { 200: MessageBody } } }, async (req) => {
    await resetMfaOfUser(app.db, { config: app.config, outbox: app.mailOutbox, host: req.headers.host }, req.actor, req.params.id);
    return messageBody(req, say('userMfaOff'));
  });
}
