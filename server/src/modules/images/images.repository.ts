import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { managedWorkspaceIds } from '../../db/managed-workspaces.js';
import type { ImagesTable } from '../../db/schema.js';

/** SQL of the images module.
 *
 *  Where an image is used: a point's answers hold its id as the Value of an image answer, a
 *  layer's category tree holds it as a category's Icon; both are JSON text (docs/decisions/0001),
 *  where the id appears as the quoted string `"<id>"`. "Used" is found with LIKE on that text: an
 *  id is a UUID (no `%` or `_`), so the pattern is exact, but it cannot use an index and matches
 *  the id in any answer, also in a text answer that quotes it. Good enough while uploads are few;
 *  a table of image uses kept by the points and layers services would replace it. */

export const findImageById = (db: Db, id: string) => db.selectFrom('images').selectAll().where('id', '=', id).executeTakeFirst();

export const insertImage = (db: Db, row: ImagesTable) => db.insertInto('images').values(row).execute();

/** LIKE pattern matching the JSON string of an id given as an SQL expression. */
const quotedIdPattern = (id: Expression<string>) => sql<string>`'%"' || cast(${id} as text) || '"%'`;

/** Whether some point (deleted ones too: they can be restored) or some layer's category tree of
 *  one of `workspaceIds` (all when undefined) references the id. */
function isReferenced(db: Db, id: Expression<string>, workspaceIds?: ReturnType<typeof managedWorkspaceIds>): Expression<SqlBool> {
  let points = db.selectFrom('points').innerJoin('layers', 'layers.id', 'points.layer_id').select('points.id')
    .where('points.attributes', 'like', quotedIdPattern(id));
  let layers = db.selectFrom('layers').select('layers.id').where('layers.schema', 'like', quotedIdPattern(id));
  if (workspaceIds) {
    points = points.where('layers.workspace_id', 'in', workspaceIds);
    layers = layers.where('layers.workspace_id', 'in', workspaceIds);
  }
  // An embedded query brings its own parentheses.
  return sql<SqlBool>`(exists ${points} or exists ${layers})`;
}

/** Whether a point or category of a workspace that `userId` manages uses the image. */
export async function isUsedInWorkspaceManagedBy(db: Db, imageId: string, userId: string): Promise<boolean> {
  const row = await db.selectNoFrom((eb) => eb.case().when(isReferenced(db, eb.val(imageId), managedWorkspaceIds(db, userId))).then(1).else(0).end().as('used'))
    .executeTakeFirstOrThrow();
  return Number(row.used) === 1;
}

/** Whether `userId` (null: anonymous) may add points to some layer: some public editable layer of
 *  a public editable workspace exists, or the user manages a workspace (DESIGN.md §6). */
export async function mayAddPointsSomewhere(db: Db, userId: string | null): Promise<boolean> {
  const open = db.selectFrom('layers').innerJoin('workspaces', 'workspaces.id', 'layers.workspace_id').select('layers.id')
    .where('workspaces.public', '=', 1).where('workspaces.editable', '=', 1).where('layers.public', '=', 1).where('layers.editable', '=', 1);
  const row = await db.selectNoFrom((eb) => {
    const anyOf = [eb.exists(open)];
    if (userId) anyOf.push(eb.exists(managedWorkspaceIds(db, userId)));
    return eb.case().when(eb.or(anyOf)).then(1).else(0).end().as('may');
  }).executeTakeFirstOrThrow();
  return Number(row.may) === 1;
}

/** Up to `limit` images created before `cutoff` (ISO text) that no point or category uses. */
export const listUnusedImageIds = async (db: Db, cutoff: string, limit: number): Promise<string[]> =>
  (await db.selectFrom('images').select('images.id')
    .where('images.created_at', '<', cutoff)
    .where((eb) => eb.not(isReferenced(db, eb.ref('images.id'))))
    .orderBy('images.created_at').limit(limit).execute()).map((r) => r.id);

/** Deletes the image's row if it is still unused (checked again in the same statement, so a use
 *  saved since the listing keeps it); true if deleted. */
export async function deleteImageRowIfUnused(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('images').where('images.id', '=', id)
    .where((eb) => eb.not(isReferenced(db, eb.ref('images.id')))).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Which of `ids` have a row. */
export const listExistingImageIds = async (db: Db, ids: string[]): Promise<Set<string>> =>
  ids.length === 0 ? new Set() : new Set((await db.selectFrom('images').select('id').where('id', 'in', ids).execute()).map((r) => r.id));
