import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, MapFilter, MapSummary, MapTile, MapTileParams, MapTileQuery, PointListPage, PointListQuery } from '@mitmachkarte/contract';
import { sendTagged, sendTaggedJson } from '../../lib/conditional.js';
import { createAnswerCache } from '../../lib/answer-cache.js';
import { getMapSummary, getMapTile, listMapPoints } from './map.service.js';

const tags = ['map'];

/** /gis/map routes (docs/product.md §19.2): the map's data of a layer, tagged for 304 answers.
 *  The JSON text is sent as made (or cached); the response schemas document its shape. */
export async function mapRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const cache = createAnswerCache();
  app.get('/gis/map/:id', { schema: { tags, params: IdParams, querystring: MapFilter, response: { 200: MapSummary } } },
    async (req, reply) => sendTaggedJson(req, reply, await getMapSummary(app.db, cache, req.actor, req.params.id, req.query)));
  app.get('/gis/map/:id/:z/:x/:y', { schema: { tags, params: MapTileParams, querystring: MapTileQuery, response: { 200: MapTile } } },
    async (req, reply) => sendTaggedJson(req, reply, await getMapTile(app.db, cache, req.actor, req.params, req.query)));
  app.get('/gis/pointlist/:id', { schema: { tags, params: IdParams, querystring: PointListQuery, response: { 200: PointListPage } } },
    async (req, reply) => {
      const list = await listMapPoints(app.db, req.actor, req.params.id, req.query);
      return sendTagged(req, reply, list.etag, list.body);
    });
}
