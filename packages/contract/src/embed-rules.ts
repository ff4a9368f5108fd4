/** The constants and rules of the embeddable map (docs/product.md §24.1) without zod schemas (those
 *  are in embed.ts), so that the embed page, which must stay small, can use them; and apart from
 *  org-settings.ts, which every page of the web app loads (docs/decisions/0042). */
import { EMBED_SETTINGS } from './org-settings.js';
import { REQUIRED_CHECKED_TYPES } from './questionnaire-rules.js';

/** The `type` of the message the embed page posts to the page that frames it whenever its content
 *  height (CSS pixels, `height`) changes. */
export const EMBED_RESIZE_MESSAGE = 'mitmachkarte:resize';

/** At most this many origins may frame the embedded map. */
export const EMBED_ORIGINS_MAX = 20;

/** An origin a page may frame the embed from: https with a host name (and port), or http on
 *  localhost or 127.0.0.1 (a site under development, the tests); no path, no wildcard. */
const EMBED_ORIGIN = /^(?:https:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?|http:\/\/(?:localhost|127\.0\.0\.1))(?::[0-9]{1,5})?$/;

/** The entries of an origins setting as typed (split at line breaks, spaces and commas; a
 *  trailing slash dropped, lower case), empty entries left out. */
export const embedOriginEntries = (value: unknown): string[] =>
  typeof value === 'string' ? value.split(/[\s,]+/).map((o) => o.trim().toLowerCase().replace(/\/$/, '')).filter((o) => o !== '') : [];

/** Whether `origin` (as embedOriginEntries gives it) may be listed: EMBED_ORIGIN, port ≤ 65535. */
export function isEmbedOrigin(origin: string): boolean {
  if (!EMBED_ORIGIN.test(origin)) return false;
  const port = /:([0-9]+)$/.exec(origin);
  return !port || Number(port[1]) <= 65_535;
}

/** The origins an organisation's settings `other` allow to frame its embedded maps: the valid
 *  entries of EMBED_SETTINGS.origins, at most EMBED_ORIGINS_MAX (the settings check refuses more,
 *  so a value saved before holds no surprise either). */
export const embedOriginsOf = (other: Readonly<Record<string, unknown>>): string[] =>
  [...new Set(embedOriginEntries(other[EMBED_SETTINGS.origins]).filter(isEmbedOrigin))].slice(0, EMBED_ORIGINS_MAX);

/** Whether an organisation's settings `other` let visitors make entries inside its embedded maps
 *  (EMBED_SETTINGS.entries, a switch; off unless set). */
export const embedEntriesAllowed = (other: Readonly<Record<string, unknown>>): boolean =>
  other[EMBED_SETTINGS.entries] === true || other[EMBED_SETTINGS.entries] === 'true';

/** The answer types the embed's entry form renders (src/embed/entry-form.ts): text, long text,
 *  single and multiple choice, yes/no, number and percent; texts and page breaks are shown or
 *  skipped. Other questions (image, position) are left out of the form. */
export const EMBED_FORM_TYPES: readonly string[] = ['text', 'text_multi', 'single', 'multiple', 'boolean', 'number', 'percent', 'label', 'pagebreak'];

/** Whether the embed's form can take an entry of a map with the questions `questions`: no question
 *  it leaves out would be required (docs/product.md §24.1). */
export const embedFormFits = (questions: readonly { DataType: string; Optional: boolean }[]): boolean =>
  questions.every((q) => EMBED_FORM_TYPES.includes(q.DataType) || q.Optional || !(REQUIRED_CHECKED_TYPES as readonly string[]).includes(q.DataType));
