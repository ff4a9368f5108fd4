import type { Kysely } from 'kysely';

/** Self-service accounts: single-use tokens of activation and password-reset links, and
 *  the answers of the survey. Portable SQL for SQLite and PostgreSQL (text ids, JSON and
 *  timestamps as text, docs/decisions/0001). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('auth_tokens')
    // sha256 (hex) of the token; the token itself is only in the mailed link.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // 'activation' | 'password'
    .addColumn('purpose', 'text', (c) => c.notNull())
    // scrypt hash of the new password of a reset, set only when the link is followed.
    .addColumn('pending_password_hash', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    // set when the link is followed, or when a newer link of the same purpose replaces it.
    .addColumn('used_at', 'text')
    .execute();
  // Unused tokens of a user and purpose; mails per address and hour (created_at).
  await db.schema.createIndex('auth_tokens_user').on('auth_tokens').columns(['user_id', 'purpose', 'created_at']).execute();
  await db.schema.createTable('survey_responses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('survey_responses').execute();
  await db.schema.dropTable('auth_tokens').execute();
}
