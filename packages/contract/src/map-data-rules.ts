/** The constants of what the map draws (docs/product.md §19.2, docs/decisions/0012) without the
 *  zod schemas of its answers (those are in map-data.ts), so that the map can use them without
 *  loading zod (docs/runtime.md §3). */

/** Highest zoom level of a map tile; from MAP_SINGLE_ZOOM on no point is grouped
 *  (docs/product.md §2.14: from zoom 18 every entry stands alone). */
export const MAP_TILE_MAX_ZOOM = 22;
export const MAP_SINGLE_ZOOM = 18;
/** A tile of 256 px is divided into MAP_CELLS_PER_TILE × MAP_CELLS_PER_TILE cells (64 px); the
 *  points of a cell form one group. */
export const MAP_CELLS_PER_TILE = 4;
/** Most points one tile at MAP_SINGLE_ZOOM or more lists; more are counted in `Omitted`. */
export const MAP_TILE_MAX_POINTS = 5000;

/** From this zoom on a tile also carries the lines and areas whose bounding box meets it
 *  (`Shapes`, docs/product.md §25.1, docs/decisions/0046): at 14 a tile is about 2.4 km wide in
 *  Germany, where a drawn street or park is worth seeing as a shape. Below, they are clustered
 *  and shown by their centre like points. */
export const MAP_SHAPE_ZOOM = 14;
/** Most lines and areas one tile carries, the newest; more are counted in `ShapesOmitted`. With at
 *  most GEOMETRY_MAX_VERTICES corners each, a tile's shapes stay under about 2.5 MB. */
export const MAP_TILE_MAX_SHAPES = 200;

/** The orders of the map's list (docs/product.md §16.1): newest first, most up votes, most
 *  comments; ties newest first. */
export const POINT_SORTS = ['newest', 'votes', 'comments'] as const;
export type PointSort = (typeof POINT_SORTS)[number];

/** Most entries one page of GET /gis/pointlist/{id} holds. */
export const POINT_LIST_PAGE_MAX = 100;
