import { describe, expect, it } from 'vitest';
import { keyOf, newQuestion, optionsOf } from './survey-draft';

describe('survey drafts', () => {
  it('makes keys from labels', () => {
    expect(keyOf('Stimme voll zu!')).toBe('stimme_voll_zu');
    expect(keyOf('Bänke & Bäume')).toBe('baenke_baeume');
    expect(keyOf('…')).toBe('option');
  });

  it('keeps the keys of kept labels and makes new ones unique', () => {
    const before = [{ Key: 'a1', Label: 'Bänke' }, { Key: 'b1', Label: 'Bäume' }];
    expect(optionsOf('Bäume\n\n Bänke \nBrunnen\nBrunnen', before)).toEqual([
      { Key: 'b1', Label: 'Bäume' }, { Key: 'a1', Label: 'Bänke' }, { Key: 'brunnen', Label: 'Brunnen' }, { Key: 'brunnen_2', Label: 'Brunnen' },
    ]);
  });

  it('numbers new questions past the keys in use', () => {
    expect(newQuestion('text', [newQuestion('text', []), { ...newQuestion('text', []), Key: 'f2' }]).Key).toBe('f3');
  });
});
