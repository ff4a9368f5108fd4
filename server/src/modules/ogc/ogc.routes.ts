import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OgcCollection, OgcCollectionParams, OgcCollections, OgcConformance, OgcFeature, OgcFeatureCollection, OgcItemParams, OgcItemsQuery, OgcLandingPage, OgcQuery } from '@mitmachkarte/contract';
import { validation } from '../../lib/app-error.js';
import { createAnswerCache } from '../../lib/answer-cache.js';
import { sendTagged } from '../../lib/conditional.js';
import { ogcOpenApi } from './ogc-openapi.js';
import { CONFORMANCE_CLASSES, GEOJSON_TYPE, OPENAPI_TYPE, presentLandingPage } from './ogc.presenter.js';
import * as service from './ogc.service.js';
import { say } from '../../i18n/messages.js';

const tags = ['ogc'];
const PATH = '/api/v1/ogc';

/** The interface's absolute address as the client reached it (scheme and host of the request,
 *  behind a trusted proxy those it names), so that GIS clients can follow every link. */
const baseOf = (req: FastifyRequest) => `${urlOf(req).origin}${PATH}`;

/** The request's absolute address (a default port left out, as URL writes it); VALIDATION for a
 *  Host header that names no host. */
function urlOf(req: FastifyRequest): URL {
  try {
    return new URL(req.url, `${req.protocol}://${req.host}`);
  } catch {
    throw validation(say('badAddress'));
  }
}

/** /ogc routes: OGC API – Features Part 1: Core (OGC 17-069r4; docs/product.md §20). GET only;
 *  rules in ogc.service.ts. Landing page, conformance, API document and collections are small and
 *  keep the API's `no-store`; items and single features are tagged like the point lists
 *  (`private, no-cache` with an ETag, lib/conditional.ts). */
export async function ogcRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // numberMatched of the items queries (short texts): one count per query and revision.
  const counts = createAnswerCache(1024 * 1024);
  app.get('/ogc', { schema: { tags, querystring: OgcQuery, response: { 200: OgcLandingPage } } }, (req) => presentLandingPage(baseOf(req)));
  app.get('/ogc/conformance', { schema: { tags, querystring: OgcQuery, response: { 200: OgcConformance } } }, () => ({ conformsTo: CONFORMANCE_CLASSES }));
  app.get('/ogc/api', { schema: { tags, querystring: OgcQuery } },
    (req, reply) => reply.type(OPENAPI_TYPE).send(JSON.stringify(ogcOpenApi(baseOf(req)))));
  app.get('/ogc/collections', { schema: { tags, querystring: OgcQuery, response: { 200: OgcCollections } } },
    (req) => service.listCollections(app.db, req.actor, baseOf(req)));
  app.get('/ogc/collections/:layerId', { schema: { tags, params: OgcCollectionParams, querystring: OgcQuery, response: { 200: OgcCollection } } },
    (req) => service.getCollection(app.db, req.actor, req.params.layerId, baseOf(req)));
  app.get('/ogc/collections/:layerId/items', { schema: { tags, params: OgcCollectionParams, querystring: OgcItemsQuery, response: { 200: OgcFeatureCollection } } },
    async (req, reply) => {
      const answer = await service.listItems(app.db, counts, req.actor, req.params.layerId, req.query, urlOf(req), app.config.publicUrl);
      return sendTagged(req, reply, answer.etag, async () => reply.type(GEOJSON_TYPE).send(await answer.body() as never));
    });
  app.get('/ogc/collections/:layerId/items/:pointId', { schema: { tags, params: OgcItemParams, querystring: OgcQuery, response: { 200: OgcFeature } } },
    async (req, reply) => {
      const answer = await service.getItem(app.db, req.actor, req.params.layerId, req.params.pointId, baseOf(req), app.config.publicUrl);
      return sendTagged(req, reply, answer.etag, async () => reply.type(GEOJSON_TYPE).send(await answer.body() as never));
    });
}
