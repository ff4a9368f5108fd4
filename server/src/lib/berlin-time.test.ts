import { describe, expect, it } from 'vitest';
import { berlinDay, berlinOffsetMs, berlinWallClock, germanDateTime } from './berlin-time.js';

describe('Berlin time', () => {
  it.each([
    ['2026-11-21T06:00:00.000Z', '21.11.2026 07:00'],
    ['2026-07-01T22:30:59.999Z', '02.07.2026 00:30'],
    // Summer time begins 2026-03-29 at 01:00 UTC (02:00 → 03:00) and ends 2026-10-25 at 01:00 UTC (03:00 → 02:00).
    ['2026-03-29T00:59:00.000Z', '29.03.2026 01:59'],
    ['2026-03-29T01:00:00.000Z', '29.03.2026 03:00'],
    ['2026-10-25T00:59:00.000Z', '25.10.2026 02:59'],
    ['2026-10-25T01:00:00.000Z', '25.10.2026 02:00'],
    ['2026-12-31T23:00:00.000Z', '01.01.2027 00:00'],
  ])('shows %s as %s', (iso, german) => {
    expect(germanDateTime(iso)).toBe(german);
  });

  it('gives the wall clock as the UTC fields of a Date, to the millisecond', () => {
    expect(berlinWallClock('2026-07-01T10:30:15.123Z').toISOString()).toBe('2026-07-01T12:30:15.123Z');
    expect(berlinWallClock('2026-01-01T10:30:15.123Z').toISOString()).toBe('2026-01-01T11:30:15.123Z');
    expect(berlinOffsetMs(Date.parse('2026-01-01T00:00:00Z'))).toBe(3_600_000);
    expect(berlinOffsetMs(Date.parse('2026-06-01T00:00:00Z'))).toBe(7_200_000);
  });

  it('names the day in Berlin', () => {
    expect(berlinDay(Date.parse('2026-11-25T23:30:00Z'))).toBe('2026-11-26');
    expect(berlinDay(Date.parse('2026-11-25T22:30:00Z'))).toBe('2026-11-25');
  });
});
