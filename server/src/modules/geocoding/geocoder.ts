import { ALERT_POLYGON_MAX_VERTICES, type GeocodeResult } from '@mitmachkarte/contract';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { say } from '../../i18n/messages.js';

/** The address search behind GET /geocode (docs/product.md §17.1): asks a Nominatim-compatible
 *  service (its /search with format=jsonv2) on behalf of the visitor, so that the visitor's address
 *  never reaches it and the Content-Security-Policy needs no foreign host. Follows the usage policy
 *  of OpenStreetMap's Nominatim (operations.osmfoundation.org/policies/nominatim): at most one
 *  request per second from this process, an identifying User-Agent, and answers kept (24 h). */
export type Geocoder = { search(text: string, viewBox?: string, areas?: boolean): Promise<GeocodeResult[]> };

/** How far the service may move an outline's corners to simplify it (degrees, about 50 m): a
 *  district's boundary then has tens of corners, not thousands. */
const OUTLINE_THRESHOLD_DEGREES = '0.0005';

export const GEOCODER_OFF = say('geocoderOff');
export const GEOCODER_DOWN = say('geocoderDown');
export const GEOCODER_BUSY = say('geocoderBusy');

/** What the service answers per place (strings, as Nominatim sends them); more fields are ignored. */
const Place = z.object({
  display_name: z.string(),
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  boundingbox: z.tuple([z.coerce.number(), z.coerce.number(), z.coerce.number(), z.coerce.number()]).optional(),
  geojson: z.object({ type: z.string(), coordinates: z.unknown() }).optional(),
});
const Ring = z.array(z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]).rest(z.number()));

/** Twice the signed area of a ring of [lng, lat] (shoelace; only to compare rings). */
const ringSize = (ring: readonly (readonly number[])[]) =>
  Math.abs(ring.reduce((sum, [x1, y1], i) => { const [x2, y2] = ring[(i + 1) % ring.length]!; return sum + x1! * y2! - x2! * y1!; }, 0));

/** The outline of a place from the service's GeoJSON geometry: a Polygon's outer ring, a
 *  MultiPolygon's largest outer ring, as [lng, lat] corners (6 decimals, the closing corner
 *  dropped); null for other geometries and for rings of fewer than 3 or more than
 *  ALERT_POLYGON_MAX_VERTICES corners. */
export function outlineOf(geometry: { type: string; coordinates: unknown } | undefined): [number, number][] | null {
  if (!geometry) return null;
  const rings = geometry.type === 'Polygon' ? [(geometry.coordinates as unknown[])?.[0]]
    : geometry.type === 'MultiPolygon' ? (Array.isArray(geometry.coordinates) ? geometry.coordinates.map((p) => (p as unknown[])?.[0]) : [])
    : [];
  const valid = rings.flatMap((r) => { const ring = Ring.safeParse(r); return ring.success ? [ring.data] : []; });
  const largest = valid.sort((a, b) => ringSize(b) - ringSize(a))[0];
  if (!largest) return null;
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  const corners = largest.map(([lng, lat]) => [round(lng), round(lat)] as [number, number]);
  const [first, last] = [corners[0]!, corners.at(-1)!];
  if (first[0] === last[0] && first[1] === last[1]) corners.pop();
  return corners.length >= 3 && corners.length <= ALERT_POLYGON_MAX_VERTICES ? corners : null;
}
const Places = z.array(z.unknown()).transform((items) => items.flatMap((item) => {
  const place = Place.safeParse(item);
  return place.success ? [place.data] : [];
}));

type Options = {
  /** Base URL of the service; undefined: every search is refused with 503 GEOCODER_OFF. */
  url: string | undefined;
  /** Names this installation to the service (its policy asks for it). */
  userAgent: string;
  /** Least time between two requests to the service (ms); 1000 by its policy. */
  minIntervalMs?: number;
  /** Longest a search may wait for its turn before it is refused with 429 (ms). */
  maxWaitMs?: number;
  /** Longest the service may take to answer (ms). */
  timeoutMs?: number;
};

/** A geocoder with a cache of 1,000 searches for 24 hours and a queue that spaces requests to the
 *  service. Throws UNAVAILABLE (503) when it is off, unreachable, slow or answers nonsense, and
 *  RATE_LIMITED (429) when too many searches wait. Results: at most 5, as the service ranks them. */
export function createGeocoder({ url, userAgent, minIntervalMs = 1000, maxWaitMs = 10_000, timeoutMs = 5000 }: Options): Geocoder {
  const cache = new LRUCache<string, GeocodeResult[]>({ max: 1000, ttl: 24 * 3600_000 });
  /** When the last request in the queue is expected to go out (ms since the epoch), for the 429. */
  let nextSlot = 0;
  /** Resolves to when the newest request in the queue went out (ms since the epoch). */
  let previousSent: Promise<number> = Promise.resolve(-Infinity);

  /** Waits for this request's turn: in the order of arrival, each at least minIntervalMs after the
   *  previous one actually went out. Counted from the planned times instead, a timer that fired
   *  late on a busy server let the next request follow the late one within 600 ms. */
  async function turn(): Promise<void> {
    const now = Date.now();
    const at = Math.max(now, nextSlot);
    if (at - now > maxWaitMs) throw new AppError('RATE_LIMITED', GEOCODER_BUSY, undefined, Math.ceil((at - now) / 1000));
    nextSlot = at + minIntervalMs;
    const before = previousSent;
    let sent!: (at: number) => void;
    previousSent = new Promise((resolve) => { sent = resolve; });
    const wait = (await before) + minIntervalMs - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    sent(Date.now());
  }

  async function ask(base: string, text: string, viewBox: string | undefined, areas: boolean): Promise<GeocodeResult[]> {
    const query = new URLSearchParams({ format: 'jsonv2', limit: '5', q: text, 'accept-language': 'de' });
    if (viewBox) query.set('viewbox', viewBox);
    if (areas) {
      query.set('polygon_geojson', '1');
      query.set('polygon_threshold', OUTLINE_THRESHOLD_DEGREES);
    }
    await turn();
    let body: unknown;
    try {
      const res = await fetch(`${base}/search?${query}`, { headers: { 'user-agent': userAgent, accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
      if (!res.ok) throw new Error(`status ${res.status}`);
      body = await res.json();
    } catch {
      throw new AppError('UNAVAILABLE', GEOCODER_DOWN);
    }
    const places = Places.safeParse(body);
    if (!places.success) throw new AppError('UNAVAILABLE', GEOCODER_DOWN);
    return places.data.map((p) => ({
      Label: p.display_name, Lat: p.lat, Lng: p.lon,
      // Nominatim: [south, north, west, east].
      BoundingBox: p.boundingbox ? [p.boundingbox[0], p.boundingbox[2], p.boundingbox[1], p.boundingbox[3]] : null,
      ...(areas ? { Area: outlineOf(p.geojson) } : {}),
    }));
  }

  return {
    async search(text, viewBox, areas = false) {
      if (!url) throw new AppError('UNAVAILABLE', GEOCODER_OFF);
      const key = `${text.toLowerCase()}|${viewBox ?? ''}|${areas}`;
      const cached = cache.get(key);
      if (cached) return cached;
      const results = await ask(url, text, viewBox, areas);
      cache.set(key, results);
      return results;
    },
  };
}
