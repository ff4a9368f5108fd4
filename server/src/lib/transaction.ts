import type { Db, Transaction } from '../db/database.js';

/** Runs `work` in `db` if that is already a transaction (a caller such as the demo seed holds one
 *  around several service calls), else in a new transaction. Kysely cannot nest transactions. */
export const inTransaction = <T>(db: Db, work: (trx: Transaction) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db as Transaction) : db.transaction().execute(work);
