import type { Category, Point, PointStatus, Workspace } from '@mitmachkarte/contract';
import L from 'leaflet';
import { useEffect, useMemo, useRef, type Ref } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { BoundaryOutline } from '../../components/boundary-outline';
import * as de from '../../i18n/de/map';
import { MAX_TILE_ZOOM, markerIconHighlighted, useTileConfig } from '../../lib/leaflet';
import './category-markers.css';
import { MapLegend } from './map-legend';
import { PointClusters } from './point-clusters';
import { useLongPress } from './use-long-press';
import type { MarkerPosition } from './use-save-point';

/** Default view (docs/product.md §9): zoom 18 at about 51.3169 N, 9.4757 E. */
const DEFAULT_CENTRE: [number, number] = [51.3169, 9.4757];
const DEFAULT_ZOOM = 18;
/** Map resize debounce (docs/product.md §9). */
export const RESIZE_DEBOUNCE_MS = 200;

const toPosition = (latlng: L.LatLng): MarkerPosition => {
  const w = latlng.wrap();
  return { lat: w.lat, lng: w.lng };
};

/** Labels the map container, turns a double-click or a long press (touch) into `onDoubleClick`,
 *  and keeps Leaflet's size in step with the layout (debounced). */
function MapSetup({ onDoubleClick }: { onDoubleClick: (position: MarkerPosition) => void }) {
  const map = useMap();
  useMapEvents({ dblclick: (e) => onDoubleClick(toPosition(e.latlng)) });
  useLongPress(map, (latlng) => onDoubleClick(toPosition(latlng)));
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', de.access.mapLabel);
    if (typeof ResizeObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(() => map.invalidateSize(), RESIZE_DEBOUNCE_MS);
    });
    observer.observe(container);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [map]);
  return null;
}

/** The project's map area (docs/product.md §17.1): where the map opens and the boundary. */
type MapArea = Pick<Workspace, 'MapView' | 'Boundary'>;

/** Sets the first view of a layer once (mount it keyed by layer): the project's start view, else
 *  its boundary, else the layer's points once they have loaded. */
function InitialView({ points, area }: { points: readonly Point[]; area: MapArea | undefined }) {
  const map = useMap();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    if (area?.MapView) map.setView([area.MapView.Lat, area.MapView.Lng], area.MapView.Zoom);
    else if (area?.Boundary) map.fitBounds(L.geoJSON(area.Boundary).getBounds());
    else if (points.length > 0) map.fitBounds(L.latLngBounds(points.map((p) => [p.Latitude, p.Longitude])), { padding: [32, 32], maxZoom: MAX_TILE_ZOOM });
    else return;
    done.current = true;
  }, [map, points, area]);
  return null;
}

/** Pans to the selected point when it lies outside the visible area (e.g. chosen in the list). */
function PanToSelected({ point }: { point: Point | undefined }) {
  const map = useMap();
  useEffect(() => {
    if (point && !map.getBounds().contains([point.Latitude, point.Longitude])) map.panTo([point.Latitude, point.Longitude]);
    // Only when the selection changes, not when the points are reloaded.
  }, [map, point?.ID]);
  return null;
}

type MapViewProps = {
  layerId: string | undefined;
  /** The workspace's start view and boundary, if it has them. */
  area?: MapArea;
  points: readonly Point[];
  categories: readonly Category[];
  statuses: readonly PointStatus[];
  selectedId: string | undefined;
  onSelect: (point: Point) => void;
  /** Moves the keyboard focus to this point's marker (a new object per request). */
  focusRequest?: { id: string };
  /** The observation marker of record and edit mode. */
  marker: MarkerPosition | undefined;
  /** The name of that marker (default: the new entry's). */
  markerLabel?: string;
  /** A point left out of the clusters: the one being changed, whose place the marker shows. */
  hiddenId?: string;
  onMarkerMove: (position: MarkerPosition) => void;
  onDoubleClick: (position: MarkerPosition) => void;
  mapRef?: Ref<L.Map>;
};

/** The map of the map app (docs/product.md §2, §9): tiles, the project's boundary (§17.1), the
 *  layer's clustered points and the observation marker (draggable; in edit mode it stands for the
 *  changed point, which leaves the clusters). Double-clicking, or a long press on a touch screen,
 *  places the marker instead of zooming. */
export function MapView({
  layerId, area, points, categories, statuses, selectedId, onSelect, focusRequest, marker, markerLabel = de.map.newMarker, hiddenId, onMarkerMove, onDoubleClick, mapRef,
}: MapViewProps) {
  const tiles = useTileConfig();
  const selected = points.find((p) => p.ID === selectedId);
  const shown = useMemo(() => (hiddenId ? points.filter((p) => p.ID !== hiddenId) : points), [points, hiddenId]);
  return (
    <MapContainer center={DEFAULT_CENTRE} zoom={DEFAULT_ZOOM} maxZoom={MAX_TILE_ZOOM} doubleClickZoom={false}
      className="map-container" ref={mapRef}>
      <TileLayer key={tiles.TileUrl} url={tiles.TileUrl} attribution={tiles.TileAttribution} maxZoom={MAX_TILE_ZOOM} />
      <MapSetup onDoubleClick={onDoubleClick} />
      <InitialView key={layerId} points={points} area={area} />
      <BoundaryOutline boundary={area?.Boundary ?? null} />
      <PanToSelected point={selected} />
      <PointClusters points={shown} categories={categories} statuses={statuses} selectedId={selectedId} onSelect={onSelect} focusRequest={focusRequest} />
      <MapLegend categories={categories} statuses={statuses} />
      {marker && (
        <Marker position={[marker.lat, marker.lng]} icon={markerIconHighlighted} draggable zIndexOffset={2000}
          title={markerLabel} alt={markerLabel}
          eventHandlers={{
            add: (e) => (e.target as L.Marker).getElement()?.classList.add('map-new-marker'),
            dragend: (e) => onMarkerMove(toPosition((e.target as L.Marker).getLatLng())),
          }} />
      )}
    </MapContainer>
  );
}
