import { z } from 'zod';
import { AclEntry } from './acl.js';
import { UserInfo } from './auth.js';
import { Id } from './common.js';
import { NAME_MAX_LENGTH } from './limits.js';
import { NewPassword } from './registration.js';
import { UserEmail } from './user.js';
import { FIELD_MESSAGES } from './field-messages.js';

/** Invitations to a workspace's team, its access list (docs/product.md §17.4). */

/** A link lives this many days and is used once. */
export const INVITATION_VALID_DAYS = 7;
/** At most this many invitations of a workspace are open at once (anti-abuse). */
export const MAX_OPEN_INVITATIONS_PER_WORKSPACE = 20;
/** At most this many invitations by one manager in 24 hours, over all workspaces (anti-abuse). */
export const MAX_INVITATIONS_PER_INVITER_PER_DAY = 30;
/** At most this many invitations of one workspace to one address in 24 hours (mail flooding). */
export const MAX_INVITATIONS_PER_ADDRESS_PER_WORKSPACE_PER_DAY = 3;
/** At most this many invitations to one address in 24 hours, over all workspaces (mail flooding
 *  through many workspaces). */
export const MAX_INVITATIONS_PER_ADDRESS_PER_DAY = 10;

/** POST /gis/workspaceacl/invite/{workspaceID} body: the colleague's e-mail address. */
export const InviteBody = z.strictObject({ Email: UserEmail });
export type InviteBody = z.infer<typeof InviteBody>;

/** An open invitation as its workspace's managers see it. */
export const Invitation = z.object({
  ID: Id,
  Email: z.string(),
  /** The name of the manager who invited. */
  InvitedBy: z.string(),
  CreatedAt: z.string(),
  ExpiresAt: z.string(),
});
export type Invitation = z.infer<typeof Invitation>;

/** Answer of an invitation: the mail went out (to an address with an account or without: the
 *  answer says nothing about accounts, docs/product.md §17.4), with the access list and the open
 *  invitations afterwards. */
export const InviteAnswer = z.object({
  Message: z.string(),
  AccessList: z.array(AclEntry),
  Invitations: z.array(Invitation),
});
export type InviteAnswer = z.infer<typeof InviteAnswer>;

/** Body of the public invitation calls: the token of the mailed link. */
export const InvitationTokenBody = z.strictObject({ Token: z.string().max(200) });
export type InvitationTokenBody = z.infer<typeof InvitationTokenBody>;

/** What the page of an invitation link shows: the project, the invited address and whether an
 *  account of that address exists (then it is accepted after logging in as that account). */
export const InvitationInfo = z.object({
  WorkspaceID: Id,
  Workspace: z.string(),
  Email: z.string(),
  InvitedBy: z.string(),
  HasAccount: z.boolean(),
});
export type InvitationInfo = z.infer<typeof InvitationInfo>;

/** POST /auth/invitation/accept body: the token, and for a new account its name and password
 *  (left out when the address has an account and its owner is logged in). */
export const AcceptInvitationBody = z.strictObject({
  Token: z.string().max(200),
  Name: z.string().trim().min(1, FIELD_MESSAGES.nameMissing).max(NAME_MAX_LENGTH, FIELD_MESSAGES.nameTooLong).optional(),
  Password: NewPassword.optional(),
});
export type AcceptInvitationBody = z.infer<typeof AcceptInvitationBody>;

/** Answer of an accepted invitation: the project and the caller, now logged in as the invited account. */
export const AcceptInvitationAnswer = z.object({ WorkspaceID: Id, Workspace: z.string(), User: UserInfo });
export type AcceptInvitationAnswer = z.infer<typeof AcceptInvitationAnswer>;
