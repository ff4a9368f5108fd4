import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { managedWorkspaceIds } from '../../db/managed-workspaces.js';
import type { DB, LayerRow, PointRecord, WorkspacesTable } from '../../db/schema.js';

/** Rights on points (docs/architecture.md §6), decided here only: the service checks single
 *  points with the functions, the repository filters lists with visiblePointsWhere, and the web
 *  app reads the answers as the flags `CanAddPoints` (layer) and `CanEdit` (point). A point is only
 *  ever seen through its layer, which must be visible first (layers.policy.ts canSeeLayer). */

/** What the rules need to know of the actor's relation to the point's workspace (a
 *  WorkspaceAccess, or the columns a list query selects). */
export type PointAccess = Readonly<{ isManager: boolean; workspace: Pick<WorkspacesTable, 'public' | 'editable'> }>;

/** Managers of the workspace add points; anyone (anonymous too) when workspace and layer are both
 *  Public and Editable. */
export const canAddPoint = (access: PointAccess, layer: Pick<LayerRow, 'public' | 'editable'>) =>
  access.isManager || (access.workspace.public === 1 && access.workspace.editable === 1 && layer.public === 1 && layer.editable === 1);

/** Managers see the points of their layers that others do not: non-public and deleted ones. */
export const seesHiddenPoints = (access: Pick<PointAccess, 'isManager'>) => access.isManager;

/** Managers see every point of a visible layer, deleted ones too; others the live public ones. */
export const canSeePoint = (access: Pick<PointAccess, 'isManager'>, point: Pick<PointRecord, 'public' | 'deleted_at'>) =>
  seesHiddenPoints(access) || (point.deleted_at === null && point.public === 1);

/** Managers move, change, delete and restore points and choose their Public and Editable flags;
 *  everyone else's points are stored Public true, Editable false. */
export const canEditPoint = (access: Pick<PointAccess, 'isManager'>) => access.isManager;

/** The SQL form of canSeeLayer ∧ canSeePoint for live points, for lists across layers: public
 *  points of public layers of public workspaces, and every point of a workspace in `managed` (a
 *  subquery of workspace ids, db/managed-workspaces.ts; undefined for anonymous visitors). The
 *  query joins `layers` and `workspaces`. */
export function visiblePointsWhere(
  eb: ExpressionBuilder<DB, 'points' | 'layers' | 'workspaces'>, managed: ReturnType<typeof managedWorkspaceIds> | undefined,
): Expression<SqlBool> {
  const visible = [eb.and([eb('workspaces.public', '=', 1), eb('layers.public', '=', 1), eb('points.public', '=', 1)])];
  if (managed) visible.push(eb('workspaces.id', 'in', managed));
  return eb.and([eb('points.deleted_at', 'is', null), eb.or(visible)]);
}
