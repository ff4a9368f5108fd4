import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Assignment, AssignmentBody, BulkAssignmentBody, BulkAssignmentResult, Departments, DepartmentsBody, IdParams, RoutingRules } from '@mitmachkarte/contract';
import * as assignment from './assignment.service.js';
import * as departments from './departments.service.js';
import * as routing from './routing.service.js';

const tags = ['responsibility'];

/** Responsibility („Zuständigkeit“, docs/product.md §7, §16.10): departments, routing rules and the
 *  assignment of entries; rules in the services (access/responsibility.rules.ts). */
export async function responsibilityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/gis/workspace/:id/departments', { schema: { tags, params: IdParams, response: { 200: Departments } } },
    (req) => departments.getDepartments(app.db, req.actor, req.params.id));
  app.put('/gis/workspace/:id/departments', { schema: { tags, params: IdParams, body: DepartmentsBody, response: { 200: Departments } } },
    (req) => departments.putDepartments(app.db, req.actor, req.params.id, req.body));
  app.get('/gis/workspace/:id/routing-rules', { schema: { tags, params: IdParams, response: { 200: RoutingRules } } },
    (req) => routing.getRoutingRules(app.db, req.actor, req.params.id));
  app.put('/gis/workspace/:id/routing-rules', { schema: { tags, params: IdParams, body: RoutingRules, response: { 200: RoutingRules } } },
    (req) => routing.putRoutingRules(app.db, req.actor, req.params.id, req.body));
  app.put('/gis/point/:id/assignment', { schema: { tags, params: IdParams, body: AssignmentBody, response: { 200: Assignment } } },
    (req) => assignment.assignPoint(app.db, app.notificationDeps, req.actor, req.params.id, req.body, req.headers.host));
  app.post('/gis/workspace/:id/assignment', { schema: { tags, params: IdParams, body: BulkAssignmentBody, response: { 200: BulkAssignmentResult } } },
    (req) => assignment.assignInBulk(app.db, app.notificationDeps, req.actor, req.params.id, req.body, req.headers.host));
}
