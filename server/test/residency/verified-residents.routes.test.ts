import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { residentsOnlyMessage } from '@mitmachkarte/contract';
import { createOrganisation, createUser, PASSWORD } from '../factories.js';
import { BROKER_CLAIMS, startOidcPeer, type OidcPeer, type PeerAccount } from '../oidc-peer.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../test-app.js';
import { readZip } from '../zip.js';
import { OidcBrowser } from '../identity-providers/oidc-browser.js';

/** Verified residents (docs/product.md §14.1; docs/security.md, Verified residents) against the
 *  real OpenID provider of the tests (test/oidc-peer.ts), configured as the Keycloak realm of
 *  docs/deployment.md passes on a BundID sign-in: the trust level in `vertrauensniveau` and the
 *  municipality key in `gemeindeschluessel`. A project reserved for the residents of 06631009
 *  takes the entries and votes of a verified sign-in with that key and refuses one with another
 *  key, an unverified one and anonymous visitors, each with a German message; its team is not
 *  bound; the verification follows the provider's latest word. */
let t: TestApp;
let peer: OidcPeer;
let origin: string;
let orgId: string;
let providerId: string;
let admin: OidcBrowser;
const API = '/api/v1';
const CLIENT = { clientId: 'mitmachkarte', clientSecret: 'geheimes-client-secret' };
const HOME = '06631009';
const ELSEWHERE = '09162000';
/** The provider's „Verifizierung“ as docs/deployment.md sets it for the Keycloak broker. */
const VERIFICATION = { AcrValues: [], Claim: BROKER_CLAIMS.trustLevel, ClaimValues: ['STORK-QAA-Level-3', 'STORK-QAA-Level-4'], MunicipalityClaim: BROKER_CLAIMS.municipalityKey };

const freePort = () => new Promise<number>((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address() as net.AddressInfo;
    s.close(() => resolve(port));
  });
});

let residentsOnly: { workspace: string; layer: string; point: string };
let anyResident: { workspace: string; layer: string };

async function json<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  peer = await startOidcPeer([{ ...CLIENT, redirectUri: `${origin}${API}/auth/oidc/callback`, postLogoutUri: `${origin}/` }]);
  t = await createTestApp({ env: { PUBLIC_URL: origin, PORT: String(port) }, rateLimits: { loginPerMinute: 10_000, confirmLinkPerHour: 10_000 } });
  await t.app.listen({ port, host: '127.0.0.1' });
  orgId = (await createOrganisation(t.db, { host: '127.0.0.1', title: 'Stadt Fulda', isDefault: true })).id;
  admin = new OidcBrowser(origin);
  await admin.fetch(`${API}/auth/info`);
  await json(await admin.fetch(`${API}/auth/login`, { body: { Email: ADMIN_EMAIL, Password: ADMIN_PASSWORD } }));
  providerId = (await json<{ ID: string }>(await admin.fetch(`${API}/admin/organisation/${orgId}/identity-providers`, {
    body: { Label: 'BundID', Issuer: peer.issuer, ClientId: CLIENT.clientId, ClientSecret: CLIENT.clientSecret, Audience: 'both', Verification: VERIFICATION },
  }))).ID;
  // The projects belong to the administrator, who is their team.
  const workspace = async (Residency: object) => (await json<{ ID: string }>(await admin.fetch(`${API}/gis/workspace`, { body: { Name: 'Bürgerhaushalt', Public: true, Editable: true, Residency } }))).ID;
  const layer = async (Workspace: string) => (await json<{ ID: string }>(await admin.fetch(`${API}/gis/layer`, {
    body: { Workspace, Name: 'Vorschläge', Public: true, Editable: true, Schema: { Schema: [], Categories: [] } },
  }))).ID;
  const home = await workspace({ Entries: true, Votes: true, Municipalities: [HOME] });
  const homeLayer = await layer(home);
  // The team's own entry, to vote on.
  const point = (await json<{ ID: string }>(await admin.fetch(`${API}/gis/point`, { body: { Layer: homeLayer, Latitude: 50.55, Longitude: 9.68, Attributes: {} } }))).ID;
  residentsOnly = { workspace: home, layer: homeLayer, point };
  const any = await workspace({ Entries: true, Votes: false, Municipalities: [] });
  anyResident = { workspace: any, layer: await layer(any) };
}, 60_000);
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

let n = 0;
/** A person at the broker: BundID's trust level and the municipality key the realm derived. */
function person(claims: PeerAccount['claims'], acr?: string) {
  const sub = `buerger-${++n}`;
  peer.accounts.set(sub, { email: `buerger${n}@example.org`, emailVerified: true, name: `Bürger ${n}`, claims, acr });
  peer.login = sub;
  return sub;
}

/** Signs `sub` in through the broker in a new browser (making the account on first sign-in). */
async function signIn(sub: string, b = new OidcBrowser(origin)) {
  peer.login = sub;
  await b.fetch(`${API}/auth/info`);
  const { landing } = await b.follow(`${API}/auth/oidc/${providerId}/start?return=%23%2Fmap`);
  if (landing === `${origin}/#/anmelden/bestaetigen`) await json(await b.fetch(`${API}/auth/oidc/pending/create`, { body: {} }));
  return b;
}

const newEntry = (b: OidcBrowser, layer = residentsOnly.layer) => b.fetch(`${API}/gis/point`, { body: { Layer: layer, Latitude: 50.55, Longitude: 9.68, Attributes: {} } });
const vote = (b: OidcBrowser, Vote: number) => b.fetch(`${API}/gis/vote/${residentsOnly.point}`, { body: { Vote } });
const identityOf = async (sub: string) => t.db.selectFrom('user_identities').selectAll().where('provider_id', '=', providerId).where('subject', '=', sub).executeTakeFirstOrThrow();
const countPoints = async () => (await t.db.selectFrom('points').select('id').execute()).length;

describe('a resident-only project (06631009)', () => {
  it('takes the entry and the vote of a verified resident of 06631009', async () => {
    const sub = person({ [BROKER_CLAIMS.trustLevel]: 'STORK-QAA-Level-3', [BROKER_CLAIMS.municipalityKey]: HOME });
    const b = await signIn(sub);
    expect(await identityOf(sub)).toMatchObject({ assurance: `${BROKER_CLAIMS.trustLevel}=STORK-QAA-Level-3`, municipality_key: HOME });
    expect((await identityOf(sub)).verified_at).toMatch(/^\d{4}-/);
    const ws = await json<{ ResidencyMet: object; Residency: object }>(await b.fetch(`${API}/gis/workspace/${residentsOnly.workspace}`));
    expect(ws).toMatchObject({ Residency: { Entries: true, Votes: true, Municipalities: [HOME] }, ResidencyMet: { Entries: true, Votes: true } });
    expect(await json<{ CanAddPoints: boolean }>(await b.fetch(`${API}/gis/layer/${residentsOnly.layer}`))).toMatchObject({ CanAddPoints: true });
    await json(await newEntry(b));
    expect(await json<{ Mine: number }>(await vote(b, 1))).toMatchObject({ Mine: 1 });
  });

  it('refuses a verified resident of another municipality, with the reason, and stores nothing', async () => {
    const b = await signIn(person({ [BROKER_CLAIMS.trustLevel]: 'STORK-QAA-Level-4', [BROKER_CLAIMS.municipalityKey]: ELSEWHERE }));
    expect(await json(await b.fetch(`${API}/gis/workspace/${residentsOnly.workspace}`))).toMatchObject({ ResidencyMet: { Entries: false, Votes: false } });
    expect(await json(await b.fetch(`${API}/gis/layer/${residentsOnly.layer}`))).toMatchObject({ CanAddPoints: false });
    const before = await countPoints();
    expect(await json(await newEntry(b), 403)).toEqual({ Message: residentsOnlyMessage('entries', [HOME]) });
    expect(await json(await vote(b, 1), 403)).toEqual({ Message: residentsOnlyMessage('votes', [HOME]) });
    expect(await countPoints()).toBe(before);
    // A project of any municipality takes them.
    await json(await newEntry(b, anyResident.layer));
  });

  it('refuses an unverified sign-in: too low a trust level, or none at all', async () => {
    for (const claims of [{ [BROKER_CLAIMS.trustLevel]: 'STORK-QAA-Level-1', [BROKER_CLAIMS.municipalityKey]: HOME }, {}]) {
      const sub = person(claims);
      const b = await signIn(sub);
      expect(await identityOf(sub)).toMatchObject({ assurance: null, municipality_key: null, verified_at: null });
      expect((await json<{ Message: string }>(await newEntry(b), 403)).Message).toMatch(/nur verifizierte Einwohnerinnen und Einwohner der Gemeinde 06631009/);
      expect((await newEntry(b, anyResident.layer)).status).toBe(403);
      expect((await vote(b, -1)).status).toBe(403);
    }
  });

  it('refuses anonymous visitors (401 with the reason), though the layer takes anonymous entries', async () => {
    const anon = new OidcBrowser(origin);
    await anon.fetch(`${API}/auth/info`);
    expect(await json(await anon.fetch(`${API}/gis/workspace/${residentsOnly.workspace}`))).toMatchObject({ ResidencyMet: { Entries: false, Votes: false } });
    expect(await json(await newEntry(anon), 401)).toEqual({ Message: residentsOnlyMessage('entries', [HOME]) });
    expect((await newEntry(anon, anyResident.layer)).status).toBe(401);
  });

  it('does not bind its team, which records on behalf of residents', async () => {
    expect(await json(await admin.fetch(`${API}/gis/workspace/${residentsOnly.workspace}`))).toMatchObject({ ResidencyMet: { Entries: true, Votes: true } });
    await json(await newEntry(admin));
    await json(await vote(admin, 1));
  });

  it('lets a vote be withdrawn by whoever gave it, verified or no longer', async () => {
    const sub = person({ [BROKER_CLAIMS.trustLevel]: 'STORK-QAA-Level-3', [BROKER_CLAIMS.municipalityKey]: HOME });
    const b = await signIn(sub);
    await json(await vote(b, 1));
    peer.accounts.get(sub)!.claims = {};
    await signIn(sub, b);
    expect((await vote(b, -1)).status).toBe(403);
    expect(await json<{ Mine: number }>(await vote(b, 0))).toMatchObject({ Mine: 0 });
  });
});

describe('the verification follows the provider', () => {
  it('is kept from the latest sign-in: verified, then cleared by an unverified one', async () => {
    const sub = person({ [BROKER_CLAIMS.trustLevel]: 'STORK-QAA-Level-3', [BROKER_CLAIMS.municipalityKey]: HOME });
    const b = await signIn(sub);
    await json(await newEntry(b));
    peer.accounts.get(sub)!.claims = { [BROKER_CLAIMS.trustLevel]: 'STORK-QAA-Level-2', [BROKER_CLAIMS.municipalityKey]: HOME };
    const again = await signIn(sub);
    expect(await identityOf(sub)).toMatchObject({ assurance: null, verified_at: null });
    expect((await newEntry(again)).status).toBe(403);
    // The session signed in before asks afresh as well.
    expect((await newEntry(b)).status).toBe(403);
  });

  it('counts an accepted acr, and keeps no municipality key that is not 8 digits', async () => {
    await json(await admin.fetch(`${API}/admin/organisation/${orgId}/identity-providers/${providerId}`, {
      method: 'PUT', body: { Label: 'BundID', Issuer: peer.issuer, ClientId: CLIENT.clientId, Audience: 'both', Verification: { ...VERIFICATION, AcrValues: ['http://eidas.europa.eu/LoA/substantial'] } },
    }));
    const sub = person({ [BROKER_CLAIMS.municipalityKey]: 'Fulda' }, 'http://eidas.europa.eu/LoA/substantial');
    const b = await signIn(sub);
    expect(await identityOf(sub)).toMatchObject({ assurance: 'acr=http://eidas.europa.eu/LoA/substantial', municipality_key: null });
    expect((await newEntry(b)).status).toBe(403);
    await json(await newEntry(b, anyResident.layer));
    // The profile tells the holder; the data download carries it.
    const identities = await json<{ ProviderID: string; Verifies: boolean; Verification?: object }[]>(await b.fetch(`${API}/auth/account/identities`));
    expect(identities).toEqual([expect.objectContaining({ ProviderID: providerId, Linked: true, Verifies: true, Verification: expect.objectContaining({ Assurance: 'acr=http://eidas.europa.eu/LoA/substantial', MunicipalityKey: null }) })]);
    const download = await b.fetch(`${API}/auth/account/export`);
    expect(download.status).toBe(200);
    const files = await readZip(Buffer.from(await download.arrayBuffer()));
    expect(JSON.parse(files.get('konto.json')!.toString()).Identities).toEqual([
      expect.objectContaining({ ProviderID: providerId, Assurance: 'acr=http://eidas.europa.eu/LoA/substantial', MunicipalityKey: null, VerifiedAt: expect.any(String) }),
    ]);
  });

  it('takes nothing from a token the provider did not sign: an acr forged into it is refused with the sign-in', async () => {
    const sub = person({});
    await signIn(sub);
    peer.tamper = { claims: { acr: 'http://eidas.europa.eu/LoA/substantial' }, unsigned: true };
    const b = new OidcBrowser(origin);
    await b.fetch(`${API}/auth/info`);
    const { landing } = await b.follow(`${API}/auth/oidc/${providerId}/start?return=%23%2Fmap`);
    expect(landing).toBe(`${origin}/#/login?oidc=token`);
    expect(await identityOf(sub)).toMatchObject({ verified_at: null });
    expect((await newEntry(b)).status).toBe(401);
  });

  it('is cleared for everyone when the provider\'s rules change', async () => {
    const sub = person({ [BROKER_CLAIMS.trustLevel]: 'STORK-QAA-Level-4', [BROKER_CLAIMS.municipalityKey]: HOME });
    const b = await signIn(sub);
    await json(await newEntry(b));
    await json(await admin.fetch(`${API}/admin/organisation/${orgId}/identity-providers/${providerId}`, {
      method: 'PUT', body: { Label: 'BundID', Issuer: peer.issuer, ClientId: CLIENT.clientId, Audience: 'both', Verification: { ...VERIFICATION, ClaimValues: ['STORK-QAA-Level-4'] } },
    }));
    expect(await identityOf(sub)).toMatchObject({ verified_at: null });
    expect((await newEntry(b)).status).toBe(403);
    await signIn(sub, b);
    await json(await newEntry(b));
  });

  it('comes from linking in the profile too, and from confirming a link with the password', async () => {
    const owner = await createUser(t.db, { email: 'bestand-einwohner@example.org' });
    const sub = `buerger-${++n}`;
    peer.accounts.set(sub, { email: owner.email, emailVerified: true, name: 'Bestand', claims: { [BROKER_CLAIMS.trustLevel]: 'STORK-QAA-Level-4', [BROKER_CLAIMS.municipalityKey]: HOME } });
    peer.login = sub;
    const b = new OidcBrowser(origin);
    await b.fetch(`${API}/auth/info`);
    await b.follow(`${API}/auth/oidc/${providerId}/start?return=%23%2Fmap`);
    await json(await b.fetch(`${API}/auth/oidc/pending/link`, { body: { Password: PASSWORD } }));
    expect(await identityOf(sub)).toMatchObject({ municipality_key: HOME });
    await json(await newEntry(b));
  });
});

describe('the settings are checked', () => {
  it('refuses bad verification rules of a provider with German messages', async () => {
    const put = (Verification: unknown) => admin.fetch(`${API}/admin/organisation/${orgId}/identity-providers/${providerId}`, {
      method: 'PUT', body: { Label: 'BundID', Issuer: peer.issuer, ClientId: CLIENT.clientId, Audience: 'both', Verification },
    });
    const cases: [unknown, RegExp][] = [
      [{ Claim: 'vertrauensniveau' }, /Werte des Claims/],
      [{ ClaimValues: ['x'] }, /den Claim an/],
      [{ MunicipalityClaim: 'gemeindeschluessel' }, /Gemeindeschlüssel zählt nur/],
      [{ Claim: 'a..b', ClaimValues: ['x'] }, /durch Punkte getrennt/],
      [{ AcrValues: [''] }, /leere Zeile/],
      [{ AcrValues: 'substantial' }, /./],
      [{ Unknown: 1 }, /./],
    ];
    for (const [bad, message] of cases) {
      const res = await put(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(JSON.stringify(await res.json())).toMatch(message);
    }
  });

  it('refuses bad municipality keys of a project, and keeps the requirement when it is left out', async () => {
    const base = { Name: 'Bürgerhaushalt', Public: true, Editable: true };
    for (const Municipalities of [['6631009'], ['0663100x'], ['066310090'], [6631009]]) {
      const res = await admin.fetch(`${API}/gis/workspace/${residentsOnly.workspace}`, { method: 'PUT', body: { ...base, Residency: { Entries: true, Votes: true, Municipalities } } });
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toMatch(/8 Ziffern|Zeichenkette|string|Text/);
    }
    const kept = await json<{ Residency: object }>(await admin.fetch(`${API}/gis/workspace/${residentsOnly.workspace}`, { method: 'PUT', body: base }));
    expect(kept.Residency).toEqual({ Entries: true, Votes: true, Municipalities: [HOME] });
  });

  it('answers the login page which providers verify', async () => {
    const anon = new OidcBrowser(origin);
    expect(await json(await anon.fetch(`${API}/auth/providers`))).toEqual([{ ID: providerId, Label: 'BundID', Verifies: true }]);
  });
});
