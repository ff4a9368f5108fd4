import type { ApiToken, CreateApiTokenBody, CreatedApiToken } from '@mitmachkarte/contract';
import { MAX_API_TOKEN_DAYS, MAX_API_TOKENS } from '@mitmachkarte/contract';
import { ANONYMOUS, type Actor, isLoggedIn } from '../../access/actor.js';
import { grantOf } from '../../access/token.rules.js';
import { managesWorkspace } from '../../access/scope.js';
import type { Db } from '../../db/database.js';
import { say } from '../../i18n/messages.js';
import { AppError, conflict, invalidField, notFound, unauthenticated } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { languageOfUser } from '../../lib/request-language.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import {
  countLiveApiTokensOfUser, findLiveApiToken, findLiveOrganisationApiToken, insertApiToken, listLiveApiTokensOfUser, revokeApiTokenOfUser, touchApiToken,
  touchOrganisationApiToken,
} from './api-tokens.repository.js';
import { presentApiToken } from './api-tokens.presenter.js';

/** API keys of an account (docs/product.md §24.6; docs/security.md, API keys; docs/decisions/0041). */

/** The mark every key begins with, so that a leaked one is recognisable (secret scanners). */
export const API_TOKEN_MARK = 'mk_';
/** The shape of a key: the mark and 256 random bits, base64url (lib/tokens.ts newToken). */
const API_TOKEN_PATTERN = /^mk_[A-Za-z0-9_-]{43}$/;
/** Characters of a key kept for the list: the mark and six more. */
export const API_TOKEN_PREFIX_LENGTH = 9;
/** `last_used_at` is written at most this often (ms). */
const TOUCH_INTERVAL_MS = 60_000;
const DAY_MS = 24 * 3600_000;

/** GET /auth/tokens: the account's keys not withdrawn (expired ones marked). 401 for anonymous. */
export async function listOwnApiTokens(db: Db, actor: Actor, now = new Date()): Promise<ApiToken[]> {
  if (!isLoggedIn(actor)) throw unauthenticated();
  return (await listLiveApiTokensOfUser(db, actor.userId)).map((row) => presentApiToken(row, now));
}

/** POST /auth/tokens: makes a key and answers it once with `Token`. 401 for anonymous; 400 for an
 *  expiry not in (now, now + MAX_API_TOKEN_DAYS] or a `manage:` scope of a project the account does
 *  not manage (ids of unknown projects alike); 409 beyond MAX_API_TOKENS live keys. */
export async function createOwnApiToken(db: Db, actor: Actor, input: CreateApiTokenBody, now = new Date()): Promise<CreatedApiToken> {
  if (!isLoggedIn(actor)) throw unauthenticated();
  const expires = new Date(input.ExpiresAt);
  if (expires.getTime() <= now.getTime() || expires.getTime() > now.getTime() + MAX_API_TOKEN_DAYS * DAY_MS) {
    throw invalidField('ExpiresAt', say('apiTokenExpiryRange', { days: MAX_API_TOKEN_DAYS }));
  }
  const scopes = [...new Set(input.Scopes)].sort();
  for (const scope of scopes) {
    if (scope.startsWith('manage:') && !(await managesWorkspace(db, scope.slice('manage:'.length), actor.userId))) {
      throw invalidField('Scopes', say('apiTokenProjectUnknown'));
    }
  }
  if ((await countLiveApiTokensOfUser(db, actor.userId, now.toISOString())) >= MAX_API_TOKENS) throw conflict(say('apiTokenLimit', { max: MAX_API_TOKENS }));
  const token = `${API_TOKEN_MARK}${newToken()}`;
  const row = {
    id: newId(), user_id: actor.userId, name: input.Name, prefix: token.slice(0, API_TOKEN_PREFIX_LENGTH), hash: hashToken(token), scopes: scopes.join(' '),
    created_at: now.toISOString(), expires_at: expires.toISOString(), last_used_at: null, revoked_at: null,
  };
  await insertApiToken(db, row);
  return { ...presentApiToken(row, now), Token: token };
}

/** DELETE /auth/tokens/{id}: withdraws one of the account's keys; 404 for any other id. */
export async function revokeOwnApiToken(db: Db, actor: Actor, id: string, now = new Date()): Promise<void> {
  if (!isLoggedIn(actor)) throw unauthenticated();
  if (!(await revokeApiTokenOfUser(db, actor.userId, id, now.toISOString()))) throw notFound(say('apiTokenNotFound'));
}

/** Whether `value` has the shape of a key (no database read for anything else). */
export const isWellFormedApiToken = (value: string): boolean => API_TOKEN_PATTERN.test(value);

/** The actor of a request of `method` with the key `token`. An account's key: its active
 *  account, with the key's grant (access/token.rules.ts) and no permission of the account's
 *  groups. An organisation's key (docs/decisions/0044): a visitor without an account carrying the
 *  key's grant and its organisation. Undefined for an unknown, withdrawn or expired key or an
 *  inactive account. Notes the use, at most once a minute. */
export async function resolveApiTokenActor(db: Db, token: string, method: string, now = new Date()): Promise<Actor | undefined> {
  if (!isWellFormedApiToken(token)) return undefined;
  const hash = hashToken(token);
  const row = await findLiveApiToken(db, hash, now.toISOString());
  const recent = (used: string | null) => used !== null && now.getTime() - Date.parse(used) < TOUCH_INTERVAL_MS;
  if (!row) {
    const org = await findLiveOrganisationApiToken(db, hash, now.toISOString());
    if (!org) return undefined;
    if (!recent(org.last_used_at)) await touchOrganisationApiToken(db, org.id, now.toISOString());
    return Object.freeze({ ...ANONYMOUS, token: grantOf(org.id, org.scopes.split(' '), method, org.organisation_id) });
  }
  if (row.active !== 1) return undefined;
  if (!recent(row.last_used_at)) await touchApiToken(db, row.id, now.toISOString());
  const language = languageOfUser(row);
  return Object.freeze({
    userId: row.user_id, name: row.name, email: row.email, permissions: Object.freeze([]), ...(language ? { language } : {}),
    token: grantOf(row.id, row.scopes.split(' '), method),
  });
}

/** The 401 of a request whose key does not work. */
export const invalidApiToken = () => new AppError('UNAUTHENTICATED', say('apiTokenInvalid'));
