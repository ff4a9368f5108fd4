import type { Actor } from '../../access/actor.js';
import type { Db } from '../../db/database.js';
import { pointTitle } from '../../db/records/point.record.js';
import { languageOfUser, recipientLanguage } from '../../lib/request-language.js';
import { mailSenderFor, enqueueMailAs } from '../mail/mail.service.js';
import type { NotificationDeps } from '../notifications/notifications.service.js';
import { type ClosedReport, findPointForOutcome, listActiveAddresses } from './moderation.repository.js';
import { reportOutcomeMail, type ReportOutcome } from './report-outcome.templates.js';

/** Telling reporters how their report ended (docs/product.md §16.3). */

/** Longest entry title in the mail, in characters. */
const TITLE_MAX = 80;

/** Where the outcome mails go out: the mail deps and the site (`host`) the report was closed on,
 *  whose organisation signs them. */
export type OutcomeDeps = { notify: NotificationDeps; host: string | undefined };

/** Queues one mail per address to the reporters of the just closed `reports` on the entry
 *  `pointId` (or a comment on it): signed-in reporters at their active account's address,
 *  anonymous ones at the address they left, each in its account's language or else the language
 *  it was reported in, where the organisation offers it (docs/product.md §23.4); none to the
 *  actor who closed them, none to reporters without an address. The entry's link only while everyone may see it. Call it in the closing
 *  transaction; kick the outbox after the commit. Answers how many mails were queued. */
export async function tellReporters(
  trx: Db, deps: OutcomeDeps, actor: Actor, reports: ClosedReport[], target: { pointId: string; comment: boolean }, outcome: ReportOutcome,
): Promise<number> {
  const others = reports.filter((r) => r.user_id === null || r.user_id !== actor.userId);
  const accounts = await listActiveAddresses(trx, [...new Set(others.flatMap((r) => (r.user_id ? [r.user_id] : [])))]);
  // Each address once, in its account's language, else in the language it was reported in.
  const addresses = new Map<string, string | null | undefined>([
    ...others.flatMap((r) => (r.user_id === null && r.reporter_email ? [[r.reporter_email, r.reporter_language] as const] : [])),
    ...accounts.map((a) => [a.email, a.language] as const),
  ]);
  if (actor.email) addresses.delete(actor.email);
  if (addresses.size === 0) return 0;
  const point = await findPointForOutcome(trx, target.pointId);
  if (!point) return 0;
  const base = deps.notify.config.publicUrl;
  const mapLink = Number(point.is_public) === 1
    ? `${base}/#/map?${new URLSearchParams({ workspace: point.workspace_id, layer: point.layer_id, punkt: point.id })}` : null;
  const sender = await mailSenderFor(trx, deps.notify.config, deps.host);
  const entry = pointTitle(point.attributes, point.layer_schema, TITLE_MAX);
  for (const [address, language] of addresses) {
    const inLanguage = recipientLanguage(languageOfUser({ language }), sender.languages);
    await enqueueMailAs(trx, sender, address, (title) => reportOutcomeMail({ title, entry, layer: point.layer_name, comment: target.comment, outcome, mapLink }, inLanguage),
      mapLink ? [mapLink] : []);
  }
  return addresses.size;
}
