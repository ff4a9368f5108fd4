import type { ImportPreview } from '@mitmachkarte/contract';
import { describe, expect, it } from 'vitest';
import { keptMapping } from './point-import';

const preview = (fields: string[], Mapping: Record<string, string>): ImportPreview =>
  ({ Format: 'csv', Rows: 1, Fields: fields.map((Name) => ({ Name, Samples: [] })), Mapping, First: [], Refused: [], RefusedCount: 0 });

describe('keptMapping: a corrected file keeps the choices made by hand (docs/product.md §18.6)', () => {
  it('keeps the choice for a field both files have, also a field left out, and takes the suggestion for new fields', () => {
    const earlier = { fields: ['Titel', 'Tiefe in cm', 'Notiz'], mapping: { Titel: 'Titel', 'Tiefe in cm': 'Tiefe' } };
    expect(keptMapping(preview(['Titel', 'Tiefe in cm', 'Notiz', 'Art'], { Titel: 'Titel', Notiz: 'Beschreibung', Art: 'Art' }), earlier))
      .toEqual({ Titel: 'Titel', 'Tiefe in cm': 'Tiefe', Art: 'Art' });
  });

  it('gives a question to the field chosen by hand, not to a new field suggested for it', () => {
    const earlier = { fields: ['Tiefe in cm'], mapping: { 'Tiefe in cm': 'Tiefe' } };
    expect(keptMapping(preview(['Tiefe in cm', 'Tiefe'], { Tiefe: 'Tiefe' }), earlier)).toEqual({ 'Tiefe in cm': 'Tiefe' });
  });

  it('is undefined when the suggestion is the same, so that no second check is sent', () => {
    const earlier = { fields: ['Titel'], mapping: { Titel: 'Titel' } };
    expect(keptMapping(preview(['Titel', 'Art'], { Titel: 'Titel', Art: 'Art' }), earlier)).toBeUndefined();
  });
});
