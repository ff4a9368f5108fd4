import type { messages } from './de/messages.js';
import type { mails } from './de/mails.js';

/** The key of a server message (i18n/de/messages.ts). */
export type MessageKey = keyof typeof messages;
/** A translation of the server's messages: every German key, nothing else (docs/product.md §23). */
export type ServerMessages = Readonly<Record<MessageKey, string>>;

/** A translation of the citizen's mails (i18n/de/mails.ts): every German mail, with the same values. */
export type MailTexts = typeof mails;
