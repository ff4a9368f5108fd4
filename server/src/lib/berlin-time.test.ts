import { describe, expect, it } from 'vitest';
import { berlinDayOf, berlinDayStart, isCalendarDay, mondayOf, nextDay } from './berlin-time.js';

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
