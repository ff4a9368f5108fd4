import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { ChangePasswordBody, Contributions, DeleteAccountBody, IdParams, MessageBody } from '@mitmachkarte/contract';
import { perHour, type RateLimits } from '../../lib/rate-limits.js';
import { type LoginThrottle, loginClientOf } from '../auth/login-throttle.service.js';
import * as admin from '../users/users-admin.service.js';
import { changeOwnPassword, type PasswordCheckDeps } from './account-password.service.js';
import { listOwnContributions } from './contributions.service.js';
import * as service from './account.service.js';
import { say } from '../../i18n/messages.js';
import { messageBody } from '../../lib/message-body.js';

const tags = ['account'];

/** Sends an export archive as a download named after the day. */
function sendArchive(reply: FastifyReply, archive: Readable, name: string) {
  const day = new Date().toISOString().slice(0, 10);
  return reply.type('application/zip').header('content-disposition', `attachment; filename="${name}-${day}.zip"`).send(archive);
}

/** The own account: /auth/account/export and /auth/account/delete (DSGVO self-service),
 *  /auth/password and /auth/contributions („Meine Beiträge“) for the user, /admin/user/{id}/export
 *  for user managers; rules in account.service.ts, account-password.service.ts and
 *  contributions.service.ts. */
export async function accountRoutes(fastify: FastifyInstance, opts: { throttle: LoginThrottle; limits: RateLimits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const checks = (req: FastifyRequest): PasswordCheckDeps => ({
    throttle: opts.throttle, client: loginClientOf(req, app.config.isHttps), mail: { config: app.config, outbox: app.mailOutbox, host: req.headers.host },
  });
  app.get('/auth/account/export', { schema: { tags, produces: ['application/zip'] } },
    async (req, reply) => sendArchive(reply, await service.exportOwnAccount(app.db, app.imageStore, req.actor), 'meine-daten'));
  // Each attempt checks a password: counted per account like a failed login, and limited per IP
  // like the confirmation of mailed links.
  app.post('/auth/account/delete', { schema: { tags, body: DeleteAccountBody, response: { 200: MessageBody } }, config: perHour(opts.limits.confirmLinkPerHour) },
    async (req, reply) => {
      await service.deleteOwnAccount(app.db, app.imageStore, checks(req), req.actor, req.body);
      await reply.logOut();
      return messageBody(req, say('accountDeleted'));
    });
  app.get('/auth/contributions', { schema: { tags, response: { 200: Contributions } } }, (req) => listOwnContributions(app.db, req.actor));
  // Each attempt checks a password, as above.
  app.post('/auth/password', { schema: { tags, body: ChangePasswordBody, response: { 200: MessageBody } }, config: perHour(opts.limits.confirmLinkPerHour) },
    async (req) => {
      await changeOwnPassword(app.db, checks(req), req.actor, req.body, req.sessionToken);
      return messageBody(req, say('passwordChanged'));
    });
  app.get('/admin/user/:id/export', { schema: { tags, params: IdParams, produces: ['application/zip'] } },
    async (req, reply) => sendArchive(reply, await admin.exportUser(app.db, app.imageStore, req.actor, req.params.id), 'benutzerdaten'));
}
