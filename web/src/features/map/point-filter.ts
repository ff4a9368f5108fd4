import { flattenCategories, type Category, type Point } from '@mitmachkarte/contract';
import { pointCategory } from '../../components/questionnaire/entry-values';

/** What the map and the list show of a layer's points (docs/product.md §16.1): one status key or
 *  all (''), one category with everything below it or all (''), and entries of the last
 *  `days` days or all (0). */
export type PointFilter = { status: string; category: string; days: number };

export const NO_FILTER: PointFilter = Object.freeze({ status: '', category: '', days: 0 });

/** The periods the filter offers, in days (0: all). */
export const FILTER_PERIODS = [0, 7, 30, 365] as const;

export const isFiltered = (f: PointFilter) => f.status !== '' || f.category !== '' || f.days !== 0;

/** The names of `name` and of every category below it. */
function categoryWithDescendants(categories: readonly Category[], name: string): Set<string> {
  return new Set(flattenCategories(categories)
    .filter(({ category, path }) => category.Name === name || path.includes(name))
    .map(({ category }) => category.Name));
}

/** The points that pass `filter`, in their order; `now` (ms) is the end of the period. */
export function filterPoints(points: readonly Point[], filter: PointFilter, categories: readonly Category[], now = Date.now()): Point[] {
  if (!isFiltered(filter)) return [...points];
  const inCategory = filter.category ? categoryWithDescendants(categories, filter.category) : undefined;
  const since = filter.days > 0 ? now - filter.days * 86_400_000 : undefined;
  return points.filter((p) => {
    if (filter.status && p.Status !== filter.status) return false;
    if (inCategory && !inCategory.has(pointCategory(p.Attributes) ?? '')) return false;
    return since === undefined || Date.parse(p.CreatedAt) >= since;
  });
}
