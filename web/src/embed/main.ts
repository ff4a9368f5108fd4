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
 *  the app in a new tab. It reads only what an anonymous visitor may read, without cookies.
 *  Where the map takes entries in the frame (EmbedLayer.Entries), „Hier mitmachen“ asks for a
 *  place on the map and then shows the entry form, a chunk of its own (entry-form.ts). */

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
  const entry = el('section', 'mk-entry');
  entry.hidden = true;
  if (config.Closed) footer.append(el('p', 'mk-note', say('closed')));
  const joinHere = el('button', 'mk-button mk-secondary', say('joinHere'));
  joinHere.type = 'button';
  if (layer.Entries && !config.Closed) footer.append(joinHere);
  footer.append(appLink(mapLink, say('join'), say, 'mk-button mk-join'));
  root.replaceChildren(title, mapBox, card, entry, footer);

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
  const redraw = drawPoints(map, layer, options.category, say, (id) => {
    opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    void getJson<EmbedCard>(`/api/v1/embed/point/${id}`).then((entry) => {
      const href = `${mapLink}&${new URLSearchParams({ punkt: entry.ID }).toString()}`;
      showCard(card, entry, href, say, () => opener?.focus());
    }).catch(() => undefined);
  });
  joinHere.addEventListener('click', () => startEntry(map, entry, joinHere, { projectId: config.ID, layerId: layer.ID, redraw }));
}

/** „Hier mitmachen“ (docs/product.md §24.1): asks for the place — a tap on the map, or the map's
 *  centre by a button for keyboards — marks it, then loads and shows the entry form. „Abbrechen“
 *  ends it; after sending, the thanks (held for approval or shown) and the map drawn again. */
function startEntry(map: L.Map, box: HTMLElement, button: HTMLButtonElement, target: { projectId: string; layerId: string; redraw: () => void }): void {
  const language = options?.language ?? 'de';
  const prompt = el('p', 'mk-note', say('pickPlace'));
  prompt.tabIndex = -1;
  prompt.setAttribute('role', 'status');
  const centre = el('button', 'mk-button mk-secondary', say('useCentre'));
  centre.type = 'button';
  const cancel = el('button', 'mk-button mk-secondary', say('cancel'));
  cancel.type = 'button';
  const actions = el('div', 'mk-actions');
  actions.append(centre, cancel);
  const formBox = el('div');
  box.replaceChildren(prompt, actions, formBox);
  box.hidden = false;
  button.hidden = true;
  prompt.focus();
  let marker: L.Marker | undefined;
  const icon = L.divIcon({ html: '<span></span>', className: 'mk-pin mk-new', iconSize: [26, 26] });
  const place = (at: L.LatLng) => {
    const first = !marker;
    marker?.remove();
    marker = L.marker(at, { icon, title: say('placeLabel'), alt: say('placeLabel'), keyboard: false, interactive: false }).addTo(map);
    prompt.textContent = say('placeChosen');
    if (!first) return;
    void import('./entry-form').then(({ showEntryForm }) => showEntryForm(formBox, {
      ...target, language, say, place: () => marker!.getLatLng(),
      onSent: (held) => {
        end();
        const thanks = el('p', 'mk-note', say(held ? 'thanksHeld' : 'thanks'));
        thanks.tabIndex = -1;
        thanks.setAttribute('role', 'status');
        const close = el('button', 'mk-button mk-secondary', say('close'));
        close.type = 'button';
        close.addEventListener('click', () => {
          box.replaceChildren();
          box.hidden = true;
          button.focus();
        });
        const row = el('div', 'mk-actions');
        row.append(close);
        box.replaceChildren(thanks, row);
        box.hidden = false;
        thanks.focus();
        target.redraw();
      },
    })).catch(() => {
      formBox.replaceChildren(el('p', 'mk-error', say('sendFailed')));
    });
  };
  const onMapClick = (e: L.LeafletMouseEvent) => place(e.latlng);
  const end = () => {
    map.off('click', onMapClick);
    marker?.remove();
    box.replaceChildren();
    box.hidden = true;
    button.hidden = false;
  };
  map.on('click', onMapClick);
  centre.addEventListener('click', () => place(map.getCenter()));
  cancel.addEventListener('click', () => {
    end();
    button.focus();
  });
}

void start();
