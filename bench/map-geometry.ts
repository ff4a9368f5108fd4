/** Web Mercator geometry of the map-data benchmark (EPSG:3857, the XYZ tiles of OpenStreetMap:
 *  256 px, x from the west, y from the north): which zoom shows a whole layer in a phone's
 *  viewport, and which tiles the map asks for (docs/decisions/0012). */
import { MAP_TILE_MAX_ZOOM, tileIndexOf, worldPixel } from '@mitmachkarte/contract';

/** A layer's extent as GET /gis/map/{id} gives it: minLon, minLat, maxLon, maxLat (degrees). */
export type Bounds = [number, number, number, number];
/** A tile of the XYZ scheme. */
export type Tile = { z: number; x: number; y: number };
/** A viewport in CSS pixels. */
export type Viewport = { width: number; height: number };

/** The largest integer zoom (0…MAP_TILE_MAX_ZOOM) at which `bounds` fit into `viewport`: Leaflet's
 *  getBoundsZoom without padding, snapped down to whole zooms. */
export function boundsZoom(bounds: Bounds, viewport: Viewport): number {
  const [minLon, minLat, maxLon, maxLat] = bounds;
  for (let z = MAP_TILE_MAX_ZOOM; z > 0; z--) {
    const nw = worldPixel(minLon, maxLat, z);
    const se = worldPixel(maxLon, minLat, z);
    if (se.x - nw.x <= viewport.width && se.y - nw.y <= viewport.height) return z;
  }
  return 0;
}

/** The tiles at zoom `z` that the pixel box from `nw` to `se` touches, row by row from the
 *  north-west, within the world. */
function tilesOfBox(nw: { x: number; y: number }, se: { x: number; y: number }, z: number): Tile[] {
  const tile = (px: number) => tileIndexOf(px, z);
  const tiles: Tile[] = [];
  for (let y = tile(nw.y); y <= tile(se.y); y++) for (let x = tile(nw.x); x <= tile(se.x); x++) tiles.push({ z, x, y });
  return tiles;
}

/** The tiles at zoom `z` that cover `bounds`. */
export function tilesCoveringBounds(bounds: Bounds, z: number): Tile[] {
  const [minLon, minLat, maxLon, maxLat] = bounds;
  return tilesOfBox(worldPixel(minLon, maxLat, z), worldPixel(maxLon, minLat, z), z);
}

/** The tiles at zoom `z` that cover `viewport` centred on the centre of `bounds`. */
export function tilesAroundCentre(bounds: Bounds, z: number, viewport: Viewport): Tile[] {
  const [minLon, minLat, maxLon, maxLat] = bounds;
  const nw = worldPixel(minLon, maxLat, z);
  const se = worldPixel(maxLon, minLat, z);
  const c = { x: (nw.x + se.x) / 2, y: (nw.y + se.y) / 2 };
  const half = { x: viewport.width / 2, y: viewport.height / 2 };
  return tilesOfBox({ x: c.x - half.x, y: c.y - half.y }, { x: c.x + half.x - 1e-9, y: c.y + half.y - 1e-9 }, z);
}

/** The path of a tile of the map data: GET /api/v1/gis/map/{layerId}/{z}/{x}/{y}. */
export const tilePath = (layerId: string, t: Tile) => `/api/v1/gis/map/${layerId}/${t.z}/${t.x}/${t.y}`;
