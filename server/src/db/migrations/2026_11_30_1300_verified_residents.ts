import type { Kysely } from 'kysely';

/** Verified residents (docs/product.md §14.1, „Verifizierte Einwohnerinnen und Einwohner“;
 *  docs/security.md, Verified residents). Portable SQL for SQLite and PostgreSQL
 *  (docs/decisions/0001).
 *  - `identity_providers.verification`: JSON of the provider's rules of which sign-ins count as
 *    verified — accepted `acr` values, a claim with its accepted values — and the claim holding
 *    the municipality key (Amtlicher Gemeindeschlüssel); '{}' verifies nobody.
 *  - `user_identities.assurance`, `municipality_key`, `verified_at`: what the provider vouched for
 *    at the latest sign-in through it that its rules count as verified (the acr or claim value,
 *    the 8-digit municipality key or null, the time); all null when that sign-in was not verified.
 *    Nothing else of the person's address is kept.
 *  - `workspaces.resident_entries`, `resident_votes`: 1 where only verified residents add entries
 *    or vote; `resident_municipalities`: the municipality keys they must have, separated by
 *    spaces, '' for any. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('identity_providers').addColumn('verification', 'text', (c) => c.notNull().defaultTo('{}')).execute();
  await db.schema.alterTable('user_identities').addColumn('assurance', 'text').execute();
  await db.schema.alterTable('user_identities').addColumn('municipality_key', 'text').execute();
  await db.schema.alterTable('user_identities').addColumn('verified_at', 'text').execute();
  await db.schema.alterTable('workspaces').addColumn('resident_entries', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('workspaces').addColumn('resident_votes', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('workspaces').addColumn('resident_municipalities', 'text', (c) => c.notNull().defaultTo('')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const columns = [
    ['workspaces', 'resident_municipalities'], ['workspaces', 'resident_votes'], ['workspaces', 'resident_entries'],
    ['user_identities', 'verified_at'], ['user_identities', 'municipality_key'], ['user_identities', 'assurance'],
    ['identity_providers', 'verification'],
  ] as const;
  for (const [table, column] of columns) await db.schema.alterTable(table).dropColumn(column).execute();
}
