import type { LayersTable } from '../../db/schema.js';
import type { WorkspaceAccess } from '../workspaces/workspaces.policy.js';

/** Managers of the workspace see every layer; everyone sees public layers of public workspaces. */
export const canSeeLayer = (ws: WorkspaceAccess, layer: LayersTable) =>
  ws.isManager || (ws.workspace.public === 1 && layer.public === 1);

/** Managers add points; anyone (anonymous too) when workspace and layer are both Public and
 *  Editable (docs/architecture.md §6). */
export const canAddPoint = (ws: WorkspaceAccess, layer: LayersTable) =>
  ws.isManager || (ws.workspace.public === 1 && ws.workspace.editable === 1 && layer.public === 1 && layer.editable === 1);
