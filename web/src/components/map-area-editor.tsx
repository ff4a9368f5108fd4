import { BOUNDARY_MAX_POSITIONS, boundaryFromGeoJson, MAX_MAP_ZOOM, type Boundary, type MapView } from '@mitmachkarte/contract';
import L from 'leaflet';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { MapContainer } from 'react-leaflet/MapContainer';
import { TileLayer } from 'react-leaflet/TileLayer';
import { AddressSearch } from './address-search';
import { BoundaryOutline } from './boundary-outline';
import * as de from '../i18n/de/editors';
import { useT } from '../i18n/runtime';
import { useFormat } from '../lib/use-format';
import { MAX_TILE_ZOOM, showPlace, tileLayerOptions, useTileConfig, viewBoxOf } from '../lib/leaflet';
import './map-area-editor.css';

/** A project's start view and boundary, as the workspace body carries them. */
export type MapArea = { MapView: MapView | null; Boundary: Boundary | null };

/** Where the manager's map opens without a start view: the whole of Germany. */
const GERMANY: L.LatLngBoundsExpression = [[47.2, 5.8], [55.1, 15.1]];
const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/** The text of a chosen file (FileReader: also where Blob.text() is missing). */
const readText = (file: Blob) => new Promise<string>((resolve, reject) => {
  const reader = new FileReader();
  reader.onload = () => resolve(String(reader.result));
  reader.onerror = () => reject(reader.error ?? new Error('read failed'));
  reader.readAsText(file);
});

const cornerCount = (b: Boundary) => (b.type === 'Polygon' ? b.coordinates : b.coordinates.flat()).reduce((n, ring) => n + ring.length - 1, 0);

/** „Kartenausschnitt und Projektgebiet“ of the workspace panel (docs/product.md §17.1) and of the
 *  quick start (docs/product.md §17.6): „Adresse suchen“ to find the town, a map to pan and zoom,
 *  „Aktuellen Kartenausschnitt übernehmen“ (its centre and zoom become the start view),
 *  „Kartenausschnitt als Projektgebiet übernehmen“ (its rectangle becomes the boundary), loading the
 *  boundary from a GeoJSON file (a town's outline), and removing either. Changes go to `onChange`;
 *  the panel's „Speichern“ stores them (`changed` says that there is something to store). The layer
 *  editor uses it `withBoundary={false}` for a layer's own start view. */
export function MapAreaEditor({ value, onChange, changed, withBoundary = true }: {
  value: MapArea; onChange: (area: MapArea) => void; changed: boolean;
  /** false: a layer's own start view only (its title and texts; no boundary, which is the project's). */
  withBoundary?: boolean;
}) {
  const t = useT('mapArea', de.mapArea);
  const format = useFormat();
  const id = useId();
  const tiles = useTileConfig();
  const map = useRef<L.Map>(null);
  const file = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string>();
  const [initial] = useState(() => value);

  const takeView = () => {
    const m = map.current;
    if (!m) return;
    const c = m.getCenter().wrap();
    onChange({ ...value, MapView: { Lat: round(c.lat), Lng: round(c.lng), Zoom: Math.min(Math.round(m.getZoom()), MAX_MAP_ZOOM) } });
  };
  const takeBoundary = () => {
    const b = map.current?.getBounds();
    if (!b) return;
    const [w, s, e, n] = [round(Math.max(b.getWest(), -180)), round(Math.max(b.getSouth(), -90)), round(Math.min(b.getEast(), 180)), round(Math.min(b.getNorth(), 90))];
    onChange({ ...value, Boundary: { type: 'Polygon', coordinates: [[[w, s], [e, s], [e, n], [w, n], [w, s]]] } });
  };
  const loadFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.currentTarget.files?.[0];
    e.currentTarget.value = '';
    if (!chosen) return;
    const result = boundaryFromGeoJson(await readText(chosen));
    if ('error' in result) {
      setFileError(`${t('loadFailed')} ${t(`geojson_${result.error}`, { max: format.number(BOUNDARY_MAX_POSITIONS) })}`);
      return;
    }
    setFileError(undefined);
    onChange({ ...value, Boundary: result.boundary });
    map.current?.fitBounds(L.geoJSON(result.boundary).getBounds());
  };

  const start = initial.MapView;
  const fallbackBounds = initial.Boundary ? L.geoJSON(initial.Boundary).getBounds() : GERMANY;
  return (
    <section aria-labelledby={`${id}-title`} className="mt-4">
      <h3 className="h6" id={`${id}-title`}>{withBoundary ? t('title') : t('layerTitle')}</h3>
      <p className="small">{withBoundary ? t('intro') : t('layerIntro')}</p>
      <AddressSearch viewBox={() => viewBoxOf(map.current)} onFound={(place) => showPlace(map.current, place)} />
      <div role="region" aria-label={t('mapLabel')} className="mb-2">
        <MapContainer ref={map} className="map-area-map" maxZoom={MAX_TILE_ZOOM}
          {...(start ? { center: [start.Lat, start.Lng], zoom: start.Zoom } : { bounds: fallbackBounds })}>
          <TileLayer key={tiles.TileUrl} url={tiles.TileUrl} attribution={tiles.TileAttribution} {...tileLayerOptions()} />
          <BoundaryOutline boundary={value.Boundary} />
        </MapContainer>
      </div>
      <ul className="list-unstyled small mb-2" aria-live="polite">
        <li>{value.MapView ? t('view', { lat: format.number(value.MapView.Lat), lng: format.number(value.MapView.Lng), zoom: value.MapView.Zoom }) : withBoundary ? t('noView') : t('layerNoView')}</li>
        {withBoundary && <li>{value.Boundary ? t('boundary', { points: cornerCount(value.Boundary) }) : t('noBoundary')}</li>}
        {changed && <li className="fw-semibold">{t('unsaved')}</li>}
      </ul>
      <div className="d-flex flex-wrap gap-2">
        <Button size="sm" variant="outline-primary" onClick={takeView}>{t('takeView')}</Button>
        {withBoundary && <Button size="sm" variant="outline-primary" onClick={takeBoundary}>{t('takeBoundary')}</Button>}
        {withBoundary && <Button size="sm" variant="outline-secondary" onClick={() => file.current?.click()}>{t('loadBoundary')}</Button>}
        {value.MapView && <Button size="sm" variant="outline-danger" onClick={() => onChange({ ...value, MapView: null })}>{t('removeView')}</Button>}
        {value.Boundary && <Button size="sm" variant="outline-danger" onClick={() => onChange({ ...value, Boundary: null })}>{t('removeBoundary')}</Button>}
      </div>
      {withBoundary && (
        <Form.Control ref={file} type="file" accept=".geojson,.json,application/geo+json,application/json" className="d-none"
          aria-label={t('loadBoundary')} tabIndex={-1} onChange={(e) => void loadFile(e as ChangeEvent<HTMLInputElement>)} />
      )}
      {fileError && <p role="alert" className="text-danger small mt-2 mb-0">{fileError}</p>}
    </section>
  );
}
