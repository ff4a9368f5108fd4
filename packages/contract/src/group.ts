import { z } from 'zod';
import { Id, Name } from './common.js';
import { FIELD_MESSAGES } from './field-messages.js';

/** A permission as GET /admin/permissions lists it (docs/product.md §3.6 Permission; docs/architecture.md §6). */
export const Permission = z.object({ Name: z.string(), Description: z.string() });
export type Permission = z.infer<typeof Permission>;

/** A permission held by a group. On write only `Name` counts: other fields (such as the
 *  `Description` of a listed permission moved into the group) are dropped. */
export const PermissionRef = z.object({ Name: z.string().trim().min(1, FIELD_MESSAGES.permissionNameMissing).max(100) });
export type PermissionRef = z.infer<typeof PermissionRef>;

/** Most permissions one group body may name. */
const MAX_GROUP_PERMISSIONS = 100;

/** A group of users holding named permissions (docs/product.md §3.6 Group). */
export const Group = z.object({ ID: Id, Name: z.string(), Permissions: z.array(z.object({ Name: z.string() })) });
export type Group = z.infer<typeof Group>;

/** POST /admin/group body: a name and, optionally, the group's permissions (default none). */
export const CreateGroupBody = z.strictObject({
  Name: Name,
  Permissions: z.array(PermissionRef).max(MAX_GROUP_PERMISSIONS).default([]),
});
export type CreateGroupBody = z.infer<typeof CreateGroupBody>;

/** PUT /admin/group/{id} body: replaces name and permissions. `ID` may be sent back but must match
 *  the path. */
export const UpdateGroupBody = z.strictObject({
  ID: Id.optional(),
  Name: Name,
  Permissions: z.array(PermissionRef).max(MAX_GROUP_PERMISSIONS),
});
export type UpdateGroupBody = z.infer<typeof UpdateGroupBody>;
