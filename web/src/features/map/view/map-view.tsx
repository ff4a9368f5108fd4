import type { Category, ContextLayer, MapFilter, MapSummary, Point, PointStatus } from '@mitmachkarte/contract';
import { useQueryClient } from '@tanstack/react-query';
import L from 'leaflet';
import { lazy, startTransition, Suspense, useEffect, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { Circle } from 'react-leaflet/Circle';
import { CircleMarker } from 'react-leaflet/CircleMarker';
import { MapContainer } from 'react-leaflet/MapContainer';
import { Marker } from 'react-leaflet/Marker';
import { TileLayer } from 'react-leaflet/TileLayer';
import { useMap, useMapEvents } from 'react-leaflet/hooks';
import { BoundaryOutline } from '../../../components/boundary-outline';
import * as de from '../../../i18n/de/map';
import { useT } from '../../../i18n/runtime';
import { centreAbove, labelZoomControl, MAX_TILE_ZOOM, markerIconHighlighted, tileLayerOptions, useTileConfig } from '../../../lib/leaflet';
import './category-markers.css';
import { mapTileQueryOptions } from '../api/points';
import { ContextLayers } from './context-layers';
import { firstViewOf, firstViewTiles, type FirstView, type MapArea } from './first-view';
import { MapLegend } from './map-legend';
import type { Located } from './my-location';
import { PointClusters } from './point-clusters';
import { useLongPress } from './use-long-press';
import type { MarkerPosition } from '../entry/use-save-point';

// The line or area of a chosen entry (docs/product.md §25.1), loaded when one is chosen.
const SelectedShape = lazy(() => import('./selected-shape'));

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
  const ta = useT('access', de.access);
  const map = useMap();
  useMapEvents({ dblclick: (e) => onDoubleClick(toPosition(e.latlng)) });
  useLongPress(map, (latlng) => onDoubleClick(toPosition(latlng)));
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', ta('mapLabel'));
    labelZoomControl(map, ta('zoomIn'), ta('zoomOut'));
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
  }, [map, ta]);
  return null;
}

/** Sets the first view of a layer once (mount it keyed by layer) as soon as it is known, unless the
 *  map was made at that view (`madeThere`); then `onPlaced`. */
function InitialView({ view, madeThere, onPlaced }: { view: FirstView | null | undefined; madeThere: boolean; onPlaced: () => void }) {
  const map = useMap();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || view === undefined) return;
    if (view && !madeThere) {
      if ('center' in view) map.setView(view.center, view.zoom);
      else map.fitBounds(view.bounds, view.options);
    }
    done.current = true;
    onPlaced();
  }, [map, view, madeThere]);
  return null;
}

/** Pans to the selected point when it lies outside the visible area (e.g. chosen in the list), or
 *  on a phone under the sheet (`coverBelow`): then into the middle of the part above it. */
function PanToSelected({ point, coverBelow }: { point: Point | undefined; coverBelow: number }) {
  const map = useMap();
  useEffect(() => {
    if (!point) return;
    const at = L.latLng(point.Latitude, point.Longitude);
    if (coverBelow <= 0) {
      if (!map.getBounds().contains(at)) map.panTo(at);
      return;
    }
    // On a phone the sheet covers the map's lower part: the point must lie above it.
    const { x, y } = map.latLngToContainerPoint(at);
    const size = map.getSize();
    if (x < 0 || x > size.x || y < 0 || y > size.y - coverBelow) map.panTo(centreAbove(map, at, map.getZoom(), coverBelow));
    // Only when the selection changes, not when the points are reloaded or the sheet resized.
  }, [map, point?.ID]);
  return null;
}

const NO_CONTEXT_LAYERS: readonly ContextLayer[] = [];

/** The visitor's position (docs/product.md §17.1): a blue dot in a pale circle of its accuracy's
 *  radius — not a pin, which would look like an entry. It takes no clicks, so that a double-click
 *  there places the marker; the panel says in words where the map is. */
function LocatedDot({ position }: { position: Located }) {
  const centre: L.LatLngExpression = [position.lat, position.lng];
  return (
    <>
      {/* Leaflet sets a path's class when it is made, not from pathOptions. */}
      <Circle center={centre} radius={position.accuracy} interactive={false} className="map-location-accuracy"
        pathOptions={{ color: '#0a58ca', weight: 1, fillColor: '#0a58ca', fillOpacity: 0.12 }} />
      <CircleMarker center={centre} radius={8} interactive={false} className="map-location"
        pathOptions={{ color: '#fff', weight: 3, fillColor: '#0a58ca', fillOpacity: 1 }} />
    </>
  );
}

type MapViewProps = {
  layerId: string | undefined;
  /** The workspace's start view and boundary, if it has them. */
  area?: MapArea;
  /** The layer's summary under no filter: its extent fits the first view. */
  summary: MapSummary | undefined;
  /** True while the layer to show is not yet known: the map is made once its first view is. */
  choosing?: boolean;
  /** The map's filter as the server reads it. */
  filter: MapFilter;
  categories: readonly Category[];
  statuses: readonly PointStatus[];
  /** The layer's context layers (docs/product.md §17.7), with their switcher. */
  contextLayers?: readonly ContextLayer[];
  selectedId: string | undefined;
  /** The selected point's details, once loaded. */
  selected: Point | undefined;
  onSelect: (id: string) => void;
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
  /** The visitor's position from „Mein Standort“, drawn as a dot in its accuracy circle. */
  located?: Located;
  /** Px of the map's bottom covered by a phone's sheet (sheet/map-sheet.ts): a chosen point is
   *  brought above it. 0 where nothing covers the map. */
  coverBelow?: number;
  /** A line or an area is being drawn (docs/product.md §25.1): other entries' shapes take no clicks. */
  drawing?: boolean;
};

/** `children` of the map, drawn in a task after the one that made the Leaflet map (with its
 *  layout) and as a transition: Leaflet's set-up and its layers' (tiles, clusters, boundary) were
 *  one task of 110–150 ms on a throttled phone (docs/runtime.md §3). */
function AfterMapMade({ children }: { children: ReactNode }) {
  const [made, setMade] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setMade(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return made ? children : null;
}

/** The map of the map app (docs/product.md §2, §9): tiles, the project's boundary (§17.1), the
 *  layer's context layers with their switcher (§17.7), its points as the server clusters them per tile (point-clusters.tsx) and the observation marker (draggable; in edit mode it stands for the
 *  changed point, which leaves the clusters). Double-clicking, or a long press on a touch screen,
 *  places the marker instead of zooming. */
export function MapView({
  layerId, area, summary, choosing = false, filter, categories, statuses, contextLayers = NO_CONTEXT_LAYERS, selectedId, selected, onSelect, focusRequest, marker, markerLabel: givenMarkerLabel, hiddenId, onMarkerMove, onDoubleClick, mapRef, located, coverBelow = 0, drawing = false,
}: MapViewProps) {
  const t = useT('map', de.map);
  const markerLabel = givenMarkerLabel ?? t('newMarker');
  const tiles = useTileConfig();
  // The layer whose first view is set: its points are asked for only then (at once where the map
  // was made at that view), not for the default view the map shows while the layer's extent loads.
  const [placed, setPlaced] = useState<string>();
  const view = useMemo(() => (layerId ? firstViewOf(area, summary?.Bounds) : null),
    [layerId, area?.MapView?.Lat, area?.MapView?.Lng, area?.MapView?.Zoom, area?.Boundary, summary?.Bounds]);
  // The map is made at its first view, not moved there from a default one: Leaflet would lay out
  // and ask for the default view's tiles first, which costs a phone a long task and the network.
  const [made, setMade] = useState<FirstView | null>();
  // The layer whose first view the map was made at, until another layer is shown.
  const madeFor = useRef<string>(undefined);
  const ready = made === undefined && !choosing && view !== undefined;
  const placeholder = useRef<HTMLDivElement>(null);
  const qc = useQueryClient();
  // In a task of its own, after the page around the map has been drawn: Leaflet's set-up is the
  // longest piece of the first load, and two shorter tasks block a phone for less time than one.
  // The data tiles of the first view are asked for before it: they come over the network while
  // the phone makes the map.
  useEffect(() => {
    if (!ready) return undefined;
    const box = placeholder.current;
    if (layerId && view && box && box.clientWidth > 0 && box.clientHeight > 0) {
      for (const tile of firstViewTiles(view, L.point(box.clientWidth, box.clientHeight))) {
        void qc.prefetchQuery(mapTileQueryOptions(layerId, filter, tile, hiddenId));
      }
    }
    const timer = setTimeout(() => {
      madeFor.current = layerId;
      // A transition: React renders the map's parts in slices, not in one task.
      startTransition(() => setMade(view));
    }, 0);
    return () => clearTimeout(timer);
  }, [ready, layerId, view, qc, filter, hiddenId]);
  if (made === undefined) return <div className="map-container" aria-busy="true" ref={placeholder} />;
  const at = made ?? { center: DEFAULT_CENTRE, zoom: DEFAULT_ZOOM };
  const madeAtView = layerId === madeFor.current;
  return (
    <MapContainer {...('center' in at ? { center: at.center, zoom: at.zoom } : { bounds: at.bounds, boundsOptions: at.options })}
      maxZoom={MAX_TILE_ZOOM} doubleClickZoom={false} className="map-container" ref={mapRef}>
      <AfterMapMade>
      <TileLayer key={tiles.TileUrl} url={tiles.TileUrl} attribution={tiles.TileAttribution} {...tileLayerOptions()} />
      <ContextLayers key={`${layerId}:${JSON.stringify(contextLayers)}`} layers={contextLayers} />
      <MapSetup onDoubleClick={onDoubleClick} />
      <InitialView key={layerId} view={view} madeThere={madeAtView} onPlaced={() => {
        setPlaced(layerId);
        if (layerId !== madeFor.current) madeFor.current = undefined;
      }} />
      <BoundaryOutline boundary={area?.Boundary ?? null} />
      <PanToSelected point={selected?.ID === selectedId ? selected : undefined} coverBelow={coverBelow} />
      <PointClusters layerId={placed === layerId || madeAtView ? layerId : undefined} filter={filter} categories={categories} statuses={statuses} selectedId={selectedId} selected={selected}
        hiddenId={hiddenId} onSelect={onSelect} focusRequest={focusRequest} drawing={drawing} />
      {selected?.Geometry && selected.ID === selectedId && selected.ID !== hiddenId && (
        <Suspense fallback={null}><SelectedShape shape={selected.Geometry} attributes={selected.Attributes} categories={categories} /></Suspense>
      )}
      <MapLegend categories={categories} statuses={statuses} />
      {located && <LocatedDot position={located} />}
      {marker && (
        <Marker position={[marker.lat, marker.lng]} icon={markerIconHighlighted} draggable zIndexOffset={2000}
          title={markerLabel} alt={markerLabel}
          eventHandlers={{
            add: (e) => (e.target as L.Marker).getElement()?.classList.add('map-new-marker'),
            dragend: (e) => onMarkerMove(toPosition((e.target as L.Marker).getLatLng())),
          }} />
      )}
      </AfterMapMade>
    </MapContainer>
  );
}
