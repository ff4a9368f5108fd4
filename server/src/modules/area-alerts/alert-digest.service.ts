import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { pointTitle } from '../../db/records/point.record.js';
import { schedulePeriodic } from '../../lib/periodic.js';
import { inTransaction } from '../../lib/transaction.js';
import type { NotificationDeps } from '../notifications/notifications.service.js';
import { digestSlot } from '../team-notifications/team-digest.service.js';
import { ALERT_TITLE_MAX, mailAlert, mapLinkOf } from './alert-matching.service.js';
import { deleteUnconfirmedAlerts } from './area-alerts.service.js';
import { claimAlertDigest, listDueDigestAlerts, listUnmailedNotices, markNoticesMailed } from './area-alerts.repository.js';

/** The daily and weekly digests of area alerts (docs/product.md §24.2), at the hours of the
 *  team's digests (from 07:00 Berlin time, the weekly on Mondays; team-digest-slot.ts). */

/** How often each server process looks for due digests (ms). */
export const ALERT_DIGEST_POLL_MS = 5 * 60_000;
const BATCH = 200;

/** Puts every area alert digest due at `now` into the outbox: for each confirmed, unpaused alert
 *  of `taeglich` or `woechentlich` with news not yet mailed before the period's slot, one mail
 *  with the news whose entries everyone may still see (none left: no mail); each claimed in the
 *  transaction that writes it, so that it goes out once across processes. Deletes the alerts by
 *  e-mail that were not confirmed in time. Resolves with the number of mails enqueued. */
export async function sendAlertDigests(db: Db, deps: NotificationDeps, now = new Date()): Promise<number> {
  let sent = 0;
  for (const period of ['taeglich', 'woechentlich'] as const) {
    const until = digestSlot(period, now).toISOString();
    for (const alert of await listDueDigestAlerts(db, period, until, BATCH)) {
      const mailed = await inTransaction(db, async (trx) => {
        if (!(await claimAlertDigest(trx, alert.id, alert.mailed_until, until))) return false;
        const notices = await listUnmailedNotices(trx, alert.id, until);
        await markNoticesMailed(trx, alert.id, until, now.toISOString());
        return mailAlert(trx, deps, alert.id, notices.map((n) => ({
          kind: n.kind, status: n.status, entry: pointTitle(n.attributes, n.layer_schema, ALERT_TITLE_MAX), layer: n.layer_name,
          mapLink: mapLinkOf(deps, n),
        })));
      });
      if (mailed) sent++;
    }
  }
  await deleteUnconfirmedAlerts(db, now);
  return sent;
}

/** Sends the due alert digests every ALERT_DIGEST_POLL_MS, on one instance at a time (lease
 *  `area-alert-digests`), and kicks the outbox after each run that enqueued mails. Returns the
 *  function that stops it. */
export const scheduleAlertDigests = (db: Db, deps: NotificationDeps, log: FastifyBaseLogger): (() => void) =>
  schedulePeriodic(log, { done: 'Gebiets-Zusammenfassungen in den Mail-Ausgang gelegt', failed: 'Gebiets-Zusammenfassungen fehlgeschlagen' },
    async () => {
      const sent = await sendAlertDigests(db, deps);
      if (sent > 0) deps.outbox.kick();
      return sent;
    }, { db, name: 'area-alert-digests', intervalMs: ALERT_DIGEST_POLL_MS });
