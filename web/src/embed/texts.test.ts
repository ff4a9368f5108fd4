import { LANGUAGES } from '@mitmachkarte/contract';
import { describe, expect, it } from 'vitest';
import { EMBED_TEXTS, textsOf } from './texts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the embedded map’s texts', () => {
  const german = EMBED_TEXTS.de;
  it.each(LANGUAGES.filter((l) => l !== 'de'))('are complete in %s, with the German placeholders', (language) => {
    const texts = EMBED_TEXTS[language];
    expect(Object.keys(texts).sort()).toEqual(Object.keys(german).sort());
    for (const [key, text] of Object.entries(texts)) {
      expect(text.trim(), `${language}.${key}`).not.toBe('');
      expect(placeholders(text), `${language}.${key}`).toEqual(placeholders(german[key as keyof typeof german]));
    }
  });

  it('fills in placeholders and leaves unknown ones', () => {
    expect(textsOf('de')('cluster', { n: 12 })).toBe('12 Einträge – vergrößern');
    expect(textsOf('en')('entry')).toBe('Entry: {title}');
  });
});
