import { RETENTION_SETTINGS, retentionSettingProblems, type MenuChild, type MenuItem, type Organisation, type OrganisationBody } from '@mitmachkarte/contract';

/** The value types of an organisation's other settings (docs/product.md §3.3 Organisation.Other). */
export const SETTING_TYPES = ['text', 'number', 'boolean'] as const;
export type SettingType = (typeof SETTING_TYPES)[number];

/** One row of 'Weitere Einstellungen'. A number row holds '' while its input holds no number. */
export type SettingRow = { uid: number; key: string; type: SettingType; value: string | number | boolean };
export type ChildDraft = MenuChild & { uid: number };
export type EntryDraft = Omit<MenuItem, 'Children'> & { uid: number; Children?: ChildDraft[] };
/** The organisation as the editor changes it; `uid`s keep React's rows (and the focus) in place.
 *  `Content` holds the page texts by block key (docs/product.md §17.3). */
export type OrgDraft = { ID: string; Host: string; Title: string; Menu: EntryDraft[]; Other: SettingRow[]; Content: Record<string, string> };

let nextUid = 1;
const uid = () => nextUid++;

export const typeOfValue = (value: unknown): SettingType =>
  typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'boolean' : 'text';

/** The value a setting gets when its type changes (docs/product.md §4): empty text, 0 or false. */
export const emptyValue = (type: SettingType): string | number | boolean => (type === 'number' ? 0 : type === 'boolean' ? false : '');

/** `row` with the type `type` and the value reset to that type's empty value (docs/product.md §4). */
export const changeSettingType = (row: SettingRow, type: SettingType): SettingRow => ({ ...row, type, value: emptyValue(type) });

export const newSetting = (key: string): SettingRow => ({ uid: uid(), key, type: 'text', value: '' });
export const newChild = (): ChildDraft => ({ uid: uid(), Display: '', Link: '', External: false, Fragment: '' });
/** A new menu entry: its Id stays empty until the server generates it on save (docs/product.md §3). */
export const newEntry = (): EntryDraft => ({ uid: uid(), Id: '', Display: '', Link: '', External: false, Fragment: '', Permissions: [] });

export function toDraft(org: Organisation): OrgDraft {
  return {
    ID: org.ID,
    Host: org.Host,
    Title: org.Config.Title,
    Menu: org.Config.Menu.map(({ Children, ...item }) => ({
      ...item,
      uid: uid(),
      ...(Children ? { Children: Children.map((c) => ({ ...c, uid: uid() })) } : {}),
    })),
    Other: Object.entries(org.Config.Other).map(([key, value]) => ({ uid: uid(), key, type: typeOfValue(value), value })),
    Content: { ...org.Config.Content },
  };
}

/** `list` with the element at `index` moved by `delta` places (no move past either end). */
export function moveBy<T>(list: readonly T[], index: number, delta: number): T[] {
  const to = index + delta;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** The keys of number settings whose input holds no number. */
export const invalidNumberKeys = (draft: OrgDraft): string[] =>
  draft.Other.filter((r) => r.type === 'number' && (typeof r.value !== 'number' || !Number.isFinite(r.value))).map((r) => r.key);

/** `rows` with the setting `key` holding `value` as `type` (by default a number row for a number,
 *  else text; a switch gives 'boolean'; a number row holds '' while its input holds no number), added at the end when
 *  there was none. */
export function setSetting(rows: SettingRow[], key: string, value: string | number | boolean, type: SettingType = typeof value === 'number' ? 'number' : 'text'): SettingRow[] {
  return rows.some((r) => r.key === key)
    ? rows.map((r) => (r.key === key ? { ...r, type, value } : r))
    : [...rows, { ...newSetting(key), type, value }];
}

/** The keys of the retention settings (docs/product.md §17.8), edited in their own section. */
export const RETENTION_KEYS: readonly string[] = Object.values(RETENTION_SETTINGS);

/** The retention settings among `rows` whose value the server would refuse (contract
 *  retentionSettingProblems). */
export const invalidRetentionKeys = (rows: SettingRow[]): string[] =>
  rows.filter((r) => RETENTION_KEYS.includes(r.key) && retentionSettingProblems({ [r.key]: r.value }).length > 0).map((r) => r.key);

/** The PUT body of the draft. Menu entries without Id are sent with Id '' (the server generates
 *  it); number settings must hold numbers (see invalidNumberKeys); empty page texts are left out
 *  (the page shows the block's fallback). */
export function toBody(draft: OrgDraft): OrganisationBody {
  return {
    ID: draft.ID,
    Host: draft.Host,
    Config: {
      Title: draft.Title,
      Menu: draft.Menu.map(({ uid: _uid, Children, ...item }) => ({
        ...item,
        ...(Children ? { Children: Children.map(({ uid: _c, ...child }) => child) } : {}),
      })),
      Other: Object.fromEntries(draft.Other.map((r) => [r.key, r.type === 'number' ? Number(r.value) : r.value])),
      Content: Object.fromEntries(Object.entries(draft.Content).filter(([, text]) => text.trim() !== '')),
    },
  };
}
