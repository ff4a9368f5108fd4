import type { Kysely } from 'kysely';

/** The one-click unsubscribe address of a mail in the outbox (`mail_outbox.list_unsubscribe`,
 *  RFC 8058): sent as `List-Unsubscribe` with `List-Unsubscribe-Post`, so that a mail program's
 *  „Abbestellen“ ends an area alert (docs/product.md §24.2); null for mails without one. Portable
 *  SQL for SQLite and PostgreSQL (docs/decisions/0001). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('list_unsubscribe', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('list_unsubscribe').execute();
}
