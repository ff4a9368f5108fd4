import { ORG_SETTING_LAYER, type Workspace } from '@mitmachkarte/contract';
import L from 'leaflet';
import { useEffect } from 'react';
import { MapContainer } from 'react-leaflet/MapContainer';
import { Marker } from 'react-leaflet/Marker';
import { TileLayer } from 'react-leaflet/TileLayer';
import { useMap } from 'react-leaflet/hooks';
import { BoundaryOutline } from '../../components/boundary-outline';
import { ZoomLabels } from '../../components/zoom-labels';
import * as de from '../../i18n/de/landing';
import { useT } from '../../i18n/runtime';
import { MAX_TILE_ZOOM, markerIconNormal, tileLayerOptions, useTileConfig } from '../../lib/leaflet';
import { orgSetting, useOrg } from '../../lib/org';
import { useLandingArea } from './api/landing-area';
import { useLandingPoints } from './api/landing-points';

/** Landing map view (docs/product.md §9): centre about 51.10 N, 5.97 E, zoom 6. */
export const LANDING_MAP_CENTER: [number, number] = [51.1, 5.97];
export const LANDING_MAP_ZOOM = 6;

/** Moves the map to the project's start view, else to its boundary, once they have loaded
 *  (docs/product.md §17.1); without either the map stays at the landing view. */
function ProjectView({ area }: { area: Pick<Workspace, 'MapView' | 'Boundary'> | undefined }) {
  const map = useMap();
  useEffect(() => {
    if (area?.MapView) map.setView([area.MapView.Lat, area.MapView.Lng], area.MapView.Zoom);
    else if (area?.Boundary) map.fitBounds(L.geoJSON(area.Boundary).getBounds());
  }, [map, area]);
  return null;
}

/** The small map of the landing page (docs/product.md §2, §9): 400pt high, showing as markers the points of
 *  the layer named by the organisation setting gwapp_layer, at its project's start view and with
 *  its boundary (§17.1) when it has them. The mouse wheel scrolls the page, not the map; markers
 *  carry no action, so they are not tab stops. */
export function LandingMap() {
  const t = useT('landing', de.landing);
  const org = useOrg();
  const layerId = orgSetting(org, ORG_SETTING_LAYER);
  const points = useLandingPoints(layerId);
  const area = useLandingArea(layerId);
  const tiles = useTileConfig();
  return (
    <div className="landing-map" role="region" aria-label={t('mapLabel')}>
      <MapContainer center={LANDING_MAP_CENTER} zoom={LANDING_MAP_ZOOM} maxZoom={MAX_TILE_ZOOM}
        scrollWheelZoom={false} style={{ height: '400pt' }}>
        <TileLayer url={tiles.TileUrl} attribution={tiles.TileAttribution} {...tileLayerOptions()} />
        <ProjectView area={area} />
        <ZoomLabels />
        <BoundaryOutline boundary={area?.Boundary ?? null} />
        {points.map((p) => (
          <Marker key={p.ID} position={[p.Latitude, p.Longitude]} icon={markerIconNormal}
            alt={t('markerAlt')} keyboard={false} interactive={false} />
        ))}
      </MapContainer>
    </div>
  );
}
