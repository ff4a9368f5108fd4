import { type Language, type Overdue, SOURCE_LANGUAGE } from '@mitmachkarte/contract';
import { MAILS } from '../../i18n/mails.js';
import type { TeamEventKind } from '../../i18n/mail-words.js';
import { type MailContent, oneLine, render } from '../mail/mail.templates.js';

/** The team's mails (docs/product.md §16.8–§16.11) in the recipient's language (words in
 *  i18n/<language>/team-mails.ts, §23.4): one at once per event, the daily or weekly digest, the
 *  assignment and the reminder of overdue entries. Every value is put on one line here. */

/** What every team mail names: the organisation's product name, the project, the link into the
 *  team's inbox and the link that ends the project's team mails. */
export type TeamMailInput = { title: string; workspace: string; inboxLink: string; unsubscribeLink: string };

/** One event as a mail names it: its kind, whether a comment waits (not the entry), the entry's
 *  title (may be empty) and map, and the link to the entry on the map. */
export type TeamEventText = { kind: TeamEventKind; comment: boolean; entry: string; layer: string; mapLink: string };

/** Most events listed in one digest; the rest are counted. */
export const DIGEST_LISTED_EVENTS = 20;

const team = (input: TeamMailInput) => ({
  title: oneLine(input.title), workspace: oneLine(input.workspace), inboxLink: input.inboxLink, unsubscribeLink: input.unsubscribeLink,
});
const eventWords = (e: TeamEventText) => ({ ...e, entry: oneLine(e.entry), layer: oneLine(e.layer) });
const compose = (words: { subject: string; blocks: Parameters<typeof render>[1] }, language: Language) => render(words.subject, words.blocks, language);

/** The mail at once on one event in `language`: what happened, the entry on the map and the team's inbox. */
export const teamEventMail = (input: TeamMailInput & { event: TeamEventText }, language: Language = SOURCE_LANGUAGE): MailContent =>
  compose(MAILS[language].teamEvent({ ...team(input), event: eventWords(input.event) }), language);

/** The daily (`daily` true) or weekly digest in `language`: the counts per kind, the first
 *  DIGEST_LISTED_EVENTS events with their links, and the team's inbox. `events` is not empty. */
export function teamDigestMail(input: TeamMailInput & { daily: boolean; events: TeamEventText[] }, language: Language = SOURCE_LANGUAGE): MailContent {
  const counts = (['eintraege', 'meldungen', 'freigaben'] as const)
    .map((kind) => ({ kind, n: input.events.filter((e) => e.kind === kind).length })).filter((c) => c.n > 0);
  const listed = input.events.slice(0, DIGEST_LISTED_EVENTS).map(eventWords);
  return compose(MAILS[language].teamDigest({ ...team(input), daily: input.daily, counts, listed, rest: input.events.length - listed.length }), language);
}

/** The mail to whom an entry was assigned (docs/product.md §16.10) in `language`: the entry (and
 *  how many `more` went with it in one step), to whom it went (the department and/or the person),
 *  the link to the entry on the map and to the inbox's filter `mir`. */
export function teamAssignmentMail(input: TeamMailInput & {
  entry: string; layer: string; mapLink: string; department: string | null; person: string | null; more: number;
}, language: Language = SOURCE_LANGUAGE): MailContent {
  return compose(MAILS[language].teamAssignment({
    ...team(input), entry: oneLine(input.entry), layer: oneLine(input.layer), mapLink: input.mapLink,
    department: input.department ? oneLine(input.department) : '', person: input.person ? oneLine(input.person) : '', more: input.more,
  }), language);
}

/** An overdue entry as a reminder names it: title (may be empty), map, link and how it is overdue. */
export type OverdueText = { entry: string; layer: string; mapLink: string; overdue: Pick<Overdue, 'Kind' | 'Days'> };

/** The daily reminder to whom entries are assigned (docs/product.md §16.11) in `language`: how many
 *  of theirs are overdue, the first DIGEST_LISTED_EVENTS with how and their links, and the inbox's
 *  overdue ones. `entries` is not empty. */
export function teamReminderMail(input: TeamMailInput & { entries: OverdueText[] }, language: Language = SOURCE_LANGUAGE): MailContent {
  const listed = input.entries.slice(0, DIGEST_LISTED_EVENTS)
    .map((e) => ({ entry: oneLine(e.entry), layer: oneLine(e.layer), mapLink: e.mapLink, kind: e.overdue.Kind, days: e.overdue.Days }));
  return compose(MAILS[language].teamReminder({ ...team(input), count: input.entries.length, listed, rest: input.entries.length - listed.length }), language);
}
