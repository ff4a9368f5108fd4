import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ConfirmLinkBody, RegisterAnswer, RegisterBody, ResetPasswordBody, SuccessAnswer, TokenParams, UserInfo } from '@mitmachkarte/contract';
import { perHour, type RateLimits } from '../../lib/rate-limits.js';
import { getUserInfo } from '../auth/auth.service.js';
import { clearLoginFailuresOfUser } from '../auth/login-failures.service.js';
import { activateAccount, checkLink, confirmPassword, linkRedirect } from './activation.service.js';
import { type MailDeps, register, requestPasswordReset } from './registration.service.js';

const tags = ['auth'];

/** Self-service account routes: registration, activation links, password reset. Opening a link
 *  (GET or HEAD) changes nothing; its page completes it by POST with the password
 *  (docs/decisions/0009). The mail-sending and password-checking calls are limited per client
 *  address (`limits`, 429). */
export async function registrationRoutes(fastify: FastifyInstance, opts: { limits: RateLimits; secret: string }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = (req: FastifyRequest): MailDeps => ({ db: app.db, config: app.config, outbox: app.mailOutbox, log: req.log });

  app.post('/auth/register', {
    schema: { tags, body: RegisterBody, response: { 200: RegisterAnswer } },
    config: perHour(opts.limits.registerPerHour),
  }, async (req) => register(deps(req), req.headers.host, req.body, await req.language()));

  app.post('/auth/resetpassword', {
    schema: { tags, body: ResetPasswordBody, response: { 200: SuccessAnswer } },
    config: perHour(opts.limits.resetPerHour),
  }, async (req) => requestPasswordReset(deps(req), req.headers.host, req.body));

  app.get('/auth/activate/:token', { schema: { tags, params: TokenParams } },
    async (req, reply) => reply.redirect(await linkRedirect(app.db, app.config, req.params.token, 'activation'), 302));
  app.get('/auth/activatejson/:token', { schema: { tags, params: TokenParams, response: { 200: SuccessAnswer } } },
    async (req) => checkLink(app.db, req.params.token, 'activation'));
  app.post('/auth/activate', {
    schema: { tags, body: ConfirmLinkBody, response: { 200: UserInfo } },
    config: perHour(opts.limits.confirmLinkPerHour),
  }, async (req, reply) => {
    await reply.logIn(await activateAccount(app.db, req.body.Token, req.body.Password));
    return getUserInfo(app.db, req.actor);
  });

  app.get('/auth/activatepassword/:token', { schema: { tags, params: TokenParams } },
    async (req, reply) => reply.redirect(await linkRedirect(app.db, app.config, req.params.token, 'password'), 302));
  app.get('/auth/activatepasswordjson/:token', { schema: { tags, params: TokenParams, response: { 200: SuccessAnswer } } },
    async (req) => checkLink(app.db, req.params.token, 'password'));
  app.post('/auth/confirmpassword', {
    schema: { tags, body: ConfirmLinkBody, response: { 200: SuccessAnswer } },
    config: perHour(opts.limits.confirmLinkPerHour),
  }, async (req) => {
    const userId = await confirmPassword(app.db, { config: app.config, outbox: app.mailOutbox, host: req.headers.host }, req.body.Token, req.body.Password);
    await clearLoginFailuresOfUser(app.db, opts.secret, userId);
    return { Message: 'success' as const };
  });
}
