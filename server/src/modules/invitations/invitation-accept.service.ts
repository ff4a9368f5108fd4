import { type AcceptInvitationBody, INVITATION_VALID_DAYS, type InvitationInfo } from '@mitmachkarte/contract';
import { canAcceptForAccount } from '../../access/account.rules.js';
import { type Actor, isLoggedIn } from '../../access/actor.js';
import type { Db, Transaction } from '../../db/database.js';
import { AppError, conflict, fieldError, forbidden, validation } from '../../lib/app-error.js';
import { hashPassword, requireStrongPassword } from '../../lib/password.js';
import { hashToken } from '../../lib/tokens.js';
import { inTransaction } from '../../lib/transaction.js';
import { addMember } from '../acl/acl.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { isWellFormedToken } from '../auth/sessions.service.js';
import { createInvitedUser, findUserRowByEmail } from '../users/users.service.js';
import { findInvitationByTokenHash, markInvitationAccepted } from './invitations.repository.js';
import { say } from '../../i18n/messages.js';

/** The page of an invitation link (docs/product.md §17.4): what it shows, and accepting it. */

const INVITATION_INVALID = say('invitationInvalid');
const INVITATION_USED = say('invitationAccepted');
const INVITATION_ENDED = say('invitationReplaced');
const INVITATION_EXPIRED = say('invitationExpired', { days: INVITATION_VALID_DAYS });
const INVITATION_LOGIN_FIRST = say('invitationAccountExists');
const invitationForOther = (email: string) => say('invitationForOther', { email });

type UsableInvitation = NonNullable<Awaited<ReturnType<typeof findInvitationByTokenHash>>>;

/** The open invitation of `token`; VALIDATION (400) for unknown, withdrawn, replaced or expired
 *  links, CONFLICT (409) for a used one, each with its own message. */
async function getOpenInvitation(db: Db, token: string, now: string): Promise<UsableInvitation> {
  const row = isWellFormedToken(token) ? await findInvitationByTokenHash(db, hashToken(token)) : undefined;
  if (!row) throw validation(INVITATION_INVALID);
  if (row.accepted_at !== null) throw conflict(INVITATION_USED);
  if (row.ended_at !== null) throw validation(INVITATION_ENDED);
  if (row.expires_at <= now) throw validation(INVITATION_EXPIRED);
  return row;
}

/** POST /auth/invitation/check `{ Token }`: the project, the invited address and whether it has
 *  an account, for the link's page; errors as getOpenInvitation. Changes nothing. */
export async function checkInvitation(db: Db, token: string): Promise<InvitationInfo> {
  const row = await getOpenInvitation(db, token, new Date().toISOString());
  return {
    WorkspaceID: row.workspace_id, Workspace: row.workspace_name, Email: row.email, InvitedBy: row.inviter_name,
    HasAccount: (await findUserRowByEmail(db, row.email)) !== undefined,
  };
}

/** What accepting did: the account now on the access list, whether it was created (the route
 *  then logs it in), and the project. */
export type Accepted = Readonly<{ userId: string; created: boolean; workspaceId: string; workspace: string }>;

/** Marks the invitation used and puts the account `member` gives (which may create it) on the
 *  access list, with the audit entry `acl.invite.accept` by that account, in one transaction;
 *  returns the account's id. CONFLICT if another request used the link first. */
async function accept(db: Db, invitation: UsableInvitation, member: (trx: Transaction) => Promise<Actor & { userId: string }>): Promise<string> {
  return inTransaction(db, async (trx) => {
    if (!(await markInvitationAccepted(trx, invitation.id, new Date().toISOString()))) throw conflict(INVITATION_USED);
    const actor = await member(trx);
    await addMember(trx, actor, invitation.workspace_id, { ID: actor.userId, Name: actor.name, Email: actor.email });
    await recordAudit(trx, actor, {
      action: 'acl.invite.accept', targetType: 'invitation', targetId: invitation.id, workspaceId: invitation.workspace_id,
      summary: `Einladung angenommen: ${invitation.email}`, after: `${actor.name} (${actor.email})`,
    });
    return actor.userId;
  });
}

/** POST /auth/invitation/accept (docs/product.md §17.4). For an address without an account, the
 *  link proves it: `Name` and `Password` (strength as at registration, requireStrongPassword)
 *  create an active account without groups, which joins the team and is logged in by the route.
 *  For an address with an account, only that account, logged in, may accept
 *  (access/account.rules.ts): UNAUTHENTICATED (401) while logged out, FORBIDDEN (403) for another
 *  account. The owner or a member already in the team just uses the link up. Link errors as
 *  getOpenInvitation; VALIDATION for a missing name or password. */
export async function acceptInvitation(db: Db, actor: Actor, body: AcceptInvitationBody): Promise<Accepted> {
  const invitation = await getOpenInvitation(db, body.Token, new Date().toISOString());
  const done = (userId: string, created: boolean): Accepted => ({ userId, created, workspaceId: invitation.workspace_id, workspace: invitation.workspace_name });
  const account = await findUserRowByEmail(db, invitation.email);
  if (account) {
    if (!isLoggedIn(actor)) throw new AppError('UNAUTHENTICATED', INVITATION_LOGIN_FIRST);
    if (!canAcceptForAccount(actor, account.id)) throw forbidden(invitationForOther(invitation.email));
    return done(await accept(db, invitation, async () => actor), false);
  }
  const errors = [
    ...(body.Name ? [] : [fieldError('Name', say('nameMissing'))]),
    ...(body.Password ? [] : [fieldError('Password', say('choosePassword'))]),
  ];
  if (!body.Name || !body.Password) throw validation(errors.map((e) => e.Message).join(' '), errors);
  await requireStrongPassword(body.Password, [invitation.email, body.Name]);
  const name = body.Name;
  const passwordHash = await hashPassword(body.Password);
  const userId = await accept(db, invitation, async (trx) => {
    const created = await createInvitedUser(trx, { email: invitation.email, name, passwordHash });
    if (!created) throw conflict(INVITATION_LOGIN_FIRST);
    return { userId: created.id, name, email: invitation.email, permissions: [] };
  });
  return done(userId, true);
}
