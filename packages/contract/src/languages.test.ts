import { describe, expect, it } from 'vitest';
import { negotiateLanguage, parseAcceptLanguage } from './languages.js';

describe('the interface language', () => {
  it('reads Accept-Language by weight and order, leaving out * and q=0', () => {
    expect(parseAcceptLanguage('tr-TR,tr;q=0.9,en-US;q=0.8,en;q=0.7,de;q=0.6')).toEqual(['tr-TR', 'tr', 'en-US', 'en', 'de']);
    expect(parseAcceptLanguage('de;q=0.5, ar')).toEqual(['ar', 'de']);
    expect(parseAcceptLanguage('*, fr;q=0, en;q=0.3')).toEqual(['en']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
  });

  it('takes the first preferred language offered, by its primary subtag, else German', () => {
    expect(negotiateLanguage(['uk-UA', 'ru', 'en'])).toBe('uk');
    expect(negotiateLanguage(['fr-FR', 'en-GB'])).toBe('en');
    expect(negotiateLanguage(['fr', 'es'])).toBe('de');
    expect(negotiateLanguage(['ar', 'en'], ['de', 'en'])).toBe('en');
    expect(negotiateLanguage([])).toBe('de');
  });
});

describe('the languages an organisation offers (setting „sprachen“)', () => {
  it('always German, then the known codes named, in the product\'s order', async () => {
    const { offeredLanguages } = await import('./languages.js');
    expect(offeredLanguages(undefined)).toEqual(['de']);
    expect(offeredLanguages({})).toEqual(['de']);
    expect(offeredLanguages({ sprachen: 'ar, en,xx' })).toEqual(['de', 'en', 'ar']);
    expect(offeredLanguages({ sprachen: 42 })).toEqual(['de']);
  });

  it('refuses an unknown code with a German message naming the field', async () => {
    const { SETTING_FIELDS, settingProblem } = await import('./org-settings-catalogue.js');
    const field = SETTING_FIELDS.get('sprachen')!;
    expect(settingProblem(field, 'de,en,tr,ar,uk')).toBeNull();
    expect(settingProblem(field, '')).toBeNull();
    expect(settingProblem(field, 'de,fr')).toBe('„Sprachen der Oberfläche“ nennt eine Sprache, die es hier nicht gibt: „fr“.');
  });
});
