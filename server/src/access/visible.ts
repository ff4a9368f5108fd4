import type { Db } from '../db/database.js';
import type { CommentRecord, LayerRow, PointRecord } from '../db/schema.js';
import { notFound, requireFound } from '../lib/app-error.js';
import { say } from '../i18n/messages.js';
import type { Actor } from './actor.js';
import { canSeeComment } from './comment.rules.js';
import { canSeeLayer } from './layer.rules.js';
import { findCommentById, findLayerWithWorkspace, findPointById } from './lookups.js';
import { canSeePoint, type PointAccess } from './point.rules.js';
import { accessTo, findWorkspaceAccess, type WorkspaceAccess } from './scope.js';
import { canSeeWorkspace } from './workspace.rules.js';

/** The doors to one project, map, entry or comment (docs/architecture.md §6): each finds the row
 *  with the actor's access to its workspace and lets it through only when the rule lets the actor
 *  see it. `get*` throws NOT_FOUND otherwise: a hidden id is never confirmed (docs/architecture.md
 *  §5); `find*` answers undefined (database failures still throw). */

export const WORKSPACE_NOT_FOUND = say('workspaceNotFound');
export const LAYER_NOT_FOUND = say('layerNotFound');
export const POINT_NOT_FOUND = say('pointNotFound');
export const COMMENT_NOT_FOUND = say('commentNotFound');

/** A layer and the actor's access to its workspace. */
export type VisibleLayer = { layer: LayerRow; access: WorkspaceAccess };
/** A point with its layer and the actor's access to its workspace. */
export type VisiblePoint = VisibleLayer & { point: PointRecord };

/** The workspace `id` with the actor's access, if it exists and the actor sees it
 *  (workspace.rules.ts canSeeWorkspace); else NOT_FOUND. */
export async function getVisibleWorkspaceAccess(db: Db, actor: Actor, id: string): Promise<WorkspaceAccess> {
  const access = await findWorkspaceAccess(db, actor, id);
  if (!access || !canSeeWorkspace(access)) throw notFound(WORKSPACE_NOT_FOUND);
  return access;
}

/** The layer `id` with the actor's access, if it exists and the actor sees it (layer.rules.ts
 *  canSeeLayer); else undefined. */
export async function findVisibleLayer(db: Db, actor: Actor, id: string): Promise<VisibleLayer | undefined> {
  const found = await findLayerWithWorkspace(db, id);
  const access = found && (await accessTo(db, actor, found.workspace));
  return found && access && canSeeLayer(access, found.layer) ? { layer: found.layer, access } : undefined;
}

/** As findVisibleLayer, but NOT_FOUND instead of undefined. */
export async function getVisibleLayer(db: Db, actor: Actor, id: string): Promise<VisibleLayer> {
  return requireFound(await findVisibleLayer(db, actor, id), LAYER_NOT_FOUND);
}

/** A point the actor can see (point.rules.ts canSeePoint), deleted ones too (managers see those),
 *  with its layer and access; undefined if unknown or invisible. */
export async function findSeenPoint(db: Db, actor: Actor, id: string): Promise<VisiblePoint | undefined> {
  const point = await findPointById(db, id);
  const found = point && (await findVisibleLayer(db, actor, point.layer_id));
  return point && found && canSeePoint(found.access, point, actor.userId) ? { point, ...found } : undefined;
}

/** A live point the actor can see, with its layer and access; undefined if deleted, unknown or
 *  invisible. Whoever can see a point reads its comments and votes. */
export async function findVisiblePoint(db: Db, actor: Actor, id: string): Promise<VisiblePoint | undefined> {
  const found = await findSeenPoint(db, actor, id);
  return found && found.point.deleted_at === null ? found : undefined;
}

/** As findVisiblePoint, but NOT_FOUND instead of undefined. */
export async function getVisiblePoint(db: Db, actor: Actor, id: string): Promise<VisiblePoint> {
  return requireFound(await findVisiblePoint(db, actor, id), POINT_NOT_FOUND);
}

/** Whether the actor, with `access` to the point's layer (found by findVisibleLayer), may see
 *  point `id` of layer `layerId` now (point.rules.ts canSeePoint), or with `asLive` as if it were
 *  not deleted (what they saw just before a deletion): the live updates' check at send time. False
 *  for unknown points and points of another layer. */
export async function maySeePoint(db: Db, actor: Actor, access: PointAccess, layerId: string, id: string, asLive = false): Promise<boolean> {
  const point = await findPointById(db, id);
  return !!point && point.layer_id === layerId && canSeePoint(access, asLive ? { ...point, deleted_at: null } : point, actor.userId);
}

/** A comment the actor can see (comment.rules.ts canSeeComment) on a live point they can see,
 *  with the point's layer and access; NOT_FOUND for unknown comments, comments of points the actor
 *  cannot see (or that are deleted) and comments hidden from the actor. */
export async function getVisibleComment(db: Db, actor: Actor, id: string): Promise<{ comment: CommentRecord } & VisibleLayer> {
  const comment = await findCommentById(db, id);
  const point = comment && (await findVisiblePoint(db, actor, comment.point_id));
  if (!comment || !point || !canSeeComment(actor, point.access, comment)) throw notFound(COMMENT_NOT_FOUND);
  return { comment, layer: point.layer, access: point.access };
}
