import { MAP_TILE_MAX_ZOOM } from '@mitmachkarte/contract';
import type { TileCoord } from './api';

/** Which map tiles the map asks the server for (GET /gis/map/{layerId}/{z}/{x}/{y}): the XYZ
 *  tiles of 256 px (Web Mercator, EPSG:3857; x from the west, y from the north) that cover the
 *  visible area plus a margin, at the map's zoom rounded and clamped to 0..MAP_TILE_MAX_ZOOM. */

export const TILE_SIZE = 256;
/** Web Mercator ends here (degrees of latitude). */
const MAX_LATITUDE = 85.0511287798;

/** The global pixel position of a place at zoom `z` (256 × 2^z pixels around the world). */
export function projectToPixels(lat: number, lon: number, z: number): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** z;
  const phi = (Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180;
  return {
    x: ((lon + 180) / 360) * scale,
    y: ((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * scale,
  };
}

/** The zoom of the tiles for a map zoom: rounded, within 0..MAP_TILE_MAX_ZOOM. */
export const tileZoomOf = (zoom: number): number => Math.max(0, Math.min(MAP_TILE_MAX_ZOOM, Math.round(zoom)));

/** A visible area in degrees WGS84. */
export type Area = { south: number; west: number; north: number; east: number };

/** The tiles at map zoom `zoom` that cover `area` widened by `marginPx` pixels on every side,
 *  within the world (no copies across the antimeridian), row by row from the north-west. */
export function tilesCovering(area: Area, zoom: number, marginPx = TILE_SIZE / 4): TileCoord[] {
  const z = tileZoomOf(zoom);
  const last = 2 ** z - 1;
  const nw = projectToPixels(area.north, Math.max(-180, area.west), z);
  const se = projectToPixels(area.south, Math.min(180, area.east), z);
  const tile = (px: number) => Math.max(0, Math.min(last, Math.floor(px / TILE_SIZE)));
  const [x0, x1] = [tile(nw.x - marginPx), tile(se.x + marginPx - 1)];
  const [y0, y1] = [tile(nw.y - marginPx), tile(se.y + marginPx - 1)];
  const tiles: TileCoord[] = [];
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) tiles.push({ z, x, y });
  return tiles;
}
