import type { Db } from '../../db/database.js';
import type { MailOutboxTable } from '../../db/schema.js';

/** SQL of the mail outbox: rows are inserted by the transaction that creates the link
 *  they carry, claimed by one sender at a time (next_attempt_at moved forward as a lease) and
 *  deleted once sent. */

export const insertOutboxMail = (db: Db, row: MailOutboxTable) => db.insertInto('mail_outbox').values(row).execute();

/** Up to `limit` mails whose next attempt is due at `now` (ISO text), oldest first. */
export const listDueOutboxMails = (db: Db, now: string, limit: number) =>
  db.selectFrom('mail_outbox').selectAll().where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at').orderBy('id').limit(limit).execute();

/** Claims a listed mail by moving its next attempt to `leaseUntil`, unless another sender did so
 *  since it was listed (its next_attempt_at is no longer `listedAt`); true if this call claimed it. */
export async function claimOutboxMail(db: Db, id: string, listedAt: string, leaseUntil: string): Promise<boolean> {
  const result = await db.updateTable('mail_outbox').set({ next_attempt_at: leaseUntil })
    .where('id', '=', id).where('next_attempt_at', '=', listedAt).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const deleteOutboxMail = (db: Db, id: string) => db.deleteFrom('mail_outbox').where('id', '=', id).execute();

/** Records a failed attempt and when to try again. */
export const deferOutboxMail = (db: Db, id: string, attempts: number, nextAttemptAt: string, error: string) =>
  db.updateTable('mail_outbox').set({ attempts, next_attempt_at: nextAttemptAt, last_error: error }).where('id', '=', id).execute();

