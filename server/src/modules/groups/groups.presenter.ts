import type { Group, Permission } from '@mitmachkarte/contract';
import type { GroupsTable, PermissionsTable } from '../../db/schema.js';

/** Row and its permission names → Group (docs/product.md §3): permissions as `{ Name }` objects. */
export const presentGroup = (row: Pick<GroupsTable, 'id' | 'name'>, permissionNames: readonly string[]): Group => ({
  ID: row.id,
  Name: row.name,
  Permissions: permissionNames.map((Name) => ({ Name })),
});

/** Row → Permission (docs/product.md §3): its name and German description. */
export const presentPermission = (row: PermissionsTable): Permission => ({ Name: row.name, Description: row.description });
