import { type Language, SOURCE_LANGUAGE } from '@mitmachkarte/contract';
import type { ProjectUpdateWords } from '../../i18n/mail-words.js';
import { MAILS } from '../../i18n/mails.js';
import { type MailContent, oneLine, render } from '../mail/mail.templates.js';

/** The mail of an update (docs/product.md §25.5) in the recipient's language (words in
 *  i18n/<language>/mails.ts projectUpdate): subject „Neuigkeiten aus dem Projekt „…“: …“, the
 *  text as written (Markdown is plain text), the project page's link, why it comes and the
 *  unsubscribe link; `listUnsubscribe` is the RFC 8058 one-click address. */
export function projectUpdateMail(input: ProjectUpdateWords & { listUnsubscribe: string }, language: Language = SOURCE_LANGUAGE): MailContent {
  const { listUnsubscribe, ...values } = input;
  const words = MAILS[language].projectUpdate({
    ...values, title: oneLine(values.title), project: oneLine(values.project), updateTitle: oneLine(values.updateTitle),
  });
  return { ...render(words.subject, words.blocks, language), listUnsubscribe };
}
