import type { ProjectUpdate, ProjectUpdateBody, ProjectUpdateRecipients, UpdatesUnsubscribeInfo } from '@mitmachkarte/contract';
import { ANONYMOUS, type Actor } from '../../access/actor.js';
import { requireAccess } from '../../access/gate.js';
import { canFollowProject, canPostUpdates, canReadUpdates } from '../../access/project-update.rules.js';
import { findWorkspaceAccess } from '../../access/scope.js';
import { getVisibleWorkspaceAccess } from '../../access/visible.js';
import { canSeeWorkspace } from '../../access/workspace.rules.js';
import type { Db } from '../../db/database.js';
import { say, type ServerMessage } from '../../i18n/messages.js';
import { AppError, invalidField, notFound, unauthenticated } from '../../lib/app-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { languageOfUser, recipientLanguage } from '../../lib/request-language.js';
import { inTransaction } from '../../lib/transaction.js';
import { recordAudit } from '../audit/audit.service.js';
import { enqueueMailAs, mailSenderFor } from '../mail/mail.service.js';
import type { NotificationDeps } from '../notifications/notifications.service.js';
import { presentUpdate } from './project-updates.presenter.js';
import {
  countUpdateRecipients, countUpdatesSince, deleteOptout, deleteProjectFollow, deleteUpdateRow, findUpdate, hasOptedOut, insertOptout, insertProjectFollow,
  insertUpdate, isFollowingProject, listFollowedProjectIds, listProjectFollowsOf, listUpdateRecipients, listUpdatesOf, projectExists, setUpdateRecipients,
} from './project-updates.repository.js';
import { projectUpdateMail } from './update-mail.templates.js';
import { readUpdatesUnsubscribeToken, updatesUnsubscribeToken } from './updates-unsubscribe-token.js';

/** A project's „Neuigkeiten“ (docs/product.md §25.5; docs/decisions/0052): following a project,
 *  the updates its team posts, their mails and the mails' unsubscribe links. Rules in
 *  access/project-update.rules.ts. */

const BAD_LINK = say('badMailLink');
const UPDATE_NOT_FOUND = say('updateNotFound');
/** The window of the per-project limit of updates, in milliseconds. */
const DAY_MS = 24 * 3600_000;

/** POST /gis/workspace/{id}/follow: a signed-in person who sees the project follows its updates
 *  (again: no change) on the site `host`; following also takes back an earlier „Keine Neuigkeiten
 *  mehr“ of the mail's link. NOT_FOUND for projects the actor cannot see, then UNAUTHENTICATED. */
export async function followProject(db: Db, actor: Actor, workspaceId: string, host: string | undefined): Promise<ServerMessage> {
  const access = await getVisibleWorkspaceAccess(db, actor, workspaceId);
  if (!canFollowProject(actor)) throw unauthenticated();
  await inTransaction(db, async (trx) => {
    await insertProjectFollow(trx, { user_id: actor.userId, workspace_id: workspaceId, host: host ?? '', created_at: nowIso() });
    await deleteOptout(trx, actor.userId, workspaceId);
  });
  return say('projectFollowing', { project: access.workspace.name });
}

/** DELETE /gis/workspace/{id}/follow: ends the actor's following; for any id, so that a project
 *  that became invisible can still be left (it confirms nothing). UNAUTHENTICATED for visitors. */
export async function unfollowProject(db: Db, actor: Actor, workspaceId: string): Promise<ServerMessage> {
  if (!canFollowProject(actor)) throw unauthenticated();
  await deleteProjectFollow(db, actor.userId, workspaceId);
  return say('projectNotFollowing');
}

/** Which of `workspaceIds` the actor follows (the flag `Following` of a project); none for visitors. */
export async function followedProjects(db: Db, actor: Actor, workspaceIds: readonly string[]): Promise<Set<string>> {
  return new Set(canFollowProject(actor) ? await listFollowedProjectIds(db, actor.userId, workspaceIds) : []);
}

/** Whether the actor follows the project `workspaceId`. */
export const isFollowing = async (db: Db, actor: Actor, workspaceId: string): Promise<boolean> =>
  canFollowProject(actor) && isFollowingProject(db, actor.userId, workspaceId);

/** GET /gis/workspace/{id}/updates: the newest updates, for everyone who sees the project. */
export async function listUpdates(db: Db, actor: Actor, workspaceId: string): Promise<ProjectUpdate[]> {
  const access = await getVisibleWorkspaceAccess(db, actor, workspaceId);
  requireAccess(actor, canReadUpdates(access));
  return (await listUpdatesOf(db, workspaceId)).map((row) => presentUpdate(row, canPostUpdates(access)));
}

/** GET /gis/workspace/{id}/updates/recipients: how many would get an update now; the team only. */
export async function countRecipients(db: Db, actor: Actor, workspaceId: string): Promise<ProjectUpdateRecipients> {
  const access = await getVisibleWorkspaceAccess(db, actor, workspaceId);
  requireAccess(actor, canPostUpdates(access));
  return { Count: await countUpdateRecipients(db, workspaceId) };
}

/** POST /gis/workspace/{id}/updates: the team publishes an update and mails it, in one
 *  transaction, to each recipient once (project-update.rules.ts updateRecipientsWhere), then kicks
 *  the outbox. `host`: the site it is posted on, whose organisation signs the mails of those who
 *  took part without following (a follower's own site otherwise). 429 beyond `perDay` updates of
 *  the project in 24 hours. */
export async function createUpdate(
  db: Db, deps: NotificationDeps, actor: Actor, workspaceId: string, body: ProjectUpdateBody, host: string | undefined, perDay: number,
): Promise<ProjectUpdate> {
  const update = await inTransaction(db, async (trx) => {
    const access = await getVisibleWorkspaceAccess(trx, actor, workspaceId);
    requireAccess(actor, canPostUpdates(access));
    const now = new Date();
    if (await countUpdatesSince(trx, workspaceId, new Date(now.getTime() - DAY_MS).toISOString()) >= perDay) {
      throw new AppError('RATE_LIMITED', say('updatesPerDay', { max: perDay }));
    }
    const row = { id: newId(), workspace_id: workspaceId, title: body.Title, body: body.Text, author_id: actor.userId, created_at: now.toISOString(), recipients: 0 };
    await insertUpdate(trx, row);
    row.recipients = await mailUpdate(trx, deps, { id: workspaceId, name: access.workspace.name }, row, host, now);
    await setUpdateRecipients(trx, row.id, row.recipients);
    await recordAudit(trx, actor, {
      action: 'workspace.update.create', targetType: 'workspace', targetId: workspaceId, workspaceId,
      summary: `Neuigkeit „${row.title}“ veröffentlicht, an ${row.recipients} Personen per E-Mail`, after: row.body,
    });
    return row;
  });
  deps.outbox.kick();
  return presentUpdate(update, true);
}

/** Puts one mail of `update` per recipient into the outbox, in their language where the site
 *  offers it (docs/product.md §23.4); answers how many. */
async function mailUpdate(
  trx: Db, deps: NotificationDeps, project: { id: string; name: string }, update: { title: string; body: string }, host: string | undefined, now: Date,
): Promise<number> {
  const recipients = await listUpdateRecipients(trx, project.id);
  const senders = new Map<string, Awaited<ReturnType<typeof mailSenderFor>>>();
  const base = deps.config.publicUrl;
  const projectLink = `${base}/#/projekt/${project.id}`;
  for (const r of recipients) {
    const site = r.follow_host ?? host ?? '';
    const sender = senders.get(site) ?? await mailSenderFor(trx, deps.config, site || undefined);
    senders.set(site, sender);
    const token = updatesUnsubscribeToken(deps.secret, r.id, project.id);
    const unsubscribeLink = `${base}/#/neuigkeiten/abbestellen/${token}`;
    const language = recipientLanguage(languageOfUser(r), sender.languages);
    await enqueueMailAs(trx, sender, r.email, (title) => projectUpdateMail({
      title, project: project.name, updateTitle: update.title, text: update.body, projectLink, unsubscribeLink, follows: r.follow_host !== null,
      listUnsubscribe: `${base}/api/v1/project-updates/one-click?${new URLSearchParams({ Token: token })}`,
    }, language), [projectLink, unsubscribeLink], now);
  }
  return recipients.length;
}

/** DELETE /gis/workspace/{id}/updates/{updateId}: the team deletes an update from the page; mails
 *  already sent stay sent. NOT_FOUND for an update not of this project. */
export async function deleteUpdate(db: Db, actor: Actor, workspaceId: string, updateId: string): Promise<ServerMessage> {
  return inTransaction(db, async (trx) => {
    const access = await getVisibleWorkspaceAccess(trx, actor, workspaceId);
    requireAccess(actor, canPostUpdates(access));
    const update = await findUpdate(trx, workspaceId, updateId);
    if (!update) throw notFound(UPDATE_NOT_FOUND);
    await deleteUpdateRow(trx, updateId);
    await recordAudit(trx, actor, {
      action: 'workspace.update.delete', targetType: 'workspace', targetId: workspaceId, workspaceId,
      summary: `Neuigkeit „${update.title}“ gelöscht`, before: update.body,
    });
    return say('updateDeleted');
  });
}

/** GET /project-updates/unsubscribe?Token=…, without login: the project's name (empty while the
 *  link's holder may not see it) and whether its updates still come. 400 for a token the server
 *  did not sign. */
export async function readUpdatesUnsubscribeLink(db: Db, secret: string, token: string): Promise<UpdatesUnsubscribeInfo> {
  const { userId, workspaceId } = requireToken(secret, token);
  const access = await findWorkspaceAccess(db, { ...ANONYMOUS, userId }, workspaceId);
  return {
    WorkspaceName: access && canSeeWorkspace(access) ? access.workspace.name : '',
    Subscribed: !(await hasOptedOut(db, userId, workspaceId)),
  };
}

/** POST /project-updates/unsubscribe `{ Token }` and the one-click address, without login: stops
 *  the project's update mails to the token's holder and ends their following (again: no change).
 *  400 for a token the server did not sign. */
export async function unsubscribeUpdates(db: Db, secret: string, token: string): Promise<ServerMessage> {
  const { userId, workspaceId } = requireToken(secret, token);
  await inTransaction(db, async (trx) => {
    if (!(await projectExists(trx, workspaceId))) return;
    await insertOptout(trx, userId, workspaceId, nowIso());
    await deleteProjectFollow(trx, userId, workspaceId);
  });
  return say('updatesUnsubscribed');
}

function requireToken(secret: string, token: string) {
  const found = readUpdatesUnsubscribeToken(secret, token);
  if (!found) throw invalidField('Token', BAD_LINK);
  return found;
}

/** The projects the user follows for the account's data export (docs/product.md §14): project, since. */
export async function listProjectFollowsForExport(db: Db, userId: string) {
  return (await listProjectFollowsOf(db, userId)).map((f) => ({ WorkspaceID: f.workspace_id, Since: f.created_at }));
}
