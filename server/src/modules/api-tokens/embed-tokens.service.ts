import type { EmbedToken } from '@mitmachkarte/contract';
import { ANONYMOUS, type Actor } from '../../access/actor.js';
import { embedGrantOf } from '../../access/token.rules.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../lib/ids.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { deleteExpiredEmbedTokens, findLiveEmbedToken, insertEmbedToken } from './api-tokens.repository.js';

/** The embedded map's entry tokens (docs/product.md §24.1; docs/security.md, Embed tokens): a
 *  framed page is sent no session cookie (SameSite=Lax), and the anti-forgery token belongs to a
 *  session, so the frame gets a credential of its own. It is a kind of API key: sent as
 *  `Authorization: Bearer mke_…`, checked by plugins/api-token.ts, limited by access/token.rules.ts
 *  to making entries (tokenMayCall) in its project (tokenMayAddTo) as an anonymous visitor. Stored
 *  as its sha256 only. Whether a project hands them out is the embed module's decision. */

/** The mark every entry token begins with, told apart from API keys (`mk_`). */
export const EMBED_TOKEN_MARK = 'mke_';
/** The shape of a token: the mark and 256 random bits, base64url (lib/tokens.ts newToken). */
const EMBED_TOKEN_PATTERN = /^mke_[A-Za-z0-9_-]{43}$/;
/** How long a token works, in milliseconds: one hour. */
export const EMBED_TOKEN_TTL_MS = 3600_000;

/** Whether `value` is meant as an entry token (its mark; the shape is checked on resolving). */
export const isEmbedToken = (value: string): boolean => value.startsWith(EMBED_TOKEN_MARK);

/** Makes a token for project `workspaceId`, valid for EMBED_TOKEN_TTL_MS from `now`, and removes
 *  the expired ones. The caller has decided that the project takes entries in its frame. */
export async function createEmbedToken(db: Db, workspaceId: string, now = new Date()): Promise<EmbedToken> {
  const token = `${EMBED_TOKEN_MARK}${newToken()}`;
  const expires = new Date(now.getTime() + EMBED_TOKEN_TTL_MS).toISOString();
  await deleteExpiredEmbedTokens(db, now.toISOString());
  await insertEmbedToken(db, { id: newId(), workspace_id: workspaceId, hash: hashToken(token), created_at: now.toISOString(), expires_at: expires });
  return { Token: token, ExpiresAt: expires };
}

/** The actor of a request of `method` with the entry token `token`: the anonymous visitor with
 *  the token's grant (access/token.rules.ts embedGrantOf); undefined for a malformed, unknown or
 *  expired token. */
export async function resolveEmbedTokenActor(db: Db, token: string, method: string, now = new Date()): Promise<Actor | undefined> {
  if (!EMBED_TOKEN_PATTERN.test(token)) return undefined;
  const row = await findLiveEmbedToken(db, hashToken(token), now.toISOString());
  return row && Object.freeze({ ...ANONYMOUS, token: embedGrantOf(row.id, row.workspace_id, method) });
}
