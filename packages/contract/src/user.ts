import { z } from 'zod';
import { Id, Name } from './common.js';
import { Group, PermissionRef } from './group.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './limits.js';
import { UserAttribute } from './registration.js';
import { FIELD_MESSAGES } from './field-messages.js';

export const INVALID_EMAIL = FIELD_MESSAGES.emailInvalid;
const PASSWORD_TOO_SHORT = FIELD_MESSAGES.passwordTooShort;
const PASSWORD_TOO_LONG = FIELD_MESSAGES.passwordTooLong;

/** An e-mail address, trimmed and lower-cased as stored. The domain may be a single label, so that
 *  the default administrator `admin@localhost` (docs/architecture.md §4) can be saved unchanged. */
export const UserEmail = z.string().trim().toLowerCase()
  .min(1, INVALID_EMAIL)
  .max(320, INVALID_EMAIL)
  .regex(/^[^\s@]+@[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)*$/u, INVALID_EMAIL);

/** A user's membership on write: only `ID` counts; the rest of a group object sent back as read
 *  is accepted and ignored. */
export const GroupRef = z.object({
  ID: Id,
  Name: z.string().max(1000).optional(),
  Permissions: z.array(PermissionRef).max(1000).optional(),
});
export type GroupRef = z.infer<typeof GroupRef>;

/** Most groups and attributes one user body may carry. */
const MAX_USER_GROUPS = 200;
const MAX_USER_ATTRIBUTES = 50;

/** A user as the admin API shows it (docs/product.md §3.7 User). Never a password or its hash. `Activation` is
 *  the read-only activation code ('' when none); `Active` the flag that allows login. */
export const User = z.object({
  ID: Id,
  Name: z.string(),
  Email: z.string(),
  Active: z.boolean(),
  Activation: z.string(),
  Groups: z.array(Group),
  Attributes: z.array(z.object({ Key: z.string(), Value: z.string() })),
});
export type User = z.infer<typeof User>;

const UserFields = {
  Name: Name,
  Email: UserEmail,
  Groups: z.array(GroupRef).max(MAX_USER_GROUPS),
  /** Rows whose Key is empty are dropped on save (docs/product.md §4 User attribute rows). */
  Attributes: z.array(UserAttribute).max(MAX_USER_ATTRIBUTES).default([]),
};

/** POST /admin/user body. `Active` defaults to false, `Groups` and `Attributes` to none. */
export const CreateUserBody = z.strictObject({
  ...UserFields,
  Password: z.string().min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT).max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG),
  Active: z.boolean().default(false),
  Groups: UserFields.Groups.default([]),
});
export type CreateUserBody = z.infer<typeof CreateUserBody>;

/** PUT /admin/user/{id} body: replaces name, e-mail, flag, groups and attributes. `Password`
 *  changes the password only when non-empty; `ID` may be sent back but must match the path;
 *  `Activation` may be sent back and is ignored (read-only). */
export const UpdateUserBody = z.strictObject({
  ...UserFields,
  ID: Id.optional(),
  Password: z.string().max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG)
    .refine((p) => p === '' || p.length >= MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)
    .optional(),
  Active: z.boolean(),
  Activation: z.string().max(1000).optional(),
});
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;
