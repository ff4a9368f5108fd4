import { REVIEW_FILTER_KEYS, type PointsExportFormat, type ReviewFilter } from '@mitmachkarte/contract';
import { API_BASE } from './api-client';

/** Addresses of a map's evaluation (docs/product.md §18): the review table, the charts with the
 *  printed report, and the exports. Each carries the evaluation's filter as the same query
 *  parameters (REVIEW_FILTER_KEYS of the contract), so that a link from one to the other shows,
 *  counts or exports the same entries. Pure functions. */

/** The filter's set parts as query parameters, in the order of REVIEW_FILTER_KEYS (`status=neu&q=Bach`);
 *  `moderation` only when it asks for hidden and waiting entries too (`alle`): the default needs no word. */
export function filterSearch(filter: ReviewFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of REVIEW_FILTER_KEYS) {
    const value = filter[key]?.trim();
    if (value && !(key === 'moderation' && value !== 'alle')) params.set(key, value);
  }
  return params;
}

const withQuery = (path: string, params: URLSearchParams) => {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
};

const layerPath = (layerId: string) => `/auswertung/${encodeURIComponent(layerId)}`;

/** The review table of the layer (§18.1) with `filter`. */
export const reviewPath = (layerId: string, filter: ReviewFilter = {}) => withQuery(layerPath(layerId), filterSearch(filter));

/** The charts of the layer, which print as the report to the council (§18.2, §18.5), with `filter`. */
export const chartsPath = (layerId: string, filter: ReviewFilter = {}) => withQuery(`${layerPath(layerId)}/diagramme`, filterSearch(filter));

/** The address of an export of the layer, opened in a new tab (§18.4): XLSX, German CSV
 *  (`format=de`), international CSV, GeoJSON, GeoPackage, KML; with `filter`, the entries the
 *  review table shows under it, without one every entry the moderation let through. */
export function exportUrl(format: PointsExportFormat, layerId: string, filter: ReviewFilter = {}): string {
  const id = encodeURIComponent(layerId);
  const params = filterSearch(filter);
  if (format === 'csv-de') return withQuery(`${API_BASE}/gis/csv/points/${id}`, new URLSearchParams([['format', 'de'], ...params]));
  return withQuery(`${API_BASE}/gis/${format}/points/${id}`, params);
}
