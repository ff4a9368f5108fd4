import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, MapFilter, MapSummary, MapTile, MapTileParams, PointListPage, PointListQuery } from '@mitmachkarte/contract';
import { sendTagged } from '../../lib/conditional.js';
import { createMapCache } from './map-cache.js';
import { getMapSummary, getMapTile, listMapPoints, type TaggedJson } from './map.service.js';

const tags = ['map'];

/** /gis/map routes (docs/product.md §19.2): the map's data of a layer, tagged for 304 answers.
 *  The JSON text is sent as made (or cached); the response schemas document its shape. */
export async function mapRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const cache = createMapCache();
  // JSON text is sent as it is: Fastify serialises only objects.
  const send = (reply: FastifyReply, answer: TaggedJson) => async () => reply.type('application/json; charset=utf-8').send(await answer.body() as never);
  app.get('/gis/map/:id', { schema: { tags, params: IdParams, querystring: MapFilter, response: { 200: MapSummary } } },
    async (req, reply) => {
      const answer = await getMapSummary(app.db, cache, req.actor, req.params.id, req.query);
      return sendTagged(req, reply, answer.etag, send(reply, answer));
    });
  app.get('/gis/map/:id/:z/:x/:y', { schema: { tags, params: MapTileParams, querystring: MapFilter, response: { 200: MapTile } } },
    async (req, reply) => {
      const answer = await getMapTile(app.db, cache, req.actor, req.params, req.query);
      return sendTagged(req, reply, answer.etag, send(reply, answer));
    });
  app.get('/gis/pointlist/:id', { schema: { tags, params: IdParams, querystring: PointListQuery, response: { 200: PointListPage } } },
    async (req, reply) => {
      const list = await listMapPoints(app.db, req.actor, req.params.id, req.query);
      return sendTagged(req, reply, list.etag, list.body);
    });
}
