import type { AlertArea } from '@mitmachkarte/contract';
import type { Db } from '../../db/database.js';
import { pointTitle } from '../../db/records/point.record.js';
import type { AlertItemWords } from '../../i18n/mail-words.js';
import { newId, nowIso } from '../../lib/ids.js';
import { parseJson } from '../../lib/json.js';
import { languageOfUser } from '../../lib/request-language.js';
import { enqueueFollowerMail } from '../mail/mail.service.js';
import type { NotificationDeps } from '../notifications/notifications.service.js';
import { areaContains } from './alert-geometry.js';
import { areaAlertMail } from './alert-mail.templates.js';
import { feedUrlOf, oneClickUrlOf, unsubscribeUrlOf } from './area-alerts.service.js';
import { findMailedHolder, findPublicPoint, insertNotices, listCandidateAlerts } from './area-alerts.repository.js';

/** Matching entries against area alerts (docs/product.md §24.2; docs/decisions/0043). */

/** Longest entry title in an alert mail, in characters. */
export const ALERT_TITLE_MAX = 80;

/** What an alert hears of: a new public entry (created public, or approved from waiting), or a
 *  new status of a public entry (its label). */
export type AlertNews = { pointId: string; kind: 'neu' } | { pointId: string; kind: 'status'; status: string };

/** A candidate alert as the grid index answers it (area_alerts.repository.ts listCandidateAlerts). */
export type CandidateAlert = { id: string; area: string; projects: string; categories: string; frequency: string };

/** The candidates whose area holds the position exactly and that chose the project `workspaceId`
 *  and, if they chose categories, the entry's `category`. */
export function matchingAlerts<T extends CandidateAlert>(candidates: readonly T[], entry: { lat: number; lng: number; workspaceId: string; category: string | null }): T[] {
  return candidates.filter((a) => {
    if (!parseJson<string[]>(a.projects, []).includes(entry.workspaceId)) return false;
    const categories = parseJson<string[]>(a.categories, []);
    if (categories.length > 0 && (entry.category === null || !categories.includes(entry.category))) return false;
    return areaContains(parseJson<AlertArea>(a.area, { Kind: 'Kreis', Latitude: 0, Longitude: 0, Radius: 0 }), entry.lat, entry.lng);
  });
}

/** The alerts whose area holds the position (grid cell, box, exact test), of any project: what
 *  the benchmark measures (bench/area-alerts.bench.ts). */
export async function alertsAt(db: Db, lat: number, lng: number) {
  return (await listCandidateAlerts(db, lat, lng))
    .filter((a) => areaContains(parseJson<AlertArea>(a.area, { Kind: 'Kreis', Latitude: 0, Longitude: 0, Radius: 0 }), lat, lng));
}

/** Records `news` for every alert it matches, if everyone may see the entry now (hidden, waiting,
 *  deleted entries and non-public layers or projects are never told of: area-alerts.repository.ts
 *  findPublicPoint); an alert of `sofort` gets its mail into the outbox at once, the others wait
 *  for their digest (alert-digest.service.ts). Call it in the transaction of the change and kick
 *  `deps.outbox` after the commit. Resolves with the number of alerts matched. */
export async function notifyAreaAlerts(trx: Db, deps: NotificationDeps, news: AlertNews, now = nowIso()): Promise<number> {
  const point = await findPublicPoint(trx, news.pointId);
  if (!point) return 0;
  const matched = matchingAlerts(await listCandidateAlerts(trx, point.latitude, point.longitude),
    { lat: point.latitude, lng: point.longitude, workspaceId: point.workspace_id, category: point.category });
  if (matched.length === 0) return 0;
  const status = news.kind === 'status' ? news.status : '';
  await insertNotices(trx, matched.map((a) => ({
    id: newId(), alert_id: a.id, point_id: point.id, kind: news.kind, status, created_at: now, mailed_at: a.frequency === 'sofort' ? now : null,
  })));
  const item: AlertItemWords = {
    kind: news.kind, status, entry: pointTitle(point.attributes, point.layer_schema, ALERT_TITLE_MAX), layer: point.layer_name,
    mapLink: mapLinkOf(deps, { workspace_id: point.workspace_id, layer_id: point.layer_id, point_id: point.id }),
  };
  for (const alert of matched.filter((a) => a.frequency === 'sofort')) await mailAlert(trx, deps, alert.id, [item]);
  return matched.length;
}

/** The link to an entry on the map, as the follower mails have it. */
export const mapLinkOf = (deps: Pick<NotificationDeps, 'config'>, p: { workspace_id: string; layer_id: string; point_id: string }) =>
  `${deps.config.publicUrl}/#/map?${new URLSearchParams({ workspace: p.workspace_id, layer: p.layer_id, punkt: p.point_id })}`;

/** Puts the mail of alert `alertId` about `items` into the outbox, to its address (an account's
 *  only while it is active and has not chosen „Keine E-Mails“), in the holder's language, signed
 *  by the organisation of the site the alert was made on. Resolves with whether a mail was written. */
export async function mailAlert(trx: Db, deps: NotificationDeps, alertId: string, items: AlertItemWords[]): Promise<boolean> {
  const holder = await findMailedHolder(trx, alertId);
  if (!holder || items.length === 0) return false;
  const address = holder.user_id === null ? holder.alert_email : holder.active === 1 && holder.notifications_off === 0 ? holder.user_email : null;
  if (!address) return false;
  const language = languageOfUser({ language: holder.user_id === null ? holder.alert_language : holder.user_language });
  const [feedLink, unsubscribeLink] = [feedUrlOf(deps, alertId), unsubscribeUrlOf(deps, alertId)];
  const frequency = holder.frequency as 'sofort' | 'taeglich' | 'woechentlich';
  await enqueueFollowerMail(trx, deps.config, { host: holder.host, address, language },
    (title, lang) => ({ ...areaAlertMail({ title, frequency, items, feedLink, unsubscribeLink }, lang), listUnsubscribe: oneClickUrlOf(deps, alertId) }),
    [...items.map((i) => i.mapLink), feedLink, unsubscribeLink]);
  return true;
}
