import type { Db } from '../../db/database.js';

/** Read-only counts over the whole database for the dashboard. */
type CountedTable = 'users' | 'groups' | 'organisations' | 'workspaces' | 'layers';

export const countRows = async (db: Db, table: CountedTable): Promise<number> =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** Points not deleted; with `since`, only those created at or after it (ISO text). */
export async function countLivePoints(db: Db, since?: string): Promise<number> {
  let q = db.selectFrom('points').select((eb) => eb.fn.countAll().as('n')).where('deleted_at', 'is', null);
  if (since) q = q.where('created_at', '>=', since);
  return Number((await q.executeTakeFirstOrThrow()).n);
}
