import { Statuses, type PointStatus } from '@mitmachkarte/contract';

/** A status being edited in the layer panel (docs/product.md §16.1). `Key` is empty for a status
 *  added in this draft: it is derived from the label on saving (statusKeyOf). `uid` keeps React's
 *  rows apart while labels change. */
export type StatusDraft = PointStatus & { uid: string };

let nextUid = 0;
const uid = () => `status-${nextUid++}`;

export const toStatusDrafts = (statuses: readonly PointStatus[]): StatusDraft[] => statuses.map((s) => ({ ...s, uid: uid() }));

/** A new status at the end of the list: no key yet, grey, open. */
export const newStatusDraft = (): StatusDraft => ({ Key: '', Label: '', Colour: '#57606a', Closed: false, uid: uid() });

/** A key for a label: lower case, umlauts and ß spelt out, other characters as '-', at most 40
 *  characters ('In Prüfung' → 'in-pruefung'); 'status' for a label without letters or digits. */
export function statusKeyOf(label: string): string {
  const key = label.toLowerCase()
    .replaceAll('ä', 'ae').replaceAll('ö', 'oe').replaceAll('ü', 'ue').replaceAll('ß', 'ss')
    .normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 36);
  return key || 'status';
}

/** The statuses as they would be saved: new ones get a key from their label, made unique with a
 *  number ('idee-2') where another status has it already. */
export function fromStatusDrafts(drafts: readonly StatusDraft[]): PointStatus[] {
  const taken = new Set(drafts.filter((d) => d.Key).map((d) => d.Key));
  return drafts.map(({ uid: _uid, ...s }) => {
    if (s.Key) return s;
    const base = statusKeyOf(s.Label);
    let key = base;
    for (let n = 2; taken.has(key); n++) key = `${base}-${n}`;
    taken.add(key);
    return { ...s, Key: key };
  });
}

/** Why the statuses cannot be saved, in German (the contract's messages), or none. */
export function statusProblems(drafts: readonly StatusDraft[]): string[] {
  const result = Statuses.safeParse(fromStatusDrafts(drafts));
  return result.success ? [] : [...new Set(result.error.issues.map((i) => i.message))];
}
