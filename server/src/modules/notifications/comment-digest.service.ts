import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { schedulePeriodic } from '../../lib/periodic.js';
import { inTransaction } from '../../lib/transaction.js';
import { commentDigestMail } from '../mail/mail.templates.js';
import { claimDigest, findPointForMail, listDueDigests, listNewComments } from './follows.repository.js';
import { mailFollower, type NotificationDeps } from './notifications.service.js';

/** Comment digests to the followers of an entry (docs/product.md §16.7). */

/** At most one digest per follower and entry in this time (ms). */
export const DIGEST_INTERVAL_MS = 60 * 60_000;
/** A digest waits until its oldest comment is this old (ms), so that a lively discussion comes
 *  in one mail rather than with its first comment alone. */
export const DIGEST_BUNDLE_MS = 10 * 60_000;
/** How often each server process looks for due digests (ms). */
export const DIGEST_POLL_MS = 60_000;
const BATCH = 100;

/** Puts a digest of the new comments into the outbox for every follow due at `now` (see
 *  follows.repository.ts listDueDigests), each in its own transaction with the mark that it went
 *  out; a follow another server process just served is skipped. Resolves with the number of
 *  mails enqueued. */
export async function sendCommentDigests(db: Db, deps: NotificationDeps, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const due = await listDueDigests(db, {
    mailedBefore: new Date(now.getTime() - DIGEST_INTERVAL_MS).toISOString(),
    bundledBefore: new Date(now.getTime() - DIGEST_BUNDLE_MS).toISOString(),
  }, BATCH);
  let sent = 0;
  for (const follow of due) {
    const mailed = await inTransaction(db, async (trx) => {
      const comments = await listNewComments(trx, follow.point_id, follow.user_id, follow.comments_seen_at, at);
      const point = await findPointForMail(trx, follow.point_id);
      if (comments.length === 0 || !point) return false;
      const claimed = await claimDigest(trx, { userId: follow.user_id, pointId: follow.point_id, listedMailedAt: follow.comments_mailed_at },
        comments[comments.length - 1]!.published_at!, at);
      if (!claimed) return false;
      await mailFollower(trx, deps, follow, point,
        (input) => commentDigestMail({ ...input, comments: comments.map((c) => ({ author: c.author_name ?? '', text: c.text })) }));
      return true;
    });
    if (mailed) sent++;
  }
  return sent;
}

/** Sends the due comment digests every DIGEST_POLL_MS (the first a minute after the start) and
 *  kicks the outbox after each run that enqueued mails. Returns the function that stops it. */
export const scheduleCommentDigests = (db: Db, deps: NotificationDeps, log: FastifyBaseLogger): (() => void) =>
  schedulePeriodic(log, { done: 'Kommentar-Zusammenfassungen in den Mail-Ausgang gelegt', failed: 'Kommentar-Zusammenfassungen fehlgeschlagen' },
    async () => {
      const sent = await sendCommentDigests(db, deps);
      if (sent > 0) deps.outbox.kick();
      return sent;
    }, { db, name: 'comment-digests', intervalMs: DIGEST_POLL_MS });
