import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../src/modules/auth/sessions.service.js';
import { type Entry, type Expect, injectCall, MATRIX, OPEN311, type Req } from '../authz-matrix.js';
import { ACTORS, type ActorName, type AuthzWorld, createAuthzWorld, MARKER } from '../authz-world.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Generated from authz-matrix.ts: every registered route × every state ×
 *  every actor → the expected status, through app.inject on one shared set of fixtures. A
 *  registered route without an entry fails; refusals carry no resource data. */
const PREFIX = '/api/v1';
const registered: string[] = [];
let t: TestApp;
let w: AuthzWorld;
const sessionOf = new Map<ActorName, string>();
const tally = { cells: 0, states: 0, unexpected2xx: 0, status5xx: 0, mismatches: 0 };

beforeAll(async () => {
  t = await createTestApp({
    onRoute: (r: RouteOptions) => {
      for (const m of ([] as string[]).concat(r.method)) if (m !== 'HEAD') registered.push(`${m} ${r.url}`);
    },
    rateLimits: { registerPerHour: 100_000, resetPerHour: 100_000, confirmLinkPerHour: 100_000, surveyPerHour: 100_000, imageUploadPerHour: 100_000, feedbackPerHour: 100_000, termsPerHour: 100_000, openDataDownloadsPerHour: 100_000, embedTokensPerHour: 100_000 },
  });
  w = await createAuthzWorld(t);
  for (const a of ACTORS) if (a !== 'anon') sessionOf.set(a, await startSession(t.db, w.userIds[a], undefined));
}, 120_000);
afterAll(async () => {
  // The size of the matrix, printed for the record.
  console.log(`authz matrix: ${MATRIX.length} routes, ${tally.states} route states × ${ACTORS.length} actors = ${tally.cells} calls; `
    + `${tally.mismatches} mismatches, ${tally.unexpected2xx} unexpected 2xx, ${tally.status5xx} 5xx`);
  await t?.close();
});

/** Sends `req` as `actor`: its session cookie (a fresh session or pre-session when asked) and the
 *  matching anti-forgery token, which the server hands out on GET /auth/info (on every request,
 *  as the web app does). */
async function send(actor: ActorName, method: string, req: Req): Promise<LightMyRequestResponse> {
  let token = actor === 'anon' ? undefined : sessionOf.get(actor)!;
  if (req.freshSession && actor !== 'anon') token = await startSession(t.db, w.userIds[actor], undefined);
  const host: Record<string, string> = req.host ? { host: req.host } : {};
  const first = await t.app.inject({ method: 'GET', url: `${PREFIX}/auth/info`, headers: { ...host, ...(token ? { cookie: `mk_session=${token}` } : {}) } });
  const jar = new Map<string, string>(token ? [['mk_session', token]] : []);
  for (const c of first.cookies as { name: string; value: string }[]) jar.set(c.name, c.value);
  const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const headers: Record<string, string> = { ...host, cookie };
  headers['x-xsrf-token'] = jar.get('XSRF-TOKEN') ?? '';
  return injectCall(t.app, method, req, headers);
}

/** A refusal is `{ Message, Errors? }` (Open311's: its `[{ code, description }]`) and names no
 *  resource (every fixture name holds MARKER). */
function expectBareRefusal(res: LightMyRequestResponse, label: string, route: string) {
  if (res.statusCode < 400) return;
  if (route.includes(` ${OPEN311}/`)) {
    expect(res.body, label).not.toContain(MARKER);
    if (res.body.startsWith('<?xml')) return expect(res.body, label).toMatch(/^<\?xml[^>]*\?><errors><error><code>\d{3}<\/code><description>[^<]+<\/description><\/error><\/errors>$/);
    const errors = res.json() as Record<string, unknown>[];
    for (const e of errors) expect(Object.keys(e).sort(), label).toEqual(['code', 'description']);
    expect(res.body, label).not.toContain(MARKER);
    return;
  }
  const body = res.json() as Record<string, unknown>;
  expect(Object.keys(body).filter((k) => k !== 'Message' && k !== 'Errors'), label).toEqual([]);
  expect(typeof body.Message, label).toBe('string');
  expect(res.body, label).not.toContain(MARKER);
}

describe('authorization matrix', () => {
  it('has an entry for every registered route, and only for registered routes', () => {
    // Open311's routes are named in full (its own prefix, docs/product.md §24.5).
    const api = [
      ...registered.filter((r) => r.split(' ')[1]!.startsWith(PREFIX)).map((r) => r.replace(` ${PREFIX}`, ' ')),
      ...registered.filter((r) => r.split(' ')[1]!.startsWith(`${OPEN311}/`)),
    ];
    const outside = registered.filter((r) => !r.split(' ')[1]!.startsWith(PREFIX) && !r.split(' ')[1]!.startsWith(`${OPEN311}/`));
    // Outside /api/v1 only the site's manifest and its logo's files, the same for everyone (the web
    // app's files are not served in tests), and the embeddable map's page, the anonymous view for
    // everyone; web-manifest.routes.test.ts, organisation-logo.routes.test.ts and
    // embed/embed.routes.test.ts hold them.
    expect(outside, 'routes outside /api/v1').toEqual(['GET /manifest.webmanifest', 'GET /branding/:revision/:file', 'GET /embed/:id']);
    const listed = MATRIX.map((e) => e.route);
    expect(api.filter((r) => !listed.includes(r)), 'registered routes without a row').toEqual([]);
    expect(listed.filter((r) => !api.includes(r)), 'rows of routes that do not exist').toEqual([]);
    expect(new Set(listed).size, 'one entry per route').toBe(listed.length);
  });

  const cases = MATRIX.flatMap((entry: Entry) => Object.keys(entry.expect).map((state) => ({ entry, state })));
  it.each(cases.map((c) => [`${c.entry.route} [${c.state}]`, c] as const))('%s', async (_label, { entry, state }) => {
    const method = entry.route.split(' ')[0]!;
    const expected: Expect = entry.expect[state]!;
    const got = {} as Expect;
    tally.states++;
    for (const actor of ACTORS) {
      const res = await send(actor, method, await entry.request(w, state));
      got[actor] = res.statusCode;
      tally.cells++;
      if (res.statusCode >= 500) tally.status5xx++;
      if (res.statusCode < 300 && expected[actor] >= 300) tally.unexpected2xx++;
      if (res.statusCode !== expected[actor]) tally.mismatches++;
      expectBareRefusal(res, `${entry.route} [${state}] as ${actor}`, entry.route);
    }
    expect(got).toEqual(expected);
  });
});
