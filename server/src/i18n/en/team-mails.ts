import type { TeamMailTexts } from '../catalogue-types.js';
import type { MailBlock, TeamEventKind, TeamEventWords, TeamWords } from '../mail-words.js';

/** The team's mails in English (translation of i18n/de/team-mails.ts). */

const entryName = (e: { entry: string; layer: string }) => (e.entry ? `“${e.entry}”` : `without a title in “${e.layer}”`);

function eventLine(e: TeamEventWords): string {
  const where = `(map “${e.layer}”)`;
  if (e.kind === 'eintraege') return `New entry ${entryName(e)} ${where}`;
  if (e.kind === 'meldungen') return `Report about ${e.comment ? 'a comment on the entry' : 'the entry'} ${entryName(e)} ${where}`;
  return `${e.comment ? 'A comment on the entry' : 'The entry'} ${entryName(e)} ${where} is awaiting approval`;
}

const footer = (v: TeamWords): MailBlock[] => [
  `You are receiving this e-mail because you are on the team of the project “${v.workspace}”. You choose when you receive e-mails in the project's administration under “Team”, “Team notifications”. No more e-mails about this project:`,
  { link: v.unsubscribeLink },
  `Kind regards\n${v.title}`,
];

const SUBJECT: Record<TeamEventKind, string> = { eintraege: 'New entry', meldungen: 'New report', freigaben: 'Awaiting approval' };

const COUNT_TEXT: Record<TeamEventKind, (n: number) => string> = {
  eintraege: (n) => (n === 1 ? '1 new entry' : `${n} new entries`),
  meldungen: (n) => (n === 1 ? '1 report' : `${n} reports`),
  freigaben: (n) => (n === 1 ? '1 contribution awaiting approval' : `${n} contributions awaiting approval`),
};

const since = (kind: 'antwort' | 'erledigung', days: number) =>
  `Overdue: ${kind === 'antwort' ? 'answer' : 'completion'} due ${days === 0 ? 'today' : days === 1 ? '1 day ago' : `${days} days ago`}`;

export const teamMails: TeamMailTexts = {
  teamEvent: (v) => ({
    subject: `${SUBJECT[v.event.kind]} in the project “${v.workspace}”: ${entryName(v.event)}`,
    blocks: [
      'Hello,',
      `in the project “${v.workspace}”: ${eventLine(v.event)}.`,
      'The entry on the map:',
      { link: v.event.mapLink },
      v.event.kind === 'eintraege' ? 'The team\'s inbox:' : v.event.kind === 'meldungen' ? 'The reports in the team\'s inbox:' : 'The contributions awaiting approval in the team\'s inbox:',
      { link: v.inboxLink },
      ...footer(v),
    ],
  }),

  teamDigest: (v) => ({
    subject: `${v.daily ? 'Daily' : 'Weekly'} summary for the project “${v.workspace}”`,
    blocks: [
      'Hello,',
      `in the project “${v.workspace}” there ${v.counts.length === 1 && v.counts[0]!.n === 1 ? 'has been' : 'have been'} ${v.counts.map((c) => COUNT_TEXT[c.kind](c.n)).join(', ')} ${v.daily ? 'since the last daily summary' : 'since the last weekly summary'}.`,
      ...v.listed.flatMap((e): MailBlock[] => [eventLine(e), { link: e.mapLink }]),
      ...(v.rest > 0 ? [`… and ${v.rest === 1 ? 'one more event' : `${v.rest} more events`} in the team's inbox.`] : []),
      'The team\'s inbox:',
      { link: v.inboxLink },
      ...footer(v),
    ],
  }),

  teamAssignment: (v) => {
    const to = [v.department && `“${v.department}”`, v.person].filter(Boolean).join(' · ');
    const more = v.more === 0 ? '' : v.more === 1 ? ' and one more entry' : ` and ${v.more} more entries`;
    return {
      subject: `Responsibility in the project “${v.workspace}”: ${entryName(v)}${more}`,
      blocks: [
        'Hello,',
        `in the project “${v.workspace}” the entry ${entryName(v)} (map “${v.layer}”)${more} ${v.more === 0 ? 'has' : 'have'} now been assigned to: ${to}.`,
        'The entry on the map:',
        { link: v.mapLink },
        'Your entries in the team\'s inbox:',
        { link: v.inboxLink },
        ...footer(v),
      ],
    };
  },

  teamReminder: (v) => ({
    subject: `Reminder: ${v.count === 1 ? '1 overdue entry' : `${v.count} overdue entries`} in the project “${v.workspace}”`,
    blocks: [
      'Hello,',
      `in the project “${v.workspace}” ${v.count === 1 ? 'an entry you are responsible for is' : `${v.count} entries you are responsible for are`} overdue:`,
      ...v.listed.flatMap((e): MailBlock[] => [`${entryName(e)} (map “${e.layer}”): ${since(e.kind, e.days)}`, { link: e.mapLink }]),
      ...(v.rest > 0 ? [`… and ${v.rest === 1 ? 'one more' : `${v.rest} more`} in the team's inbox.`] : []),
      'The overdue entries in the team\'s inbox:',
      { link: v.inboxLink },
      ...footer(v),
    ],
  }),
};
