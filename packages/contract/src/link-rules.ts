import { FIELD_MESSAGES } from './field-messages.js';

/** Safe links (docs/product.md §5.4; stored XSS): what a menu entry or a link-valued setting may
 *  point at. No schema is built here: the web app checks the same rule before saving. */

/** Schemes a menu link may name; anything else (javascript:, data:, vbscript:) could run script
 *  when clicked (stored XSS). Links without a scheme (/admin/manage, #help) are relative. */
const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];
export const UNSAFE_LINK = FIELD_MESSAGES.unsafeLink;
/** True for an empty, relative, http(s), mailto or tel link without control characters (browsers drop
 *  tabs and line breaks inside URLs, so `java\tscript:` would still be a script link). */
export function isSafeLink(link: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\u0000-\u001F\u007F]/.test(link)) return false;
  const scheme = /^\s*([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(link)?.[1];
  return scheme === undefined || LINK_SCHEMES.includes(scheme.toLowerCase());
}
