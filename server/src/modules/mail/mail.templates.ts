import { LANGUAGE_INFO, type Language, SOURCE_LANGUAGE } from '@mitmachkarte/contract';
import { mailDateTime, mailDay } from '../../i18n/mail-dates.js';
import type { MailBlock, SecurityNotice } from '../../i18n/mail-words.js';
import { MAILS } from '../../i18n/mails.js';

/** The account mails: a subject, a plain-text body and the same as HTML with every inserted value
 *  escaped. Every mail to a person speaks the recipient's language (i18n/<language>/, docs/product.md
 *  §23.4); the feedback on accessibility, which goes to the organisation, is German. */
export type MailContent = Readonly<{
  subject: string; text: string; html: string;
  /** Where a mail program's „Abbestellen“ posts (RFC 8058 one-click; sent as List-Unsubscribe). */
  listUnsubscribe?: string;
}>;

/** A paragraph of text, or a link shown on its own line. */
export type Block = MailBlock;

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One line of header text: no line breaks, no runs of white space. */
export const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The mail of `subject` and `blocks` in `language`: the text, and the same as HTML with every
 *  value escaped, its `lang` and writing direction the language's. */
export function render(subject: string, blocks: Block[], language: Language = SOURCE_LANGUAGE): MailContent {
  const text = blocks.map((b) => (typeof b === 'string' ? b : b.link)).join('\n\n') + '\n';
  const body = blocks
    .map((b) => (typeof b === 'string'
      ? `<p>${escapeHtml(b).replaceAll('\n', '<br>\n')}</p>`
      : `<p><a href="${escapeHtml(b.link)}">${escapeHtml(b.link)}</a></p>`))
    .join('\n');
  const html = `<!DOCTYPE html>\n<html lang="${language}"${LANGUAGE_INFO[language].dir === 'rtl' ? ' dir="rtl"' : ''}>\n<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>\n`
    + `<body style="font-family: sans-serif; line-height: 1.5">\n${body}\n</body>\n</html>\n`;
  return { subject, text, html };
}

/** The words `words` of a mail in `language`, rendered. */
const compose = (words: { subject: string; blocks: Block[] }, language: Language) => render(words.subject, words.blocks, language);

/** The mail with the activation link of a registration, in `language`. `title` is the
 *  organisation's product name, `validFor` the link's lifetime in words of the language
 *  (i18n mails validFor). The link opens a page where the registration's password confirms it
 *  (docs/decisions/0009): a mail gateway that opens the link activates nothing. The registrant's
 *  name is left out on purpose: the form must not carry someone's text into mails to arbitrary
 *  addresses. */
export function activationMail(input: { title: string; link: string; validFor: string }, language: Language = SOURCE_LANGUAGE): MailContent {
  return compose(MAILS[language].activation({ ...input, title: oneLine(input.title) }), language);
}

/** The mail with the link that confirms a new password, in `language`. The link opens a page
 *  where the new password is typed once more; only that sets it (docs/decisions/0009), so neither
 *  a mail gateway opening the link nor someone who did not choose the password can complete the
 *  reset. */
export function passwordResetMail(input: { title: string; link: string; validFor: string }, language: Language = SOURCE_LANGUAGE): MailContent {
  return compose(MAILS[language].passwordReset({ ...input, title: oneLine(input.title) }), language);
}

/** The invitation to a project's team (docs/product.md §17.4) in `language`: the project's and the
 *  inviting manager's names, the link to the page where the account is set up (or, for an address
 *  with an account, where its owner logs in and accepts) and its lifetime in words of the language
 *  (i18n mails validDays). */
export function invitationMail(
  input: { title: string; workspace: string; inviter: string; link: string; validFor: string; hasAccount: boolean }, language: Language = SOURCE_LANGUAGE,
): MailContent {
  return compose(MAILS[language].invitation({
    title: oneLine(input.title), workspace: oneLine(input.workspace), inviter: oneLine(input.inviter), link: input.link, validFor: input.validFor, hasAccount: input.hasAccount,
  }), language);
}

/** The notice to the owner of a switched-off account whose address was registered again, in
 *  `language`: the registration changed nothing. `contact` is the organisation's contact address,
 *  if it has one. */
export function accountLockedMail(input: { title: string; contact?: string }, language: Language = SOURCE_LANGUAGE): MailContent {
  return compose(MAILS[language].accountLocked({ title: oneLine(input.title), contact: input.contact ? oneLine(input.contact) : '' }), language);
}

export type { SecurityNotice } from '../../i18n/mail-words.js';

/** What a notice about a passkey names: the passkey's name and when it happened (ISO 8601; the
 *  mail writes it in its language, i18n/mail-dates.ts). */
export type SecurityNoticeDetail = Readonly<{ passkey?: string; at?: string }>;

/** The notice to the holder of an account that `notice` happened to it, in `language`, by the
 *  holder (`byManager` false: with the account's password) or by a user manager (OWASP ASVS 4.0.3
 *  2.2.3, 2.5.5; docs/security.md, Accounts and mailed links). Says what to do if it was not them:
 *  reset the password at `resetLink` (a page, no token), and who to turn to (`contact`, the
 *  organisation's contact address, else its operators). Holds no secret: no password, code or
 *  link that acts. */
export function securityNoticeMail(
  input: { title: string; notice: SecurityNotice; byManager: boolean; resetLink: string; contact?: string; detail?: SecurityNoticeDetail }, language: Language = SOURCE_LANGUAGE,
): MailContent {
  return compose(MAILS[language].securityNotice({
    title: oneLine(input.title), notice: input.notice, byManager: input.byManager, resetLink: input.resetLink, contact: input.contact ? oneLine(input.contact) : '',
    passkey: input.detail?.passkey !== undefined ? oneLine(input.detail.passkey) : '', at: input.detail?.at ? mailDateTime(input.detail.at, language) : '',
  }), language);
}

/** The warning to an account nobody logged in to for `months` months (docs/product.md §17.8), in
 *  `language`: it is deleted after `deadline` (ISO 8601; the mail names its Berlin day in the
 *  language) unless someone logs in at `link`; `keepsContributions` says whether its entries and
 *  comments stay without name (the organisation's choice, docs/security.md, Personal data) or go
 *  with it. */
export function inactiveAccountMail(
  input: { title: string; months: number; deadline: string; link: string; keepsContributions: boolean }, language: Language = SOURCE_LANGUAGE,
): MailContent {
  return compose(MAILS[language].inactiveAccount({ ...input, title: oneLine(input.title), deadline: mailDay(input.deadline, language) }), language);
}

/** Feedback on the accessibility of the site (BITV 2.0 §7 feedback form) to the organisation:
 *  the message as written and, if given, the sender's address for an answer. */
export function accessibilityFeedbackMail(input: { title: string; message: string; email?: string }): MailContent {
  const title = oneLine(input.title);
  return render(`Rückmeldung zur Barrierefreiheit – ${title}`, [
    'Guten Tag,',
    `über das Formular der Erklärung zur Barrierefreiheit von ${title} ist folgende Rückmeldung eingegangen:`,
    input.message,
    input.email ? `Antwort bitte an: ${oneLine(input.email)}` : 'Die Person hat keine E-Mail-Adresse angegeben.',
    'Nach BITV 2.0 § 7 ist eine Antwort innerhalb eines Monats vorgesehen.',
  ]);
}

/** What a mail to the follower of an entry names (docs/product.md §16.7): the organisation's
 *  product name, the entry's title and layer, the link to the entry on the map and the link that
 *  ends these mails for this entry. `reporter`: the mail goes to the person a team member recorded
 *  the entry for, who has no account and follows nothing (§16.12). `language`: the recipient's
 *  (German when not given). */
export type FollowerMailInput = { title: string; entry: string; layer: string; mapLink: string; unsubscribeLink: string; reporter?: boolean; language?: Language };

/** The values every follower mail names, each on one line. */
const followerWords = (input: FollowerMailInput) => ({
  title: oneLine(input.title), entry: oneLine(input.entry), layer: oneLine(input.layer), mapLink: input.mapLink, unsubscribeLink: input.unsubscribeLink,
  ...(input.reporter ? { reporter: true } : {}),
});

const languageOf = (input: FollowerMailInput) => input.language ?? SOURCE_LANGUAGE;

/** The first mail to the person a team member recorded an entry for (docs/product.md §16.12):
 *  their report has arrived, under which title and where, and how to stop the mails. */
export const reporterReceiptMail = (input: FollowerMailInput): MailContent =>
  compose(MAILS[languageOf(input)].reporterReceipt(followerWords(input)), languageOf(input));

/** A follower's mail on a status change: the new status's label and the managers' note, if any. */
export const followerStatusMail = (input: FollowerMailInput & { status: string; note: string }): MailContent =>
  compose(MAILS[languageOf(input)].followerStatus({ ...followerWords(input), status: oneLine(input.status), note: input.note }), languageOf(input));

/** A follower's mail on a new or changed official answer, with its text and the organisation
 *  that wrote it. */
export const followerAnswerMail = (input: FollowerMailInput & { answer: string; organisation: string }): MailContent =>
  compose(MAILS[languageOf(input)].followerAnswer({ ...followerWords(input), answer: input.answer, organisation: oneLine(input.organisation) }), languageOf(input));

/** A follower's one mail when the team set a new status and wrote or changed the official answer
 *  in one step (docs/product.md §16.2): both, the status with its note. */
export const followerResponseMail = (input: FollowerMailInput & { status: string; note: string; answer: string; organisation: string }): MailContent =>
  compose(MAILS[languageOf(input)].followerResponse({
    ...followerWords(input), status: oneLine(input.status), note: input.note, answer: input.answer, organisation: oneLine(input.organisation),
  }), languageOf(input));

/** Most comments quoted in one digest; the rest are counted. */
export const DIGEST_QUOTED_COMMENTS = 10;

/** A follower's digest of new comments (at most one an hour per entry): how many, and the first
 *  DIGEST_QUOTED_COMMENTS with author and text. */
export function commentDigestMail(input: FollowerMailInput & { comments: { author: string; text: string }[] }): MailContent {
  const quoted = input.comments.slice(0, DIGEST_QUOTED_COMMENTS);
  return compose(MAILS[languageOf(input)].commentDigest({
    ...followerWords(input), count: input.comments.length, quoted, rest: input.comments.length - quoted.length,
  }), languageOf(input));
}
