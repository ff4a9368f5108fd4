import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** An organisation's rule that its staff sign in through its identity providers (docs/product.md
 *  §14.1 „Team-Anmeldung über Identitätsanbieter“; docs/security.md, Staff sign-in through the
 *  organisation's provider). Portable SQL for SQLite and PostgreSQL (docs/decisions/0001).
 *  - `staff_sign_in`: per organisation whether the rule is on (`required`), whether the local
 *    password of the accounts it covers is removed (`disable_password`), and the `amr` values of
 *    which the provider's ID token must name one (space-separated; '' asks for none).
 *  - `staff_sign_in_providers`: the providers that count for the rule; go with the organisation
 *    or the provider.
 *  - `sessions.provider_id`, `sessions.provider_amr`: the provider a login session came through
 *    and the `amr` its ID token named (space-separated), null for a password or passkey login;
 *    no reference, so a deleted provider's sessions simply stop counting for the rule.
 *  - `mfa_challenges.provider_id`, `.provider_amr`: the same for a provider sign-in that waits for
 *    the account's own code, so that the session made after the code keeps them.
 *  On SQLite the actor revision (docs/decisions/0030) follows the rule, its providers and the
 *  providers' state, which decide whether a session stays (sessions.service.ts lookUpSession). */

const TRIGGERS: Record<string, string> = {
  actor_revision_staff_sign_in_insert: 'INSERT ON staff_sign_in',
  actor_revision_staff_sign_in_update: 'UPDATE ON staff_sign_in',
  actor_revision_staff_sign_in_delete: 'DELETE ON staff_sign_in',
  actor_revision_staff_sign_in_providers_insert: 'INSERT ON staff_sign_in_providers',
  actor_revision_staff_sign_in_providers_delete: 'DELETE ON staff_sign_in_providers',
  actor_revision_identity_providers_update: 'UPDATE OF enabled, audience ON identity_providers',
  actor_revision_identity_providers_delete: 'DELETE ON identity_providers',
};

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('staff_sign_in')
    .addColumn('organisation_id', 'text', (c) => c.primaryKey().references('organisations.id').onDelete('cascade'))
    .addColumn('required', 'integer', (c) => c.notNull())
    .addColumn('disable_password', 'integer', (c) => c.notNull())
    .addColumn('required_amr', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createTable('staff_sign_in_providers')
    .addColumn('organisation_id', 'text', (c) => c.notNull().references('organisations.id').onDelete('cascade'))
    .addColumn('provider_id', 'text', (c) => c.notNull().references('identity_providers.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('staff_sign_in_providers_pk', ['organisation_id', 'provider_id'])
    .execute();
  await db.schema.alterTable('sessions').addColumn('provider_id', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('provider_amr', 'text').execute();
  await db.schema.alterTable('mfa_challenges').addColumn('provider_id', 'text').execute();
  await db.schema.alterTable('mfa_challenges').addColumn('provider_amr', 'text').execute();
  if (!isPostgres(db)) {
    for (const [name, event] of Object.entries(TRIGGERS)) {
      await sql.raw(`CREATE TRIGGER ${name} AFTER ${event} BEGIN UPDATE actor_revision SET revision = revision + 1; END`).execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) {
    for (const name of Object.keys(TRIGGERS)) await sql`DROP TRIGGER IF EXISTS ${sql.id(name)}`.execute(db);
  }
  await db.schema.alterTable('mfa_challenges').dropColumn('provider_amr').execute();
  await db.schema.alterTable('mfa_challenges').dropColumn('provider_id').execute();
  await db.schema.alterTable('sessions').dropColumn('provider_amr').execute();
  await db.schema.alterTable('sessions').dropColumn('provider_id').execute();
  await db.schema.dropTable('staff_sign_in_providers').execute();
  await db.schema.dropTable('staff_sign_in').execute();
}
