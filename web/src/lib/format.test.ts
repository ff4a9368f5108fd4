import { describe, expect, it } from 'vitest';
import { endOfBerlinDay, formatArea, formatBerlinTime, formatDate, formatDay, formatDayOf, formatLength, formatNumber } from './format';

describe('formatNumber', () => {
  it('writes whole numbers exactly as Intl.NumberFormat de-DE does', () => {
    const intl = new Intl.NumberFormat('de-DE');
    const samples = [0, 1, 9, 10, 999, 1000, 1234, 9999, 10_000, 12_345, 100_000, 999_999, 1_000_000, 1_234_567_890, Number.MAX_SAFE_INTEGER];
    for (const n of [...samples, ...samples.filter((s) => s > 0).map((s) => -s)]) expect(formatNumber(n)).toBe(intl.format(n));
  });

  it('leaves fractions to Intl: decimal comma', () => {
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatNumber(-0.25)).toBe('-0,25');
  });
});

describe('the interface languages', () => {
  const at = '2027-03-01T14:05:00Z';
  it('German stays as it was: the default and the language „de“ give the same', () => {
    expect(formatNumber(1234.5, 'de')).toBe('1.234,5');
    expect(formatDay('2027-03-01')).toBe('1. März 2027');
    expect(formatDay('2027-03-01', 'de')).toBe('1. März 2027');
    expect(formatDayOf(at, 'de')).toBe('01.03.2027');
    expect(formatDate(at, 'de')).toBe(formatDate(at));
  });

  it('each other language writes numbers and days its own way', () => {
    expect(formatNumber(1234, 'en')).toBe('1,234');
    expect(formatNumber(1234.5, 'tr')).toBe('1.234,5');
    expect(formatNumber(1234, 'ar')).toBe('1,234');
    expect(formatDay('2027-03-01', 'en')).toBe('1 March 2027');
    expect(formatDay('2027-03-01', 'tr')).toBe('1 Mart 2027');
    expect(formatDay('2027-03-01', 'uk')).toMatch(/^1 березня 2027/);
    expect(formatDay('2027-03-01', 'ar')).toMatch(/^1 مارس 2027/);
    expect(formatDayOf(at, 'en')).toBe('01/03/2027');
    expect(formatBerlinTime(at, 'en')).toBe('1 Mar 2027, 15:05:00');
  });

  it('an unreadable text stays as it is in every language', () => {
    expect(formatDate('kaputt', 'ar')).toBe('kaputt');
    expect(formatDay('kaputt', 'uk')).toBe('kaputt');
  });

  it('a day ends at midnight in Berlin, in winter and in summer time', () => {
    expect(endOfBerlinDay('2027-01-15')).toBe('2027-01-15T22:59:59.000Z');
    expect(endOfBerlinDay('2027-07-15')).toBe('2027-07-15T21:59:59.000Z');
    expect(formatDayOf(endOfBerlinDay('2027-03-28'))).toBe('28.03.2027');
  });
});

describe('formatLength', () => {
  it('writes metres below a kilometre and kilometres with one decimal above, in German', () => {
    expect(formatLength(0)).toBe('0 m');
    expect(formatLength(849.6)).toBe('850 m');
    expect(formatLength(999.4)).toBe('999 m');
    expect(formatLength(1000)).toBe('1 km');
    expect(formatLength(1234)).toBe('1,2 km');
    expect(formatLength(12_345)).toBe('12,3 km');
  });
  it('uses the notation of another language', () => {
    expect(formatLength(1234, 'en')).toBe('1.2 km');
  });
});

describe('formatArea', () => {
  it('writes square metres, hectares and square kilometres in German', () => {
    expect(formatArea(3400)).toBe('3.400 m²');
    expect(formatArea(9999.4)).toBe('9.999 m²');
    expect(formatArea(10_000)).toBe('1 ha');
    expect(formatArea(25_000)).toBe('2,5 ha');
    expect(formatArea(1_250_000)).toBe('1,3 km²');
  });
  it('uses the notation of another language', () => {
    expect(formatArea(3400, 'en')).toBe('3,400 m²');
  });
});
