import type { Db } from '../../db/database.js';
import type { IdentityProvidersTable, OidcPendingTable, OidcTransactionsTable, UserIdentitiesTable } from '../../db/schema.js';

/** SQL of identity providers, linked identities, sign-ins under way and provider sessions
 *  (migration 2026_11_30_1200_identity_providers). */

export const listProviderRows = (db: Db, organisationId: string) =>
  db.selectFrom('identity_providers').selectAll().where('organisation_id', '=', organisationId).orderBy('label').orderBy('id').execute();

export const findProviderRow = (db: Db, id: string) => db.selectFrom('identity_providers').selectAll().where('id', '=', id).executeTakeFirst();

export const insertProviderRow = (db: Db, row: IdentityProvidersTable) => db.insertInto('identity_providers').values(row).execute();

export const updateProviderRow = (db: Db, id: string, changes: Partial<Omit<IdentityProvidersTable, 'id' | 'organisation_id' | 'created_at'>>) =>
  db.updateTable('identity_providers').set(changes).where('id', '=', id).execute();

export const deleteProviderRow = (db: Db, id: string) => db.deleteFrom('identity_providers').where('id', '=', id).execute();

export const findIdentity = (db: Db, providerId: string, subject: string) =>
  db.selectFrom('user_identities').selectAll().where('provider_id', '=', providerId).where('subject', '=', subject).executeTakeFirst();

export const listIdentitiesOfUser = (db: Db, userId: string) =>
  db.selectFrom('user_identities').selectAll().where('user_id', '=', userId).execute();

export const insertIdentity = (db: Db, row: UserIdentitiesTable) => db.insertInto('user_identities').values(row).execute();

export const touchIdentity = (db: Db, providerId: string, subject: string, at: string) =>
  db.updateTable('user_identities').set({ last_login_at: at }).where('provider_id', '=', providerId).where('subject', '=', subject).execute();

export async function deleteIdentityOfUser(db: Db, userId: string, providerId: string): Promise<boolean> {
  const result = await db.deleteFrom('user_identities').where('user_id', '=', userId).where('provider_id', '=', providerId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export const insertTransaction = (db: Db, row: OidcTransactionsTable) => db.insertInto('oidc_transactions').values(row).execute();

/** Takes the sign-in under way of `stateHash` out of the store (used once): the row, if it was
 *  there and not past `now`. */
export async function takeTransaction(db: Db, stateHash: string, now: string): Promise<OidcTransactionsTable | undefined> {
  const row = await db.selectFrom('oidc_transactions').selectAll().where('state_hash', '=', stateHash).executeTakeFirst();
  if (!row) return undefined;
  const result = await db.deleteFrom('oidc_transactions').where('state_hash', '=', stateHash).executeTakeFirst();
  return Number(result.numDeletedRows) === 1 && row.expires_at > now ? row : undefined;
}

/** Deletes the sign-ins under way and the waiting confirmations past their time. */
export async function deleteDeadTransactions(db: Db, now: string): Promise<void> {
  await db.deleteFrom('oidc_transactions').where('expires_at', '<=', now).execute();
  await db.deleteFrom('oidc_pending').where('expires_at', '<=', now).execute();
}

export async function putPending(db: Db, row: OidcPendingTable): Promise<void> {
  await db.deleteFrom('oidc_pending').where('session_hash', '=', row.session_hash).execute();
  await db.insertInto('oidc_pending').values(row).execute();
}

export const findPending = (db: Db, sessionHash: string, now: string) =>
  db.selectFrom('oidc_pending').selectAll().where('session_hash', '=', sessionHash).where('expires_at', '>', now).executeTakeFirst();

export const deletePending = (db: Db, sessionHash: string) => db.deleteFrom('oidc_pending').where('session_hash', '=', sessionHash).execute();

export const insertOidcSession = (db: Db, sessionId: string, providerId: string, idToken: string) =>
  db.insertInto('oidc_sessions').values({ session_id: sessionId, provider_id: providerId, id_token: idToken }).execute();

export const findOidcSession = (db: Db, sessionId: string) =>
  db.selectFrom('oidc_sessions').selectAll().where('session_id', '=', sessionId).executeTakeFirst();

export const listMappingRows = (db: Db, providerIds: readonly string[]) =>
  providerIds.length === 0 ? Promise.resolve([]) : db.selectFrom('identity_provider_mappings').selectAll().where('provider_id', 'in', providerIds).orderBy('claim').orderBy('value').execute();

/** Replaces the provider's group mapping. Call inside a transaction. */
export async function replaceMappingRows(db: Db, providerId: string, rows: { claim: string; value: string; group_id: string }[]): Promise<void> {
  await db.deleteFrom('identity_provider_mappings').where('provider_id', '=', providerId).execute();
  const unique = [...new Map(rows.map((r) => [`${r.claim}\u0000${r.value}\u0000${r.group_id}`, r])).values()];
  if (unique.length) await db.insertInto('identity_provider_mappings').values(unique.map((r) => ({ provider_id: providerId, ...r }))).execute();
}
