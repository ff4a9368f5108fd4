import { z } from 'zod';
import { Id } from './common.js';
import { POINT_PAGE_SIZE } from './limits.js';
import { MAP_TILE_MAX_ZOOM, POINT_LIST_PAGE_MAX, POINT_SORTS } from './map-data-rules.js';
import { Point } from './point.js';
import { LineGeometry, PolygonGeometry } from './geometry.js';
import { ENTRY_FILTER_FIELDS, withPeriodInOrder } from './review.js';
import { PointCounts } from './vote.js';
import { FIELD_MESSAGES, fieldMessage } from './field-messages.js';

/** What the map draws of a layer (docs/product.md §19.2, docs/decisions/0012): never the answers,
 *  only positions, categories and statuses, grouped on the server per tile of the map. Details
 *  come per point (GET /gis/point/{id}) and the list pages through the server
 *  (GET /gis/pointlist/{layerId}). Visibility and the filter apply exactly as to the lists. */

/** The map's filter (docs/product.md §16.1): the review table's without the text search. */
export const MapFilter = withPeriodInOrder(z.object(ENTRY_FILTER_FIELDS));
export type MapFilter = z.infer<typeof MapFilter>;

const TILE_MESSAGE = FIELD_MESSAGES.tileInvalid;
const TileNumber = z.coerce.number({ error: TILE_MESSAGE }).int({ error: TILE_MESSAGE }).min(0, { error: TILE_MESSAGE });

/** Path of GET /gis/map/{id}/{z}/{x}/{y}: a tile of the XYZ scheme (Web Mercator, EPSG:3857; x
 *  from the west, y from the north). */
export const MapTileParams = z.object({
  id: Id,
  z: TileNumber.max(MAP_TILE_MAX_ZOOM, { error: TILE_MESSAGE }),
  x: TileNumber,
  y: TileNumber,
}).refine((t) => t.x < 2 ** t.z && t.y < 2 ** t.z, { message: TILE_MESSAGE, path: ['x'] });
export type MapTileParams = z.infer<typeof MapTileParams>;

/** Query of GET /gis/map/{id}/{z}/{x}/{y}: the map's filter, and `except`, a point left out of the
 *  tile's groups and points: the one being changed, whose draggable marker the map shows instead
 *  (docs/product.md §19.2). */
export const MapTileQuery = z.object({ except: Id.optional() }).and(MapFilter);
export type MapTileQuery = z.infer<typeof MapTileQuery>;

/** A group of points: its centre (mean longitude and latitude, degrees WGS84) and how many. */
export const MapCluster = z.tuple([z.number(), z.number(), z.number().int()]);
/** A lone point: id, longitude, latitude (degrees WGS84), category key ('' without), status key. */
export const MapPoint = z.tuple([Id, z.number(), z.number(), z.string(), z.string()]);

/** A line or an area as the map draws it (docs/product.md §25.1): id, its GeoJSON geometry
 *  (positions rounded to 6 decimals), category key ('' without), status key. */
export const MapShape = z.tuple([Id, z.discriminatedUnion('type', [LineGeometry, PolygonGeometry]), z.string(), z.string()]);
export type MapShape = z.infer<typeof MapShape>;

/** GET /gis/map/{id}/{z}/{x}/{y}: the groups and lone points of one tile. Below MAP_SINGLE_ZOOM a
 *  cell with one point gives that point, a cell with more a cluster; from it every point stands
 *  alone (at most MAP_TILE_MAX_POINTS, the newest; `Omitted` counts the rest). */
export const MapTile = z.object({
  Clusters: z.array(MapCluster),
  Points: z.array(MapPoint),
  Omitted: z.number().int(),
  /** From MAP_SHAPE_ZOOM on: the lines and areas whose bounding box meets the tile, even when
   *  their centre (by which `Clusters` and `Points` count them) lies in another tile; at most
   *  MAP_TILE_MAX_SHAPES, the newest, `ShapesOmitted` counts the rest. Both left out below that
   *  zoom and where the tile meets no line or area. */
  Shapes: z.array(MapShape).optional(),
  ShapesOmitted: z.number().int().optional(),
});
export type MapTile = z.infer<typeof MapTile>;

/** GET /gis/map/{id}: how many live points of the layer the caller sees (`Total`) and how many of
 *  them pass the filter (`Matched`), and the bounding box of all of them
 *  (minLon, minLat, maxLon, maxLat; null without points). */
export const MapSummary = z.object({
  Total: z.number().int(),
  Matched: z.number().int(),
  Bounds: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
});
export type MapSummary = z.infer<typeof MapSummary>;

const PAGE_MESSAGE = FIELD_MESSAGES.pageNumber;
/** Query of GET /gis/pointlist/{id}: the map's filter, the order (default newest) and the page
 *  (from 1; `pageSize` default POINT_PAGE_SIZE, at most POINT_LIST_PAGE_MAX). */
export const PointListQuery = z.object({
  sort: z.enum(POINT_SORTS, { error: FIELD_MESSAGES.pointSortUnknown }).default('newest'),
  page: z.coerce.number({ error: PAGE_MESSAGE }).int({ error: PAGE_MESSAGE }).min(1, { error: PAGE_MESSAGE }).default(1),
  pageSize: z.coerce.number().int().min(1).max(POINT_LIST_PAGE_MAX, fieldMessage('tooManyEntriesPerPage', { max: POINT_LIST_PAGE_MAX })).default(POINT_PAGE_SIZE),
}).and(MapFilter);
export type PointListQuery = z.infer<typeof PointListQuery>;

/** GET /gis/pointlist/{id}: how many entries pass the filter, one page of them, and the votes and
 *  published comments of each entry of the page. */
export const PointListPage = z.object({
  Total: z.number().int(),
  Points: z.array(Point),
  Counts: z.array(PointCounts),
});
export type PointListPage = z.infer<typeof PointListPage>;
