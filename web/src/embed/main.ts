import 'leaflet/dist/leaflet.css';
import './embed.css';
import type { EmbedCard, EmbedConfig } from '@mitmachkarte/contract';
import L from 'leaflet';
import { appLink, el, showCard } from './card';
import { embedOptionsOf } from './options';
import { drawPoints } from './points';
import { postContentHeight } from './resize';
import { textsOf } from './texts';

/** The embeddable map (docs/product.md §24.1, docs/decisions/0042): a page of its own, in plain
 *  TypeScript with Leaflet, that shows a project's public map in another site's frame: the
 *  project's name, the map with its entries, a tapped entry's card, and „Mitmachen“, which opens
 *  the app in a new tab. It reads only what an anonymous visitor may read, without cookies. */

const DEFAULT_VIEW = { lat: 51.16, lng: 10.45, zoom: 6 };
const root = document.getElementById('embed')!;
const options = embedOptionsOf(location.pathname, location.search);
const say = textsOf(options?.language ?? 'de');
document.documentElement.lang = options?.language ?? 'de';
document.documentElement.dir = options?.language === 'ar' ? 'rtl' : 'ltr';
postContentHeight(root);

const getJson = async <T>(url: string): Promise<T> => {
  const res = await fetch(url, { credentials: 'omit', headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(String(res.status));
  return res.json() as Promise<T>;
};

/** A message in place of the map. */
const fail = (key: 'notFound' | 'failed') => root.replaceChildren(el('p', 'mk-message', say(key)));

async function start(): Promise<void> {
  if (!options) return fail('notFound');
  const status = el('p', 'mk-message', say('loading'));
  status.setAttribute('role', 'status');
  root.replaceChildren(status);
  let config: EmbedConfig;
  try {
    config = await getJson<EmbedConfig>(`/api/v1/embed/${options.projectId}/config`);
  } catch (error) {
    return fail(error instanceof Error && error.message === '404' ? 'notFound' : 'failed');
  }
  const layer = config.Layers.find((l) => l.ID === options.layer) ?? config.Layers[0];
  if (!layer) return fail('notFound');
  const mapLink = `${location.origin}/#/map?${new URLSearchParams({ workspace: config.ID, layer: layer.ID }).toString()}`;
  const title = el('h1', 'mk-title', config.Layers.length > 1 ? `${config.Name} – ${layer.Name}` : config.Name);
  const mapBox = el('div', 'mk-map');
  mapBox.style.height = `${options.height}px`;
  mapBox.setAttribute('role', 'region');
  mapBox.setAttribute('aria-label', say('mapLabel', { name: layer.Name }));
  const card = el('section', 'mk-card');
  card.hidden = true;
  card.setAttribute('aria-live', 'polite');
  const footer = el('div', 'mk-footer');
  if (config.Closed) footer.append(el('p', 'mk-note', say('closed')));
  footer.append(appLink(mapLink, say('join'), say, 'mk-button mk-join'));
  root.replaceChildren(title, mapBox, card, footer);

  const map = L.map(mapBox, { zoomControl: true });
  L.tileLayer(config.TileUrl, { attribution: config.TileAttribution, maxZoom: 19 }).addTo(map);
  const view = options.view ?? config.MapView;
  if (!options.view && !config.MapView && config.Bounds) {
    const [w, s, e, n] = config.Bounds;
    map.fitBounds([[s, w], [n, e]]);
  } else {
    const v = view ? { lat: 'lat' in view ? view.lat : view.Lat, lng: 'lng' in view ? view.lng : view.Lng, zoom: 'zoom' in view ? view.zoom : view.Zoom } : DEFAULT_VIEW;
    map.setView([v.lat, v.lng], v.zoom);
  }
  let opener: HTMLElement | null = null;
  drawPoints(map, layer, options.category, say, (id) => {
    opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    void getJson<EmbedCard>(`/api/v1/embed/point/${id}`).then((entry) => {
      const href = `${mapLink}&${new URLSearchParams({ punkt: entry.ID }).toString()}`;
      showCard(card, entry, href, say, () => opener?.focus());
    }).catch(() => undefined);
  });
}

void start();
