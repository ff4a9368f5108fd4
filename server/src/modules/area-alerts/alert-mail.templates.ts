import { type Language, SOURCE_LANGUAGE } from '@mitmachkarte/contract';
import type { AlertItemWords } from '../../i18n/mail-words.js';
import { MAILS } from '../../i18n/mails.js';
import { type MailContent, oneLine, render } from '../mail/mail.templates.js';

/** The mails of area alerts (docs/product.md §24.2) in the recipient's language (words in
 *  i18n/<language>/mails.ts). Every value is put on one line here. */

/** Most news listed in one digest; the rest are counted. */
export const ALERT_LISTED_ITEMS = 20;

/** The mail with the link that confirms an alert by e-mail; `days` until an unconfirmed one goes. */
export function alertConfirmMail(input: { title: string; link: string; days: number }, language: Language = SOURCE_LANGUAGE): MailContent {
  const words = MAILS[language].areaAlertConfirm({ ...input, title: oneLine(input.title) });
  return render(words.subject, words.blocks, language);
}

/** An alert's mail: at once (`sofort`, one item) or the daily or weekly digest of `items` (the
 *  first ALERT_LISTED_ITEMS listed), with the links to the feed and to end the alert. */
export function areaAlertMail(
  input: { title: string; frequency: 'sofort' | 'taeglich' | 'woechentlich'; items: AlertItemWords[]; feedLink: string; unsubscribeLink: string },
  language: Language = SOURCE_LANGUAGE,
): MailContent {
  const listed = input.items.slice(0, ALERT_LISTED_ITEMS).map((i) => ({ ...i, entry: oneLine(i.entry), layer: oneLine(i.layer), status: oneLine(i.status) }));
  const words = MAILS[language].areaAlert({
    title: oneLine(input.title), frequency: input.frequency, count: input.items.length, items: listed, rest: input.items.length - listed.length,
    feedLink: input.feedLink, unsubscribeLink: input.unsubscribeLink,
  });
  return render(words.subject, words.blocks, language);
}
