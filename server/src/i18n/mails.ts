import type { Language } from '@mitmachkarte/contract';
import type { MailTexts } from './catalogue-types.js';
import { mails as de } from './de/mails.js';
import { mails as en } from './en/mails.js';
import { mails as tr } from './tr/mails.js';
import { mails as ar } from './ar/mails.js';
import { mails as uk } from './uk/mails.js';

/** The words of the citizen's mails in every language; German is the source (docs/product.md §23). */
export const MAILS: Readonly<Record<Language, MailTexts>> = { de, en, tr, ar, uk };
