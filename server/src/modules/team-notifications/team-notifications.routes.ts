import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, MessageBody, TeamNotificationSettings, TeamUnsubscribeBody, TeamUnsubscribeInfo, TeamUnsubscribeQuery } from '@mitmachkarte/contract';
import { perHour, type RateLimits } from '../../lib/rate-limits.js';
import * as service from './team-notifications.service.js';
import { messageBody } from '../../lib/message-body.js';

const tags = ['notifications'];

/** The team's own mail settings per project and the unsubscribe link of team mails (docs/product.md
 *  §7, §16.8); rules in team-notifications.service.ts. The unsubscribe routes work without login
 *  and are limited per IP as the other mailed links are. */
export async function teamNotificationsRoutes(fastify: FastifyInstance, opts: { secret: string; limits: RateLimits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/gis/workspace/:id/team-notifications', { schema: { tags, params: IdParams, response: { 200: TeamNotificationSettings } } },
    (req) => service.getTeamNotificationSettings(app.db, req.actor, req.params.id));
  app.put('/gis/workspace/:id/team-notifications', { schema: { tags, params: IdParams, body: TeamNotificationSettings, response: { 200: TeamNotificationSettings } } },
    (req) => service.setTeamNotificationSettings(app.db, req.actor, req.params.id, req.body));
  const linkLimit = perHour(opts.limits.confirmLinkPerHour);
  app.get('/team-notifications/unsubscribe', { schema: { tags, querystring: TeamUnsubscribeQuery, response: { 200: TeamUnsubscribeInfo } }, config: linkLimit },
    (req) => service.readTeamUnsubscribeLink(app.db, opts.secret, req.query.Token));
  app.post('/team-notifications/unsubscribe', { schema: { tags, body: TeamUnsubscribeBody, response: { 200: MessageBody } }, config: linkLimit },
    async (req) => messageBody(req, await service.teamUnsubscribe(app.db, opts.secret, req.body.Token)));
}
