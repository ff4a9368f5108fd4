import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CreateGroupBody, Group, IdParams, MessageBody, Permission, UpdateGroupBody } from '@mitmachkarte/contract';
import { z } from 'zod';
import * as service from './groups-admin.service.js';
import { say } from '../../i18n/messages.js';
import { messageBody } from '../../lib/message-body.js';

const tags = ['admin'];

/** /admin/group*, /admin/permissions (docs/product.md §7); rules in groups-admin.service.ts. */
export async function groupsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/admin/groups', { schema: { tags, response: { 200: z.array(Group) } } },
    (req) => service.listGroups(app.db, req.actor));
  app.post('/admin/group', { schema: { tags, body: CreateGroupBody, response: { 200: Group } } },
    (req) => service.createGroup(app.db, req.actor, req.body));
  app.get('/admin/group/:id', { schema: { tags, params: IdParams, response: { 200: Group } } },
    (req) => service.getGroup(app.db, req.actor, req.params.id));
  app.put('/admin/group/:id', { schema: { tags, params: IdParams, body: UpdateGroupBody, response: { 200: Group } } },
    (req) => service.updateGroup(app.db, req.actor, req.params.id, req.body));
  app.delete('/admin/group/:id', { schema: { tags, params: IdParams, response: { 200: MessageBody } } },
    async (req) => {
      await service.deleteGroup(app.db, req.actor, req.params.id);
      return messageBody(req, say('groupDeleted'));
    });
  app.get('/admin/permissions', { schema: { tags, response: { 200: z.array(Permission) } } },
    (req) => service.listPermissions(app.db, req.actor));
}
