import { type Language, SOURCE_LANGUAGE } from '@mitmachkarte/contract';
import { MAILS } from '../../i18n/mails.js';
import type { ReportOutcome } from '../../i18n/mail-words.js';
import { type MailContent, oneLine, render } from '../mail/mail.templates.js';

/** The mail that tells a reporter the outcome of their report (docs/product.md §16.3), in their
 *  language (i18n/<language>/account-mails.ts reportOutcome, §23.4). */

export type { ReportOutcome } from '../../i18n/mail-words.js';

/** What the mail names: the organisation's product name, the entry's title ('' none) and map,
 *  whether a comment on it was reported, the outcome, and the entry's link while it is public. */
export type ReportOutcomeInput = { title: string; entry: string; layer: string; comment: boolean; outcome: ReportOutcome; mapLink: string | null };

/** The outcome mail of `input` in `language`. */
export function reportOutcomeMail(input: ReportOutcomeInput, language: Language = SOURCE_LANGUAGE): MailContent {
  const words = MAILS[language].reportOutcome({
    title: oneLine(input.title), entry: oneLine(input.entry), layer: oneLine(input.layer), comment: input.comment, outcome: input.outcome, mapLink: input.mapLink ?? '',
  });
  return render(words.subject, words.blocks, language);
}
