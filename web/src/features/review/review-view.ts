import { ReviewFilter, ReviewSort } from '@mitmachkarte/contract';

/** What the review table shows (docs/product.md §18.1), as kept in the address so that a view can
 *  be shared and the browser's Back button returns to the previous one: the filter, the sort and
 *  the page. Pure functions. */

/** Rows per page on offer; the first visit shows the contract's default, 50. */
export const PAGE_SIZES = [25, 50, 100, 200] as const;
const DEFAULT_PAGE_SIZE = 50;
const DEFAULT_SORT = 'created';
const DEFAULT_DIR = 'desc';

export type SortDir = 'asc' | 'desc';

export type ReviewView = {
  /** `created`, `status`, `category`, `votesUp`, `votesDown`, `comments` or `answer:{question name}`. */
  sort: string;
  dir: SortDir;
  /** From 1. */
  page: number;
  pageSize: number;
  /** Status key, category key, days `YYYY-MM-DD` and the search text; '' when unset. */
  status: string;
  category: string;
  from: string;
  to: string;
  q: string;
  /** 'alle': hidden entries and entries waiting for approval too; '' only what the moderation
   *  let through (the default, docs/product.md §18). */
  moderation: '' | 'alle';
  /** 'ueberfaellig': only entries past a deadline of the project now (docs/product.md §16.11); the
   *  table's own filter, not sent to the charts and exports. */
  frist: '' | 'ueberfaellig';
};

/** The filter's keys, named in the address as in the API's query. */
export const FILTER_KEYS = ['category', 'status', 'from', 'to', 'q', 'moderation'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

/** The address's names of the parts that are not the filter. */
const PARAM = { sort: 'sort', dir: 'dir', page: 'seite', pageSize: 'anzahl' } as const;

const wholeFrom1 = (text: string | null) => {
  const n = Number(text);
  return text !== null && Number.isInteger(n) && n >= 1 ? n : undefined;
};

/** The view named by the address (`?sort=&dir=&status=&category=&from=&to=&q=&seite=&anzahl=`);
 *  parts missing or unreadable take their defaults: newest first, page 1, 50 rows. */
export function readView(params: URLSearchParams): ReviewView {
  const sort = params.get(PARAM.sort) ?? '';
  const dir = params.get(PARAM.dir);
  const size = wholeFrom1(params.get(PARAM.pageSize));
  const filter = Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])) as Record<FilterKey, string>;
  return {
    sort: ReviewSort.safeParse(sort).success ? sort : DEFAULT_SORT,
    dir: dir === 'asc' || dir === 'desc' ? dir : DEFAULT_DIR,
    page: wholeFrom1(params.get(PARAM.page)) ?? 1,
    pageSize: size !== undefined && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    ...filter,
    moderation: filter.moderation === 'alle' ? 'alle' : '',
    frist: params.get('frist') === 'ueberfaellig' ? 'ueberfaellig' : '',
  };
}

/** `params` changed by `change`: defaults and empty parts are left out of the address; any change
 *  but the page's starts again at page 1. */
export function writeView(params: URLSearchParams, change: Partial<ReviewView>): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (key: string, value: string, fallback: string) => (value === '' || value === fallback ? next.delete(key) : next.set(key, value));
  for (const [key, value] of Object.entries(change) as [keyof ReviewView, string | number][]) {
    if (key === 'sort') put(PARAM.sort, String(value), DEFAULT_SORT);
    else if (key === 'dir') put(PARAM.dir, String(value), DEFAULT_DIR);
    else if (key === 'page') put(PARAM.page, String(value), '1');
    else if (key === 'pageSize') put(PARAM.pageSize, String(value), String(DEFAULT_PAGE_SIZE));
    else put(key, String(value).trim() === '' ? '' : String(value), '');
  }
  if (!('page' in change)) next.delete(PARAM.page);
  return next;
}

/** The address without any filter (sort and page size stay; page 1). */
export function clearFilter(params: URLSearchParams): URLSearchParams {
  return writeView(params, { ...Object.fromEntries(FILTER_KEYS.map((k) => [k, ''])), frist: '' });
}

/** Whether any part of the filter is set. */
export const isFiltered = (view: ReviewView) => FILTER_KEYS.some((k) => view[k] !== '') || view.frist !== '';

/** The sort after a click on the header of `column`: the same column reverses its direction, another
 *  one starts ascending. */
export const nextSort = (view: ReviewView, column: string): Pick<ReviewView, 'sort' | 'dir'> =>
  view.sort === column ? { sort: column, dir: view.dir === 'asc' ? 'desc' : 'asc' } : { sort: column, dir: 'asc' };

/** The view's filter as the contract has it (its set parts, texts trimmed): what the charts and
 *  the exports are asked for, so that they count the entries the table lists. */
export function filterOf(view: ReviewView): ReviewFilter {
  return Object.fromEntries(FILTER_KEYS.filter((k) => view[k].trim() !== '').map((k) => [k, view[k].trim()])) as ReviewFilter;
}

/** What is wrong with the view's filter in German (the contract's message: a day not written as
 *  JJJJ-MM-TT, the end before the start, a search text too long), or undefined when it is sound. */
export function filterProblem(view: ReviewView): string | undefined {
  const checked = ReviewFilter.safeParse(filterOf(view));
  return checked.success ? undefined : checked.error.issues[0]?.message;
}

/** The query of GET /gis/review/{layerId} for the view (ReviewQuery): sort, dir, page and pageSize
 *  always, the filter's parts when set, in a fixed order. */
export function apiQuery(view: ReviewView): string {
  const query = new URLSearchParams({ sort: view.sort, dir: view.dir, page: String(view.page), pageSize: String(view.pageSize) });
  for (const key of FILTER_KEYS) if (view[key].trim() !== '') query.set(key, view[key].trim());
  if (view.frist !== '') query.set('frist', view.frist);
  return query.toString();
}

/** How many pages `total` rows fill, at least one. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
