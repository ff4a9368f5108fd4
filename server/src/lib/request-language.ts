import { isLanguage, type Language, negotiateLanguage, parseAcceptLanguage, SOURCE_LANGUAGE } from '@mitmachkarte/contract';

/** The interface language kept with an account (`users.language`), if it is a known one. */
export const languageOfUser = (row: { language?: string | null }): Language | undefined => (isLanguage(row.language) ? row.language : undefined);

/** The language the server answers a request in (docs/product.md §23, „Die Sprache des
 *  Servers“): the account's language when the visitor is signed in and the organisation serving
 *  the host offers it; else the first offered language of the request's Accept-Language header
 *  (RFC 9110 §12.5.4; the web app sends its current language there), by primary subtag; else
 *  German. `offered` always holds German (contract offeredLanguages). */
export function chooseRequestLanguage(input: { account?: Language | undefined; acceptLanguage?: string | undefined; offered: readonly Language[] }): Language {
  if (input.account && input.offered.includes(input.account)) return input.account;
  return negotiateLanguage(parseAcceptLanguage(input.acceptLanguage), input.offered);
}

/** The language of a mail to an account (docs/product.md §23): its kept language when the
 *  organisation that sends the mail offers it, else German. */
export const recipientLanguage = (account: Language | undefined, offered: readonly Language[]): Language =>
  account && offered.includes(account) ? account : SOURCE_LANGUAGE;

/** Whether a request can only be German whatever languages its organisation offers: a German
 *  account, or none and an Accept-Language header naming nothing but German. Spares the
 *  organisation's look-up for most German requests. */
export function isSurelyGerman(account: Language | undefined, acceptLanguage: string | undefined): boolean {
  if (account) return account === SOURCE_LANGUAGE;
  return parseAcceptLanguage(acceptLanguage).every((tag) => tag.trim().toLowerCase().split('-')[0] === SOURCE_LANGUAGE);
}
