import type { messages } from './de/messages.js';
import type { mails } from './de/mails.js';
import type { teamMails } from './de/team-mails.js';
import type { accountMails } from './de/account-mails.js';
import type { exportWords } from './de/exports.js';

/** The key of a server message (i18n/de/messages.ts). */
export type MessageKey = keyof typeof messages;
/** A translation of the server's messages: every German key, nothing else (docs/product.md §23). */
export type ServerMessages = Readonly<Record<MessageKey, string>>;
/** A translation of one area of the German messages (i18n/de/messages/<area>.ts): its keys, each
 *  a string; a missing or an extra key does not compile. */
export type Translated<Area> = { readonly [K in keyof Area]: string };

/** A translation of the citizen's mails (i18n/de/mails.ts): every German mail, with the same values. */
export type CitizenMailTexts = typeof mails;
/** A translation of the team's mails (i18n/de/team-mails.ts). */
export type TeamMailTexts = typeof teamMails;
/** A translation of the mails about an account and to reporters (i18n/de/account-mails.ts). */
export type AccountMailTexts = typeof accountMails;
/** Every mail of a language, the three areas together (i18n/mails.ts MAILS). */
export type MailTexts = CitizenMailTexts & TeamMailTexts & AccountMailTexts;

/** A translation of the exports' fixed headers and sheet names (i18n/de/exports.ts). */
export type ExportWords = Readonly<Record<keyof typeof exportWords, string>>;
