import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Conditional GET of answers whose content is named by an entity tag (RFC 9110 §8.8.3, §13.1.2):
 *  the point lists and the map data, whose tags carry their layer's revision (docs/decisions/0012). */

/** A strong entity tag of `revision` and everything else the answer depends on (`parts`: the
 *  caller's view, the query), short and opaque. */
export function entityTag(revision: number, parts: readonly unknown[]): string {
  const digest = createHash('sha1').update(JSON.stringify(parts)).digest('base64url').slice(0, 16);
  return `"${revision}-${digest}"`;
}

/** Whether the If-None-Match header (a list of tags, weak or strong, or `*`) names `etag`; weak
 *  comparison, as RFC 9110 §13.1.2 prescribes for If-None-Match. */
export function noneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}

/** Answers a per-user GET with `etag`: 304 without a body when the client already holds it, else
 *  what `body` makes. `private, no-cache`: only the caller's own cache keeps it, and asks again
 *  each time (a cheap 304 while nothing changed). */
export async function sendTagged<T>(req: FastifyRequest, reply: FastifyReply, etag: string, body: () => Promise<T>): Promise<T | FastifyReply> {
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (noneMatchHits(req.headers['if-none-match'], etag)) return reply.code(304).send();
  return body();
}

/** An answer of JSON text with its entity tag; the text is made (or taken from a cache) only when
 *  the client does not hold it yet. */
export type TaggedJson = { etag: string; body: () => Promise<string> };

/** sendTagged for JSON text, which is sent as it is (Fastify serialises only objects). */
export const sendTaggedJson = (req: FastifyRequest, reply: FastifyReply, answer: TaggedJson) =>
  sendTagged(req, reply, answer.etag, async () => reply.type('application/json; charset=utf-8').send(await answer.body() as never));
