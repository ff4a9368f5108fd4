import type { NotificationSettings, NotificationSettingsBody, UnsubscribeInfo } from '@mitmachkarte/contract';
import { canFollow } from '../../access/account.rules.js';
import type { Actor } from '../../access/actor.js';
import { getVisiblePoint } from '../../access/visible.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { pointTitle } from '../../db/records/point.record.js';
import { invalidField, notFound, unauthenticated } from '../../lib/app-error.js';
import { nowIso } from '../../lib/ids.js';
import { languageOfUser } from '../../lib/request-language.js';
import type { MailOutbox } from '../mail/mail-outbox.service.js';
import { enqueueFollowerMail } from '../mail/mail.service.js';
import { followerAnswerMail, followerResponseMail, followerStatusMail, type FollowerMailInput, type MailContent } from '../mail/mail.templates.js';
import {
  deleteFollow, findFollow, findNotificationsOff, findPointForMail, insertFollow, isPointSeenBy, listFollowsOfUser, listMailedFollowers, moveFollows, setNotificationsOff,
} from './follows.repository.js';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token.js';
import { say, type ServerMessage } from '../../i18n/messages.js';

/** Following entries and the mails to their followers (docs/product.md §16.7). */

/** What mails to followers need: the site's address for links, the server's secret that signs
 *  the unsubscribe links, and the outbox's sender, kicked once the mails are committed. */
export type NotificationDeps = Readonly<{ config: Config; secret: string; outbox: Pick<MailOutbox, 'kick'> }>;

/** Longest entry title in a mail's subject and text, in characters. */
const TITLE_MAX = 80;

export const FOLLOWING = say('following');
export const NOT_FOLLOWING = say('notFollowing');
export const UNSUBSCRIBED = say('entryUnsubscribed');
export const BAD_LINK = say('badMailLink');
const ENTRY_GONE = say('entryGone');

/** POST /gis/point/{id}/follow: a logged-in user who can see the entry follows it (again: no
 *  change); `host` is the site they follow it on, whose organisation signs their mails.
 *  NOT_FOUND for entries the actor cannot see, then UNAUTHENTICATED for visitors. */
export async function followPoint(db: Db, actor: Actor, pointId: string, host: string | undefined): Promise<ServerMessage> {
  await getVisiblePoint(db, actor, pointId);
  if (!canFollow(actor)) throw unauthenticated();
  await startFollowing(db, actor, pointId, host);
  return FOLLOWING;
}

/** The actor follows the entry from now on, on the site `host` (again: no change); no-op for
 *  anonymous visitors. Authors follow their new entry this way in the transaction that saves it. */
export async function startFollowing(db: Db, actor: Actor, pointId: string, host: string | undefined, now = nowIso()): Promise<void> {
  if (!canFollow(actor)) return;
  await insertFollow(db, { user_id: actor.userId, point_id: pointId, host: host ?? '', created_at: now, comments_seen_at: now, comments_mailed_at: null });
}

/** DELETE /gis/point/{id}/follow: ends the user's following; also for entries deleted since, so
 *  that the profile's list can always be cleared. UNAUTHENTICATED for visitors. */
export async function unfollowPoint(db: Db, actor: Actor, pointId: string): Promise<ServerMessage> {
  if (!canFollow(actor)) throw unauthenticated();
  await deleteFollow(db, actor.userId, pointId);
  return NOT_FOLLOWING;
}

/** GET /auth/notifications: „Keine E-Mails“ and the entries the user follows and may see now
 *  (follows.repository.ts): nothing of an entry they can no longer see, neither its id nor its
 *  title. */
export async function getNotificationSettings(db: Db, actor: Actor): Promise<NotificationSettings> {
  if (!canFollow(actor)) throw unauthenticated();
  const [off, follows] = await Promise.all([findNotificationsOff(db, actor.userId), listFollowsOfUser(db, actor.userId)]);
  return {
    NoMail: off,
    Follows: follows.map((f) => ({
      PointID: f.point_id, Workspace: f.workspace_id, Layer: f.layer_id, LayerName: f.layer_name,
      Title: pointTitle(f.attributes, f.layer_schema, TITLE_MAX), Since: f.created_at,
    })),
  };
}

/** PUT /auth/notifications: switches „Keine E-Mails“ on or off; the follows stay. */
export async function setNotificationSettings(db: Db, actor: Actor, body: NotificationSettingsBody): Promise<NotificationSettings> {
  if (!canFollow(actor)) throw unauthenticated();
  await setNotificationsOff(db, actor.userId, body.NoMail);
  return getNotificationSettings(db, actor);
}

/** GET /notifications/unsubscribe?Token=…, without login: which entry the link is about and
 *  whether its mails still come. 400 for a token the server did not sign, 404 once the entry is
 *  gone. Names no person, and neither the entry nor its map while the link's follower may not see
 *  the entry (title and map name empty). */
export async function readUnsubscribeLink(db: Db, secret: string, token: string): Promise<UnsubscribeInfo> {
  const { userId, pointId } = requireToken(secret, token);
  const point = await findPointForMail(db, pointId);
  if (!point || point.deleted_at !== null) throw notFound(ENTRY_GONE);
  const seen = await isPointSeenBy(db, pointId, userId);
  return {
    Title: seen ? pointTitle(point.attributes, point.layer_schema, TITLE_MAX) : '',
    LayerName: seen ? point.layer_name : '',
    Following: (await findFollow(db, userId, pointId)) !== undefined,
  };
}

/** POST /notifications/unsubscribe `{ Token }`, without login: ends the following the token
 *  names (again: no change). 400 for a token the server did not sign. */
export async function unsubscribe(db: Db, secret: string, token: string): Promise<ServerMessage> {
  const { userId, pointId } = requireToken(secret, token);
  await deleteFollow(db, userId, pointId);
  return UNSUBSCRIBED;
}

function requireToken(secret: string, token: string) {
  const found = readUnsubscribeToken(secret, token);
  if (!found) throw invalidField('Token', BAD_LINK);
  return found;
}

/** What happened to an entry that its followers hear of at once, in one mail: a new status (its
 *  label and note), a new or changed official answer, or both. */
export type EntryNews = { status?: { status: string; note: string }; answer?: { answer: string; organisation: string } };

/** Puts a mail about `news` of entry `pointId` into the outbox for each of its followers who get
 *  mails and may see the entry now (follows.repository.ts listMailedFollowers: the rule of the
 *  point lists, so a map made non-public or a hidden entry reaches only who still sees it), except
 *  `actor`, who made the change. Call it in the transaction of the change, so that the mails exist
 *  exactly when the change does, and kick `deps.outbox` after the commit. */
export async function notifyFollowers(trx: Db, deps: NotificationDeps, actor: Actor, pointId: string, news: EntryNews): Promise<number> {
  const point = await findPointForMail(trx, pointId);
  if (!point) return 0;
  const followers = await listMailedFollowers(trx, pointId, actor.userId);
  for (const follower of followers) {
    await mailFollower(trx, deps, follower, point, (input) => (news.status && news.answer
      ? followerResponseMail({ ...input, ...news.status, ...news.answer })
      : news.status ? followerStatusMail({ ...input, ...news.status }) : followerAnswerMail({ ...input, ...news.answer! })));
  }
  return followers.length;
}

type MailedPoint = NonNullable<Awaited<ReturnType<typeof findPointForMail>>>;

/** Composes and enqueues one mail about `point` to `follower`, with the map and unsubscribe links,
 *  in the follower's language (docs/product.md §23). */
export async function mailFollower(
  trx: Db, deps: NotificationDeps, follower: { user_id: string; host: string; email: string; language?: string | null }, point: MailedPoint,
  compose: (input: FollowerMailInput) => MailContent,
): Promise<void> {
  const base = deps.config.publicUrl;
  const mapLink = `${base}/#/map?${new URLSearchParams({ workspace: point.workspace_id, layer: point.layer_id, punkt: point.id })}`;
  const unsubscribeLink = `${base}/#/benachrichtigungen/abbestellen/${unsubscribeToken(deps.secret, follower.user_id, point.id)}`;
  const entry = pointTitle(point.attributes, point.layer_schema, TITLE_MAX);
  await enqueueFollowerMail(trx, deps.config, { host: follower.host, address: follower.email, language: languageOfUser(follower) },
    (title, language) => compose({ title, entry, layer: point.layer_name, mapLink, unsubscribeLink, language }), [mapLink, unsubscribeLink]);
}

/** Moves the followers of the entry `from` to `to` in `trx` when a manager merges a duplicate
 *  (docs/product.md §24.3; the merge checks the rights): each follower once; they hear of `to`'s
 *  comments from `now` on. Answers how many moved. */
export const moveFollowersTo = (trx: Db, from: string, to: string, now: string): Promise<number> => moveFollows(trx, from, to, now);
