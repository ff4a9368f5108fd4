import { describe, expect, it } from 'vitest';
import { filterPoints, NO_FILTER } from './point-filter';
import { point } from './test-fixtures';
import { category } from '../../test/schema-fixtures';

/** Filters of the map and the list (docs/product.md §16.1). */
const CATEGORIES = [category('Wasser', 'Wasser', [category('Klar'), category('Trueb')]), category('Muell', 'Müll')];
const at = (n: number, cat: string, status: string, created: string) =>
  ({ ...point(n, { category: { DataType: 'category', Value: cat } }), Status: status, CreatedAt: created });
const NOW = Date.parse('2026-06-30T12:00:00Z');
const POINTS = [
  at(1, 'Klar', 'neu', '2026-06-29T10:00:00Z'),
  at(2, 'Trueb', 'umgesetzt', '2026-06-10T10:00:00Z'),
  at(3, 'Muell', 'neu', '2025-01-01T10:00:00Z'),
];
const ids = (points: { ID: string }[]) => points.map((p) => Number(p.ID.slice(-2)));

describe('filterPoints', () => {
  it('keeps every point without a filter', () => {
    expect(ids(filterPoints(POINTS, NO_FILTER, CATEGORIES, NOW))).toEqual([1, 2, 3]);
  });

  it('filters by status, by a category with everything below it, and by period, together', () => {
    expect(ids(filterPoints(POINTS, { ...NO_FILTER, status: 'neu' }, CATEGORIES, NOW))).toEqual([1, 3]);
    expect(ids(filterPoints(POINTS, { ...NO_FILTER, category: 'Wasser' }, CATEGORIES, NOW))).toEqual([1, 2]);
    expect(ids(filterPoints(POINTS, { ...NO_FILTER, category: 'Trueb' }, CATEGORIES, NOW))).toEqual([2]);
    expect(ids(filterPoints(POINTS, { ...NO_FILTER, days: 7 }, CATEGORIES, NOW))).toEqual([1]);
    expect(ids(filterPoints(POINTS, { ...NO_FILTER, days: 30 }, CATEGORIES, NOW))).toEqual([1, 2]);
    expect(ids(filterPoints(POINTS, { status: 'neu', category: 'Wasser', days: 365 }, CATEGORIES, NOW))).toEqual([1]);
  });
});
