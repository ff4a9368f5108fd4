import { describe, expect, it } from 'vitest';
import {
  berlinDay, berlinDayOf, berlinDayStart, berlinOffsetMs, berlinWallClock, germanDateTime, isCalendarDay, mondayOf, nextDay,
} from './berlin-time.js';

describe('Berlin days', () => {
  it('starts a day at Berlin midnight in winter and summer, also on the days the clocks change', () => {
    expect(berlinDayStart('2026-01-15')).toBe('2026-01-14T23:00:00.000Z');
    expect(berlinDayStart('2026-06-16')).toBe('2026-06-15T22:00:00.000Z');
    expect(berlinDayStart('2026-03-29')).toBe('2026-03-28T23:00:00.000Z');
    expect(berlinDayStart('2026-03-30')).toBe('2026-03-29T22:00:00.000Z');
    expect(berlinDayStart('2026-10-25')).toBe('2026-10-24T22:00:00.000Z');
    expect(berlinDayStart('2026-10-26')).toBe('2026-10-25T23:00:00.000Z');
  });

  it('names the Berlin day of an instant', () => {
    expect(berlinDayOf('2026-06-15T21:59:59.999Z')).toBe('2026-06-15');
    expect(berlinDayOf('2026-06-15T22:00:00.000Z')).toBe('2026-06-16');
    expect(berlinDayOf('2026-12-31T23:00:00.000Z')).toBe('2027-01-01');
  });

  it('knows real days, the next day and the Monday of a week', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('26-1-1')).toBe(false);
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(mondayOf('2026-11-26')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });
});

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
