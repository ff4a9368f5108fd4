import type { Boundary, MapView } from '@mitmachkarte/contract';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import { Circle } from 'react-leaflet/Circle';
import { useMapEvents } from 'react-leaflet/hooks';
import { MapContainer } from 'react-leaflet/MapContainer';
import { Marker } from 'react-leaflet/Marker';
import { TileLayer } from 'react-leaflet/TileLayer';
import { BoundaryOutline } from '../../components/boundary-outline';
import * as de from '../../i18n/de/area-alerts';
import { useCurrentLanguage, useT } from '../../i18n/runtime';
import type { Corner } from '../../lib/draw/corners';
import type { Drawing } from '../../lib/draw/drawing';
import { labelZoomControl, markerIconNormal, MAX_TILE_ZOOM, showPlace, tileLayerOptions, useTileConfig } from '../../lib/leaflet';
import './alert-area-map.css';

/** Where the map opens without a start view of the project: the whole of Germany. */
const GERMANY: L.LatLngBoundsExpression = [[47.2, 5.8], [55.1, 15.1]];
/** The colour of the area, as the app's primary. */
const AREA_STYLE: L.PathOptions = { color: '#0b5394', weight: 3, fillOpacity: 0.15 };

/** A place the map should move to (the address search's find), new object for each find. */
export type Place = { Lat: number; Lng: number; BoundingBox: [number, number, number, number] | null };

/** Clicks and taps on the map set the circle's centre. */
function CentreByClick({ onCentre }: { onCentre: (lat: number, lng: number) => void }) {
  useMapEvents({ click: (e) => { const p = e.latlng.wrap(); onCentre(p.lat, p.lng); } });
  return null;
}

const sameCorners = (a: readonly Corner[], b: readonly Corner[]) => a.length === b.length && a.every((c, i) => c[0] === b[i]![0] && c[1] === b[i]![1]);

/** The map of „Benachrichtigung für ein Gebiet“ (docs/product.md §24.2): the area live, as circle
 *  around the centre (a click or tap sets the centre) or as the drawn polygon. For drawing,
 *  Leaflet-Geoman is loaded on the first „Gebiet zeichnen“ (lib/draw/drawing.ts); „Zeichnen“,
 *  „Fertig“, „Neu zeichnen“ and „Zeichnung löschen“ below the map. `corners` and `onCorners`
 *  carry the polygon both ways: drawn or edited on the map, or typed in the form's textarea. */
export function AlertAreaMap({ kind, centre, radius, onCentre, corners, onCorners, place, start, boundary, describedBy }: {
  kind: 'Kreis' | 'Polygon';
  /** The id of the text that tells how to use the map. */
  describedBy: string;
  centre: { lat: number; lng: number } | undefined;
  /** Radius of the circle (m). */
  radius: number;
  onCentre: (lat: number, lng: number) => void;
  corners: readonly Corner[];
  onCorners: (corners: Corner[]) => void;
  /** The latest find of the address search, which the map shows. */
  place: Place | undefined;
  /** The project's start view and boundary, where the map opens. */
  start: MapView | null;
  boundary: Boundary | null;
}) {
  const t = useT('areaAlerts', de.areaAlerts);
  const ta = useT('access', de.access);
  const language = useCurrentLanguage();
  const tiles = useTileConfig();
  const [map, setMap] = useState<L.Map | null>(null);
  const drawing = useRef<Drawing>(undefined);
  /** What the drawing shows, so that the form's own corners are not drawn again. */
  const shown = useRef<readonly Corner[]>([]);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [active, setActive] = useState(false);
  /** „Fertig“ was pressed with too few corners: said instead of the drawing hint. */
  const [tooFew, setTooFew] = useState(false);
  const report = useRef(onCorners);
  report.current = onCorners;
  const latest = useRef(corners);
  latest.current = corners;

  const now = useRef({ kind, centre });
  now.current = { kind, centre };
  // A find of the address search, or another radius: the whole circle in view; a find while
  // drawing: the place, as the map app shows it.
  useEffect(() => {
    if (!map) return;
    const { kind: k, centre: c } = now.current;
    if (k === 'Kreis' && c) map.fitBounds(L.latLng(c.lat, c.lng).toBounds(radius * 2), { maxZoom: 17 });
    else if (place) showPlace(map, place);
  }, [map, place, radius]);

  // The map is a labelled region, reached with the tab key (Leaflet: arrows pan, + and - zoom).
  useEffect(() => {
    if (!map) return;
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', t('mapLabel'));
    container.setAttribute('aria-describedby', describedBy);
    labelZoomControl(map, ta('zoomIn'), ta('zoomOut'));
  }, [map, t, ta, describedBy]);

  // Geoman for „Gebiet zeichnen“: loaded and attached while the choice holds.
  useEffect(() => {
    if (!map || kind !== 'Polygon') return undefined;
    let gone = false;
    setState('loading');
    import('../../lib/draw/drawing')
      .then(({ attachDrawing }) => attachDrawing(map, {
        shape: 'Polygon', language, style: AREA_STYLE, onDrawing: setActive,
        onChange: (latlngs) => {
          const next = latlngs.map((c): Corner => [c.lat, c.lng]);
          shown.current = next;
          report.current(next);
        },
      }))
      .then((d) => {
        if (gone) { d.remove(); return; }
        drawing.current = d;
        shown.current = latest.current;
        d.show(latest.current.map(([lat, lng]) => L.latLng(lat, lng)));
        if (latest.current.length >= 3) map.fitBounds(L.latLngBounds(latest.current.map(([lat, lng]) => L.latLng(lat, lng))), { maxZoom: 17 });
        setState('ready');
      })
      .catch(() => { if (!gone) setState('failed'); });
    return () => {
      gone = true;
      drawing.current?.remove();
      drawing.current = undefined;
      setActive(false);
    };
  }, [map, kind, language]);

  // Corners typed in the form: drawn, and the map moved to them.
  useEffect(() => {
    const d = drawing.current;
    if (!d || !map || sameCorners(corners, shown.current)) return;
    shown.current = corners;
    const latlngs = corners.map(([lat, lng]) => L.latLng(lat, lng));
    d.show(latlngs);
    if (latlngs.length >= 3) map.fitBounds(L.latLngBounds(latlngs), { maxZoom: 17 });
  }, [corners, map, state]);

  const fallback = boundary ? L.geoJSON(boundary).getBounds() : GERMANY;
  return (
    <div className="mb-2">
      <MapContainer ref={setMap} className="alert-area-map" maxZoom={MAX_TILE_ZOOM} keyboard
        {...(start ? { center: [start.Lat, start.Lng], zoom: start.Zoom } : { bounds: fallback })}>
        <TileLayer key={tiles.TileUrl} url={tiles.TileUrl} attribution={tiles.TileAttribution} {...tileLayerOptions()} />
        <BoundaryOutline boundary={boundary} />
        {kind === 'Kreis' && <CentreByClick onCentre={(lat, lng) => {
          onCentre(lat, lng);
          // Tapped from far out (a whole town or country in view): closer, so that the circle shows.
          const circle = L.latLng(lat, lng).toBounds(radius * 2);
          if (map && map.getZoom() < map.getBoundsZoom(circle) - 2) map.fitBounds(circle, { maxZoom: 17 });
        }} />}
        {kind === 'Kreis' && centre && (
          <>
            <Marker position={[centre.lat, centre.lng]} icon={markerIconNormal} interactive={false} keyboard={false} />
            <Circle center={[centre.lat, centre.lng]} radius={radius} pathOptions={AREA_STYLE} interactive={false} />
          </>
        )}
      </MapContainer>
      {kind === 'Polygon' && (
        <div className="d-flex flex-wrap gap-2 mt-2 align-items-center">
          {state === 'loading' && <span role="status" className="small">{t('drawLoading')}</span>}
          {state === 'failed' && <span role="alert" className="small text-danger">{t('drawFailed')}</span>}
          {state === 'ready' && (active ? (
            <>
              <Button size="sm" onClick={() => setTooFew(drawing.current?.finish() === false)}>{t('finish')}</Button>
              <span className={`small${tooFew ? ' text-danger' : ''}`} role="status">{tooFew ? t('tooFew') : t('drawing')}</span>
            </>
          ) : (
            <>
              <Button size="sm" variant={corners.length > 0 ? 'outline-primary' : 'primary'} onClick={() => { setTooFew(false); drawing.current?.start(); }}>
                {corners.length > 0 ? t('redraw') : t('draw')}
              </Button>
              {corners.length > 0 && <Button size="sm" variant="outline-danger" onClick={() => drawing.current?.clear()}>{t('clearDrawing')}</Button>}
            </>
          ))}
        </div>
      )}
    </div>
  );
}
