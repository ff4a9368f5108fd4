import type { LayerRow } from '../../db/schema.js';
import type { WorkspaceAccess } from '../workspaces/workspaces.policy.js';

/** Managers of the workspace see every layer; everyone sees public layers of public workspaces. */
export const canSeeLayer = (ws: WorkspaceAccess, layer: LayerRow) =>
  ws.isManager || (ws.workspace.public === 1 && layer.public === 1);

/** Managers of the workspace add layers to it (docs/architecture.md §6). */
export const canAddLayer = (ws: WorkspaceAccess) => ws.isManager;
