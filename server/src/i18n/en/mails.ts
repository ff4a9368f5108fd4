import type { CitizenMailTexts } from '../catalogue-types.js';
import type { AlertConfirmWords, AlertItemWords, AlertWords, FollowerWords, MailBlock, MailWords, ProjectUpdateWords } from '../mail-words.js';

/** The citizen's mails in English (translation of i18n/de/mails.ts). */

const entryName = (v: FollowerWords) => (v.entry ? `“${v.entry}”` : `in “${v.layer}”`);

/** How an entry of an area alert is named: its title in quotes, else the layer it is in. */
const alertItemName = (i: AlertItemWords | undefined) => (i?.entry ? `“${i.entry}”` : `in “${i?.layer ?? ''}”`);

const followerFooter = (v: FollowerWords): MailBlock[] => [
  'The entry on the map:',
  { link: v.mapLink },
  ...(v.reporter ? [
    'You are receiving this e-mail because you reported your concern to us and asked for news about it. No more e-mails about this entry:',
    { link: v.unsubscribeLink },
  ] : [
    'You are receiving this e-mail because you follow the entry. No more e-mails about this entry:',
    { link: v.unsubscribeLink },
    `To stop all e-mails about entries, choose “No e-mails” in your profile at ${v.title}.`,
  ]),
  `Kind regards\n${v.title}`,
];

export const mails: CitizenMailTexts = {
  validFor: (v) => (v.minutes >= 60 ? `for ${v.minutes / 60} hours` : `for ${v.minutes} minutes`),

  activation: (v) => ({
    subject: `Please confirm your registration at ${v.title}`,
    blocks: [
      'Hello,',
      `thank you for registering at ${v.title}. Please open the following link and enter the password you chose when registering to confirm:`,
      { link: v.link },
      `Your account is then activated and you are logged in. The link is valid ${v.validFor} and can be used only once.`,
      `If you did not register at ${v.title}, please ignore this e-mail. No account will be activated then.`,
      `Kind regards\n${v.title}`,
    ],
  }),

  passwordReset: (v) => ({
    subject: `Please confirm your new password at ${v.title}`,
    blocks: [
      'Hello,',
      `a new password was requested for your account at ${v.title}. The new password only becomes valid when you open the following link and enter it there once more to confirm:`,
      { link: v.link },
      `Until then your current password remains valid. The link is valid ${v.validFor} and can be used only once. Confirming logs you out on all devices.`,
      'If you did not request a new password, please ignore this e-mail. Your password then stays unchanged.',
      `Kind regards\n${v.title}`,
    ],
  }),

  accountLocked: (v) => ({
    subject: `Your account is blocked – ${v.title}`,
    blocks: [
      'Hello,',
      `someone just tried to register an account at ${v.title} with your e-mail address. There already is an account for this address, and it is blocked. A new registration does not lift the block and changes nothing about your account.`,
      `If you have questions about the block, please contact ${v.contact ? v.contact : `the operators of ${v.title}`}.`,
      'If you did not want to register, please ignore this e-mail.',
      `Kind regards\n${v.title}`,
    ],
  }),

  reporterReceipt: (v) => ({
    subject: `Your report has arrived – entry ${entryName(v)}`,
    blocks: [
      'Hello,',
      `your report has arrived. We recorded it as the entry ${entryName(v)} (${v.layer}) and will write to you when its status changes or there is an official answer.`,
      ...followerFooter({ ...v, reporter: true }),
    ],
  }),

  followerStatus: (v) => ({
    subject: `New status “${v.status}” – entry ${entryName(v)}`,
    blocks: [
      'Hello,',
      `the entry ${entryName(v)} (${v.layer}) has a new status: ${v.status}.`,
      ...(v.note ? [`Note: ${v.note}`] : []),
      ...followerFooter(v),
    ],
  }),

  followerAnswer: (v) => ({
    subject: `Official answer to the entry ${entryName(v)}`,
    blocks: [
      'Hello,',
      `there is an official answer from ${v.organisation} to the entry ${entryName(v)} (${v.layer}):`,
      v.answer,
      ...followerFooter(v),
    ],
  }),

  followerResponse: (v) => ({
    subject: `New status “${v.status}” and official answer – entry ${entryName(v)}`,
    blocks: [
      'Hello,',
      `the entry ${entryName(v)} (${v.layer}) has a new status: ${v.status}.`,
      ...(v.note ? [`Note: ${v.note}`] : []),
      `There is also an official answer from ${v.organisation}:`,
      v.answer,
      ...followerFooter(v),
    ],
  }),

  commentDigest: (v) => ({
    subject: `${v.count === 1 ? 'A new comment' : `${v.count} new comments`} on the entry ${entryName(v)}`,
    blocks: [
      'Hello,',
      `there ${v.count === 1 ? 'is a new comment' : `are ${v.count} new comments`} on the entry ${entryName(v)} (${v.layer}):`,
      ...v.quoted.map((c) => `${c.author || 'Someone'} writes:\n${c.text}`),
      ...(v.rest > 0 ? [`… and ${v.rest === 1 ? 'one more' : `${v.rest} more`} on the map.`] : []),
      ...followerFooter(v),
    ],
  }),
  areaAlertConfirm: (v: AlertConfirmWords) => ({
    subject: `Please confirm your alert at ${v.title}`,
    blocks: [
      'Hello,',
      `An alert about new entries in an area was ordered at ${v.title} for this e-mail address. Please open the following link and confirm there:`,
      { link: v.link },
      `Only then will you receive e-mails. Without confirmation the alert is deleted after ${v.days} days. If you did not order anything, please ignore this e-mail.`,
      `Kind regards\n${v.title}`,
    ],
  }),

  areaAlert: (v: AlertWords) => ({
    subject: v.frequency === 'sofort'
      ? `${v.items[0]?.kind === 'status' ? 'New status' : 'New entry'} in your area: ${alertItemName(v.items[0])}`
      : `Your ${v.frequency === 'taeglich' ? 'daily' : 'weekly'} summary: ${v.count} news in your area`,
    blocks: [
      'Hello,',
      v.frequency === 'sofort' ? 'There is news in the area you asked to be alerted about:' : `There are ${v.count} news in the area you asked to be alerted about:`,
      ...v.items.flatMap((i): MailBlock[] => [
        i.kind === 'status' ? `New status “${i.status}”: ${alertItemName(i)} (${i.layer})` : `New entry: ${alertItemName(i)} (${i.layer})`,
        { link: i.mapLink },
      ]),
      ...(v.rest > 0 ? [`… and ${v.rest} more on the map.`] : []),
      'All news as a feed (Atom):',
      { link: v.feedLink },
      'You receive this e-mail because you ordered this alert. Cancel the alert:',
      { link: v.unsubscribeLink },
      `Kind regards\n${v.title}`,
    ],
  }),
  projectUpdate: (v: ProjectUpdateWords): MailWords => ({
    subject: `News from the project “${v.project}”: ${v.updateTitle}`,
    blocks: [
      `News from the project “${v.project}”:`,
      v.updateTitle,
      v.text,
      'To the project:',
      { link: v.projectLink },
      `Why do I get this e-mail? ${v.follows ? 'You follow the project' : 'You took part in the project'} “${v.project}”. No more news from this project:`,
      { link: v.unsubscribeLink },
      `Kind regards\n${v.title}`,
    ],
  }),
};
