import type { ApiToken, CreatedApiToken, CreateOrganisationApiTokenBody } from '@mitmachkarte/contract';
import { MAX_API_TOKEN_DAYS, MAX_API_TOKENS } from '@mitmachkarte/contract';
import { canManageOrganisationApiTokens } from '../../access/token.rules.js';
import type { Actor } from '../../access/actor.js';
import { requireAccess } from '../../access/gate.js';
import type { Db } from '../../db/database.js';
import { say } from '../../i18n/messages.js';
import { conflict, invalidField, notFound } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { findOrganisation } from '../organisations/organisations.service.js';
import {
  countLiveApiTokensOfOrganisation, insertOrganisationApiToken, listLiveApiTokensOfOrganisation, revokeApiTokenOfOrganisation,
} from './api-tokens.repository.js';
import { presentApiToken } from './api-tokens.presenter.js';
import { API_TOKEN_MARK, API_TOKEN_PREFIX_LENGTH } from './api-tokens.service.js';

/** Keys of an organisation (docs/product.md §24.6, Organisation keys; docs/decisions/0044): made,
 *  listed and withdrawn by the organisation's administration (`orgmanager`, like the organisation
 *  itself); each acts as a visitor without an account (api-tokens.service.ts resolveApiTokenActor). */

const DAY_MS = 24 * 3600_000;

/** GET /admin/organisation/{id}/tokens: the organisation's keys not withdrawn (expired ones
 *  marked). 401/403 without `orgmanager`; 404 for an unknown organisation. */
export async function listOrganisationApiTokens(db: Db, actor: Actor, organisationId: string, now = new Date()): Promise<ApiToken[]> {
  requireAccess(actor, canManageOrganisationApiTokens(actor));
  await findOrganisation(db, organisationId);
  return (await listLiveApiTokensOfOrganisation(db, organisationId)).map((row) => presentApiToken(row, now));
}

/** POST /admin/organisation/{id}/tokens: makes a key of the organisation and answers it once with
 *  `Token`. 401/403 without `orgmanager`; 404 for an unknown organisation; 400 for an expiry not in
 *  (now, now + MAX_API_TOKEN_DAYS]; 409 beyond MAX_API_TOKENS live keys of the organisation. */
export async function createOrganisationApiToken(db: Db, actor: Actor, organisationId: string, input: CreateOrganisationApiTokenBody, now = new Date()): Promise<CreatedApiToken> {
  requireAccess(actor, canManageOrganisationApiTokens(actor));
  await findOrganisation(db, organisationId);
  const expires = new Date(input.ExpiresAt);
  if (expires.getTime() <= now.getTime() || expires.getTime() > now.getTime() + MAX_API_TOKEN_DAYS * DAY_MS) {
    throw invalidField('ExpiresAt', say('apiTokenExpiryRange', { days: MAX_API_TOKEN_DAYS }));
  }
  if ((await countLiveApiTokensOfOrganisation(db, organisationId, now.toISOString())) >= MAX_API_TOKENS) {
    throw conflict(say('organisationApiTokenLimit', { max: MAX_API_TOKENS }));
  }
  const token = `${API_TOKEN_MARK}${newToken()}`;
  const row = {
    id: newId(), organisation_id: organisationId, name: input.Name, prefix: token.slice(0, API_TOKEN_PREFIX_LENGTH), hash: hashToken(token),
    scopes: [...new Set(input.Scopes)].sort().join(' '), created_by: actor.userId,
    created_at: now.toISOString(), expires_at: expires.toISOString(), last_used_at: null, revoked_at: null,
  };
  await insertOrganisationApiToken(db, row);
  return { ...presentApiToken(row, now), Token: token };
}

/** DELETE /admin/organisation/{id}/tokens/{tokenId}: withdraws one of the organisation's keys;
 *  401/403 without `orgmanager`; 404 for any other id. */
export async function revokeOrganisationApiToken(db: Db, actor: Actor, organisationId: string, id: string, now = new Date()): Promise<void> {
  requireAccess(actor, canManageOrganisationApiTokens(actor));
  if (!(await revokeApiTokenOfOrganisation(db, organisationId, id, now.toISOString()))) throw notFound(say('apiTokenNotFound'));
}
