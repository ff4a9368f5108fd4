import type { Db } from '../../../db/database.js';
import { bumpRevisionOfPoint } from '../../../db/layer-revision.js';
import type { PointHistoryTable } from '../../../db/schema.js';

/** SQL of a point's status and its history (docs/product.md §16.1). */

/** Sets the status of the live point `id` at `now`; false if there is no such live point. A status
 *  other than the layer's first (`responds`) is the team's first response unless it had one; a
 *  closed status completes the entry unless it was complete, an open one makes it open again
 *  (docs/product.md §16.11). */
export async function setPointStatusRow(db: Db, id: string, status: string, now: string, marks: { responds: boolean; closed: boolean }): Promise<boolean> {
  const result = await db.updateTable('points').set((eb) => ({
    status, status_changed_at: now, updated_at: now,
    ...(marks.responds ? { first_response_at: eb.fn.coalesce('first_response_at', eb.val(now)) } : {}),
    completed_at: marks.closed ? eb.fn.coalesce('completed_at', eb.val(now)) : null,
  })).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  await bumpRevisionOfPoint(db, id);
  return Number(result.numUpdatedRows) > 0;
}

export const insertHistoryEntry = (db: Db, row: PointHistoryTable) => db.insertInto('point_history').values(row).execute();

/** The history of a point, oldest first. */
export const listHistoryOfPoint = (db: Db, pointId: string) =>
  db.selectFrom('point_history').select(['kind', 'status', 'note', 'user_name', 'created_at'])
    .where('point_id', '=', pointId).orderBy('created_at').orderBy('id').execute();

/** Sets the official answer of the live point `id` (docs/product.md §16.2); false if there is no
 *  such live point. An answer with a text is the team's first response unless it had one (§16.11). */
export async function setPointAnswerRow(db: Db, id: string, answer: { text: string; org: string; at: string | null }, now: string): Promise<boolean> {
  const result = await db.updateTable('points').set((eb) => ({
    answer_text: answer.text, answer_org: answer.org, answer_at: answer.at, updated_at: now,
    ...(answer.text !== '' ? { first_response_at: eb.fn.coalesce('first_response_at', eb.val(now)) } : {}),
  }))
    .where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  await bumpRevisionOfPoint(db, id);
  return Number(result.numUpdatedRows) > 0;
}
