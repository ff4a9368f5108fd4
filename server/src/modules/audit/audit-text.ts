/** Pure helpers for the German texts of audit entries (docs/product.md §16.4), shared by the
 *  modules that record them. */

/** Longest summary of an entry (characters). */
export const AUDIT_SUMMARY_MAX_LENGTH = 300;

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
