/** The live updates' types and limits (docs/product.md §21), without zod: the web app uses them at
 *  run time. The query schema is in live.ts. */

/** What happened to a layer's point: added (or restored), changed (answers, position),
 *  deleted, hidden or shown by the moderation, its status or official answer set, its comments
 *  or votes counted anew. `layer`: something changed that the listener may not see in detail (a
 *  hidden point, an import): refetch the map. */
export const LIVE_EVENT_TYPES = ['point.created', 'point.changed', 'point.deleted', 'point.hidden', 'point.shown', 'point.status', 'point.counts', 'layer'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** The `data` of an event (JSON). `Revision`: the layer's revision after the change, also the
 *  event's `id` (a client reconnecting with Last-Event-ID gets a `layer` event when it missed
 *  one). `Point`: the point's id, only for a listener who may see the point. */
export type LiveEvent = { Type: LiveEventType; Layer: string; Revision: number; Point?: string };

/** A comment line sent on every open stream this often (ms), so that proxies keep it open. */
export const LIVE_HEARTBEAT_MS = 25_000;
/** Open streams one session may hold at once; more: 429 (the server also bounds them per IP and per
 *  process, RATE_LIMIT_LIVE_STREAMS_*). */
export const LIVE_STREAMS_PER_CLIENT = 6;
