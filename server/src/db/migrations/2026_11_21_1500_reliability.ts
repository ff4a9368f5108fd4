import type { Kysely } from 'kysely';

/** Reliability. Portable SQL for SQLite and PostgreSQL (text ids and timestamps,
 *  docs/decisions/0001).
 *  - `mail_outbox`: account mails written in the same transaction as the token they carry and
 *    sent afterwards by modules/mail/mail-outbox.service.ts, so that a crash between commit and
 *    send loses no mail. A row is deleted once the mail went out.
 *  - `idempotency_keys`: the first answer to a POST with an `Idempotency-Key` header, per
 *    session or user, so that a retried request returns it instead of writing twice. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    // JSON array of the links in the mail (logged by the .eml transport without SMTP_URL).
    .addColumn('links', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Failed sends so far; the next try is not before next_attempt_at (also a lease while sending).
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .execute();
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').column('next_attempt_at').execute();

  await db.schema.createTable('idempotency_keys')
    // `user:<id>` or `session:<sha256 of the pre-session token>`.
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    // sha256 of method, route and body: the same key with another request is refused.
    .addColumn('request_hash', 'text', (c) => c.notNull())
    // The JSON of the first 200 answer.
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created').on('idempotency_keys').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['idempotency_keys', 'mail_outbox']) await db.schema.dropTable(t).execute();
}
