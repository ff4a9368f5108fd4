import type { Expression } from 'kysely';
import type { Db } from './database.js';

/** A user's id as a value, or as a column of the outer query (e.g. `follows.user_id`), so that one
 *  query can apply the rules for each of many users (the followers of an entry). */
export type UserRef = string | Expression<string>;

/** Subquery of the ids of the workspaces `userId` manages: owner or on the access list
 *  (docs/architecture.md §6). Shared by the visibility queries of workspaces, layers and points. */
export const managedWorkspaceIds = (db: Db, userId: UserRef) =>
  db.selectFrom('workspaces').select('workspaces.id').where((eb) => eb.or([
    eb('workspaces.owner_id', '=', userId),
    eb('workspaces.id', 'in', eb.selectFrom('workspace_acl').select('workspace_acl.workspace_id').where('workspace_acl.user_id', '=', userId)),
  ]));

/** What a write is about: the layer of a new point; the point of a comment, vote or report; a
 *  comment voted on or reported. */
export type WriteSubject = { layer: string } | { point: string } | { comment: string };

/** Whether `userId` manages the workspace that `subject` belongs to; false for unknown ids. The
 *  write quotas tell a project's staff from its citizens by it (lib/write-quotas.ts). */
export async function managesWorkspaceOf(db: Db, userId: string, subject: WriteSubject): Promise<boolean> {
  const layerOf = 'layer' in subject
    ? db.selectFrom('layers').select('layers.workspace_id').where('layers.id', '=', subject.layer)
    : 'point' in subject
      ? db.selectFrom('points').innerJoin('layers', 'layers.id', 'points.layer_id').select('layers.workspace_id').where('points.id', '=', subject.point)
      : db.selectFrom('comments').innerJoin('points', 'points.id', 'comments.point_id').innerJoin('layers', 'layers.id', 'points.layer_id')
        .select('layers.workspace_id').where('comments.id', '=', subject.comment);
  const row = await managedWorkspaceIds(db, userId).where('workspaces.id', 'in', layerOf).executeTakeFirst();
  return row !== undefined;
}
