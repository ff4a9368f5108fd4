import type { Selectable } from 'kysely';
import type { Db, Transaction } from '../../db/database.js';
import type { AuditLogTable } from '../../db/schema.js';

/** SQL of the audit log (table audit_log, docs/product.md §16.4). Every list is newest first,
 *  (created_at, id) descending: ids are UUID v7, so entries of the same millisecond keep their
 *  order too. */

export type AuditRow = Selectable<AuditLogTable>;

/** Writes one entry; the caller passes the transaction of the change it records. */
export const insertAuditRow = (trx: Transaction, row: AuditLogTable) => trx.insertInto('audit_log').values(row).execute();

/** The entries of `workspaceId`, or all of them (undefined). */
const entriesOf = (db: Db, workspaceId: string | undefined) =>
  db.selectFrom('audit_log').$if(workspaceId !== undefined, (q) => q.where('audit_log.workspace_id', '=', workspaceId!));

/** One page of entries: `limit` rows after skipping `offset`, on index audit_log_workspace or
 *  audit_log_created. */
export const listAuditRows = (db: Db, workspaceId: string | undefined, page: { limit: number; offset: number }): Promise<AuditRow[]> =>
  entriesOf(db, workspaceId).selectAll()
    .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();

/** How many entries there are (of `workspaceId`, or in all). */
export async function countAuditRows(db: Db, workspaceId: string | undefined): Promise<number> {
  const row = await entriesOf(db, workspaceId).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every entry (of `workspaceId`, or all), newest first, read in pages of `pageSize` by keyset
 *  (created_at, id), so that an export of any size never holds the log in memory. */
export async function* pagesOfAuditRows(db: Db, workspaceId: string | undefined, pageSize = 1000): AsyncGenerator<AuditRow[]> {
  let after: Pick<AuditRow, 'created_at' | 'id'> | undefined;
  for (;;) {
    const cursor = after;
    const page = await entriesOf(db, workspaceId).selectAll()
      .$if(cursor !== undefined, (q) => q.where((eb) => eb.or([
        eb('created_at', '<', cursor!.created_at),
        eb.and([eb('created_at', '=', cursor!.created_at), eb('id', '<', cursor!.id)]),
      ])))
      .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(pageSize).execute();
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
    after = page[page.length - 1]!;
  }
}

/** The texts before and after of the entries about user `userId` (its target). */
export const listUserEntryTexts = (db: Db, userId: string) =>
  db.selectFrom('audit_log').select(['before', 'after']).where('target_type', '=', 'user').where('target_id', '=', userId).execute();

/** The entries whose summary, before or after contains one of `texts`, in any case. A scan of the
 *  log (for the rare deletion of an account); `_` of an address matches any character in LIKE,
 *  so the caller replaces exactly. */
export const listAuditRowsContaining = (db: Db, texts: readonly string[]) =>
  db.selectFrom('audit_log').select(['id', 'summary', 'before', 'after'])
    .where((eb) => eb.or(texts.flatMap((text) => (['summary', 'before', 'after'] as const)
      .map((column) => eb(eb.fn<string>('lower', [column]), 'like', `%${text.toLowerCase()}%`)))))
    .execute();

/** Replaces the texts of one entry. */
export const setAuditTexts = (db: Transaction, id: string, texts: Pick<AuditLogTable, 'summary' | 'before' | 'after'>) =>
  db.updateTable('audit_log').set(texts).where('id', '=', id).execute();
