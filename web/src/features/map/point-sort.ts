import type { Point, PointCounts } from '@mitmachkarte/contract';

/** The orders of the list (docs/product.md §16.1): newest first, most up votes, most comments. */
export const POINT_SORTS = ['newest', 'votes', 'comments'] as const;
export type PointSort = (typeof POINT_SORTS)[number];

const NONE = { Up: 0, Comments: 0 };

/** `points` in the order `sort`, using `counts` by point id (missing: none); ties newest first. */
export function sortPoints(points: readonly Point[], sort: PointSort, counts: ReadonlyMap<string, Pick<PointCounts, 'Up' | 'Comments'>>): Point[] {
  const newest = (a: Point, b: Point) => b.CreatedAt.localeCompare(a.CreatedAt);
  if (sort === 'newest') return [...points].sort(newest);
  const key = sort === 'votes' ? 'Up' : 'Comments';
  const of = (p: Point) => (counts.get(p.ID) ?? NONE)[key];
  return [...points].sort((a, b) => of(b) - of(a) || newest(a, b));
}
