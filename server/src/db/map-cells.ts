import { MAP_CELLS_PER_TILE, MAP_TILE_MAX_ZOOM, tileIndexOf, worldPixel } from '@mitmachkarte/contract';

/** The geometry of map tiles of the XYZ scheme (Web Mercator, EPSG:3857; the "slippy map" tiling
 *  of OpenStreetMap: x from the west, y from the north, 2^z tiles per axis) and the cell of a point
 *  (docs/decisions/0012): the Morton code (Z-order, x and y bits interleaved) of the tile of zoom
 *  CELL_ZOOM that holds it. The cells of every tile of every zoom are then one contiguous range of
 *  codes, so that the database reads a tile, and each of its 4 × 4 cells, as index ranges. */

/** Zoom of a point's cell: MAP_TILE_MAX_ZOOM (22) plus the two levels of a tile's 4 × 4 cells;
 *  48 bits, exact in a JavaScript number and in both databases' integers. */
export const CELL_ZOOM = MAP_TILE_MAX_ZOOM + Math.log2(MAP_CELLS_PER_TILE);

/** Spreads the 12 low bits of `v` to the even bits of a 24-bit number. */
function spread12(v: number): number {
  let x = v & 0xfff;
  x = (x | (x << 8)) & 0x00ff00ff;
  x = (x | (x << 4)) & 0x0f0f0f0f;
  x = (x | (x << 2)) & 0x33333333;
  return (x | (x << 1)) & 0x55555555;
}

/** The Morton code of tile (`x`, `y`), both below 2^24: x on the even bits, y on the odd ones. */
export function morton(x: number, y: number): number {
  const high = spread12(x >>> 12) | (spread12(y >>> 12) << 1);
  const low = spread12(x) | (spread12(y) << 1);
  return (high >>> 0) * 2 ** 24 + (low >>> 0);
}

/** The cell of a position (degrees WGS84): the Morton code of its tile at CELL_ZOOM. Stored with
 *  every point (`points.cell`). */
export function cellOf(lon: number, lat: number): number {
  const { x, y } = worldPixel(lon, lat, CELL_ZOOM);
  return morton(tileIndexOf(x, CELL_ZOOM), tileIndexOf(y, CELL_ZOOM));
}

/** A range of cells [from, to). */
export type CellRange = { from: number; to: number };

/** The cells of tile (`z`, `x`, `y`), z ≤ CELL_ZOOM. */
export function tileCells(z: number, x: number, y: number): CellRange {
  const span = 4 ** (CELL_ZOOM - z);
  const from = morton(x, y) * span;
  return { from, to: from + span };
}

/** The MAP_CELLS_PER_TILE² groups of tile (`z`, `x`, `y`) (z ≤ MAP_TILE_MAX_ZOOM), each the cells
 *  of one tile of zoom z + 2, in Morton order. */
export function tileGroups(z: number, x: number, y: number): CellRange[] {
  const n = MAP_CELLS_PER_TILE;
  const groups: CellRange[] = [];
  for (let dy = 0; dy < n; dy++) for (let dx = 0; dx < n; dx++) groups.push(tileCells(z + Math.log2(n), x * n + dx, y * n + dy));
  return groups.sort((a, b) => a.from - b.from);
}

/** The box of tile (`z`, `x`, `y`) in degrees WGS84 (the inverse of Web Mercator, as the
 *  OpenStreetMap wiki's "Slippy map tilenames" gives it). */
export function tileBounds(z: number, x: number, y: number): { minLon: number; minLat: number; maxLon: number; maxLat: number } {
  const n = 2 ** z;
  const lon = (tx: number) => (tx / n) * 360 - 180;
  const lat = (ty: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * ty) / n))) * 180) / Math.PI;
  return { minLon: lon(x), maxLon: lon(x + 1), minLat: lat(y + 1), maxLat: lat(y) };
}
