/** Escaping for XML 1.0 documents written as text (the KML export, docs/product.md §18.4). */

/** Characters XML 1.0 does not allow (C0 controls but tab and line ends, U+FFFE/FFFF, lone
 *  surrogates, XML 1.0 §2.2): replaced by U+FFFD. */
// eslint-disable-next-line no-control-regex
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;', '\r': '&#13;' };
const ATTRIBUTE_ESCAPES: Record<string, string> = { ...TEXT_ESCAPES, '\n': '&#10;', '\t': '&#9;' };

/** `text` as XML character data: & < > " ' escaped, a carriage return as &#13; (so that a parser
 *  keeps it, XML 1.0 §2.11), characters XML cannot carry as U+FFFD. */
export const xmlText = (text: string): string => text.replace(XML_INVALID, '\uFFFD').replace(/[&<>"'\r]/g, (c) => TEXT_ESCAPES[c]!);

/** `text` as the value of an attribute in double quotes: as xmlText, and line ends and tabs as
 *  character references, which attribute-value normalisation keeps (XML 1.0 §3.3.3). */
export const xmlAttribute = (text: string): string => text.replace(XML_INVALID, '\uFFFD').replace(/[&<>"'\r\n\t]/g, (c) => ATTRIBUTE_ESCAPES[c]!);
