import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IdParams, MessageBody, NotificationSettings, NotificationSettingsBody, UnsubscribeBody, UnsubscribeInfo, UnsubscribeQuery,
} from '@mitmachkarte/contract';
import { perHour, type RateLimits } from '../../lib/rate-limits.js';
import * as service from './notifications.service.js';
import { messageBody } from '../../lib/message-body.js';

const tags = ['notifications'];

/** Following entries, „Keine E-Mails“ and the unsubscribe links of follower mails (docs/product.md
 *  §7, §16.7); rules in notifications.service.ts. The unsubscribe routes work without login and
 *  are limited per IP as the other mailed links are. */
export async function notificationsRoutes(fastify: FastifyInstance, opts: { secret: string; limits: RateLimits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post('/gis/point/:id/follow', { schema: { tags, params: IdParams, response: { 200: MessageBody } } },
    async (req) => messageBody(req, await service.followPoint(app.db, req.actor, req.params.id, req.headers.host)));
  app.delete('/gis/point/:id/follow', { schema: { tags, params: IdParams, response: { 200: MessageBody } } },
    async (req) => messageBody(req, await service.unfollowPoint(app.db, req.actor, req.params.id)));
  app.get('/auth/notifications', { schema: { tags, response: { 200: NotificationSettings } } },
    (req) => service.getNotificationSettings(app.db, req.actor));
  app.put('/auth/notifications', { schema: { tags, body: NotificationSettingsBody, response: { 200: NotificationSettings } } },
    (req) => service.setNotificationSettings(app.db, req.actor, req.body));
  const linkLimit = perHour(opts.limits.confirmLinkPerHour);
  app.get('/notifications/unsubscribe', { schema: { tags, querystring: UnsubscribeQuery, response: { 200: UnsubscribeInfo } }, config: linkLimit },
    (req) => service.readUnsubscribeLink(app.db, opts.secret, req.query.Token));
  app.post('/notifications/unsubscribe', { schema: { tags, body: UnsubscribeBody, response: { 200: MessageBody } }, config: linkLimit },
    async (req) => messageBody(req, await service.unsubscribe(app.db, opts.secret, req.body.Token)));
}
