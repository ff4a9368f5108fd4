import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AclChangeBody, AclEntry, IdParams } from '@mitmachkarte/contract';
import { z } from 'zod';
import * as service from './acl.service.js';

const tags = ['workspaces'];

/** /gis/workspaceacl/* routes (docs/product.md §7): the access list of a workspace; rules in acl.service.ts. */
export async function aclRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/gis/workspaceacl/list/:id', { schema: { tags, params: IdParams, response: { 200: z.array(AclEntry) } } },
    (req) => service.listAccessList(app.db, req.actor, req.params.id));
  app.post('/gis/workspaceacl/add/:id', { schema: { tags, params: IdParams, body: AclChangeBody, response: { 200: z.array(AclEntry) } } },
    (req) => service.addToAccessList(app.db, req.actor, req.params.id, req.body));
  app.post('/gis/workspaceacl/remove/:id', { schema: { tags, params: IdParams, body: AclChangeBody, response: { 200: z.array(AclEntry) } } },
    (req) => service.removeFromAccessList(app.db, req.actor, req.params.id, req.body));
}
