import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { DB, LayerRow, PointRecord, WorkspacesTable } from '../db/schema.js';
import { publicLayersWhere } from './layer.rules.js';
import { phaseAllowsEveryone, phaseOnWhere } from './phase.rules.js';
import { meetsResidency, requirementOf, type Residency, residentEntriesWhere } from './residency.rules.js';
import type { ManagedIds, UserRef } from './scope.js';
import { acceptsContributions } from './workspace.rules.js';

/** Rights on points (docs/architecture.md §6), decided here only: the services check single
 *  points with the functions, the repositories filter lists with the `*Where` twins, and the web
 *  app reads the answers as the flags of rights.ts. A point is only ever seen through its layer,
 *  which must be visible first (layer.rules.ts canSeeLayer). */

/** What the rules need to know of the actor's relation to the point's workspace (a
 *  WorkspaceAccess, or the columns a list query selects). */
export type PointAccess = Readonly<{ isManager: boolean; workspace: Pick<WorkspacesTable, 'public' | 'editable' | 'closed' | 'resident_entries' | 'resident_votes' | 'resident_municipalities'> }>;

/** While the project is open (workspace.rules.ts acceptsContributions): managers of the
 *  workspace add points; anyone else (anonymous too) when workspace and layer are both Public and
 *  Editable and the project does not reserve entries for verified residents — or the actor, of
 *  `residency` (undefined: anonymous), is one it takes (residency.rules.ts meetsResidency;
 *  docs/product.md §14.1) — and the project's current phase lets everyone add entries to the map
 *  (phase.rules.ts, §25.4; the team is not bound by phases). */
export const canAddPoint = (access: PointAccess, layer: Pick<LayerRow, 'public' | 'editable' | 'phase_contribute'>, residency: Residency | undefined) =>
  acceptsContributions(access.workspace)
  && (access.isManager || (access.workspace.public === 1 && access.workspace.editable === 1 && layer.public === 1 && layer.editable === 1
    && phaseAllowsEveryone(layer, 'contribute') && meetsResidency(residency, requirementOf(access.workspace), 'entries')));

/** Whether a non-manager is refused a layer only because its project reserves entries for verified
 *  residents the actor is not one of: the refusal then says how to become one. */
export const refusedAsNonResident = (access: PointAccess, layer: Pick<LayerRow, 'public' | 'editable' | 'phase_contribute'>, residency: Residency | undefined) =>
  !canAddPoint(access, layer, residency) && canAddPoint(access, layer, { verified: true, municipalities: requirementOf(access.workspace).Municipalities });

/** The SQL twin of canAddPoint: layers of open workspaces that are Public and Editable with their
 *  workspace and take the entries of someone of `residency` (residency.rules.ts
 *  residentEntriesWhere; undefined: anonymous, or to ask what is open to everyone), or whose
 *  workspace is in `managed` (scope.ts; undefined: anonymous). The query joins `layers` and
 *  `workspaces`. */
export function addableLayersWhere<TB extends keyof DB>(builder: ExpressionBuilder<DB, TB | 'layers' | 'workspaces'>, managed: ManagedIds | undefined, residency: Residency | undefined): Expression<SqlBool> {
  const eb = builder as unknown as ExpressionBuilder<DB, 'layers' | 'workspaces'>;
  const adders = [eb.and([eb('workspaces.public', '=', 1), eb('workspaces.editable', '=', 1), eb('layers.public', '=', 1), eb('layers.editable', '=', 1),
    phaseOnWhere(eb, 'contribute'), residentEntriesWhere(eb, residency)])];
  if (managed) adders.push(eb('workspaces.id', 'in', managed));
  return eb.and([eb('workspaces.closed', '!=', 1), eb.or(adders)]);
}

/** Only the project's team records an entry for someone else, with their contact, while it may
 *  add entries (docs/product.md §16.12). */
export const canRecordOnBehalf = (access: PointAccess, layer: Pick<LayerRow, 'public' | 'editable' | 'phase_contribute'>) =>
  access.isManager && canAddPoint(access, layer, undefined);

/** Only the project's team reads whom an entry was recorded for and their contact; nobody else,
 *  not even its public readers or the team member's own data download (docs/product.md §16.12). */
export const canReadReporter = (access: Pick<PointAccess, 'isManager'>) => access.isManager;

/** On a layer with pre-moderation, points and comments of others than its managers wait for
 *  approval (docs/product.md §16.3). */
export const heldForApproval = (access: Pick<PointAccess, 'isManager'>, layer: Pick<LayerRow, 'premoderation'>) =>
  layer.premoderation === 1 && !access.isManager;

/** The moderation state of a point after a real change of its position or answers by someone
 *  with `access`: on a layer with pre-moderation a published point changed by anyone but its
 *  managers waits for approval again, so that an approved entry cannot be turned into another
 *  text that is public at once (docs/product.md §16.3); otherwise the state stays. */
export const moderationAfterChange = (access: Pick<PointAccess, 'isManager'>, layer: Pick<LayerRow, 'premoderation'>, point: Pick<PointRecord, 'moderation'>) =>
  (point.moderation === '' && heldForApproval(access, layer) ? 'pending' as const : point.moderation);

/** Managers see the points of their layers that others do not: non-public, deleted, hidden and
 *  pending ones (docs/product.md §16.3). */
export const seesHiddenPoints = (access: Pick<PointAccess, 'isManager'>) => access.isManager;

/** Written by the logged-in user `userId`. */
export const isOwnPoint = (point: Pick<PointRecord, 'created_by'>, userId: string | null) => userId !== null && point.created_by === userId;

/** Managers see every point of a visible layer, deleted ones too; others the live public ones that
 *  the moderation has not hidden or held back, and their author their own such points (with the
 *  notice why, docs/product.md §16.3). */
export const canSeePoint = (access: Pick<PointAccess, 'isManager'>, point: Pick<PointRecord, 'public' | 'deleted_at' | 'moderation' | 'created_by'>, userId: string | null) =>
  seesHiddenPoints(access) || (point.deleted_at === null && point.public === 1 && (point.moderation === '' || isOwnPoint(point, userId)));

/** The SQL form of canSeePoint for those who do not manage the layer (live points are filtered by
 *  the caller): public points not hidden by the moderation, and the reader's own. The reader is
 *  `userId` (null: anonymous), or a column naming one reader per row (scope.ts UserRef). */
export function publicPointsWhere<TB extends keyof DB>(builder: ExpressionBuilder<DB, TB | 'points'>, userId: UserRef | null): Expression<SqlBool> {
  // Any query that has `points` among its tables: Kysely's builder type does not narrow to it.
  const eb = builder as unknown as ExpressionBuilder<DB, 'points'>;
  const published = eb('points.moderation', '=', '');
  return eb.and([eb('points.public', '=', 1), userId ? eb.or([published, eb('points.created_by', '=', userId)]) : published]);
}

/** Which points the evaluation counts and the exports carry (docs/product.md §18, §16.3): those
 *  the moderation let through, and with `withModerated` — the managers' own choice, „Ausgeblendete
 *  und wartende Einträge einbeziehen“ (`moderation=alle`) — hidden and waiting ones too. Only
 *  managers evaluate and export (workspace.rules.ts canReview, gate.ts requireManager), and they
 *  see such points anyway (seesHiddenPoints); without their choice the council's report and the
 *  files they pass on carry only published content. */
export const isEvaluatedPoint = (point: Pick<PointRecord, 'moderation'>, withModerated: boolean) =>
  withModerated || point.moderation === '';

/** The SQL twin of isEvaluatedPoint. */
export const evaluatedPointsWhere = (eb: ExpressionBuilder<DB, 'points'>, withModerated: boolean): Expression<SqlBool> =>
  (withModerated ? sql<SqlBool>`1 = 1` : eb('points.moderation', '=', ''));

/** Managers move, change, delete and restore points and choose their Public and Editable flags;
 *  everyone else's points are stored Public true, Editable false. */
export const canEditPoint = (access: Pick<PointAccess, 'isManager'>) => access.isManager;

/** The team's internal notes on an entry (docs/product.md §16.2) are for its managers only. */
export const canReadInternalNotes = (access: Pick<PointAccess, 'isManager'>) => access.isManager;

/** Managers change any point; its author their own while it is in the layer's first status
 *  (`firstStatus`), i.e. before the managers took it up (docs/product.md §16.6), and the project is
 *  open (§17.2). */
export const canChangePoint = (access: Pick<PointAccess, 'isManager'> & { workspace: Pick<WorkspacesTable, 'closed'> }, point: Pick<PointRecord, 'created_by' | 'status'>, firstStatus: string, userId: string | null) =>
  canEditPoint(access) || (isOwnPoint(point, userId) && point.status === firstStatus && acceptsContributions(access.workspace));

/** Managers delete any point; its author withdraws their own at any time (a soft delete as well,
 *  docs/product.md §16.6). */
export const canWithdrawPoint = (access: Pick<PointAccess, 'isManager'>, point: Pick<PointRecord, 'created_by'>, userId: string | null) =>
  canEditPoint(access) || isOwnPoint(point, userId);

/** The SQL twin of canSeeLayer ∧ canSeePoint: public points (publicPointsWhere) of public layers
 *  of public workspaces (layer.rules.ts publicLayersWhere) while live, and every point, deleted
 *  ones too, of a workspace in `managed` (scope.ts managedWorkspaceIds; undefined for anonymous
 *  visitors). The query joins `layers` and `workspaces`. `userId` may be a column, so that one
 *  query decides it for the user of each row (the followers of an entry,
 *  notifications/follows.repository.ts). */
export function seenPointsWhere<TB extends keyof DB>(
  builder: ExpressionBuilder<DB, TB | 'points' | 'layers' | 'workspaces'>, managed: ManagedIds | undefined, userId: UserRef | null,
): Expression<SqlBool> {
  const eb = builder as unknown as ExpressionBuilder<DB, 'points' | 'layers' | 'workspaces'>;
  const seen = [eb.and([publicLayersWhere(eb), eb('points.deleted_at', 'is', null), publicPointsWhere(eb, userId)])];
  if (managed) seen.push(eb('workspaces.id', 'in', managed));
  return eb.or(seen);
}

/** seenPointsWhere for live points only: the lists across layers (GET /gis/points, the followers
 *  who hear of an entry). */
export function visiblePointsWhere<TB extends keyof DB>(
  builder: ExpressionBuilder<DB, TB | 'points' | 'layers' | 'workspaces'>, managed: ManagedIds | undefined, userId: UserRef | null,
): Expression<SqlBool> {
  const eb = builder as unknown as ExpressionBuilder<DB, 'points' | 'layers' | 'workspaces'>;
  return eb.and([eb('points.deleted_at', 'is', null), seenPointsWhere(eb, managed, userId)]);
}

/** Which entries „Wurde das schon gemeldet?“ offers on a layer the actor can see (docs/product.md
 *  §24.3): live, public entries the moderation let through, not merged into another entry, in one
 *  of the layer's open statuses (`openStatuses`, those that do not close an entry, §16.1). The same
 *  for every actor, managers and authors too: the hint names what the public sees. */
export const isOfferedAsDuplicate = (point: Pick<PointRecord, 'public' | 'deleted_at' | 'moderation' | 'duplicate_of' | 'status'>, openStatuses: readonly string[]) =>
  point.deleted_at === null && point.public === 1 && point.moderation === '' && point.duplicate_of === null && openStatuses.includes(point.status);

/** The SQL twin of isOfferedAsDuplicate (an empty `openStatuses` selects nothing). */
export function offeredAsDuplicateWhere<TB extends keyof DB>(builder: ExpressionBuilder<DB, TB | 'points'>, openStatuses: readonly string[]): Expression<SqlBool> {
  const eb = builder as unknown as ExpressionBuilder<DB, 'points'>;
  if (openStatuses.length === 0) return sql<SqlBool>`1 = 0`;
  return eb.and([eb('points.deleted_at', 'is', null), publicPointsWhere(eb, null), eb('points.duplicate_of', 'is', null), eb('points.status', 'in', openStatuses)]);
}

/** Merging a duplicate into the entry it repeats (docs/product.md §24.3) changes both entries'
 *  votes, followers and the duplicate's status: for those who set statuses, the point's managers. */
export const canMergePoint = (access: Pick<PointAccess, 'isManager'>) => canEditPoint(access);
