import type { WorkspaceAccess } from '../workspaces/workspaces.policy.js';

/** Rights of the evaluation (docs/architecture.md §6, docs/product.md §18.1). */

/** The managers of a workspace (owner and access list) read the review table and the charts of its
 *  layers, with every live entry: hidden, waiting and non-public ones too. */
export const canReview = (access: Pick<WorkspaceAccess, 'isManager'>) => access.isManager;
