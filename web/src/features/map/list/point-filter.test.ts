import { describe, expect, it } from 'vitest';
import { berlinDayBefore, NO_FILTER, toMapFilter } from './point-filter';

/** The map's filter as the server reads it (docs/product.md §16.1). */
describe('toMapFilter', () => {
  it('sends nothing for no filter, and only the parts that are set', () => {
    expect(toMapFilter(NO_FILTER)).toEqual({});
    expect(toMapFilter({ ...NO_FILTER, status: 'neu' })).toEqual({ status: 'neu' });
    expect(toMapFilter({ ...NO_FILTER, category: 'Wasser' })).toEqual({ category: 'Wasser' });
  });

  it('turns the period into the Berlin day that many days ago', () => {
    const now = new Date('2026-06-30T12:00:00Z');
    expect(toMapFilter({ status: 'neu', category: 'Klar', days: 7 }, now)).toEqual({ status: 'neu', category: 'Klar', from: '2026-06-23' });
    expect(toMapFilter({ ...NO_FILTER, days: 365 }, now)).toEqual({ from: '2025-06-30' });
  });
});

describe('berlinDayBefore', () => {
  it('counts from the day in Berlin, not in UTC', () => {
    // 23:30 UTC on 30 June is already 1 July in Berlin (summer time, UTC+2).
    expect(berlinDayBefore(0, new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(berlinDayBefore(30, new Date('2026-06-30T23:30:00Z'))).toBe('2026-06-01');
    // Across a month and the change to summer time.
    expect(berlinDayBefore(7, new Date('2026-04-02T08:00:00Z'))).toBe('2026-03-26');
  });
});
