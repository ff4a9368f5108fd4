import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CreateLayerBody, IdParams, Layer, MessageBody, UpdateLayerBody } from '@mitmachkarte/contract';
import { z } from 'zod';
import * as service from './layers.service.js';
import { say } from '../../i18n/messages.js';
import { messageBody } from '../../lib/message-body.js';

const tags = ['layers'];

/** /gis/layer* routes (docs/product.md §7); rules in layers.service.ts. */
export async function layersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/gis/layers', { schema: { tags, response: { 200: z.array(Layer) } } }, (req) => service.listLayers(app.db, req.actor));
  app.get('/gis/layers/:id', { schema: { tags, params: IdParams, response: { 200: z.array(Layer) } } },
    (req) => service.listLayersOfWorkspace(app.db, req.actor, req.params.id));
  // Every write of a layer may change its context layers' hosts: the CSP follows (context-hosts.service.ts).
  app.post('/gis/layer', { schema: { tags, body: CreateLayerBody, response: { 200: Layer } } }, async (req) => {
    const layer = await service.createLayer(app.db, req.actor, req.body);
    await app.contextHosts.refresh();
    return layer;
  });
  app.get('/gis/layer/:id', { schema: { tags, params: IdParams, response: { 200: Layer } } },
    (req) => service.getLayer(app.db, req.actor, req.params.id));
  app.put('/gis/layer/:id', { schema: { tags, params: IdParams, body: UpdateLayerBody, response: { 200: Layer } } }, async (req) => {
    const layer = await service.updateLayer(app.db, app.imageStore, req.actor, req.params.id, req.body);
    await app.contextHosts.refresh();
    return layer;
  });
  app.delete('/gis/layer/:id', { schema: { tags, params: IdParams, response: { 200: MessageBody } } }, async (req) => {
    await service.deleteLayer(app.db, app.imageStore, req.actor, req.params.id);
    await app.contextHosts.refresh();
    return messageBody(req, say('layerDeleted'));
  });
}
