import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { parseJson } from '../../lib/json.js';
import { claimOutboxMail, deferOutboxMail, deleteOutboxMail, listDueOutboxMails } from './mail-outbox.repository.js';
import type { Mailer } from './mail.transport.js';

/** First retry after this long; each further failure doubles it, up to MAX_BACKOFF_MS. */
export const FIRST_BACKOFF_MS = 30_000;
export const MAX_BACKOFF_MS = 60 * 60_000;
/** A mail still unsent after this long is dropped (logged as an error): its link has expired
 *  (registration.service.ts LINK_VALID_HOURS). */
export const MAIL_GIVE_UP_MS = 24 * 60 * 60_000;
/** While one sender tries a mail, others leave it alone for this long; a sender that dies while
 *  sending leaves it for a retry after the lease. Longer than the SMTP timeouts of mail.transport.ts. */
export const SEND_LEASE_MS = 2 * 60_000;
/** How often each server process looks for due mails (retries, and mails of other processes). */
export const POLL_INTERVAL_MS = 10_000;
const BATCH = 20;
/** The first drain (mails left by a crash) waits this long (ms), so that it runs after the server
 *  listens rather than during start-up (docs/runtime.md §1). */
export const FIRST_DRAIN_DELAY_MS = 1_000;

/** Delay before attempt `attempts + 1` after `attempts` failures (ms). */
export const backoffMs = (attempts: number) => Math.min(FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);

/** The sender of the mail outbox. */
export interface MailOutbox {
  /** Starts a drain soon (after a mail was enqueued); never throws. */
  kick(): void;
  /** Sends every mail due at `now` (default: the current time), one at a time; resolves with the
   *  number sent when none is due any more. Failures are logged and rescheduled, never thrown;
   *  runs at most once at a time per process (a second call waits for the running one). */
  drain(now?: Date): Promise<number>;
  /** Stops the timer, waits for a running drain and makes one last one, at most `timeoutMs` in
   *  all (graceful shutdown). Mails left over are sent by the next start. */
  stop(timeoutMs: number): Promise<void>;
}

/** Creates the sender of `db`'s mail outbox through `mailer`: it drains soon after the start
 *  (mails left by a crash; FIRST_DRAIN_DELAY_MS), every POLL_INTERVAL_MS and whenever kicked. A mail is deleted after the mailer accepted
 *  it; a crash between the two sends it twice (at least once, never lost). Several processes may
 *  drain one database: each mail is claimed first (mail-outbox.repository.ts). */
export function createMailOutbox(db: Db, mailer: Mailer, log: FastifyBaseLogger): MailOutbox {
  let running: Promise<number> | undefined;
  let stopped = false;

  const sendOne = async (row: Awaited<ReturnType<typeof listDueOutboxMails>>[number], now: Date): Promise<boolean> => {
    if (now.getTime() - Date.parse(row.created_at) > MAIL_GIVE_UP_MS) {
      log.error({ mailId: row.id, attempts: row.attempts, lastError: row.last_error }, 'Mail nach 24 Stunden aufgegeben');
      await deleteOutboxMail(db, row.id);
      return false;
    }
    if (!(await claimOutboxMail(db, row.id, row.next_attempt_at, new Date(now.getTime() + SEND_LEASE_MS).toISOString()))) return false;
    try {
      await mailer.send({ from: row.sender, to: row.recipient, subject: row.subject, text: row.text, html: row.html, links: parseJson<string[]>(row.links, []), listUnsubscribe: row.list_unsubscribe });
    } catch (err) {
      const attempts = row.attempts + 1;
      const next = new Date(now.getTime() + backoffMs(attempts)).toISOString();
      log.error({ err, mailId: row.id, attempts, next }, 'Mail konnte nicht versandt werden; neuer Versuch folgt');
      await deferOutboxMail(db, row.id, attempts, next, err instanceof Error ? err.message.slice(0, 500) : String(err));
      return false;
    }
    await deleteOutboxMail(db, row.id);
    return true;
  };

  const drainLoop = async (at?: Date): Promise<number> => {
    let sent = 0;
    const seen = new Set<string>();
    for (;;) {
      const now = at ?? new Date();
      const due = (await listDueOutboxMails(db, now.toISOString(), BATCH)).filter((r) => !seen.has(r.id));
      if (due.length === 0) return sent;
      for (const row of due) {
        seen.add(row.id);
        if (await sendOne(row, now)) sent++;
      }
    }
  };

  const drain = async (at?: Date): Promise<number> => {
    while (running) await running.catch(() => 0);
    running = drainLoop(at).finally(() => { running = undefined; });
    return running;
  };

  const kick = () => {
    if (stopped) return;
    drain().catch((err: unknown) => log.error({ err }, 'Mail-Ausgang konnte nicht gelesen werden'));
  };
  const timer = setInterval(kick, POLL_INTERVAL_MS).unref();
  const first = setTimeout(kick, FIRST_DRAIN_DELAY_MS).unref();

  return {
    kick,
    drain,
    async stop(timeoutMs) {
      stopped = true;
      clearInterval(timer);
      clearTimeout(first);
      let timeout: NodeJS.Timeout | undefined;
      const deadline = new Promise<void>((resolve) => { timeout = setTimeout(resolve, timeoutMs); });
      await Promise.race([drain().catch((err: unknown) => log.error({ err }, 'Mail-Ausgang beim Beenden nicht geleert')), deadline]);
      clearTimeout(timeout);
    },
  };
}
