import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CreateWorkspaceBody, IdParams, MessageBody, TransferBody, UpdateWorkspaceBody, Workspace } from '@mitmachkarte/contract';
import { z } from 'zod';
import * as service from './workspaces.service.js';
import { say } from '../../i18n/messages.js';
import { messageBody } from '../../lib/message-body.js';

const tags = ['workspaces'];

/** /gis/workspace* routes (docs/product.md §7); rules in workspaces.service.ts. */
export async function workspacesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/gis/workspaces', { schema: { tags, response: { 200: z.array(Workspace) } } },
    (req) => service.listWorkspaces(app.db, req.actor));
  app.post('/gis/workspace', { schema: { tags, body: CreateWorkspaceBody, response: { 200: Workspace } } },
    (req) => service.createWorkspace(app.db, req.actor, req.body));
  app.get('/gis/workspace/:id', { schema: { tags, params: IdParams, response: { 200: Workspace } } },
    (req) => service.getWorkspace(app.db, req.actor, req.params.id));
  app.put('/gis/workspace/:id', { schema: { tags, params: IdParams, body: UpdateWorkspaceBody, response: { 200: Workspace } } },
    (req) => service.updateWorkspace(app.db, app.imageStore, req.actor, req.params.id, req.body));
  app.post('/gis/workspace/:id/transfer', { schema: { tags, params: IdParams, body: TransferBody, response: { 200: Workspace } } },
    (req) => service.transferWorkspace(app.db, req.actor, req.params.id, req.body));
  app.delete('/gis/workspace/:id', { schema: { tags, params: IdParams, response: { 200: MessageBody } } },
    async (req) => {
      await service.deleteWorkspace(app.db, app.imageStore, req.actor, req.params.id);
      // Its layers went with it, and their context layers' hosts leave the CSP (docs/product.md §17.7).
      await app.contextHosts.refresh();
      return messageBody(req, say('workspaceDeleted'));
    });
}
