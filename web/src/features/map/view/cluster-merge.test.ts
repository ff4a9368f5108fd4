import { describe, expect, it } from 'vitest';
import { mergeOverlapping, type DrawnCluster } from './cluster-merge';

const at = (x: number, y: number, count: number): DrawnCluster => ({ x, y, count, lat: y / 1000, lon: x / 1000 });

describe('mergeOverlapping', () => {
  it('keeps bubbles apart that do not touch', () => {
    const apart = [at(0, 0, 5), at(100, 0, 7), at(0, 100, 12_000)];
    expect(mergeOverlapping(apart)).toHaveLength(3);
  });

  it('merges overlapping bubbles at their weighted mean, keeping the total', () => {
    const merged = mergeOverlapping([at(0, 0, 3000), at(30, 0, 1000), at(500, 500, 2)]);
    expect(merged).toHaveLength(2);
    expect(merged[0]).toEqual({ x: 7.5, y: 0, count: 4000, lat: 0, lon: 0.0075 });
    expect(merged.reduce((s, c) => s + c.count, 0)).toBe(4002);
  });

  it('takes a wider bubble\'s size into account: four characters need more room than one', () => {
    // 36 px bubbles 40 px apart stay; a 1,2k bubble (54 px) 46 px from a 36 px one does not.
    expect(mergeOverlapping([at(0, 0, 5), at(40, 0, 6)])).toHaveLength(2);
    expect(mergeOverlapping([at(0, 0, 1234), at(46, 0, 6)])).toHaveLength(1);
  });
});
