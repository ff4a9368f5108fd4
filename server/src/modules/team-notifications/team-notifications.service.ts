import { TEAM_NOTIFICATION_DEFAULTS, type TeamNotificationSettings, type TeamUnsubscribeInfo } from '@mitmachkarte/contract';
import type { Actor } from '../../access/actor.js';
import { requireAccess } from '../../access/gate.js';
import { getVisibleWorkspaceAccess } from '../../access/visible.js';
import { canGetTeamNotifications } from '../../access/workspace.rules.js';
import type { Db } from '../../db/database.js';
import { pointTitle } from '../../db/records/point.record.js';
import type { TeamEventKind } from '../../db/schema.js';
import { invalidField, notFound } from '../../lib/app-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { languageOfUser } from '../../lib/request-language.js';
import { inTransaction } from '../../lib/transaction.js';
import { enqueueFollowerMail } from '../mail/mail.service.js';
import type { NotificationDeps } from '../notifications/notifications.service.js';
import { teamAssignmentMail, teamEventMail, type TeamEventText, type TeamMailInput } from './team-mail.templates.js';
import {
  findEventSubject, findTeamSettings, findWorkspaceName, insertTeamEvent, isOnTeam, listImmediateRecipients, upsertTeamSettings,
} from './team-notifications.repository.js';
import { readTeamUnsubscribeToken, teamUnsubscribeToken } from './team-unsubscribe-token.js';
import { say, type ServerMessage } from '../../i18n/messages.js';

/** The team's mails (docs/product.md §16.8): each member's settings per project, the mails at once
 *  on new entries, reports and entries or comments waiting for approval, and the unsubscribe link. */

/** Longest entry title in a team mail, in characters. */
export const TITLE_MAX = 80;
export const TEAM_UNSUBSCRIBED = say('teamUnsubscribed');
export const BAD_TEAM_LINK = say('badMailLink');
const PROJECT_GONE = say('projectGone');

/** The member's settings: their row, else the defaults of the contract. */
async function settingsOf(db: Db, userId: string, workspaceId: string): Promise<TeamNotificationSettings> {
  const row = await findTeamSettings(db, userId, workspaceId);
  return row ? { Entries: row.entries, Reports: row.reports, Approvals: row.approvals } : { ...TEAM_NOTIFICATION_DEFAULTS };
}

/** GET /gis/workspace/{id}/team-notifications: the actor's own settings for the project. NOT_FOUND
 *  for a project they cannot see; 403 (401 anonymous) unless they are on its team
 *  (access/workspace.rules.ts canGetTeamNotifications). */
export async function getTeamNotificationSettings(db: Db, actor: Actor, workspaceId: string): Promise<TeamNotificationSettings> {
  const access = await getVisibleWorkspaceAccess(db, actor, workspaceId);
  requireAccess(actor, canGetTeamNotifications(access));
  return settingsOf(db, actor.userId!, workspaceId);
}

/** PUT /gis/workspace/{id}/team-notifications: stores the actor's settings for the project (the
 *  values are checked by the contract); rights as the GET's. */
export async function setTeamNotificationSettings(db: Db, actor: Actor, workspaceId: string, body: TeamNotificationSettings): Promise<TeamNotificationSettings> {
  const access = await getVisibleWorkspaceAccess(db, actor, workspaceId);
  requireAccess(actor, canGetTeamNotifications(access));
  await upsertTeamSettings(db, {
    user_id: actor.userId!, workspace_id: workspaceId, entries: body.Entries, reports: body.Reports, approvals: body.Approvals, updated_at: nowIso(),
  });
  return settingsOf(db, actor.userId!, workspaceId);
}

function requireToken(secret: string, token: string) {
  const found = readTeamUnsubscribeToken(secret, token);
  if (!found) throw invalidField('Token', BAD_TEAM_LINK);
  return found;
}

/** GET /team-notifications/unsubscribe?Token=…, without login: which project the link is about
 *  (its name only while the link's holder is on its team) and whether any of its team mails still
 *  come. 400 for a token the server did not sign, 404 once the project is gone. */
export async function readTeamUnsubscribeLink(db: Db, secret: string, token: string): Promise<TeamUnsubscribeInfo> {
  const { userId, workspaceId } = requireToken(secret, token);
  const name = await findWorkspaceName(db, workspaceId);
  if (name === undefined) throw notFound(PROJECT_GONE);
  const onTeam = await isOnTeam(db, userId, workspaceId);
  const settings = await settingsOf(db, userId, workspaceId);
  return { WorkspaceName: onTeam ? name : '', Subscribed: onTeam && Object.values(settings).some((f) => f !== 'nie') };
}

/** POST /team-notifications/unsubscribe `{ Token }`, without login: sets all three kinds of the
 *  link's project to `nie` for its holder (again: no change). 400 for a token the server did not
 *  sign, 404 once the project is gone. */
export async function teamUnsubscribe(db: Db, secret: string, token: string): Promise<ServerMessage> {
  const { userId, workspaceId } = requireToken(secret, token);
  if ((await findWorkspaceName(db, workspaceId)) === undefined) throw notFound(PROJECT_GONE);
  await upsertTeamSettings(db, { user_id: userId, workspace_id: workspaceId, entries: 'nie', reports: 'nie', approvals: 'nie', updated_at: nowIso() });
  return TEAM_UNSUBSCRIBED;
}

/** Something the team hears of: a new entry (`eintraege`), a report (`meldungen`) or an entry or
 *  comment waiting for approval (`freigaben`), about entry `pointId` (and comment `commentId`), on
 *  the site `host`. */
export type TeamEvent = { kind: TeamEventKind; workspaceId: string; pointId: string; commentId?: string; host: string | undefined };

/** The inbox filter of the team's page for each kind (docs/product.md §16.8). */
const INBOX_FILTER: Record<TeamEventKind, string> = { eintraege: '', meldungen: '?filter=gemeldet', freigaben: '?filter=freigabe' };

/** The links and names of a team mail to `userId` about workspace `workspaceId`. */
export function teamMailInput(deps: NotificationDeps, to: { userId: string; workspaceId: string; workspaceName: string; title: string }, kind?: TeamEventKind): TeamMailInput {
  const base = deps.config.publicUrl;
  return {
    title: to.title, workspace: to.workspaceName,
    inboxLink: `${base}/#/eingang/${to.workspaceId}${kind ? INBOX_FILTER[kind] : ''}`,
    unsubscribeLink: `${base}/#/team-benachrichtigungen/abbestellen/${teamUnsubscribeToken(deps.secret, to.userId, to.workspaceId)}`,
  };
}

/** The link to an entry on the map, as the follower mails have it. */
export const mapLinkOf = (deps: NotificationDeps, p: { workspace_id: string; layer_id: string; point_id: string }) =>
  `${deps.config.publicUrl}/#/map?${new URLSearchParams({ workspace: p.workspace_id, layer: p.layer_id, punkt: p.point_id })}`;

/** Records `event`, caused by `actor`, for the digests and puts a mail about it into the outbox for
 *  each member of the project's team now who chose `sofort` for its kind (no choice: the default),
 *  except `actor`. Call it in the transaction of the event, so that event and mails exist exactly
 *  when the change does, and kick `deps.outbox` after the commit. Resolves with the number of mails. */
export async function notifyTeam(db: Db, deps: NotificationDeps, actor: Actor, event: TeamEvent, now = nowIso()): Promise<number> {
  return inTransaction(db, async (trx) => {
    await insertTeamEvent(trx, {
      id: newId(), workspace_id: event.workspaceId, kind: event.kind, point_id: event.pointId, comment_id: event.commentId ?? null,
      actor_id: actor.userId, host: event.host ?? '', created_at: now,
    });
    const recipients = await listImmediateRecipients(trx, event.workspaceId, event.kind, actor.userId);
    const subject = recipients.length > 0 ? await findEventSubject(trx, event.pointId) : undefined;
    if (!subject) return 0;
    const text: TeamEventText = {
      kind: event.kind, comment: event.commentId !== undefined, layer: subject.layer_name,
      entry: pointTitle(subject.attributes, subject.layer_schema, TITLE_MAX), mapLink: mapLinkOf(deps, { ...subject, point_id: subject.id }),
    };
    for (const r of recipients) {
      const input = teamMailInput(deps, { userId: r.id, workspaceId: event.workspaceId, workspaceName: subject.workspace_name, title: '' }, event.kind);
      await enqueueFollowerMail(trx, deps.config, { host: event.host ?? '', address: r.email, language: languageOfUser(r) },
        (title, language) => teamEventMail({ ...input, title, event: text }, language), [text.mapLink, input.inboxLink, input.unsubscribeLink]);
    }
    return recipients.length;
  });
}

/** An assignment of an entry (docs/product.md §16.10; with `more` others in one step): to whom
 *  (names), and who hears of it. */
export type AssignmentNotice = {
  workspaceId: string; pointId: string; more: number; host: string | undefined; department: string | null; person: string | null;
  recipients: readonly { id: string; email: string; language?: string | null }[];
};

/** Puts a mail about an assignment into the outbox for each of `notice.recipients` (the caller chose
 *  them: on the team, not the actor), with the link to the entry and to the inbox's filter `mir`.
 *  Call it in the transaction of the assignment and kick the outbox after the commit. Resolves with
 *  the number of mails. */
export async function notifyAssignment(db: Db, deps: NotificationDeps, notice: AssignmentNotice): Promise<number> {
  if (notice.recipients.length === 0) return 0;
  const subject = await findEventSubject(db, notice.pointId);
  if (!subject) return 0;
  const mapLink = mapLinkOf(deps, { ...subject, point_id: subject.id });
  const entry = pointTitle(subject.attributes, subject.layer_schema, TITLE_MAX);
  for (const r of notice.recipients) {
    const base = teamMailInput(deps, { userId: r.id, workspaceId: notice.workspaceId, workspaceName: subject.workspace_name, title: '' });
    const input = { ...base, inboxLink: `${base.inboxLink}?filter=mir` };
    await enqueueFollowerMail(db, deps.config, { host: notice.host ?? '', address: r.email, language: languageOfUser(r) },
      (title, language) => teamAssignmentMail({
        ...input, title, entry, layer: subject.layer_name, mapLink, department: notice.department, person: notice.person, more: notice.more,
      }, language),
      [mapLink, input.inboxLink, input.unsubscribeLink]);
  }
  return notice.recipients.length;
}
