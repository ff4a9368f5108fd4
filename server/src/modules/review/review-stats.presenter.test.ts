import { describe, expect, it } from 'vitest';
import { histogram } from './review-stats.presenter.js';

const values = (...list: number[]) => list.map((value) => ({ value, count: 1 }));

describe('histogram', () => {
  it('makes about ten bins of a round width; the last includes its end', () => {
    expect(histogram(values(0, 5, 10, 55, 99.5, 100))).toEqual([
      { From: 0, To: 10, Count: 2 }, { From: 10, To: 20, Count: 1 }, { From: 20, To: 30, Count: 0 }, { From: 30, To: 40, Count: 0 },
      { From: 40, To: 50, Count: 0 }, { From: 50, To: 60, Count: 1 }, { From: 60, To: 70, Count: 0 }, { From: 70, To: 80, Count: 0 },
      { From: 80, To: 90, Count: 0 }, { From: 90, To: 100, Count: 2 },
    ]);
  });

  it('keeps decimal edges exact and counts each value once', () => {
    const bins = histogram(values(-0.3, 0, 0.1, 0.2, 0.3, 0.7));
    expect(bins.map((b) => b.From)).toEqual([-0.3, -0.2, -0.1, 0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6]);
    expect(bins.at(-1)).toEqual({ From: 0.6, To: 0.7, Count: 1 });
    expect(bins.find((b) => b.From === 0.3)!.Count).toBe(1);
    expect(bins.reduce((n, b) => n + b.Count, 0)).toBe(6);
  });

  it('has one bin for one value and none without values', () => {
    expect(histogram([{ value: 7, count: 3 }])).toEqual([{ From: 7, To: 7, Count: 3 }]);
    expect(histogram([])).toEqual([]);
  });
});
