import type { ClientConfig } from '@mitmachkarte/contract';
import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import * as de from '../i18n/de/common';
import { clientConfigQueryOptions } from './client-config';


/** Until the server has named its tile server, every tile is one transparent pixel (a data: URL,
 *  which loads nothing): a guess such as OpenStreetMap would send the visitor's address to a host
 *  the operator may not use (TILE_URL) and that the Content-Security-Policy then blocks. */
const PENDING_TILES: ClientConfig = {
  TileUrl: 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  TileAttribution: '',
  Geocoder: '',
};

/** The tile configuration; blank tiles until the server has answered. */
export function useTileConfig(): ClientConfig {
  return useQuery(clientConfigQueryOptions).data ?? PENDING_TILES;
}

// Leaflet's zoom buttons are titled in English ('Zoom in', 'Zoom out'), and the title is their
// accessible name: German for every map of the app (mergeOptions sets a class's defaults).
L.Control.Zoom.mergeOptions({ zoomInTitle: de.access.zoomIn, zoomOutTitle: de.access.zoomOut });

/** Names the zoom buttons of `map` in the interface language (docs/product.md §23): the German
 *  defaults above are set before any language is known. Title and accessible name, as Leaflet sets them. */
export function labelZoomControl(map: L.Map, zoomIn: string, zoomOut: string) {
  for (const [selector, text] of [['.leaflet-control-zoom-in', zoomIn], ['.leaflet-control-zoom-out', zoomOut]] as const) {
    const button = map.getContainer().querySelector(selector);
    button?.setAttribute('title', text);
    button?.setAttribute('aria-label', text);
  }
}

/** Highest tile zoom (docs/product.md §9). */
export const MAX_TILE_ZOOM = 18;

/** Options of a map's tile layer, up to the map's zoom MAX_TILE_ZOOM. On a screen of more than one
 *  device pixel per CSS pixel (phones) Leaflet's detectRetina draws tiles of the next zoom level at
 *  half size, so that they are sharp; it lowers the layer's maxZoom by one and asks for the zoom
 *  level plus one, hence maxZoom one above and the tiles' own highest zoom (maxNativeZoom) one below:
 *  the server is never asked for more than MAX_TILE_ZOOM, and at the map's highest zoom its tiles
 *  are shown as on other screens. */
export function tileLayerOptions(retina = L.Browser.retina): L.TileLayerOptions {
  return retina
    ? { detectRetina: true, maxZoom: MAX_TILE_ZOOM + 1, maxNativeZoom: MAX_TILE_ZOOM - 1 }
    : { maxZoom: MAX_TILE_ZOOM };
}

/** Marker icons (docs/product.md §9): 25x41 normally, 50x82 for the selected point. Leaflet's default icon
 *  images are bundled by Vite instead of being looked up by path. */
export const markerIconNormal = L.icon({
  iconUrl: markerIcon, iconRetinaUrl: markerIcon2x, shadowUrl: markerShadow,
  iconSize: [25, 41], iconAnchor: [12, 41], popupAnchor: [1, -34], shadowSize: [41, 41],
});
export const markerIconHighlighted = L.icon({
  iconUrl: markerIcon2x, shadowUrl: markerShadow,
  iconSize: [50, 82], iconAnchor: [25, 82], popupAnchor: [1, -68], shadowSize: [82, 82],
});

/** The map's section as `west,south,east,north` (degrees WGS84), e.g. to prefer places found there. */
export const viewBoxOf = (map: L.Map | null): string | undefined => {
  if (!map) return undefined;
  const b = map.getBounds();
  return [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()].map((d) => d.toFixed(5)).join(',');
};

/** Moves the map to a place found by the address search: its extent, but no closer than street
 *  level (zoom 17), or its position at zoom 17. */
export function showPlace(map: L.Map | null, place: { Lat: number; Lng: number; BoundingBox: [number, number, number, number] | null }): void {
  if (!map) return;
  if (place.BoundingBox) {
    const [south, west, north, east] = place.BoundingBox;
    map.fitBounds([[south, west], [north, east]], { maxZoom: 17 });
  } else {
    map.setView([place.Lat, place.Lng], 17);
  }
}

/** Zoom at which the map shows the visitor's own position (docs/product.md §17.1): street level. */
export const LOCATION_ZOOM = 17;

/** Centres the map on the visitor's position (degrees WGS84) at zoom LOCATION_ZOOM or closer if it
 *  is already closer, never beyond the map's highest zoom; with `coverBelow` (px of the map's
 *  bottom a phone's sheet covers) in the middle of the part above it. */
export function showLocation(map: L.Map | null, position: { lat: number; lng: number }, coverBelow = 0): void {
  if (!map) return;
  const zoom = Math.min(Math.max(map.getZoom(), LOCATION_ZOOM), map.getMaxZoom());
  map.setView(centreAbove(map, [position.lat, position.lng], zoom, coverBelow), zoom);
}

/** The centre that puts `at` in the middle of what a map shows above `coverBelow` px covered at
 *  its bottom (a phone's sheet): `at` itself when nothing covers the map. */
export function centreAbove(map: L.Map, at: L.LatLngExpression, zoom: number, coverBelow: number): L.LatLngExpression {
  if (coverBelow <= 0) return at;
  return map.unproject(map.project(at, zoom).add([0, coverBelow / 2]), zoom);
}
