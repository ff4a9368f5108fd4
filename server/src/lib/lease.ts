import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Db } from '../db/database.js';

/** This process's name in the table `leases`: host, process id and a random part, so that a
 *  restarted process with a reused pid is another holder. */
export const INSTANCE_ID = `${os.hostname().slice(0, 60)}:${process.pid}:${randomUUID().slice(0, 8)}`;

/** Takes the lease `name` for `holder` until `now + ms` (ms since the epoch) when it is free,
 *  expired or already `holder`'s; true if `holder` holds it now. Of several instances asking at
 *  once exactly one gets it: the row's primary key and a conditional update decide (PostgreSQL
 *  re-checks the condition on the row another transaction has just changed; SQLite writes one at
 *  a time). The database's rows, not the instances' clocks, keep the order; the clocks must agree
 *  to well within `ms` (NTP). */
export async function takeLease(db: Db, name: string, holder: string, ms: number, now = Date.now()): Promise<boolean> {
  await db.insertInto('leases').values({ name, holder, expires_ms: 0 }).onConflict((oc) => oc.column('name').doNothing()).execute();
  const result = await db.updateTable('leases').set({ holder, expires_ms: now + ms })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('expires_ms', '<=', now), eb('holder', '=', holder)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
