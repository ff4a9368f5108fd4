import { z } from 'zod';
import { Id } from './common.js';
import { FIELD_MESSAGES, fieldMessage } from './field-messages.js';

/** API keys (docs/product.md §24.6; docs/decisions/0041): an account's keys for programs, sent as
 *  `Authorization: Bearer mk_…`, each with scopes and an expiry. */

/** How many live keys one account may hold. */
export const MAX_API_TOKENS = 20;
/** The longest name of a key (characters). */
export const MAX_API_TOKEN_NAME_LENGTH = 60;
/** The longest lifetime of a key (days): a year. */
export const MAX_API_TOKEN_DAYS = 366;
/** How many scopes one key may hold. */
export const MAX_API_TOKEN_SCOPES = 20;

/** A scope: `read` (reads only), `write` (entries, comments, votes as the account may) or
 *  `manage:<project id>` (what the account may do as manager of that project; includes write). */
export const ApiTokenScope = z.string().regex(/^(read|write|manage:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/, FIELD_MESSAGES.apiTokenScopeUnknown);

/** POST /auth/tokens body: a name, at least one scope, and the expiry (ISO date or date-time,
 *  in the future, at most MAX_API_TOKEN_DAYS ahead; the server checks the range). */
export const CreateApiTokenBody = z.strictObject({
  Name: z.string().trim().min(1, FIELD_MESSAGES.apiTokenNameMissing).max(MAX_API_TOKEN_NAME_LENGTH, fieldMessage('nameMaxLength', { max: MAX_API_TOKEN_NAME_LENGTH })),
  Scopes: z.array(ApiTokenScope).min(1, FIELD_MESSAGES.apiTokenScopesMissing).max(MAX_API_TOKEN_SCOPES),
  ExpiresAt: z.string().max(40).refine((s) => !Number.isNaN(Date.parse(s)), FIELD_MESSAGES.apiTokenExpiryInvalid),
});
export type CreateApiTokenBody = z.infer<typeof CreateApiTokenBody>;

/** A key as the profile lists it: never the key itself, only its first characters. */
export const ApiToken = z.object({
  ID: Id, Name: z.string(), Prefix: z.string(), Scopes: z.array(z.string()),
  CreatedAt: z.string(), ExpiresAt: z.string(), LastUsedAt: z.string().nullable(), Expired: z.boolean(),
});
export type ApiToken = z.infer<typeof ApiToken>;

/** POST /auth/tokens answer: the new key with `Token`, shown this once. */
export const CreatedApiToken = ApiToken.extend({ Token: z.string() });
export type CreatedApiToken = z.infer<typeof CreatedApiToken>;

/** A key's id in a path. */
export const ApiTokenParams = z.object({ id: Id });

/** A scope of an organisation's key (docs/product.md §24.6, Organisation keys): `read` or `write`;
 *  such a key acts as a visitor without an account, so it manages no project. */
export const OrganisationApiTokenScope = z.enum(['read', 'write'], { error: FIELD_MESSAGES.apiTokenScopeUnknown });

/** POST /admin/organisation/{id}/tokens body: as CreateApiTokenBody, with `read` or `write` only. */
export const CreateOrganisationApiTokenBody = CreateApiTokenBody.extend({
  Scopes: z.array(OrganisationApiTokenScope).min(1, FIELD_MESSAGES.apiTokenScopesMissing).max(2),
});
export type CreateOrganisationApiTokenBody = z.infer<typeof CreateOrganisationApiTokenBody>;

/** An organisation's key in a path: the organisation's id and the key's. */
export const OrganisationApiTokenParams = z.object({ id: Id, tokenId: Id });
