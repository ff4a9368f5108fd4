import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AreaAlert, AreaAlertCreated, AreaAlertTokenBody, CreateAreaAlertBody, IdParams, MessageBody, UpdateAreaAlertBody } from '@mitmachkarte/contract';
import { z } from 'zod';
import { formatMessage } from '../../i18n/messages.js';
import { messageBody } from '../../lib/message-body.js';
import { perDay, perHour, type RateLimits } from '../../lib/rate-limits.js';
import * as feeds from './area-alert-feeds.service.js';
import * as service from './area-alerts.service.js';

const tags = ['area-alerts'];
const ATOM = 'application/atom+xml; charset=utf-8';

/** Area alerts (docs/product.md §24.2): making one (anyone; `limits.areaAlertsPerDay` per IP), the
 *  mailed links that confirm and end one (without login, `limits.confirmLinkPerHour` per IP), the
 *  account's list „Meine Benachrichtigungen“, and the Atom feeds of an alert (its secret link) and
 *  of a public project (`limits.feedsPerHour` per IP). Rules in area-alerts.service.ts. */
export async function areaAlertsRoutes(fastify: FastifyInstance, opts: { limits: RateLimits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.notificationDeps;
  app.post('/area-alerts', { schema: { tags, body: CreateAreaAlertBody, response: { 200: AreaAlertCreated } }, config: perDay(opts.limits.areaAlertsPerDay) },
    async (req) => {
      const language = await req.language();
      const created = await service.createAreaAlert(app.db, deps, req.actor, req.body, { host: req.headers.host, language });
      return { ...created, Message: formatMessage(service.createdMessage(created), language) };
    });
  const linkLimit = perHour(opts.limits.confirmLinkPerHour);
  app.post('/area-alerts/confirm', { schema: { tags, body: AreaAlertTokenBody, response: { 200: MessageBody } }, config: linkLimit },
    async (req) => messageBody(req, await service.confirmAreaAlert(app.db, req.body.Token)));
  app.post('/area-alerts/unsubscribe', { schema: { tags, body: AreaAlertTokenBody, response: { 200: MessageBody } }, config: linkLimit },
    async (req) => messageBody(req, await service.unsubscribeAreaAlert(app.db, deps.secret, req.body.Token)));
  app.get('/auth/area-alerts', { schema: { tags, response: { 200: z.array(AreaAlert) } } }, (req) => service.listOwnAreaAlerts(app.db, deps, req.actor));
  app.put('/auth/area-alerts/:id', { schema: { tags, params: IdParams, body: UpdateAreaAlertBody, response: { 200: AreaAlert } } },
    (req) => service.updateOwnAreaAlert(app.db, deps, req.actor, req.params.id, req.body));
  app.delete('/auth/area-alerts/:id', { schema: { tags, params: IdParams, response: { 200: MessageBody } } },
    async (req) => messageBody(req, await service.deleteOwnAreaAlert(app.db, req.actor, req.params.id)));
  const feedLimit = perHour(opts.limits.feedsPerHour);
  app.get('/feeds/alert/:token.atom', {
    schema: { tags, params: z.object({ token: z.string().max(200) }), description: 'Atom-Feed einer Gebietsbenachrichtigung (geheimer Link).' }, config: feedLimit,
  }, async (req, reply) => reply.type(ATOM).send(await feeds.getAlertFeed(app.db, deps, req.params.token, { host: req.headers.host, language: await req.language() })));
  app.get('/feeds/project/:id.atom', {
    schema: { tags, params: IdParams, description: 'Atom-Feed eines öffentlichen Projekts: neue Einträge und Statusänderungen.' }, config: feedLimit,
  }, async (req, reply) => reply.type(ATOM).send(await feeds.getProjectFeed(app.db, deps, req.params.id, { host: req.headers.host, language: await req.language() })));
}
