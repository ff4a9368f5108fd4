import type { Assignment, AssignmentBody, BulkAssignmentBody, BulkAssignmentResult, Point } from '@mitmachkarte/contract';
import type { Actor } from '../../access/actor.js';
import { requireAccess } from '../../access/gate.js';
import { canAssign, canSeeAssignment, showsDepartmentPublicly } from '../../access/responsibility.rules.js';
import { assignmentRights } from '../../access/rights.js';
import type { WorkspaceAccess } from '../../access/scope.js';
import { getVisiblePoint } from '../../access/visible.js';
import type { Db, Transaction } from '../../db/database.js';
import { invalidField } from '../../lib/app-error.js';
import { nowIso } from '../../lib/ids.js';
import { inTransaction } from '../../lib/transaction.js';
import { recordAudit } from '../audit/audit.service.js';
import type { NotificationDeps } from '../notifications/notifications.service.js';
import { notifyAssignment } from '../team-notifications/team-notifications.service.js';
import { NOT_ON_TEAM, requireResponsibilityTeam, UNKNOWN_DEPARTMENT } from './departments.service.js';
import { findAssignment, findDepartment, findTeamPerson, listAssignees, listPointsOfWorkspace, setAssignment } from './responsibility.repository.js';
import { say } from '../../i18n/messages.js';

/** Who is responsible for an entry (docs/product.md §16.10): set one by one or many at once by the
 *  team, audited, and heard of by the new assignee. */

export const NOT_IN_PROJECT = say('pointsNotInProject');

/** An assignment's target: the department and person by id and name (null: none). */
export type AssignmentTarget = { department: { id: string; name: string } | null; user: { id: string; name: string } | null };

/** The department and person of `body` checked against workspace `workspaceId`: the department must
 *  be of the project, the person on its team now (400 in German otherwise). */
export async function resolveTarget(db: Db, workspaceId: string, body: { Department: string | null; User: string | null }, field = ''): Promise<AssignmentTarget> {
  const department = body.Department === null ? null : await findDepartment(db, workspaceId, body.Department);
  if (body.Department !== null && !department) throw invalidField(`${field}Department`, UNKNOWN_DEPARTMENT);
  const user = body.User === null ? null : await findTeamPerson(db, workspaceId, body.User);
  if (body.User !== null && !user) throw invalidField(`${field}User`, NOT_ON_TEAM);
  return { department: department ?? null, user: user ? { id: user.id, name: user.name } : null };
}

/** An assignment in words for the audit log and the inbox: „Tiefbauamt · Erika Muster“, „niemand“. */
export const assignmentText = (department: string | null | undefined, user: string | null | undefined) =>
  [department, user].filter(Boolean).join(' · ') || 'niemand';

const presentAssignment = (t: AssignmentTarget): Assignment => ({
  Department: t.department && { ID: t.department.id, Name: t.department.name }, User: t.user && { ID: t.user.id, Name: t.user.name },
});

/** What an entry shows of its responsibility for a caller with `access` (Point.Assignment,
 *  CanAssign, Department; access/responsibility.rules.ts): the team sees department and person, the
 *  public the department's name when the project shows it, nobody else anything. */
export async function assignmentViewOf(db: Db, access: WorkspaceAccess, pointId: string): Promise<Pick<Point, 'Assignment' | 'CanAssign' | 'Department'>> {
  const rights = assignmentRights(access);
  const seen = canSeeAssignment(access);
  if (!seen && !showsDepartmentPublicly(access.workspace)) return rights;
  const row = await findAssignment(db, pointId);
  if (seen) {
    return {
      ...rights,
      Assignment: {
        Department: row?.department_id ? { ID: row.department_id, Name: row.department_name ?? '' } : null,
        User: row?.user_id ? { ID: row.user_id, Name: row.user_name ?? '' } : null,
      },
    };
  }
  return row?.department_name ? { ...rights, Department: row.department_name } : rights;
}

/** Sets `target` on the points `ids` of `workspaceId` in `trx`, with `audited` one audit entry each
 *  whose assignment changes (before and after by name; not for the routing of a new entry, which
 *  its author did not choose), and a mail to the new assignee (the person, else
 *  the members of the department; never `actor`) about the first changed entry naming how many
 *  more. Resolves with the number of mails. */
export async function applyAssignment(
  trx: Transaction, deps: NotificationDeps | undefined, actor: Actor, workspaceId: string, ids: string[], target: AssignmentTarget, host: string | undefined, audited = true,
): Promise<number> {
  const before = await listPointsOfWorkspace(trx, workspaceId, ids);
  const after = assignmentText(target.department?.name, target.user?.name);
  const changed = before.filter((p) => assignmentText(p.department_name, p.user_name) !== after);
  await setAssignment(trx, ids, { departmentId: target.department?.id ?? null, userId: target.user?.id ?? null }, nowIso());
  for (const p of audited ? changed : []) {
    await recordAudit(trx, actor, {
      action: 'point.assign', targetType: 'point', targetId: p.id, workspaceId,
      summary: `Zuständigkeit geändert: ${after}`, before: assignmentText(p.department_name, p.user_name), after,
    });
  }
  if (!deps || changed.length === 0 || (!target.department && !target.user)) return 0;
  const recipients = await listAssignees(trx, workspaceId, { departmentId: target.department?.id ?? null, userId: target.user?.id ?? null }, actor.userId);
  return notifyAssignment(trx, deps, {
    workspaceId, pointId: changed[0]!.id, more: changed.length - 1, host, department: target.department?.name ?? null, person: target.user?.name ?? null, recipients,
  });
}

/** PUT /gis/point/{id}/assignment: the team of the entry's project sets who is responsible for it
 *  (NOT_FOUND for entries the caller cannot see, 401/403 for others; 400 for a department of
 *  another project or a person not on the team). Answers the new assignment. */
export async function assignPoint(db: Db, deps: NotificationDeps, actor: Actor, pointId: string, body: AssignmentBody, host: string | undefined): Promise<Assignment> {
  const { layer, access } = await getVisiblePoint(db, actor, pointId);
  requireAccess(actor, canAssign(access));
  const target = await resolveTarget(db, layer.workspace_id, body);
  const mails = await inTransaction(db, (trx) => applyAssignment(trx, deps, actor, layer.workspace_id, [pointId], target, host));
  if (mails > 0) deps.outbox.kick();
  return presentAssignment(target);
}

/** POST /gis/workspace/{id}/assignment: the same assignment for many entries of the project at
 *  once; 400 with nothing changed when any of them is not of this project. */
export async function assignInBulk(db: Db, deps: NotificationDeps, actor: Actor, workspaceId: string, body: BulkAssignmentBody, host: string | undefined): Promise<BulkAssignmentResult> {
  await requireResponsibilityTeam(db, actor, workspaceId);
  const target = await resolveTarget(db, workspaceId, body);
  const ids = [...new Set(body.Points)];
  if ((await listPointsOfWorkspace(db, workspaceId, ids)).length !== ids.length) throw invalidField('Points', NOT_IN_PROJECT);
  const mails = await inTransaction(db, (trx) => applyAssignment(trx, deps, actor, workspaceId, ids, target, host));
  if (mails > 0) deps.outbox.kick();
  return { Count: ids.length };
}
