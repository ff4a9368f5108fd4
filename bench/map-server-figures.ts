/** The server-side figures of map-data.bench.ts (docs/product.md §19.2, docs/decisions/0012):
 *  bytes of a whole-layer view, warm throughput against a bare node:http server with the same
 *  bytes, 304 answers against /health, and peak memory on a cold start. */
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { MapSummary, MapTile } from '@mitmachkarte/contract';
import autocannon from 'autocannon';
import { type Bounds, boundsZoom, type Tile, tilePath, tilesAroundCentre, tilesCoveringBounds, type Viewport } from './map-geometry.js';
import { type Child, peakRssBytes, stopChild } from './processes.js';
import { BROWSER_ENCODINGS, browserAgent, getRaw, type RawAnswer } from './raw-http.js';
import { startTranspiled } from './transpiled.js';

const AE = { 'accept-encoding': BROWSER_ENCODINGS };

/** A seeded layer and its whole-layer view: the zoom at which its bounds fit the viewport and the
 *  tiles that cover them. */
export type LayerView = { label: string; workspaceId: string; layerId: string; points: number; bounds: Bounds; zoom: number; tiles: Tile[] };

/** GET /gis/map/{id}: the layer's summary; its Bounds give the whole-layer view in `viewport`. */
export async function layerView(base: string, label: string, seeded: { workspaceId: string; layerId: string; points: number }, viewport: Viewport): Promise<LayerView> {
  const summary = JSON.parse((await getRaw(`${base}/api/v1/gis/map/${seeded.layerId}`, AE)).decoded.toString('utf8')) as MapSummary;
  if (summary.Total !== seeded.points || !summary.Bounds) throw new Error(`summary of ${label}: ${JSON.stringify(summary)}, expected Total ${seeded.points} with Bounds`);
  const zoom = boundsZoom(summary.Bounds, viewport);
  return { label, ...seeded, bounds: summary.Bounds, zoom, tiles: tilesCoveringBounds(summary.Bounds, zoom) };
}

/** Bytes of the whole-layer view: as sent and uncompressed, the content encodings seen, and the
 *  points the tiles count (clusters' counts plus lone points), which must be all of them. */
export type ViewBytes = { sent: number; decoded: number; encodings: string[]; counted: number; clusters: number; lone: number; answers: Map<string, RawAnswer> };

export async function wholeLayerBytes(base: string, view: LayerView): Promise<ViewBytes> {
  const agent = browserAgent();
  try {
    const answers = await Promise.all(view.tiles.map((t) => getRaw(base + tilePath(view.layerId, t), AE, agent)));
    const result: ViewBytes = { sent: 0, decoded: 0, encodings: [], counted: 0, clusters: 0, lone: 0, answers: new Map() };
    answers.forEach((a, i) => {
      const tile = JSON.parse(a.decoded.toString('utf8')) as MapTile;
      result.sent += a.sent.length;
      result.decoded += a.decoded.length;
      result.encodings.push(String(a.headers['content-encoding'] ?? 'identity'));
      result.clusters += tile.Clusters.length;
      result.lone += tile.Points.length;
      result.counted += tile.Clusters.reduce((n, c) => n + c[2], 0) + tile.Points.length + tile.Omitted;
      result.answers.set(tilePath(view.layerId, view.tiles[i]!), a);
    });
    return result;
  } finally {
    agent.destroy();
  }
}

/** Headers the baseline repeats (those that shape what a client does with the bytes). */
const KEPT_HEADERS = ['content-type', 'content-encoding', 'etag', 'cache-control', 'vary'];

/** Starts map-baseline-server.ts with the recorded answers (written to `dir`). */
export async function startMapBaseline(dir: string, answers: Map<string, RawAnswer>): Promise<{ child: Child; base: string }> {
  const recorded = Object.fromEntries([...answers].map(([url, a]) => [url, {
    headers: Object.fromEntries(KEPT_HEADERS.filter((h) => a.headers[h] !== undefined).map((h) => [h, String(a.headers[h])])),
    body: a.sent.toString('base64'),
  }]));
  const file = path.join(dir, 'map-baseline-answers.json');
  fs.writeFileSync(file, JSON.stringify(recorded));
  return startTranspiled('map baseline', 'map-baseline-server.ts', { MAP_BASELINE_ANSWERS: file });
}

/** The cookies a browser sends after its first answer (the anonymous pre-session and the XSRF
 *  token, plugins/session.ts), as one Cookie header. */
export async function browserCookies(base: string): Promise<string> {
  const answer = await getRaw(`${base}/api/v1/auth/info`, AE);
  const setCookie = answer.headers['set-cookie'] ?? [];
  if (setCookie.length === 0) throw new Error('GET /auth/info set no cookie');
  return setCookie.map((c) => c.split(';')[0]).join('; ');
}

/** Totals of autocannon rounds against one target. */
export type Load = { requests: number; bytes: number; seconds: number; statuses: Map<number, number>; errors: number };
export const emptyLoad = (): Load => ({ requests: 0, bytes: 0, seconds: 0, statuses: new Map(), errors: 0 });
export const perSecond = (l: Load) => ({ rps: l.requests / l.seconds, mbps: l.bytes / l.seconds / 1e6 });

/** One autocannon round of `seconds` with `connections` cycling through `paths`, added to `into`. */
export async function loadRound(into: Load, base: string, paths: readonly string[], headers: Record<string, string>, connections: number, seconds: number): Promise<void> {
  const result = await autocannon({
    url: base, connections, duration: seconds, headers, requests: paths.map((p) => ({ method: 'GET' as const, path: p })),
  });
  into.requests += result.requests.total;
  into.bytes += result.throughput.total;
  into.seconds += result.duration;
  into.errors += result.errors + result.timeouts;
  for (const [code, stat] of Object.entries(result.statusCodeStats as Record<string, { count: number }>)) {
    into.statuses.set(Number(code), (into.statuses.get(Number(code)) ?? 0) + stat.count);
  }
}

/** Runs `rounds` interleaved rounds against `a` and `b`, alternating which goes first, so that
 *  load from other processes hits both alike. */
export async function interleaved(rounds: number, a: (l: Load) => Promise<void>, b: (l: Load) => Promise<void>): Promise<[Load, Load]> {
  const [la, lb] = [emptyLoad(), emptyLoad()];
  for (let i = 0; i < rounds; i++) {
    if (i % 2 === 0) { await a(la); await b(lb); } else { await b(lb); await a(la); }
  }
  return [la, lb];
}

/** Status counts as text: "200×1234". */
export const statusText = (l: Load) => [...l.statuses].map(([c, n]) => `${c}×${n}`).join(' ') + (l.errors ? ` errors×${l.errors}` : '');

/** Cold start of a fresh server (`start`) on `view`'s layer: the whole-layer view (the summary,
 *  then its tiles, six at a time as a browser), timed; then the tiles over the centre at each
 *  zoom up to 3 deeper, then the summary again; the peak RSS (VmHWM) after all of it. */
export async function coldView(start: () => Promise<{ child: Child; base: string }>, view: LayerView, viewport: Viewport): Promise<{ coldMs: number; deeperMs: number; tiles: number; peakRss: number; startRss: number }> {
  const server = await start();
  const agent: http.Agent = browserAgent();
  try {
    const startRss = peakRssBytes(server.child);
    const get = (p: string) => getRaw(server.base + p, AE, agent);
    const summary = `/api/v1/gis/map/${view.layerId}`;
    let t0 = performance.now();
    await get(summary);
    await Promise.all(view.tiles.map((t) => get(tilePath(view.layerId, t))));
    const coldMs = performance.now() - t0;
    let tiles = view.tiles.length;
    t0 = performance.now();
    for (let z = view.zoom + 1; z <= view.zoom + 3; z++) {
      const around = tilesAroundCentre(view.bounds, z, viewport);
      tiles += around.length;
      await Promise.all(around.map((t) => get(tilePath(view.layerId, t))));
    }
    await get(summary);
    const deeperMs = performance.now() - t0;
    return { coldMs, deeperMs, tiles, peakRss: peakRssBytes(server.child), startRss };
  } finally {
    agent.destroy();
    await stopChild(server.child);
  }
}
