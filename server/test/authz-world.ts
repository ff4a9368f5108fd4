import sharp from 'sharp';
import type { PermissionName } from '@mitmachkarte/contract';
import { newId, nowIso } from '../src/lib/ids.js';
import { startSession } from '../src/modules/auth/sessions.service.js';
import { teamUnsubscribeToken } from '../src/modules/team-notifications/team-unsubscribe-token.js';
import { updatesUnsubscribeToken } from '../src/modules/project-updates/updates-unsubscribe-token.js';
import { unsubscribeToken } from '../src/modules/notifications/unsubscribe-token.js';
import { reporterToken } from '../src/modules/reporters/reporter-token.js';
import { adminId } from './admin-fixtures.js';
import { TestClient } from './client.js';
import { addToAccessList, createUser } from './factories.js';
import type { TestApp } from './test-app.js';
import { makeVideo, WEBVTT } from './video-fixtures.js';

/** The fixtures of the authorization matrix (authz-matrix.ts): one set of actors and resources in
 *  every state, built once per test file, plus factories of fresh resources for the calls that
 *  delete or hand over what they act on. Every name contains MARKER, so that a refusal carrying
 *  resource data is found by a text search. */

export const MARKER = 'GEHEIM';

/** The actors of the matrix: anonymous, a registered user without relations,
 *  a member of the workspaces' access lists, their owner, one holder of each permission (and no
 *  other), and the first-start administrator holding all of them. */
export const ACTORS = ['anon', 'user', 'member', 'owner', 'project', 'admin', 'usermanager', 'groupmanager', 'orgmanager', 'superadmin'] as const;
export type ActorName = (typeof ACTORS)[number];

/** Workspace states: public and editable, private, and another owner's private workspace. */
export type WorkspaceState = 'public' | 'private' | 'foreign';
/** Layer states: public+editable in the public workspace (`open`), public but read-only
 *  (`readonly`), not public (`hidden`), editable in a public read-only workspace (`frozen`), in the
 *  private workspace (`private`), in another owner's private workspace (`foreign`), public+editable
 *  in a public editable workspace that is closed (`closed`, docs/product.md §17.2). */
export type LayerState = 'open' | 'readonly' | 'hidden' | 'frozen' | 'private' | 'foreign' | 'closed';

const PERMISSIONS: PermissionName[] = ['project', 'admin', 'usermanager', 'groupmanager', 'orgmanager'];

/** Builds the actors (`userIds` by actor name) and the resources: workspaces `ws` by state, layers
 *  `layer` by state, one point per layer state, comments of the stranger on the open, private,
 *  foreign and closed points, an image used as an answer in the public workspace, and `fresh` factories.
 *  Workspaces are made by a helper holding `project` and then given to `owner`, so that the owner
 *  holds no permission of its own. Throws when a set-up call is refused. */
export async function createAuthzWorld(t: TestApp) {
  const userIds = {} as Record<Exclude<ActorName, 'anon'>, string>;
  userIds.user = (await createUser(t.db, { name: `Nutzer ${MARKER}` })).id;
  userIds.member = (await createUser(t.db, { name: `Mitglied ${MARKER}` })).id;
  userIds.owner = (await createUser(t.db, { name: `Eigentümer ${MARKER}` })).id;
  for (const p of PERMISSIONS) userIds[p as Exclude<ActorName, 'anon'>] = (await createUser(t.db, { permissions: [p], name: `${p} ${MARKER}` })).id;
  userIds.superadmin = await adminId(t);
  const stranger = await createUser(t.db, { permissions: ['project'], name: `Fremde ${MARKER}` });
  const strangerClient = await clientOf(t, stranger.id);
  const builder = await clientOf(t, (await createUser(t.db, { permissions: ['project'] })).id);

  const ok = async (res: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
    const r = await res;
    if (r.statusCode !== 200) throw new Error(`fixture call failed: ${r.statusCode} ${r.body}`);
    return r.json() as { ID: string };
  };
  const api = (p: string) => `/api/v1${p}`;

  /** A workspace owned by `owner` with `member` on its access list, or a stranger's. */
  async function workspace(state: WorkspaceState, editable = true): Promise<string> {
    const by = state === 'foreign' ? strangerClient : builder;
    const id = (await ok(by.post(api('/gis/workspace'), { Name: `Arbeitsbereich ${MARKER}`, Public: state === 'public', Editable: editable }))).ID;
    if (state !== 'foreign') {
      await t.db.updateTable('workspaces').set({ owner_id: userIds.owner }).where('id', '=', id).execute();
      await addToAccessList(t.db, id, userIds.member);
    }
    return id;
  }
  const ownerClient = await clientOf(t, userIds.owner);
  const layerIn = async (ws: string, isPublic: boolean, editable: boolean, by = ownerClient, Schema = { Schema: [], Categories: [] } as object) =>
    (await ok(by.post(api('/gis/layer'), { Workspace: ws, Name: `Ebene ${MARKER}`, Public: isPublic, Editable: editable, Schema }))).ID;

  const ws = { public: await workspace('public'), private: await workspace('private'), foreign: await workspace('foreign') };
  const frozenWs = await workspace('public', false);
  const closedWs = await workspace('public');
  /** Runs `make` while the closed workspace is open for a moment: its points and comments are
   *  made before it closed. */
  const whileOpen = async <T>(state: LayerState, make: () => Promise<T>): Promise<T> => {
    if (state !== 'closed') return make();
    await t.db.updateTable('workspaces').set({ closed: 0 }).where('id', '=', closedWs).execute();
    try {
      return await make();
    } finally {
      await t.db.updateTable('workspaces').set({ closed: 1 }).where('id', '=', closedWs).execute();
    }
  };
  // Open data (docs/product.md §24.4): every project but the frozen one has a licence.
  await t.db.updateTable('workspaces').set({ licence: 'cc-by/4.0' }).where('id', 'in', [ws.public, ws.private, ws.foreign, closedWs]).execute();
  const layer: Record<LayerState, string> = {
    open: await layerIn(ws.public, true, true),
    readonly: await layerIn(ws.public, true, false),
    hidden: await layerIn(ws.public, false, true),
    frozen: await layerIn(frozenWs, true, true),
    private: await layerIn(ws.private, true, true),
    foreign: await layerIn(ws.foreign, true, true, strangerClient),
    closed: await layerIn(closedWs, true, true),
  };
  const uploaded = await ownerClient.request('POST', api('/gis/images/upload'), await tinyPng(), { headers: { 'content-type': 'image/png' } });
  const image = (uploaded.json() as { Id: string }).Id;
  // The photo is an answer of a point in the public workspace: its raw bytes are for the managers.
  const photoLayer = await layerIn(ws.public, true, true, ownerClient, { Schema: [{ Name: 'Foto', DataType: 'image', Optional: true }], Categories: [] });
  await ok(ownerClient.post(api('/gis/point'), {
    Layer: photoLayer, Latitude: 51.3, Longitude: 9.47, Attributes: { Foto: { DataType: 'image', Value: image } },
  }));

  /** A point on a layer in `state`, made by a manager (a stranger for `foreign`). */
  const point = async (state: LayerState) => {
    const by = state === 'foreign' ? strangerClient : ownerClient;
    return (await whileOpen(state, () => ok(by.post(api('/gis/point'), { Layer: layer[state], Latitude: 51.3, Longitude: 9.47 })))).ID;
  };
  /** A comment of the stranger (no actor) on a point in `state`. */
  const comment = async (pointId: string, state: LayerState) => {
    const by = state === 'foreign' ? strangerClient : ownerClient;
    const id = (await whileOpen(state, () => ok(by.post(api('/gis/comment'), { PointID: pointId, Text: `Kommentar ${MARKER}` })))).ID;
    await t.db.updateTable('comments').set({ user_id: stranger.id }).where('id', '=', id).execute();
    return id;
  };
  const points = {} as Record<LayerState, string>;
  for (const s of ['open', 'readonly', 'hidden', 'private', 'foreign'] as const) points[s] = await point(s);
  await t.db.updateTable('workspaces').set({ closed: 1 }).where('id', '=', closedWs).execute();
  points.closed = await point('closed');
  const comments = {
    open: await comment(points.open, 'open'), private: await comment(points.private, 'private'), foreign: await comment(points.foreign, 'foreign'),
    closed: await comment(points.closed, 'closed'),
  };

  /** A point soft-deleted by its manager. */
  const deletedPoint = async (state: LayerState) => {
    const id = await point(state);
    await t.db.updateTable('points').set({ deleted_at: nowIso(), deleted_by: state === 'foreign' ? stranger.id : userIds.owner }).where('id', '=', id).execute();
    return id;
  };
  /** An open report (docs/product.md §16.3) of a fresh point in `state`, by nobody. */
  const report = async (state: LayerState) => {
    const pointId = await point(state);
    const { workspace_id } = await t.db.selectFrom('layers').select('workspace_id').where('id', '=', layer[state]).executeTakeFirstOrThrow();
    const id = newId();
    await t.db.insertInto('reports').values({
      id, workspace_id, point_id: pointId, comment_id: null, reason: 'spam', text: MARKER, user_id: null, state: 'open', created_at: nowIso(), closed_at: null, closed_by: null,
    }).execute();
    return id;
  };
  /** A user no actor is related to, e.g. to add to an access list or to edit and delete. */
  const victim = async () => createUser(t.db, { name: `Opfer ${MARKER}`, email: `opfer-${newId().slice(-12)}@example.org` });
  const group = async () => {
    const id = newId();
    await t.db.insertInto('groups').values({ id, name: `Gruppe ${MARKER} ${id}`, created_at: nowIso() }).execute();
    return id;
  };
  const organisation = async () => {
    const id = newId();
    await t.db.insertInto('organisations').values({
      id, host: `org-${id.slice(-12)}.example.org`, title: `Organisation ${MARKER}`, menu: '[]', other: '{}', content: '{}', is_default: 0, created_at: nowIso(), updated_at: nowIso(),
    }).execute();
    return id;
  };

  /** A key (docs/product.md §24.6, Organisation keys) of a fresh organisation: both ids. */
  const organisationKey = async () => {
    const organisationId = await organisation();
    const tokenId = newId();
    await t.db.insertInto('organisation_api_tokens').values({
      id: tokenId, organisation_id: organisationId, name: `Schlüssel ${MARKER}`, prefix: 'mk_matrix', hash: newId(), scopes: 'write', created_by: null,
      created_at: nowIso(), expires_at: new Date(Date.now() + 24 * 3600_000).toISOString(), last_used_at: null, revoked_at: null,
    }).execute();
    return { organisationId, tokenId };
  };

  /** A DGS video with captions (docs/product.md §23.3) of a fresh organisation: its row and
   *  stand-in files in the store. */
  const dgsVideo = async () => {
    const organisationId = await organisation();
    const fileId = newId();
    await t.app.imageStore.put(fileId, 'video', Buffer.from(`Video ${MARKER}`));
    await t.app.imageStore.put(fileId, 'captions', WEBVTT);
    await t.db.insertInto('dgs_videos').values({
      organisation_id: organisationId, slot: 'inhalt', file_id: fileId, content_type: 'video/mp4', bytes: `Video ${MARKER}`.length, duration_ms: 1000,
      width: 320, height: 240, captions_bytes: WEBVTT.length, created_at: nowIso(), uploaded_by: null,
    }).execute();
    return { organisationId, fileId };
  };

  /** An identity provider (docs/product.md §14.1) of `organisationId`, default: the default
   *  organisation, whose issuer answers nothing (127.0.0.1 port 9): starting a sign-in with it
   *  leads back to the login page, and saving it fails its discovery. */
  const identityProvider = async (organisationId?: string) => {
    const id = newId();
    const org = organisationId ?? (await t.db.selectFrom('organisations').select('id').where('is_default', '=', 1).executeTakeFirstOrThrow()).id;
    await t.db.insertInto('identity_providers').values({
      id, organisation_id: org, label: `Anbieter ${MARKER}`, issuer: 'http://127.0.0.1:9', client_id: 'matrix', client_secret: '', scopes: 'openid',
      audience: 'both', enabled: 1, created_at: nowIso(), updated_at: nowIso(),
    }).execute();
    return id;
  };

  /** No export job queued or running, so that the next one may start (one per user at a time):
   *  the jobs the matrix started before are waited for (up to 30 s, reading only), since marking
   *  one failed while its worker thread holds SQLite's write lock waits for that lock, and under
   *  load longer than the server's own connection waits (the 429 DATABASE_BUSY,
   *  src/db/sqlite-lock-wait.ts); what is left then is ended. */
  const endActiveJobs = async () => {
    const active = () => t.db.selectFrom('jobs').select('id').where('state', 'in', ['queued', 'running']).execute();
    for (let i = 0; i < 600 && (await active()).length > 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    await t.db.updateTable('jobs').set({ state: 'failed', finished_at: nowIso() }).where('state', 'in', ['queued', 'running']).execute();
  };

  /** An open invitation (docs/product.md §17.4) to the team of `workspaceId`, by the owner. */
  const invitation = async (workspaceId: string) => {
    const id = newId();
    await t.db.insertInto('workspace_invitations').values({
      id, token_hash: `hash-${id}`, workspace_id: workspaceId, email: `eingeladen-${id.slice(-12)}@example.org`, invited_by: userIds.owner,
      inviter_name: MARKER, created_at: nowIso(), expires_at: new Date(Date.now() + 3600_000).toISOString(), accepted_at: null, ended_at: null,
    }).execute();
    return id;
  };

  /** The signed unsubscribe link's token (docs/product.md §16.7) of the owner's following of the
   *  open point. */
  const unsubscribeTokenOfOwner = unsubscribeToken(t.app.notificationDeps.secret, userIds.owner, points.open);
  /** The signed unsubscribe link's token of the owner's team mails of the public workspace (§16.8). */
  const teamUnsubscribeTokenOfOwner = teamUnsubscribeToken(t.app.notificationDeps.secret, userIds.owner, ws.public);
  /** The signed unsubscribe link's token of the owner's update mails of the public workspace (§25.5). */
  const updatesUnsubscribeTokenOfOwner = updatesUnsubscribeToken(t.app.notificationDeps.secret, userIds.owner, ws.public);
  /** The open point as recorded by the owner for someone who gets the status mails, and the token
   *  of their unsubscribe link (docs/product.md §16.12). */
  await t.db.insertInto('point_reporters').values({
    point_id: points.open, channel: 'telefon', name: MARKER, email: 'meldend@example.org', phone: '0561 1234', status_mails: 1, host: '',
    created_by: userIds.owner, created_at: nowIso(),
  }).execute();
  const reporterTokenOfOpen = reporterToken(t.app.notificationDeps.secret, points.open);

  /** A webhook (docs/product.md §24.6) of workspace `workspaceId` (of `state`), by its owner, to an
   *  address that never resolves (the matrix's test events fail at once, nothing leaves the machine). */
  const webhookIn = async (state: WorkspaceState, workspaceId: string) => (await ok((state === 'foreign' ? strangerClient : ownerClient)
    .post(api(`/gis/workspace/${workspaceId}/webhooks`), { Url: `https://hooks.example.invalid/${MARKER}`, Events: ['entry.created'] }))).ID;
  const webhooks = { public: await webhookIn('public', ws.public), private: await webhookIn('private', ws.private), foreign: await webhookIn('foreign', ws.foreign) };
  /** A webhook in a fresh workspace of `state` (one per deleting call: a project holds at most ten). */
  const webhook = async (state: WorkspaceState) => webhookIn(state, await workspace(state));

  /** A survey (docs/product.md §25.2) of workspace `workspaceId` (of `state`), by its team, without
   *  questions (so that `{ Answers: {} }` answers it); `extra` sets Published, ClosesAt, Audience. */
  const surveyIn = async (state: WorkspaceState, workspaceId: string, extra: Record<string, unknown> = {}) => (await ok((state === 'foreign' ? strangerClient : ownerClient)
    .post(api(`/gis/workspace/${workspaceId}/surveys`), { Title: `Umfrage ${MARKER}`, Published: true, ...extra })) as unknown as { Id: string }).Id;
  const surveys = {
    public: await surveyIn('public', ws.public), private: await surveyIn('private', ws.private), foreign: await surveyIn('foreign', ws.foreign),
    draft: await surveyIn('public', ws.public, { Published: false }),
    ended: await surveyIn('public', ws.public, { OpensAt: '2020-01-01T00:00:00Z', ClosesAt: '2020-02-01T00:00:00Z' }),
    'signed in only': await surveyIn('public', ws.public, { Audience: 'signed_in' }),
  };
  /** A published survey in a fresh workspace of `state` (one per deleting call). */
  const survey = async (state: WorkspaceState) => surveyIn(state, await workspace(state));
  /** An update („Neuigkeit“, docs/product.md §25.5) in a fresh workspace of `state`, by its team: both ids. */
  const update = async (state: WorkspaceState) => {
    const workspaceId = await workspace(state);
    const created = await ok((state === 'foreign' ? strangerClient : ownerClient).post(api(`/gis/workspace/${workspaceId}/updates`), { Title: `Neuigkeit ${MARKER}`, Text: 'Text' }));
    return { workspaceId, updateId: created.ID };
  };

  // Terms of use (docs/product.md §2.22): a default organisation without them serves every other
  // host, and TERMS_HOST's organisation has them, in its current version `terms.version`.
  await insertOrganisation(t, { host: 'standard.example.org', content: {}, isDefault: true });
  await insertOrganisation(t, { host: TERMS_HOST, content: { 'nutzung.bedingungen': `Regeln ${MARKER}`, 'nutzung.netiquette': 'Freundlich bleiben.' }, isDefault: false });
  // EMBED_HOST's organisation lets visitors make entries inside its embedded maps (§24.1).
  await insertOrganisation(t, { host: EMBED_HOST, content: {}, isDefault: false, other: { einbettung_eintraege: true } });
  const orgInfo = await t.app.inject({ method: 'GET', url: '/api/v1/auth/org', headers: { host: TERMS_HOST } });
  const terms = { host: TERMS_HOST, version: (orgInfo.json() as { TermsVersion: string }).TermsVersion };

  return {
    userIds, stranger, ws, layer, points, comments, image, webhooks, surveys, unsubscribeTokenOfOwner, teamUnsubscribeTokenOfOwner, updatesUnsubscribeTokenOfOwner, reporterTokenOfOpen, terms,
    fresh: {
      workspace, point, deletedPoint, comment, report, victim, group, organisation, organisationKey, invitation, identityProvider, dgsVideo, webhook, survey, update,
      /** A public editable layer in a fresh workspace of `state`. */
      layerIn: async (state: WorkspaceState) => layerIn(await workspace(state), true, true, state === 'foreign' ? strangerClient : ownerClient),
      addToAcl: (workspaceId: string, userId: string) => addToAccessList(t.db, workspaceId, userId),
      /** Ends every queued or running job (marks it failed), so that each actor may start one
       *  (one job per user at a time, docs/decisions/0022). */
      endActiveJobs: () => endActiveJobs(),
      /** A finished export job of the owner (the open layer as CSV), waited for. */
      doneJobOfOwner: async () => {
        await endActiveJobs();
        const started = await ownerClient.post(api(`/gis/exports/${layer.open}?format=csv`), {});
        if (started.statusCode !== 202) throw new Error(`fixture call failed: ${started.statusCode} ${started.body}`);
        const id = (started.json() as { ID: string }).ID;
        for (let i = 0; i < 600; i++) {
          const job = (await ok(ownerClient.get(api(`/gis/jobs/${id}`)))) as unknown as { State: string; Message: string };
          if (job.State === 'done') return id;
          if (job.State === 'failed') throw new Error(`the job failed: ${job.Message}`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        throw new Error('the job did not finish within 30 s');
      },
    },
  };
}
export type AuthzWorld = Awaited<ReturnType<typeof createAuthzWorld>>;

/** The host whose organisation has terms of use in the matrix. */
export const TERMS_HOST = 'nutzung.example.org';

/** The host whose organisation allows entries inside its embedded maps in the matrix. */
export const EMBED_HOST = 'einbetten.example.org';

/** An organisation row serving `host` with the page content `content` and the settings `other`. */
async function insertOrganisation(t: TestApp, o: { host: string; content: Record<string, string>; isDefault: boolean; other?: Record<string, unknown> }) {
  await t.db.insertInto('organisations').values({
    id: newId(), host: o.host, title: `Organisation ${MARKER}`, menu: '[]', other: JSON.stringify(o.other ?? {}), content: JSON.stringify(o.content),
    is_default: o.isDefault ? 1 : 0, created_at: nowIso(), updated_at: nowIso(),
  }).execute();
}

/** A client of `userId` through a fresh session row (no scrypt, no login rate limit). */
export async function clientOf(t: TestApp, userId: string): Promise<TestClient> {
  const c = new TestClient(t.app);
  c.cookies.set('mk_session', await startSession(t.db, userId, undefined));
  return c;
}

/** A 4×4 PNG made by sharp. */
export const tinyPng = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } }).png().toBuffer();
/** A PNG big enough for a logo (at least 64 px). */
export const logoPng = () => sharp({ create: { width: 128, height: 64, channels: 4, background: { r: 20, g: 60, b: 120, alpha: 1 } } }).png().toBuffer();

let clip: Promise<Buffer> | undefined;
/** A DGS video that passes the checks (320 × 240 px, 25 fps), made by ffmpeg once per run. */
export const dgsClip = () => (clip ??= makeVideo('320x240', 25, 1));
