import { ReviewFilter, flattenCategories, type Category, type PointStatus } from '@mitmachkarte/contract';
import { reviewCharts } from '../../i18n/de/review-charts';
import { formatDay } from '../../lib/format';

/** The query parameters of the filter, in the order they are written (packages/contract/src/review.ts):
 *  the same in the review table's and the charts' addresses, so that a link keeps the filter. */
export const FILTER_KEYS = ['status', 'category', 'from', 'to', 'q'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

/** The filter named by an address's query: its non-empty parameters; a part the contract refuses
 *  (a day that is no date, a period that ends before it starts) is left out rather than sent. */
export function filterFromSearch(params: URLSearchParams): ReviewFilter {
  const raw: Partial<Record<FilterKey, string>> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) raw[key] = value;
  }
  const parsed = ReviewFilter.safeParse(raw);
  if (parsed.success) return parsed.data;
  const bad = new Set(parsed.error.issues.map((i) => String(i.path[0])));
  for (const key of bad) delete raw[key as FilterKey];
  const again = ReviewFilter.safeParse(raw);
  return again.success ? again.data : {};
}

/** The filter as query parameters, without empty parts (`status=neu&from=2026-03-01`). */
export function filterToSearch(filter: ReviewFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** `path` with the filter as its query, e.g. `/auswertung/L1/diagramme?status=neu`. */
export function withFilter(path: string, filter: ReviewFilter): string {
  const query = filterToSearch(filter).toString();
  return query ? `${path}?${query}` : path;
}

/** The categories of a layer for a choice: every level, its key and its label indented by depth. */
export function categoryChoices(tree: readonly Category[]): { key: string; label: string; depth: number }[] {
  return flattenCategories(tree).map(({ category, path }) => ({ key: category.Name, label: category.Label || category.Name, depth: path.length }));
}

/** The active filter in words for the screen and the printed report (docs/product.md §18.5), e.g.
 *  „Kategorie „Trüb“, Status „Neu“, ab 1. März 2026, Suche „Bach““; „keine (alle Einträge)“. */
export function filterInWords(filter: ReviewFilter, categories: readonly Category[], statuses: readonly PointStatus[]): string {
  const t = reviewCharts;
  const category = filter.category ? categoryChoices(categories).find((c) => c.key === filter.category)?.label ?? filter.category : undefined;
  const status = filter.status ? statuses.find((s) => s.Key === filter.status)?.Label ?? filter.status : undefined;
  const parts = [
    category && t.filterCategory(category),
    status && t.filterStatus(status),
    filter.from && t.filterFrom(formatDay(filter.from)),
    filter.to && t.filterTo(formatDay(filter.to)),
    filter.q && t.filterSearch(filter.q),
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : t.noFilters;
}
