import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { DB, LayerRow, WorkspacesTable } from '../db/schema.js';
import { phaseAllowsEveryone, phaseOnWhere } from './phase.rules.js';
import type { ManagedIds, WorkspaceAccess } from './scope.js';

/** Rules on layers (maps) (docs/architecture.md §6), with the SQL twin of canSeeLayer. */

/** Managers of the workspace see every layer; everyone sees public layers of public workspaces
 *  that the project's current phase does not hide (phase.rules.ts, docs/product.md §25.4). */
export const canSeeLayer = (ws: Pick<WorkspaceAccess, 'isManager'> & { workspace: Pick<WorkspacesTable, 'public'> }, layer: Pick<LayerRow, 'public' | 'phase_view'>) =>
  ws.isManager || (ws.workspace.public === 1 && layer.public === 1 && phaseAllowsEveryone(layer, 'view'));

/** Public layers of public workspaces that the current phase shows: the part of canSeeLayer that
 *  holds for everyone. The query joins `layers` and `workspaces`. */
export function publicLayersWhere<TB extends keyof DB>(builder: ExpressionBuilder<DB, TB | 'layers' | 'workspaces'>): Expression<SqlBool> {
  const eb = builder as unknown as ExpressionBuilder<DB, 'layers' | 'workspaces'>;
  return eb.and([eb('workspaces.public', '=', 1), eb('layers.public', '=', 1), phaseOnWhere(eb, 'view')]);
}

/** The SQL twin of canSeeLayer: public layers of public workspaces, and every layer of a workspace
 *  in `managed` (scope.ts managedWorkspaceIds; undefined for anonymous visitors). The query joins
 *  `layers` and `workspaces`. */
export function visibleLayersWhere<TB extends keyof DB>(builder: ExpressionBuilder<DB, TB | 'layers' | 'workspaces'>, managed: ManagedIds | undefined): Expression<SqlBool> {
  const eb = builder as unknown as ExpressionBuilder<DB, 'layers' | 'workspaces'>;
  const visible = [publicLayersWhere(eb)];
  if (managed) visible.push(eb('workspaces.id', 'in', managed));
  return eb.or(visible);
}

/** Open data (docs/product.md §24.4): a public layer of a public workspace that chose a licence,
 *  listed in the DCAT-AP.de catalogue and downloadable by everyone. */
export const isOpenDataLayer = (workspace: Pick<WorkspacesTable, 'public' | 'licence'>, layer: Pick<LayerRow, 'public' | 'phase_view'>) =>
  canSeeLayer({ isManager: false, workspace }, layer) && !!workspace.licence;

/** The SQL twin of isOpenDataLayer. The query joins `layers` and `workspaces`. */
export function openDataLayersWhere<TB extends keyof DB>(builder: ExpressionBuilder<DB, TB | 'layers' | 'workspaces'>): Expression<SqlBool> {
  const eb = builder as unknown as ExpressionBuilder<DB, 'layers' | 'workspaces'>;
  return eb.and([publicLayersWhere(eb), eb('workspaces.licence', 'is not', null), eb('workspaces.licence', '!=', '')]);
}

/** Managers of the workspace add layers to it. */
export const canAddLayer = (ws: Pick<WorkspaceAccess, 'isManager'>) => ws.isManager;
