import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** Passkeys (docs/security.md, Passkeys; portable SQL, docs/decisions/0001).
 *  - `passkeys`: one row per WebAuthn credential of an account. `id` is the credential id
 *    (base64url), `public_key` the COSE public key (base64url), `counter` the authenticator's
 *    signature counter last seen, `transports` a JSON array of the transports the browser named,
 *    `name` the holder's name for it (≤ 60 characters), `last_used_at` its last sign-in. Goes with
 *    the account (cascade); `passkeys_user` lists an account's passkeys.
 *  - `webauthn_challenges`: the challenge of a ceremony under way, one per (pre-)session and
 *    purpose ('register', 'login', 'mfa'): `session_hash` is the hash of the session token,
 *    `user_id` the account for 'register' and 'mfa'. Used once (deleted when answered) and only
 *    until `expires_at` (5 minutes).
 *  On SQLite, adding or removing a passkey raises the actor revision (migration
 *  2026_11_29_0800_actor_revision): a passkey is a second factor, which decides whether a session
 *  must set one up first (sessions.service.ts resolveActor). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('passkeys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('passkeys_user').on('passkeys').column('user_id').execute();
  await db.schema.createTable('webauthn_challenges')
    .addColumn('session_hash', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('challenge', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('webauthn_challenges_pk', ['session_hash', 'purpose'])
    .execute();
  await db.schema.createIndex('webauthn_challenges_user').on('webauthn_challenges').column('user_id').execute();
  await db.schema.createIndex('webauthn_challenges_expires').on('webauthn_challenges').column('expires_at').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  for (const event of ['INSERT', 'DELETE']) {
    await sql.raw(`CREATE TRIGGER actor_revision_passkeys_${event.toLowerCase()} AFTER ${event} ON passkeys BEGIN UPDATE actor_revision SET revision = revision + 1; END`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    for (const event of ['insert', 'delete']) await sql.raw(`DROP TRIGGER IF EXISTS actor_revision_passkeys_${event}`).execute(db);
  }
  await db.schema.dropTable('webauthn_challenges').execute();
  await db.schema.dropTable('passkeys').execute();
}
