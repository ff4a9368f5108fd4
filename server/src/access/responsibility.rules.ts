import type { WorkspacesTable } from '../db/schema.js';
import type { WorkspaceAccess } from './scope.js';

/** Rules on responsibility („Zuständigkeit“, docs/product.md §16.10): who keeps a project's
 *  departments and routing rules, who assigns its entries and who sees whom an entry is assigned
 *  to. The team of a project is its owner and access list (scope.ts isManager; its SQL twin
 *  scope.ts onTeamWhere, which decides who may be a member or an assignee). */

/** The team of a project reads and replaces its departments and routing rules. */
export const canManageResponsibility = (a: Pick<WorkspaceAccess, 'isManager'>) => a.isManager;

/** The team of a project assigns its entries, one by one or many at once. */
export const canAssign = (a: Pick<WorkspaceAccess, 'isManager'>) => a.isManager;

/** The team sees who is responsible for an entry: department and person. */
export const canSeeAssignment = (a: Pick<WorkspaceAccess, 'isManager'>) => a.isManager;

/** Everyone else sees the department's name, and only when the project says so („Zuständigkeit
 *  öffentlich zeigen“); never a person's name. */
export const showsDepartmentPublicly = (workspace: Pick<WorkspacesTable, 'show_department'>) => workspace.show_department === 1;
