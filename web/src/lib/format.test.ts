import { describe, expect, it } from 'vitest';
import { formatNumber } from './format';

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
