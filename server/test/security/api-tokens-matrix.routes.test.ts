import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenMayCall } from '../../src/access/token.rules.js';
import { managedWorkspaceIds } from '../../src/access/scope.js';
import { createOwnApiToken, revokeOwnApiToken } from '../../src/modules/api-tokens/api-tokens.service.js';
import { createOrganisationApiToken } from '../../src/modules/api-tokens/organisation-api-tokens.service.js';
import { type Entry, injectCall, MATRIX, OPEN311, type Req } from '../authz-matrix.js';
import { type AuthzWorld, createAuthzWorld, MARKER } from '../authz-world.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** The API keys' scopes in the authorization matrix (docs/product.md §24.6; docs/security.md, API
 *  keys): every route and state of authz-matrix.ts, sent with a key of the matrix's `owner` (who
 *  holds no permission of a group) and no cookie. The expected status follows from the owner's
 *  column: a key that manages both of the owner's projects (`write`, `manage:` each) gets what the
 *  owner's session gets; a reading key (`read`) gets it on reads and 403 on every write; and both
 *  get 403 on the account's security and the administration (token.rules.ts tokenMayCall).
 *  An organisation's key (`read`, `write`; docs/decisions/0044) gets what the anonymous visitor
 *  gets, under the same three rules. Open311 reads no Authorization header: there every key gets
 *  what the caller without it gets (its POST takes the key in its form, test/open311). */
let t: TestApp;
let w: AuthzWorld;
const keys = { read: '', manage: '' };
const orgKeys = { read: '', write: '' };
const tally = { cells: 0, mismatches: 0 };

beforeAll(async () => {
  t = await createTestApp({
    rateLimits: { anonPointsPerHour: 100_000, anonPointsPerLayerHour: 100_000, anonReportsPerHour: 100_000, registerPerHour: 100_000, resetPerHour: 100_000, confirmLinkPerHour: 100_000, surveyPerHour: 100_000, imageUploadPerHour: 100_000, feedbackPerHour: 100_000, termsPerHour: 100_000, liveStreamsPerIp: 100_000 },
  });
  w = await createAuthzWorld(t);
  keys.read = (await createOwnApiToken(t.db, ownerActor(), { Name: 'lesen', Scopes: ['read'], ExpiresAt: tomorrow() })).Token;
  const orgmanager = { userId: w.userIds.orgmanager, name: '', email: '', permissions: ['orgmanager'] };
  const organisation = await w.fresh.organisation();
  for (const scope of ['read', 'write'] as const) {
    orgKeys[scope] = (await createOrganisationApiToken(t.db, orgmanager, organisation, { Name: scope, Scopes: [scope], ExpiresAt: tomorrow() })).Token;
  }
}, 120_000);

const ownerActor = () => ({ userId: w.userIds.owner, name: '', email: '', permissions: [] });
const tomorrow = () => new Date(Date.now() + 24 * 3600_000).toISOString();
const madeIds = new Map<string, string>();
const idOf = (key: string) => madeIds.get(key)!;

/** A key of the owner with `write` and `manage:` of every project the owner manages. */
async function manageKey(): Promise<string> {
  const managed = await managedWorkspaceIds(t.db, w.userIds.owner).execute();
  const made = await createOwnApiToken(t.db, ownerActor(), { Name: 'verwalten', Scopes: ['write', ...managed.map((r) => `manage:${r.id}`)], ExpiresAt: tomorrow() });
  madeIds.set(made.Token, made.ID);
  return made.Token;
}
afterAll(async () => {
  console.log(`API key matrix: ${tally.cells} calls, ${tally.mismatches} mismatches`);
  await t?.close();
});

/** Sends `req` with the key `key` only: no cookie, no anti-forgery token. */
async function send(key: string, method: string, req: Req): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { authorization: `Bearer ${key}`, ...(req.host ? { host: req.host } : {}) };
  return injectCall(t.app, method, req, headers);
}

/** Routes outside the session's scope (app.ts): Open311, which reads its own `api_key`, and the
 *  one-click unsubscribe of mail programs. They read no Authorization header: a key changes nothing. */
const readsNoKey = (route: string) => route.startsWith(`${OPEN311}/`) || route === '/area-alerts/one-click/:token' || route === '/project-updates/one-click';

/** The status a key of `scope` should get where the owner's session (an organisation's key: the
 *  anonymous visitor) gets `caller`. */
function expectedFor(scope: 'read' | 'manage' | 'write', method: string, route: string, caller: number, organisation = false): number {
  if (readsNoKey(route)) return caller;
  const reading = method === 'GET';
  const actor = { userId: organisation ? null : 'x', name: '', email: '', permissions: [], token: { id: 'x', write: scope !== 'read', manages: [], reading } };
  if (tokenMayCall(actor, method, route) !== 'ok') return 403;
  return caller;
}

describe('API keys in the authorization matrix', () => {
  const cases = MATRIX.flatMap((entry: Entry) => Object.keys(entry.expect).map((state) => ({ entry, state })));
  it.each(cases.map((c) => [`${c.entry.route} [${c.state}]`, c] as const))('%s', async (_label, { entry, state }) => {
    const [method, route] = entry.route.split(' ') as [string, string];
    const owner = entry.expect[state]!.owner;
    const got: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const scope of ['read', 'manage'] as const) {
      const req = await entry.request(w, state);
      // Made after the call's resources: it manages every project the owner manages now.
      if (scope === 'manage') keys.manage = await manageKey();
      const res = await send(keys[scope], method, req);
      if (scope === 'manage') await revokeOwnApiToken(t.db, ownerActor(), idOf(keys.manage));
      got[scope] = res.statusCode;
      expected[scope] = expectedFor(scope, method, route, owner);
      tally.cells++;
      if (got[scope] !== expected[scope]) tally.mismatches++;
      if (res.statusCode >= 400) expect(res.body, `${entry.route} [${state}] with ${scope}`).not.toContain(MARKER);
    }
    expect({ got, owner }).toEqual({ got: expected, owner });
  });

  it.each(cases.map((c) => [`${c.entry.route} [${c.state}] with an organisation's key`, c] as const))('%s', async (_label, { entry, state }) => {
    const [method, route] = entry.route.split(' ') as [string, string];
    const anon = entry.expect[state]!.anon;
    const got: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const scope of ['read', 'write'] as const) {
      const res = await send(orgKeys[scope], method, await entry.request(w, state));
      got[scope] = res.statusCode;
      expected[scope] = expectedFor(scope, method, route, anon, true);
      tally.cells++;
      if (got[scope] !== expected[scope]) tally.mismatches++;
      if (res.statusCode >= 400) expect(res.body, `${entry.route} [${state}] with the organisation's ${scope}`).not.toContain(MARKER);
    }
    expect({ got, anon }).toEqual({ got: expected, anon });
  });
});
