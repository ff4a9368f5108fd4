import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { DB, WorkspacesTable } from '../db/schema.js';
import { type Actor, actorHas, isLoggedIn } from './actor.js';
import { canLookUpUsers } from './account.rules.js';
import { meetsResidency, requirementOf, type Residency, type ResidencyAccess } from './residency.rules.js';
import type { ManagedIds, WorkspaceAccess } from './scope.js';

/** Rules on workspaces (projects), their team, log, moderation and evaluation
 *  (docs/architecture.md §6). Pure functions of the actor's relation (scope.ts); the SQL twin of
 *  canSeeWorkspace stands beside it. */

/** Managers see every workspace of theirs; everyone (anonymous too) sees public ones. */
export const canSeeWorkspace = (a: Pick<WorkspaceAccess, 'isManager'> & { workspace: Pick<WorkspacesTable, 'public'> }) =>
  a.isManager || a.workspace.public === 1;

/** The SQL twin of canSeeWorkspace: public workspaces, and those in `managed` (scope.ts
 *  managedWorkspaceIds; undefined for anonymous visitors). The query has `workspaces`. */
export function visibleWorkspacesWhere<D extends DB, TB extends keyof D>(builder: ExpressionBuilder<D, TB>, managed: ManagedIds | undefined): Expression<SqlBool> {
  // Any query that has `workspaces` among its tables, aliased joins too (`users as owner`).
  const eb = builder as unknown as ExpressionBuilder<DB, 'workspaces'>;
  const visible = [eb('workspaces.public', '=', 1)];
  if (managed) visible.push(eb('workspaces.id', 'in', managed));
  return eb.or(visible);
}

/** Managers edit the workspace: settings, layers, points, team. */
export const canEditWorkspace = (a: Pick<WorkspaceAccess, 'isManager'>) => a.isManager;
/** Deleting and transferring ownership are the owner's alone. */
export const canDeleteWorkspace = (a: Pick<WorkspaceAccess, 'isOwner'>) => a.isOwner;
export const canTransferWorkspace = (a: Pick<WorkspaceAccess, 'isOwner'>) => a.isOwner;
/** Holders of `project` may create workspaces. */
export const canCreateWorkspace = (actor: Actor) => actorHas(actor, 'project');
/** People who work on projects: those on a project's team (`managesAny`: owner or on an access
 *  list of any workspace) and holders of `project`, who may create one (docs/product.md §17.4,
 *  „Meine Projekte“). Citizens who only contribute are neither. */
export const canManageProjects = (actor: Actor, managesAny: boolean) => isLoggedIn(actor) && (managesAny || canCreateWorkspace(actor));
/** A closed project takes no new entries, comments or votes, from anyone, managers too; what is
 *  there stays visible and managers still answer it (docs/product.md §17.2). */
export const acceptsContributions = (workspace: Pick<WorkspacesTable, 'closed'>) => workspace.closed !== 1;

/** Whether a logged-in voter of `residency` may give a vote in the workspace of `a` (withdrawing
 *  one is always allowed): its team, and where the project reserves votes for verified residents
 *  (docs/product.md §14.1) only those it takes; everyone else who may vote (account.rules.ts
 *  canVote). */
export const canVoteIn = (a: ResidencyAccess, residency: Residency | undefined) =>
  a.isManager || meetsResidency(residency, requirementOf(a.workspace), 'votes');

/** Who sees the owner's name and address with a workspace (docs/product.md §17.4): its managers,
 *  and whoever may look users up anyway. */
export const canSeeOwner = (actor: Actor, a: Pick<WorkspaceAccess, 'isManager'>) => a.isManager || canLookUpUsers(actor);

/** The managers of a workspace (owner and access list) see and change its access list; they see
 *  the members' e-mail addresses, nobody else does. */
export const canManageAccessList = (a: Pick<WorkspaceAccess, 'isManager'>) => a.isManager;

/** Adding a user by id (not by e-mail) would show the manager that user's address in the list:
 *  allowed only for users whose address the actor sees anyway (docs/security.md, Rights): user
 *  managers and administrators see every account, and every manager sees the members of the
 *  access lists of their workspaces (`onOwnList`). */
export const canAddById = (actor: Actor, onOwnList: boolean) => onOwnList || actorHas(actor, 'usermanager') || actorHas(actor, 'admin');

/** Adding a user by e-mail would tell the manager whether the address has an account, and its
 *  name and id: allowed only for those who may look users up by e-mail anyway (account.rules.ts
 *  canLookUpUsers), administrators, and for members of the access lists of the manager's own
 *  workspaces (`onOwnList`). Everyone else invites, which says nothing about accounts
 *  (docs/product.md §17.4, docs/security.md, Rights). */
export const canAddByEmail = (actor: Actor, onOwnList: boolean) => onOwnList || canLookUpUsers(actor) || actorHas(actor, 'admin');

/** Holders of `admin` read the whole audit log, every workspace's (deleted ones too) and the
 *  entries of users, groups and organisations (docs/product.md §16.4). */
export const canReadAllAudit = (actor: Actor) => actorHas(actor, 'admin');

/** The managers of a workspace read its audit log; so do administrators. */
export const canReadWorkspaceAudit = (actor: Actor, a: Pick<WorkspaceAccess, 'isManager'>) => a.isManager || canReadAllAudit(actor);

/** The managers of a workspace read its moderation queue, hide and show its content and dismiss
 *  its reports (docs/product.md §16.3). Reporting needs only that the reporter sees the entry. */
export const canModerate = (a: Pick<WorkspaceAccess, 'isManager'>) => a.isManager;

/** The managers of a workspace read the review table and the charts of its layers, with every
 *  live entry: hidden, waiting and non-public ones too (docs/product.md §18.1). */
export const canReview = (a: Pick<WorkspaceAccess, 'isManager'>) => a.isManager;


/** The team of a workspace (owner and access list) chooses its own team mails for it; nobody else
 *  gets them (docs/product.md §16.8). */
export const canGetTeamNotifications = (a: Pick<WorkspaceAccess, 'isManager'>) => a.isManager;

/** The team of a workspace (owner and access list) reads its inbox and marks its items as read,
 *  each person for themselves (docs/product.md §16.9); the SQL twin is scope.ts
 *  managedWorkspaceIds, which the inbox's queries join (inbox.repository.ts teamOf). */
export const canReadInbox = (a: Pick<WorkspaceAccess, 'isManager'>) => a.isManager;

/** The team of a workspace (owner and access list) sets its deadlines and reads its figures
 *  (docs/product.md §16.11). */
export const canManageDeadlines = (a: Pick<WorkspaceAccess, 'isManager'>) => a.isManager;
export const canReadFigures = (a: Pick<WorkspaceAccess, 'isManager'>) => a.isManager;
/** Who took part, as counts of profile answers (docs/product.md §25.3): the project's team and
 *  administrators, like the rest of the evaluation. */
export const canSeeParticipantProfile = (a: Pick<WorkspaceAccess, 'isManager'>) => a.isManager;

/** The team of a workspace (owner and access list) registers, changes and deletes its webhooks,
 *  sends test events and reads their delivery log (docs/product.md §24.6); a key acts here only
 *  with `manage:<id>` for writes (token.rules.ts tokenMayManage, applied by scope.ts). */
export const canManageWebhooks = (a: Pick<WorkspaceAccess, 'isManager'>) => a.isManager;
