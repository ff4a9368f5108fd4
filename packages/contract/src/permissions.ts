/** Known permission names (docs/architecture.md §6). A user holds the union of its groups' permissions. */
export const PERMISSIONS = ['admin', 'usermanager', 'groupmanager', 'orgmanager', 'project'] as const;
export type PermissionName = (typeof PERMISSIONS)[number];

/** German descriptions shown next to each permission in the group screen. */
export const PERMISSION_DESCRIPTIONS: Record<PermissionName, string> = {
  admin: 'Zugang zum Administrationsbereich',
  usermanager: 'Benutzer verwalten',
  groupmanager: 'Gruppen und Berechtigungen verwalten',
  orgmanager: 'Organisationen verwalten',
  project: 'Projekte anlegen und Benutzer suchen',
};

/** True if `held` contains `name`; false for anonymous visitors (empty list). */
export function hasPermission(held: readonly string[], name: PermissionName): boolean {
  return held.includes(name);
}

/** Whether someone holding `held` may give or take `changed` permissions (through group
 *  memberships or a group's permissions), or change an account that holds them: only those they
 *  hold themselves, and `project` (creating workspaces), which any user or group manager may hand
 *  out. So a holder of `usermanager` cannot make anyone, themself included, an administrator
 *  (docs/security.md, Rights). */
export function mayGrant(held: readonly string[], changed: Iterable<string>): boolean {
  for (const p of changed) if (p !== 'project' && !held.includes(p)) return false;
  return true;
}
