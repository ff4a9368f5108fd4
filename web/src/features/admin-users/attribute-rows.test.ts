import { describe, expect, it } from 'vitest';
import { attributesToSave, changeRow, normaliseRows, removeRow, rowsFromAttributes } from './attribute-rows';

const plain = (rows: { Key: string; Value: string }[]) => rows.map(({ Key, Value }) => ({ Key, Value }));

describe('attribute rows (docs/product.md §4: always exactly one empty trailing row)', () => {
  it('adds the empty row to a user without attributes, and after the last attribute', () => {
    expect(plain(rowsFromAttributes([]))).toEqual([{ Key: '', Value: '' }]);
    expect(plain(rowsFromAttributes([{ Key: 'Ort', Value: 'Kassel' }]))).toEqual([{ Key: 'Ort', Value: 'Kassel' }, { Key: '', Value: '' }]);
  });

  it('adds a new empty row when the trailing one is typed into, keeping the typed row', () => {
    const rows = rowsFromAttributes([]);
    const next = changeRow(rows, rows[0]!.uid, { Key: 'O' });
    expect(plain(next)).toEqual([{ Key: 'O', Value: '' }, { Key: '', Value: '' }]);
    expect(next[0]!.uid).toBe(rows[0]!.uid);
  });

  it('removes a row whose key and value are cleared, and any extra empty rows', () => {
    const rows = rowsFromAttributes([{ Key: 'a', Value: '1' }, { Key: 'b', Value: '2' }]);
    const half = changeRow(rows, rows[0]!.uid, { Key: '' });
    expect(plain(half)).toEqual([{ Key: '', Value: '1' }, { Key: 'b', Value: '2' }, { Key: '', Value: '' }]);
    expect(plain(changeRow(half, rows[0]!.uid, { Value: '' }))).toEqual([{ Key: 'b', Value: '2' }, { Key: '', Value: '' }]);
    const messy = [...rows.slice(0, 1), { uid: -1, Key: '', Value: '' }, ...rows.slice(1), { uid: -2, Key: '', Value: '' }];
    expect(plain(normaliseRows(messy))).toEqual([{ Key: 'a', Value: '1' }, { Key: 'b', Value: '2' }, { Key: '', Value: '' }]);
  });

  it('keeps exactly one empty row when the last attribute is removed', () => {
    const rows = rowsFromAttributes([{ Key: 'a', Value: '1' }]);
    expect(plain(removeRow(rows, rows[0]!.uid))).toEqual([{ Key: '', Value: '' }]);
  });

  it('drops rows with an empty key on save', () => {
    const rows = normaliseRows([
      { uid: 1, Key: 'Ort', Value: 'Kassel' }, { uid: 2, Key: '', Value: 'ohne Schlüssel' }, { uid: 3, Key: '  ', Value: 'x' },
      { uid: 4, Key: ' Verein ', Value: '' },
    ]);
    expect(attributesToSave(rows)).toEqual([{ Key: 'Ort', Value: 'Kassel' }, { Key: 'Verein', Value: '' }]);
  });
});
