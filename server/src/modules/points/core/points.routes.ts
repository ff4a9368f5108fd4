import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AllPointsQuery, CreatePointBody, OfficialAnswerBody, DeletedPoint, encodePointsCursor, IDEMPOTENCY_KEY_HEADER, IdempotencyHeaders, IdParams, MessageBody, Point, PointHistoryEntry, PointsQuery,
  PointCounts, PointResponseBody, StatusChangeBody, UpdatePointBody, type LiveEventType,
} from '@mitmachkarte/contract';
import { z } from 'zod';
import { sendTagged } from '../../../lib/conditional.js';
import { writeQuota } from '../../../plugins/write-quotas.js';
import { idempotentRequest, runIdempotent } from '../../idempotency/idempotency.service.js';
import * as service from './points.service.js';
import { createPointsListCache } from './points-list.cache.js';
import { listPointHistory, setOfficialAnswer, setPointStatus } from '../workflow/points-status.service.js';
import { setPointResponse } from '../workflow/points-response.service.js';
import { say } from '../../../i18n/messages.js';
import { messageBody } from '../../../lib/message-body.js';

const tags = ['points'];

/** Sends JSON text chunks as they are: Fastify serializes neither a string nor a stream, so the
 *  response schema documents the shape without costing a pass over 100,000 points. One chunk (up
 *  to 1,000 points) goes out as a string: a stream's machinery would cost more than its writing. */
function sendJsonText(reply: FastifyReply, chunks: Iterable<string | Buffer>) {
  reply.type('application/json; charset=utf-8');
  const iterator = chunks[Symbol.iterator]();
  const first = iterator.next();
  const second = iterator.next();
  if (second.done) return reply.send((first.done ? '' : first.value) as never);
  return reply.send(Readable.from((function* () {
    yield first.value as string | Buffer;
    yield second.value;
    for (let next = iterator.next(); !next.done; next = iterator.next()) yield next.value;
  })()) as never);
}

/** Sends a page of points; when another follows, its address (this one's, with `after` set) as
 *  `Link: <…>; rel="next"` (RFC 8288), relative to this request. */
function sendPage(req: FastifyRequest, reply: FastifyReply, page: service.PointsJsonPage) {
  if (page.next) {
    const url = new URL(req.url, 'http://x');
    url.searchParams.set('after', encodePointsCursor(page.next));
    reply.header('link', `<${url.pathname}${url.search}>; rel="next"`);
  }
  return sendJsonText(reply, page.chunks);
}

/** /gis/point* routes (docs/product.md §7, §16.1, §16.2); rules in points.service.ts, points-status.service.ts
 *  and points-response.service.ts. */
export async function pointsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const listCache = createPointsListCache();
  /** Publishes `type` for the point a write answered (live updates, docs/product.md §21) and answers it. */
  const live = async <T extends { ID: string }>(type: LiveEventType, point: T): Promise<T> => {
    await app.liveEvents.publish(type, { point: point.ID });
    return point;
  };
  app.get('/gis/points', { schema: { tags, querystring: AllPointsQuery, response: { 200: z.array(Point) } } },
    async (req, reply) => sendPage(req, reply, await service.listAllPointsJson(app.db, req.actor, req.query)));
  app.get('/gis/points/:id', { schema: { tags, params: IdParams, querystring: PointsQuery, response: { 200: z.array(Point) } } },
    async (req, reply) => {
      const { bbox, ...page } = req.query;
      const list = await service.listPointsOfLayerJson(app.db, listCache, req.actor, req.params.id, { bbox, page });
      return sendTagged(req, reply, list.etag, async () => sendPage(req, reply, await list.page()));
    });
  app.get('/gis/point/:id', { schema: { tags, params: IdParams, response: { 200: Point } } },
    (req) => service.getPoint(app.db, req.actor, req.params.id));
  app.get('/gis/pointcounts/:id', { schema: { tags, params: IdParams, response: { 200: z.array(PointCounts) } } },
    (req) => service.listPointCounts(app.db, req.actor, req.params.id));
  // 200 only after the commit; with an Idempotency-Key a retry gets the first point.
  app.post('/gis/point', {
    schema: { tags, headers: IdempotencyHeaders, body: CreatePointBody, response: { 200: Point } },
    preHandler: writeQuota('point', (req) => ({ layer: (req.body as CreatePointBody).Layer })),
  },
    async (req) => {
      const point = await runIdempotent(app.db, idempotentRequest({ route: 'POST /gis/point', key: req.headers[IDEMPOTENCY_KEY_HEADER], actor: req.actor, sessionToken: req.sessionToken, body: req.body }),
        (trx) => service.createPoint(trx, req.actor, req.body, undefined, req.headers.host ?? '', app.notificationDeps));
      // The team's mails (docs/product.md §16.8) were committed with the point.
      app.notificationDeps.outbox.kick();
      return live('point.created', point);
    });
  app.put('/gis/point/:id', { schema: { tags, params: IdParams, body: UpdatePointBody, response: { 200: Point } } },
    async (req) => live('point.changed', await service.updatePoint(app.db, app.imageStore, req.actor, req.params.id, req.body, app.notificationDeps)));
  app.delete('/gis/point/:id', { schema: { tags, params: IdParams, response: { 200: MessageBody } } }, async (req) => {
    await service.deletePoint(app.db, req.actor, req.params.id, { notify: app.notificationDeps, host: req.headers.host });
    // The reporters' outcome mails (docs/product.md §16.3) were committed with the deletion.
    app.notificationDeps.outbox.kick();
    await app.liveEvents.publish('point.deleted', { point: req.params.id });
    return messageBody(req, say('pointDeleted'));
  });
  app.post('/gis/point/:id/restore', { schema: { tags, params: IdParams, response: { 200: Point } } },
    async (req) => live('point.created', await service.restorePoint(app.db, req.actor, req.params.id)));
  app.put('/gis/point/:id/status', { schema: { tags, params: IdParams, body: StatusChangeBody, response: { 200: Point } } },
    async (req) => live('point.status', await setPointStatus(app.db, req.actor, req.params.id, req.body, app.notificationDeps)));
  app.put('/gis/point/:id/answer', { schema: { tags, params: IdParams, body: OfficialAnswerBody, response: { 200: Point } } },
    async (req) => live('point.status', await setOfficialAnswer(app.db, req.actor, req.params.id, req.body, req.headers.host, app.notificationDeps)));
  app.put('/gis/point/:id/response', { schema: { tags, params: IdParams, body: PointResponseBody, response: { 200: Point } } },
    async (req) => live('point.status', await setPointResponse(app.db, req.actor, req.params.id, req.body, req.headers.host, app.notificationDeps)));
  app.get('/gis/point/:id/history', { schema: { tags, params: IdParams, response: { 200: z.array(PointHistoryEntry) } } },
    (req) => listPointHistory(app.db, req.actor, req.params.id));
  app.get('/gis/deletedpoints/:id', { schema: { tags, params: IdParams, response: { 200: z.array(DeletedPoint) } } },
    (req) => service.listDeletedPoints(app.db, req.actor, req.params.id));
}
