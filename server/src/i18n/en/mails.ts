import type { MailTexts } from '../catalogue-types.js';
import type { FollowerWords, MailBlock } from '../mail-words.js';

/** The citizen's mails in English (translation of i18n/de/mails.ts). */

const entryName = (v: FollowerWords) => (v.entry ? `“${v.entry}”` : `in “${v.layer}”`);

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

export const mails: MailTexts = {
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
};
