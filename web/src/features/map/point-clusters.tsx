import type { Category, Point, PointStatus } from '@mitmachkarte/contract';
import L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Marker, useMap } from 'react-leaflet';
import Supercluster from 'supercluster';
import * as de from '../../i18n/de/map';
import { MAX_TILE_ZOOM } from '../../lib/leaflet';
import { categoryLabel, pointCategory } from '../../components/questionnaire/entry-values';
import { markerIconFor } from './category-markers';
import { labelOf } from './point-status';

type PointProps = { index: number };
type View = { bbox: [number, number, number, number]; zoom: number };

/** Points closer than this many screen pixels merge into a cluster (the radius is relative to
 *  `TILE_EXTENT`, Leaflet's 256-pixel tiles: with supercluster's default of 512 it would be half as
 *  many, and 36-pixel clusters would overlap, too close to tap one: WCAG 2.5.8); from zoom 18 on
 *  every point stands alone. */
const CLUSTER_RADIUS = 60;
const CLUSTER_MAX_ZOOM = MAX_TILE_ZOOM - 1;
const TILE_EXTENT = 256;

function viewOf(map: L.Map): View {
  // A margin around the visible area, so that markers do not pop in at the edges while panning.
  const b = map.getBounds().pad(0.25);
  return {
    bbox: [Math.max(-180, b.getWest()), Math.max(-90, b.getSouth()), Math.min(180, b.getEast()), Math.min(90, b.getNorth())],
    zoom: Math.round(map.getZoom()),
  };
}

const clusterIcons = new Map<number, L.DivIcon>();
/** A round cluster marker with the number of its points (cached: a new icon object would make
 *  react-leaflet rebuild the marker and lose its keyboard focus). */
function clusterIcon(count: number): L.DivIcon {
  let icon = clusterIcons.get(count);
  if (!icon) {
    const size = count < 10 ? 36 : count < 100 ? 42 : 50;
    icon = L.divIcon({
      html: `<span>${count}</span>`, className: 'map-cluster', iconSize: [size, size], iconAnchor: [size / 2, size / 2],
    });
    clusterIcons.set(count, icon);
  }
  return icon;
}

/** Marker handlers for a click and for Enter or Space while the marker has the keyboard focus
 *  (Leaflet makes markers focusable, but a focused marker does not turn Enter into a click). */
function activate(action: () => void): L.LeafletEventHandlerFnMap {
  return {
    click: action,
    keydown: (e) => {
      const { key } = (e as L.LeafletKeyboardEvent).originalEvent;
      if (key === 'Enter' || key === ' ') {
        (e as L.LeafletKeyboardEvent).originalEvent.preventDefault();
        action();
      }
    },
  };
}

type PointClustersProps = {
  points: readonly Point[];
  categories: readonly Category[];
  statuses: readonly PointStatus[];
  selectedId: string | undefined;
  onSelect: (point: Point) => void;
  /** Moves the keyboard focus to this point's marker once it is drawn (a new object per request). */
  focusRequest?: { id: string };
};

/** The layer's points as markers, clustered with supercluster so that thousands of points stay
 *  fluid; clusters are recomputed after every move or zoom. A cluster shows its count and zooms in
 *  when clicked; a point selects itself (click, or Enter/Space when focused). The selected point is
 *  drawn highlighted (50x82) on top, also while it lies inside a cluster. Pins take the colour of
 *  the point's status; layers whose categories have icons get a pin per top-level category with a
 *  dot in the status colour (category-markers.ts). */
export function PointClusters({ points, categories, statuses, selectedId, onSelect, focusRequest }: PointClustersProps) {
  const map = useMap();
  const markers = useRef(new Map<string, L.Marker>());
  const [view, setView] = useState(() => viewOf(map));
  // Registered once per map, and the view read again on registration: another component's effect
  // may already have moved the map (fitting it to freshly loaded points) before this one ran.
  useEffect(() => {
    const update = () => setView(viewOf(map));
    update();
    map.on('moveend zoomend', update);
    return () => {
      map.off('moveend zoomend', update);
    };
  }, [map]);

  const index = useMemo(() => {
    const sc = new Supercluster<PointProps>({ radius: CLUSTER_RADIUS, extent: TILE_EXTENT, maxZoom: CLUSTER_MAX_ZOOM });
    sc.load(points.map((p, i) => ({
      type: 'Feature' as const, geometry: { type: 'Point' as const, coordinates: [p.Longitude, p.Latitude] }, properties: { index: i },
    })));
    return sc;
  }, [points]);
  const features = useMemo(() => index.getClusters(view.bbox, view.zoom), [index, view]);

  // 'Auf der Karte zeigen' in the list: the selected point's marker is always drawn (alone or
  // above its cluster); focus it once it is, which also scrolls the map into view on a phone.
  const pendingFocus = useRef<{ id: string }>(undefined);
  useEffect(() => {
    pendingFocus.current = focusRequest;
  }, [focusRequest]);
  useEffect(() => {
    const request = pendingFocus.current;
    const element = request && markers.current.get(request.id)?.getElement();
    if (!element) return;
    pendingFocus.current = undefined;
    element.focus();
  });

  // The status in words too: the pin's colour is never the only cue (WCAG 1.4.1).
  const title = (p: Point) => {
    const category = pointCategory(p.Attributes);
    return de.map.markerTitle(category ? categoryLabel(categories, category) : de.map.entry, labelOf(statuses, p.Status));
  };
  const selected = points.find((p) => p.ID === selectedId);
  const selectedAlone = features.some((f) => !('cluster' in f.properties && f.properties.cluster)
    && points[(f.properties as PointProps).index]?.ID === selectedId);
  // One marker per point, keyed by its id and status: selecting only swaps the icon, so the
  // marker keeps the keyboard focus.
  const pointMarker = (p: Point) => {
    const isSelected = p.ID === selectedId;
    return (
      // Leaflet sets a marker's title once: a new status (in the title's words) makes a new marker.
      <Marker key={`p-${p.ID}-${p.Status}`} position={[p.Latitude, p.Longitude]} icon={markerIconFor(categories, statuses, p, isSelected)}
        zIndexOffset={isSelected ? 1000 : 0} title={title(p)} alt={title(p)} eventHandlers={activate(() => onSelect(p))}
        ref={(m) => {
          if (m) markers.current.set(p.ID, m);
          else markers.current.delete(p.ID);
        }} />
    );
  };

  return (
    <>
      {features.map((f) => {
        if ('cluster' in f.properties && f.properties.cluster) {
          const [lng, lat] = f.geometry.coordinates as [number, number];
          const { cluster_id: id, point_count: count } = f.properties;
          return (
            <Marker key={`c-${id}`} position={[lat, lng]} icon={clusterIcon(count)} title={de.map.clusterTitle(count)}
              eventHandlers={activate(() => map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(id), MAX_TILE_ZOOM)))} />
          );
        }
        const p = points[(f.properties as PointProps).index];
        return p ? pointMarker(p) : null;
      })}
      {selected && !selectedAlone && pointMarker(selected)}
    </>
  );
}
