import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_STREAMS_PER_CLIENT, type LiveEvent } from '@mitmachkarte/contract';
import { DEFAULT_RATE_LIMITS } from '../../src/lib/rate-limits.js';
import { applyPhases } from '../../src/modules/phases/phases-apply.service.js';
import type { TestClient } from '../client.js';
import { API, createPointsWorld, validAnswers, type PointsWorld } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** The live updates (docs/product.md §21): GET /gis/events?layer={id} read as a real HTTP stream
 *  from a listening app. What a listener receives is decided by their rights when it is sent: the
 *  public sees public points with their ids and only a bare `layer` event for what it may not see
 *  (a point hidden by the moderation, a non-public one); a private layer's stream is 404 for
 *  outsiders, and once a phase hides the map (§25.4) the public's open stream gets nothing more.
 *  Last-Event-ID, the limit of open streams, the shutdown, and on PostgreSQL the fan-out from one
 *  instance to another (NOTIFY), which also tells the other instances to re-read the context
 *  layers' hosts of their CSP. */

/** An open event stream: the events so far, a wait for the next that matches, and closing. */
type Stream = { status: number; events: LiveEvent[]; comments: string[]; next: (match: (e: LiveEvent) => boolean, ms?: number) => Promise<LiveEvent>; ended: Promise<void>; close: () => void };

/** Opens `GET {base}/api/v1/gis/events?layer=…` with the cookies of `client` (if any) and extra `headers`. */
function openStream(base: string, layer: string, client?: TestClient, headers: Record<string, string> = {}): Promise<Stream> {
  const cookie = client ? [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : '';
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${API}/gis/events?layer=${layer}`, { headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}), ...headers } }, (res) => {
      const events: LiveEvent[] = [];
      const comments: string[] = [];
      const waiting = new Set<() => void>();
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (data) events.push(JSON.parse(data.slice(6)) as LiveEvent);
          for (const line of block.split('\n')) if (line.startsWith(':')) comments.push(line);
          for (const wake of waiting) wake();
        }
      });
      const ended = new Promise<void>((done) => res.on('end', done));
      const next = (match: (e: LiveEvent) => boolean, ms = 10_000) => new Promise<LiveEvent>((ok, fail) => {
        let seen = 0;
        const look = () => {
          for (; seen < events.length; seen++) {
            if (match(events[seen]!)) {
              waiting.delete(look);
              clearTimeout(timer);
              ok(events[seen]!);
              return;
            }
          }
        };
        const timer = setTimeout(() => { waiting.delete(look); fail(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events)}`)); }, ms);
        waiting.add(look);
        look();
      });
      resolve({ status: res.statusCode ?? 0, events, comments, next, ended, close: () => req.destroy() });
    });
    req.on('error', reject);
  });
}

let t: TestApp;
let w: PointsWorld;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { anonPointsPerHour: 1000 } });
  w = await createPointsWorld(t);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t?.close());

const newPoint = async (client: TestClient, layer: string, extra: object = {}) => {
  const res = await client.post(`${API}/gis/point`, { Layer: layer, Latitude: 51.3, Longitude: 9.47, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().ID as string;
};

describe('GET /gis/events', () => {
  it('sends the public a new public point with its id, and of a point the moderation hides only that the layer changed', async () => {
    const anon = await openStream(base, w.layers.plain);
    const manager = await openStream(base, w.layers.plain, w.owner);
    expect([anon.status, manager.status]).toEqual([200, 200]);
    const id = await newPoint(w.user, w.layers.plain);
    expect(await anon.next((e) => e.Type === 'point.created')).toMatchObject({ Layer: w.layers.plain, Point: id });
    await manager.next((e) => e.Point === id && e.Type === 'point.created');

    expect((await w.owner.post(`${API}/gis/moderation/hide`, { PointID: id, Reason: 'Werbung' })).statusCode).toBe(200);
    const hidden = await manager.next((e) => e.Type === 'point.hidden');
    expect(hidden.Point).toBe(id);
    const seenByAnon = await anon.next((e) => e.Revision === hidden.Revision);
    expect(seenByAnon).toEqual({ Type: 'layer', Layer: w.layers.plain, Revision: hidden.Revision });
    // Its later changes (a vote of its author, who still sees it) reach the public without the id too.
    expect((await w.user.post(`${API}/gis/vote/${id}`, { Vote: 1 })).statusCode).toBe(200);
    await manager.next((e) => e.Type === 'point.counts' && e.Point === id);
    const since = anon.events.indexOf(seenByAnon);
    await expect.poll(() => anon.events.length).toBeGreaterThan(since + 1);
    expect(anon.events.slice(since)).toEqual(anon.events.slice(since).map((e) => ({ Type: 'layer', Layer: w.layers.plain, Revision: e.Revision })));
    anon.close();
    manager.close();
  });

  it('never names a non-public point to the public, and refuses the stream of a private layer to outsiders (404)', async () => {
    const anon = await openStream(base, w.layers.plain);
    const id = await newPoint(w.owner, w.layers.plain, { Public: false });
    const event = await anon.next((e) => e.Type === 'layer' || e.Point === id);
    expect(event.Point).toBeUndefined();
    anon.close();
    expect((await openStream(base, w.layers.hidden)).status).toBe(404);
    expect((await openStream(base, w.layers.hidden, w.outsider)).status).toBe(404);
    const member = await openStream(base, w.layers.private, w.member);
    expect(member.status).toBe(200);
    member.close();
    expect((await openStream(base, w.layers.private)).status).toBe(404);
    expect((await openStream(base, 'kaputt')).status).toBe(400);
  });

  it('finding 7: an author\'s edit on a pre-moderated map reaches the public only as a bare layer event', async () => {
    const res = await w.owner.post(`${API}/gis/layer`, { Workspace: w.workspaces.pub, Name: 'Geprüft live', Public: true, Editable: true, Premoderation: true });
    const layer = (res.json() as { ID: string }).ID;
    const id = await newPoint(w.user, layer);
    expect((await w.owner.post(`${API}/gis/moderation/show`, { PointID: id })).statusCode).toBe(200);
    const anon = await openStream(base, layer);
    const manager = await openStream(base, layer, w.owner);
    expect((await w.user.put(`${API}/gis/point/${id}`, { Latitude: 51.31, Longitude: 9.48, Attributes: {} })).statusCode).toBe(200);
    const changed = await manager.next((e) => e.Type === 'point.changed' && e.Point === id);
    expect(await anon.next((e) => e.Revision === changed.Revision)).toEqual({ Type: 'layer', Layer: layer, Revision: changed.Revision });
    anon.close();
    manager.close();
  });

  it('answers an old Last-Event-ID first with a layer event (refetch), a current one with nothing', async () => {
    await newPoint(w.user, w.layers.open, { Attributes: validAnswers() });
    const behind = await openStream(base, w.layers.open, undefined, { 'last-event-id': '0' });
    const first = await behind.next(() => true);
    expect(first.Type).toBe('layer');
    const current = await openStream(base, w.layers.open, undefined, { 'last-event-id': String(first.Revision) });
    const id = await newPoint(w.user, w.layers.open, { Attributes: validAnswers() });
    expect((await current.next(() => true)).Point).toBe(id);
    behind.close();
    current.close();
  });

  it(`lets one session hold ${LIVE_STREAMS_PER_CLIENT} streams; the next gets 429 in German`, async () => {
    const open = [];
    for (let i = 0; i < LIVE_STREAMS_PER_CLIENT; i++) open.push(await openStream(base, w.layers.plain, w.member));
    expect(open.map((s) => s.status)).toEqual(open.map(() => 200));
    const refused = await new Promise<{ status: number; body: string }>((resolve) => {
      const cookie = [...w.member.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      http.get(`${base}${API}/gis/events?layer=${w.layers.plain}`, { headers: { cookie } }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => { body += c.toString(); });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
    });
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body).Message).toBe('Es sind schon zu viele Live-Verbindungen offen. Bitte schließen Sie andere Fenster dieser Karte.');
    // A closed stream frees its place.
    open.pop()!.close();
    await expect.poll(async () => {
      const again = await openStream(base, w.layers.plain, w.member);
      again.close();
      return again.status;
    }).toBe(200);
    for (const s of open) s.close();
  });

  it('sends a heartbeat comment every 25 s, so that proxies keep the stream open', async () => {
    const stream = await openStream(base, w.layers.plain);
    await expect.poll(() => stream.comments, { timeout: 30_000, interval: 500 }).toContain(': ping');
    stream.close();
  }, 40_000);
});

/** The 429 of a refused stream (read to its end), or the open stream's status. */
function openOrRefused(url: string, layer: string, headers: Record<string, string>): Promise<{ status: number; body: string; close: () => void }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${url}${API}/gis/events?layer=${layer}`, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      if (res.statusCode === 200) {
        resolve({ status: 200, body: '', close: () => req.destroy() });
        return;
      }
      let body = '';
      res.on('data', (c: Buffer) => { body += c.toString(); });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, close: () => undefined }));
    });
    req.on('error', reject);
  });
}

describe('finding 11: streams of clients without cookies', () => {
  it('finding 11: one IPv4 address or IPv6 /64 holds a bounded number of streams, however many sessions it starts; the next gets 429 in German', async () => {
    // Behind a proxy, so that the test can speak from several addresses (X-Forwarded-For).
    const own = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const world = await createPointsWorld(own);
      const url = await own.app.listen({ port: 0, host: '127.0.0.1' });
      const open: { close: () => void }[] = [];
      const from = async (ip: string) => {
        const res = await openOrRefused(url, world.layers.plain, { 'x-forwarded-for': ip });
        open.push(res);
        return res;
      };
      // Every request without a cookie gets a new session: the per-session limit does not hold them.
      let accepted = 0;
      for (let i = 1; i <= 200; i++) {
        const res = await from(`2001:db8:11:11::${i.toString(16)}`);
        if (res.status !== 200) {
          expect(res.status).toBe(429);
          expect(JSON.parse(res.body).Message).toBe('Es sind schon zu viele Live-Verbindungen offen. Bitte schließen Sie andere Fenster dieser Karte.');
          break;
        }
        accepted++;
      }
      expect(accepted).toBe(DEFAULT_RATE_LIMITS.liveStreamsPerIp);
      // The same /64 with another address: refused too; another network: accepted.
      expect((await from('2001:db8:11:11:ffff::1')).status).toBe(429);
      expect((await from('2001:db8:11:12::1')).status).toBe(200);
      expect((await from('203.0.113.11')).status).toBe(200);
      for (const s of open) s.close();
    } finally {
      await own.close();
    }
  });

  it('finding 11: a server process holds at most its number of streams in all (RATE_LIMIT_LIVE_STREAMS_PER_PROCESS); a closed one frees its place', async () => {
    const own = await createTestApp({ env: { TRUST_PROXY: 'true' }, rateLimits: { liveStreamsPerProcess: 5 } });
    try {
      const world = await createPointsWorld(own);
      const url = await own.app.listen({ port: 0, host: '127.0.0.1' });
      const open = [];
      for (let i = 1; i <= 5; i++) open.push(await openOrRefused(url, world.layers.plain, { 'x-forwarded-for': `198.51.100.${i}` }));
      expect(open.map((s) => s.status)).toEqual([200, 200, 200, 200, 200]);
      const refused = await openOrRefused(url, world.layers.plain, { 'x-forwarded-for': '198.51.100.77' });
      expect([refused.status, JSON.parse(refused.body).Message]).toEqual([429, 'Es sind gerade zu viele Live-Verbindungen offen. Bitte versuchen Sie es später noch einmal.']);
      open.pop()!.close();
      await expect.poll(async () => {
        const again = await openOrRefused(url, world.layers.plain, { 'x-forwarded-for': '198.51.100.77' });
        again.close();
        return again.status;
      }).toBe(200);
      for (const s of open) s.close();
    } finally {
      await own.close();
    }
  });
});

describe('phases (docs/product.md §25.4)', () => {
  it('once a phase hides the map, an open stream of the public gets nothing more, the team\'s goes on, and a new one is 404', async () => {
    const own = await createTestApp();
    try {
      const world = await createPointsWorld(own);
      const url = await own.app.listen({ port: 0, host: '127.0.0.1' });
      const ws = (await world.owner.get(`${API}/gis/workspace/${world.workspaces.pub}`)).json() as { Name: string; Public: boolean; Editable: boolean; Attributes: unknown };
      const saved = await world.owner.put(`${API}/gis/workspace/${world.workspaces.pub}`, {
        ...ws, Phases: [{ Title: 'Auswertung', Start: '2030-05-01', End: '2030-05-31', Switches: [{ Target: 'layer', ID: world.layers.plain, View: false }] }],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const anon = await openStream(url, world.layers.plain);
      const team = await openStream(url, world.layers.plain, world.owner);
      const before = await newPoint(world.user, world.layers.plain);
      await anon.next((e) => e.Point === before);

      // Berlin midnight at the phase's start (CEST): the phase task hides the map from all but the team.
      expect(await applyPhases(own.db, Date.parse('2030-04-30T22:00:00Z'))).toBe(1);
      const seen = anon.events.length;
      const during = await newPoint(world.owner, world.layers.plain);
      await team.next((e) => e.Point === during && e.Type === 'point.created');
      // The public's stream is checked for the same change in the same fan-out: give it a moment.
      await new Promise((done) => setTimeout(done, 300));
      expect(anon.events.slice(seen)).toEqual([]);
      expect((await openStream(url, world.layers.plain)).status).toBe(404);
      anon.close();
      team.close();
    } finally {
      await own.close();
    }
  });
});

describe('shutdown', () => {
  it('ends the open streams first, so that the graceful shutdown does not wait for them', async () => {
    const own = await createTestApp();
    const world = await createPointsWorld(own);
    const url = await own.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(url, world.layers.plain);
    const started = Date.now();
    await own.app.closeGracefully({ lingerMs: 0 });
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(5_000);
    await own.close().catch(() => undefined);
  });
});

// Instances share events only through PostgreSQL (one process serves SQLite).
if (process.env.TEST_DATABASE_URL) {
  describe('two instances on PostgreSQL', () => {
    it('deliver a point created through one instance to a stream on the other (NOTIFY)', async () => {
      const second = await createTestApp({ sameDatabaseAs: t });
      try {
        const url = await second.app.listen({ port: 0, host: '127.0.0.1' });
        const stream = await openStream(url, w.layers.plain);
        const id = await newPoint(w.user, w.layers.plain);
        expect(await stream.next((e) => e.Point === id, 2_000)).toMatchObject({ Type: 'point.created', Layer: w.layers.plain });
        stream.close();
      } finally {
        await second.close();
      }
    });

    it('let the Content-Security-Policy of the other instance follow the host of a new context layer (a signal through NOTIFY)', async () => {
      const second = await createTestApp({ sameDatabaseAs: t });
      try {
        const imgSrc = async () => /img-src ([^;]*)/.exec(String((await second.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']))![1]!;
        expect(await imgSrc()).not.toContain('https://wms.nachbar.example');
        const layer = (await w.owner.get(`${API}/gis/layer/${w.layers.plain}`)).json();
        const wms = { Kind: 'wms', Title: 'Bebauungsplan', Url: 'https://wms.nachbar.example/wms', Layers: 'bplan', Attribution: '', Opacity: 0.7, Visible: true };
        expect((await w.owner.put(`${API}/gis/layer/${w.layers.plain}`, { ...layer, ContextLayers: [wms] })).statusCode).toBe(200);
        await expect.poll(imgSrc, { timeout: 2_000 }).toContain('https://wms.nachbar.example');
      } finally {
        await second.close();
      }
    });
  });
}
