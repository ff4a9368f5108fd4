import type { LayerRow, PointRecord } from '../db/schema.js';
import type { Actor } from './actor.js';
import { canDeleteComment, isOwnComment } from './comment.rules.js';
import { canAddLayer } from './layer.rules.js';
import { phaseAllows, type PhaseLayer } from './phase.rules.js';
import { canAddPoint, canChangePoint, canEditPoint, canRecordOnBehalf, type PointAccess } from './point.rules.js';
import { canAssign } from './responsibility.rules.js';
import { isResultsPublished } from './results.rules.js';
import type { Phase } from '@mitmachkarte/contract';
import { meetsResidency, requirementOf, type Residency, type ResidencyAccess } from './residency.rules.js';
import type { WorkspaceAccess } from './scope.js';
import { acceptsContributions, canDeleteWorkspace, canEditWorkspace, canManageAccessList, canManageProjects, canModerate, canTransferWorkspace } from './workspace.rules.js';

/** Every flag the web app reads (docs/architecture.md §6, Flags for the web app): the verdicts of
 *  the rules that the routes apply, sent with the resource, so that the web app never derives a
 *  rule a second time. Presenters put these into their answers; they call no rule themselves. */

/** The caller's rights as a person (GET /auth/info): whether they work on projects, `managesAny`
 *  telling whether they are on any project's team (scope.ts managesAnyWorkspace). */
export const accountRights = (actor: Actor, managesAny: boolean) => ({ CanManageProjects: canManageProjects(actor, managesAny) });

/** The caller's rights on a workspace. */
export const workspaceRights = (a: WorkspaceAccess) => ({
  CanEdit: canEditWorkspace(a),
  CanAddLayer: canAddLayer(a),
  CanManageTeam: canManageAccessList(a),
  CanDelete: canDeleteWorkspace(a),
  CanTransfer: canTransferWorkspace(a),
});

/** Whether a project's results page is public at `nowMs` (results.rules.ts isResultsPublished,
 *  docs/product.md §25.5), for the project page's link. */
export const resultsRights = (phases: readonly Phase[], nowMs: number) => ({ ResultsPublished: isResultsPublished(phases, nowMs) });

/** The caller's rights on a layer: may they place entries on it now (as someone of `residency`,
 *  docs/product.md §14.1), and for someone else (§16.12); and `Now`, what the open project and its
 *  current phase allow them on it (§25.4): new entries (as CanAddPoints), comments and votes
 *  (signing in aside), with the title of the phase that switched something off (null if none). */
export const layerRights = (access: PointAccess, layer: Pick<LayerRow, 'public' | 'editable' | 'phase_title'> & PhaseLayer, residency: Residency | undefined) => {
  const open = acceptsContributions(access.workspace);
  return {
    CanAddPoints: canAddPoint(access, layer, residency),
    CanRecordOnBehalf: canRecordOnBehalf(access, layer),
    Now: {
      Phase: layer.phase_title,
      Contribute: canAddPoint(access, layer, residency),
      Comment: open && phaseAllows(access, layer, 'comment'),
      Vote: open && phaseAllows(access, layer, 'vote'),
    },
  };
};

/** The workspace's residency requirement and whether the caller, of `residency`, meets it for
 *  entries and votes (docs/product.md §14.1); its team always does. */
export const residencyRights = (a: ResidencyAccess, residency: Residency | undefined) => {
  const requirement = requirementOf(a.workspace);
  return {
    Residency: requirement,
    ResidencyMet: { Entries: a.isManager || meetsResidency(residency, requirement, 'entries'), Votes: a.isManager || meetsResidency(residency, requirement, 'votes') },
  };
};

/** What the caller may do with a point: `CanEdit` (manage: move, flags, delete, restore) and
 *  `CanChange` (change its position and answers: managers, and its author while it is in the
 *  layer's first status `firstStatus` and the project is open). */
export type PointRights = { CanEdit: boolean; CanChange: boolean };

export const pointRights = (actor: Actor, access: Parameters<typeof canChangePoint>[0], point: Pick<PointRecord, 'created_by' | 'status'>, firstStatus: string): PointRights =>
  ({ CanEdit: canEditPoint(access), CanChange: canChangePoint(access, point, firstStatus, actor.userId) });

/** The part of `access` that a reader's view of a layer's points rests on — which points they
 *  see (point.rules.ts canSeePoint) and their rights on them (pointRights) — for a reader who
 *  owns none of them: readers with the same key get the same answer, which the point list keeps
 *  once per key (points-list.cache.ts). Names every field those rules read from `access`. */
export const pointViewKey = (access: Parameters<typeof canChangePoint>[0]): string =>
  `${access.isManager ? 'manager' : 'reader'}:${access.workspace.closed}`;

/** The caller's relation to a comment: `Own` (written by them), `CanDelete`, and `CanShorten` for its moderators (docs/product.md §16.3). */
export const commentRights = (actor: Actor, ws: Pick<WorkspaceAccess, 'isManager'>, comment: { user_id: string | null }) =>
  ({ Own: isOwnComment(actor, comment), CanDelete: canDeleteComment(actor, ws, comment), ...(canModerate(ws) ? { CanShorten: true as const } : {}) });

/** The caller's rights on the responsibility for an entry (docs/product.md §16.10): `CanAssign`. */
export const assignmentRights = (a: Pick<WorkspaceAccess, 'isManager'>) => ({ CanAssign: canAssign(a) });
