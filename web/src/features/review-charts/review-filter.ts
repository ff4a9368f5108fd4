import { REVIEW_FILTER_KEYS, ReviewFilter, flattenCategories, type Category, type PointStatus } from '@mitmachkarte/contract';
import type { ChartTexts } from './chart-data';

type FilterKey = (typeof REVIEW_FILTER_KEYS)[number];

/** The filter named by an address's query (the review table's parameters, REVIEW_FILTER_KEYS of
 *  the contract; lib/evaluation-links.ts writes them): its non-empty parameters; a part the
 *  contract refuses (a day that is no date, a period that ends before it starts, a `moderation`
 *  other than `freigegeben` or `alle`) is left out rather than sent. */
export function filterFromSearch(params: URLSearchParams): ReviewFilter {
  const raw: Partial<Record<FilterKey, string>> = {};
  for (const key of REVIEW_FILTER_KEYS) {
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

/** The categories of a layer for a choice: every level, its key and its label indented by depth. */
export function categoryChoices(tree: readonly Category[]): { key: string; label: string; depth: number }[] {
  return flattenCategories(tree).map(({ category, path }) => ({ key: category.Name, label: category.Label || category.Name, depth: path.length }));
}

/** The active filter in words for the screen and the printed report (docs/product.md §18.5), e.g.
 *  „Kategorie „Trüb“, Status „Neu“, ab 1. März 2026, Suche „Bach““, with „einschließlich
 *  ausgeblendeter und wartender Einträge“ for `moderation=alle`; „keine (alle freigegebenen
 *  Einträge)“. */
export function filterInWords(filter: ReviewFilter, categories: readonly Category[], statuses: readonly PointStatus[], { t, f }: Pick<ChartTexts, 't' | 'f'>): string {
  const category = filter.category ? categoryChoices(categories).find((c) => c.key === filter.category)?.label ?? filter.category : undefined;
  const status = filter.status ? statuses.find((s) => s.Key === filter.status)?.Label ?? filter.status : undefined;
  const parts = [
    category && t('filterCategory', { label: category }),
    status && t('filterStatus', { label: status }),
    filter.from && t('filterFrom', { day: f.day(filter.from) }),
    filter.to && t('filterTo', { day: f.day(filter.to) }),
    filter.q && t('filterSearch', { q: filter.q }),
    filter.moderation === 'alle' && t('filterModerated'),
  ].filter(Boolean);
  return parts.length ? parts.join(t('filterSeparator')) : t('noFilters');
}
