import {
  areaSquareMetres, geometryProblem, geometryProblemMessage, lengthMetres, type Boundary, type EntryShape,
} from '@mitmachkarte/contract';
import L from 'leaflet';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Button, Form } from 'react-bootstrap';
import * as de from '../../../i18n/de/draw-entry';
import { useCurrentLanguage, useT } from '../../../i18n/runtime';
import { pixelsToDegrees, settleOnBoundary, SNAP_DISTANCE_PX } from '../../../lib/draw/boundary-snap';
import { formatCorners, parseCorners } from '../../../lib/draw/corners';
import type { Drawing } from '../../../lib/draw/drawing';
import { latLngsOfShape, shapeFitOptions, shapeOfCorners, type DrawnKind } from '../../../lib/draw/entry-shape';
import { formatArea, formatLength } from '../../../lib/format';
import { useMediaQuery } from '../../../lib/use-media-query';
import { PHONE_LAYOUT, sheetHeightPx } from '../sheet/map-sheet';

/** How a line or an area being drawn looks: the app's blue, dashed while it is the entry's (a cue
 *  besides colour). */
export const DRAWN_STYLE: L.PathOptions = { color: '#0b5ed7', weight: 4, dashArray: '8 6', fillOpacity: 0.15 };

type ShapeDrawingProps = {
  mapRef: RefObject<L.Map | null>;
  kind: DrawnKind;
  /** The shape as drawn so far (the map app's state); shown editable when the drawing starts. */
  shape: EntryShape | undefined;
  /** The project's boundary: corners snap to its edges, and must lie in it. */
  boundary: Boundary | null;
  /** The drawing's controls are shown (before the questionnaire, or „Form ändern“). */
  active: boolean;
  onShape: (shape: EntryShape | undefined) => void;
  /** „Fertig“ with a shape that passes the contract's checks. */
  onDone: () => void;
  onCancel: () => void;
};

/** The rings of a boundary as Leaflet's [latitude, longitude] lines, to snap to. */
const boundaryLines = (boundary: Boundary | null): [number, number][][] => {
  if (!boundary) return [];
  const polygons = boundary.type === 'Polygon' ? [boundary.coordinates] : boundary.coordinates;
  return polygons.flat().map((ring) => ring.map(([lng, lat]): [number, number] => [lat!, lng!]));
};

/** The corners with those that Geoman snapped onto the boundary put onto it as the server checks it
 *  (lib/draw/boundary-snap.ts): within the snapping distance at the map's zoom. */
const settled = (map: L.Map | null, boundary: Boundary | null, corners: readonly L.LatLng[]) => {
  if (!map || !boundary) return corners;
  const tolerance = pixelsToDegrees(SNAP_DISTANCE_PX, map.getZoom(), map.getCenter().lat);
  return corners.map((c) => settleOnBoundary(c, boundary, tolerance));
};

/** How a shape is fitted into the map: on a phone above the half-open sheet, which the form and the
 *  drawing's bar with the peeking sheet cover at most, so that every corner can be reached. */
const fitOptions = (map: L.Map, phone: boolean) => shapeFitOptions(phone ? sheetHeightPx('half', map.getSize().y) : 0);

/** Drawing a line or an area as an entry (docs/product.md §25.1, docs/decisions/0050): Geoman
 *  (lib/draw/drawing.ts, loaded with this screen) on the map — corners set by clicks or taps,
 *  dragged, snapped to the project's boundary; the controls „Letzte Ecke entfernen“, „Kartenmitte
 *  als Ecke hinzufügen“ (with the map moved by the arrow keys), „Ecken als Koordinaten eingeben“,
 *  „Neu zeichnen“, „Fertig“ and „Abbrechen“; the live length or area in German units, and the
 *  contract's checks (geometryProblem with the boundary) in German at once. The shape stays on the
 *  map, editable, while the questionnaire is filled in. On a phone the controls sit over the map:
 *  there only the count, „Letzte Ecke entfernen“, „Fertig“ and „Abbrechen“ show, the hint and the
 *  other tools fold into „Weitere Werkzeuge“, so that the drawing stays in sight. */
export function ShapeDrawing({ mapRef, kind, shape, boundary, active, onShape, onDone, onCancel }: ShapeDrawingProps) {
  const t = useT('drawEntry', de.drawEntry);
  const language = useCurrentLanguage();
  const drawing = useRef<Drawing>(undefined);
  const [ready, setReady] = useState(false);
  // The corners of the shape being drawn by clicks (before Geoman hands it over as the shape).
  const [progress, setProgress] = useState<EntryShape>();
  const [clicking, setClicking] = useState(false);
  const [finishTried, setFinishTried] = useState(false);
  const [typed, setTyped] = useState<string>();
  const [typedError, setTypedError] = useState<string>();
  const phone = useMediaQuery(PHONE_LAYOUT);
  const latest = useRef({ shape, onShape, active, phone });
  latest.current = { shape, onShape, active, phone };

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return undefined;
    let gone = false;
    void import('../../../lib/draw/drawing').then(({ attachDrawing }) => attachDrawing(map, {
      shape: kind === 'polygon' ? 'Polygon' : 'Line', language, style: DRAWN_STYLE, snapTo: boundaryLines(boundary),
      onChange: (corners) => latest.current.onShape(shapeOfCorners(kind, settled(map, boundary, corners))),
      onProgress: (corners) => setProgress(shapeOfCorners(kind, settled(map, boundary, corners))),
      onDrawing: (on) => {
        setClicking(on);
        if (!on) setProgress(undefined);
      },
    })).then((d) => {
      if (gone) { d.remove(); return; }
      drawing.current = d;
      const { shape: start, active: drawNow, phone: onPhone } = latest.current;
      if (start) {
        d.show(latLngsOfShape(start));
        map.fitBounds(L.latLngBounds(latLngsOfShape(start)), fitOptions(map, onPhone));
      } else if (drawNow) d.start();
      setReady(true);
    });
    return () => {
      gone = true;
      drawing.current?.remove();
      drawing.current = undefined;
    };
  }, [mapRef, kind, language, boundary]);

  const measured = clicking ? progress : shape;
  const problem = measured && geometryProblem(measured, boundary);
  // Too few corners is the way a drawing starts: said only once „Fertig“ was asked for.
  const message = problem && (problem !== 'tooFew' || finishTried) ? geometryProblemMessage(measured, problem) : undefined;
  const count = measured ? latLngsOfShape(measured).length : 0;
  const measure = !measured || count < 2 ? undefined
    : kind === 'line' ? t('length', { value: formatLength(lengthMetres(measured), language) })
    : count >= 3 ? t('area', { value: formatArea(areaSquareMetres(measured), language) }) : undefined;

  if (!active) return null;

  const finish = () => {
    setFinishTried(true);
    const d = drawing.current;
    if (!d) return;
    const drawn = shapeOfCorners(kind, settled(mapRef.current, boundary, d.corners()));
    if (!drawn || geometryProblem(drawn, boundary)) return;
    if (clicking) d.finish();
    onShape(drawn);
    onDone();
  };
  const addCentre = () => {
    const map = mapRef.current;
    if (map) drawing.current?.add(map.getCenter().wrap());
  };
  const applyTyped = () => {
    const read = parseCorners(typed ?? '');
    if ('error' in read) {
      setTypedError(t(read.error === 'line' ? 'coordinatesLine' : 'coordinatesRange', { line: read.line }));
      return;
    }
    setTypedError(undefined);
    const next = shapeOfCorners(kind, read.corners.map(([lat, lng]) => ({ lat, lng })));
    drawing.current?.show(next ? latLngsOfShape(next) : []);
    onShape(next);
    const map = mapRef.current;
    if (next && map) map.fitBounds(L.latLngBounds(latLngsOfShape(next)), fitOptions(map, phone));
  };

  const undo = <Button size="sm" variant="outline-secondary" disabled={!ready || count === 0} onClick={() => drawing.current?.undo()}>{t('undo')}</Button>;
  const tools = (
    <div className="d-flex flex-wrap gap-2 mb-2">
      {!phone && undo}
      <Button size="sm" variant="outline-secondary" disabled={!ready} onClick={addCentre}>{t('addCentre')}</Button>
      <Button size="sm" variant="outline-secondary" disabled={!ready} onClick={() => { setFinishTried(false); drawing.current?.start(); }}>{t('restart')}</Button>
    </div>
  );
  const typing = (
    <details className="mb-2" onToggle={(e) => { if (e.currentTarget.open) setTyped(formatCorners(measured ? latLngsOfShape(measured) : [])); }}>
      <summary>{t('coordinates')}</summary>
      <Form.Group controlId="shape-drawing-corners" className="mt-2">
        <Form.Label className="small">{t('coordinatesHint')}</Form.Label>
        <Form.Control as="textarea" rows={4} value={typed ?? ''} onChange={(e) => setTyped(e.target.value)}
          isInvalid={!!typedError} aria-describedby={typedError ? 'shape-drawing-corners-error' : undefined} />
        {typedError && <Form.Control.Feedback type="invalid" id="shape-drawing-corners-error">{typedError}</Form.Control.Feedback>}
      </Form.Group>
      <Button size="sm" variant="outline-primary" className="mt-2" onClick={applyTyped}>{t('applyCoordinates')}</Button>
    </details>
  );
  const hint = <p className="small mb-2">{t('hint')}</p>;

  return (
    <section className={phone ? 'mb-2' : 'mb-3'} aria-labelledby="shape-drawing-title">
      <h2 className={phone ? 'h6 mb-1' : 'h5'} id="shape-drawing-title">{t(kind === 'line' ? 'title_line' : 'title_polygon')}</h2>
      {!phone && hint}
      <p className="mb-1" role="status" aria-live="polite">
        {t('corners', { count })}{measure && <> · <strong>{measure}</strong></>}
      </p>
      <div className="text-danger small mb-2" aria-live="assertive" id="shape-drawing-problem">{message}</div>
      {phone
        ? <details className="mb-2"><summary>{t('moreTools')}</summary><div className="mt-2">{hint}{tools}{typing}</div></details>
        : <>{tools}{typing}</>}
      <div className="d-flex flex-wrap gap-2">
        {phone && undo}
        <Button disabled={!ready} onClick={finish} aria-describedby="shape-drawing-problem">{t('done')}</Button>
        <Button variant="outline-danger" onClick={onCancel}>{t('cancel')}</Button>
      </div>
    </section>
  );
}
