import { sql } from 'kysely';
import type { Db } from './database.js';

/** The revision of a layer (`layers.revision`, migration 2026_11_26_0900): every write that
 *  changes what its map data or point lists answer raises it, after the write and in the same
 *  transaction where there is one, so that no reader can see the new revision with the old data
 *  (docs/decisions/0012). Shared by the modules that write points. */

/** Raises the revision of the layer of point `pointId`. */
export const bumpRevisionOfPoint = (db: Db, pointId: string) =>
  db.updateTable('layers').set({ revision: sql<number>`revision + 1` })
    .where('id', '=', (eb) => eb.selectFrom('points').select('points.layer_id').where('points.id', '=', pointId)).execute();

/** Raises the revision of every layer with points written by `userId`; run it before deleting them. */
export const bumpRevisionsOfAuthor = (db: Db, userId: string) =>
  db.updateTable('layers').set({ revision: sql<number>`revision + 1` })
    .where('id', 'in', (eb) => eb.selectFrom('points').select('points.layer_id').where('points.created_by', '=', userId)).execute();

/** The value that raises a layer's own revision in an update of its row. */
export const nextRevision = () => sql<number>`revision + 1`;
