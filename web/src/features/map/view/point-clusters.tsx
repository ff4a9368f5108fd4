import { MAP_SINGLE_ZOOM, TILE_SIZE, type Category, type MapFilter, type MapShape, type MapTile, type Point, type PointStatus } from '@mitmachkarte/contract';
import { useQueries } from '@tanstack/react-query';
import L from 'leaflet';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { Marker } from 'react-leaflet/Marker';
import { useMap } from 'react-leaflet/hooks';
import { categoryLabel } from '../../../components/questionnaire/entry-values';
import * as de from '../../../i18n/de/map';
import { useT } from '../../../i18n/runtime';
import { mapTileQueryOptions, type TileCoord } from '../api/points';
import { markerIconFor, pinOf, type PinOf } from './category-markers';
import { clusterIcon } from './cluster-icon';
import { mergeOverlapping } from './cluster-merge';
import { tilesCovering } from './map-tiles';
import { labelOf } from '../status-label';
import { useInFrames } from './use-in-frames';
import { activate } from '../../../lib/marker-activation';

/** Lines and areas of other entries, drawn from MAP_SHAPE_ZOOM on: loaded with the first tile that has any. */
const TileShapes = lazy(() => import('./tile-shapes'));

/** A cluster click zooms in this many levels (at most to MAP_SINGLE_ZOOM, where none are left). */
const CLUSTER_ZOOM_STEP = 2;

/** Margin around the visible area in px, within which markers are drawn (and tiles asked for), so
 *  that they do not pop in at the edges while panning. */
const MARGIN_PX = TILE_SIZE / 4;

/** The map's zoom, the tiles that cover the visible area and its margin, and that area in pixels
 *  at the zoom (L.Map.project); `key` tells views apart. */
type View = { zoom: number; tiles: TileCoord[]; key: string; area: L.Bounds };

function viewOf(map: L.Map): View {
  const b = map.getBounds();
  const zoom = map.getZoom();
  const tiles = tilesCovering({ north: b.getNorth(), south: b.getSouth(), west: b.getWest(), east: b.getEast() }, zoom, MARGIN_PX);
  const px = map.getPixelBounds();
  const area = L.bounds(px.min!.subtract([MARGIN_PX, MARGIN_PX]), px.max!.add([MARGIN_PX, MARGIN_PX]));
  return { zoom, tiles, key: `${zoom} ${area.min!.x},${area.min!.y},${area.max!.x},${area.max!.y}`, area };
}

/** What is drawn: the tiles' data and the view they were asked for. */
type Drawn = { tiles: MapTile[]; view: View };

/** The tiles' data once every tile of the view has answered (a failed tile counts as empty), with
 *  that view; until then the tiles drawn before with their view, so that nothing flickers or is
 *  drawn twice while the map moves. The same object while neither changes (the query cache keeps
 *  a tile's data as one object), so that what is drawn from it is not made again on every render. */
function useDrawnTiles(layerId: string | undefined, filter: MapFilter, view: View, except: string | undefined): Drawn {
  const results = useQueries({
    queries: view.tiles.map((t) => ({ ...mapTileQueryOptions(layerId ?? '', filter, t, except), enabled: Boolean(layerId) })),
  });
  const drawn = useRef<Drawn>({ tiles: [], view });
  const answered = !layerId || results.every((r) => r.data !== undefined || r.isError);
  if (answered) {
    const tiles = layerId ? results.flatMap((r) => (r.data ? [r.data] : [])) : [];
    const old = drawn.current;
    const same = old.view === view && tiles.length === old.tiles.length && tiles.every((tile, i) => tile === old.tiles[i]);
    if (!same) drawn.current = { tiles, view };
  }
  return drawn.current;
}

type PointClustersProps = {
  layerId: string | undefined;
  /** The map's filter as the server reads it. */
  filter: MapFilter;
  categories: readonly Category[];
  statuses: readonly PointStatus[];
  selectedId: string | undefined;
  /** The selected point's details, once loaded: drawn large on top, also inside a cluster. */
  selected: Point | undefined;
  /** A point left out: the one being changed, whose place another marker shows. */
  hiddenId?: string;
  onSelect: (id: string) => void;
  /** Moves the keyboard focus to this point's marker once it is drawn (a new object per request). */
  focusRequest?: { id: string };
  /** A line or an area is being drawn: the other entries' shapes, pins and bubbles let clicks
   *  and drags through to the map and the drawing's corners. */
  drawing?: boolean;
};

/** The layer's points as the server groups them per map tile (GET /gis/map/{layerId}/{z}/{x}/{y},
 *  docs/product.md §2.14): the tiles covering the visible area are asked for after every move or
 *  zoom and kept per tile and filter; what lies in the visible area and its margin is drawn, new
 *  markers a few per animation frame (use-in-frames.ts). Bubbles that would overlap are drawn as one
 *  (cluster-merge.ts). A cluster is a bubble with its count that zooms in two
 *  levels around itself when activated; a lone point is a pin that selects itself (click, or
 *  Enter/Space when focused). Pins take the colour of the point's status; layers whose categories
 *  have icons get a pin per top-level category with a dot in the status colour
 *  (category-markers.ts). The selected point is drawn highlighted (50x82) on top, also while it
 *  lies inside a cluster. Entries a crowded tile leaves out (`Omitted`) are named in a note. From
 *  MAP_SHAPE_ZOOM the lines and areas the tiles carry are drawn too (tile-shapes.tsx). */
export function PointClusters({ layerId, filter, categories, statuses, selectedId, selected, hiddenId, onSelect, focusRequest, drawing = false }: PointClustersProps) {
  const t = useT('map', de.map);
  const ts = useT('pointStatus', de.pointStatus);
  const map = useMap();
  const markers = useRef(new Map<string, L.Marker>());
  const [view, setView] = useState(() => viewOf(map));
  // Registered once per map, and the view read again on registration: another component's effect
  // may already have moved the map (fitting it to the layer's extent) before this one ran.
  useEffect(() => {
    const update = () => {
      const next = viewOf(map);
      setView((old) => (old.key === next.key ? old : next));
    };
    update();
    map.on('moveend zoomend', update);
    return () => {
      map.off('moveend zoomend', update);
    };
  }, [map]);
  // While a line or an area is drawn, the pins and bubbles fade and let the pointer through
  // (styles.css .map-drawing): one lying on a corner would else take the drag meant for the corner.
  useEffect(() => {
    const container = map.getContainer();
    container.classList.toggle('map-drawing', drawing);
    return () => container.classList.remove('map-drawing');
  }, [map, drawing]);
  // The changed point is left out by the server, from the groups' counts too.
  const { tiles, view: drawnAt } = useDrawnTiles(layerId, filter, view, hiddenId);

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

  // The handlers call the latest onSelect: the markers need not be made again when it changes.
  const select = useRef(onSelect);
  select.current = onSelect;
  const showSelected = selected && selected.ID === selectedId && selected.ID !== hiddenId ? selected : undefined;
  // Made again only when the drawn tiles, the view or the selection change, not on every answer of
  // a tile's query: the same elements let React skip the markers.
  const drawn = useMemo(() => {
    // The category and status in words too: the pin's colour is never the only cue (WCAG 1.4.1).
    const title = (pin: PinOf) =>
      t('markerTitle', { what: pin.category ? categoryLabel(categories, pin.category) : t('entry'), status: labelOf(statuses, pin.status, ts) });
    // One marker per point, keyed by its id and status: selecting only swaps the icon, so the
    // marker keeps the keyboard focus. Leaflet sets a marker's title once: a new status (in the
    // title's words) makes a new marker.
    const pointMarker = (id: string, lat: number, lon: number, pin: PinOf) => {
      const isSelected = id === selectedId;
      return (
        <Marker key={`p-${id}-${pin.status}`} position={[lat, lon]} icon={markerIconFor(categories, statuses, pin, isSelected)}
          zIndexOffset={isSelected ? 1000 : 0} title={title(pin)} alt={title(pin)} eventHandlers={activate(() => select.current(id))}
          ref={(m) => {
            if (m) markers.current.set(id, m);
            else markers.current.delete(id);
          }} />
      );
    };
    // Only what lies in the visible area and its margin: the tiles reach further, and every
    // marker off the screen would still cost a phone its share of each move. Nearest the centre
    // first: when markers come in frames, the middle of the screen fills first, the margin last.
    const centre = drawnAt.area.getCenter();
    const near: { distance: number; element: ReactElement }[] = [];
    const add = (x: number, y: number, element: () => ReactElement) => {
      if (drawnAt.area.contains([x, y])) near.push({ distance: (x - centre.x) ** 2 + (y - centre.y) ** 2, element: element() });
    };
    const clusters = mergeOverlapping(tiles.flatMap((tile) => tile.Clusters.map(([lon, lat, count]) => {
      const { x, y } = map.project([lat, lon], drawnAt.zoom);
      return { lat, lon, count, x, y };
    })));
    for (const { lat, lon, count, x, y } of clusters) {
      const zoomIn = () => map.setView([lat, lon], Math.min(Math.round(drawnAt.zoom) + CLUSTER_ZOOM_STEP, MAP_SINGLE_ZOOM));
      add(x, y, () => (
        <Marker key={`c-${lat}-${lon}-${count}`} position={[lat, lon]} icon={clusterIcon(count)} title={t('clusterTitle', { n: count })}
          eventHandlers={activate(zoomIn)} />
      ));
    }
    for (const tile of tiles) {
      for (const [id, lon, lat, category, status] of tile.Points) {
        // The selected point is drawn from its details below; the changed one not at all.
        if (id === hiddenId || id === showSelected?.ID) continue;
        const { x, y } = map.project([lat, lon], drawnAt.zoom);
        add(x, y, () => pointMarker(id, lat, lon, { category, status }));
      }
    }
    near.sort((a, b) => a.distance - b.distance);
    // The selected point first of all: it appears in the first frame.
    const elements = near.map((m) => m.element);
    if (showSelected) elements.unshift(pointMarker(showSelected.ID, showSelected.Latitude, showSelected.Longitude, pinOf(showSelected)));
    return elements;
  }, [map, tiles, drawnAt, categories, statuses, selectedId, showSelected, hiddenId, t, ts]);
  const shown = useInFrames(drawn);
  // A long line reaches into several tiles: each is drawn once. The selected one SelectedShape draws.
  const shapes = useMemo(() => {
    const byId = new Map<string, MapShape>();
    for (const tile of tiles) for (const shape of tile.Shapes ?? []) if (shape[0] !== hiddenId && shape[0] !== selectedId) byId.set(shape[0], shape);
    return [...byId.values()];
  }, [tiles, hiddenId, selectedId]);
  // From MAP_SINGLE_ZOOM a tile lists at most MAP_TILE_MAX_POINTS entries: the rest is named.
  const omitted = tiles.reduce((n, tile) => n + tile.Omitted, 0);
  return (
    <>
      {shown}
      {shapes.length > 0 && <Suspense fallback={null}><TileShapes shapes={shapes} statuses={statuses} onSelect={(id) => select.current(id)} interactive={!drawing} /></Suspense>}
      <div className="leaflet-top leaflet-right map-omitted" aria-live="polite">
        {omitted > 0 && <p className="leaflet-control map-omitted-note">{t('omitted', { n: omitted })}</p>}
      </div>
    </>
  );
}
