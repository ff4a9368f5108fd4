/** Known permission names (DESIGN.md §6). A user holds the union of its groups' permissions. */
export const PERMISSIONS = ['admin', 'usermanager', 'groupmanager', 'orgmanager', 'project'] as const;
export type PermissionName = (typeof PERMISSIONS)[number];

/** German descriptions shown next to each permission in the group screen. */
export const PERMISSION_DESCRIPTIONS: Record<PermissionName, string> = {
  admin: 'Zugang zum Administrationsbereich',
  usermanager: 'Benutzer verwalten',
  groupmanager: 'Gruppen und Berechtigungen verwalten',
  orgmanager: 'Organisationen verwalten',
  project: 'Workspaces anlegen und Benutzer suchen',
};

/** True if `held` contains `name`; false for anonymous visitors (empty list). */
export function hasPermission(held: readonly string[], name: PermissionName): boolean {
  return held.includes(name);
}
