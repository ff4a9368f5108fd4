import type { Db } from '../../db/database.js';
import type { ApiTokensTable, EmbedTokensTable, OrganisationApiTokensTable, UsersTable } from '../../db/schema.js';

/** SQL of API keys (migration 2026_12_01_1200_api_tokens); `hash` is the sha256 of the key. */

export const insertApiToken = (db: Db, row: ApiTokensTable) => db.insertInto('api_tokens').values(row).execute();

/** The user's keys not withdrawn, newest first. */
export const listLiveApiTokensOfUser = (db: Db, userId: string) =>
  db.selectFrom('api_tokens').selectAll().where('user_id', '=', userId).where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc').orderBy('id').execute();

/** How many keys the user holds that are neither withdrawn nor past `expires_at` (`now`). */
export async function countLiveApiTokensOfUser(db: Db, userId: string, now: string): Promise<number> {
  const row = await db.selectFrom('api_tokens').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId).where('revoked_at', 'is', null).where('expires_at', '>', now).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Withdraws the user's key `id` at `now`; true if there was one not yet withdrawn. */
export async function revokeApiTokenOfUser(db: Db, userId: string, id: string, now: string): Promise<boolean> {
  const result = await db.updateTable('api_tokens').set({ revoked_at: now })
    .where('id', '=', id).where('user_id', '=', userId).where('revoked_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The key of hash `hash` with its account, if it is neither withdrawn nor past `expires_at` (`now`). */
export const findLiveApiToken = (db: Db, hash: string, now: string) =>
  db.selectFrom('api_tokens').innerJoin('users', 'users.id', 'api_tokens.user_id')
    .select(['api_tokens.id', 'api_tokens.user_id', 'api_tokens.scopes', 'api_tokens.last_used_at', 'users.name', 'users.email', 'users.active', 'users.language'])
    .where('api_tokens.hash', '=', hash).where('api_tokens.revoked_at', 'is', null).where('api_tokens.expires_at', '>', now)
    .executeTakeFirst() as Promise<(Pick<ApiTokensTable, 'id' | 'user_id' | 'scopes' | 'last_used_at'> & Pick<UsersTable, 'name' | 'email' | 'active' | 'language'>) | undefined>;

export const touchApiToken = (db: Db, id: string, now: string) =>
  db.updateTable('api_tokens').set({ last_used_at: now }).where('id', '=', id).execute();

/** SQL of organisation keys (migration 2026_12_02_1200_organisation_api_tokens). */

export const insertOrganisationApiToken = (db: Db, row: OrganisationApiTokensTable) => db.insertInto('organisation_api_tokens').values(row).execute();

/** The organisation's keys not withdrawn, newest first. */
export const listLiveApiTokensOfOrganisation = (db: Db, organisationId: string) =>
  db.selectFrom('organisation_api_tokens').selectAll().where('organisation_id', '=', organisationId).where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc').orderBy('id').execute();

/** How many keys the organisation holds that are neither withdrawn nor past `expires_at` (`now`). */
export async function countLiveApiTokensOfOrganisation(db: Db, organisationId: string, now: string): Promise<number> {
  const row = await db.selectFrom('organisation_api_tokens').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('organisation_id', '=', organisationId).where('revoked_at', 'is', null).where('expires_at', '>', now).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Withdraws the organisation's key `id` at `now`; true if there was one not yet withdrawn. */
export async function revokeApiTokenOfOrganisation(db: Db, organisationId: string, id: string, now: string): Promise<boolean> {
  const result = await db.updateTable('organisation_api_tokens').set({ revoked_at: now })
    .where('id', '=', id).where('organisation_id', '=', organisationId).where('revoked_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The organisation key of hash `hash`, if it is neither withdrawn nor past `expires_at` (`now`). */
export const findLiveOrganisationApiToken = (db: Db, hash: string, now: string) =>
  db.selectFrom('organisation_api_tokens').select(['id', 'organisation_id', 'scopes', 'last_used_at'])
    .where('hash', '=', hash).where('revoked_at', 'is', null).where('expires_at', '>', now).executeTakeFirst();

export const touchOrganisationApiToken = (db: Db, id: string, now: string) =>
  db.updateTable('organisation_api_tokens').set({ last_used_at: now }).where('id', '=', id).execute();

/** SQL of the embedded map's entry tokens (migration 2026_12_03_2210_embed_tokens). */

export const insertEmbedToken = (db: Db, row: EmbedTokensTable) => db.insertInto('embed_tokens').values(row).execute();

/** Removes the tokens past `expires_at` (`now`). */
export const deleteExpiredEmbedTokens = (db: Db, now: string) => db.deleteFrom('embed_tokens').where('expires_at', '<=', now).execute();

/** The token of hash `hash`, if it is not past `expires_at` (`now`). */
export const findLiveEmbedToken = (db: Db, hash: string, now: string) =>
  db.selectFrom('embed_tokens').select(['id', 'workspace_id']).where('hash', '=', hash).where('expires_at', '>', now).executeTakeFirst();
