import {
  INVITATION_VALID_DAYS, type InviteAnswer, type InviteBody, type Invitation, MAX_INVITATIONS_PER_ADDRESS_PER_DAY,
  MAX_INVITATIONS_PER_ADDRESS_PER_WORKSPACE_PER_DAY, MAX_INVITATIONS_PER_INVITER_PER_DAY, MAX_OPEN_INVITATIONS_PER_WORKSPACE,
} from '@mitmachkarte/contract';
import type { Actor } from '../../access/actor.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { AppError, conflict, notFound } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { languageOfUser } from '../../lib/request-language.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { inTransaction } from '../../lib/transaction.js';
import { getManagedWorkspace, listAccessListEntries } from '../acl/acl.service.js';
import { recordAudit } from '../audit/audit.service.js';
import type { MailOutbox } from '../mail/mail-outbox.service.js';
import { enqueueAccountMail } from '../mail/mail.service.js';
import { findUserRowByEmail } from '../users/users.service.js';
import { presentInvitation } from './invitations.presenter.js';
import {
  countInvitationsBy, countInvitationsTo, countOpenInvitations, endInvitation, endInvitationsTo, findInvitationById, insertInvitation, listOpenInvitations,
} from './invitations.repository.js';
import { german, say, type ServerMessage } from '../../i18n/messages.js';

/** Inviting colleagues into a project's team, its access list (docs/product.md §17.4). Who may:
 *  whoever may change the access list (access/workspace.rules.ts canManageAccessList: the owner and the team,
 *  as §17.4 says; what an invitation tells them is nothing about accounts). Accepting a link:
 *  invitation-accept.service.ts. */

/** What inviting needs: the database, PUBLIC_URL and MAIL_FROM, the outbox sender to kick, and
 *  the Host of the request (its organisation signs the mail). */
export type InviteDeps = Readonly<{ db: Db; config: Config; outbox: MailOutbox; host: string | undefined }>;

const DAY_MS = 24 * 3600_000;
const ALREADY_IN_TEAM = say('alreadyOnTeam');
const INVITATION_NOT_OPEN = say('invitationNotOpen');

/** The path of an invitation's page in the web app, under PUBLIC_URL; the token follows. The
 *  token sits in the fragment, which browsers never send to a server. */
export const INVITATION_PAGE = '/#/einladung/';

const openInvitations = async (db: Db, workspaceId: string): Promise<Invitation[]> =>
  (await listOpenInvitations(db, workspaceId, new Date().toISOString())).map(presentInvitation);

/** GET /gis/workspaceacl/invitations/{workspaceID}: the open invitations, newest first. */
export async function listInvitations(db: Db, actor: Actor, workspaceId: string): Promise<Invitation[]> {
  await getManagedWorkspace(db, actor, workspaceId);
  return openInvitations(db, workspaceId);
}

/** The 429 of the first limit `email` would pass with one more invitation by `inviterId` to
 *  `workspaceId` now (anti-abuse, docs/product.md §17.4); undefined within every limit. Counted
 *  from the stored invitations in every state, so that withdrawing does not make room for more
 *  mails to one person. */
async function invitationLimit(db: Db, inviterId: string, workspaceId: string, email: string, now: Date): Promise<AppError | undefined> {
  const at = now.toISOString();
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const limited = (message: ServerMessage) => new AppError('RATE_LIMITED', message, undefined, 3600);
  if (await countOpenInvitations(db, workspaceId, email, at) >= MAX_OPEN_INVITATIONS_PER_WORKSPACE) {
    return limited(say('tooManyOpenInvitations', { n: MAX_OPEN_INVITATIONS_PER_WORKSPACE }));
  }
  if (await countInvitationsBy(db, inviterId, dayAgo) >= MAX_INVITATIONS_PER_INVITER_PER_DAY) {
    return limited(say('tooManyInvitationsSent', { n: MAX_INVITATIONS_PER_INVITER_PER_DAY }));
  }
  if (await countInvitationsTo(db, email, dayAgo, workspaceId) >= MAX_INVITATIONS_PER_ADDRESS_PER_WORKSPACE_PER_DAY) {
    return limited(say('tooManyInvitationsToAddressHere', { email, n: MAX_INVITATIONS_PER_ADDRESS_PER_WORKSPACE_PER_DAY }));
  }
  if (await countInvitationsTo(db, email, dayAgo) >= MAX_INVITATIONS_PER_ADDRESS_PER_DAY) {
    return limited(say('tooManyInvitationsToAddress', { email }));
  }
  return undefined;
}

/** POST /gis/workspaceacl/invite/{workspaceID} `{ Email }`: mails the address a single-use link
 *  valid INVITATION_VALID_DAYS days, which replaces earlier invitations of the workspace to it
 *  (audit `acl.invite`). Whether the address has an account changes neither the answer nor who
 *  joins: an account joins only when it accepts, logged in as that address
 *  (invitation-accept.service.ts), so that the answer names no account and nobody is put on a
 *  team without consent (docs/product.md §17.4, docs/security.md, Rights). CONFLICT (409) for the
 *  owner and members, whose addresses the managers see anyway; RATE_LIMITED (429) beyond the
 *  limits of invitationLimit; the rights as getManagedWorkspace (401/403/404). */
export async function inviteToTeam(deps: InviteDeps, actor: Actor, workspaceId: string, body: InviteBody): Promise<InviteAnswer> {
  const { db } = deps;
  const { workspace } = await getManagedWorkspace(db, actor, workspaceId);
  const email = body.Email;
  const account = await findUserRowByEmail(db, email);
  const team = await listAccessListEntries(db, workspaceId);
  if (account?.id === workspace.owner_id || team.some((member) => member.Email === email)) throw conflict(ALREADY_IN_TEAM);
  const now = new Date();
  const at = now.toISOString();
  // getManagedWorkspace let only a logged-in manager through.
  const limit = await invitationLimit(db, actor.userId!, workspaceId, email, now);
  if (limit) throw limit;
  const token = newToken();
  const row = {
    id: newId(), token_hash: hashToken(token), workspace_id: workspaceId, email, invited_by: actor.userId, inviter_name: actor.name,
    created_at: at, expires_at: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS).toISOString(), accepted_at: null, ended_at: null,
  };
  await inTransaction(db, async (trx) => {
    await endInvitationsTo(trx, workspaceId, email, at);
    await insertInvitation(trx, row);
    // Links are built from PUBLIC_URL only, never from the request's Host header.
    const link = `${deps.config.publicUrl}${INVITATION_PAGE}${token}`;
    // The invitee's language is their account's; without an account it is unknown, and the mail
    // is German, the language of the team's screens (docs/product.md §23.4).
    await enqueueAccountMail(trx, deps.config, { host: deps.host, address: email, language: account && languageOfUser(account) }, {
      kind: 'invitation', link, validDays: INVITATION_VALID_DAYS, workspace: workspace.name, inviter: actor.name, hasAccount: account !== undefined,
    }, now);
    await recordAudit(trx, actor, {
      action: 'acl.invite', targetType: 'invitation', targetId: row.id, workspaceId,
      summary: `Zum Team eingeladen: ${email}`, after: `Einladung an ${email}, gültig bis ${row.expires_at}`,
    });
  });
  deps.outbox.kick();
  return { Message: german(say('invitationSent', { email })), AccessList: team, Invitations: await openInvitations(db, workspaceId) };
}

/** DELETE /gis/workspaceacl/invitation/{invitationID}: a manager of its workspace withdraws an open
 *  invitation (its link stops working; audit `acl.invite.withdraw`) and gets the open invitations
 *  afterwards. NOT_FOUND for unknown, accepted, ended or expired invitations; the rights as
 *  getManagedWorkspace. */
export async function withdrawInvitation(db: Db, actor: Actor, invitationId: string): Promise<Invitation[]> {
  const invitation = await findInvitationById(db, invitationId);
  if (!invitation) throw notFound(INVITATION_NOT_OPEN);
  await getManagedWorkspace(db, actor, invitation.workspace_id);
  const now = new Date().toISOString();
  if (invitation.expires_at <= now) throw notFound(INVITATION_NOT_OPEN);
  await inTransaction(db, async (trx) => {
    if (!(await endInvitation(trx, invitationId, now))) throw notFound(INVITATION_NOT_OPEN);
    await recordAudit(trx, actor, {
      action: 'acl.invite.withdraw', targetType: 'invitation', targetId: invitationId, workspaceId: invitation.workspace_id,
      summary: `Einladung zurückgezogen: ${invitation.email}`, before: `Einladung an ${invitation.email}`,
    });
  });
  return openInvitations(db, invitation.workspace_id);
}
