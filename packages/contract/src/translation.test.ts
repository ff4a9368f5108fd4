import { describe, expect, it } from 'vitest';
import { isTranslationServiceUrl, presumedLanguageOf, TranslationSettingsBody } from './translation.js';

describe('the translation service’s settings (docs/product.md §23.1)', () => {
  it('takes https, and http only to this machine', () => {
    expect(isTranslationServiceUrl('https://translate.example.org')).toBe(true);
    expect(isTranslationServiceUrl('https://translate.example.org/api/')).toBe(true);
    expect(isTranslationServiceUrl('http://127.0.0.1:5000')).toBe(true);
    expect(isTranslationServiceUrl('http://localhost:5000')).toBe(true);
    expect(isTranslationServiceUrl('http://translate.example.org')).toBe(false);
    expect(isTranslationServiceUrl('https://a:b@translate.example.org')).toBe(false);
    expect(isTranslationServiceUrl('https://translate.example.org/?key=1')).toBe(false);
    expect(isTranslationServiceUrl('ftp://translate.example.org')).toBe(false);
    expect(isTranslationServiceUrl('übersetzen')).toBe(false);
  });

  it('needs a URL only while on', () => {
    expect(TranslationSettingsBody.safeParse({ Enabled: false }).success).toBe(true);
    expect(TranslationSettingsBody.safeParse({ Enabled: true }).success).toBe(false);
  });
});

describe('the presumed language of a contribution', () => {
  it('goes by the script, German for Latin letters', () => {
    expect(presumedLanguageOf('Der Radweg ist zu schmal.')).toBe('de');
    expect(presumedLanguageOf('مسار الدراجات ضيق')).toBe('ar');
    expect(presumedLanguageOf('Велодоріжка вузька')).toBe('uk');
    expect(presumedLanguageOf('Bu kavşak çok tehlikeli.')).toBe('tr');
  });
});
