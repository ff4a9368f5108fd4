import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, MessageBody, Webhook, WebhookBody, WebhookDelivery, WebhookWithSecret } from '@mitmachkarte/contract';
import { z } from 'zod';
import { say } from '../../i18n/messages.js';
import { messageBody } from '../../lib/message-body.js';
import * as service from './webhooks.service.js';

const tags = ['workspaces'];

/** A project's webhooks (docs/product.md §24.6): its team lists, registers, changes, deletes them,
 *  rotates their secret, sends a test event and reads the delivery log; rules in webhooks.service.ts. */
export async function webhooksRoutes(fastify: FastifyInstance, opts: { secret: string }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps: service.WebhookDeps = { secret: opts.secret, config: app.config, kick: () => app.webhookSender.kick() };
  app.get('/gis/workspace/:id/webhooks', { schema: { tags, params: IdParams, response: { 200: z.array(Webhook) } } },
    (req) => service.listWebhooks(app.db, req.actor, req.params.id));
  app.post('/gis/workspace/:id/webhooks', { schema: { tags, params: IdParams, body: WebhookBody, response: { 200: WebhookWithSecret } } },
    (req) => service.createWebhook(app.db, deps, req.actor, req.params.id, req.body));
  app.put('/gis/webhook/:id', { schema: { tags, params: IdParams, body: WebhookBody, response: { 200: Webhook } } },
    (req) => service.updateWebhook(app.db, deps, req.actor, req.params.id, req.body));
  app.delete('/gis/webhook/:id', { schema: { tags, params: IdParams, response: { 200: MessageBody } } }, async (req) => {
    await service.deleteWebhook(app.db, req.actor, req.params.id);
    return messageBody(req, say('webhookDeleted'));
  });
  app.post('/gis/webhook/:id/secret', { schema: { tags, params: IdParams, response: { 200: WebhookWithSecret } } },
    (req) => service.rotateWebhookSecret(app.db, deps, req.actor, req.params.id));
  app.post('/gis/webhook/:id/test', { schema: { tags, params: IdParams, response: { 200: WebhookDelivery } } },
    (req) => service.sendTestEvent(app.db, deps, req.actor, req.params.id));
  app.get('/gis/webhook/:id/deliveries', { schema: { tags, params: IdParams, response: { 200: z.array(WebhookDelivery) } } },
    (req) => service.listWebhookDeliveries(app.db, req.actor, req.params.id));
}
