/**
 * Leaflet 1.9 as the web app uses it, composed from Leaflet's own ES modules (`leaflet/src`), which
 * `web/vite.config.ts` puts in place of `import … from 'leaflet'` (decision 0026, docs/runtime.md §3).
 * Leaflet's package offers only its whole UMD bundle (`main`), which the bundler cannot shake:
 * every map page loaded the layer switcher, the scale bar, pop-ups and image and video overlays,
 * which no screen uses. Everything else is here as in `leaflet/src/Leaflet.js`, in its order: the
 * map with all its handlers (drag, keyboard, wheel, touch, box and double-click zoom), markers
 * and icons, tiles and WMS, vectors with both renderers, GeoJSON, layer groups, tooltips, and the
 * zoom and attribution controls. A screen that needs a part left out gets a build error
 * ("… is not exported by leaflet-subset.js"), never a missing function at run time; add the part
 * here then. Types stay those of `@types/leaflet`.
 *
 * The default export is the namespace object `L`, as the UMD bundle's module object was for
 * `import L from 'leaflet'`.
 */
import { Control, control } from 'leaflet/src/control/Control';
import { Zoom, zoom } from 'leaflet/src/control/Control.Zoom';
import { Attribution, attribution } from 'leaflet/src/control/Control.Attribution';
import {
  GeoJSON, geoJSON, geoJson, geometryToLayer, coordsToLatLng, coordsToLatLngs, latLngToCoords, latLngsToCoords, getFeature, asFeature,
} from 'leaflet/src/layer/GeoJSON';

Control.Zoom = Zoom;
Control.Attribution = Attribution;
control.zoom = zoom;
control.attribution = attribution;
Object.assign(GeoJSON, { geometryToLayer, coordsToLatLng, coordsToLatLngs, latLngToCoords, latLngsToCoords, getFeature, asFeature });

export { Control, control, GeoJSON, geoJSON, geoJson };
export * from 'leaflet/src/core/index';
export * from 'leaflet/src/dom/index';
export * from 'leaflet/src/geometry/index';
export * from 'leaflet/src/geo/index';
export { Layer } from 'leaflet/src/layer/Layer';
export { LayerGroup, layerGroup } from 'leaflet/src/layer/LayerGroup';
export { FeatureGroup, featureGroup } from 'leaflet/src/layer/FeatureGroup';
export { DivOverlay } from 'leaflet/src/layer/DivOverlay';
export { Tooltip, tooltip } from 'leaflet/src/layer/Tooltip';
export * from 'leaflet/src/layer/marker/index';
export * from 'leaflet/src/layer/tile/index';
export * from 'leaflet/src/layer/vector/index';
export * from 'leaflet/src/map/index';

import * as L from './leaflet-subset.js';

export default L;
