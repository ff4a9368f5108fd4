import { type Block, type MailContent, oneLine, render } from '../mail/mail.templates.js';
import { overdueText, type Overdue } from '@mitmachkarte/contract';
import type { TeamEventKind } from '../../db/schema.js';

/** German texts of the team's mails (docs/product.md §16.8): one at once per event, and the daily
 *  or weekly digest. */

/** What every team mail names: the organisation's product name, the project, the link into the
 *  team's inbox and the link that ends the project's team mails. */
export type TeamMailInput = { title: string; workspace: string; inboxLink: string; unsubscribeLink: string };

/** One event as a mail names it: its kind, whether a comment waits (not the entry), the entry's
 *  title (may be empty) and map, and the link to the entry on the map. */
export type TeamEventText = { kind: TeamEventKind; comment: boolean; entry: string; layer: string; mapLink: string };

const entryName = (e: Pick<TeamEventText, 'entry' | 'layer'>) => (e.entry ? `„${oneLine(e.entry)}“` : `ohne Titel in „${oneLine(e.layer)}“`);

/** One event in words, e.g. „Neuer Eintrag „Bank fehlt“ (Karte „Radwege“)“. */
function eventLine(e: TeamEventText): string {
  const where = `(Karte „${oneLine(e.layer)}“)`;
  if (e.kind === 'eintraege') return `Neuer Eintrag ${entryName(e)} ${where}`;
  if (e.kind === 'meldungen') return `Meldung zu ${e.comment ? 'einem Kommentar zum Eintrag' : 'dem Eintrag'} ${entryName(e)} ${where}`;
  return `${e.comment ? 'Ein Kommentar zum Eintrag' : 'Der Eintrag'} ${entryName(e)} ${where} wartet auf Freigabe`;
}

const footer = (input: TeamMailInput): Block[] => [
  `Sie erhalten diese E-Mail, weil Sie zum Team des Projekts „${oneLine(input.workspace)}“ gehören. Wann Sie E-Mails erhalten, stellen Sie in der Verwaltung des Projekts unter „Team“ bei „Benachrichtigungen für das Team“ ein. Keine E-Mails mehr zu diesem Projekt:`,
  { link: input.unsubscribeLink },
  `Mit freundlichen Grüßen\n${oneLine(input.title)}`,
];

const SUBJECT: Record<TeamEventKind, string> = { eintraege: 'Neuer Eintrag', meldungen: 'Neue Meldung', freigaben: 'Wartet auf Freigabe' };

/** The mail at once on one event: what happened, the entry on the map and the team's inbox. */
export function teamEventMail(input: TeamMailInput & { event: TeamEventText }): MailContent {
  const { event } = input;
  return render(`${SUBJECT[event.kind]} im Projekt „${oneLine(input.workspace)}“: ${entryName(event)}`, [
    'Guten Tag,',
    `im Projekt „${oneLine(input.workspace)}“: ${eventLine(event)}.`,
    'Zum Eintrag auf der Karte:',
    { link: event.mapLink },
    event.kind === 'eintraege' ? 'Zum Eingang des Teams:' : event.kind === 'meldungen' ? 'Zu den Meldungen im Eingang des Teams:' : 'Zu den wartenden Beiträgen im Eingang des Teams:',
    { link: input.inboxLink },
    ...footer(input),
  ]);
}

/** Most events listed in one digest; the rest are counted. */
export const DIGEST_LISTED_EVENTS = 20;

const COUNT_TEXT: Record<TeamEventKind, (n: number) => string> = {
  eintraege: (n) => (n === 1 ? '1 neuer Eintrag' : `${n} neue Einträge`),
  meldungen: (n) => (n === 1 ? '1 Meldung' : `${n} Meldungen`),
  freigaben: (n) => (n === 1 ? '1 Beitrag wartet auf Freigabe' : `${n} Beiträge warten auf Freigabe`),
};

/** The daily (`daily` true) or weekly digest: the counts per kind, the first DIGEST_LISTED_EVENTS
 *  events with their links, and the team's inbox. `events` is not empty. */
export function teamDigestMail(input: TeamMailInput & { daily: boolean; events: TeamEventText[] }): MailContent {
  const counts = (['eintraege', 'meldungen', 'freigaben'] as const)
    .map((kind) => [kind, input.events.filter((e) => e.kind === kind).length] as const).filter(([, n]) => n > 0);
  const listed = input.events.slice(0, DIGEST_LISTED_EVENTS).flatMap((e): Block[] => [eventLine(e), { link: e.mapLink }]);
  const rest = input.events.length - Math.min(input.events.length, DIGEST_LISTED_EVENTS);
  const since = input.daily ? 'seit der letzten täglichen Zusammenfassung' : 'seit der letzten wöchentlichen Zusammenfassung';
  return render(`${input.daily ? 'Tägliche' : 'Wöchentliche'} Zusammenfassung für das Projekt „${oneLine(input.workspace)}“`, [
    'Guten Tag,',
    `im Projekt „${oneLine(input.workspace)}“ gab es ${since}: ${counts.map(([kind, n]) => COUNT_TEXT[kind](n)).join(', ')}.`,
    ...listed,
    ...(rest > 0 ? [`… und ${rest === 1 ? 'ein weiteres Ereignis' : `${rest} weitere Ereignisse`} im Eingang des Teams.`] : []),
    'Zum Eingang des Teams:',
    { link: input.inboxLink },
    ...footer(input),
  ]);
}

/** The mail to whom an entry was assigned (docs/product.md §16.10): the entry (and how many `more`
 *  went with it in one step), to whom it went (the department and/or the person), the link to the entry on the map and to the inbox's filter `mir`. */
export function teamAssignmentMail(input: TeamMailInput & {
  entry: string; layer: string; mapLink: string; department: string | null; person: string | null; more: number;
}): MailContent {
  const to = [input.department && `„${oneLine(input.department)}“`, input.person && oneLine(input.person)].filter(Boolean).join(' · ');
  const more = input.more === 0 ? '' : input.more === 1 ? ' und ein weiterer Eintrag' : ` und ${input.more} weitere Einträge`;
  return render(`Zuständigkeit im Projekt „${oneLine(input.workspace)}“: ${entryName(input)}${more}`, [
    'Guten Tag,',
    `im Projekt „${oneLine(input.workspace)}“ ${input.more === 0 ? 'ist' : 'sind'} der Eintrag ${entryName(input)} (Karte „${oneLine(input.layer)}“)${more} jetzt zugewiesen: ${to}.`,
    'Zum Eintrag auf der Karte:',
    { link: input.mapLink },
    'Zu Ihren Einträgen im Eingang des Teams:',
    { link: input.inboxLink },
    ...footer(input),
  ]);
}

/** An overdue entry as a reminder names it: title (may be empty), map, link and how it is overdue. */
export type OverdueText = { entry: string; layer: string; mapLink: string; overdue: Pick<Overdue, 'Kind' | 'Days'> };

/** The daily reminder to whom entries are assigned (docs/product.md §16.11): how many of theirs are
 *  overdue, the first DIGEST_LISTED_EVENTS with how and their links, and the inbox's overdue ones.
 *  `entries` is not empty. */
export function teamReminderMail(input: TeamMailInput & { entries: OverdueText[] }): MailContent {
  const n = input.entries.length;
  const count = n === 1 ? '1 überfälliger Eintrag' : `${n} überfällige Einträge`;
  const listed = input.entries.slice(0, DIGEST_LISTED_EVENTS)
    .flatMap((e): Block[] => [`${entryName(e)} (Karte „${oneLine(e.layer)}“): ${overdueText(e.overdue)}`, { link: e.mapLink }]);
  const rest = n - Math.min(n, DIGEST_LISTED_EVENTS);
  return render(`Erinnerung: ${count} im Projekt „${oneLine(input.workspace)}“`, [
    'Guten Tag,',
    `im Projekt „${oneLine(input.workspace)}“ ${n === 1 ? 'ist ein Eintrag überfällig, für den' : `sind ${n} Einträge überfällig, für die`} Sie zuständig sind:`,
    ...listed,
    ...(rest > 0 ? [`… und ${rest === 1 ? 'ein weiterer' : `${rest} weitere`} im Eingang des Teams.`] : []),
    'Zu den überfälligen Einträgen im Eingang des Teams:',
    { link: input.inboxLink },
    ...footer(input),
  ]);
}
