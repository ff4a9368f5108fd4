import { MAP_CELLS_PER_TILE } from '@mitmachkarte/contract';

/** The geometry of a map tile of the XYZ scheme (Web Mercator, EPSG:3857; the "slippy map"
 *  tiling of OpenStreetMap: x from the west, y from the north, 2^z tiles per axis) and of its
 *  MAP_CELLS_PER_TILE × MAP_CELLS_PER_TILE cells, in degrees WGS84. */

/** Longitude of the western edge of tile column `x` at zoom `z`. */
const lonOf = (x: number, z: number) => (x / 2 ** z) * 360 - 180;

/** Latitude of the northern edge of tile row `y` at zoom `z` (inverse Web Mercator). */
const latOf = (y: number, z: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / 2 ** z))) * 180) / Math.PI;

/** A tile's extent and its cell edges. Every point belongs to exactly one tile of a zoom:
 *  longitude in [west, east) and latitude in (south, north]; the last column also takes
 *  longitude 180, and the first and last rows the latitudes beyond Web Mercator's ±85.0511°.
 *  `lonEdges` and `latEdges` are the inner cell edges from west to east and from north to south. */
export type TileExtent = {
  west: number; east: number; north: number; south: number;
  /** Open sides: the extent has no bound there. */
  openEast: boolean; openNorth: boolean; openSouth: boolean;
  lonEdges: number[]; latEdges: number[];
};

/** The extent of tile (`z`, `x`, `y`); the caller has checked 0 ≤ x, y < 2^z. */
export function tileExtent(z: number, x: number, y: number): TileExtent {
  const n = 2 ** z;
  const inner = Array.from({ length: MAP_CELLS_PER_TILE - 1 }, (_, i) => i + 1);
  return {
    west: lonOf(x, z), east: lonOf(x + 1, z), north: latOf(y, z), south: latOf(y + 1, z),
    openEast: x === n - 1, openNorth: y === 0, openSouth: y === n - 1,
    lonEdges: inner.map((i) => lonOf(x * MAP_CELLS_PER_TILE + i, z + Math.log2(MAP_CELLS_PER_TILE))),
    latEdges: inner.map((i) => latOf(y * MAP_CELLS_PER_TILE + i, z + Math.log2(MAP_CELLS_PER_TILE))),
  };
}
