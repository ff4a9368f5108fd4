import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RegisterAnswer, RegisterBody, ResetPasswordBody, SuccessAnswer, TokenParams } from '@mitmachkarte/contract';
import { perHour, type RateLimits } from '../../lib/rate-limits.js';
import {
  activateAccount, activateAccountJson, activatePassword, activatePasswordJson, activationRedirect,
} from './activation.service.js';
import { type MailDeps, register, requestPasswordReset } from './registration.service.js';

const tags = ['auth'];

/** Self-service account routes (spec §7): registration, activation links, password reset. The
 *  mail-sending calls are limited per client address (`limits`, 429). */
export async function registrationRoutes(fastify: FastifyInstance, opts: { limits: RateLimits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = (req: FastifyRequest): MailDeps => ({ db: app.db, config: app.config, outbox: app.mailOutbox, log: req.log });

  app.post('/auth/register', {
    schema: { tags, body: RegisterBody, response: { 200: RegisterAnswer } },
    config: perHour(opts.limits.registerPerHour),
  }, async (req) => register(deps(req), req.headers.host, req.body));

  app.post('/auth/resetpassword', {
    schema: { tags, body: ResetPasswordBody, response: { 200: SuccessAnswer } },
    config: perHour(opts.limits.resetPerHour),
  }, async (req) => requestPasswordReset(deps(req), req.headers.host, req.body));

  app.get('/auth/activate/:token', { schema: { tags, params: TokenParams } },
    async (req, reply) => reply.redirect(activationRedirect(app.config, await activateAccount(app.db, req.params.token)), 302));
  app.get('/auth/activatejson/:token', { schema: { tags, params: TokenParams, response: { 200: SuccessAnswer } } },
    async (req) => activateAccountJson(app.db, req.params.token));

  app.get('/auth/activatepassword/:token', { schema: { tags, params: TokenParams } },
    async (req, reply) => reply.redirect(activationRedirect(app.config, await activatePassword(app.db, req.params.token)), 302));
  app.get('/auth/activatepasswordjson/:token', { schema: { tags, params: TokenParams, response: { 200: SuccessAnswer } } },
    async (req) => activatePasswordJson(app.db, req.params.token));
}
