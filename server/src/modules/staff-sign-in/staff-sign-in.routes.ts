import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, StaffSignIn, StaffSignInBody } from '@mitmachkarte/contract';
import * as service from './staff-sign-in-admin.service.js';

const tags = ['admin'];

/** /admin/organisation/{id}/staff-sign-in (docs/product.md §14.1, „Team-Anmeldung“); rules in
 *  staff-sign-in-admin.service.ts. */
export async function staffSignInRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/admin/organisation/:id/staff-sign-in', { schema: { tags, params: IdParams, response: { 200: StaffSignIn } } },
    (req) => service.getStaffSignIn(app.db, req.actor, req.params.id, req.sessionToken));
  app.put('/admin/organisation/:id/staff-sign-in', { schema: { tags, params: IdParams, body: StaffSignInBody, response: { 200: StaffSignIn } } },
    (req) => service.putStaffSignIn(app.db, req.actor, req.params.id, req.sessionToken, req.body));
}
