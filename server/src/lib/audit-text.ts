/** Pure helpers for the German texts of audit entries (docs/product.md §16.4), shared by the
 *  modules that record them. */

/** Longest summary of an entry (characters). */
export const AUDIT_SUMMARY_MAX_LENGTH = 300;

/** The label of a user's address in the texts of `user.*` entries ('E-Mail: anna@example.org'). */
export const EMAIL_LABEL = 'E-Mail';

/** The addresses a text names as 'E-Mail: …' (addresses hold no whitespace; fields are joined by
 *  '; ', fieldChanges). */
export const addressesNamed = (text: string): string[] =>
  [...text.matchAll(new RegExp(`(?:^|; )${EMAIL_LABEL}: (\\S+?)(?=; |$)`, 'g'))].map((m) => m[1]!);

/** What takes the place of a deleted account's address in audit texts (docs/product.md §16.4). */
export const DELETED_ADDRESS = 'gelöschte Adresse';

/** `text` with every occurrence of `addresses` (any case) replaced by DELETED_ADDRESS. */
export function withoutAddresses(text: string, addresses: readonly string[]): string {
  return addresses.reduce((t, a) => t.replace(new RegExp(a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), DELETED_ADDRESS), text);
}

/** A name in German quotation marks: „Name“. */
export const quoted = (name: string) => `„${name}“`;

/** A flag (boolean or stored 0/1) as 'ja' or 'nein'. */
export const yesNo = (flag: boolean | number) => (flag ? 'ja' : 'nein');

/** Several names as one text: 'a, b, c', or '–' for none. */
export const listText = (names: readonly string[]) => (names.length > 0 ? names.join(', ') : '–');

/** One compared field: its German label, its text before and after, and whether it stayed the
 *  same (by default: when the texts are equal; a caller comparing stored JSON says so itself). */
export type AuditField = { label: string; before: string; after: string; same?: boolean };

/** The fields that changed: their labels (for the summary) and 'Label: text' lists of their
 *  states before and after, joined by '; ' (empty texts left out). */
export function fieldChanges(fields: readonly AuditField[]): { labels: string[]; before: string; after: string } {
  const changed = fields.filter((f) => !(f.same ?? f.before === f.after));
  const text = (side: 'before' | 'after') => changed.filter((f) => f[side] !== '').map((f) => `${f.label}: ${f[side]}`).join('; ');
  return { labels: changed.map((f) => f.label), before: text('before'), after: text('after') };
}
