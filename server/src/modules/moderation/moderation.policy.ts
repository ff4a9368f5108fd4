import type { WorkspaceAccess } from '../workspaces/workspaces.policy.js';

/** Rights of moderation (docs/architecture.md §6, docs/product.md §16.3). Reporting needs only
 *  that the reporter can see the point or comment (points.policy.ts, comments.policy.ts). */

/** The managers of a workspace read its queue, hide and show its content and dismiss its reports. */
export const canModerate = (access: Pick<WorkspaceAccess, 'isManager'>) => access.isManager;
