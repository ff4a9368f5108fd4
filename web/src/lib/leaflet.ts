import type { ClientConfig } from '@mitmachkarte/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { de } from '../i18n/de';
import { apiGet } from './api-client';

/** GET /client-config: tile URL template and attribution (TILE_URL, docs/architecture.md §4). */
export const clientConfigQueryOptions = queryOptions({
  queryKey: ['client-config'],
  queryFn: () => apiGet<ClientConfig>('/client-config'),
  staleTime: Infinity,
  meta: { silent: true },
});

const FALLBACK_TILES: ClientConfig = {
  TileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  TileAttribution: '&copy; OpenStreetMap-Mitwirkende',
};

/** The tile configuration, with OpenStreetMap until the server has answered. */
export function useTileConfig(): ClientConfig {
  return useQuery(clientConfigQueryOptions).data ?? FALLBACK_TILES;
}

// Leaflet's zoom buttons are titled in English ('Zoom in', 'Zoom out'), and the title is their
// accessible name: German for every map of the app (mergeOptions sets a class's defaults).
L.Control.Zoom.mergeOptions({ zoomInTitle: de.access.zoomIn, zoomOutTitle: de.access.zoomOut });

/** Highest tile zoom (docs/product.md §9). */
export const MAX_TILE_ZOOM = 18;

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
