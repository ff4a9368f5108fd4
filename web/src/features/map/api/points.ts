import {
  IDEMPOTENCY_KEY_HEADER, POINT_PAGE_SIZE,
  type CreatePointBody, type MapFilter, type MapSummary, type MapTile, type Point, type PointListPage, type PointSort, type UpdatePointBody,
} from '@mitmachkarte/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api-client';
import { nextTask } from '../../../lib/next-task';

/** The map's data from the server (docs/product.md §2.14, §16.1): a summary per layer and filter,
 *  the groups and lone points per map tile, one point's details, and pages of the list. Every
 *  key lies below ['gis', 'points', …], so that invalidating a layer's points (here, in the
 *  moderation queue, the review table, „Meine Beiträge“) reloads what the map shows. The answers
 *  carry ETags: fetch's default cache revalidates them (If-None-Match, 304). (Workspaces, layers
 *  and settings come from lib/gis.ts and lib/settings.ts, shared with the managers.) */

const POINTS_KEY = ['gis', 'points'] as const;
const enc = encodeURIComponent;

/** `?status=…&category=…&from=…&to=…` of the set parts of `filter` (plus `extra`), or ''. */
function queryString(filter: MapFilter, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...extra, ...filter })) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Every query of a layer's map data. */
export const layerMapKey = (layerId: string) => [...POINTS_KEY, layerId] as const;

/** GET /gis/map/{layerId}: how many points the layer has, how many pass `filter`, and their extent. */
export const mapSummaryQueryOptions = (layerId: string, filter: MapFilter) =>
  queryOptions({
    queryKey: [...layerMapKey(layerId), 'summary', filter],
    queryFn: () => apiGet<MapSummary>(`/gis/map/${enc(layerId)}${queryString(filter)}`),
    // The counts under the previous filter stay while the new ones load; another layer's never.
    placeholderData: (previous, query) => (query?.queryKey[2] === layerId ? previous : undefined),
  });

/** The summary of a layer under `filter`; idle while no layer is chosen. */
export const useMapSummary = (layerId: string | undefined, filter: MapFilter) =>
  useQuery({ ...mapSummaryQueryOptions(layerId ?? '', filter), enabled: Boolean(layerId) });

/** A tile of the XYZ scheme (Web Mercator; x from the west, y from the north). */
export type TileCoord = { z: number; x: number; y: number };

/** GET /gis/map/{layerId}/{z}/{x}/{y}: the groups and lone points of one tile under `filter`. Kept
 *  per tile, so that panning back draws the tiles seen before at once. Each tile's request starts
 *  in a task of its own: a move asks for a dozen tiles at once, and starting them all in one task
 *  held a phone's main thread for up to 250 ms (bench/map-data.bench.ts, long tasks while moving);
 *  a tile no longer wanted by then is not asked for. */
export const mapTileQueryOptions = (layerId: string, filter: MapFilter, { z, x, y }: TileCoord, except?: string) =>
  queryOptions({
    queryKey: [...layerMapKey(layerId), 'tile', filter, except ?? '', z, x, y],
    queryFn: async ({ signal }) => {
      await nextTask();
      // A view already left (the map zoomed on) no longer needs its tiles: reading the signal lets
      // the query be cancelled when its last observer goes.
      signal.throwIfAborted();
      return apiGet<MapTile>(`/gis/map/${enc(layerId)}/${z}/${x}/${y}${queryString(filter, except ? { except } : {})}`);
    },
    meta: { silent: true },
  });

/** The key of one point's details (below ['gis', 'points'], not below its layer: it is asked for
 *  by id alone). */
export const pointKey = (id: string) => [...POINTS_KEY, 'point', id] as const;

/** GET /gis/point/{id}: one point with its answers (404 when the caller cannot see it). */
export const pointQueryOptions = (id: string) =>
  queryOptions({ queryKey: pointKey(id), queryFn: () => apiGet<Point>(`/gis/point/${enc(id)}`), meta: { silent: true }, retry: false });

/** The details of point `id`; idle without an id. */
export const usePoint = (id: string | undefined) => useQuery({ ...pointQueryOptions(id ?? ''), enabled: Boolean(id) });

/** GET /gis/pointlist/{layerId}: page `page` (from 1, POINT_PAGE_SIZE entries) of the layer's
 *  points under `filter` in the order `sort`, with their votes and comments (docs/product.md
 *  §16.1); the previous page stays shown while the next one loads. */
export const pointListQueryOptions = (layerId: string, filter: MapFilter, sort: PointSort, page: number) =>
  queryOptions({
    queryKey: [...layerMapKey(layerId), 'list', filter, sort, page],
    queryFn: () => apiGet<PointListPage>(`/gis/pointlist/${enc(layerId)}${queryString(filter, { sort, page, pageSize: POINT_PAGE_SIZE })}`),
    placeholderData: keepPreviousData,
  });

/** Page `page` of the layer's list under `filter` in the order `sort`. */
export const usePointList = (layerId: string, filter: MapFilter, sort: PointSort, page: number) =>
  useQuery(pointListQueryOptions(layerId, filter, sort, page));

/** Reloads the pages of every layer's list (their vote and comment counts changed). */
export const invalidatePointLists = (qc: QueryClient) =>
  qc.invalidateQueries({ predicate: (q) => q.queryKey[0] === POINTS_KEY[0] && q.queryKey[1] === POINTS_KEY[1] && q.queryKey[3] === 'list' });

/** After a write to `point`: its details take the server's answer (if given) and everything the
 *  map shows of its layer reloads. */
export function pointChanged(qc: QueryClient, point: Pick<Point, 'ID' | 'Layer'>, answer?: Point): void {
  if (answer && typeof answer.ID === 'string') qc.setQueryData(pointKey(point.ID), answer);
  void qc.invalidateQueries({ queryKey: layerMapKey(point.Layer) });
  void qc.invalidateQueries({ queryKey: pointKey(point.ID) });
}

/** POST /gis/point with the submission's Idempotency-Key (lib/idempotency-key.ts); on success the
 *  new point's details are known at once and the layer's map data reloads. Callers show the
 *  docs/product.md §8 messages themselves. */
export function useCreatePoint() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreatePointBody; idempotencyKey: string }) =>
      apiPost<Point>('/gis/point', body, { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }),
    onSuccess: (point) => pointChanged(qc, point, point),
  });
}

/** PUT /gis/point/{id}: moves a point and replaces its answers (Point.CanChange: managers, and the
 *  author while the first status; docs/product.md §16.5, §16.6). A PUT sends the whole new state,
 *  so sending it again after a lost answer stores nothing twice and needs no Idempotency-Key. On
 *  success the answer becomes the point's details, the layer's map data reloads, and
 *  „Meine Beiträge“ reloads. */
export function useUpdatePoint() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdatePointBody }) => apiPut<Point>(`/gis/point/${enc(id)}`, body),
    onSuccess: (point) => {
      pointChanged(qc, point, point);
      void qc.invalidateQueries({ queryKey: ['auth', 'contributions'] });
    },
  });
}

/** DELETE /gis/point/{id} (managers; a soft delete, docs/product.md §16.5): then the layer's
 *  map data and its deleted points (the workspace manager's „Gelöschte Einträge“) reload, and the
 *  point's details are forgotten. */
export function useDeletePoint(layerId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (pointId: string) => apiDelete<unknown>(`/gis/point/${enc(pointId)}`),
    onSuccess: (_, pointId) => {
      qc.removeQueries({ queryKey: pointKey(pointId) });
      void qc.invalidateQueries({ queryKey: layerMapKey(layerId) });
      void qc.invalidateQueries({ queryKey: ['gis', 'deletedpoints', layerId] });
    },
  });
}
