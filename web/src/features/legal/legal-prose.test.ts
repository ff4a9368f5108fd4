import { describe, expect, it } from 'vitest';
import { itTranslatesProse, proseMismatches } from '../../test/prose-check';
import { accessibilityTexts } from './accessibility-texts';
import { imprintTexts } from './imprint-texts';
import { ACCESSIBILITY_PROSE, IMPRINT_PROSE, PRIVACY_PROSE } from './legal-prose';
import { privacyTexts } from './privacy-texts';

/** The legal pages' prose in every language (docs/product.md §23.6; test/prose-check.ts). */

describe('the legal pages\' prose in every language', () => {
  itTranslatesProse('privacy', privacyTexts, PRIVACY_PROSE, true, {
    'retention.projects': [[1, true], [3, false], [12, true], [24, false]],
    'retention.accounts': [[24, 1], [12, 3], [36, 12]],
    maps: [['tile.openstreetmap.org', true], ['karten.example.org', false]],
    search: [['nominatim.openstreetmap.org', true], ['suche.example.org', false]],
    translation: [['uebersetzen.example.org']],
  });
  itTranslatesProse('imprint', imprintTexts, IMPRINT_PROSE, true);
  itTranslatesProse('accessibility', accessibilityTexts, ACCESSIBILITY_PROSE, false, { intro: [['Stadt Musterstadt']], dated: [['1. März 2026']] });

  it('finds what it must: a missing key, a shorter list, a lost argument, an untranslated sentence', () => {
    const german = { a: 'Ein ganzer deutscher Satz mit Inhalt.', list: ['x', 'y'], f: (host: string) => `Dienst ${host}.` };
    expect(proseMismatches(german, { list: ['x'], f: () => 'Service.', a: 'Ein ganzer deutscher Satz mit Inhalt.' }, 'en', {})).toEqual([
      '.a: not translated', '.list: 2 entries expected', '.f: no samples',
    ]);
    const samples = { f: [['dienst.example.org']] };
    expect(proseMismatches(german, { a: 'A whole sentence.', list: ['x', 'y'], f: () => 'Service.', b: 'extra' }, 'en', samples)).toEqual([
      '.f(dienst.example.org): misses dienst.example.org', '.b: not in the German',
    ]);
    expect(proseMismatches({ f: (n: number) => (n === 1 ? 'ein Monat' : `${n} Monate`) }, { f: () => 'months' }, 'en', { f: [[1], [2]] })).toEqual([
      '.f(2): misses 2', '.f: ignores an argument',
    ]);
  });
});
