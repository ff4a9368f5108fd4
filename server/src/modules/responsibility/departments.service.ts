import type { Departments, DepartmentsBody } from '@mitmachkarte/contract';
import type { Actor } from '../../access/actor.js';
import { requireAccess } from '../../access/gate.js';
import { canManageResponsibility } from '../../access/responsibility.rules.js';
import type { WorkspaceAccess } from '../../access/scope.js';
import { getVisibleWorkspaceAccess } from '../../access/visible.js';
import type { Db } from '../../db/database.js';
import { fieldError, invalidField, validation } from '../../lib/app-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { inTransaction } from '../../lib/transaction.js';
import {
  deleteDepartments, findTeamPerson, insertDepartment, listAssignees, listDepartmentMembers, listDepartments, listTeamPeople, releaseFromWorkspace,
  renameDepartment, setDepartmentMembers, setShowDepartment,
} from './responsibility.repository.js';
import { say } from '../../i18n/messages.js';

/** Departments of a project's team (docs/product.md §16.10). */

export const NOT_ON_TEAM = say('notOnTeam');
export const UNKNOWN_DEPARTMENT = say('unknownDepartment');

/** Who hears of what is assigned to `to` in workspace `workspaceId`: the person if given, else the
 *  department's members; on its team now, active, and not having turned the project's team mails
 *  off (responsibility.repository.ts listAssignees). */
export const assigneesOf = (db: Db, workspaceId: string, to: { departmentId: string | null; userId: string | null }) =>
  listAssignees(db, workspaceId, to, null);

/** The workspace `workspaceId` for its team: NOT_FOUND when unknown or invisible, 401/403 for
 *  others (access/responsibility.rules.ts canManageResponsibility). */
export async function requireResponsibilityTeam(db: Db, actor: Actor, workspaceId: string): Promise<WorkspaceAccess> {
  const access = await getVisibleWorkspaceAccess(db, actor, workspaceId);
  requireAccess(actor, canManageResponsibility(access));
  return access;
}

/** The departments of `access`'s workspace with their members on the team now, the team, and the
 *  public setting. */
export async function departmentsOf(db: Db, access: WorkspaceAccess): Promise<Departments> {
  const id = access.workspace.id;
  const [departments, members, team] = await Promise.all([listDepartments(db, id), listDepartmentMembers(db, id), listTeamPeople(db, id)]);
  return {
    Departments: departments.map((d) => ({
      ID: d.id, Name: d.name, Members: members.filter((m) => m.department_id === d.id).map((m) => ({ ID: m.id, Name: m.name })),
    })),
    Team: team.map((p) => ({ ID: p.id, Name: p.name })),
    ShowDepartment: access.workspace.show_department === 1,
  };
}

/** GET /gis/workspace/{id}/departments. */
export async function getDepartments(db: Db, actor: Actor, workspaceId: string): Promise<Departments> {
  return departmentsOf(db, await requireResponsibilityTeam(db, actor, workspaceId));
}

/** PUT /gis/workspace/{id}/departments: replaces the list — items with an `ID` of this project keep
 *  it (and their entries), items without are new, departments left out are deleted and their
 *  entries and routing rules lose them — and the public setting. 400 with nothing changed for a
 *  member not on the team or an `ID` not of this project. */
export async function putDepartments(db: Db, actor: Actor, workspaceId: string, body: DepartmentsBody): Promise<Departments> {
  const access = await requireResponsibilityTeam(db, actor, workspaceId);
  const stored = new Set((await listDepartments(db, workspaceId)).map((d) => d.id));
  const errors = body.Departments.flatMap((d, i) => (d.ID && !stored.has(d.ID) ? [fieldError(`Departments.${i}.ID`, UNKNOWN_DEPARTMENT)] : []));
  if (errors.length > 0) throw validation(UNKNOWN_DEPARTMENT, errors);
  const members = [...new Set(body.Departments.flatMap((d) => d.Members))];
  const onTeam = new Set((await listTeamPeople(db, workspaceId)).map((p) => p.id));
  const strangers = members.filter((m) => !onTeam.has(m));
  if (strangers.length > 0) throw invalidField('Departments', NOT_ON_TEAM);
  await inTransaction(db, async (trx) => {
    const kept = new Set(body.Departments.flatMap((d) => (d.ID ? [d.ID] : [])));
    await deleteDepartments(trx, [...stored].filter((id) => !kept.has(id)));
    for (const d of body.Departments) {
      const id = d.ID ?? newId();
      if (d.ID) await renameDepartment(trx, id, d.Name);
      else await insertDepartment(trx, { id, workspace_id: workspaceId, name: d.Name, created_at: nowIso() });
      await setDepartmentMembers(trx, id, [...new Set(d.Members)]);
    }
    await setShowDepartment(trx, workspaceId, body.ShowDepartment);
  });
  return departmentsOf(db, { ...access, workspace: { ...access.workspace, show_department: body.ShowDepartment ? 1 : 0 } });
}

/** Takes `userId` out of the departments and routing rules of `workspaceId` and off its entries
 *  when they are no longer on its team (docs/product.md §16.10): called in the transaction that
 *  takes them off the access list or hands the project to someone else. */
export async function releaseIfOffTeam(trx: Db, workspaceId: string, userId: string): Promise<void> {
  if (!(await findTeamPerson(trx, workspaceId, userId))) await releaseFromWorkspace(trx, workspaceId, userId);
}
