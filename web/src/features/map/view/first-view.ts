import type { MapSummary, Workspace } from '@mitmachkarte/contract';
import L from 'leaflet';
import { MAX_TILE_ZOOM } from '../../../lib/leaflet';
import type { TileCoord } from '../api/points';
import { tilesCovering } from './map-tiles';

/** The project's map area (docs/product.md §17.1): where the map opens and the boundary. */
export type MapArea = Pick<Workspace, 'MapView' | 'Boundary'>;

/** Where the map opens for a layer: a centre (degrees WGS84) and zoom, or bounds that it fits. */
export type FirstView = { center: L.LatLngExpression; zoom: number } | { bounds: L.LatLngBoundsExpression; options?: L.FitBoundsOptions };

/** Where the map opens for a layer: the project's start view, else its boundary, else the extent of
 *  the layer's points (GET /gis/map/{layerId} Bounds) with a margin; `null` for a layer without
 *  any of them (the map stays where it is), `undefined` while the extent is loading. */
export function firstViewOf(area: MapArea | undefined, bounds: MapSummary['Bounds'] | undefined): FirstView | null | undefined {
  if (area?.MapView) return { center: [area.MapView.Lat, area.MapView.Lng], zoom: area.MapView.Zoom };
  if (area?.Boundary) return { bounds: L.geoJSON(area.Boundary).getBounds() };
  if (!bounds) return bounds;
  const [minLon, minLat, maxLon, maxLat] = bounds;
  return { bounds: [[minLat, minLon], [maxLat, maxLon]], options: { padding: [32, 32], maxZoom: MAX_TILE_ZOOM } };
}

const crs = L.CRS.EPSG3857;

/** The centre and zoom at which a new Leaflet map of `size` px (its container's client size),
 *  with zoom levels 0..`maxZoom`, shows `view`, computed as Leaflet 1.9 does when it is made there
 *  (Map#fitBounds: getBoundsZoom with zoomSnap 1, then the fit's maxZoom; _getBoundsCenterZoom). */
function centreAndZoom(view: FirstView, size: L.Point, maxZoom: number): { center: L.LatLng; zoom: number } {
  const limit = (zoom: number) => Math.max(0, Math.min(maxZoom, zoom));
  if ('center' in view) return { center: L.latLng(view.center), zoom: limit(Math.round(view.zoom)) };
  const bounds = view.bounds instanceof L.LatLngBounds ? view.bounds : L.latLngBounds(view.bounds);
  const options = view.options ?? {};
  const paddingTL = L.point(options.paddingTopLeft ?? options.padding ?? [0, 0]);
  const paddingBR = L.point(options.paddingBottomRight ?? options.padding ?? [0, 0]);
  const room = size.subtract(paddingTL.add(paddingBR));
  const extent = L.bounds(crs.latLngToPoint(bounds.getSouthEast(), 0), crs.latLngToPoint(bounds.getNorthWest(), 0)).getSize();
  const scaleZoom = crs.zoom(Math.min(room.x / extent.x, room.y / extent.y) * crs.scale(0));
  // The same steps as Leaflet's, so that the same floating-point zoom comes out.
  let zoom = limit(Number.isNaN(scaleZoom) ? Infinity : Math.floor(Math.round(scaleZoom / 0.01) * 0.01));
  if (typeof options.maxZoom === 'number') zoom = Math.min(options.maxZoom, zoom);
  const offset = paddingBR.subtract(paddingTL).divideBy(2);
  const sw = crs.latLngToPoint(bounds.getSouthWest(), zoom);
  const ne = crs.latLngToPoint(bounds.getNorthEast(), zoom);
  return { center: crs.pointToLatLng(sw.add(ne).divideBy(2).add(offset), zoom), zoom };
}

/** The map data tiles (map-tiles.ts, with its margin) that a new Leaflet map of `size` px made at
 *  `view` asks for first, known before the map is made: the map's first view needs only its
 *  container's size. Leaflet's pixel origin is the centre's pixel less half the size, rounded. */
export function firstViewTiles(view: FirstView, size: L.Point, maxZoom = MAX_TILE_ZOOM): TileCoord[] {
  const { center, zoom } = centreAndZoom(view, size, maxZoom);
  const topLeft = crs.latLngToPoint(center, zoom).subtract(size.divideBy(2)).round();
  const sw = crs.pointToLatLng(topLeft.add([0, size.y]), zoom);
  const ne = crs.pointToLatLng(topLeft.add([size.x, 0]), zoom);
  return tilesCovering({ south: sw.lat, west: sw.lng, north: ne.lat, east: ne.lng }, zoom);
}
