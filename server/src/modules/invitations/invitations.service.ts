import {
  INVITATION_VALID_DAYS, type InviteAnswer, type InviteBody, type Invitation,
  MAX_INVITATIONS_PER_INVITER_PER_DAY, MAX_OPEN_INVITATIONS_PER_WORKSPACE,
} from '@mitmachkarte/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, conflict, notFound } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { inTransaction } from '../../lib/transaction.js';
import { addMember, getManagedWorkspace, listAccessListEntries } from '../acl/acl.service.js';
import { recordAudit } from '../audit/audit.service.js';
import type { MailOutbox } from '../mail/mail-outbox.service.js';
import { enqueueAccountMail } from '../mail/mail.service.js';
import { findUserRowByEmail } from '../users/users.service.js';
import { presentInvitation } from './invitations.presenter.js';
import {
  countInvitationsBy, countOpenInvitations, endInvitation, endInvitationsTo, findInvitationById, insertInvitation, listOpenInvitations,
} from './invitations.repository.js';

/** Inviting colleagues into a project's team, its access list (docs/product.md §17.4). Who may:
 *  whoever may change the access list (acl.policy.ts canManageAccessList). Accepting a link:
 *  invitation-accept.service.ts. */

/** What inviting needs: the database, PUBLIC_URL and MAIL_FROM, the outbox sender to kick, and
 *  the Host of the request (its organisation signs the mail). */
export type InviteDeps = Readonly<{ db: Db; config: Config; outbox: MailOutbox; host: string | undefined }>;

const DAY_MS = 24 * 3600_000;
const ALREADY_IN_TEAM = 'Diese Person gehört bereits zum Team des Projekts.';
const INVITATION_NOT_OPEN = 'Die Einladung wurde nicht gefunden oder ist nicht mehr offen.';

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

/** POST /gis/workspaceacl/invite/{workspaceID} `{ Email }`. An address with an account goes on
 *  the access list at once (`Added: true`, in the audit log as `acl.add`); any other gets an
 *  invitation mail with a single-use link valid INVITATION_VALID_DAYS days, which replaces earlier
 *  invitations of the workspace to that address (`Added: false`, audit `acl.invite`). CONFLICT
 *  (409) for the owner and members; RATE_LIMITED (429) beyond MAX_OPEN_INVITATIONS_PER_WORKSPACE
 *  open invitations or MAX_INVITATIONS_PER_INVITER_PER_DAY by the actor; the rights as
 *  getManagedWorkspace (401/403/404). */
export async function inviteToTeam(deps: InviteDeps, actor: Actor, workspaceId: string, body: InviteBody): Promise<InviteAnswer> {
  const { db } = deps;
  const { workspace } = await getManagedWorkspace(db, actor, workspaceId);
  const email = body.Email;
  const account = await findUserRowByEmail(db, email);
  const answer = async (Added: boolean, Message: string): Promise<InviteAnswer> => ({
    Added, Message, AccessList: await listAccessListEntries(db, workspaceId), Invitations: await openInvitations(db, workspaceId),
  });
  if (account) {
    if (account.id === workspace.owner_id) throw conflict(ALREADY_IN_TEAM);
    const added = await inTransaction(db, async (trx) => {
      await endInvitationsTo(trx, workspaceId, email, new Date().toISOString());
      return addMember(trx, actor, workspaceId, { ID: account.id, Name: account.name, Email: account.email });
    });
    if (!added) throw conflict(ALREADY_IN_TEAM);
    return answer(true, `${account.name || account.email} gehört jetzt zum Team.`);
  }
  const now = new Date();
  const at = now.toISOString();
  if (await countOpenInvitations(db, workspaceId, email, at) >= MAX_OPEN_INVITATIONS_PER_WORKSPACE) {
    throw new AppError('RATE_LIMITED', `Dieses Projekt hat schon ${MAX_OPEN_INVITATIONS_PER_WORKSPACE} offene Einladungen. Bitte ziehen Sie zuerst eine zurück oder warten Sie, bis welche angenommen sind.`);
  }
  if (await countInvitationsBy(db, actor.userId!, new Date(now.getTime() - DAY_MS).toISOString()) >= MAX_INVITATIONS_PER_INVITER_PER_DAY) {
    throw new AppError('RATE_LIMITED', `Sie haben in den letzten 24 Stunden schon ${MAX_INVITATIONS_PER_INVITER_PER_DAY} Einladungen verschickt. Bitte versuchen Sie es morgen wieder.`);
  }
  const token = newToken();
  const validFor = `${INVITATION_VALID_DAYS} Tage`;
  const row = {
    id: newId(), token_hash: hashToken(token), workspace_id: workspaceId, email, invited_by: actor.userId, inviter_name: actor.name,
    created_at: at, expires_at: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS).toISOString(), accepted_at: null, ended_at: null,
  };
  await inTransaction(db, async (trx) => {
    await endInvitationsTo(trx, workspaceId, email, at);
    await insertInvitation(trx, row);
    // Links are built from PUBLIC_URL only, never from the request's Host header.
    const link = `${deps.config.publicUrl}${INVITATION_PAGE}${token}`;
    await enqueueAccountMail(trx, deps.config, { host: deps.host, address: email }, { kind: 'invitation', link, validFor, workspace: workspace.name, inviter: actor.name }, now);
    await recordAudit(trx, actor, {
      action: 'acl.invite', targetType: 'invitation', targetId: row.id, workspaceId,
      summary: `Zum Team eingeladen: ${email}`, after: `Einladung an ${email}, gültig bis ${row.expires_at}`,
    });
  });
  deps.outbox.kick();
  return answer(false, `Die Einladung an ${email} wurde verschickt.`);
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
