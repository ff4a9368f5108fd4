import { tileTemplateOf, type ContextLayer } from '@mitmachkarte/contract';
import L from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useMap } from 'react-leaflet/hooks';
import { useTownText } from '../../../components/town-text';
import * as de from '../../../i18n/de/map';
import { useT } from '../../../i18n/runtime';
import { MAX_TILE_ZOOM } from '../../../lib/leaflet';

/** The map pane of the context layers: above the base map's tiles (tilePane, z-index 200), below
 *  the boundary and the entries (overlayPane 400, markerPane 600). */
const CONTEXT_PANE = 'contextPane';
const CONTEXT_PANE_Z = '250';

/** `text` with the characters HTML gives a meaning escaped: Leaflet writes attributions as HTML,
 *  the manager's Quellenangabe is plain text (docs/product.md §17.7). */
export const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

/** The Leaflet tile layer of a context layer in `pane`, stacked at `order` (list order, the first
 *  lowest, also after it was hidden and shown again): a WMS GetMap layer in Web Mercator as
 *  transparent PNG with upper-case parameter names (OGC 06-042, Leaflet's default version 1.1.1),
 *  else an XYZ tile layer (RESTful WMTS placeholders mapped to {z}/{y}/{x}). */
export function contextTileLayer(layer: ContextLayer, pane: string, order: number): L.TileLayer {
  const options = { pane, zIndex: order + 1, opacity: layer.Opacity, attribution: escapeHtml(layer.Attribution), maxZoom: MAX_TILE_ZOOM };
  return layer.Kind === 'wms'
    ? L.tileLayer.wms(layer.Url, { ...options, layers: layer.Layers, format: 'image/png', transparent: true, uppercase: true })
    : L.tileLayer(tileTemplateOf(layer.Url), options);
}

/** The layer's context layers on the map (docs/product.md §17.7), each shown at start if the
 *  manager chose so, and their switcher under the zoom buttons: a foldable „Kartenebenen“ box
 *  with one labelled checkbox per context layer (keyboard: Tab, Space). The base map stays.
 *  Clicks and the mouse wheel on the switcher do not reach the map. Mount it keyed by layer. */
export function ContextLayers({ layers }: { layers: readonly ContextLayer[] }) {
  const map = useMap();
  const t = useT('contextLayers', de.contextLayers);
  const town = useTownText();
  const [shown, setShown] = useState<boolean[]>(() => layers.map((l) => l.Visible));
  const tileLayers = useMemo(() => {
    if (!map.getPane(CONTEXT_PANE)) map.createPane(CONTEXT_PANE).style.zIndex = CONTEXT_PANE_Z;
    return layers.map((l, i) => contextTileLayer(l, CONTEXT_PANE, i));
  }, [map, layers]);
  useEffect(() => () => tileLayers.forEach((t) => t.remove()), [tileLayers]);
  useEffect(() => {
    tileLayers.forEach((t, i) => {
      if (shown[i] && !map.hasLayer(t)) t.addTo(map);
      else if (!shown[i] && map.hasLayer(t)) t.remove();
    });
  }, [map, tileLayers, shown]);

  const [container, setContainer] = useState<HTMLElement>();
  const any = layers.length > 0;
  useEffect(() => {
    if (!any) return;
    const control = new L.Control({ position: 'topleft' });
    control.onAdd = () => {
      const div = L.DomUtil.create('div', 'leaflet-control map-context-switcher');
      L.DomEvent.disableClickPropagation(div);
      L.DomEvent.disableScrollPropagation(div);
      return div;
    };
    control.addTo(map);
    setContainer(control.getContainer());
    return () => {
      control.remove();
      setContainer(undefined);
    };
  }, [map, any]);

  if (!container) return null;
  return createPortal(
    <details className="map-legend map-context-layers">
      <summary className="map-legend-title">{t('title')}</summary>
      <fieldset className="m-0 p-0 border-0">
        <legend className="visually-hidden">{t('label')}</legend>
        <ul>
          {layers.map((l, i) => (
            <li key={`${i}-${l.Title}`}>
              <input type="checkbox" className="form-check-input m-0" id={`context-layer-${i}`} checked={shown[i] ?? false}
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  setShown((s) => s.map((v, j) => (j === i ? on : v)));
                }} />
              <label htmlFor={`context-layer-${i}`} {...town}>{l.Title}</label>
            </li>
          ))}
        </ul>
      </fieldset>
    </details>,
    container,
  );
}
