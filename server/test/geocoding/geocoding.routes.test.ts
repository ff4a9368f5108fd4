import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GeocodeResult } from '@mitmachkarte/contract';
import { GEOCODER_DOWN, GEOCODER_OFF } from '../../src/modules/geocoding/geocoder.js';
import { TestClient, clientFrom } from '../client.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { german } from '../../src/i18n/messages.js';

/** The address search (docs/product.md §17.1) against a local HTTP peer that answers like
 *  Nominatim's /search: the server asks it for the visitor, maps and keeps its answers, spaces its
 *  requests, and says in German when it is off, down or asked too often. */
type Asked = { url: URL; headers: http.IncomingHttpHeaders; at: number };
const asked: Asked[] = [];
let peer: http.Server;
let t: TestApp;

const GOETTINGEN = [{
  place_id: 1, display_name: 'Markt, Innenstadt, Göttingen, Niedersachsen, 37073, Deutschland', lat: '51.5335', lon: '9.9355',
  boundingbox: ['51.5330', '51.5340', '9.9350', '9.9360'],
}, { display_name: 'kaputt ohne Koordinaten' }];

/** A district as Nominatim answers it with polygon_geojson=1: a closed ring; a town of two parts
 *  (the larger counts); a street (a line: no area); a boundary of too many corners. */
const WEHLHEIDEN = [{
  display_name: 'Wehlheiden, Kassel, Hessen, Deutschland', lat: '51.305', lon: '9.465', boundingbox: ['51.30', '51.31', '9.46', '9.47'],
  geojson: { type: 'Polygon', coordinates: [[[9.46, 51.3], [9.47, 51.3], [9.4700004, 51.31], [9.46, 51.31], [9.46, 51.3]]] },
}, {
  display_name: 'Inselstadt, Deutschland', lat: '54.0', lon: '8.0',
  geojson: { type: 'MultiPolygon', coordinates: [[[[8, 54], [8.001, 54], [8.001, 54.001], [8, 54]]], [[[8.1, 54], [8.2, 54], [8.2, 54.1], [8.1, 54.1], [8.1, 54]]]] },
}, {
  display_name: 'Wehlheider Straße, Kassel', lat: '51.306', lon: '9.466',
  geojson: { type: 'LineString', coordinates: [[9.465, 51.306], [9.467, 51.307]] },
}, {
  display_name: 'Großgemeinde', lat: '51', lon: '10',
  geojson: { type: 'Polygon', coordinates: [Array.from({ length: 251 }, (_, i) => [10 + Math.cos(i / 250 * 2 * Math.PI) / 100, 51 + Math.sin(i / 250 * 2 * Math.PI) / 100])] },
}];

beforeAll(async () => {
  peer = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://peer');
    asked.push({ url, headers: req.headers, at: Date.now() });
    const q = url.searchParams.get('q');
    if (q === 'Fehler') return res.writeHead(500).end('kaputt');
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(q === 'Unsinn' ? { error: 'nein' } : q?.startsWith('Göttingen') ? GOETTINGEN : q === 'Wehlheiden' ? WEHLHEIDEN : []));
  });
  await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({ env: { GEOCODER_URL: `http://127.0.0.1:${(peer.address() as AddressInfo).port}/` }, rateLimits: { geocodePerHour: 12 } });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => peer.close(resolve));
});

const search = (client: TestClient, query: string) => client.get(`/api/v1/geocode?${query}`);

describe('GET /geocode', () => {
  it('asks the service for anyone, without the visitor\'s address, and maps its answer', async () => {
    const res = await search(clientFrom(t.app, '203.0.113.9', '198.51.100.4'), `Text=${encodeURIComponent('Göttingen Markt')}&ViewBox=9.85,51.48,10.05,51.6`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([{
      Label: 'Markt, Innenstadt, Göttingen, Niedersachsen, 37073, Deutschland', Lat: 51.5335, Lng: 9.9355, BoundingBox: [51.533, 9.935, 51.534, 9.936],
    }] satisfies GeocodeResult[]);
    const request = asked.at(-1)!;
    expect(request.url.pathname).toBe('/search');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ format: 'jsonv2', limit: '5', q: 'Göttingen Markt', 'accept-language': 'de', viewbox: '9.85,51.48,10.05,51.6' });
    expect(request.headers['user-agent']).toMatch(/^Mitmachkarte \(http/);
    expect(JSON.stringify(request.headers)).not.toMatch(/203\.0\.113\.9|198\.51\.100\.4/);
  });

  it('keeps answers: the same search again does not reach the service', async () => {
    const before = asked.length;
    expect((await search(new TestClient(t.app), `Text=${encodeURIComponent('göttingen markt')}&ViewBox=9.85,51.48,10.05,51.6`)).statusCode).toBe(200);
    expect(asked.length).toBe(before);
  });

  /** The times (Date.now()) at which the server sent its requests to the service while `run` ran:
   *  timed where the server sends them, since where the service receives them, the first request,
   *  which opens the connection, arrived up to a few hundred ms late on a loaded machine. */
  async function sendTimes(run: () => Promise<unknown>): Promise<number[]> {
    const sent: number[] = [];
    const send = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      sent.push(Date.now());
      return send(input, init);
    });
    try {
      await run();
    } finally {
      spy.mockRestore();
    }
    return sent;
  }

  it('spaces its requests to the service by a second', async () => {
    const client = new TestClient(t.app);
    const sent = await sendTimes(() => Promise.all([search(client, 'Text=Irgendwo'), search(client, 'Text=Nirgendwo')]));
    expect(asked.slice(-2).map((a) => a.url.searchParams.get('q')).sort()).toEqual(['Irgendwo', 'Nirgendwo']);
    expect(sent).toHaveLength(2);
    expect(sent[1]! - sent[0]!).toBeGreaterThanOrEqual(900);
  });

  it('keeps a second between its requests when the server was too busy to send one on time', async () => {
    const client = new TestClient(t.app);
    const sent = await sendTimes(async () => {
      // The previous test's last request leaves these two a turn each in the coming two seconds;
      // the event loop is then held past both, so that both timers fire late, one right after the other.
      const both = Promise.all([search(client, 'Text=Dort'), search(client, 'Text=Hier')]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const until = Date.now() + 2500;
      while (Date.now() < until) { /* busy, as a server under load */ }
      await both;
    });
    expect(sent).toHaveLength(2);
    expect(sent[1]! - sent[0]!).toBeGreaterThanOrEqual(900);
  });

  it('with Areas=true asks for simplified outlines and gives an area\'s outline, for area alerts (docs/product.md §24.2)', async () => {
    const client = clientFrom(t.app, '192.0.2.88');
    const res = await search(client, 'Text=Wehlheiden&Areas=true');
    expect(res.statusCode, res.body).toBe(200);
    const request = asked.at(-1)!;
    expect(request.url.searchParams.get('polygon_geojson')).toBe('1');
    expect(request.url.searchParams.get('polygon_threshold')).toBe('0.0005');
    expect(res.json().map((p: GeocodeResult) => [p.Label, p.Area])).toEqual([
      // The closing corner dropped, coordinates to six decimals.
      ['Wehlheiden, Kassel, Hessen, Deutschland', [[9.46, 51.3], [9.47, 51.3], [9.47, 51.31], [9.46, 51.31]]],
      ['Inselstadt, Deutschland', [[8.1, 54], [8.2, 54], [8.2, 54.1], [8.1, 54.1]]],
      ['Wehlheider Straße, Kassel', null],
      ['Großgemeinde', null],
    ]);
    // Without Areas the service is not asked for outlines, and the answer has none.
    const plain = await search(client, 'Text=Wehlheiden');
    expect(asked.at(-1)!.url.searchParams.has('polygon_geojson')).toBe(false);
    expect(plain.json()[0]).not.toHaveProperty('Area');
    const bad = await search(client, 'Text=Wehlheiden&Areas=vielleicht');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Areas muss true oder false sein.');
  });

  it('says in German when the service fails or answers nonsense (503), and changes nothing', async () => {
    for (const text of ['Fehler', 'Unsinn']) {
      const res = await search(new TestClient(t.app), `Text=${text}`);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ Message: german(GEOCODER_DOWN) });
    }
  });

  it('refuses bad input with 400 and a German message', async () => {
    for (const [query, message] of [
      ['Text=a', 'Bitte geben Sie mindestens zwei Zeichen ein.'],
      [`Text=${'x'.repeat(201)}`, 'Die Suche darf höchstens 200 Zeichen lang sein.'],
      ['Text=Markt&ViewBox=9.85,51.48', 'Der Kartenausschnitt ist ungültig.'],
      ['ViewBox=1,2,3,4', ''],
    ] as const) {
      const res = await search(new TestClient(t.app), query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().Message).toBeTruthy();
      if (message) expect(res.body).toContain(message);
    }
  });

  it('limits the searches of one address per hour (429)', async () => {
    const client = clientFrom(t.app, '192.0.2.77');
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) statuses.push((await search(client, `Text=${encodeURIComponent('Göttingen Markt')}`)).statusCode);
    expect(statuses.slice(0, 12).every((s) => s === 200)).toBe(true);
    expect(statuses[12]).toBe(429);
  });

  it('is off with GEOCODER_URL=off: 503 with a German message', async () => {
    const off = await createTestApp();
    try {
      const res = await search(new TestClient(off.app), 'Text=Markt');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ Message: german(GEOCODER_OFF) });
    } finally {
      await off.close();
    }
  });
});
