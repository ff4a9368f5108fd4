import type { Language } from '@mitmachkarte/contract';
import type { AccountMailTexts, CitizenMailTexts, MailTexts, TeamMailTexts } from './catalogue-types.js';
import * as de from './de/index.js';
import * as en from './en/index.js';
import * as tr from './tr/index.js';
import * as ar from './ar/index.js';
import * as uk from './uk/index.js';

/** Every mail of a language: the citizen's, the team's, and those about an account and to reporters. */
const mailsOf = (l: { mails: CitizenMailTexts; teamMails: TeamMailTexts; accountMails: AccountMailTexts }): MailTexts => ({ ...l.mails, ...l.teamMails, ...l.accountMails });

/** The words of the server's mails in every language; German is the source (docs/product.md §23.4). */
export const MAILS: Readonly<Record<Language, MailTexts>> = { de: mailsOf(de), en: mailsOf(en), tr: mailsOf(tr), ar: mailsOf(ar), uk: mailsOf(uk) };
