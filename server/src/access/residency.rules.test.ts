import { describe, expect, it } from 'vitest';
import { meetsResidency, requirementOf, requiresResidency, UNVERIFIED } from './residency.rules.js';

describe('meetsResidency (docs/product.md §14.1, Verified residents)', () => {
  const open = requirementOf({ resident_entries: 0, resident_votes: 0, resident_municipalities: '' });
  const anyResident = requirementOf({ resident_entries: 1, resident_votes: 0, resident_municipalities: '' });
  const fulda = requirementOf({ resident_entries: 1, resident_votes: 1, resident_municipalities: '06631009 06631001' });
  const verified = (...municipalities: string[]) => ({ verified: true, municipalities });

  it('reads the requirement of a row; a row without the columns requires nothing', () => {
    expect(fulda).toEqual({ Entries: true, Votes: true, Municipalities: ['06631009', '06631001'] });
    expect(requirementOf({})).toEqual({ Entries: false, Votes: false, Municipalities: [] });
    expect(requiresResidency(anyResident, 'entries')).toBe(true);
    expect(requiresResidency(anyResident, 'votes')).toBe(false);
    // Survey answers have no column yet: never reserved.
    expect(requiresResidency(fulda, 'answers')).toBe(false);
  });

  it('lets everyone take part where nothing is reserved', () => {
    for (const what of ['entries', 'votes', 'answers'] as const) {
      expect(meetsResidency(undefined, open, what)).toBe(true);
      expect(meetsResidency(UNVERIFIED, open, what)).toBe(true);
    }
    expect(meetsResidency(undefined, anyResident, 'votes')).toBe(true);
  });

  it('takes only verified accounts where it is reserved, of one of its municipalities if it names some', () => {
    expect(meetsResidency(undefined, anyResident, 'entries')).toBe(false);
    expect(meetsResidency(UNVERIFIED, anyResident, 'entries')).toBe(false);
    expect(meetsResidency(verified(), anyResident, 'entries')).toBe(true);
    expect(meetsResidency(verified('09162000'), anyResident, 'entries')).toBe(true);
    expect(meetsResidency(verified(), fulda, 'entries')).toBe(false);
    expect(meetsResidency(verified('09162000'), fulda, 'votes')).toBe(false);
    expect(meetsResidency(verified('09162000', '06631001'), fulda, 'votes')).toBe(true);
    expect(meetsResidency({ verified: false, municipalities: ['06631009'] }, fulda, 'entries')).toBe(false);
  });
});
