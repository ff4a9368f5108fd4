import { ORG_SETTING_LAYER } from '@mitmachkarte/contract';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';
import { de } from '../../i18n/de';
import { MAX_TILE_ZOOM, markerIconNormal, useTileConfig } from '../../lib/leaflet';
import { orgSetting, useOrg } from '../../lib/org';
import { useLandingPoints } from './api/landing-points';

/** Landing map view (docs/product.md §9): centre about 51.10 N, 5.97 E, zoom 6. */
export const LANDING_MAP_CENTER: [number, number] = [51.1, 5.97];
export const LANDING_MAP_ZOOM = 6;

/** The small map of the landing page (docs/product.md §2, §9): 400pt high, showing as markers the points of
 *  the layer named by the organisation setting gwapp_layer. The mouse wheel scrolls the page, not
 *  the map; markers carry no action, so they are not tab stops. */
export function LandingMap() {
  const org = useOrg();
  const points = useLandingPoints(orgSetting(org, ORG_SETTING_LAYER));
  const tiles = useTileConfig();
  return (
    <div className="landing-map" role="region" aria-label={de.landing.mapLabel}>
      <MapContainer center={LANDING_MAP_CENTER} zoom={LANDING_MAP_ZOOM} maxZoom={MAX_TILE_ZOOM}
        scrollWheelZoom={false} style={{ height: '400pt' }}>
        <TileLayer url={tiles.TileUrl} attribution={tiles.TileAttribution} maxZoom={MAX_TILE_ZOOM} />
        {points.map((p) => (
          <Marker key={p.ID} position={[p.Latitude, p.Longitude]} icon={markerIconNormal}
            alt={de.landing.markerAlt} keyboard={false} interactive={false} />
        ))}
      </MapContainer>
    </div>
  );
}
