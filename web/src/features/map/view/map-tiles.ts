import { MAP_TILE_MAX_ZOOM, TILE_SIZE, tileIndexOf, worldPixel } from '@mitmachkarte/contract';
import type { TileCoord } from '../api/points';

/** Which map tiles the map asks the server for (GET /gis/map/{layerId}/{z}/{x}/{y}): the XYZ
 *  tiles of 256 px (Web Mercator, EPSG:3857; x from the west, y from the north) that cover the
 *  visible area plus a margin, at the map's zoom rounded and clamped to 0..MAP_TILE_MAX_ZOOM. */

/** The zoom of the tiles for a map zoom: rounded, within 0..MAP_TILE_MAX_ZOOM. */
export const tileZoomOf = (zoom: number): number => Math.max(0, Math.min(MAP_TILE_MAX_ZOOM, Math.round(zoom)));

/** A visible area in degrees WGS84. */
export type Area = { south: number; west: number; north: number; east: number };

/** The tiles at map zoom `zoom` that cover `area` widened by `marginPx` pixels on every side,
 *  within the world (no copies across the antimeridian), row by row from the north-west. */
export function tilesCovering(area: Area, zoom: number, marginPx = TILE_SIZE / 4): TileCoord[] {
  const z = tileZoomOf(zoom);
  const nw = worldPixel(Math.max(-180, area.west), area.north, z);
  const se = worldPixel(Math.min(180, area.east), area.south, z);
  const tile = (px: number) => tileIndexOf(px, z);
  const [x0, x1] = [tile(nw.x - marginPx), tile(se.x + marginPx - 1)];
  const [y0, y1] = [tile(nw.y - marginPx), tile(se.y + marginPx - 1)];
  const tiles: TileCoord[] = [];
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) tiles.push({ z, x, y });
  return tiles;
}
