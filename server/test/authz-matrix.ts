import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { newId } from '../src/lib/ids.js';
import { ACTORS, type ActorName, type AuthzWorld, dgsClip, EMBED_HOST, logoPng, MARKER, tinyPng } from './authz-world.js';
import { WEBVTT } from './video-fixtures.js';

/** The authorization matrix (docs/architecture.md §6; OWASP ASVS 4.0.3 V4): for every
 *  registered route, every resource state it can meet, and every actor, the expected HTTP status.
 *  authz-matrix.routes.test.ts sends each cell through app.inject and fails when a registered route
 *  has no entry here. Reading the table: `managers(visible)` means the owner and the access-list
 *  member may (200); others get 403 (anonymous 401) when they can see the resource, else 404
 *  (hidden ids are never confirmed, docs/architecture.md §5). */

export type Expect = Record<ActorName, number>;
/** One call: path below /api/v1, JSON body, or raw bytes with their Content-Type. `freshSession`
 *  sends it from a new session of the actor (for calls that end the session). `stream`: the answer
 *  is a stream that does not end (Server-Sent Events): its status is read and the stream closed.
 *  `host`: the Host header, naming the organisation that serves the call (default: the default one). */
export type Req = { /** below /api/v1, or a full Open311 path */ url: string; body?: unknown; raw?: { bytes: Buffer; type: string }; freshSession?: boolean; stream?: boolean; host?: string };
export type Entry = {
  /** METHOD and URL as registered, below /api/v1 (Open311's with their full path). */
  route: string;
  /** state → actor → expected status. */
  expect: Record<string, Expect>;
  /** The call for a state; may make a fresh resource (deleting or handing over calls). */
  request: (w: AuthzWorld, state: string) => Req | Promise<Req>;
};

/** Sends the matrix call `req` with `method` and `headers` (the caller's session or key) through
 *  `app.inject`, its body as JSON or raw bytes. An open event stream answers its status at once and
 *  never ends: its status is read and the stream closed; a refusal is no stream and is asked again
 *  for its body. */
export async function injectCall(app: FastifyInstance, method: string, req: Req, headers: Record<string, string>): Promise<LightMyRequestResponse> {
  let payload: string | Buffer | undefined;
  if (req.raw) {
    headers['content-type'] = req.raw.type;
    payload = req.raw.bytes;
  } else if (req.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(req.body);
  }
  const request = { method: method as 'GET', url: req.url.startsWith(OPEN311) ? req.url : `/api/v1${req.url}`, headers, ...(payload === undefined ? {} : { payload }) };
  if (!req.stream) return app.inject(request);
  const res = await app.inject({ ...request, payloadAsStream: true });
  if (res.statusCode >= 400) return app.inject(request);
  res.stream().destroy();
  return res;
}

const st = (base: number, over: Partial<Expect> = {}): Expect =>
  ({ ...Object.fromEntries(ACTORS.map((a) => [a, base])), ...over }) as Expect;
const everyone = (status = 200) => st(status);
const loggedIn = (status = 200) => st(status, { anon: 401 });
/** Holders of one of `perms` and the administrator (who holds all). */
const holders = (...perms: ActorName[]) => st(403, { anon: 401, superadmin: 200, ...Object.fromEntries(perms.map((p) => [p, 200])) });
const managers = (visible: boolean, ok = 200) => visible ? st(403, { anon: 401, owner: ok, member: ok }) : st(404, { owner: ok, member: ok });
const ownerOnly = (visible: boolean) => visible ? st(403, { anon: 401, owner: 200 }) : st(404, { owner: 200, member: 403 });
const seeing = (visible: boolean) => visible ? everyone() : st(404, { owner: 200, member: 200 });
const nobody = st(404);
/** What an anonymous visitor sees, whoever asks (Open311): the visible for everyone, nothing else. */
const anonymousView = (visible: boolean) => (visible ? everyone() : nobody);
/** The prefix of the Open311 interface; its routes are named with it in full. */
export const OPEN311 = '/api/open311/v2';
/** A closed project takes no new entries, comments or votes from anyone (docs/product.md §17.2). */
const CLOSED = { closed: st(403) };

/** Expected statuses per workspace state (public, private, foreign = another owner's private one). */
const byWorkspace = (rule: (visible: boolean) => Expect) => ({ public: rule(true), private: rule(false), foreign: nobody });
const pos = { Latitude: 51.3, Longitude: 9.47 };
const name = `Neu ${MARKER}`;
/** A GeoJSON file of one point without answers, for the layers' empty questionnaires. */
const ONE_FEATURE = Buffer.from(JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [9.47, 51.3] } }] }));

type WsState = keyof AuthzWorld['ws'];
type LayerState = keyof AuthzWorld['layer'];
type PointState = keyof AuthzWorld['points'];
type CommentState = keyof AuthzWorld['comments'];
type SurveyState = keyof AuthzWorld['surveys'];
const isPublicWs = (s: string) => s === 'public';
/** A point of the world in each workspace state's workspace, for the inbox's read marks. */
const INBOX_POINT: Record<WsState, PointState> = { public: 'open', private: 'private', foreign: 'foreign' };

export const MATRIX: Entry[] = [
  // system, documentation
  { route: 'GET /client-config', expect: { '-': everyone() }, request: () => ({ url: '/client-config' }) },
  { route: 'GET /openapi.json', expect: { '-': everyone() }, request: () => ({ url: '/openapi.json' }) },
  // Liveness and readiness for a load balancer: open to everyone, no detail.
  { route: 'GET /health', expect: { '-': everyone() }, request: () => ({ url: '/health' }) },
  // The address search is everyone's. The matrix's app has no geocoder: a too short search shows
  // that no right is asked for before the input is checked (geocoding.routes.test.ts asks a peer).
  { route: 'GET /geocode', expect: { '-': st(400) }, request: () => ({ url: '/geocode?Text=a' }) },
  { route: 'GET /ready', expect: { '-': everyone() }, request: () => ({ url: '/ready' }) },
  // The Markdown preview of the editors (docs/product.md §17.3): every logged-in user, stores nothing.
  { route: 'POST /markdown/preview', expect: { '-': loggedIn() }, request: () => ({ url: '/markdown/preview', body: { Text: '**fett**' } }) },

  // auth (docs/product.md §7)
  { route: 'POST /auth/login', expect: { '-': everyone() }, request: async (w) => {
    const u = await w.fresh.victim();
    return { url: '/auth/login', body: { Email: u.email, Password: u.password }, freshSession: true };
  } },
  { route: 'GET /auth/logout', expect: { '-': everyone() }, request: () => ({ url: '/auth/logout', freshSession: true }) },
  { route: 'GET /auth/info', expect: { '-': everyone() }, request: () => ({ url: '/auth/info' }) },
  { route: 'GET /auth/org', expect: { '-': everyone() }, request: () => ({ url: '/auth/org' }) },
  { route: 'GET /auth/settings', expect: { '-': everyone() }, request: () => ({ url: '/auth/settings' }) },
  { route: 'POST /auth/settings', expect: { '-': loggedIn() }, request: () => ({ url: '/auth/settings', body: { Farbe: 'blau' } }) },
  // The account's interface language (docs/product.md §23): German, so no other cell's answer changes.
  { route: 'PUT /auth/language', expect: { '-': loggedIn() }, request: () => ({ url: '/auth/language', body: { Language: 'de' } }) },
  // The accessibility statement's feedback form: open to everyone.
  { route: 'POST /accessibility/feedback', expect: { '-': everyone() }, request: () => ({ url: '/accessibility/feedback', body: { Message: `Rückmeldung ${MARKER}` } }) },
  // DSGVO self-service: the own data only. The deletion is sent with a wrong password,
  // so the matrix's actors survive it: 403 for every account, 401 without one.
  { route: 'GET /auth/account/export', expect: { '-': loggedIn() }, request: () => ({ url: '/auth/account/export' }) },
  // Own sessions: an id that is not the actor's answers 404 like an unknown one.
  { route: 'GET /auth/sessions', expect: { '-': loggedIn() }, request: () => ({ url: '/auth/sessions' }) },
  { route: 'DELETE /auth/session/:id', expect: { '-': st(404, { anon: 401 }) }, request: () => ({ url: `/auth/session/${'0'.repeat(32)}` }) },
  // The account's API keys (docs/product.md §24.6): every signed-in account its own; another's
  // key's id is 404 like an unknown one (api-tokens.routes.test.ts). Requests with a key, by
  // scope, are in api-tokens-matrix.routes.test.ts.
  { route: 'GET /auth/tokens', expect: { '-': loggedIn() }, request: () => ({ url: '/auth/tokens' }) },
  { route: 'POST /auth/tokens', expect: { '-': loggedIn() },
    request: () => ({ url: '/auth/tokens', body: { Name: 'Matrix', Scopes: ['read'], ExpiresAt: new Date(Date.now() + 24 * 3600_000).toISOString() } }) },
  { route: 'DELETE /auth/tokens/:id', expect: { '-': st(404, { anon: 401 }) }, request: () => ({ url: `/auth/tokens/${newId()}` }) },
  // Area alerts (docs/product.md §24.2): anyone makes one (an account's own, an anonymous visitor's
  // for the address it confirms); the mailed links are everyone's and refuse a token the server did
  // not sign (400); „Meine Benachrichtigungen“ is every account's own, another's alert 404 like an
  // unknown one. The feeds: an alert's by its secret link only (404 otherwise); a project's for
  // public projects only, the same for everyone, managers included (the public's view).
  { route: 'POST /area-alerts', expect: { '-': everyone() },
    request: (w) => ({ url: '/area-alerts', body: { Area: { Kind: 'Kreis', Latitude: 51.3, Longitude: 9.47, Radius: 300 }, Projects: [w.ws.public], Frequency: 'sofort', Email: 'matrix@example.org' } }) },
  { route: 'POST /area-alerts/confirm', expect: { '-': everyone(400) }, request: () => ({ url: '/area-alerts/confirm', body: { Token: `kein-${MARKER}` } }) },
  { route: 'POST /area-alerts/unsubscribe', expect: { '-': everyone(400) }, request: () => ({ url: '/area-alerts/unsubscribe', body: { Token: `${newId()}.falsch` } }) },
  // A mail program's one-click unsubscribe (RFC 8058): the signed token is the whole right; a forged one is 400 for all.
  { route: 'POST /area-alerts/one-click/:token', expect: { '-': everyone(400) }, request: () => ({
    url: `/area-alerts/one-click/${newId()}.falsch`, raw: { type: 'application/x-www-form-urlencoded', bytes: Buffer.from('List-Unsubscribe=One-Click') },
  }) },
  { route: 'GET /auth/area-alerts', expect: { '-': loggedIn() }, request: () => ({ url: '/auth/area-alerts' }) },
  { route: 'PUT /auth/area-alerts/:id', expect: { '-': st(404, { anon: 401 }) }, request: () => ({ url: `/auth/area-alerts/${newId()}`, body: { Paused: true } }) },
  { route: 'DELETE /auth/area-alerts/:id', expect: { '-': st(404, { anon: 401 }) }, request: () => ({ url: `/auth/area-alerts/${newId()}` }) },
  { route: 'GET /feeds/alert/:token.atom', expect: { '-': nobody }, request: () => ({ url: `/feeds/alert/${newId()}.falsch.atom` }) },
  { route: 'GET /feeds/project/:id.atom', expect: { public: everyone(), private: nobody, foreign: nobody },
    request: (w, s) => ({ url: `/feeds/project/${w.ws[s as WsState]}.atom` }) },
  // Two-factor login, the own account's only: status; set-up with a wrong password (403);
  // switching on without a set-up, switching off and new recovery codes without a second factor
  // (409) are refused before any password is checked, so that the actors' failure counts stay
  // low; a code without a password step is a 401. The organisation rows below show that
  // mfa_pflicht untouched needs only `orgmanager` (mfa.routes.test.ts: its change).
  { route: 'GET /auth/mfa', expect: { '-': loggedIn() }, request: () => ({ url: '/auth/mfa' }) },
  { route: 'POST /auth/mfa/setup', expect: { '-': st(403, { anon: 401 }) }, request: () => ({ url: '/auth/mfa/setup', body: { Password: 'nicht-das-richtige' } }) },
  { route: 'POST /auth/mfa/enable', expect: { '-': st(409, { anon: 401 }) }, request: () => ({ url: '/auth/mfa/enable', body: { Password: 'nicht-das-richtige', Code: '000000' } }) },
  { route: 'POST /auth/mfa/disable', expect: { '-': st(409, { anon: 401 }) },
    request: () => ({ url: '/auth/mfa/disable', body: { Password: 'nicht-das-richtige', Code: '000000' } }) },
  { route: 'POST /auth/mfa/recovery-codes', expect: { '-': st(409, { anon: 401 }) },
    request: () => ({ url: '/auth/mfa/recovery-codes', body: { Password: 'nicht-das-richtige', RecoveryCode: 'ABCDE-FGHJK' } }) },
  // Sign-in through identity providers (docs/product.md §14.1): the buttons are everyone's; a
  // provider that does not answer sends everyone back to the login page; a callback without a
  // sign-in under way, and confirmations with nothing waiting, are refused alike for everyone.
  { route: 'GET /auth/providers', expect: { '-': everyone() }, request: () => ({ url: '/auth/providers' }) },
  { route: 'GET /auth/oidc/:providerId/start', expect: { 'unknown provider': everyone(404), 'unreachable provider': everyone(302) },
    request: async (w, s) => ({ url: `/auth/oidc/${s === 'unknown provider' ? newId() : await w.fresh.identityProvider()}/start?return=%23%2F` }) },
  { route: 'GET /auth/oidc/callback', expect: { 'no sign-in under way': everyone(302) }, request: () => ({ url: '/auth/oidc/callback?state=unbekannt&code=x' }) },
  { route: 'GET /auth/oidc/pending', expect: { 'nothing pending': everyone(404) }, request: () => ({ url: '/auth/oidc/pending' }) },
  { route: 'POST /auth/oidc/pending/link', expect: { 'nothing pending': everyone(404) }, request: () => ({ url: '/auth/oidc/pending/link', body: { Password: 'ein-passwort' } }) },
  { route: 'POST /auth/oidc/pending/create', expect: { 'nothing pending': everyone(404) }, request: () => ({ url: '/auth/oidc/pending/create', body: {} }) },
  // The own account's links only; another organisation's provider is unknown here.
  { route: 'GET /auth/account/identities', expect: { '-': loggedIn() }, request: () => ({ url: '/auth/account/identities' }) },
  { route: 'POST /auth/account/identities/:providerId/link', expect: { 'unknown provider': st(404, { anon: 401 }), 'unreachable provider': loggedIn() },
    request: async (w, s) => ({ url: `/auth/account/identities/${s === 'unknown provider' ? newId() : await w.fresh.identityProvider()}/link`, body: {} }) },
  { route: 'DELETE /auth/account/identities/:providerId', expect: { 'not linked': st(404, { anon: 401 }) },
    request: async (w) => ({ url: `/auth/account/identities/${await w.fresh.identityProvider()}` }) },
  { route: 'POST /auth/login/mfa', expect: { '-': st(401) }, request: () => ({ url: '/auth/login/mfa', body: { Code: '123456' } }) },
  // Passkeys (docs/security.md, Passkeys): the own ones for everyone logged in; an answer
  // without its challenge is a 400 (registration) or 401 (sign-in); the own-only rule for a
  // passkey's id (404 for another's) is in passkeys.routes.test.ts, here an unknown one.
  { route: 'POST /auth/passkeys/registration/options', expect: { '-': st(403, { anon: 401 }) }, request: () => ({ url: '/auth/passkeys/registration/options', body: { Password: 'nicht-das-richtige' } }) },
  { route: 'POST /auth/passkeys/registration', expect: { '-': st(400, { anon: 401 }) },
    request: () => ({ url: '/auth/passkeys/registration', body: { Response: { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'AA', attestationObject: 'AA' } } } }) },
  { route: 'GET /auth/passkeys', expect: { '-': loggedIn() }, request: () => ({ url: '/auth/passkeys' }) },
  { route: 'PUT /auth/passkeys/:id', expect: { '-': st(404, { anon: 401 }) }, request: () => ({ url: '/auth/passkeys/AAAAAAAA', body: { Name: name } }) },
  { route: 'DELETE /auth/passkeys/:id', expect: { '-': st(404, { anon: 401 }) }, request: () => ({ url: '/auth/passkeys/AAAAAAAA' }) },
  { route: 'POST /auth/passkeys/login/options', expect: { '-': everyone() }, request: () => ({ url: '/auth/passkeys/login/options', body: {} }) },
  { route: 'POST /auth/passkeys/login', expect: { '-': st(401) },
    request: () => ({ url: '/auth/passkeys/login', body: { Response: { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'AA', authenticatorData: 'AA', signature: 'AA' } } } }) },
  { route: 'POST /auth/mfa/passkey/options', expect: { '-': st(401) }, request: () => ({ url: '/auth/mfa/passkey/options', body: {} }) },
  { route: 'POST /auth/mfa/passkey', expect: { '-': st(401) },
    request: () => ({ url: '/auth/mfa/passkey', body: { Response: { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'AA', authenticatorData: 'AA', signature: 'AA' } } } }) },
  { route: 'GET /auth/contributions', expect: { '-': loggedIn() }, request: () => ({ url: '/auth/contributions' }) },
  // „Passwort ändern“ (docs/product.md §16.6): a wrong current password for everyone logged in.
  { route: 'POST /auth/password', expect: { '-': st(403, { anon: 401 }) },
    request: () => ({ url: '/auth/password', body: { CurrentPassword: `falsch ${MARKER}`, Password: 'Fluss-Ufer-Kiesel-42' } }) },
  { route: 'POST /auth/account/delete', expect: { '-': st(403, { anon: 401 }) }, request: () => ({ url: '/auth/account/delete', body: { Password: 'nicht-das-richtige' } }) },
  // Holders of `usermanager` see every user anyway (users.service.ts requireLookupRight).
  { route: 'GET /auth/query/id/:id', expect: { '-': holders('project', 'usermanager') }, request: (w) => ({ url: `/auth/query/id/${w.stranger.id}` }) },
  { route: 'GET /auth/query/email/:email', expect: { '-': holders('project', 'usermanager') }, request: (w) => ({ url: `/auth/query/email/${w.stranger.email}` }) },
  // With terms of use (docs/product.md §2.22) only their current version registers, for everybody.
  { route: 'POST /auth/register', expect: { '-': everyone(), 'terms accepted': everyone(), 'terms not accepted': everyone(400) }, request: (w, s) => ({
    url: '/auth/register',
    body: {
      Email: `neu-${Math.random().toString(36).slice(2)}@example.org`, Name: name, Password: 'ein-langes-passwort',
      ...(s === 'terms accepted' ? { AcceptTerms: w.terms.version } : {}),
    },
    ...(s === '-' ? {} : { host: w.terms.host }),
  }) },
  // Terms of use: the own state, and accepting the current version, signed-in only (docs/product.md §2.22).
  { route: 'GET /auth/terms', expect: { 'no terms': loggedIn(), terms: loggedIn() },
    request: (w, s) => ({ url: '/auth/terms', ...(s === 'terms' ? { host: w.terms.host } : {}) }) },
  { route: 'POST /auth/terms', expect: { 'no terms': st(400, { anon: 401 }), current: loggedIn(), outdated: st(400, { anon: 401 }) },
    request: (w, s) => ({
      url: '/auth/terms', body: { Version: s === 'outdated' ? '0123456789abcdef' : w.terms.version }, ...(s === 'no terms' ? {} : { host: w.terms.host }),
    }) },
  { route: 'POST /auth/resetpassword', expect: { '-': everyone() }, request: (w) => ({ url: '/auth/resetpassword', body: { Email: w.stranger.email, Password: 'ein-neues-passwort' } }) },
  // A damaged link: the same answer for everybody (redirect to the failure page, or 400 as JSON).
  { route: 'GET /auth/activate/:token', expect: { 'bad token': everyone(302) }, request: () => ({ url: '/auth/activate/kaputt' }) },
  { route: 'GET /auth/activatejson/:token', expect: { 'bad token': everyone(400) }, request: () => ({ url: '/auth/activatejson/kaputt' }) },
  { route: 'GET /auth/activatepassword/:token', expect: { 'bad token': everyone(302) }, request: () => ({ url: '/auth/activatepassword/kaputt' }) },
  { route: 'GET /auth/activatepasswordjson/:token', expect: { 'bad token': everyone(400) }, request: () => ({ url: '/auth/activatepasswordjson/kaputt' }) },
  // Completing a link needs its token and the password typed with the request: a damaged link is
  // the same 400 for everybody (docs/decisions/0009).
  { route: 'POST /auth/activate', expect: { 'bad token': everyone(400) }, request: () => ({ url: '/auth/activate', body: { Token: 'kaputt', Password: 'ein-passwort' } }) },
  { route: 'POST /auth/confirmpassword', expect: { 'bad token': everyone(400) }, request: () => ({ url: '/auth/confirmpassword', body: { Token: 'kaputt', Password: 'ein-passwort' } }) },

  // workspaces and access lists (docs/architecture.md §6)
  { route: 'GET /gis/workspaces', expect: { '-': everyone() }, request: () => ({ url: '/gis/workspaces' }) },
  { route: 'POST /gis/workspace', expect: { '-': holders('project') }, request: () => ({ url: '/gis/workspace', body: { Name: name, Public: false } }) },
  { route: 'GET /gis/workspace/:id', expect: byWorkspace(seeing), request: (w, s) => ({ url: `/gis/workspace/${w.ws[s as WsState]}` }) },
  // A body naming another id is refused before anything is loaded: 400 for everybody, which
  // confirms nothing about either workspace.
  { route: 'PUT /gis/workspace/:id', expect: { ...byWorkspace((v) => managers(v)), 'id of another workspace in the body': everyone(400) },
    request: (w, s) => s === 'public' || s === 'private' || s === 'foreign'
      ? { url: `/gis/workspace/${w.ws[s]}`, body: { Name: name, Public: isPublicWs(s), Editable: true } }
      : { url: `/gis/workspace/${w.ws.public}`, body: { ID: w.ws.private, Name: name, Public: true, Editable: true } } },
  { route: 'POST /gis/workspace/:id/transfer', expect: byWorkspace(ownerOnly),
    request: async (w, s) => ({ url: `/gis/workspace/${await w.fresh.workspace(s as WsState)}/transfer`, body: { Email: (await w.fresh.victim()).email } }) },
  { route: 'DELETE /gis/workspace/:id', expect: byWorkspace(ownerOnly), request: async (w, s) => ({ url: `/gis/workspace/${await w.fresh.workspace(s as WsState)}` }) },
  // Retention (docs/product.md §17.8): the periods are public (the privacy page states them); a
  // project's choice is read by whoever sees the project and changed by its managers.
  { route: 'GET /retention', expect: { '-': everyone() }, request: () => ({ url: '/retention' }) },
  { route: 'GET /gis/workspace/:id/retention', expect: byWorkspace(seeing), request: (w, s) => ({ url: `/gis/workspace/${w.ws[s as WsState]}/retention` }) },
  { route: 'PUT /gis/workspace/:id/retention', expect: byWorkspace((v) => managers(v)),
    request: (w, s) => ({ url: `/gis/workspace/${w.ws[s as WsState]}/retention`, body: { Mode: 'organisation', Photos: 'organisation' } }) },
  { route: 'GET /gis/workspaceacl/list/:id', expect: byWorkspace((v) => managers(v)), request: (w, s) => ({ url: `/gis/workspaceacl/list/${w.ws[s as WsState]}` }) },
  // By e-mail, a manager without `project` adds only people whose address they see in another of
  // their teams (access/workspace.rules.ts canAddByEmail); everyone else invites (docs/product.md §17.4).
  { route: 'POST /gis/workspaceacl/add/:id', expect: byWorkspace((v) => managers(v)),
    request: async (w, s) => {
      const victim = await w.fresh.victim();
      await w.fresh.addToAcl(await w.fresh.workspace('public'), victim.id);
      return { url: `/gis/workspaceacl/add/${w.ws[s as WsState]}`, body: { Email: victim.email } };
    } },
  { route: 'POST /gis/workspaceacl/remove/:id', expect: byWorkspace((v) => managers(v)),
    request: async (w, s) => {
      const v = await w.fresh.victim();
      await w.fresh.addToAcl(w.ws[s as WsState], v.id);
      return { url: `/gis/workspaceacl/remove/${w.ws[s as WsState]}`, body: { ID: v.id } };
    } },
  // Invitations to the team (docs/product.md §17.4): the managers'; the link's two public calls
  // with a broken token.
  { route: 'POST /gis/workspaceacl/invite/:id', expect: byWorkspace((v) => managers(v)),
    request: (w, s) => ({ url: `/gis/workspaceacl/invite/${w.ws[s as WsState]}`, body: { Email: `neu-${newId().slice(-12)}@example.org` } }) },
  { route: 'GET /gis/workspaceacl/invitations/:id', expect: byWorkspace((v) => managers(v)), request: (w, s) => ({ url: `/gis/workspaceacl/invitations/${w.ws[s as WsState]}` }) },
  { route: 'DELETE /gis/workspaceacl/invitation/:id', expect: byWorkspace((v) => managers(v)),
    request: async (w, s) => ({ url: `/gis/workspaceacl/invitation/${await w.fresh.invitation(w.ws[s as WsState])}` }) },
  { route: 'POST /auth/invitation/check', expect: { 'bad token': everyone(400) }, request: () => ({ url: '/auth/invitation/check', body: { Token: 'kaputt' } }) },
  { route: 'POST /auth/invitation/accept', expect: { 'bad token': everyone(400) },
    request: () => ({ url: '/auth/invitation/accept', body: { Token: 'kaputt', Name: 'Jemand', Password: 'ein-passwort' } }) },

  // layers
  { route: 'GET /gis/layers', expect: { '-': everyone() }, request: () => ({ url: '/gis/layers' }) },
  { route: 'GET /gis/layers/:id', expect: byWorkspace(seeing), request: (w, s) => ({ url: `/gis/layers/${w.ws[s as WsState]}` }) },
  { route: 'POST /gis/layer', expect: byWorkspace((v) => managers(v)), request: (w, s) => ({ url: '/gis/layer', body: { Workspace: w.ws[s as WsState], Name: name } }) },
  { route: 'GET /gis/layer/:id', expect: byLayer(seeing), request: (w, s) => ({ url: `/gis/layer/${w.layer[s as LayerState]}` }) },
  { route: 'GET /gis/events', expect: byLayer(seeing), request: (w, s) => ({ url: `/gis/events?layer=${w.layer[s as LayerState]}`, stream: true }) },
  { route: 'PUT /gis/layer/:id', expect: { ...byLayer((v) => managers(v)), 'workspace of another owner in the body': managers(true, 400) },
    request: (w, s) => s in w.layer
      ? { url: `/gis/layer/${w.layer[s as LayerState]}`, body: { Name: name, ...layerFlags(s), Schema: { Schema: [], Categories: [] } } }
      : { url: `/gis/layer/${w.layer.open}`, body: { Workspace: w.ws.foreign, Name: name, Public: true, Editable: true, Schema: { Schema: [], Categories: [] } } } },
  { route: 'DELETE /gis/layer/:id', expect: byWorkspace((v) => managers(v)),
    request: async (w, s) => ({ url: `/gis/layer/${await w.fresh.layerIn(s as WsState)}` }) },

  // points
  { route: 'GET /gis/points', expect: { '-': everyone() }, request: () => ({ url: '/gis/points' }) },
  { route: 'GET /gis/points/:id', expect: byLayer(seeing), request: (w, s) => ({ url: `/gis/points/${w.layer[s as LayerState]}` }) },
  // Only the project's team records an entry for someone else (docs/product.md §16.12).
  { route: 'POST /gis/point', expect: {
    open: everyone(), readonly: managers(true), hidden: managers(false), frozen: managers(true), private: managers(false), foreign: nobody, ...CLOSED,
    'on behalf, open layer': st(403, { owner: 200, member: 200 }),
  }, request: (w, s) => (s === 'on behalf, open layer'
    ? { url: '/gis/point', body: { Layer: w.layer.open, ...pos, OnBehalf: { Channel: 'telefon', Name: 'Erika', Phone: '0561 1234' } } }
    : { url: '/gis/point', body: { Layer: w.layer[s as LayerState], ...pos } }) },
  { route: 'PUT /gis/point/:id', expect: { ...byPoint((v) => managers(v)), 'layer of another workspace in the body': managers(true, 400) },
    request: (w, s) => s in w.points
      ? { url: `/gis/point/${w.points[s as PointState]}`, body: pos }
      : { url: `/gis/point/${w.points.open}`, body: { Layer: w.layer.private, ...pos } } },
  { route: 'DELETE /gis/point/:id', expect: byPoint((v) => managers(v)), request: async (w, s) => ({ url: `/gis/point/${await w.fresh.point(s as LayerState)}` }) },
  // A deleted point is seen by the managers only (docs/architecture.md §6 /gis/deletedpoints).
  { route: 'POST /gis/point/:id/restore', expect: byPoint(() => managers(false)),
    request: async (w, s) => ({ url: `/gis/point/${await w.fresh.deletedPoint(s as LayerState)}/restore` }) },
  // Status (docs/product.md §16.1): managers set it; whoever sees the point reads its history.
  { route: 'PUT /gis/point/:id/status', expect: byPoint((v) => managers(v)),
    request: (w, s) => ({ url: `/gis/point/${w.points[s as PointState]}/status`, body: { Status: 'pruefung', Note: `Notiz ${MARKER}` } }) },
  // Official answer (docs/product.md §16.2): managers write it.
  { route: 'PUT /gis/point/:id/answer', expect: byPoint((v) => managers(v)),
    request: (w, s) => ({ url: `/gis/point/${w.points[s as PointState]}/answer`, body: { Text: `Antwort ${MARKER}` } }) },
  // Status, answer and internal note in one step (docs/product.md §16.2): managers.
  { route: 'PUT /gis/point/:id/response', expect: byPoint((v) => managers(v)),
    request: (w, s) => ({ url: `/gis/point/${w.points[s as PointState]}/response`, body: { Status: 'bearbeitung', Answer: `Antwort ${MARKER}`, InternalNote: `Intern ${MARKER}` } }) },
  // „Wurde das schon gemeldet?“ (docs/product.md §24.3): whoever sees the layer asks; managers
  // merge a duplicate (a fresh entry) into an entry of the same layer.
  { route: 'GET /gis/layer/:id/nearby', expect: byLayer(seeing), request: (w, s) => ({ url: `/gis/layer/${w.layer[s as LayerState]}/nearby?lat=51.3&lon=9.47` }) },
  { route: 'POST /gis/point/:id/merge', expect: byPoint((v) => managers(v)),
    request: async (w, s) => ({ url: `/gis/point/${await w.fresh.point(s as LayerState)}/merge`, body: { Into: w.points[s as PointState] } }) },
  { route: 'GET /gis/point/:id/history', expect: byPoint(seeing), request: (w, s) => ({ url: `/gis/point/${w.points[s as PointState]}/history` }) },
  // The map's data (docs/product.md §19.2): whoever sees the layer reads its tiles, summary and
  // paged list, and whoever sees a point its details.
  { route: 'GET /gis/point/:id', expect: byPoint(seeing), request: (w, s) => ({ url: `/gis/point/${w.points[s as PointState]}` }) },
  { route: 'GET /gis/map/:id', expect: byLayer(seeing), request: (w, s) => ({ url: `/gis/map/${w.layer[s as LayerState]}?status=neu` }) },
  { route: 'GET /gis/map/:id/:z/:x/:y', expect: byLayer(seeing), request: (w, s) => ({ url: `/gis/map/${w.layer[s as LayerState]}/10/540/342` }) },
  // The GIS interface, OGC API – Features (docs/product.md §20): the same rule as the point lists;
  // its landing page, conformance, API document and collection list are everyone's.
  { route: 'GET /ogc', expect: { '-': everyone() }, request: () => ({ url: '/ogc' }) },
  // The open data catalogue (docs/product.md §24.4): everyone's, and the same for everyone (what an anonymous visitor sees).
  { route: 'GET /dcat', expect: { '-': everyone() }, request: () => ({ url: '/dcat' }) },
  // Open311 GeoReport v2 (docs/product.md §24.5), below its own prefix: it reads no cookie, so every
  // GET is an anonymous visitor's whoever asks, and a POST without its api_key is 401 for everyone.
  { route: `GET ${OPEN311}/discovery.:format`, expect: { '-': everyone() }, request: () => ({ url: `${OPEN311}/discovery.json` }) },
  { route: `GET ${OPEN311}/services.:format`, expect: { '-': everyone() }, request: () => ({ url: `${OPEN311}/services.xml` }) },
  { route: `GET ${OPEN311}/services/:code.:format`, expect: byLayer(anonymousView), request: (w, s) => ({ url: `${OPEN311}/services/${w.layer[s as LayerState]}.json` }) },
  { route: `GET ${OPEN311}/requests.:format`, expect: { '-': everyone() }, request: () => ({ url: `${OPEN311}/requests.json` }) },
  { route: `GET ${OPEN311}/requests/:id.:format`, expect: byPoint(anonymousView), request: (w, s) => ({ url: `${OPEN311}/requests/${w.points[s as PointState]}.xml` }) },
  { route: `GET ${OPEN311}/tokens/:token.:format`, expect: byPoint(anonymousView), request: (w, s) => ({ url: `${OPEN311}/tokens/${w.points[s as PointState]}.json` }) },
  { route: `POST ${OPEN311}/requests.:format`, expect: { '-': st(401) }, request: (w) => ({
    url: `${OPEN311}/requests.json`, raw: { type: 'application/x-www-form-urlencoded', bytes: Buffer.from(`service_code=${w.layer.open}&lat=51.3&long=9.47`) } }) },
  // A map's open data file: everyone's for a public map of a public project with a licence (all
  // but the frozen project have one), nobody's otherwise, managers included: it is the public's view.
  // The embeddable map (docs/product.md §24.1): the anonymous visitor's view for everyone, whatever
  // session comes along — a private project, a hidden map's entry are 404 to their managers too.
  { route: 'GET /embed/:id/config', expect: { public: everyone(), private: nobody, foreign: nobody }, request: (w, s) => ({ url: `/embed/${w.ws[s as WsState]}/config` }) },
  { route: 'GET /embed/point/:id', expect: { open: everyone(), readonly: everyone(), closed: everyone(), hidden: nobody, private: nobody, foreign: nobody },
    request: (w, s) => ({ url: `/embed/point/${w.points[s as PointState]}` }) },
  // The frame's entry token: for everyone where the organisation serving the host allows entries
  // in the frame and the project's public map takes anonymous ones; its use: embed-token.routes.test.ts.
  { route: 'POST /embed/:id/token', expect: { public: everyone(), private: nobody, foreign: nobody, 'not allowed': nobody },
    request: (w, s) => (s === 'not allowed' ? { url: `/embed/${w.ws.public}/token` } : { url: `/embed/${w.ws[s as WsState]}/token`, host: EMBED_HOST }) },
  { route: 'GET /dcat/download/:id', expect: { open: everyone(), readonly: everyone(), closed: everyone(), hidden: nobody, frozen: nobody, private: nobody, foreign: nobody },
    request: (w, s) => ({ url: `/dcat/download/${w.layer[s as LayerState]}?format=geojson` }) },
  { route: 'GET /ogc/conformance', expect: { '-': everyone() }, request: () => ({ url: '/ogc/conformance' }) },
  { route: 'GET /ogc/api', expect: { '-': everyone() }, request: () => ({ url: '/ogc/api' }) },
  { route: 'GET /ogc/collections', expect: { '-': everyone() }, request: () => ({ url: '/ogc/collections' }) },
  { route: 'GET /ogc/collections/:layerId', expect: byLayer(seeing), request: (w, s) => ({ url: `/ogc/collections/${w.layer[s as LayerState]}` }) },
  { route: 'GET /ogc/collections/:layerId/items', expect: byLayer(seeing), request: (w, s) => ({ url: `/ogc/collections/${w.layer[s as LayerState]}/items` }) },
  { route: 'GET /ogc/collections/:layerId/items/:pointId', expect: byPoint(seeing),
    request: (w, s) => ({ url: `/ogc/collections/${w.layer[s as LayerState]}/items/${w.points[s as PointState]}` }) },
  { route: 'GET /gis/pointlist/:id', expect: byLayer(seeing), request: (w, s) => ({ url: `/gis/pointlist/${w.layer[s as LayerState]}?sort=votes` }) },
  // Votes and published comments per point, for sorting the list (docs/product.md §16.1).
  { route: 'GET /gis/pointcounts/:id', expect: byLayer(seeing), request: (w, s) => ({ url: `/gis/pointcounts/${w.layer[s as LayerState]}` }) },
  { route: 'GET /gis/deletedpoints/:id', expect: byLayer((v) => managers(v)), request: (w, s) => ({ url: `/gis/deletedpoints/${w.layer[s as LayerState]}` }) },
  // The exports take the evaluation's filter (docs/product.md §18.4); hidden and waiting entries
  // (moderation=alle) change nothing of who may export.
  { route: 'GET /gis/csv/points/:id', expect: byLayer((v) => managers(v)), request: (w, s) => ({ url: `/gis/csv/points/${w.layer[s as LayerState]}?format=de&moderation=alle&q=a` }) },
  { route: 'GET /gis/geojson/points/:id', expect: byLayer((v) => managers(v)), request: (w, s) => ({ url: `/gis/geojson/points/${w.layer[s as LayerState]}?status=neu` }) },
  // The evaluation (docs/product.md §18.1): the review table and the figures of the charts, managers only.
  { route: 'GET /gis/review/:id', expect: byLayer((v) => managers(v)), request: (w, s) => ({ url: `/gis/review/${w.layer[s as LayerState]}?sort=status&q=a` }) },
  { route: 'GET /gis/review/:id/stats', expect: byLayer((v) => managers(v)), request: (w, s) => ({ url: `/gis/review/${w.layer[s as LayerState]}/stats?from=2026-01-01` }) },
  // The XLSX export: the same rights as the CSV (docs/product.md §18.4).
  { route: 'GET /gis/xlsx/points/:id', expect: byLayer((v) => managers(v)), request: (w, s) => ({ url: `/gis/xlsx/points/${w.layer[s as LayerState]}?moderation=alle&from=2026-01-01` }) },
  // The GIS exports, GeoPackage and KML: the same rights again (docs/product.md §18.4).
  { route: 'GET /gis/gpkg/points/:id', expect: byLayer((v) => managers(v)), request: (w, s) => ({ url: `/gis/gpkg/points/${w.layer[s as LayerState]}?category=Wasser` }) },
  { route: 'GET /gis/kml/points/:id', expect: byLayer((v) => managers(v)), request: (w, s) => ({ url: `/gis/kml/points/${w.layer[s as LayerState]}?moderation=alle` }) },
  // Exports as background jobs (docs/product.md §18.4, docs/decisions/0022): started by the layer's
  // managers (202); every logged-in user lists their own jobs; a job and its file only for its owner
  // (404 for everyone else, never confirming that it exists).
  { route: 'POST /gis/exports/:id', expect: byLayer((v) => managers(v, 202)),
    request: async (w, s) => {
      await w.fresh.endActiveJobs();
      return { url: `/gis/exports/${w.layer[s as LayerState]}?format=csv`, body: {} };
    } },
  { route: 'GET /gis/jobs', expect: { '-': loggedIn() }, request: () => ({ url: '/gis/jobs' }) },
  { route: 'GET /gis/jobs/:id', expect: { 'the owner\'s finished job': st(404, { anon: 401, owner: 200 }) },
    request: async (w) => ({ url: `/gis/jobs/${await w.fresh.doneJobOfOwner()}` }) },
  { route: 'GET /gis/jobs/:id/file', expect: { 'the owner\'s finished job': st(404, { anon: 401, owner: 200 }) },
    request: async (w) => ({ url: `/gis/jobs/${await w.fresh.doneJobOfOwner()}/file` }) },
  // The import (docs/product.md §18.5): managers, not into a closed project; a preview writes nothing.
  { route: 'POST /gis/import/:id/preview', expect: { ...byLayer((v) => managers(v)), ...CLOSED },
    request: (w, s) => ({ url: `/gis/import/${w.layer[s as LayerState]}/preview`, raw: { bytes: ONE_FEATURE, type: 'application/geo+json' } }) },
  { route: 'POST /gis/import/:id', expect: { ...byLayer((v) => managers(v)), ...CLOSED },
    request: (w, s) => ({ url: `/gis/import/${w.layer[s as LayerState]}`, raw: { bytes: ONE_FEATURE, type: 'application/geo+json' } }) },

  // images
  { route: 'POST /gis/images/upload', expect: { 'a public editable layer exists': everyone() },
    request: async () => ({ url: '/gis/images/upload', raw: { bytes: await tinyPng(), type: 'image/png' } }) },
  { route: 'GET /gis/image/:variant/:id', expect: { norm: everyone(), orig: everyone(), 'raw, used in the public workspace': managers(true) },
    request: (w, s) => ({ url: `/gis/image/${s.split(',')[0]}/${w.image}` }) },

  // Moderation (docs/product.md §16.3): whoever sees a point or comment reports it; managers read
  // the queue, hide and show (fresh targets, so that the world's points stay visible) and dismiss.
  { route: 'POST /gis/report', expect: { ...prefixed('point ', byPoint(seeing)), ...prefixed('comment ', byComment(seeing)) },
    request: (w, s) => ({ url: '/gis/report', body: s.startsWith('point ')
      ? { PointID: w.points[s.slice(6) as PointState], Reason: 'spam', Text: MARKER }
      : { CommentID: w.comments[s.slice(8) as CommentState], Reason: 'beleidigend' } }) },
  { route: 'GET /gis/moderation/:id', expect: byWorkspace((v) => managers(v)), request: (w, s) => ({ url: `/gis/moderation/${w.ws[s as WsState]}` }) },
  ...(['hide', 'show'] as const).map((action): Entry => ({
    route: `POST /gis/moderation/${action}`, expect: { ...prefixed('point ', byPoint((v) => managers(v))), ...prefixed('comment ', byComment((v) => managers(v))) },
    request: async (w, s) => {
      const target = s.startsWith('point ')
        ? { PointID: await w.fresh.point(s.slice(6) as LayerState) }
        : { CommentID: await w.fresh.comment(w.points[s.slice(8) as CommentState], s.slice(8) as LayerState) };
      return { url: `/gis/moderation/${action}`, body: { ...target, Reason: `Grund ${MARKER}` } };
    },
  })),
  { route: 'POST /gis/moderation/shorten', expect: byComment((v) => managers(v)),
    request: async (w, s) => ({ url: '/gis/moderation/shorten', body: { CommentID: await w.fresh.comment(w.points[s as CommentState], s as LayerState), Text: 'Kommentar […]' } }) },
  // The world's maps ask no text question: the managers pass the gate and meet the 400 of the
  // unknown question (its 200 is proven in moderation/moderation-steps.routes.test.ts).
  { route: 'POST /gis/moderation/shorten-answer', expect: byPoint((v) => managers(v, 400)),
    request: async (w, s) => ({ url: '/gis/moderation/shorten-answer', body: { PointID: await w.fresh.point(s as LayerState), Variable: 'Titel', Text: 'Titel […]' } }) },
  { route: 'GET /gis/workspace/:id/moderation-settings', expect: byWorkspace((v) => managers(v)),
    request: (w, s) => ({ url: `/gis/workspace/${w.ws[s as WsState]}/moderation-settings` }) },
  { route: 'PUT /gis/workspace/:id/moderation-settings', expect: { ...byWorkspace((v) => managers(v)), 'bad value': everyone(400) },
    request: (w, s) => ({ url: `/gis/workspace/${w.ws[s === 'bad value' ? 'public' : s as WsState]}/moderation-settings`,
      body: { AutoHideReports: s === 'bad value' ? 1 : null } }) },
  { route: 'POST /gis/moderation/dismiss', expect: byLayer((v) => managers(v)),
    request: async (w, s) => ({ url: '/gis/moderation/dismiss', body: { ReportID: await w.fresh.report(s as LayerState) } }) },

  // The team's inbox (docs/product.md §16.9): each person of a project's team reads it and marks
  // its items as read for themselves; the counts are every logged-in user's own (an empty list
  // for those on no team).
  { route: 'GET /gis/workspace/:id/inbox', expect: byWorkspace((v) => managers(v)), request: (w, s) => ({ url: `/gis/workspace/${w.ws[s as WsState]}/inbox?filter=alle` }) },
  { route: 'POST /gis/workspace/:id/inbox/seen', expect: byWorkspace((v) => managers(v)),
    request: (w, s) => ({ url: `/gis/workspace/${w.ws[s as WsState]}/inbox/seen`, body: { Items: [{ Kind: 'entry', ID: w.points[INBOX_POINT[s as WsState]] }] } }) },
  { route: 'POST /gis/workspace/:id/inbox/seen-all', expect: byWorkspace((v) => managers(v)), request: (w, s) => ({ url: `/gis/workspace/${w.ws[s as WsState]}/inbox/seen-all`, body: {} }) },
  { route: 'GET /gis/inbox/counts', expect: { '-': loggedIn() }, request: () => ({ url: '/gis/inbox/counts' }) },
  // Responsibility (docs/product.md §16.10): the team of a project keeps its departments and
  // routing rules and assigns its entries, one by one or many at once.
  { route: 'GET /gis/workspace/:id/departments', expect: byWorkspace((v) => managers(v)), request: (w, s) => ({ url: `/gis/workspace/${w.ws[s as WsState]}/departments` }) },
  { route: 'PUT /gis/workspace/:id/departments', expect: { ...byWorkspace((v) => managers(v)), 'member not on the team': managers(true, 400) },
    request: (w, s) => ({ url: `/gis/workspace/${w.ws[s === 'member not on the team' ? 'public' : s as WsState]}/departments`,
      body: { Departments: [{ Name: `Amt ${MARKER}`, Members: [s === 'member not on the team' ? w.userIds.user : w.userIds.member] }], ShowDepartment: false } }) },
  { route: 'GET /gis/workspace/:id/routing-rules', expect: byWorkspace((v) => managers(v)), request: (w, s) => ({ url: `/gis/workspace/${w.ws[s as WsState]}/routing-rules` }) },
  { route: 'PUT /gis/workspace/:id/routing-rules', expect: { ...byWorkspace((v) => managers(v)), 'person not on the team': managers(true, 400) },
    request: (w, s) => ({ url: `/gis/workspace/${w.ws[s === 'person not on the team' ? 'public' : s as WsState]}/routing-rules`,
      body: { Rules: [{ Layer: null, Category: null, Area: null, Department: null, User: s === 'person not on the team' ? w.userIds.user : w.userIds.member }] } }) },
  { route: 'PUT /gis/point/:id/assignment', expect: { ...byPoint((v) => managers(v)), 'person not on the team': managers(true, 400) },
    request: (w, s) => ({ url: `/gis/point/${w.points[s === 'person not on the team' ? 'open' : s as PointState]}/assignment`,
      body: { Department: null, User: s === 'person not on the team' ? w.userIds.user : w.userIds.member } }) },
  { route: 'POST /gis/workspace/:id/assignment', expect: { ...byWorkspace((v) => managers(v)), 'entry of another project': managers(true, 400) },
    request: (w, s) => ({ url: `/gis/workspace/${w.ws[s === 'entry of another project' ? 'public' : s as WsState]}/assignment`,
      body: { Points: [w.points[s === 'entry of another project' ? 'private' : INBOX_POINT[s as WsState]]], Department: null, User: null } }) },

  // Following entries (docs/product.md §16.7): logged-in users who see the entry follow it; ending
  // a following and „Keine E-Mails“ concern one's own account only; the signed unsubscribe link
  // works for whoever holds it, without login.
  { route: 'POST /gis/point/:id/follow', expect: byPoint(commenting), request: (w, s) => ({ url: `/gis/point/${w.points[s as PointState]}/follow` }) },
  { route: 'DELETE /gis/point/:id/follow', expect: { '-': loggedIn() }, request: (w) => ({ url: `/gis/point/${w.points.private}/follow` }) },
  { route: 'GET /auth/notifications', expect: { '-': loggedIn() }, request: () => ({ url: '/auth/notifications' }) },
  { route: 'PUT /auth/notifications', expect: { '-': loggedIn() }, request: () => ({ url: '/auth/notifications', body: { NoMail: false } }) },
  { route: 'GET /notifications/unsubscribe', expect: { '-': everyone() },
    request: (w) => ({ url: `/notifications/unsubscribe?Token=${w.unsubscribeTokenOfOwner}` }) },
  { route: 'POST /notifications/unsubscribe', expect: { '-': everyone() },
    request: (w) => ({ url: '/notifications/unsubscribe', body: { Token: w.unsubscribeTokenOfOwner } }) },
  // The mails to the person an entry was recorded for (docs/product.md §16.12): the link works
  // without login for whoever holds it.
  { route: 'GET /notifications/reporter-unsubscribe', expect: { '-': everyone(), forged: everyone(400) },
    request: (w, s) => ({ url: `/notifications/reporter-unsubscribe?Token=${s === 'forged' ? w.unsubscribeTokenOfOwner : w.reporterTokenOfOpen}` }) },
  { route: 'POST /notifications/reporter-unsubscribe', expect: { '-': everyone(), forged: everyone(400) },
    request: (w, s) => ({ url: '/notifications/reporter-unsubscribe', body: { Token: s === 'forged' ? w.unsubscribeTokenOfOwner : w.reporterTokenOfOpen } }) },
  // The team's mails (docs/product.md §16.8): each member of a project's team reads and sets their
  // own; the signed unsubscribe link works for whoever holds it, without login.
  { route: 'GET /gis/workspace/:id/team-notifications', expect: byWorkspace((v) => managers(v)),
    request: (w, s) => ({ url: `/gis/workspace/${w.ws[s as WsState]}/team-notifications` }) },
  { route: 'PUT /gis/workspace/:id/team-notifications', expect: { ...byWorkspace((v) => managers(v)), 'bad value': everyone(400) },
    request: (w, s) => ({ url: `/gis/workspace/${w.ws[s === 'bad value' ? 'public' : s as WsState]}/team-notifications`,
      body: s === 'bad value' ? { Entries: 'stündlich', Reports: 'sofort', Approvals: 'sofort' } : { Entries: 'taeglich', Reports: 'sofort', Approvals: 'sofort' } }) },
  { route: 'GET /team-notifications/unsubscribe', expect: { '-': everyone(), forged: everyone(400) },
    request: (w, s) => ({ url: `/team-notifications/unsubscribe?Token=${s === 'forged' ? `${w.userIds.owner}.${w.ws.public}.AAAA` : w.teamUnsubscribeTokenOfOwner}` }) },
  { route: 'POST /team-notifications/unsubscribe', expect: { '-': everyone(), forged: everyone(400) },
    request: (w, s) => ({ url: '/team-notifications/unsubscribe', body: { Token: s === 'forged' ? `${w.userIds.owner}.${w.ws.public}.AAAA` : w.teamUnsubscribeTokenOfOwner } }) },
  // A project's „Neuigkeiten“ (docs/product.md §25.5): signed-in people who see the project follow
  // it (leaving works for any id and confirms nothing); everyone who sees it reads its updates;
  // its team counts the recipients, posts and deletes; the mailed links are everyone's and refuse
  // a token the server did not sign (400), the one-click address too.
  { route: 'POST /gis/workspace/:id/follow', expect: byWorkspace(commenting), request: (w, s) => ({ url: `/gis/workspace/${w.ws[s as WsState]}/follow` }) },
  { route: 'DELETE /gis/workspace/:id/follow', expect: { '-': loggedIn() }, request: (w) => ({ url: `/gis/workspace/${w.ws.foreign}/follow` }) },
  { route: 'GET /gis/workspace/:id/updates', expect: byWorkspace(seeing), request: (w, s) => ({ url: `/gis/workspace/${w.ws[s as WsState]}/updates` }) },
  { route: 'GET /gis/workspace/:id/updates/recipients', expect: byWorkspace((v) => managers(v)),
    request: (w, s) => ({ url: `/gis/workspace/${w.ws[s as WsState]}/updates/recipients` }) },
  { route: 'POST /gis/workspace/:id/updates', expect: { ...byWorkspace((v) => managers(v)), 'bad value': everyone(400) },
    request: (w, s) => ({ url: `/gis/workspace/${w.ws[s === 'bad value' ? 'public' : s as WsState]}/updates`, body: s === 'bad value' ? { Title: '', Text: 'x' } : { Title: name, Text: 'Text' } }) },
  { route: 'DELETE /gis/workspace/:id/updates/:updateId', expect: byWorkspace((v) => managers(v)),
    request: async (w, s) => {
      const { workspaceId, updateId } = await w.fresh.update(s as WsState);
      return { url: `/gis/workspace/${workspaceId}/updates/${updateId}` };
    } },
  { route: 'GET /project-updates/unsubscribe', expect: { '-': everyone(), forged: everyone(400) },
    request: (w, s) => ({ url: `/project-updates/unsubscribe?Token=${s === 'forged' ? `${w.userIds.owner}.${w.ws.public}.AAAA` : w.updatesUnsubscribeTokenOfOwner}` }) },
  { route: 'POST /project-updates/unsubscribe', expect: { '-': everyone(), forged: everyone(400) },
    request: (w, s) => ({ url: '/project-updates/unsubscribe', body: { Token: s === 'forged' ? `${w.userIds.owner}.${w.ws.public}.AAAA` : w.updatesUnsubscribeTokenOfOwner } }) },
  { route: 'POST /project-updates/one-click', expect: { '-': everyone(400) }, request: (w) => ({
    url: `/project-updates/one-click?Token=${w.userIds.owner}.${w.ws.public}.AAAA`, raw: { type: 'application/x-www-form-urlencoded', bytes: Buffer.from('List-Unsubscribe=One-Click') },
  }) },

  // A project's deadlines and figures (docs/product.md §16.11): its team sets and reads them.
  { route: 'GET /gis/workspace/:id/deadlines', expect: byWorkspace((v) => managers(v)),
    request: (w, s) => ({ url: `/gis/workspace/${w.ws[s as WsState]}/deadlines` }) },
  { route: 'PUT /gis/workspace/:id/deadlines', expect: { ...byWorkspace((v) => managers(v)), 'bad value': everyone(400) },
    request: (w, s) => ({ url: `/gis/workspace/${w.ws[s === 'bad value' ? 'public' : s as WsState]}/deadlines`,
      body: s === 'bad value' ? { FirstResponseDays: 0, CompletionDays: null } : { FirstResponseDays: 5, CompletionDays: 30 } }) },
  { route: 'GET /gis/workspace/:id/figures', expect: { ...byWorkspace((v) => managers(v)), 'bad value': everyone(400) },
    request: (w, s) => ({ url: `/gis/workspace/${w.ws[s === 'bad value' ? 'public' : s as WsState]}/figures${s === 'bad value' ? '?von=1.3.2026' : '?von=2026-01-01'}` }) },

  // A project's webhooks (docs/product.md §24.6): its team registers, changes, deletes them, rotates
  // their secret, sends test events and reads their log; by a webhook's id as by its project's.
  { route: 'GET /gis/workspace/:id/webhooks', expect: byWorkspace((v) => managers(v)),
    request: (w, s) => ({ url: `/gis/workspace/${w.ws[s as WsState]}/webhooks` }) },
  { route: 'POST /gis/workspace/:id/webhooks', expect: { ...byWorkspace((v) => managers(v)), 'bad value': everyone(400) },
    request: (w, s) => ({ url: `/gis/workspace/${w.ws[s === 'bad value' ? 'public' : s as WsState]}/webhooks`,
      body: s === 'bad value' ? { Url: '', Events: ['entry.created'] } : { Url: 'https://hooks.example.invalid/neu', Events: ['entry.created', 'comment.created'] } }) },
  { route: 'PUT /gis/webhook/:id', expect: { ...byWorkspace((v) => managers(v)), 'bad value': everyone(400) },
    request: (w, s) => ({ url: `/gis/webhook/${w.webhooks[s === 'bad value' ? 'public' : s as WsState]}`,
      body: s === 'bad value' ? { Url: 'https://hooks.example.invalid/x', Events: 'entry.created' } : { Url: 'https://hooks.example.invalid/x', Events: ['entry.created'], Active: true } }) },
  { route: 'DELETE /gis/webhook/:id', expect: byWorkspace((v) => managers(v)),
    request: async (w, s) => ({ url: `/gis/webhook/${await w.fresh.webhook(s as WsState)}` }) },
  { route: 'POST /gis/webhook/:id/secret', expect: byWorkspace((v) => managers(v)),
    request: (w, s) => ({ url: `/gis/webhook/${w.webhooks[s as WsState]}/secret` }) },
  { route: 'POST /gis/webhook/:id/test', expect: byWorkspace((v) => managers(v)),
    request: (w, s) => ({ url: `/gis/webhook/${w.webhooks[s as WsState]}/test` }) },
  { route: 'GET /gis/webhook/:id/deliveries', expect: byWorkspace((v) => managers(v)),
    request: (w, s) => ({ url: `/gis/webhook/${w.webhooks[s as WsState]}/deliveries` }) },
  // Surveys a project's team builds (docs/product.md §25.2): everyone who sees a published one
  // reads and answers it (each call a fresh device), drafts only the team; the team builds,
  // changes, deletes them and reads their results and downloads.
  // The results page (docs/product.md §25.5): the world's projects have no results phase, so only the team sees it (a preview).
  { route: 'GET /gis/workspace/:id/results', expect: byWorkspace(() => seeing(false)), request: (w, s) => ({ url: `/gis/workspace/${w.ws[s as WsState]}/results` }) },
  { route: 'PUT /gis/workspace/:id/results', expect: { ...byWorkspace((v) => managers(v)), 'bad value': everyone(400) },
    request: (w, s) => ({ url: `/gis/workspace/${w.ws[s === 'bad value' ? 'public' : s as WsState]}/results`, body: s === 'bad value' ? { Figures: ['wetter'] } : { Text: name } }) },
  { route: 'GET /gis/workspace/:id/surveys', expect: byWorkspace(seeing),
    request: (w, s) => ({ url: `/gis/workspace/${w.ws[s as WsState]}/surveys` }) },
  { route: 'POST /gis/workspace/:id/surveys', expect: { ...byWorkspace((v) => managers(v)), 'bad value': everyone(400) },
    request: (w, s) => ({ url: `/gis/workspace/${w.ws[s === 'bad value' ? 'public' : s as WsState]}/surveys`, body: s === 'bad value' ? { Title: '' } : { Title: name } }) },
  { route: 'GET /gis/survey/:id', expect: { ...byWorkspace(seeing), draft: seeing(false) },
    request: (w, s) => ({ url: `/gis/survey/${w.surveys[s as SurveyState]}` }) },
  { route: 'PUT /gis/survey/:id', expect: { ...byWorkspace((v) => managers(v)), draft: managers(false), 'bad value': everyone(400) },
    request: (w, s) => ({ url: `/gis/survey/${w.surveys[s === 'bad value' ? 'public' : s as SurveyState]}`, body: s === 'bad value' ? { Title: name, Audience: 'alle' } : { Title: name, Published: s !== 'draft' } }) },
  { route: 'DELETE /gis/survey/:id', expect: byWorkspace((v) => managers(v)),
    request: async (w, s) => ({ url: `/gis/survey/${await w.fresh.survey(s as WsState)}` }) },
  { route: 'POST /gis/survey/:id/answers', expect: {
    ...byWorkspace(seeing), draft: st(404, { owner: 403, member: 403 }), ended: everyone(403), 'signed in only': loggedIn(), 'bad value': everyone(400),
  }, request: (w, s) => ({ url: `/gis/survey/${w.surveys[s === 'bad value' ? 'public' : s as SurveyState]}/answers`, body: s === 'bad value' ? { Answers: { x: 1 } } : { Answers: {} } }) },
  { route: 'GET /gis/survey/:id/results', expect: { ...byWorkspace((v) => managers(v)), draft: managers(false) },
    request: (w, s) => ({ url: `/gis/survey/${w.surveys[s as SurveyState]}/results` }) },
  { route: 'GET /gis/survey/:id/export', expect: { ...byWorkspace((v) => managers(v)), 'bad value': everyone(400) },
    request: (w, s) => ({ url: `/gis/survey/${w.surveys[s === 'bad value' ? 'public' : s as WsState]}/export?format=${s === 'bad value' ? 'pdf' : 'xlsx'}` }) },

  // Translation of contributions (docs/product.md §23.1): whoever reads an entry or comment may ask
  // for its translation; the matrix's organisation has the service off (409, nothing is sent),
  // so that 409 shows the text was found readable and 404 that it stays hidden.
  { route: 'POST /gis/translate', expect: { ...prefixed('point ', byPoint(translating)), ...prefixed('comment ', byComment(translating)) },
    request: (w, s) => ({ url: '/gis/translate', body: s.startsWith('point ')
      ? { Kind: 'answer', ID: w.points[s.slice(6) as PointState], Variable: 'Titel', Target: 'en' }
      : { Kind: 'comment', ID: w.comments[s.slice(8) as CommentState], Target: 'en' } }) },
  // comments and votes
  { route: 'GET /gis/comments/:id', expect: byPoint(seeing), request: (w, s) => ({ url: `/gis/comments/${w.points[s as PointState]}` }) },
  { route: 'POST /gis/comment', expect: { ...byPoint(commenting), ...CLOSED }, request: (w, s) => ({ url: '/gis/comment', body: { PointID: w.points[s as PointState], Text: `Text ${MARKER}` } }) },
  { route: 'DELETE /gis/comment/:id', expect: byComment((v) => managers(v)),
    request: async (w, s) => ({ url: `/gis/comment/${await w.fresh.comment(w.points[s as CommentState], s as LayerState)}` }) },
  { route: 'GET /gis/votes/:id', expect: byPoint(seeing), request: (w, s) => ({ url: `/gis/votes/${w.points[s as PointState]}` }) },
  { route: 'POST /gis/vote/:id', expect: { ...byPoint(commenting), ...CLOSED }, request: (w, s) => ({ url: `/gis/vote/${w.points[s as PointState]}`, body: { Vote: 1 } }) },
  { route: 'GET /gis/votescomment/:id', expect: byComment(seeing), request: (w, s) => ({ url: `/gis/votescomment/${w.comments[s as CommentState]}` }) },
  { route: 'POST /gis/votecomment/:id', expect: { ...byComment(commenting), ...CLOSED }, request: (w, s) => ({ url: `/gis/votecomment/${w.comments[s as CommentState]}`, body: { Vote: -1 } }) },

  // audit log (docs/product.md §16.4): a workspace's managers read its log, holders of `admin`
  // every log, also of workspaces they cannot see; the whole log only holders of `admin`.
  { route: 'GET /gis/audit/:id', expect: auditReaders(), request: (w, s) => ({ url: `/gis/audit/${w.ws[s as WsState]}` }) },
  { route: 'GET /gis/audit/:id/csv', expect: auditReaders(), request: (w, s) => ({ url: `/gis/audit/${w.ws[s as WsState]}/csv` }) },
  { route: 'GET /admin/audit', expect: { '-': holders('admin') }, request: () => ({ url: '/admin/audit' }) },
  { route: 'GET /admin/audit/csv', expect: { '-': holders('admin') }, request: () => ({ url: '/admin/audit/csv' }) },

  // survey (docs/product.md §6)
  { route: 'POST /survey', expect: { '-': everyone() }, request: () => ({ url: '/survey', body: { Data: { interessensgruppe: 'buerger_stadt', altersgruppe: 'alter_21_35' } } }) },
  { route: 'GET /survey/results', expect: { '-': holders('admin') }, request: () => ({ url: '/survey/results' }) },

  // admin area
  { route: 'GET /admin/dashboard', expect: { '-': holders('admin') }, request: () => ({ url: '/admin/dashboard' }) },
  { route: 'GET /admin/users', expect: { '-': holders('usermanager') }, request: () => ({ url: '/admin/users' }) },
  { route: 'POST /admin/user', expect: { '-': holders('usermanager') }, request: () => ({
    url: '/admin/user', body: { Name: name, Email: `neu-${Math.random().toString(36).slice(2)}@example.org`, Password: 'ein-langes-passwort', Active: true, Groups: [], Attributes: [] },
  }) },
  { route: 'GET /admin/user/:id', expect: { '-': holders('usermanager') }, request: (w) => ({ url: `/admin/user/${w.stranger.id}` }) },
  { route: 'PUT /admin/user/:id', expect: { '-': holders('usermanager') }, request: async (w) => {
    const v = await w.fresh.victim();
    return { url: `/admin/user/${v.id}`, body: { Name: name, Email: v.email, Active: true, Groups: [], Attributes: [], Password: '' } };
  } },
  { route: 'DELETE /admin/user/:id', expect: { '-': holders('usermanager') }, request: async (w) => ({ url: `/admin/user/${(await w.fresh.victim()).id}` }) },
  { route: 'DELETE /admin/user/:id/sessions', expect: { '-': holders('usermanager') }, request: async (w) => ({ url: `/admin/user/${(await w.fresh.victim()).id}/sessions` }) },
  { route: 'DELETE /admin/user/:id/mfa', expect: { '-': holders('usermanager') }, request: async (w) => ({ url: `/admin/user/${(await w.fresh.victim()).id}/mfa` }) },
  { route: 'DELETE /admin/user/:id/passkeys', expect: { '-': holders('usermanager') }, request: async (w) => ({ url: `/admin/user/${(await w.fresh.victim()).id}/passkeys` }) },
  { route: 'GET /admin/user/:id/export', expect: { '-': holders('usermanager') }, request: (w) => ({ url: `/admin/user/${w.stranger.id}/export` }) },
  { route: 'GET /admin/groups', expect: { '-': holders('groupmanager', 'usermanager') }, request: () => ({ url: '/admin/groups' }) },
  { route: 'POST /admin/group', expect: { '-': holders('groupmanager') }, request: () => ({ url: '/admin/group', body: { Name: `${name} ${Math.random()}` } }) },
  { route: 'GET /admin/group/:id', expect: { '-': holders('groupmanager') }, request: async (w) => ({ url: `/admin/group/${await w.fresh.group()}` }) },
  { route: 'PUT /admin/group/:id', expect: { '-': holders('groupmanager') },
    request: async (w) => ({ url: `/admin/group/${await w.fresh.group()}`, body: { Name: `${name} ${Math.random()}`, Permissions: [] } }) },
  { route: 'DELETE /admin/group/:id', expect: { '-': holders('groupmanager') }, request: async (w) => ({ url: `/admin/group/${await w.fresh.group()}` }) },
  { route: 'GET /admin/permissions', expect: { '-': holders('groupmanager') }, request: () => ({ url: '/admin/permissions' }) },
  { route: 'GET /admin/organisations', expect: { '-': holders('orgmanager') }, request: () => ({ url: '/admin/organisations' }) },
  { route: 'POST /admin/organisation', expect: { '-': holders('orgmanager') },
    request: () => ({ url: '/admin/organisation', body: { Host: `neu-${Math.random().toString(36).slice(2)}.example.org` } }) },
  { route: 'GET /admin/organisation/:id', expect: { '-': holders('orgmanager') }, request: async (w) => ({ url: `/admin/organisation/${await w.fresh.organisation()}` }) },
  { route: 'PUT /admin/organisation/:id', expect: { '-': holders('orgmanager') }, request: async (w) => ({
    url: `/admin/organisation/${await w.fresh.organisation()}`, body: { Host: `neu-${Math.random().toString(36).slice(2)}.example.org`, Config: { Title: name } },
  }) },
  { route: 'DELETE /admin/organisation/:id', expect: { '-': holders('orgmanager') }, request: async (w) => ({ url: `/admin/organisation/${await w.fresh.organisation()}` }) },
  // An organisation's API keys (docs/product.md §24.6): its administration's, as the organisation.
  { route: 'GET /admin/organisation/:id/tokens', expect: { '-': holders('orgmanager') }, request: async (w) => ({ url: `/admin/organisation/${await w.fresh.organisation()}/tokens` }) },
  { route: 'POST /admin/organisation/:id/tokens', expect: { '-': holders('orgmanager') }, request: async (w) => ({
    url: `/admin/organisation/${await w.fresh.organisation()}/tokens`, body: { Name: `Schlüssel ${MARKER}`, Scopes: ['write'], ExpiresAt: new Date(Date.now() + 24 * 3600_000).toISOString() } }) },
  { route: 'DELETE /admin/organisation/:id/tokens/:tokenId', expect: { '-': holders('orgmanager') }, request: async (w) => {
    const { organisationId, tokenId } = await w.fresh.organisationKey();
    return { url: `/admin/organisation/${organisationId}/tokens/${tokenId}` };
  } },
  // Answer templates (docs/product.md §16.2): the organisation's managers write them, whoever manages a project reads them.
  // The `project` holder owns the project it created above (POST /gis/workspace), so it reads them too.
  { route: 'GET /gis/answer-templates', expect: { '-': st(403, { anon: 401, member: 200, owner: 200, project: 200, orgmanager: 200, superadmin: 200 }) }, request: () => ({ url: '/gis/answer-templates' }) },
  // Identity providers of an organisation: holders of `admin` only. Saving checks the issuer's
  // discovery after the right: the matrix's issuer answers nothing (400 for the holders).
  { route: 'GET /admin/organisation/:id/identity-providers', expect: { '-': holders('admin') },
    request: async (w) => ({ url: `/admin/organisation/${await w.fresh.organisation()}/identity-providers` }) },
  { route: 'POST /admin/organisation/:id/identity-providers', expect: { '-': st(403, { anon: 401, admin: 400, superadmin: 400 }) },
    request: async (w) => ({ url: `/admin/organisation/${await w.fresh.organisation()}/identity-providers`, body: { Label: name.slice(0, 60), Issuer: 'http://127.0.0.1:9', ClientId: 'matrix' } }) },
  { route: 'PUT /admin/organisation/:id/identity-providers/:providerId', expect: { '-': st(403, { anon: 401, admin: 400, superadmin: 400 }) },
    request: async (w) => {
      const org = await w.fresh.organisation();
      return { url: `/admin/organisation/${org}/identity-providers/${await w.fresh.identityProvider(org)}`, body: { Label: 'Neu', Issuer: 'http://127.0.0.1:9', ClientId: 'matrix' } };
    } },
  { route: 'DELETE /admin/organisation/:id/identity-providers/:providerId', expect: { '-': holders('admin') },
    request: async (w) => {
      const org = await w.fresh.organisation();
      return { url: `/admin/organisation/${org}/identity-providers/${await w.fresh.identityProvider(org)}` };
    } },
  // The staff rule of an organisation (docs/product.md §14.1, „Team-Anmeldung“): holders of `admin`
  // only; switching it off needs no provider session (switching it on does: the lock-out guard).
  { route: 'GET /admin/organisation/:id/staff-sign-in', expect: { '-': holders('admin') },
    request: async (w) => ({ url: `/admin/organisation/${await w.fresh.organisation()}/staff-sign-in` }) },
  { route: 'PUT /admin/organisation/:id/staff-sign-in', expect: { '-': holders('admin') },
    request: async (w) => ({ url: `/admin/organisation/${await w.fresh.organisation()}/staff-sign-in`, body: { Required: false } }) },
  { route: 'GET /admin/organisation/:id/answer-templates', expect: { '-': holders('orgmanager') }, request: async (w) => ({ url: `/admin/organisation/${await w.fresh.organisation()}/answer-templates` }) },
  { route: 'PUT /admin/organisation/:id/answer-templates', expect: { '-': holders('orgmanager') }, request: async (w) => ({
    url: `/admin/organisation/${await w.fresh.organisation()}/answer-templates`, body: { Templates: [{ Name: `Dank ${MARKER}`, Text: 'Danke für {titel}.' }] },
  }) },
  // Profile questions (docs/product.md §25.3): the organisation's managers write them; the
  // registration form reads the asked ones (everyone); a person's own answers need an account;
  // the participants' counts are the project team's, like the figures.
  { route: 'GET /profile-questions', expect: { '-': everyone() }, request: () => ({ url: '/profile-questions' }) },
  { route: 'GET /admin/organisation/:id/profile-questions', expect: { '-': holders('orgmanager') },
    request: async (w) => ({ url: `/admin/organisation/${await w.fresh.organisation()}/profile-questions` }) },
  { route: 'PUT /admin/organisation/:id/profile-questions', expect: { '-': holders('orgmanager') }, request: async (w) => ({
    url: `/admin/organisation/${await w.fresh.organisation()}/profile-questions`,
    body: { Questions: [{ Label: `Stadtteil ${MARKER}`, Active: true, Options: [{ Label: 'Nord' }, { Label: 'Süd' }] }] },
  }) },
  { route: 'GET /auth/profile', expect: { '-': loggedIn() }, request: () => ({ url: '/auth/profile' }) },
  { route: 'PUT /auth/profile', expect: { '-': loggedIn() }, request: () => ({ url: '/auth/profile', body: { Answers: [] } }) },
  { route: 'DELETE /auth/profile', expect: { '-': loggedIn() }, request: () => ({ url: '/auth/profile' }) },
  { route: 'POST /auth/profile/dismiss', expect: { '-': loggedIn() }, request: () => ({ url: '/auth/profile/dismiss' }) },
  { route: 'GET /gis/workspace/:id/participants', expect: byWorkspace((v) => managers(v)),
    request: (w, s) => ({ url: `/gis/workspace/${w.ws[s as WsState]}/participants` }) },
  // The organisation's translation service (docs/product.md §23.1): holders of `orgmanager`.
  { route: 'GET /admin/organisation/:id/translation', expect: { '-': holders('orgmanager') },
    request: async (w) => ({ url: `/admin/organisation/${await w.fresh.organisation()}/translation` }) },
  { route: 'PUT /admin/organisation/:id/translation', expect: { '-': holders('orgmanager') },
    request: async (w) => ({ url: `/admin/organisation/${await w.fresh.organisation()}/translation`, body: { Enabled: false } }) },
  { route: 'POST /admin/organisation/:id/logo', expect: { '-': holders('orgmanager') },
    request: async (w) => ({ url: `/admin/organisation/${await w.fresh.organisation()}/logo`, raw: { bytes: await logoPng(), type: 'image/png' } }) },
  { route: 'DELETE /admin/organisation/:id/logo', expect: { '-': holders('orgmanager') }, request: async (w) => ({ url: `/admin/organisation/${await w.fresh.organisation()}/logo` }) },
  // Videos in Deutsche Gebärdensprache (docs/product.md §23.3): written by holders of
  // `orgmanager`; the list of the serving organisation and the files are everyone's.
  { route: 'GET /admin/organisation/:id/videos', expect: { '-': holders('orgmanager') }, request: async (w) => ({ url: `/admin/organisation/${await w.fresh.organisation()}/videos` }) },
  { route: 'POST /admin/organisation/:id/videos/:slot', expect: { '-': holders('orgmanager') },
    request: async (w) => ({ url: `/admin/organisation/${await w.fresh.organisation()}/videos/inhalt`, raw: { bytes: await dgsClip(), type: 'video/mp4' } }) },
  { route: 'DELETE /admin/organisation/:id/videos/:slot', expect: { '-': holders('orgmanager') },
    request: async (w) => ({ url: `/admin/organisation/${(await w.fresh.dgsVideo()).organisationId}/videos/inhalt` }) },
  { route: 'POST /admin/organisation/:id/videos/:slot/captions', expect: { '-': holders('orgmanager') },
    request: async (w) => ({ url: `/admin/organisation/${(await w.fresh.dgsVideo()).organisationId}/videos/inhalt/captions`, raw: { bytes: WEBVTT, type: 'text/vtt' } }) },
  { route: 'DELETE /admin/organisation/:id/videos/:slot/captions', expect: { '-': holders('orgmanager') },
    request: async (w) => ({ url: `/admin/organisation/${(await w.fresh.dgsVideo()).organisationId}/videos/inhalt/captions` }) },
  { route: 'GET /dgs/videos', expect: { '-': everyone() }, request: () => ({ url: '/dgs/videos' }) },
  { route: 'GET /dgs/video/:file', expect: { '-': everyone() }, request: async (w) => ({ url: `/dgs/video/${(await w.fresh.dgsVideo()).fileId}` }) },
  { route: 'GET /dgs/captions/:file', expect: { '-': everyone() }, request: async (w) => ({ url: `/dgs/captions/${(await w.fresh.dgsVideo()).fileId}` }) },
  // Last: it ends every other session of the actor, the world's helper sessions of the owner too.
  { route: 'DELETE /auth/sessions', expect: { '-': loggedIn() }, request: () => ({ url: '/auth/sessions' }) },
];

/** Readers of a workspace's audit log: its managers (as `managers`) and holders of `admin`. */
function auditReaders(): Record<WsState, Expect> {
  const admins = { admin: 200, superadmin: 200 };
  return { public: { ...managers(true), ...admins }, private: { ...managers(false), ...admins }, foreign: { ...nobody, ...admins } };
}
/** Logged-in users who can see the target may comment and vote; anonymous visitors get 401 where
 *  they can see it. */
function commenting(visible: boolean): Expect {
  return visible ? loggedIn() : st(404, { owner: 200, member: 200 });
}
/** Readers of the target may ask for its translation: 409 while the service is off. */
function translating(visible: boolean): Expect {
  return visible ? st(409) : st(404, { owner: 409, member: 409 });
}
function byLayer(rule: (visible: boolean) => Expect): Record<LayerState, Expect> {
  return { open: rule(true), readonly: rule(true), hidden: rule(false), frozen: rule(true), private: rule(false), foreign: nobody, closed: rule(true) };
}
function byPoint(rule: (visible: boolean) => Expect): Record<PointState, Expect> {
  return { open: rule(true), readonly: rule(true), hidden: rule(false), private: rule(false), foreign: nobody, closed: rule(true) } as Record<PointState, Expect>;
}
/** `states` with each state's name after `prefix`, for routes that take a point or a comment. */
function prefixed(prefix: string, states: Record<string, Expect>): Record<string, Expect> {
  return Object.fromEntries(Object.entries(states).map(([state, expect]) => [prefix + state, expect]));
}
function byComment(rule: (visible: boolean) => Expect): Record<CommentState, Expect> {
  return { open: rule(true), private: rule(false), foreign: nobody, closed: rule(true) };
}
function layerFlags(s: string) {
  return { open: { Public: true, Editable: true }, readonly: { Public: true, Editable: false }, hidden: { Public: false, Editable: true },
    frozen: { Public: true, Editable: true }, private: { Public: true, Editable: true }, foreign: { Public: true, Editable: true },
    closed: { Public: true, Editable: true } }[s as LayerState];
}
