import { overdueText } from '@mitmachkarte/contract';
import type { MailBlock, MailWords, OverdueWords, TeamEventKind, TeamEventWords, TeamWords } from '../mail-words.js';

/** The words of the team's mails in German, the source of every translation (docs/product.md
 *  §16.8–§16.11, §23.4; modules/team-notifications/team-mail.templates.ts composes them): one at
 *  once per event, the daily or weekly digest, the assignment and the reminder of overdue entries.
 *  Every value is on one line already. */

const entryName = (e: { entry: string; layer: string }) => (e.entry ? `„${e.entry}“` : `ohne Titel in „${e.layer}“`);

/** One event in words, e.g. „Neuer Eintrag „Bank fehlt“ (Karte „Radwege“)“. */
function eventLine(e: TeamEventWords): string {
  const where = `(Karte „${e.layer}“)`;
  if (e.kind === 'eintraege') return `Neuer Eintrag ${entryName(e)} ${where}`;
  if (e.kind === 'meldungen') return `Meldung zu ${e.comment ? 'einem Kommentar zum Eintrag' : 'dem Eintrag'} ${entryName(e)} ${where}`;
  return `${e.comment ? 'Ein Kommentar zum Eintrag' : 'Der Eintrag'} ${entryName(e)} ${where} wartet auf Freigabe`;
}

const footer = (v: TeamWords): MailBlock[] => [
  `Sie erhalten diese E-Mail, weil Sie zum Team des Projekts „${v.workspace}“ gehören. Wann Sie E-Mails erhalten, stellen Sie in der Verwaltung des Projekts unter „Team“ bei „Benachrichtigungen für das Team“ ein. Keine E-Mails mehr zu diesem Projekt:`,
  { link: v.unsubscribeLink },
  `Mit freundlichen Grüßen\n${v.title}`,
];

const SUBJECT: Record<TeamEventKind, string> = { eintraege: 'Neuer Eintrag', meldungen: 'Neue Meldung', freigaben: 'Wartet auf Freigabe' };

const COUNT_TEXT: Record<TeamEventKind, (n: number) => string> = {
  eintraege: (n) => (n === 1 ? '1 neuer Eintrag' : `${n} neue Einträge`),
  meldungen: (n) => (n === 1 ? '1 Meldung' : `${n} Meldungen`),
  freigaben: (n) => (n === 1 ? '1 Beitrag wartet auf Freigabe' : `${n} Beiträge warten auf Freigabe`),
};

export const teamMails = {
  /** The mail at once on one event: what happened, the entry on the map and the team's inbox. */
  teamEvent: (v: TeamWords & { event: TeamEventWords }): MailWords => ({
    subject: `${SUBJECT[v.event.kind]} im Projekt „${v.workspace}“: ${entryName(v.event)}`,
    blocks: [
      'Guten Tag,',
      `im Projekt „${v.workspace}“: ${eventLine(v.event)}.`,
      'Zum Eintrag auf der Karte:',
      { link: v.event.mapLink },
      v.event.kind === 'eintraege' ? 'Zum Eingang des Teams:' : v.event.kind === 'meldungen' ? 'Zu den Meldungen im Eingang des Teams:' : 'Zu den wartenden Beiträgen im Eingang des Teams:',
      { link: v.inboxLink },
      ...footer(v),
    ],
  }),

  /** The daily (`daily`) or weekly digest: `counts` per kind (those above 0, in order), the
   *  `listed` events with their links, and how many more (`rest`) are in the inbox. */
  teamDigest: (v: TeamWords & { daily: boolean; counts: { kind: TeamEventKind; n: number }[]; listed: TeamEventWords[]; rest: number }): MailWords => ({
    subject: `${v.daily ? 'Tägliche' : 'Wöchentliche'} Zusammenfassung für das Projekt „${v.workspace}“`,
    blocks: [
      'Guten Tag,',
      `im Projekt „${v.workspace}“ gab es ${v.daily ? 'seit der letzten täglichen Zusammenfassung' : 'seit der letzten wöchentlichen Zusammenfassung'}: ${v.counts.map((c) => COUNT_TEXT[c.kind](c.n)).join(', ')}.`,
      ...v.listed.flatMap((e): MailBlock[] => [eventLine(e), { link: e.mapLink }]),
      ...(v.rest > 0 ? [`… und ${v.rest === 1 ? 'ein weiteres Ereignis' : `${v.rest} weitere Ereignisse`} im Eingang des Teams.`] : []),
      'Zum Eingang des Teams:',
      { link: v.inboxLink },
      ...footer(v),
    ],
  }),

  /** The mail to whom an entry was assigned (and `more` others in one step): to the department
   *  (`department`, '' for none) and/or the person (`person`, '' for none). */
  teamAssignment: (v: TeamWords & { entry: string; layer: string; mapLink: string; department: string; person: string; more: number }): MailWords => {
    const to = [v.department && `„${v.department}“`, v.person].filter(Boolean).join(' · ');
    const more = v.more === 0 ? '' : v.more === 1 ? ' und ein weiterer Eintrag' : ` und ${v.more} weitere Einträge`;
    return {
      subject: `Zuständigkeit im Projekt „${v.workspace}“: ${entryName(v)}${more}`,
      blocks: [
        'Guten Tag,',
        `im Projekt „${v.workspace}“ ${v.more === 0 ? 'ist' : 'sind'} der Eintrag ${entryName(v)} (Karte „${v.layer}“)${more} jetzt zugewiesen: ${to}.`,
        'Zum Eintrag auf der Karte:',
        { link: v.mapLink },
        'Zu Ihren Einträgen im Eingang des Teams:',
        { link: v.inboxLink },
        ...footer(v),
      ],
    };
  },

  /** The daily reminder of `count` overdue entries to whom they are assigned: the `listed` ones
   *  with how they are overdue, and how many more (`rest`) are in the inbox. */
  teamReminder: (v: TeamWords & { count: number; listed: OverdueWords[]; rest: number }): MailWords => ({
    subject: `Erinnerung: ${v.count === 1 ? '1 überfälliger Eintrag' : `${v.count} überfällige Einträge`} im Projekt „${v.workspace}“`,
    blocks: [
      'Guten Tag,',
      `im Projekt „${v.workspace}“ ${v.count === 1 ? 'ist ein Eintrag überfällig, für den' : `sind ${v.count} Einträge überfällig, für die`} Sie zuständig sind:`,
      ...v.listed.flatMap((e): MailBlock[] => [`${entryName(e)} (Karte „${e.layer}“): ${overdueText({ Kind: e.kind, Days: e.days })}`, { link: e.mapLink }]),
      ...(v.rest > 0 ? [`… und ${v.rest === 1 ? 'ein weiterer' : `${v.rest} weitere`} im Eingang des Teams.`] : []),
      'Zu den überfälligen Einträgen im Eingang des Teams:',
      { link: v.inboxLink },
      ...footer(v),
    ],
  }),
};
