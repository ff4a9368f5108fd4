import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS, type Actor } from '../src/access/actor.js';
import { canSeeComment, publishedCommentsWhere } from '../src/access/comment.rules.js';
import { canSeeLayer, isOpenDataLayer, openDataLayersWhere, visibleLayersWhere } from '../src/access/layer.rules.js';
import {
  addableLayersWhere, canAddPoint, canSeePoint, evaluatedPointsWhere, isEvaluatedPoint, isOfferedAsDuplicate, offeredAsDuplicateWhere, seenPointsWhere, visiblePointsWhere,
} from '../src/access/point.rules.js';
import { phaseAllows, phaseAllowsWhere } from '../src/access/phase.rules.js';
import { canSeeSurvey, visibleSurveysWhere } from '../src/access/survey.rules.js';
import { type Residency, UNVERIFIED } from '../src/access/residency.rules.js';
import { accessTo, managedBy, type WorkspaceAccess } from '../src/access/scope.js';
import { canSeeWorkspace, visibleWorkspacesWhere } from '../src/access/workspace.rules.js';
import type { CommentRecord, LayerRow, PointRecord, WorkspacesTable } from '../src/db/schema.js';
import { newId, nowIso } from '../src/lib/ids.js';
import { TestClient } from './client.js';
import { ACTORS, type ActorName, type AuthzWorld, createAuthzWorld, MARKER } from './authz-world.js';
import { createTestApp, type TestApp } from './test-app.js';

/** Each rule of server/src/access that has an SQL twin agrees with it row by row (docs/architecture.md
 *  §6): over the worlds of the authorization matrix (authz-world.ts) plus entries in every
 *  moderation state, for every actor, the ids the pure rule lets through equal the ids the twin
 *  selects. On SQLite, and on PostgreSQL with TEST_DATABASE_URL. */
let t: TestApp;
let w: AuthzWorld;
let rows: { workspaces: WorkspacesTable[]; layers: LayerRow[]; points: PointRecord[]; comments: CommentRecord[] };

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { imageUploadPerHour: 100_000 } });
  w = await createAuthzWorld(t);
  await addEntriesInEveryState();
  await addResidentOnlyProjects();
  await addPhasedLayers();
  await addPhasedSurveys();
  rows = {
    workspaces: await t.db.selectFrom('workspaces').selectAll().execute(),
    layers: await t.db.selectFrom('layers').selectAll().execute(),
    points: await t.db.selectFrom('points').selectAll().execute(),
    comments: await t.db.selectFrom('comments').selectAll().execute(),
  };
}, 120_000);
afterAll(async () => t?.close());

/** On the open, hidden and private layers: entries of `user` that wait for approval, are hidden
 *  by the moderation, are not public, are deleted; the same of the stranger; and a waiting and a
 *  hidden comment of `user` and of nobody on the open point. */
async function addEntriesInEveryState() {
  const now = nowIso();
  for (const layerId of [w.layer.open, w.layer.hidden, w.layer.private]) {
    for (const by of [w.userIds.user, w.stranger.id]) {
      for (const state of [{ moderation: 'pending' }, { moderation: 'hidden' }, { public: 0 }, { deleted_at: now }] as const) {
        await t.db.insertInto('points').values({
          id: newId(), layer_id: layerId, latitude: 51.3, longitude: 9.47, altitude: 0, public: 1, editable: 0, attributes: '{}',
          created_by: by, created_at: now, updated_at: now, deleted_at: null, status: 'neu', ...state,
        }).execute();
      }
    }
  }
  for (const by of [w.userIds.user, null]) {
    for (const moderation of ['pending', 'hidden'] as const) {
      await t.db.insertInto('comments').values({
        id: newId(), point_id: w.points.open, user_id: by, text: `Kommentar ${MARKER}`, created_at: now, moderation, moderation_reason: '', published_at: null,
      }).execute();
    }
  }
}

/** Public, editable projects with a copy of the open layer each that reserve entries for verified
 *  residents: of any municipality, of one, of two; and one that reserves only votes (not
 *  editable) (docs/product.md §14.1). */
async function addResidentOnlyProjects() {
  const now = nowIso();
  const open = await t.db.selectFrom('layers').selectAll().where('id', '=', w.layer.open).executeTakeFirstOrThrow();
  const projects = [
    { resident_entries: 1 as const, resident_votes: 0 as const, resident_municipalities: '' },
    { resident_entries: 1 as const, resident_votes: 1 as const, resident_municipalities: '06631009' },
    { resident_entries: 1 as const, resident_votes: 0 as const, resident_municipalities: '06631001 06631009' },
    { resident_entries: 0 as const, resident_votes: 1 as const, resident_municipalities: '09162000' },
  ];
  for (const [i, columns] of projects.entries()) {
    const id = newId();
    // The one reserving only votes takes no entries at all, so that the upload test below still
    // finds the public editable project the only one open to all.
    await t.db.insertInto('workspaces').values({ id, name: `Einwohner ${i}`, public: 1, editable: columns.resident_entries, owner_id: w.userIds.owner, attributes: '{}', created_at: now, updated_at: now, ...columns }).execute();
    await t.db.insertInto('layers').values({ ...open, id: newId(), workspace_id: id, revision: 0 } as never).execute();
  }
}

/** Copies of the open, private and closed layers (with a point each) on which a phase switched
 *  one thing off each: viewing, new entries, comments, votes (docs/product.md §25.4). */
async function addPhasedLayers() {
  const now = nowIso();
  for (const state of ['open', 'private', 'closed'] as const) {
    const source = await t.db.selectFrom('layers').selectAll().where('id', '=', w.layer[state]).executeTakeFirstOrThrow();
    for (const off of ['phase_view', 'phase_contribute', 'phase_comment', 'phase_vote'] as const) {
      const id = newId();
      await t.db.insertInto('layers').values({ ...source, id, revision: 0, [off]: 0, phase_title: 'Auswertung' } as never).execute();
      await t.db.insertInto('points').values({
        id: newId(), layer_id: id, latitude: 51.3, longitude: 9.47, altitude: 0, public: 1, editable: 0, attributes: '{}',
        created_by: w.userIds.user, created_at: now, updated_at: now, deleted_at: null, status: 'neu',
      }).execute();
    }
  }
}

/** Copies of the published survey of the open project whose phase hides it, or takes no answers
 *  (docs/product.md §25.4). */
async function addPhasedSurveys() {
  const source = await t.db.selectFrom('surveys').selectAll().where('id', '=', w.surveys.public).executeTakeFirstOrThrow();
  for (const off of ['phase_view', 'phase_answer'] as const) {
    await t.db.insertInto('surveys').values({ ...source, id: newId(), [off]: 0, phase_title: 'Auswertung' }).execute();
  }
}

/** The residencies every rule with a residency is checked for: none read, unverified, verified
 *  without a municipality key, and verified for each of three municipalities. */
const RESIDENCIES: (Residency | undefined)[] = [
  undefined, UNVERIFIED, { verified: true, municipalities: [] }, { verified: true, municipalities: ['06631009'] },
  { verified: true, municipalities: ['06631001', '09162000'] }, { verified: true, municipalities: ['09162000'] },
];

const actorOf = (name: ActorName): Actor => (name === 'anon' ? ANONYMOUS : { userId: w.userIds[name], name, email: '', permissions: [] });

/** The actor's access to every workspace, by id (the pure side's input). */
async function accessByWorkspace(actor: Actor): Promise<Map<string, WorkspaceAccess>> {
  return new Map(await Promise.all(rows.workspaces.map(async (ws) => [ws.id, await accessTo(t.db, actor, ws)] as const)));
}

const sorted = (ids: Iterable<string>) => [...ids].sort();

describe.each(ACTORS)('the SQL twins agree with their rules for %s', (name) => {
  it('canSeeWorkspace = visibleWorkspacesWhere', async () => {
    const actor = actorOf(name);
    const access = await accessByWorkspace(actor);
    const pure = rows.workspaces.filter((ws) => canSeeWorkspace(access.get(ws.id)!)).map((ws) => ws.id);
    const twin = await t.db.selectFrom('workspaces').select('workspaces.id').where((eb) => visibleWorkspacesWhere(eb, managedBy(t.db, actor.userId))).execute();
    expect(sorted(twin.map((r) => r.id))).toEqual(sorted(pure));
  });

  it('canSeeLayer = visibleLayersWhere, canAddPoint = addableLayersWhere', async () => {
    const actor = actorOf(name);
    const access = await accessByWorkspace(actor);
    const layers = () => t.db.selectFrom('layers').innerJoin('workspaces', 'workspaces.id', 'layers.workspace_id').select('layers.id');
    const managed = managedBy(t.db, actor.userId);
    const seen = rows.layers.filter((l) => canSeeLayer(access.get(l.workspace_id)!, l)).map((l) => l.id);
    expect(sorted((await layers().where((eb) => visibleLayersWhere(eb, managed)).execute()).map((r) => r.id))).toEqual(sorted(seen));
    for (const residency of RESIDENCIES) {
      const addable = rows.layers.filter((l) => canAddPoint(access.get(l.workspace_id)!, l, residency)).map((l) => l.id);
      expect(sorted((await layers().where((eb) => addableLayersWhere(eb, managed, residency)).execute()).map((r) => r.id))).toEqual(sorted(addable));
    }
  });

  it('canSeeSurvey = visibleSurveysWhere in every project the actor sees, surveys hidden by a phase too (docs/product.md §25.4)', async () => {
    const actor = actorOf(name);
    const access = await accessByWorkspace(actor);
    const surveys = await t.db.selectFrom('surveys').selectAll().execute();
    expect(surveys.some((x) => x.phase_view === 0)).toBe(true);
    for (const ws of rows.workspaces.filter((x) => canSeeWorkspace(access.get(x.id)!))) {
      const a = access.get(ws.id)!;
      const pure = surveys.filter((x) => x.workspace_id === ws.id && canSeeSurvey(a, x)).map((x) => x.id);
      const twin = await t.db.selectFrom('surveys').select('id').where('workspace_id', '=', ws.id).where((eb) => visibleSurveysWhere(eb, a.isManager)).execute();
      expect(sorted(twin.map((r) => r.id)), ws.name).toEqual(sorted(pure));
    }
  });

  it('phaseAllows = phaseAllowsWhere for every act (docs/product.md §25.4)', async () => {
    const actor = actorOf(name);
    const access = await accessByWorkspace(actor);
    const managed = managedBy(t.db, actor.userId);
    for (const act of ['view', 'contribute', 'comment', 'vote'] as const) {
      const pure = rows.layers.filter((l) => phaseAllows(access.get(l.workspace_id)!, l, act)).map((l) => l.id);
      const twin = await t.db.selectFrom('layers').innerJoin('workspaces', 'workspaces.id', 'layers.workspace_id').select('layers.id')
        .where((eb) => phaseAllowsWhere(eb, act, managed)).execute();
      expect(sorted(twin.map((r) => r.id)), act).toEqual(sorted(pure));
    }
  });

  it('canSeeLayer ∧ canSeePoint = seenPointsWhere, and for live points visiblePointsWhere', async () => {
    const actor = actorOf(name);
    const access = await accessByWorkspace(actor);
    const layerOf = new Map(rows.layers.map((l) => [l.id, l]));
    const seen = rows.points.filter((p) => {
      const layer = layerOf.get(p.layer_id)!;
      const a = access.get(layer.workspace_id)!;
      return canSeeLayer(a, layer) && canSeePoint(a, p, actor.userId);
    });
    const points = () => t.db.selectFrom('points').innerJoin('layers', 'layers.id', 'points.layer_id')
      .innerJoin('workspaces', 'workspaces.id', 'layers.workspace_id').select('points.id');
    const managed = managedBy(t.db, actor.userId);
    expect(sorted((await points().where((eb) => seenPointsWhere(eb, managed, actor.userId)).execute()).map((r) => r.id)))
      .toEqual(sorted(seen.map((p) => p.id)));
    expect(sorted((await points().where((eb) => visiblePointsWhere(eb, managed, actor.userId)).execute()).map((r) => r.id)))
      .toEqual(sorted(seen.filter((p) => p.deleted_at === null).map((p) => p.id)));
  });

  it('canSeeComment = publishedCommentsWhere for the comments of projects the actor does not manage', async () => {
    const actor = actorOf(name);
    const access = await accessByWorkspace(actor);
    const workspaceOfPoint = new Map(rows.points.map((p) => [p.id, rows.layers.find((l) => l.id === p.layer_id)!.workspace_id]));
    const others = rows.comments.filter((c) => !access.get(workspaceOfPoint.get(c.point_id)!)!.isManager);
    const pure = others.filter((c) => canSeeComment(actor, access.get(workspaceOfPoint.get(c.point_id)!)!, c)).map((c) => c.id);
    const twin = await t.db.selectFrom('comments').select('comments.id').where('comments.id', 'in', others.map((c) => c.id))
      .where((eb) => publishedCommentsWhere(eb, actor.userId)).execute();
    expect(sorted(twin.map((r) => r.id))).toEqual(sorted(pure));
  });
});

describe('open data (docs/product.md §24.4)', () => {
  it('isOpenDataLayer = openDataLayersWhere, and an empty licence counts as none', async () => {
    const layers = () => t.db.selectFrom('layers').innerJoin('workspaces', 'workspaces.id', 'layers.workspace_id').select('layers.id');
    await t.db.updateTable('workspaces').set({ licence: '' }).where('id', '=', w.ws.private).execute();
    const workspaces = new Map((await t.db.selectFrom('workspaces').selectAll().execute()).map((ws) => [ws.id, ws]));
    const pure = rows.layers.filter((l) => isOpenDataLayer(workspaces.get(l.workspace_id)!, l)).map((l) => l.id);
    expect(pure).toContain(w.layer.open);
    expect(pure).not.toContain(w.layer.frozen);
    expect(sorted((await layers().where((eb) => openDataLayersWhere(eb)).execute()).map((r) => r.id))).toEqual(sorted(pure));
    await t.db.updateTable('workspaces').set({ licence: 'cc-by/4.0' }).where('id', '=', w.ws.private).execute();
  });
});

describe('the evaluation\'s moderation part', () => {
  it.each([false, true])('isEvaluatedPoint = evaluatedPointsWhere with withModerated %s', async (withModerated) => {
    const pure = rows.points.filter((p) => isEvaluatedPoint(p, withModerated)).map((p) => p.id);
    const twin = await t.db.selectFrom('points').select('points.id').where((eb) => evaluatedPointsWhere(eb, withModerated)).execute();
    expect(sorted(twin.map((r) => r.id))).toEqual(sorted(pure));
    // The world holds hidden and waiting entries: the two choices differ.
    expect(pure.length < rows.points.length).toBe(!withModerated);
  });
});

describe('the entries „Wurde das schon gemeldet?“ offers (docs/product.md §24.3)', () => {
  it.each([[['neu']], [['neu', 'pruefung']], [[]]])('isOfferedAsDuplicate = offeredAsDuplicateWhere with open statuses %j', async (open) => {
    // One entry of the world merged into another, one in a closed status.
    const [merged, closed] = rows.points.filter((p) => isOfferedAsDuplicate(p, ['neu']));
    const points = rows.points.map((p) => (p.id === merged?.id ? { ...p, duplicate_of: closed!.id } : p.id === closed?.id ? { ...p, status: 'umgesetzt' } : p));
    await t.db.updateTable('points').set({ duplicate_of: closed!.id }).where('id', '=', merged!.id).execute();
    await t.db.updateTable('points').set({ status: 'umgesetzt' }).where('id', '=', closed!.id).execute();
    try {
      const pure = points.filter((p) => isOfferedAsDuplicate(p, open)).map((p) => p.id);
      const twin = await t.db.selectFrom('points').select('points.id').where((eb) => offeredAsDuplicateWhere(eb, open)).execute();
      expect(sorted(twin.map((r) => r.id))).toEqual(sorted(pure));
      expect(pure).not.toContain(merged!.id);
      expect(pure).not.toContain(closed!.id);
      if (open.length > 0) expect(pure.length).toBeGreaterThan(0);
    } finally {
      await t.db.updateTable('points').set({ duplicate_of: null }).where('id', '=', merged!.id).execute();
      await t.db.updateTable('points').set({ status: closed!.status }).where('id', '=', closed!.id).execute();
    }
  });
});

describe('uploads follow canAddPoint', () => {
  it('refuses anonymous uploads while the only project open to all is closed, and takes them again when it opens', async () => {
    const anonymous = new TestClient(t.app);
    const upload = () => anonymous.request('POST', '/api/v1/gis/images/upload', Buffer.from('kein Bild'), { headers: { 'content-type': 'image/png' } });
    // The public editable project is the only one open to all (the `closed` one is closed already,
    // the residents' ones take no anonymous entries).
    await t.db.updateTable('workspaces').set({ closed: 1 }).where('id', '=', w.ws.public).execute();
    try {
      const refused = await upload();
      expect(refused.statusCode).toBe(401);
    } finally {
      await t.db.updateTable('workspaces').set({ closed: 0 }).where('id', '=', w.ws.public).execute();
    }
    // Open again: the upload passes the rights check and fails only on its bytes.
    expect((await upload()).statusCode).toBe(400);
  });
});
