import type { OnBehalfBody, Reporter, UnsubscribeInfo } from '@mitmachkarte/contract';
import type { Actor } from '../../access/actor.js';
import { canReadReporter } from '../../access/point.rules.js';
import type { Db } from '../../db/database.js';
import { pointTitle } from '../../db/records/point.record.js';
import { invalidField, notFound } from '../../lib/app-error.js';
import { enqueueFollowerMail } from '../mail/mail.service.js';
import {
  followerAnswerMail, followerResponseMail, followerStatusMail, reporterReceiptMail, type FollowerMailInput, type MailContent,
} from '../mail/mail.templates.js';
import type { EntryNews, NotificationDeps } from '../notifications/notifications.service.js';
import { findMailedReporter, findReporter, findReporterLink, insertReporter, stopReporterMails } from './reporters.repository.js';
import { presentReporter } from './reporters.presenter.js';
import { readReporterToken, reporterToken } from './reporter-token.js';
import { say, type ServerMessage } from '../../i18n/messages.js';

/** Entries recorded for someone else (docs/product.md §16.12): the reporter's channel and
 *  contact, internal to the project's team, and the status mails to their address without an
 *  account, each with a link that ends them. */

/** Longest entry title in a mail's subject and text, in characters. */
const TITLE_MAX = 80;

export const REPORTER_UNSUBSCRIBED = say('entryUnsubscribed');
export const BAD_REPORTER_LINK = say('badMailLink');
const ENTRY_GONE = say('entryGone');

/** Stores whom the team member `actor` recorded the new entry `pointId` for, on the site `host`
 *  (the caller checked access/point.rules.ts canRecordOnBehalf). With StatusMails the address gets
 *  „Ihre Meldung ist eingegangen“ now, through the outbox (`notify`; the caller kicks it after the
 *  commit). Run it in the transaction that creates the entry. Answers the Reporter for the team. */
export async function recordReporter(
  trx: Db, actor: Actor, pointId: string, body: OnBehalfBody, host: string, now: string, notify: NotificationDeps | undefined,
): Promise<Reporter> {
  const row = {
    point_id: pointId, channel: body.Channel, name: body.Name, email: body.Email, phone: body.Phone,
    status_mails: body.StatusMails && body.Email !== '' ? 1 as const : 0 as const, host, created_by: actor.userId, created_at: now,
  };
  await insertReporter(trx, row);
  if (row.status_mails === 1 && notify) await mailReporter(trx, notify, pointId, reporterReceiptMail);
  return presentReporter(row);
}

/** The Reporter of an entry for a reader with `access`: only the project's team
 *  (access/point.rules.ts canReadReporter); undefined for everyone else and for entries nobody
 *  was recorded for. */
export async function reporterFor(db: Db, access: { isManager: boolean }, pointId: string): Promise<Reporter | undefined> {
  if (!canReadReporter(access)) return undefined;
  const row = await findReporter(db, pointId);
  return row && presentReporter(row);
}

/** Puts the mail about `news` of entry `pointId` into the outbox for its reporter, if they get the
 *  status mails: the follower's mail (one for a status and an answer in one step), with their own
 *  unsubscribe link. Call it in the transaction of the change; the caller kicks the outbox. */
export async function notifyReporter(trx: Db, deps: NotificationDeps, pointId: string, news: EntryNews): Promise<boolean> {
  if (!news.status && !news.answer) return false;
  return mailReporter(trx, deps, pointId, (input) => (news.status && news.answer
    ? followerResponseMail({ ...input, ...news.status, ...news.answer })
    : news.status ? followerStatusMail({ ...input, ...news.status }) : followerAnswerMail({ ...input, ...news.answer! })));
}

async function mailReporter(trx: Db, deps: NotificationDeps, pointId: string, compose: (input: FollowerMailInput) => MailContent): Promise<boolean> {
  const point = await findMailedReporter(trx, pointId);
  if (!point) return false;
  const base = deps.config.publicUrl;
  const mapLink = `${base}/#/map?${new URLSearchParams({ workspace: point.workspace_id, layer: point.layer_id, punkt: point.id })}`;
  const unsubscribeLink = `${base}/#/meldung/abbestellen/${reporterToken(deps.secret, point.id)}`;
  const entry = pointTitle(point.attributes, point.layer_schema, TITLE_MAX);
  await enqueueFollowerMail(trx, deps.config, { host: point.host, address: point.email },
    (title) => compose({ title, entry, layer: point.layer_name, mapLink, unsubscribeLink, reporter: true }), [mapLink, unsubscribeLink]);
  return true;
}

/** GET /notifications/reporter-unsubscribe?Token=…, without login: the entry the link is about
 *  (its reporter knows it: they reported it) and whether its mails still come. 400 for a token
 *  the server did not sign, 404 once the entry or its reporter's data is gone. Names no person. */
export async function readReporterLink(db: Db, secret: string, token: string): Promise<UnsubscribeInfo> {
  const pointId = requireToken(secret, token);
  const found = await findReporterLink(db, pointId);
  if (!found || found.deleted_at !== null) throw notFound(ENTRY_GONE);
  return { Title: pointTitle(found.attributes, found.layer_schema, TITLE_MAX), LayerName: found.layer_name, Following: found.status_mails === 1 };
}

/** POST /notifications/reporter-unsubscribe `{ Token }`, without login: the reporter of the entry
 *  gets no more mails about it (again: no change). 400 for a token the server did not sign. */
export async function unsubscribeReporter(db: Db, secret: string, token: string): Promise<ServerMessage> {
  await stopReporterMails(db, requireToken(secret, token));
  return REPORTER_UNSUBSCRIBED;
}

function requireToken(secret: string, token: string): string {
  const pointId = readReporterToken(secret, token);
  if (!pointId) throw invalidField('Token', BAD_REPORTER_LINK);
  return pointId;
}
