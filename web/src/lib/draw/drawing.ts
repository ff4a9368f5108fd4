/** Drawing a line or an area on a Leaflet map with Leaflet-Geoman (docs/architecture.md: the
 *  web app's drawing glue; docs/decisions/0043). Geoman is loaded only when a screen asks for a
 *  drawing (`attachDrawing`, a dynamic import), so that no other page's scripts grow. It is opted
 *  in per layer (L.PM.setOptIn): the markers of other maps stay without its editing handles.
 *  Positions are Leaflet's (degrees WGS84). */
import L from 'leaflet';
import type {} from '@geoman-io/leaflet-geoman-free';
import { SNAP_DISTANCE_PX } from './boundary-snap';

/** What is drawn: an area (`Polygon`) or a line (`Line`). */
export type DrawnShape = 'Polygon' | 'Line';

/** A drawing on one map: at most one shape, which is edited by its corners once drawn. */
export type Drawing = {
  /** Starts drawing a new shape by clicks or taps on the map; the present one goes. */
  start(): void;
  /** Closes the shape being drawn, as a click on its first corner (an area needs three corners,
   *  a line two); nothing while fewer are set. Answers whether it closed the shape. */
  finish(): boolean;
  /** Shows these corners as the shape, editable (none: no shape); calls no `onChange`. */
  show(corners: readonly L.LatLngExpression[]): void;
  /** Removes the shape and ends drawing; `onChange([])`. */
  clear(): void;
  /** Ends drawing and editing and takes the shape and Geoman's handlers off the map. */
  remove(): void;
  /** The corners set so far: of the shape being drawn, else of the shape shown (none: none). */
  corners(): L.LatLng[];
  /** Takes the last corner away: while drawing as Geoman's „Letzten Punkt entfernen“, else the
   *  shape's last corner (the shape goes with its last corner); `onChange` once a shape is shown. */
  undo(): void;
  /** Adds a corner after the last one (the keyboard's „Kartenmitte als Ecke hinzufügen“): ends
   *  drawing by clicks and shows the corners set so far and this one as the shape; `onChange`. */
  add(corner: L.LatLngExpression): void;
};

export type DrawingOptions = {
  shape: DrawnShape;
  /** The interface language (Geoman's own hints: „Klicken Sie, um …“); English where Geoman has none. */
  language: string;
  /** Colours and widths of the shape. */
  style?: L.PathOptions;
  /** The corners after drawing, each edit (a corner moved, added or removed) and `clear`. */
  onChange: (corners: L.LatLng[]) => void;
  /** Whether a shape is being drawn (for a „Fertig“ button and hints). */
  onDrawing?: (drawing: boolean) => void;
  /** The corners of the shape being drawn after each corner set or taken away (a live measure). */
  onProgress?: (corners: L.LatLng[]) => void;
  /** Lines whose edges and corners new and dragged corners snap to (Geoman's snapping, 15 px),
   *  e.g. the project's boundary rings, so that a corner can lie exactly on it. */
  snapTo?: readonly (readonly L.LatLngExpression[])[];
};

/** Geoman's languages by ours (Ukrainian is „ua“ there). */
const GEOMAN_LANGUAGES: Record<string, string> = { de: 'de', en: 'en', tr: 'tr', uk: 'ua' };

/** The `L` that Geoman extends (its script reads and writes the global `L`), once loaded. */
let geoman: Promise<typeof L> | undefined;

/** Loads Geoman once, scripts and styles. The app's Leaflet is a subset of Leaflet's modules
 *  (web/leaflet-subset.js) whose `L` is a module namespace, which cannot take new members, and sets
 *  no global `L`: Geoman gets a copy as global `L` (the same classes, so that its hooks reach the
 *  app's maps and layers), with a stand-in for the image overlay the subset leaves out (Geoman
 *  hooks into it and asks `instanceof`; the app makes none). Opted in per layer afterwards
 *  (L.PM.setOptIn): later maps and markers elsewhere get no Geoman handlers. */
function loadGeoman(): Promise<typeof L> {
  geoman ??= (async () => {
    const global = globalThis as { L?: typeof L };
    global.L = { ...L, ImageOverlay: L.Layer.extend({}) } as typeof L;
    // The subset has no pop-ups either, and Geoman asks every layer on the map for its pop-up when
    // drawing starts (to switch it off meanwhile): layers answer that they have none.
    const layerProto = L.Layer.prototype as { getPopup?: () => undefined };
    layerProto.getPopup ??= () => undefined;
    await Promise.all([import('@geoman-io/leaflet-geoman-free'), import('@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css')]);
    global.L.PM.setOptIn(true);
    return global.L;
  })();
  return geoman;
}

/** Loads Geoman (once) and attaches a drawing to `map`. */
export async function attachDrawing(map: L.Map, options: DrawingOptions): Promise<Drawing> {
  const Lg = await loadGeoman();
  if (!map.pm) {
    map.options.pmIgnore = false;
    // Typed for layers only; it sets up a map too (Geoman's init hook for maps made before it loaded).
    Lg.PM.reInitLayer(map as unknown as L.Layer);
  }
  const pm = map.pm;
  pm.setLang((GEOMAN_LANGUAGES[options.language] ?? 'en') as 'de');
  const snappable = (options.snapTo?.length ?? 0) > 0;
  pm.setGlobalOptions({ finishOnEnter: true, snappable, snapDistance: SNAP_DISTANCE_PX, allowSelfIntersection: true, pathOptions: options.style ?? {}, templineStyle: options.style ?? {}, hintlineStyle: { ...options.style, dashArray: '5 5' } });
  const geomanShape = options.shape;
  let layer: L.Polyline<GeoJSON.LineString | GeoJSON.MultiLineString | GeoJSON.Polygon | GeoJSON.MultiPolygon> | undefined;

  const cornersOf = (l: L.Polyline<GeoJSON.Geometry>): L.LatLng[] => {
    const latlngs = l.getLatLngs();
    // A polygon's corners come as rings ([[…]]), a line's flat.
    return (Array.isArray(latlngs[0]) ? latlngs[0] : latlngs) as L.LatLng[];
  };
  const report = () => options.onChange(layer ? cornersOf(layer).map((c) => L.latLng(c.lat, c.lng)) : []);
  const drop = () => {
    if (!layer) return;
    layer.pm.disable();
    layer.off('pm:edit', report);
    layer.remove();
    layer = undefined;
  };
  const put = (corners: readonly L.LatLngExpression[]) => {
    drop();
    if (corners.length === 0) return;
    const path = { ...options.style, pmIgnore: false };
    const made = options.shape === 'Polygon' ? L.polygon(corners as L.LatLngExpression[], path) : L.polyline(corners as L.LatLngExpression[], path);
    made.addTo(map);
    if (!made.pm) Lg.PM.reInitLayer(made);
    made.pm.enable({ allowSelfIntersection: true, snappable, snapDistance: SNAP_DISTANCE_PX });
    made.on('pm:edit', report);
    layer = made as NonNullable<typeof layer>;
  };
  const onCreate = (e: { layer: L.Layer }) => {
    const drawn = e.layer as L.Polyline;
    const corners = cornersOf(drawn).map((c) => L.latLng(c.lat, c.lng));
    drawn.remove();
    put(corners);
    report();
  };
  // Geoman's corner handles are Leaflet markers, which Leaflet makes buttons without a name: one
  // tab stop per corner that the keyboard cannot move. Taken out of the tab order and hidden from
  // assistive technology; the keyboard's way is the screen's list of corners (docs/product.md §24.2).
  const onLayerAdd = (e: L.LayerEvent) => {
    const element = e.layer instanceof L.Marker ? e.layer.getElement() : undefined;
    if (!element?.classList.contains('marker-icon')) return;
    element.removeAttribute('role');
    element.setAttribute('tabindex', '-1');
    element.setAttribute('aria-hidden', 'true');
  };
  map.on('layeradd', onLayerAdd);
  // The lines to snap to, invisible (the map shows the boundary itself); Geoman snaps to layers
  // that say snapIgnore: false even where its handlers are opted out.
  const snapLines = (options.snapTo ?? []).map((ring) =>
    L.polyline(ring as L.LatLngExpression[], { opacity: 0, interactive: false, snapIgnore: false } as L.PolylineOptions).addTo(map));
  // The shape being drawn, to follow its corners as they are set.
  const drawn = () => (pm.Draw as unknown as Record<string, { _layer?: L.Polyline; _removeLastVertex?: () => void; _finishShape?: () => void; _enabled?: boolean }>)[geomanShape];
  const progress = () => options.onProgress?.(drawing() ? cornersOf(drawn()!._layer!).map((c) => L.latLng(c.lat, c.lng)) : []);
  const drawing = () => !!drawn()?._enabled && !!drawn()?._layer;
  const currentCorners = (): L.LatLng[] => {
    const shape = drawing() ? drawn()!._layer! : layer;
    return shape ? cornersOf(shape).map((c) => L.latLng(c.lat, c.lng)) : [];
  };
  // Corners set in quick succession are no double-click (or double tap) that zooms in.
  const zoomOnDoubleClick = map.doubleClickZoom.enabled();
  const onStart = (e: { workingLayer?: L.Layer }) => {
    e.workingLayer?.on('pm:change', progress);
    map.doubleClickZoom.disable();
    options.onDrawing?.(true);
  };
  const onEnd = () => {
    if (zoomOnDoubleClick) map.doubleClickZoom.enable();
    options.onDrawing?.(false);
  };
  map.on('pm:create', onCreate);
  map.on('pm:drawstart', onStart);
  map.on('pm:drawend', onEnd);

  return {
    start() {
      drop();
      report();
      pm.enableDraw(geomanShape);
    },
    finish() {
      // Geoman's own „Fertig“ of its toolbar (not in its types).
      const draw = drawn();
      const set = draw?._layer ? cornersOf(draw._layer).length : 0;
      if (set < (options.shape === 'Polygon' ? 3 : 2) || !draw?._finishShape) return false;
      draw._finishShape();
      return true;
    },
    show(corners) {
      pm.disableDraw();
      put(corners);
    },
    clear() {
      pm.disableDraw();
      drop();
      report();
    },
    corners: currentCorners,
    undo() {
      if (drawing()) {
        // Geoman's own „Letzten Punkt entfernen“ (not in its types); with the first corner it ends drawing.
        drawn()!._removeLastVertex?.();
        progress();
        return;
      }
      put(currentCorners().slice(0, -1));
      report();
    },
    add(corner) {
      const corners = [...currentCorners(), L.latLng(corner)];
      pm.disableDraw();
      put(corners);
      report();
    },
    remove() {
      pm.disableDraw();
      drop();
      snapLines.forEach((l) => l.remove());
      map.off('pm:create', onCreate);
      map.off('layeradd', onLayerAdd);
      map.off('pm:drawstart', onStart);
      map.off('pm:drawend', onEnd);
    },
  };
}
