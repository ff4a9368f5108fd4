import { onTeamWhere, teamOf } from '../../access/scope.js';
import type { Db } from '../../db/database.js';
import type { DepartmentsTable, RoutingRulesTable } from '../../db/schema.js';

/** SQL of responsibility (docs/product.md §16.10): departments, their members, routing rules and
 *  the assignment of entries. Who is on a project's team is read from access/scope.ts (teamOf,
 *  onTeamWhere). */

/** The people of the team of `workspaceId` (owner and access list), by name. */
export const listTeamPeople = (db: Db, workspaceId: string) =>
  db.selectFrom(teamOf(db, workspaceId).as('t')).innerJoin('users', 'users.id', 't.user_id')
    .select(['users.id', 'users.name']).orderBy('users.name').orderBy('users.id').execute();

/** The departments of `workspaceId`, by name. */
export const listDepartments = (db: Db, workspaceId: string) =>
  db.selectFrom('departments').select(['id', 'name']).where('workspace_id', '=', workspaceId).orderBy('name').orderBy('id').execute();

/** The members of the departments of `workspaceId` who are on its team now, by name. */
export const listDepartmentMembers = (db: Db, workspaceId: string) =>
  db.selectFrom('department_members').innerJoin('departments', 'departments.id', 'department_members.department_id')
    .innerJoin('users', 'users.id', 'department_members.user_id')
    .select(['department_members.department_id', 'users.id', 'users.name'])
    .where('departments.workspace_id', '=', workspaceId).where((eb) => onTeamWhere(eb, workspaceId))
    .orderBy('users.name').orderBy('users.id').execute();

export const insertDepartment = (db: Db, row: DepartmentsTable) => db.insertInto('departments').values(row).execute();
export const renameDepartment = (db: Db, id: string, name: string) => db.updateTable('departments').set({ name }).where('id', '=', id).execute();

/** Deletes the departments `ids`; their members and rules go with them, their entries lose them
 *  (foreign keys). */
export const deleteDepartments = (db: Db, ids: string[]) =>
  (ids.length === 0 ? Promise.resolve() : db.deleteFrom('departments').where('id', 'in', ids).execute().then(() => undefined));

/** Replaces the members of department `id`. */
export async function setDepartmentMembers(db: Db, id: string, userIds: string[]) {
  await db.deleteFrom('department_members').where('department_id', '=', id).execute();
  if (userIds.length > 0) await db.insertInto('department_members').values(userIds.map((user_id) => ({ department_id: id, user_id }))).execute();
}

/** The department `id` of `workspaceId` with its name, or undefined. */
export const findDepartment = (db: Db, workspaceId: string, id: string) =>
  db.selectFrom('departments').select(['id', 'name']).where('workspace_id', '=', workspaceId).where('id', '=', id).executeTakeFirst();

/** The person `userId` by name if they are on the team of `workspaceId` now. */
export const findTeamPerson = (db: Db, workspaceId: string, userId: string) =>
  db.selectFrom('users').select(['users.id', 'users.name', 'users.email', 'users.active'])
    .where('users.id', '=', userId).where((eb) => onTeamWhere(eb, workspaceId)).executeTakeFirst();

/** The routing rules of `workspaceId` in their order. */
export const listRoutingRules = (db: Db, workspaceId: string) =>
  db.selectFrom('routing_rules').selectAll().where('workspace_id', '=', workspaceId).orderBy('position').execute();

/** Replaces the routing rules of `workspaceId`. */
export async function replaceRoutingRules(db: Db, workspaceId: string, rows: RoutingRulesTable[]) {
  await db.deleteFrom('routing_rules').where('workspace_id', '=', workspaceId).execute();
  if (rows.length > 0) await db.insertInto('routing_rules').values(rows).execute();
}

/** Who is responsible for point `pointId`: ids and names (null: none). */
export const findAssignment = (db: Db, pointId: string) =>
  db.selectFrom('points').leftJoin('departments', 'departments.id', 'points.assigned_department_id')
    .leftJoin('users', 'users.id', 'points.assigned_user_id')
    .select(['departments.id as department_id', 'departments.name as department_name', 'users.id as user_id', 'users.name as user_name'])
    .where('points.id', '=', pointId).executeTakeFirst();

/** Sets who is responsible for the points `ids`. */
export const setAssignment = (db: Db, ids: string[], a: { departmentId: string | null; userId: string | null }, now: string) =>
  db.updateTable('points').set({ assigned_department_id: a.departmentId, assigned_user_id: a.userId, assigned_at: now })
    .where('id', 'in', ids).execute();

/** Of the points `ids`, those of the maps of `workspaceId` (deleted ones too), with their
 *  assignment, for the bulk assignment and its audit entries. */
export const listPointsOfWorkspace = (db: Db, workspaceId: string, ids: string[]) =>
  db.selectFrom('points').innerJoin('layers', 'layers.id', 'points.layer_id')
    .leftJoin('departments', 'departments.id', 'points.assigned_department_id').leftJoin('users', 'users.id', 'points.assigned_user_id')
    .select(['points.id', 'departments.name as department_name', 'users.name as user_name'])
    .where('layers.workspace_id', '=', workspaceId).where('points.id', 'in', ids).execute();

/** The people who hear of an assignment: `userId` if given, else the members of department
 *  `departmentId`; only those on the team of `workspaceId` now with an active account, not
 *  `exceptUserId`, and not those who turned every team mail of the project off (docs/product.md
 *  §16.8: „Keine E-Mails mehr zu diesem Projekt“). */
export function listAssignees(db: Db, workspaceId: string, to: { departmentId: string | null; userId: string | null }, exceptUserId: string | null) {
  let q = db.selectFrom('users')
    .leftJoin('team_notification_settings as s', (j) => j.onRef('s.user_id', '=', 'users.id').on('s.workspace_id', '=', workspaceId))
    .select(['users.id', 'users.email', 'users.language'])
    .where('users.active', '=', 1).where((eb) => onTeamWhere(eb, workspaceId))
    .where((eb) => eb.or([eb('s.user_id', 'is', null), eb('s.entries', '!=', 'nie'), eb('s.reports', '!=', 'nie'), eb('s.approvals', '!=', 'nie')]));
  q = to.userId !== null
    ? q.where('users.id', '=', to.userId)
    : q.where('users.id', 'in', (eb) => eb.selectFrom('department_members').select('department_members.user_id').where('department_members.department_id', '=', to.departmentId ?? ''));
  if (exceptUserId !== null) q = q.where('users.id', '!=', exceptUserId);
  return q.orderBy('users.id').execute();
}

/** Takes `userId`, who left the team of `workspaceId`, out of its departments and routing rules, and
 *  off its entries (docs/product.md §16.10). */
export async function releaseFromWorkspace(db: Db, workspaceId: string, userId: string) {
  const departments = db.selectFrom('departments').select('departments.id').where('departments.workspace_id', '=', workspaceId);
  await db.deleteFrom('department_members').where('user_id', '=', userId).where('department_id', 'in', departments).execute();
  await db.deleteFrom('routing_rules').where('workspace_id', '=', workspaceId).where('user_id', '=', userId).where('department_id', 'is', null).execute();
  await db.updateTable('routing_rules').set({ user_id: null }).where('workspace_id', '=', workspaceId).where('user_id', '=', userId).execute();
  await db.updateTable('points').set({ assigned_user_id: null })
    .where('assigned_user_id', '=', userId)
    .where('layer_id', 'in', db.selectFrom('layers').select('layers.id').where('layers.workspace_id', '=', workspaceId)).execute();
}

/** The public-setting of `workspaceId`. */
export const setShowDepartment = (db: Db, workspaceId: string, show: boolean) =>
  db.updateTable('workspaces').set({ show_department: show ? 1 : 0 }).where('id', '=', workspaceId).execute();
