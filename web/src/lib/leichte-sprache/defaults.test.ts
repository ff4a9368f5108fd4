import { LS_EXPLANATIONS, LS_TEXTS } from '@mitmachkarte/contract';
import { describe, expect, it } from 'vitest';
import { checkLeichteSprache } from './check';

/** The texts in Leichte Sprache the product ships for BITV 2.0 § 4 (docs/product.md §23.2) keep
 *  the rules the editor's checker knows (BITV 2.0 Anlage 2 Teil 2): no finding at all. */
describe('the shipped Leichte Sprache explanations', () => {
  for (const e of LS_EXPLANATIONS) {
    it(`${e.id}: its text and heading give the checker nothing to find`, () => {
      expect(LS_TEXTS[e.id]).not.toBe('');
      expect(checkLeichteSprache(LS_TEXTS[e.id])).toEqual([]);
      expect(checkLeichteSprache(e.title)).toEqual([]);
    });
  }
});
