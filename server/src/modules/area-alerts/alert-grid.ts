import type { Bounds } from './alert-geometry.js';

/** The grid index of area alerts (docs/decisions/0043): the earth in cells of CELL_DEGREES ×
 *  CELL_DEGREES; each alert is stored under every cell its bounding box touches (table
 *  `area_alert_cells`), a new entry asks for the alerts of its one cell. */

/** The cell's side in degrees: about 5.6 km north–south, 3.4 km east–west in Germany, so that a
 *  circle of the largest radius touches at most 3 × 4 cells and a drawn area at most 6 × 6. */
export const CELL_DEGREES = 0.05;
/** Cells per row of longitudes: more than 360 / CELL_DEGREES. */
const ROW = 8000;

const latIndex = (lat: number) => Math.floor(lat / CELL_DEGREES) + 1800;
const lngIndex = (lng: number) => Math.floor(lng / CELL_DEGREES) + 3600;

/** The cell of a position (an integer, exact in both databases). */
export const cellOf = (lat: number, lng: number): number => latIndex(lat) * ROW + lngIndex(lng);

/** Every cell the box touches. */
export function cellsOf(b: Bounds): number[] {
  const cells: number[] = [];
  for (let y = latIndex(b.minLat); y <= latIndex(b.maxLat); y++) {
    for (let x = lngIndex(b.minLng); x <= lngIndex(b.maxLng); x++) cells.push(y * ROW + x);
  }
  return cells;
}
