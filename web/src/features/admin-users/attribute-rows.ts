import type { UserAttribute } from '@mitmachkarte/contract';

/** One key/value row of the user modals; `uid` keeps React's inputs (and the focus) in place. */
export type AttributeRow = { uid: number; Key: string; Value: string };

let nextUid = 1;
const newRow = (Key = '', Value = ''): AttributeRow => ({ uid: nextUid++, Key, Value });
const isEmpty = (r: AttributeRow) => r.Key === '' && r.Value === '';

/** The rule of docs/product.md §4 (user attribute rows): always exactly one empty row, at the end. Empty rows
 *  elsewhere are removed; a trailing empty row is kept (with its uid), or one is added. */
export function normaliseRows(rows: readonly AttributeRow[]): AttributeRow[] {
  const last = rows.at(-1);
  return [...rows.filter((r) => !isEmpty(r)), last && isEmpty(last) ? last : newRow()];
}

/** The rows of a user's attributes, plus the empty trailing row. */
export const rowsFromAttributes = (attributes: readonly UserAttribute[]): AttributeRow[] =>
  normaliseRows(attributes.map((a) => newRow(a.Key, a.Value)));

/** `rows` with row `uid` changed, normalised again. */
export const changeRow = (rows: readonly AttributeRow[], uid: number, change: Partial<Pick<AttributeRow, 'Key' | 'Value'>>): AttributeRow[] =>
  normaliseRows(rows.map((r) => (r.uid === uid ? { ...r, ...change } : r)));

/** `rows` without row `uid`, normalised again. */
export const removeRow = (rows: readonly AttributeRow[], uid: number): AttributeRow[] => normaliseRows(rows.filter((r) => r.uid !== uid));

/** The attributes to save: rows with an empty Key are dropped (docs/product.md §4), keys are trimmed. */
export const attributesToSave = (rows: readonly AttributeRow[]): UserAttribute[] =>
  rows.filter((r) => r.Key.trim() !== '').map((r) => ({ Key: r.Key.trim(), Value: r.Value }));
