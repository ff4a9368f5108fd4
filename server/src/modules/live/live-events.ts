import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { createRequire } from 'node:module';
import type PgModule from 'pg';
import type { LiveEventType } from '@mitmachkarte/contract';
import { postgresPoolOf, type Db } from '../../db/database.js';

/** The fan-out of live updates (docs/product.md §21, docs/decisions/0019): a write publishes what
 *  happened to which point of which layer; every instance hears it and hands it to the streams of
 *  that layer open on it, which check the listener's rights before they send anything
 *  (live.service.ts). On PostgreSQL through NOTIFY on a channel of the database's schema and one
 *  LISTEN connection per instance, so an event published on one instance reaches the streams of
 *  all; on SQLite (one process) in the process. The same way carries signals from one instance to
 *  the others, e.g. that the hosts of the context layers changed (the CSP of every instance follows). */

/** What travels between instances: no content, only which point of which layer and what. */
export type Change = { type: LiveEventType; layer: string; revision: number; point?: string };

/** What the other instances are told to do again: re-read the context layers' hosts. */
export type Signal = 'context-hosts';

/** One NOTIFY: a change, or a signal and the instance it came from (which ignores its own). */
type Message = { change: Change } | { signal: Signal; from: string };

export type LiveEvents = {
  /** Publishes what happened to `point`, to the point of `comment`, or (no point named) to layer
   *  `layer`, with the layer's revision read now. Never throws: a lost live update is logged, the
   *  write stands. */
  publish(type: LiveEventType, target: { point: string } | { comment: string } | { layer: string }): Promise<void>;
  /** Calls `listener` with each change of any layer, from every instance; answers the unsubscribe. */
  subscribe(listener: (change: Change) => void): () => void;
  /** Tells every other instance `signal` (on SQLite there is none). Never throws. */
  signal(signal: Signal): Promise<void>;
  /** Calls `listener` when another instance sends `signal`. */
  onSignal(signal: Signal, listener: () => void): void;
  close(): Promise<void>;
};

/** The bus of `db`: LISTEN on PostgreSQL (started here; one connection of its own), else the process. */
export async function createLiveEvents(db: Db, log: FastifyBaseLogger): Promise<LiveEvents> {
  const local = new EventEmitter().setMaxListeners(0);
  // Who sends a signal: this bus (an app; tests run two in one process), which ignores its own.
  const self = randomUUID();
  const deliver = (message: Message) => {
    if ('change' in message) local.emit('change', message.change);
    else if (message.from !== self) local.emit(`signal:${message.signal}`);
  };
  const pool = postgresPoolOf(db);
  let listener: PgModule.Client | undefined;
  let channel = '';
  if (pool) {
    // NOTIFY channels belong to the database, not the schema: the schema's name keeps installations
    // (and test schemas) that share a database apart.
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    channel = `mk_live_${rows[0]!.schema}`.slice(0, 63);
    // A connection of its own with the pool's settings (search path included), not one of the
    // pool's: held for good, it would keep the pool from ever ending.
    const pg = createRequire(import.meta.url)('pg') as typeof PgModule;
    listener = new pg.Client(pool.options);
    await listener.connect();
    listener.on('notification', (message) => {
      try {
        if (message.channel === channel && message.payload) deliver(JSON.parse(message.payload) as Message);
      } catch (err) {
        log.warn({ err }, 'live update not read');
      }
    });
    listener.on('error', (err) => log.error({ err }, 'live updates: the LISTEN connection failed'));
    await listener.query(`LISTEN "${channel}"`);
  }

  /** To every instance through NOTIFY, or to this process. */
  const send = async (message: Message) => {
    if (pool) await sql`select pg_notify(${channel}, ${JSON.stringify(message)})`.execute(db);
    else deliver(message);
  };

  return {
    async publish(type, target) {
      try {
        const row = 'layer' in target
          ? await db.selectFrom('layers').select(['id as layer', 'revision', sql<string | null>`null`.as('point')]).where('id', '=', target.layer).executeTakeFirst()
          : await db.selectFrom('points').innerJoin('layers', 'layers.id', 'points.layer_id')
            .select(['layers.id as layer', 'layers.revision', 'points.id as point'])
            .where('points.id', '=', 'point' in target ? target.point
              : (eb) => eb.selectFrom('comments').select('comments.point_id').where('comments.id', '=', target.comment))
            .executeTakeFirst();
        if (!row) return;
        const change: Change = { type, layer: row.layer, revision: Number(row.revision), ...(row.point ? { point: row.point } : {}) };
        await send({ change });
      } catch (err) {
        log.error({ err, type }, 'live update not published');
      }
    },
    async signal(signal) {
      if (!pool) return;
      await send({ signal, from: self }).catch((err: unknown) => log.error({ err, signal }, 'signal to the other instances not sent'));
    },
    onSignal(signal, fn) {
      local.on(`signal:${signal}`, fn);
    },
    subscribe(fn) {
      local.on('change', fn);
      return () => local.off('change', fn);
    },
    async close() {
      local.removeAllListeners();
      if (!listener) return;
      await listener.end().catch(() => undefined);
    },
  };
}
