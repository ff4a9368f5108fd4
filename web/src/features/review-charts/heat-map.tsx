import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer } from 'react-leaflet/MapContainer';
import { Rectangle } from 'react-leaflet/Rectangle';
import { TileLayer } from 'react-leaflet/TileLayer';
import { Tooltip } from 'react-leaflet/Tooltip';
import { useMap } from 'react-leaflet/hooks';
import { CELL_SIZE, cellClasses, classOf, classRange } from '../../components/charts/chart-specs';
import { reviewCharts } from '../../i18n/de/review-charts';
import { MAX_TILE_ZOOM, tileLayerOptions, useTileConfig } from '../../lib/leaflet';
import { useCurrentLanguage, useT } from '../../i18n/runtime';

/** Fits the map to the cells once they are known. */
function FitCells({ bounds }: { bounds: L.LatLngBounds }) {
  const map = useMap();
  useEffect(() => {
    map.fitBounds(bounds, { padding: [12, 12], maxZoom: 15 });
  }, [map, bounds]);
  return null;
}

/** The heat map of docs/product.md §18.2: each cell of 0.01° that holds entries drawn as a
 *  rectangle on the map, coloured by one of up to five classes of its count (legend below, the
 *  count as the cell's tooltip and in the table). Cells are counted by the server, so the map
 *  shows true counts rather than a blurred density. */
export function HeatMap({ cells }: { cells: [number, number, number][] }) {
  const t = useT('reviewCharts', reviewCharts);
  const language = useCurrentLanguage();
  const tiles = useTileConfig();
  const max = Math.max(1, ...cells.map((c) => c[2]));
  const classes = useMemo(() => cellClasses(max), [max]);
  // SVG, not canvas: crisp in print (docs/product.md §18.5).
  const renderer = useMemo(() => L.svg(), []);
  const bounds = useMemo(() => L.latLngBounds(cells.flatMap(([lat, lng]) => [L.latLng(lat, lng), L.latLng(lat + CELL_SIZE, lng + CELL_SIZE)])), [cells]);
  if (!cells.length) return <p>{t('noCells')}</p>;
  return (
    <>
      <div className="heat-map" role="region" aria-label={t('heatMapLabel')}>
        <MapContainer bounds={bounds} maxZoom={MAX_TILE_ZOOM} scrollWheelZoom={false} renderer={renderer} style={{ height: '100%' }}>
          <TileLayer url={tiles.TileUrl} attribution={tiles.TileAttribution} {...tileLayerOptions()} />
          <FitCells bounds={bounds} />
          {cells.map(([lat, lng, count]) => {
            const cls = classOf(classes, count);
            return (
              <Rectangle key={`${lat},${lng}`} bounds={[[lat, lng], [lat + CELL_SIZE, lng + CELL_SIZE]]}
                pathOptions={{ color: '#08306b', weight: 1, fillColor: cls.fill, fillOpacity: 0.75 }}>
                <Tooltip>{t('cellTitle', { count })}</Tooltip>
              </Rectangle>
            );
          })}
        </MapContainer>
      </div>
      <p className="small mb-1 mt-2 fw-semibold" id="heat-map-legend-title">{t('heatMapLegend')}</p>
      <ul className="heat-map-legend small" aria-labelledby="heat-map-legend-title">
        {classes.map((c) => (
          <li key={c.from}><span className="swatch" style={{ background: c.fill }} aria-hidden="true" />{classRange(c, language)}</li>
        ))}
      </ul>
      <p className="small text-body-secondary">{t('heatMapHint')}</p>
    </>
  );
}
