import type { Layer, MapSummary, MapTile, Point, UserInfo, Workspace } from '@mitmachkarte/contract';
import { worldPixel } from '@mitmachkarte/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import L from 'leaflet';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as de from '../../i18n/de/map';
import { germanOf } from '../../test/german';
import { createQueryClient } from '../../lib/query-client';
import { stubApi, type StubCall } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { MapPage } from './map-page';
import { berlinDayBefore } from './list/point-filter';
import { MARKERS_PER_FRAME } from './view/use-in-frames';
import { category } from '../../test/schema-fixtures';
import { point, layer as testLayer, variable } from './test-fixtures';
import { workspaceOf } from '../../test/workspace-fixtures';
import { stubGeolocation, unstubGeolocation } from './test-geolocation';

/** The map app against a fake server: what it asks for (tiles of the visible area, a point's
 *  details, the summary under the filter) and what it draws of the answers. */

const WORKSPACE: Workspace = workspaceOf({ ID: '01900000-0000-7000-8000-0000000000ff', Name: 'Testprojekt', Public: true, Editable: true });
const USER: UserInfo = { LoggedIn: true, Permissions: [], ID: '01900000-0000-7000-8000-0000000000aa', Name: 'Nutzerin', Email: 'n@example.org' };
const EMPTY_TILE: MapTile = { Clusters: [], Points: [], Omitted: 0 };

type MapStub = {
  info?: UserInfo;
  /** Details by id (GET /gis/point/{id}). */
  points?: Point[];
  summary?: (query: URLSearchParams) => MapSummary;
  /** The answer for one tile. */
  tile?: (z: number, x: number, y: number) => MapTile;
  bounds?: MapSummary['Bounds'];
};

function stubMap(layer: Layer, { info = { LoggedIn: false, Permissions: [] }, points = [], summary, tile, bounds = [9.4, 51.3, 9.4, 51.3] }: MapStub = {}): StubCall[] {
  const routes: Parameters<typeof stubApi>[0] = {
    'GET /auth/info': { status: 200, body: info },
    'GET /auth/settings': { status: 200, body: {} },
    'GET /client-config': { status: 200, body: { TileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png', TileAttribution: 'Test' } },
    'GET /gis/workspaces': { status: 200, body: [WORKSPACE] },
    [`GET /gis/layers/${WORKSPACE.ID}`]: { status: 200, body: [layer] },
    [`GET /gis/map/${layer.ID}/*`]: (_, path) => {
      const [z, x, y] = path.split('?')[0]!.split('/').slice(-3).map(Number) as [number, number, number];
      return { status: 200, body: tile?.(z, x, y) ?? EMPTY_TILE };
    },
    [`GET /gis/map/${layer.ID}*`]: (_, path) => {
      const query = new URL(path, 'http://x').searchParams;
      return { status: 200, body: summary?.(query) ?? { Total: points.length, Matched: points.length, Bounds: bounds } };
    },
  };
  for (const p of points) routes[`GET /gis/point/${p.ID}`] = { status: 200, body: p };
  return stubApi(routes);
}

/** Whether tile z/x/y holds the place (degrees WGS84). */
const tileHolds = (z: number, x: number, y: number, lon: number, lat: number) => {
  const p = worldPixel(lon, lat, z);
  return Math.floor(p.x / 256) === x && Math.floor(p.y / 256) === y;
};
const tileCalls = (calls: StubCall[]) => calls.filter((c) => /^\/gis\/map\/[^/?]+\/\d+\/\d+\/\d+/.test(c.path))
  .map((c) => c.path.split('?')[0]!.split('/').slice(-3).map(Number) as [number, number, number]);
const summaryQueries = (calls: StubCall[]) => calls.filter((c) => /^\/gis\/map\/[^/?]+(\?|$)/.test(c.path))
  .map((c) => Object.fromEntries(new URL(c.path, 'http://x').searchParams));

const openLayer = (CanAddPoints: boolean): Layer => ({ ...testLayer([variable({ Name: 'Titel', DataType: 'text' })]), CanAddPoints });
const mapElement = (container: HTMLElement) => container.querySelector<HTMLElement>('.map-container')!;

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
  // jsdom lays nothing out: the map gets a 512×512 px area, so that it has tiles to ask for.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(512);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(512);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MapPage: who is offered a new entry', () => {
  it('offers it to an anonymous visitor where the server says CanAddPoints', async () => {
    stubMap(openLayer(true));
    renderOne(<MapPage />, '/map');
    expect(await screen.findByRole('button', { name: de.map.newEntry })).toBeVisible();
  });

  it('does not offer it to a logged-in user where the server says no, even on a public editable layer, and says why', async () => {
    stubMap(openLayer(false), { info: USER });
    renderOne(<MapPage />, '/map');
    expect(await screen.findByText(de.map.recordNotAllowed)).toBeVisible();
    expect(screen.queryByRole('button', { name: de.map.newEntry })).toBeNull();
  });

  it('asks an anonymous visitor to log in where the server says no', async () => {
    stubMap(openLayer(false));
    renderOne(<MapPage />, '/map');
    expect(await screen.findByText(de.map.loginToRecord)).toBeVisible();
    expect(screen.queryByRole('button', { name: de.map.newEntry })).toBeNull();
  });
});

describe('MapPage: the first view', () => {
  it('makes the map at the layer\'s extent, never first at the default view (no default tiles, one layout)', async () => {
    const setView = vi.spyOn(L.Map.prototype, 'setView');
    stubMap(openLayer(true), { bounds: [9.9, 51.5, 10.0, 51.6] });
    const { container } = renderOne(<MapPage />, '/map');
    await waitFor(() => expect(container.querySelector('.leaflet-container')).not.toBeNull());
    const first = setView.mock.calls[0]!;
    const centre = L.latLng(first[0] as L.LatLngExpression);
    expect(centre.lat).toBeCloseTo(51.55, 2);
    expect(centre.lng).toBeCloseTo(9.95, 2);
  });

  it('asks for the first view\'s tiles before the map is made, and the made map needs no others', async () => {
    const asked: { tile: string; mapMade: boolean }[] = [];
    stubMap(openLayer(true), {
      bounds: [9.9, 51.5, 10.0, 51.6],
      tile: (z, x, y) => {
        asked.push({ tile: `${z}/${x}/${y}`, mapMade: document.querySelector('.leaflet-container') !== null });
        return EMPTY_TILE;
      },
    });
    const { container, queryClient } = renderOne(<MapPage />, '/map');
    // Answers stay fresh for a while, as in the app: the made map takes the tiles asked for before.
    queryClient.setDefaultOptions({ queries: { ...createQueryClient().getDefaultOptions().queries, retry: false } });
    await waitFor(() => expect(container.querySelector('.leaflet-container')).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter((a) => a.mapMade)).toEqual([]);
    expect(new Set(asked.map((a) => a.tile)).size).toBe(asked.length);
  });

  it('makes it at the project\'s start view where it has one', async () => {
    const setView = vi.spyOn(L.Map.prototype, 'setView');
    const layer = { ...openLayer(true), MapView: { Lat: 52.52, Lng: 13.4, Zoom: 14 } };
    stubMap(layer);
    const { container } = renderOne(<MapPage />, '/map');
    await waitFor(() => expect(container.querySelector('.leaflet-container')).not.toBeNull());
    expect(setView.mock.calls[0]!.slice(0, 2)).toEqual([[52.52, 13.4], 14]);
  });
});

describe('MapPage: the map draws the server’s tiles (docs/product.md §2.14)', () => {
  const layer = openLayer(true);
  const lone = point(7);

  it('asks for the tiles of the visible area at zoom 18 and draws their clusters and points', async () => {
    // One place: the map fits to it at its highest zoom.
    const centre = worldPixel(9.4, 51.3, 18);
    const home = [Math.floor(centre.x / 256), Math.floor(centre.y / 256)];
    const calls = stubMap(layer, {
      points: [lone],
      tile: (z, x, y) => (x === home[0] && y === home[1]
        ? { Clusters: [[9.4001, 51.3001, 1234]], Points: [[lone.ID, 9.4, 51.3, '', 'neu']], Omitted: 0 }
        : EMPTY_TILE),
    });
    const { container } = renderOne(<MapPage />, '/map');
    const bubble = await waitFor(() => {
      const found = container.querySelector<HTMLElement>('.map-cluster');
      expect(found).not.toBeNull();
      return found!;
    });
    const tiles = tileCalls(calls);
    expect(tiles.every(([z]) => z === 18)).toBe(true);
    // 512 px and a margin of 64 px on each side: 3 or 4 tiles across and down, the centre's among them.
    const xs = new Set(tiles.map(([, x]) => x));
    const ys = new Set(tiles.map(([, , y]) => y));
    expect(xs.size).toBeGreaterThanOrEqual(3);
    expect(xs.size).toBeLessThanOrEqual(4);
    expect(ys.size).toBeLessThanOrEqual(4);
    expect(tiles).toContainEqual([18, home[0], home[1]]);
    expect(bubble).toHaveTextContent('1,2k');
    expect(bubble).toHaveAttribute('title', '1.234 Einträge – zum Heranzoomen auswählen');
    expect(mapElement(container).querySelector('[title="Eintrag (Neu)"]')).not.toBeNull();
  });

  it('draws only what lies in the visible area and a margin of 64 px, though the tiles reach further', async () => {
    const centre = worldPixel(9.4, 51.3, 18);
    const home = [Math.floor(centre.x / 256), Math.floor(centre.y / 256)];
    // 0.003° east is about 560 px away at zoom 18: beyond the 512 px map's half and the margin.
    const far = point(8);
    stubMap(layer, {
      points: [lone, far],
      tile: (z, x, y) => (x === home[0] && y === home[1]
        ? { Clusters: [[9.4001, 51.3001, 12], [9.403, 51.3, 34]], Points: [[lone.ID, 9.4, 51.3, '', 'neu'], [far.ID, 9.403, 51.3001, '', 'umgesetzt']], Omitted: 0 }
        : EMPTY_TILE),
    });
    const { container } = renderOne(<MapPage />, '/map');
    await waitFor(() => expect(mapElement(container).querySelector('.map-cluster')).not.toBeNull());
    expect([...mapElement(container).querySelectorAll('.map-cluster')].map((c) => c.textContent)).toEqual(['12']);
    expect(mapElement(container).querySelector('[title="Eintrag (Neu)"]')).not.toBeNull();
    expect(mapElement(container).querySelector('[title="Eintrag (Umgesetzt)"]')).toBeNull();
  });

  it('draws the markers nearest the centre first when they come a few per frame', async () => {
    const centre = worldPixel(9.4, 51.3, 18);
    const home = [Math.floor(centre.x / 256), Math.floor(centre.y / 256)];
    // 20 bubbles 110 × 140 px apart, all in view, nudged apart by a pixel each so that no two lie
    // equally far from the centre; the tile lists them farthest first.
    const placed = Array.from({ length: 20 }, (_, i) => {
      const [dx, dy] = [((i % 5) - 2) * 110 + i, (Math.floor(i / 5) - 1.5) * 140];
      const at = L.CRS.EPSG3857.pointToLatLng(L.point(centre.x + dx, centre.y + dy), 18);
      return { count: i + 10, lat: at.lat, lon: at.lng, distance: Math.hypot(dx, dy) };
    }).sort((a, b) => b.distance - a.distance);
    stubMap(layer, {
      tile: (z, x, y) => (x === home[0] && y === home[1]
        ? { Clusters: placed.map((c) => [c.lon, c.lat, c.count] as [number, number, number]), Points: [], Omitted: 0 }
        : EMPTY_TILE),
    });
    // No next animation frame: the markers come only as the page renders again, at most 12 new
    // ones each time; the order in which they are added to the page tells which came first.
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const added: number[] = [];
    const observer = new MutationObserver((records) => {
      for (const node of records.flatMap((r) => [...r.addedNodes])) {
        if (node instanceof HTMLElement && node.classList.contains('map-cluster')) added.push(Number(node.textContent));
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderOne(<MapPage />, '/map');
    await waitFor(() => expect(added.length).toBeGreaterThanOrEqual(MARKERS_PER_FRAME));
    observer.disconnect();
    const first = added.slice(0, MARKERS_PER_FRAME);
    expect(first.sort((a, b) => a - b)).toEqual(placed.slice(-MARKERS_PER_FRAME).map((c) => c.count).sort((a, b) => a - b));
  });

  it('names the entries that a crowded tile leaves out', async () => {
    const centre = worldPixel(9.4, 51.3, 18);
    const home = [Math.floor(centre.x / 256), Math.floor(centre.y / 256)];
    stubMap(layer, {
      points: [lone],
      tile: (z, x, y) => (x === home[0] && y === home[1] ? { Clusters: [], Points: [[lone.ID, 9.4, 51.3, '', 'neu']], Omitted: 1234 } : EMPTY_TILE),
    });
    renderOne(<MapPage />, '/map');
    expect(await screen.findByText('1.234 weitere Einträge in diesem Ausschnitt sind nicht eingezeichnet. Die Liste zeigt alle.')).toBeInTheDocument();
    expect(germanOf(de.map.omitted, { n: 1 })).toBe('1 weiterer Eintrag in diesem Ausschnitt ist nicht eingezeichnet. Die Liste zeigt alle.');
  });

  it('zooms in two levels when a cluster is activated', async () => {
    const calls = stubMap(layer, {
      bounds: [9.0, 51.0, 10.0, 52.0],
      tile: (z) => (z < 12 ? { Clusters: [[9.5, 51.5, 40]], Points: [], Omitted: 0 } : EMPTY_TILE),
    });
    const { container } = renderOne(<MapPage />, '/map');
    const bubble = await waitFor(() => {
      const found = container.querySelector<HTMLElement>('.map-cluster');
      expect(found).not.toBeNull();
      return found!;
    });
    const zoom = tileCalls(calls)[0]![0];
    expect(zoom).toBeLessThan(12);
    fireEvent.click(bubble);
    await waitFor(() => expect(tileCalls(calls).some(([z]) => z === zoom + 2)).toBe(true));
    expect(tileCalls(calls).some(([z]) => z === zoom + 1)).toBe(false);
  });

  it('fetches a point’s details when its pin is chosen, and shows them', async () => {
    const titled = point(8, { Titel: { DataType: 'text', Value: 'Brücke am Fluss' } });
    // Only the tile that holds the point lists it, as the server answers.
    const calls = stubMap(layer, { points: [titled], tile: (z, x, y) => (tileHolds(z, x, y, 9.4, 51.3)
      ? { Clusters: [], Points: [[titled.ID, 9.4, 51.3, '', 'neu']], Omitted: 0 } : EMPTY_TILE) });
    const { container } = renderOne(<MapPage />, '/map');
    const pin = await waitFor(() => {
      const found = mapElement(container).querySelector<HTMLElement>('[title="Eintrag (Neu)"]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(calls.some((c) => c.path === `/gis/point/${titled.ID}`)).toBe(false);
    fireEvent.click(pin);
    expect(await screen.findByText('Brücke am Fluss')).toBeVisible();
    expect(calls.filter((c) => c.path === `/gis/point/${titled.ID}`)).toHaveLength(1);
    // Drawn once, large, from its details.
    await waitFor(() => expect(mapElement(container).querySelectorAll('[title="Eintrag (Neu)"]')).toHaveLength(1));
    expect(mapElement(container).querySelector<HTMLElement>('[title="Eintrag (Neu)"] svg')).toHaveAttribute('width', '50');
  });

  it('draws the lines and areas the tiles carry, each once, and chooses one by a click (docs/product.md §25.1)', async () => {
    const line = { ...point(9, { Titel: { DataType: 'text', Value: 'Fehlender Radweg' } }), Geometry: { type: 'LineString' as const, coordinates: [[9.399, 51.3], [9.401, 51.3]] as [number, number][] } };
    // Every tile the line's box meets carries it, as the server answers from MAP_SHAPE_ZOOM.
    const calls = stubMap(layer, { points: [line], tile: () => ({ Clusters: [], Points: [], Omitted: 0, Shapes: [[line.ID, line.Geometry, '', 'neu']] }) });
    const { container } = renderOne(<MapPage />, '/map');
    const paths = await waitFor(() => {
      const found = mapElement(container).querySelectorAll<SVGPathElement>('.leaflet-overlay-pane path.leaflet-interactive');
      expect(found).toHaveLength(1);
      return found;
    });
    fireEvent.click(paths[0]!);
    expect(await screen.findByText('Fehlender Radweg')).toBeVisible();
    expect(calls.filter((c) => c.path === `/gis/point/${line.ID}`)).toHaveLength(1);
  });
});

describe('MapPage: the selected point on the map', () => {
  const layer = openLayer(true);
  const inside = { ...point(9, { Titel: { DataType: 'text', Value: 'Mitten im Haufen' } }), CanChange: true };
  const onlyClusters = () => ({ Clusters: [[9.4001, 51.3001, 12]] as [number, number, number][], Points: [], Omitted: 0 });

  it('is drawn large from its details even while it lies inside a cluster', async () => {
    stubMap(layer, { info: USER, points: [inside], tile: onlyClusters });
    const { container } = renderOne(<MapPage />, `/map?workspace=${WORKSPACE.ID}&layer=${layer.ID}&punkt=${inside.ID}`);
    expect(await screen.findByText('Mitten im Haufen')).toBeVisible();
    await waitFor(() => expect(mapElement(container).querySelector('[title="Eintrag (Neu)"] svg')).toHaveAttribute('width', '50'));
    await waitFor(() => expect(mapElement(container).querySelector('.map-cluster')).not.toBeNull());
    expect(mapElement(container).querySelector('[title="Eintrag (Neu)"] svg')).toHaveAttribute('width', '50');
  });

  it('leaves the map while it is being changed: the draggable marker stands for it', async () => {
    const calls = stubMap(layer, { info: USER, points: [inside], tile: (z, x, y) => (tileHolds(z, x, y, 9.4, 51.3)
      ? { Clusters: [[9.4, 51.3, 3]], Points: [[inside.ID, 9.4, 51.3, '', 'neu']], Omitted: 0 } : EMPTY_TILE) });
    const { container } = renderOne(<MapPage />, `/map?workspace=${WORKSPACE.ID}&layer=${layer.ID}&punkt=${inside.ID}&bearbeiten=1`);
    expect(await screen.findByRole('heading', { name: de.editEntry.title })).toBeVisible();
    await waitFor(() => expect(mapElement(container).querySelector('.map-new-marker')).not.toBeNull());
    // The tiles are drawn (their cluster shows), without the point.
    await waitFor(() => expect(mapElement(container).querySelector('.map-cluster')).not.toBeNull());
    expect(mapElement(container).querySelector('[title="Eintrag (Neu)"]')).toBeNull();
    // The server leaves it out of the clusters' counts as well.
    const tileQueries = calls.filter((c) => /^\/gis\/map\/[^/?]+\/\d+\/\d+\/\d+/.test(c.path)).map((c) => new URL(c.path, 'http://x').searchParams.get('except'));
    expect(tileQueries.at(-1)).toBe(inside.ID);
  });
});

describe('MapPage: filters (docs/product.md §16.1)', () => {
  it('sends status, category and the period’s first Berlin day to the server, says how many pass, and resets', async () => {
    const layer = { ...openLayer(true), Schema: { ...openLayer(true).Schema, Categories: [category('Klar', 'Klares Wasser')] } };
    const calls = stubMap(layer, {
      summary: (q) => ({ Total: 3, Matched: q.size === 0 ? 3 : 1, Bounds: [9.4, 51.3, 9.4, 51.3] }),
    });
    renderOne(<MapPage />, '/map');
    expect(await screen.findByText('3 Einträge')).toBeVisible();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText(de.pointFilter.status), 'Umgesetzt');
    expect(await screen.findByText('1 von 3 Einträgen')).toBeVisible();
    await user.selectOptions(screen.getByLabelText(de.pointFilter.category), 'Klares Wasser');
    await user.selectOptions(screen.getByLabelText(de.pointFilter.period), 'Letzte 7 Tage');
    await waitFor(() => expect(summaryQueries(calls)).toContainEqual({ status: 'umgesetzt', category: 'Klar', from: berlinDayBefore(7) }));
    expect(summaryQueries(calls)[0]).toEqual({});
    // The tiles are asked for under the same filter.
    await waitFor(() => expect(calls.some((c) => /\/\d+\/\d+\/\d+\?status=umgesetzt&category=Klar&from=/.test(c.path))).toBe(true));
    await user.click(screen.getByRole('button', { name: de.pointFilter.reset }));
    expect(await screen.findByText('3 Einträge')).toBeVisible();
  });
});

describe('MapPage: a link to one entry (docs/product.md §16.6)', () => {
  it('opens the details of the entry named by ?punkt=, fetched by its id', async () => {
    const layer = openLayer(true);
    const points = [1, 2, 3].map((n) => point(n, { Titel: { DataType: 'text', Value: `Eintrag ${n}` } }));
    const calls = stubMap(layer, { points });
    renderOne(<MapPage />, `/map?workspace=${WORKSPACE.ID}&layer=${layer.ID}&punkt=${points[1]!.ID}`);
    expect(await screen.findByText('Eintrag 2')).toBeVisible();
    expect(screen.queryByText('Eintrag 1')).toBeNull();
    expect(calls.some((c) => c.path.startsWith('/gis/points/'))).toBe(false);
  });
});

describe('MapPage: changing an entry (docs/product.md §16.5, §16.6)', () => {
  const layer = openLayer(true);
  const titled = (n: number, CanChange: boolean) => ({ ...point(n, { Titel: { DataType: 'text' as const, Value: `Eintrag ${n}` } }), CanChange });
  const link = (p: Point) => `/map?workspace=${WORKSPACE.ID}&layer=${layer.ID}&punkt=${p.ID}&bearbeiten=1`;

  it('opens edit mode from a link with bearbeiten=1 where the server answers CanChange', async () => {
    const p = titled(1, true);
    stubMap(layer, { info: USER, points: [p] });
    renderOne(<MapPage />, link(p));
    expect(await screen.findByRole('heading', { name: de.editEntry.title })).toHaveFocus();
    expect(screen.getByLabelText(/Titel/)).toHaveValue('Eintrag 1');
    expect(screen.getByLabelText(de.map.layer)).toBeDisabled();
  });

  it('shows only the details from such a link where the server answers CanChange false', async () => {
    const p = titled(1, false);
    stubMap(layer, { info: USER, points: [p] });
    renderOne(<MapPage />, link(p));
    expect(await screen.findByText('Eintrag 1')).toBeVisible();
    expect(screen.queryByRole('heading', { name: de.editEntry.title })).toBeNull();
  });

  it('opens it with „Bearbeiten“ in the details; „Verwerfen“ leads back to them, focus on their heading', async () => {
    const p = titled(2, true);
    stubMap(layer, { info: USER, points: [p] });
    renderOne(<MapPage />, `/map?workspace=${WORKSPACE.ID}&layer=${layer.ID}&punkt=${p.ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Eintrag „Eintrag 2“ bearbeiten' }));
    expect(screen.getByRole('heading', { name: de.editEntry.title })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: de.map.discard }));
    expect(screen.getByRole('heading', { name: de.map.entry })).toHaveFocus();
    expect(screen.getByText('Eintrag 2')).toBeVisible();
  });

  it('„Kategorie ändern“ offers the chooser again; the new category names the form, the marker stays', async () => {
    const withCategories = { ...layer, Schema: { ...layer.Schema, Categories: [category('Klar', 'Klares Wasser'), category('Trueb', 'Trübes Wasser')] } };
    const p = { ...point(3, { Titel: { DataType: 'text', Value: 'Eintrag 3' }, category: { DataType: 'category', Value: 'Klar' } }), CanChange: true };
    stubMap(withCategories, { info: USER, points: [p] });
    renderOne(<MapPage />, link(p));
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Eintrag bearbeiten: Klares Wasser' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: de.editEntry.changeCategory }));
    await user.click(await screen.findByRole('button', { name: 'Trübes Wasser' }));
    expect(await screen.findByRole('heading', { name: 'Eintrag bearbeiten: Trübes Wasser' })).toBeVisible();
    expect(screen.getByLabelText(/Titel/)).toHaveValue('Eintrag 3');
    expect(screen.getByRole('status')).toHaveTextContent(de.editEntry.markerHint);
  });
});

describe('MapPage: „Mein Standort“ (docs/product.md §17.1)', () => {
  afterEach(unstubGeolocation);
  // The project's start view at zoom 14: the position is shown closer.
  const atStart = (CanAddPoints: boolean, Categories: Layer['Schema']['Categories'] = []): Layer => {
    const base = openLayer(CanAddPoints);
    return { ...base, MapView: { Lat: 52.52, Lng: 13.4, Zoom: 14 }, Schema: { ...base.Schema, Categories } };
  };
  /** The draggable marker of record and edit mode, where it stands. */
  const markerAt = (onAdd: { mock: { contexts: unknown[] } }) => (onAdd.mock.contexts as L.Marker[])
    .filter((m) => m.getElement()?.classList.contains('map-new-marker')).at(-1)?.getLatLng();
  /** Presses „Mein Standort“ and lets the browser answer; stub the geolocation before rendering. */
  const locate = async (container: HTMLElement, geo: ReturnType<typeof stubGeolocation>) => {
    const user = userEvent.setup();
    await waitFor(() => expect(container.querySelector('.leaflet-container')).not.toBeNull());
    await user.click(await screen.findByRole('button', { name: de.myLocation.button }));
    expect(screen.getByText(de.myLocation.searching)).toBeVisible();
    geo.succeed(52.5, 13.41, 20);
    expect(await screen.findByText('Die Karte zeigt Ihren Standort (auf etwa 20 m genau).')).toBeVisible();
    return user;
  };

  it('centres the map on the position at zoom 17, draws it as a dot, and offers a new entry there to an anonymous visitor', async () => {
    const setView = vi.spyOn(L.Map.prototype, 'setView');
    const onAdd = vi.spyOn(L.Marker.prototype, 'onAdd');
    const geo = stubGeolocation();
    stubMap(atStart(true));
    const { container } = renderOne(<MapPage />, '/map');
    const user = await locate(container, geo);
    expect(setView.mock.calls.at(-1)!.slice(0, 2)).toEqual([[52.5, 13.41], 17]);
    await waitFor(() => expect(mapElement(container).querySelector('.map-location')).not.toBeNull());
    expect(mapElement(container).querySelector('.map-location-accuracy')).not.toBeNull();
    // The dot is no entry's pin.
    expect(markerAt(onAdd)).toBeUndefined();

    await user.click(screen.getByRole('button', { name: de.myLocation.createHere }));
    expect(await screen.findByRole('heading', { name: de.map.record })).toHaveFocus();
    await waitFor(() => expect(markerAt(onAdd)).toEqual(L.latLng(52.5, 13.41)));
    // The marker stands there: nothing more is offered.
    expect(screen.queryByRole('button', { name: de.myLocation.markerHere })).toBeNull();
  });

  it('never zooms beyond the map\'s highest zoom', async () => {
    const setView = vi.spyOn(L.Map.prototype, 'setView');
    const geo = stubGeolocation();
    stubMap(openLayer(true));
    const { container } = renderOne(<MapPage />, '/map');
    await locate(container, geo);
    expect(setView.mock.calls.at(-1)!.slice(0, 2)).toEqual([[52.5, 13.41], 18]);
  });

  it('leads through the category chooser as a double-click does where the layer has categories', async () => {
    const onAdd = vi.spyOn(L.Marker.prototype, 'onAdd');
    const geo = stubGeolocation();
    stubMap(atStart(true, [category('Klar', 'Klares Wasser')]));
    const { container } = renderOne(<MapPage />, '/map');
    const user = await locate(container, geo);
    await user.click(screen.getByRole('button', { name: de.myLocation.createHere }));
    await user.click(await screen.findByRole('button', { name: 'Klares Wasser' }));
    expect(await screen.findByRole('heading', { name: `${de.map.record}: Klares Wasser` })).toBeVisible();
    await waitFor(() => expect(markerAt(onAdd)).toEqual(L.latLng(52.5, 13.41)));
  });

  it('offers no new entry where the server says CanAddPoints false, but still shows the position', async () => {
    const geo = stubGeolocation();
    stubMap(atStart(false), { info: USER });
    const { container } = renderOne(<MapPage />, '/map');
    await locate(container, geo);
    expect(screen.queryByRole('button', { name: de.myLocation.createHere })).toBeNull();
    await waitFor(() => expect(mapElement(container).querySelector('.map-location')).not.toBeNull());
  });

  it('in record mode moves the entry\'s marker to the position with „Marker hierher setzen“', async () => {
    const onAdd = vi.spyOn(L.Marker.prototype, 'onAdd');
    const geo = stubGeolocation();
    stubMap(atStart(true), { info: USER });
    const { container } = renderOne(<MapPage />, '/map');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: de.map.newEntry }));
    await locate(container, geo);
    await user.click(screen.getByRole('button', { name: de.myLocation.markerHere }));
    await waitFor(() => expect(markerAt(onAdd)).toEqual(L.latLng(52.5, 13.41)));
    expect(await screen.findByText(de.myLocation.markerPlaced)).toBeVisible();
    expect(screen.getByRole('button', { name: de.myLocation.button })).toHaveFocus();
  });

  it('shows the German reason where the browser refuses, and moves nothing', async () => {
    const setView = vi.spyOn(L.Map.prototype, 'setView');
    const geo = stubGeolocation();
    stubMap(atStart(true));
    const { container } = renderOne(<MapPage />, '/map');
    await waitFor(() => expect(container.querySelector('.leaflet-container')).not.toBeNull());
    const calls = setView.mock.calls.length;
    await userEvent.setup().click(await screen.findByRole('button', { name: de.myLocation.button }));
    geo.fail(1);
    expect(await screen.findByText(de.myLocation.denied)).toBeVisible();
    expect(setView.mock.calls.length).toBe(calls);
    expect(mapElement(container).querySelector('.map-location')).toBeNull();
  });
});
