import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { pointTitle } from '../../db/records/point.record.js';
import type { TeamEventKind } from '../../db/schema.js';
import { schedulePeriodic } from '../../lib/periodic.js';
import { languageOfUser, recipientLanguage } from '../../lib/request-language.js';
import { inTransaction } from '../../lib/transaction.js';
import { enqueueMailAs, mailSenderFor } from '../mail/mail.service.js';
import type { NotificationDeps } from '../notifications/notifications.service.js';
import { digestSlot } from './team-digest-slot.js';
import { teamDigestMail } from './team-mail.templates.js';
import { sendOverdueReminders } from './team-reminders.service.js';
import {
  claimTeamDigest, deleteTeamEventsBefore, findWorkspaceName, listDigestEvents, listDueTeamDigests, listWorkspacesWithEvents, SETTING_OF, type DigestPeriod,
} from './team-notifications.repository.js';
import { mapLinkOf, teamMailInput, TITLE_MAX } from './team-notifications.service.js';
import { TEAM_NOTIFICATION_DEFAULTS } from '@mitmachkarte/contract';

/** The team's daily and weekly digests (docs/product.md §16.8); the reminders of overdue entries
 *  (§16.11, team-reminders.service.ts) go out in the same run. */

/** How often each server process looks for due digests (ms). */
export const TEAM_DIGEST_POLL_MS = 5 * 60_000;
const DAY_MS = 24 * 3600_000;
/** Events are kept this long for the digests (ms): a weekly digest with some weeks of delay. */
export const TEAM_EVENTS_KEPT_MS = 35 * DAY_MS;
const BATCH = 200;

type DuePair = Awaited<ReturnType<typeof listDueTeamDigests>>[number] & { workspace_id: string };
/** What one batch looks up once: the projects' names, the senders of the sites, the events of a project in a window. */
type BatchCache = {
  names: Map<string, string | undefined>;
  senders: Map<string, Awaited<ReturnType<typeof mailSenderFor>>>;
  events: Map<string, Awaited<ReturnType<typeof listDigestEvents>>>;
};

/** The kinds of events a member chose `period` for (no choice: the defaults). */
function kindsOf(pair: DuePair, period: DigestPeriod): TeamEventKind[] {
  const chosen = {
    entries: pair.entries ?? TEAM_NOTIFICATION_DEFAULTS.Entries,
    reports: pair.reports ?? TEAM_NOTIFICATION_DEFAULTS.Reports,
    approvals: pair.approvals ?? TEAM_NOTIFICATION_DEFAULTS.Approvals,
  };
  return (['eintraege', 'meldungen', 'freigaben'] as const).filter((k) => chosen[SETTING_OF[k]] === period);
}

/** Puts one digest into the outbox if this process claims it, in the caller's transaction: the
 *  events of the member's kinds since their last digest (none yet: one period back) up to `until`,
 *  not caused by them. Claimed without a mail when nothing is left to tell (the events' entries
 *  were deleted meanwhile). Resolves with whether a mail was written. */
async function sendOne(
  trx: Db, deps: NotificationDeps, pair: DuePair, at: { period: DigestPeriod; until: string; firstSince: string }, cache: BatchCache,
): Promise<boolean> {
  const { period, until, firstSince } = at;
  const claimed = await claimTeamDigest(trx, { userId: pair.user_id, workspaceId: pair.workspace_id, period, listed: pair.covered_until }, until);
  if (!claimed) return false;
  // The members of a team mostly share the window and kinds: read once per batch, and leave out
  // the member's own events here.
  const query = { workspaceId: pair.workspace_id, kinds: kindsOf(pair, period), since: pair.covered_until ?? firstSince, until };
  const key = JSON.stringify(query);
  if (!cache.events.has(key)) cache.events.set(key, await listDigestEvents(trx, query));
  const events = cache.events.get(key)!.filter((e) => e.actor_id !== pair.user_id);
  if (!cache.names.has(pair.workspace_id)) cache.names.set(pair.workspace_id, await findWorkspaceName(trx, pair.workspace_id));
  const workspaceName = cache.names.get(pair.workspace_id);
  if (events.length === 0 || workspaceName === undefined) return false;
  const input = teamMailInput(deps, { userId: pair.user_id, workspaceId: pair.workspace_id, workspaceName, title: '' });
  const texts = events.map((e) => ({
    kind: e.kind, comment: e.comment_id !== null, layer: e.layer_name,
    entry: pointTitle(e.attributes, e.layer_schema, TITLE_MAX), mapLink: mapLinkOf(deps, { ...e, workspace_id: pair.workspace_id }),
  }));
  // Signed by the organisation of the site of the newest event.
  const host = events[events.length - 1]!.host;
  if (!cache.senders.has(host)) cache.senders.set(host, await mailSenderFor(trx, deps.config, host));
  const sender = cache.senders.get(host)!;
  const language = recipientLanguage(languageOfUser(pair), sender.languages);
  await enqueueMailAs(trx, sender, pair.email,
    (title) => teamDigestMail({ ...input, title, daily: period === 'taeglich', events: texts }, language), [input.inboxLink, input.unsubscribeLink]);
  return true;
}

/** Puts every team digest due at `now` into the outbox: for each member × project on a team now,
 *  the daily digest of the day's 07:00 (Europe/Berlin) and the weekly of Monday's, each once across
 *  processes and runs (claimed in the transaction that enqueues it); none when nothing happened.
 *  Removes events older than TEAM_EVENTS_KEPT_MS. Resolves with the number of mails enqueued. */
export async function sendTeamDigests(db: Db, deps: NotificationDeps, now = new Date()): Promise<number> {
  let sent = 0;
  for (const period of ['taeglich', 'woechentlich'] as const) {
    const slot = digestSlot(period, now);
    const until = slot.toISOString();
    const firstSince = new Date(slot.getTime() - (period === 'taeglich' ? DAY_MS : 7 * DAY_MS)).toISOString();
    // Only projects with events in the kept window can owe a digest; their teams are read one
    // project at a time (a team is some people, the projects many).
    for (const workspaceId of await listWorkspacesWithEvents(db, new Date(now.getTime() - TEAM_EVENTS_KEPT_MS).toISOString(), until)) {
      const due = await listDueTeamDigests(db, period, workspaceId, until, firstSince);
      for (let i = 0; i < due.length; i += BATCH) {
        // One transaction per batch: each digest is claimed in the transaction that writes its
        // mail (a member another process claimed first is skipped), and a commit (an fsync on
        // SQLite) per BATCH digests rather than per digest keeps thousands of teams within a minute.
        sent += await inTransaction(db, async (trx) => {
          const cache: BatchCache = { names: new Map(), senders: new Map(), events: new Map() };
          let mailed = 0;
          for (const member of due.slice(i, i + BATCH)) {
            if (await sendOne(trx, deps, { ...member, workspace_id: workspaceId }, { period, until, firstSince }, cache)) mailed++;
          }
          return mailed;
        });
      }
    }
  }
  await deleteTeamEventsBefore(db, new Date(now.getTime() - TEAM_EVENTS_KEPT_MS).toISOString());
  return sent;
}

/** Sends the due team digests every TEAM_DIGEST_POLL_MS (the first a minute after the start), on
 *  one instance at a time (lease `team-digests`), and kicks the outbox after each run that
 *  enqueued mails. Returns the function that stops it. */
export const scheduleTeamDigests = (db: Db, deps: NotificationDeps, log: FastifyBaseLogger): (() => void) =>
  schedulePeriodic(log, { done: 'Team-Zusammenfassungen in den Mail-Ausgang gelegt', failed: 'Team-Zusammenfassungen fehlgeschlagen' },
    async () => {
      const sent = await sendTeamDigests(db, deps) + await sendOverdueReminders(db, deps);
      if (sent > 0) deps.outbox.kick();
      return sent;
    }, { db, name: 'team-digests', intervalMs: TEAM_DIGEST_POLL_MS });

/** When the daily and weekly digests are due (team-digest-slot.ts), for the other digests of the
 *  site (the area alerts', docs/product.md §24.2). */
export { digestSlot } from './team-digest-slot.js';
