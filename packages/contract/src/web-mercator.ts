/** Web Mercator (EPSG:3857) as the XYZ map tiles of OpenStreetMap use it ("slippy map" tiling:
 *  tiles of 256 px, 2^z per axis, x from the west, y from the north). The one projection of the
 *  server's map tiles and cells, the web app's tile requests and the map benchmark
 *  (docs/decisions/0012). Schema-free, so that the map loads it without zod. */

/** Size of a map tile in pixels. */
export const TILE_SIZE = 256;
/** Web Mercator ends here (degrees of latitude); farther north or south counts as this. */
export const MAX_LATITUDE = 85.0511287798;

/** The global pixel position of a place (`lon`, `lat` in degrees WGS84) at zoom `z`: 0 … 256 × 2^z
 *  on each axis, from the north-west corner of the world. */
export function worldPixel(lon: number, lat: number, z: number): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** z;
  const phi = (Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180;
  return {
    x: ((lon + 180) / 360) * scale,
    y: ((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * scale,
  };
}

/** The tile column or row of a global pixel coordinate `px` at zoom `z`, within the world
 *  (0 … 2^z − 1; the east and south edges fall into the last tile). */
export const tileIndexOf = (px: number, z: number): number => Math.max(0, Math.min(2 ** z - 1, Math.floor(px / TILE_SIZE)));
