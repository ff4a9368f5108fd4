import type { Kysely } from 'kysely';

/** Sign-in through an organisation's OpenID Connect providers (docs/product.md §14.1, docs/security.md,
 *  Sign-in through identity providers). Portable SQL for SQLite and PostgreSQL (docs/decisions/0001).
 *  - `identity_providers`: a provider of an organisation: button label, issuer URL, client id, the
 *    client secret sealed (lib/secret-box.ts), scopes, who may use it (`audience`: staff, citizens,
 *    both) and whether it is on. It goes with the organisation.
 *  - `user_identities`: an account's link to a provider's subject (`sub`), unique per provider;
 *    goes with the account or the provider.
 *  - `oidc_transactions`: a sign-in under way (10 minutes, used once): keyed by the hash of its
 *    `state`, bound to the browser's session token (hash), with the nonce and the PKCE verifier
 *    (sealed), the purpose ('login' or 'link', then the account), and the return path.
 *  - `oidc_pending`: a provider's answer waiting for the person's confirmation (link to an
 *    existing account with its password, or a new account), bound to the browser's session
 *    token (hash), 10 minutes; the claims and the ID token sealed.
 *  - `identity_provider_mappings`: a provider's claim (a name, or a dotted path such as
 *    `realm_access.roles`) and value that make its accounts members of a group; the provider
 *    decides the membership of every group it maps, at each sign-in.
 *  - `oidc_sessions`: the provider and the sealed ID token of a login session made through a
 *    provider, for the provider's logout (id_token_hint); goes with the session. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('identity_providers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organisation_id', 'text', (c) => c.notNull().references('organisations.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('client_secret', 'text', (c) => c.notNull())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('identity_providers_organisation').on('identity_providers').column('organisation_id').execute();
  await db.schema.createTable('user_identities')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider_id', 'text', (c) => c.notNull().references('identity_providers.id').onDelete('cascade'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('linked_at', 'text', (c) => c.notNull())
    .addColumn('last_login_at', 'text')
    .addPrimaryKeyConstraint('user_identities_pk', ['provider_id', 'subject'])
    .execute();
  await db.schema.createIndex('user_identities_user').on('user_identities').columns(['user_id', 'provider_id']).unique().execute();
  await db.schema.createTable('oidc_transactions')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('session_hash', 'text', (c) => c.notNull())
    .addColumn('provider_id', 'text', (c) => c.notNull().references('identity_providers.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('return_path', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createTable('oidc_pending')
    .addColumn('session_hash', 'text', (c) => c.primaryKey())
    .addColumn('provider_id', 'text', (c) => c.notNull().references('identity_providers.id').onDelete('cascade'))
    .addColumn('existing_user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('claims', 'text', (c) => c.notNull())
    .addColumn('return_path', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createTable('identity_provider_mappings')
    .addColumn('provider_id', 'text', (c) => c.notNull().references('identity_providers.id').onDelete('cascade'))
    .addColumn('claim', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('identity_provider_mappings_pk', ['provider_id', 'claim', 'value', 'group_id'])
    .execute();
  await db.schema.createTable('oidc_sessions')
    .addColumn('session_id', 'text', (c) => c.primaryKey().references('sessions.id').onDelete('cascade'))
    .addColumn('provider_id', 'text', (c) => c.notNull().references('identity_providers.id').onDelete('cascade'))
    .addColumn('id_token', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('oidc_sessions').execute();
  await db.schema.dropTable('identity_provider_mappings').execute();
  await db.schema.dropTable('oidc_pending').execute();
  await db.schema.dropTable('oidc_transactions').execute();
  await db.schema.dropTable('user_identities').execute();
  await db.schema.dropTable('identity_providers').execute();
}
