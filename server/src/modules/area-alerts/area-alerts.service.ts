import {
  ALERT_AREA_MAX_KM2, ALERT_CONFIRM_DAYS, type AreaAlert, type AreaAlertCreated, type CreateAreaAlertBody, type Language, MAX_AREA_ALERTS,
  type UpdateAreaAlertBody,
} from '@mitmachkarte/contract';
import { canHoldAlerts, ownsAlert } from '../../access/area-alert.rules.js';
import type { Actor } from '../../access/actor.js';
import type { Db } from '../../db/database.js';
import { say, type ServerMessage } from '../../i18n/messages.js';
import { conflict, invalidField, notFound, unauthenticated } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { inTransaction } from '../../lib/transaction.js';
import { enqueueFollowerMail } from '../mail/mail.service.js';
import type { NotificationDeps } from '../notifications/notifications.service.js';
import { alertConfirmMail } from './alert-mail.templates.js';
import { areaProblem, boundsOf } from './alert-geometry.js';
import { cellsOf } from './alert-grid.js';
import { alertToken, readAlertToken } from './alert-tokens.js';
import { presentAlert } from './area-alerts.presenter.js';
import {
  confirmAlertByHash, countAlertsOf, countAlertsOfEmailSince, deleteAlert, deleteExpiredAlerts, findAlert, insertAlert, listAlertsOfUser,
  listPublicWorkspaceIds, setAlertPaused,
} from './area-alerts.repository.js';

/** Area alerts (docs/product.md §24.2; docs/decisions/0043): making one (an account's at once, an
 *  address's after the mailed link confirms it), the account's list „Meine Benachrichtigungen“,
 *  and the mailed links that confirm and end one. */

const DAY_MS = 24 * 3600_000;
/** Confirmation mails one address gets a day at most. */
export const ALERT_MAILS_PER_ADDRESS_DAY = 3;

const BAD_LINK = say('badMailLink');
const ALERT_NOT_FOUND = say('alertNotFound');

/** The secret link of an alert's Atom feed. */
export const feedUrlOf = (deps: Pick<NotificationDeps, 'config' | 'secret'>, alertId: string) =>
  `${deps.config.publicUrl}/api/v1/feeds/alert/${alertToken(deps.secret, 'area-alert-feed', alertId)}.atom`;

/** The link of every alert mail that ends the alert (the web app's page posts it). */
export const unsubscribeUrlOf = (deps: Pick<NotificationDeps, 'config' | 'secret'>, alertId: string) =>
  `${deps.config.publicUrl}/#/gebietsbenachrichtigung/abbestellen/${alertToken(deps.secret, 'area-alert-unsubscribe', alertId)}`;

/** The address a mail program posts `List-Unsubscribe=One-Click` to (RFC 8058), carried by every
 *  alert mail as List-Unsubscribe: the same token as the link, answered by area-alert-one-click.routes.ts. */
export const oneClickUrlOf = (deps: Pick<NotificationDeps, 'config' | 'secret'>, alertId: string) =>
  `${deps.config.publicUrl}/api/v1/area-alerts/one-click/${alertToken(deps.secret, 'area-alert-unsubscribe', alertId)}`;

const AREA_PROBLEMS: Record<NonNullable<ReturnType<typeof areaProblem>>, ServerMessage> = {
  crossing: say('alertCrossing'), empty: say('alertEmpty'), tooLarge: say('alertTooLarge', { max: ALERT_AREA_MAX_KM2 }), tooWide: say('alertTooWide'),
};

/** POST /area-alerts: makes an alert. 400 for a drawn area that crosses itself, has no extent or
 *  is too large, for a project that is not public (or not there), and without `Email` for an
 *  anonymous visitor; nothing is stored then. An account's alert works at once (409 beyond
 *  MAX_AREA_ALERTS). An anonymous visitor's is stored unconfirmed and the address gets the link
 *  that confirms it (`host`'s organisation signs, in `language`); it expires after
 *  ALERT_CONFIRM_DAYS. An address that holds MAX_AREA_ALERTS alerts, or got
 *  ALERT_MAILS_PER_ADDRESS_DAY confirmations today, gets nothing more, with the same answer, so
 *  that the answer tells nobody which addresses have alerts. */
export async function createAreaAlert(
  db: Db, deps: NotificationDeps, actor: Actor, body: CreateAreaAlertBody, site: { host: string | undefined; language: Language }, now = new Date(),
): Promise<AreaAlertCreated> {
  const problem = areaProblem(body.Area);
  if (problem) throw invalidField('Area', AREA_PROBLEMS[problem]);
  const projects = [...new Set(body.Projects)];
  if ((await listPublicWorkspaceIds(db, projects)).length !== projects.length) throw invalidField('Projects', say('alertProjectUnknown'));
  const email = body.Email?.toLowerCase();
  if (!canHoldAlerts(actor) && !email) throw invalidField('Email', say('alertEmailMissing'));
  const at = now.toISOString();
  const bounds = boundsOf(body.Area);
  const row = {
    id: newId(), user_id: null as string | null, email: null as string | null, language: site.language as string | null, host: site.host ?? '',
    area: JSON.stringify(body.Area), min_lat: bounds.minLat, max_lat: bounds.maxLat, min_lng: bounds.minLng, max_lng: bounds.maxLng,
    projects: JSON.stringify(projects), categories: JSON.stringify([...new Set(body.Categories ?? [])]), frequency: body.Frequency, paused: 0 as const,
    confirm_hash: null as string | null, confirmed_at: at as string | null, expires_at: null as string | null, mailed_until: null, created_at: at,
  };
  if (canHoldAlerts(actor)) {
    if ((await countAlertsOf(db, { userId: actor.userId })) >= MAX_AREA_ALERTS) throw conflict(say('alertLimit', { max: MAX_AREA_ALERTS }));
    const stored = { ...row, user_id: actor.userId, language: actor.language ?? null };
    await inTransaction(db, (trx) => insertAlert(trx, stored, cellsOf(bounds)));
    return { Message: '', Alert: presentAlert(stored, feedUrlOf(deps, stored.id)) };
  }
  const held = await countAlertsOf(db, { email: email! });
  const mailedToday = await countAlertsOfEmailSince(db, email!, new Date(now.getTime() - DAY_MS).toISOString());
  if (held < MAX_AREA_ALERTS && mailedToday < ALERT_MAILS_PER_ADDRESS_DAY) {
    const token = newToken();
    const link = `${deps.config.publicUrl}/#/gebietsbenachrichtigung/bestaetigen/${token}`;
    const stored = {
      ...row, email: email!, confirm_hash: hashToken(token), confirmed_at: null, expires_at: new Date(now.getTime() + ALERT_CONFIRM_DAYS * DAY_MS).toISOString(),
    };
    await inTransaction(db, async (trx) => {
      await insertAlert(trx, stored, cellsOf(bounds));
      await enqueueFollowerMail(trx, deps.config, { host: stored.host, address: email!, language: site.language },
        (title, language) => alertConfirmMail({ title, link, days: ALERT_CONFIRM_DAYS }, language), [link], now);
    });
    deps.outbox.kick();
  }
  return { Message: '', Alert: null };
}

/** The message of POST /area-alerts: set up at once, or waiting for the mailed link. */
export const createdMessage = (created: AreaAlertCreated): ServerMessage => (created.Alert ? say('alertCreated') : say('alertConfirmSent'));

/** POST /area-alerts/confirm `{ Token }`, without login: confirms the alert of the mailed link
 *  (again: the same answer). 400 for a token that names no waiting alert or an expired one. */
export async function confirmAreaAlert(db: Db, token: string, now = new Date()): Promise<ServerMessage> {
  if (!(await confirmAlertByHash(db, hashToken(token), now.toISOString()))) throw invalidField('Token', BAD_LINK);
  return say('alertConfirmed');
}

/** POST /area-alerts/unsubscribe `{ Token }`, without login: deletes the alert of the mail's
 *  link (again, or once deleted: the same answer). 400 for a token the server did not sign. */
export async function unsubscribeAreaAlert(db: Db, secret: string, token: string): Promise<ServerMessage> {
  const id = readAlertToken(secret, 'area-alert-unsubscribe', token);
  if (!id) throw invalidField('Token', BAD_LINK);
  await deleteAlert(db, id);
  return say('alertUnsubscribed');
}

/** GET /auth/area-alerts: the account's alerts („Meine Benachrichtigungen“). 401 for anonymous. */
export async function listOwnAreaAlerts(db: Db, deps: Pick<NotificationDeps, 'config' | 'secret'>, actor: Actor): Promise<AreaAlert[]> {
  if (!canHoldAlerts(actor)) throw unauthenticated();
  return (await listAlertsOfUser(db, actor.userId)).map((row) => presentAlert(row, feedUrlOf(deps, row.id)));
}

/** The account's alert `id`; 401 for anonymous, 404 for any other. */
async function getOwnAlert(db: Db, actor: Actor, id: string) {
  if (!canHoldAlerts(actor)) throw unauthenticated();
  const alert = await findAlert(db, id);
  if (!alert || !ownsAlert(actor, alert)) throw notFound(ALERT_NOT_FOUND);
  return alert;
}

/** PUT /auth/area-alerts/{id}: pauses or resumes one of the account's alerts. */
export async function updateOwnAreaAlert(db: Db, deps: Pick<NotificationDeps, 'config' | 'secret'>, actor: Actor, id: string, body: UpdateAreaAlertBody): Promise<AreaAlert> {
  const alert = await getOwnAlert(db, actor, id);
  await setAlertPaused(db, id, body.Paused);
  return presentAlert({ ...alert, paused: body.Paused ? 1 : 0 }, feedUrlOf(deps, id));
}

/** DELETE /auth/area-alerts/{id}: deletes one of the account's alerts. */
export async function deleteOwnAreaAlert(db: Db, actor: Actor, id: string): Promise<ServerMessage> {
  await getOwnAlert(db, actor, id);
  await deleteAlert(db, id);
  return say('alertDeleted');
}

/** Deletes the alerts by e-mail that were not confirmed in time (the digest run calls it). */
export const deleteUnconfirmedAlerts = (db: Db, now = new Date()) => deleteExpiredAlerts(db, now.toISOString());


/** The account's alerts for its data export (docs/product.md §14, §24.2): area, projects,
 *  categories, frequency, paused, made. */
export async function listAreaAlertsForExport(db: Db, userId: string) {
  return (await listAlertsOfUser(db, userId)).map((row) => {
    const { FeedUrl: _feed, ...alert } = presentAlert(row, '');
    return alert;
  });
}
