import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, openPointsWorld, validAnswers, type PointsWorld } from '../points-fixtures.js';
import type { TestApp } from '../test-app.js';

/** Who gets a pre-session (plugins/session.ts, docs/decisions/0030): a visitor without a session
 *  cookie gets one from GET /auth/info, from the live stream and from every request checked
 *  against forgery (a refused write's answer brings it for the next try); a plain read answers
 *  them without Set-Cookie. */
let t: TestApp;
let w: PointsWorld;

beforeAll(async () => {
  ({ t, w } = await openPointsWorld());
});
afterAll(async () => t?.close());

const cookiesOf = (res: LightMyRequestResponse) => Object.fromEntries((res.cookies as { name: string; value: string }[]).map((c) => [c.name, c.value]));

describe('a visitor without a session cookie', () => {
  it.each([
    ['the public list of a layer', () => `${API}/gis/points/${w.layers.open}`],
    ['a map tile', () => `${API}/gis/map/${w.layers.open}/0/0/0`],
    ['the layers', () => `${API}/gis/layers`],
    ['an unknown layer (404)', () => `${API}/gis/points/0190f5a2-dead-7000-8000-00000000beef`],
  ])('reads %s without getting a cookie', async (_name, url) => {
    const res = await t.app.inject({ method: 'GET', url: url() });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('gets a pre-session and its XSRF-TOKEN from GET /auth/info', async () => {
    const cookies = cookiesOf(await t.app.inject({ method: 'GET', url: `${API}/auth/info` }));
    expect(cookies.mk_session).toMatch(/^anon\.[A-Za-z0-9_-]{43}$/);
    expect(cookies['XSRF-TOKEN']).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('gets one with the refusal of a write, and the write passes with it on the next try', async () => {
    const body = { Layer: w.layers.open, Latitude: 50.1, Longitude: 8.6, Attributes: validAnswers() };
    const refused = await t.app.inject({ method: 'POST', url: `${API}/gis/point`, payload: body });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Message).toBe('Das Sicherheits-Token fehlt oder ist ungültig. Bitte laden Sie die Seite neu.');
    const cookies = cookiesOf(refused);
    expect(cookies.mk_session).toMatch(/^anon\./);
    const retry = await t.app.inject({
      method: 'POST', url: `${API}/gis/point`, payload: body,
      headers: { cookie: `mk_session=${cookies.mk_session}; XSRF-TOKEN=${cookies['XSRF-TOKEN']}`, 'x-xsrf-token': cookies['XSRF-TOKEN']! },
    });
    expect(retry.statusCode, retry.body).toBe(200);
  });

  it('keeps a visitor with a pre-session anonymous on plain reads, and gives back a missing XSRF-TOKEN', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/gis/layers`, headers: { cookie: `mk_session=anon.${'b'.repeat(43)}` } });
    expect(Object.keys(cookiesOf(res))).toEqual(['XSRF-TOKEN']);
  });
});
