import { z } from 'zod';
import { Id } from './common.js';
import { UserEmail } from './user.js';
import { FIELD_MESSAGES } from './field-messages.js';

/** One user on a workspace's access list (docs/product.md §3.9 Workspace access entry). The owner is not on
 *  the list: owners have every right anyway. */
export const AclEntry = z.object({ ID: Id, Name: z.string(), Email: z.string() });
export type AclEntry = z.infer<typeof AclEntry>;

const ONE_OF_EMAIL_OR_ID = FIELD_MESSAGES.emailOrId;

/** POST /gis/workspaceacl/add|remove/{workspaceID} body: the user by e-mail address or by id,
 *  exactly one of the two and nothing else. */
export const AclChangeBody = z.union([z.strictObject({ Email: UserEmail }), z.strictObject({ ID: Id })], { error: ONE_OF_EMAIL_OR_ID });
export type AclChangeBody = z.infer<typeof AclChangeBody>;

/** POST /gis/workspace/{id}/transfer body: the new owner's e-mail address (docs/product.md §6). */
export const TransferBody = z.strictObject({ Email: UserEmail });
export type TransferBody = z.infer<typeof TransferBody>;
