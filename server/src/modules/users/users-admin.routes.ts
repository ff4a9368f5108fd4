import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CreateUserBody, IdParams, MessageBody, UpdateUserBody, User } from '@mitmachkarte/contract';
import { z } from 'zod';
import * as service from './users-admin.service.js';
import { say } from '../../i18n/messages.js';
import { messageBody } from '../../lib/message-body.js';

const tags = ['admin'];

/** /admin/user* (docs/product.md §7); rules in users-admin.service.ts. */
export async function usersAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const mail = (req: FastifyRequest) => ({ config: app.config, outbox: app.mailOutbox, host: req.headers.host });
  app.get('/admin/users', { schema: { tags, response: { 200: z.array(User) } } },
    (req) => service.listUsers(app.db, req.actor));
  app.post('/admin/user', { schema: { tags, body: CreateUserBody, response: { 200: User } } },
    (req) => service.createUser(app.db, req.actor, req.body));
  app.get('/admin/user/:id', { schema: { tags, params: IdParams, response: { 200: User } } },
    (req) => service.getUser(app.db, req.actor, req.params.id));
  app.put('/admin/user/:id', { schema: { tags, params: IdParams, body: UpdateUserBody, response: { 200: User } } },
    (req) => service.updateUser(app.db, mail(req), req.actor, req.params.id, req.body));
  app.delete('/admin/user/:id', { schema: { tags, params: IdParams, response: { 200: MessageBody } } },
    async (req) => {
      await service.deleteUser(app.db, app.imageStore, mail(req), req.actor, req.params.id);
      return messageBody(req, say('userDeleted'));
    });
  app.delete('/admin/user/:id/sessions', { schema: { tags, params: IdParams, response: { 200: MessageBody } } },
    async (req) => {
      await service.endSessionsOfUser(app.db, req.actor, req.params.id);
      return messageBody(req, say('userSessionsEnded'));
    });
}
