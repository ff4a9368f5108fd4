import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IdParams, MessageBody, ProjectUpdate, ProjectUpdateBody, ProjectUpdateParams, ProjectUpdateRecipients, UpdatesUnsubscribeBody, UpdatesUnsubscribeInfo,
  UpdatesUnsubscribeQuery,
} from '@mitmachkarte/contract';
import { z } from 'zod';
import { messageBody } from '../../lib/message-body.js';
import { registerOneClick } from '../../lib/one-click.js';
import { perHour, type RateLimits } from '../../lib/rate-limits.js';
import * as service from './project-updates.service.js';

const tags = ['project-updates'];

/** A project's „Neuigkeiten“ (docs/product.md §7, §25.5): following the project, its updates, and
 *  the unsubscribe link of the update mails; rules in project-updates.service.ts. The unsubscribe
 *  routes work without login and are limited per IP as the other mailed links are. */
export async function projectUpdatesRoutes(fastify: FastifyInstance, opts: { secret: string; limits: RateLimits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post('/gis/workspace/:id/follow', { schema: { tags, params: IdParams, response: { 200: MessageBody } } },
    async (req) => messageBody(req, await service.followProject(app.db, req.actor, req.params.id, req.headers.host)));
  app.delete('/gis/workspace/:id/follow', { schema: { tags, params: IdParams, response: { 200: MessageBody } } },
    async (req) => messageBody(req, await service.unfollowProject(app.db, req.actor, req.params.id)));
  app.get('/gis/workspace/:id/updates', { schema: { tags, params: IdParams, response: { 200: z.array(ProjectUpdate) } } },
    (req) => service.listUpdates(app.db, req.actor, req.params.id));
  app.get('/gis/workspace/:id/updates/recipients', { schema: { tags, params: IdParams, response: { 200: ProjectUpdateRecipients } } },
    (req) => service.countRecipients(app.db, req.actor, req.params.id));
  app.post('/gis/workspace/:id/updates', { schema: { tags, params: IdParams, body: ProjectUpdateBody, response: { 200: ProjectUpdate } } },
    (req) => service.createUpdate(app.db, app.notificationDeps, req.actor, req.params.id, req.body, req.headers.host, opts.limits.projectUpdatesPerDay));
  app.delete('/gis/workspace/:id/updates/:updateId', { schema: { tags, params: ProjectUpdateParams, response: { 200: MessageBody } } },
    async (req) => messageBody(req, await service.deleteUpdate(app.db, req.actor, req.params.id, req.params.updateId)));
  const linkLimit = perHour(opts.limits.confirmLinkPerHour);
  app.get('/project-updates/unsubscribe', { schema: { tags, querystring: UpdatesUnsubscribeQuery, response: { 200: UpdatesUnsubscribeInfo } }, config: linkLimit },
    (req) => service.readUpdatesUnsubscribeLink(app.db, opts.secret, req.query.Token));
  app.post('/project-updates/unsubscribe', { schema: { tags, body: UpdatesUnsubscribeBody, response: { 200: MessageBody } }, config: linkLimit },
    async (req) => messageBody(req, await service.unsubscribeUpdates(app.db, opts.secret, req.body.Token)));
}

/** One-click unsubscribe of a project's update mails (docs/product.md §25.5; RFC 8058): every
 *  update mail names `POST /api/v1/project-updates/one-click?Token=<token>` in its List-Unsubscribe
 *  header; it does what the mail's link does (project-updates.service.ts unsubscribeUpdates).
 *  Registered outside the session's scope (app.ts); the form and its checks: lib/one-click.ts. */
export async function projectUpdatesOneClickRoutes(app: FastifyInstance, opts: { limits: RateLimits }) {
  registerOneClick(app, {
    path: '/project-updates/one-click', tag: 'project-updates', perHourLimit: opts.limits.confirmLinkPerHour,
    description: 'Abbestellen mit einem Klick (RFC 8058) aus dem List-Unsubscribe-Kopf einer E-Mail mit Neuigkeiten eines Projekts.',
    unsubscribe: (token) => service.unsubscribeUpdates(app.db, app.notificationDeps.secret, token),
  });
}
