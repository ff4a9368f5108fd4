import { MAP_TILE_MAX_ZOOM, type EmbedLayer, type MapTile } from '@mitmachkarte/contract';
import L from 'leaflet';
import { activate } from '../lib/marker-activation';
import type { EmbedTextKey } from './texts';

type Say = (key: EmbedTextKey, values?: Readonly<Record<string, string | number>>) => string;
const TILE = 256;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** The entries of a map on the embed's Leaflet map (docs/product.md §24.1): the map data the app
 *  reads (GET /api/v1/gis/map/{layer}/{z}/{x}/{y}, docs/decisions/0012), asked without cookies
 *  (`credentials: 'omit'`), so that the embed always shows the anonymous view. Groups are bubbles
 *  that zoom in, lone entries pins in their status colour; both are focusable and open with
 *  Enter or Space as with a click. Redrawn after every move; a move's answers that come after
 *  the next move are dropped. Answers a function that draws them again (after a new entry). */
export function drawPoints(map: L.Map, layer: EmbedLayer, category: string | undefined, say: Say, onPoint: (id: string) => void): () => void {
  const group = L.layerGroup().addTo(map);
  const colours = new Map(layer.Statuses.map((s) => [s.Key, s.Colour]));
  const labels = new Map(layer.Statuses.map((s) => [s.Key, s.Label]));
  const categories = new Map(layer.Categories.map((c) => [c.Name, c.Label]));
  const filter = category ? `?category=${encodeURIComponent(category)}` : '';
  let generation = 0;
  const load = async () => {
    const mine = ++generation;
    const z = Math.max(0, Math.min(MAP_TILE_MAX_ZOOM, Math.round(map.getZoom())));
    const b = map.getBounds();
    const nw = map.project(b.getNorthWest(), z);
    const se = map.project(b.getSouthEast(), z);
    const last = 2 ** z - 1;
    const index = (px: number) => Math.max(0, Math.min(last, Math.floor(px / TILE)));
    const urls: string[] = [];
    for (let y = index(nw.y); y <= index(se.y); y++) {
      for (let x = index(nw.x); x <= index(se.x); x++) urls.push(`/api/v1/gis/map/${layer.ID}/${z}/${x}/${y}${filter}`);
    }
    const tiles = await Promise.all(urls.map((u) => fetch(u, { credentials: 'omit' }).then((r) => (r.ok ? r.json() as Promise<MapTile> : null)).catch(() => null)));
    if (mine !== generation) return;
    group.clearLayers();
    for (const tile of tiles) {
      for (const [lng, lat, n] of tile?.Clusters ?? []) {
        const label = n > 999 ? `${Math.floor(n / 1000)}k` : String(n);
        const size = 36 + 6 * (label.length - 1);
        const icon = L.divIcon({ html: `<span aria-hidden="true">${label}</span>`, className: 'mk-cluster', iconSize: [size, size] });
        L.marker([lat, lng], { icon, title: say('cluster', { n }), alt: say('cluster', { n }), keyboard: true })
          .on(activate(() => map.setView([lat, lng], Math.min(map.getMaxZoom(), map.getZoom() + 2))))
          .addTo(group);
      }
      for (const [id, lng, lat, cat, status] of tile?.Points ?? []) {
        const text = [categories.get(cat) ?? cat, labels.get(status) ?? status].filter(Boolean).join(' · ');
        const icon = L.divIcon({ html: `<span style="background:${escapeHtml(colours.get(status) ?? '#0a58ca')}"></span>`, className: 'mk-pin', iconSize: [22, 22] });
        L.marker([lat, lng], { icon, title: text, alt: text, keyboard: true }).on(activate(() => onPoint(id))).addTo(group);
      }
    }
  };
  map.on('moveend', () => void load());
  void load();
  return () => void load();
}
