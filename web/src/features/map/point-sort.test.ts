import { describe, expect, it } from 'vitest';
import { sortPoints } from './point-sort';
import { point } from './test-fixtures';

const [p1, p2, p3] = [1, 2, 3].map((n) => point(n));
const counts = new Map([[p1!.ID, { Up: 5, Comments: 0 }], [p2!.ID, { Up: 1, Comments: 3 }]]);

describe('sortPoints (docs/product.md §16.1)', () => {
  it('puts the newest first', () => {
    expect(sortPoints([p1!, p3!, p2!], 'newest', counts).map((p) => p.ID)).toEqual([p3!.ID, p2!.ID, p1!.ID]);
  });
  it('puts most up votes first, then most comments; points without counts last, newest first among equals', () => {
    expect(sortPoints([p1!, p2!, p3!], 'votes', counts).map((p) => p.ID)).toEqual([p1!.ID, p2!.ID, p3!.ID]);
    expect(sortPoints([p1!, p2!, p3!], 'comments', counts).map((p) => p.ID)).toEqual([p2!.ID, p3!.ID, p1!.ID]);
  });
});
