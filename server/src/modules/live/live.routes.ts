import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIVE_HEARTBEAT_MS, LIVE_STREAMS_PER_CLIENT, LiveEventsQuery, type LiveEvent } from '@mitmachkarte/contract';
import { getVisibleLayer } from '../../access/visible.js';
import { AppError } from '../../lib/app-error.js';
import { rateLimitKey } from '../../lib/client-address.js';
import { perHour, type RateLimits } from '../../lib/rate-limits.js';
import type { Change } from './live-events.js';
import { eventFor, listenerKey } from './live.service.js';
import { createStreamSlots } from './stream-slots.js';
import { say } from '../../i18n/messages.js';

/** Streams opened per IP and hour: a client reconnecting every few seconds for an hour. */
const OPENS_PER_HOUR = 1200;

export const TOO_MANY_STREAMS = say('tooManyStreams');
export const SERVER_STREAMS_FULL = say('serverStreamsFull');

/** GET /gis/events?layer={id} (docs/product.md §21): the live updates of a layer the caller may
 *  see (404 otherwise, as GET /gis/layer/{id}) as Server-Sent Events (WHATWG HTML §9.2): each
 *  change of the layer, checked against the caller's rights when it is sent (live.service.ts
 *  eventFor, once per change and listener key); a comment every LIVE_HEARTBEAT_MS; at most
 *  LIVE_STREAMS_PER_CLIENT open streams per session, `liveStreamsPerIp` per client address and
 *  `liveStreamsPerProcess` in all (stream-slots.ts), more get 429; a
 *  client that sends Last-Event-ID older than the layer's revision first gets a `layer` event
 *  (it missed something: refetch). The stream ends when the client leaves or the server shuts
 *  down (app.shutdownSignal). */
export async function liveRoutes(fastify: FastifyInstance, opts: { limits: RateLimits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const slots = createStreamSlots({ perSession: LIVE_STREAMS_PER_CLIENT, perAddress: opts.limits.liveStreamsPerIp, inAll: opts.limits.liveStreamsPerProcess });
  // One check per change and listener key, shared by that key's streams.
  const checked = new WeakMap<Change, Map<string, Promise<LiveEvent | undefined>>>();
  const check = (change: Change, actor: Parameters<typeof eventFor>[1]) => {
    let byKey = checked.get(change);
    if (!byKey) checked.set(change, (byKey = new Map()));
    const key = listenerKey(actor);
    let event = byKey.get(key);
    if (!event) byKey.set(key, (event = eventFor(app.db, actor, change)));
    return event;
  };

  // A stream is held per visitor (their pre-session, which a first request gets here, as on GET
  // /auth/info) and per address: keyed by the address alone, a school's or town hall's visitors
  // behind one address would share the per-visitor slots. A request with an API key is the key's
  // (plugins/api-token.ts), with no session.
  app.get('/gis/events', { schema: { tags: ['maps'], querystring: LiveEventsQuery }, config: { ...perHour(OPENS_PER_HOUR), startsPreSession: true } }, async (req, reply) => {
    const { layer } = await getVisibleLayer(app.db, req.actor, req.query.layer);
    const address = rateLimitKey(req.ip);
    const slot = slots.take(req.sessionToken || (req.actor.token ? `key:${req.actor.token.id}` : address), address);
    if ('refused' in slot) throw new AppError('RATE_LIMITED', slot.refused === 'client' ? TOO_MANY_STREAMS : SERVER_STREAMS_FULL, undefined, 60);

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff',
      // nginx would otherwise hold the events back in its buffer.
      'x-accel-buffering': 'no',
    });
    const send = (event: LiveEvent) => res.write(`id: ${event.Revision}\nevent: ${event.Type}\ndata: ${JSON.stringify(event)}\n\n`);
    res.write(`retry: 5000\n\n`);
    const lastSeen = Number(req.headers['last-event-id']);
    if (Number.isFinite(lastSeen) && lastSeen < layer.revision) send({ Type: 'layer', Layer: layer.id, Revision: layer.revision });

    // Events are sent in the order the changes arrived, each after its check.
    let queue = Promise.resolve();
    const unsubscribe = app.liveEvents.subscribe((change) => {
      if (change.layer !== layer.id) return;
      queue = queue.then(async () => {
        const event = await check(change, req.actor);
        if (event && !res.writableEnded) send(event);
      }).catch((err: unknown) => req.log.error({ err }, 'live update not sent'));
    });
    const heartbeat = setInterval(() => res.write(': ping\n\n'), LIVE_HEARTBEAT_MS);
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      unsubscribe();
      app.shutdownSignal.removeEventListener('abort', end);
      slot.release();
      if (!res.writableEnded) res.end();
    };
    res.on('close', end);
    if (app.shutdownSignal.aborted) end();
    else app.shutdownSignal.addEventListener('abort', end, { once: true });
  });
}
