import { describe, expect, it } from 'vitest';
import { addMonths, RETENTION_DEFAULTS, retentionPeriodsOf, retentionSettingProblems } from './retention-rules.js';

describe('retentionPeriodsOf (docs/product.md §17.8)', () => {
  it('gives the defaults without settings, and for empty or broken values', () => {
    expect(retentionPeriodsOf({})).toEqual({ projectMonths: 12, deletePhotos: false, inactiveWarnMonths: 24, inactiveDeleteMonths: 1 });
    expect(retentionPeriodsOf({ aufbewahrung_monate: '', aufbewahrung_fotos: 'weg', konto_inaktiv_warnung_monate: 0, konto_inaktiv_loeschung_monate: 'aus' }))
      .toEqual(RETENTION_DEFAULTS);
  });

  it('reads whole months as numbers or digits, „aus“ where a period may be off, and the photo choice', () => {
    expect(retentionPeriodsOf({ aufbewahrung_monate: ' 6 ', aufbewahrung_fotos: 'loeschen', konto_inaktiv_warnung_monate: 'AUS', konto_inaktiv_loeschung_monate: 3 }))
      .toEqual({ projectMonths: 6, deletePhotos: true, inactiveWarnMonths: null, inactiveDeleteMonths: 3 });
    expect(retentionPeriodsOf({ aufbewahrung_monate: 'aus', aufbewahrung_fotos: 'behalten', konto_inaktiv_warnung_monate: 240 }))
      .toMatchObject({ projectMonths: null, deletePhotos: false, inactiveWarnMonths: 240 });
  });

  it('names every broken setting in German, and none that is fine or unset', () => {
    expect(retentionSettingProblems({ aufbewahrung_monate: 12, aufbewahrung_fotos: 'behalten', andere: 'x' })).toEqual([]);
    expect(retentionSettingProblems({ aufbewahrung_monate: 241, konto_inaktiv_warnung_monate: -1, konto_inaktiv_loeschung_monate: 'aus', aufbewahrung_fotos: false })).toEqual([
      'Die Einstellung „aufbewahrung_monate“ muss eine ganze Zahl von Monaten zwischen 1 und 240 sein oder „aus“.',
      'Die Einstellung „konto_inaktiv_warnung_monate“ muss eine ganze Zahl von Monaten zwischen 1 und 240 sein oder „aus“.',
      'Die Einstellung „konto_inaktiv_loeschung_monate“ muss eine ganze Zahl von Monaten zwischen 1 und 240 sein.',
      'Die Einstellung „aufbewahrung_fotos“ muss „behalten“ oder „loeschen“ sein.',
    ]);
  });
});

describe('addMonths', () => {
  it('adds calendar months, ending on the last day of a shorter month, across years and backwards', () => {
    expect(addMonths('2027-01-31T10:00:00.000Z', 1)).toBe('2027-02-28T10:00:00.000Z');
    expect(addMonths('2028-01-31T10:00:00.000Z', 1)).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonths('2026-11-28T14:00:00.000Z', 12)).toBe('2027-11-28T14:00:00.000Z');
    expect(addMonths('2026-12-15T00:00:00.000Z', 25)).toBe('2029-01-15T00:00:00.000Z');
    expect(addMonths('2027-03-31T00:00:00.000Z', -1)).toBe('2027-02-28T00:00:00.000Z');
  });
});
