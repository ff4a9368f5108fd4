import { describe, expect, it } from 'vitest';
import { chooseRequestLanguage, isSurelyGerman, recipientLanguage } from './request-language.js';

describe('chooseRequestLanguage (docs/product.md §23)', () => {
  const offered = ['de', 'en', 'tr'] as const;
  it('takes the account\'s language when offered, before Accept-Language', () => {
    expect(chooseRequestLanguage({ account: 'tr', acceptLanguage: 'en', offered })).toBe('tr');
    expect(chooseRequestLanguage({ account: 'ar', acceptLanguage: 'en', offered })).toBe('en');
  });
  it('else the first offered language of Accept-Language by weight and primary subtag, else German', () => {
    expect(chooseRequestLanguage({ acceptLanguage: 'fr;q=0.9, en-GB;q=0.8, tr;q=0.85', offered })).toBe('tr');
    expect(chooseRequestLanguage({ acceptLanguage: 'fr, uk', offered })).toBe('de');
    expect(chooseRequestLanguage({ acceptLanguage: undefined, offered })).toBe('de');
    expect(chooseRequestLanguage({ acceptLanguage: 'en', offered: ['de'] })).toBe('de');
  });
});

describe('recipientLanguage and isSurelyGerman', () => {
  it('writes mails in the account\'s language only where it is offered', () => {
    expect(recipientLanguage('uk', ['de', 'uk'])).toBe('uk');
    expect(recipientLanguage('uk', ['de'])).toBe('de');
    expect(recipientLanguage(undefined, ['de', 'uk'])).toBe('de');
  });
  it('knows German without the organisation only when nothing else can come out', () => {
    expect(isSurelyGerman(undefined, undefined)).toBe(true);
    expect(isSurelyGerman(undefined, 'de-DE, de;q=0.9')).toBe(true);
    expect(isSurelyGerman('de', 'en')).toBe(true);
    expect(isSurelyGerman(undefined, 'de, en;q=0.5')).toBe(false);
    expect(isSurelyGerman('en', undefined)).toBe(false);
  });
});
