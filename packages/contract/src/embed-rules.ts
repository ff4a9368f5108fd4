/** The constants and rules of the embeddable map (docs/product.md §24.1) without zod schemas (those
 *  are in embed.ts), so that the embed page, which must stay small, can use them; and apart from
 *  org-settings.ts, which every page of the web app loads (docs/decisions/0042). */
import { EMBED_SETTINGS } from './org-settings.js';

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
