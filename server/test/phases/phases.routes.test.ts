import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Layer, Workspace } from '@mitmachkarte/contract';
import { formatMessage, say } from '../../src/i18n/messages.js';
import { runLeased } from '../../src/lib/periodic.js';
import { applyPhases, PHASE_INTERVAL_MS, PHASE_LEASE } from '../../src/modules/phases/phases-apply.service.js';
import { API, addPoint, createPointsWorld, expectRefused, type PointsWorld } from '../points-fixtures.js';
import { clientOf } from '../authz-world.js';
import { createUser } from '../factories.js';
import type { TestClient } from '../client.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Phases that act (docs/product.md §25.4, docs/decisions/0049): the phase task switches what
 *  everyone but the project's team may do on a map at the phase's start (Berlin midnight of its
 *  Start) and end (Berlin midnight after its End), with the clock advanced by calling it with
 *  `now`; every actor for new entries, comments, votes and reading the map, before, during and
 *  after; German refusals naming the phase; bad switches refused with 400; one instance applies. */
let t: TestApp;
let w: PointsWorld;
let admin: TestClient;
let point: string;
let comment: string;

// „Auswertung“ runs from 1 to 31 May 2030, Berlin days (CEST, UTC+2).
const BEFORE = Date.parse('2030-04-30T21:59:59Z');
const START = Date.parse('2030-04-30T22:00:00Z');
const LAST = Date.parse('2030-05-31T21:59:59Z');
const AFTER = Date.parse('2030-05-31T22:00:00Z');
const phases = () => [
  { Title: 'Ideen sammeln', Start: '2030-04-01', End: '2030-04-30' },
  {
    Title: 'Auswertung', Start: '2030-05-01', End: '2030-05-31', Switches: [
      { Target: 'layer', ID: w.layers.plain, View: true, Contribute: false, Comment: false, Vote: false },
      { Target: 'layer', ID: w.layers.readonly, View: false },
    ],
  },
];

const workspace = async (id: string) => (await w.owner.get(`${API}/gis/workspace/${id}`)).json() as Workspace;
const putPhases = async (id: string, Phases: unknown) => {
  const ws = await workspace(id);
  return w.owner.put(`${API}/gis/workspace/${id}`, { Name: ws.Name, Public: ws.Public, Editable: ws.Editable, Attributes: ws.Attributes, Phases });
};
const message = (res: { json: () => unknown }) => (res.json() as { Message: string }).Message;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { anonPointsPerHour: 1000, anonPointsPerLayerHour: 1000 } });
  w = await createPointsWorld(t);
  admin = await clientOf(t, (await createUser(t.db, { permissions: ['admin'], name: 'Verwalterin' })).id);
  point = (await addPoint(w.owner, { Layer: w.layers.plain })).ID;
  const c = await w.owner.post(`${API}/gis/comment`, { PointID: point, Text: 'Gute Idee' });
  expect(c.statusCode, c.body).toBe(200);
  comment = (c.json() as { ID: string }).ID;
  const saved = await putPhases(w.workspaces.pub, phases());
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => t?.close());

type Actor = 'anon' | 'user' | 'admin' | 'member' | 'owner';
const ACTORS: Actor[] = ['anon', 'user', 'admin', 'member', 'owner'];
const client = (a: Actor) => (a === 'admin' ? admin : w[a]);
const TEAM = new Set<Actor>(['member', 'owner']);

/** What each actor gets for the four acts on the phased maps. */
async function answers(a: Actor) {
  const c = client(a);
  const entry = await c.post(`${API}/gis/point`, { Layer: w.layers.plain, Latitude: 51.3, Longitude: 9.47 });
  const commented = await c.post(`${API}/gis/comment`, { PointID: point, Text: `Von ${a}` });
  const voted = await c.post(`${API}/gis/vote/${point}`, { Vote: 1 });
  const votedComment = await c.post(`${API}/gis/votecomment/${comment}`, { Vote: 1 });
  const read = await c.get(`${API}/gis/layer/${w.layers.readonly}`);
  const summary = await c.get(`${API}/gis/map/${w.layers.readonly}`);
  const list = (await c.get(`${API}/gis/layers/${w.workspaces.pub}`)).json() as Layer[];
  return { entry, commented, voted, votedComment, read, summary, list };
}

async function expectAllowed(a: Actor) {
  const r = await answers(a);
  expect(r.entry.statusCode, `${a} entry ${r.entry.body}`).toBe(200);
  expect(r.commented.statusCode, `${a} comment`).toBe(a === 'anon' ? 401 : 200);
  expect(r.voted.statusCode, `${a} vote`).toBe(a === 'anon' ? 401 : 200);
  expect(r.votedComment.statusCode, `${a} comment vote`).toBe(a === 'anon' ? 401 : 200);
  expect(r.read.statusCode, `${a} read`).toBe(200);
  expect(r.summary.statusCode, `${a} map`).toBe(200);
  expect(r.list.map((l) => l.ID)).toContain(w.layers.readonly);
  const plain = r.list.find((l) => l.ID === w.layers.plain)!;
  expect(plain.Now).toEqual({ Phase: null, Contribute: true, Comment: true, Vote: true });
}

describe('phases that act', () => {
  it('leave everything as it was before the phase starts', async () => {
    expect(await applyPhases(t.db, BEFORE)).toBeGreaterThanOrEqual(0);
    for (const a of ACTORS) await expectAllowed(a);
  });

  it('switch entries, comments, votes and a map off for everyone but the team at Berlin midnight of the start, naming the phase', async () => {
    expect(await applyPhases(t.db, START)).toBe(1);
    for (const a of ACTORS) {
      const r = await answers(a);
      if (TEAM.has(a)) {
        expect(r.entry.statusCode, `${a} ${r.entry.body}`).toBe(200);
        for (const res of [r.commented, r.voted, r.votedComment, r.read, r.summary]) expect(res.statusCode, `${a} ${res.body}`).toBe(200);
        expect(r.list.find((l) => l.ID === w.layers.plain)!.Now).toEqual({ Phase: 'Auswertung', Contribute: true, Comment: true, Vote: true });
        continue;
      }
      expect(r.entry.statusCode, a).toBe(403);
      expect(message(r.entry)).toBe('In der Phase „Auswertung“ sind keine neuen Beiträge möglich.');
      expect(r.commented.statusCode, a).toBe(403);
      expect(message(r.commented)).toBe('In der Phase „Auswertung“ sind keine Kommentare möglich.');
      expect(r.voted.statusCode, a).toBe(403);
      expect(message(r.voted)).toBe('In der Phase „Auswertung“ sind keine Stimmen möglich.');
      expect(r.votedComment.statusCode, a).toBe(403);
      // A map the phase hides is answered as one that is not there (docs/product.md §25.4).
      expect(r.read.statusCode, a).toBe(404);
      expect(r.summary.statusCode, a).toBe(404);
      expect(r.list.map((l) => l.ID)).not.toContain(w.layers.readonly);
      const plain = r.list.find((l) => l.ID === w.layers.plain)!;
      expect(plain).toMatchObject({ CanAddPoints: false, Now: { Phase: 'Auswertung', Contribute: false, Comment: false, Vote: false } });
    }
    // The refusal is said in the request's language (i18n/messages.ts; every catalogue has it).
    expect(formatMessage(say('phaseNoComments', { phase: 'Auswertung' }), 'en')).toBe('No comments are possible in the phase “Auswertung”.');
  });

  it('stores nothing when it refuses', async () => {
    await expectRefused(t, 403, () => w.anon.post(`${API}/gis/point`, { Layer: w.layers.plain, Latitude: 51.3, Longitude: 9.47 }));
    const comments = await t.db.selectFrom('comments').select('id').execute();
    await w.user.post(`${API}/gis/comment`, { PointID: point, Text: 'Noch einer' });
    expect(await t.db.selectFrom('comments').select('id').execute()).toHaveLength(comments.length);
  });

  it('keep the phase until Berlin midnight after its end, then allow everything again', async () => {
    expect(await applyPhases(t.db, LAST)).toBe(0);
    expect((await w.user.post(`${API}/gis/vote/${point}`, { Vote: -1 })).statusCode).toBe(403);
    expect(await applyPhases(t.db, AFTER)).toBe(1);
    for (const a of ACTORS) await expectAllowed(a);
  });

  it('write each change of phase into the project’s audit log, once', async () => {
    const rows = await t.db.selectFrom('audit_log').select(['summary', 'before', 'after', 'user_name']).where('action', '=', 'workspace.phase')
      .where('workspace_id', '=', w.workspaces.pub).orderBy('created_at').execute();
    expect(rows.map((r) => r.summary)).toEqual([
      'Phase „Ideen sammeln“ gilt jetzt im Projekt „Öffentlich“',
      'Phase „Auswertung“ gilt jetzt im Projekt „Öffentlich“',
      'Keine Phase mehr im Projekt „Öffentlich“: alles wieder möglich',
    ]);
    expect(rows[1]!.after).toContain('Karte „Nur lesen“: Beitragen, Kommentieren, Abstimmen');
    expect(rows[1]!.after).toContain('Karte „Ohne Fragen“: Ansehen');
    expect(rows[2]!.after).toContain('Karte „Ohne Fragen“: Ansehen, Beitragen, Kommentieren, Abstimmen');
    expect(rows[1]!.user_name).toBe('Phasen (automatisch)');
    // The team's own saving of the switches is logged with what they switch off.
    const saved = await t.db.selectFrom('audit_log').select('after').where('action', '=', 'workspace.update').where('workspace_id', '=', w.workspaces.pub).execute();
    expect(saved.map((r) => r.after).join(' ')).toContain(`Auswertung 2030-05-01–2030-05-31 (Karte ${w.layers.plain}: ohne Beitragen, Kommentieren, Abstimmen) (Karte ${w.layers.readonly}: ohne Ansehen)`);
    // Run again at the same moment: nothing changes, nothing is logged.
    expect(await applyPhases(t.db, AFTER)).toBe(0);
  });

  it('apply at once when the team saves phases, and a closed project stays closed whatever the phase allows', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const now = [{ Title: 'Jetzt', Start: yesterday < today ? yesterday : today, End: tomorrow, Switches: [{ Target: 'layer', ID: w.layers.plain, Contribute: false }] }];
    expect((await putPhases(w.workspaces.pub, now)).statusCode).toBe(200);
    const layer = (await w.user.get(`${API}/gis/layer/${w.layers.plain}`)).json() as Layer;
    expect(layer.Now).toEqual({ Phase: 'Jetzt', Contribute: false, Comment: true, Vote: true });
    const ws = await workspace(w.workspaces.pub);
    expect((await w.owner.put(`${API}/gis/workspace/${ws.ID}`, { Name: ws.Name, Public: ws.Public, Editable: ws.Editable, Attributes: ws.Attributes, Closed: true })).statusCode).toBe(200);
    const closed = await w.user.post(`${API}/gis/comment`, { PointID: point, Text: 'x' });
    expect(closed.statusCode).toBe(403);
    expect(message(closed)).toContain('abgeschlossen');
    expect(((await w.owner.get(`${API}/gis/layer/${w.layers.plain}`)).json() as Layer).Now).toMatchObject({ Contribute: false, Comment: false, Vote: false });
    expect((await w.owner.put(`${API}/gis/workspace/${ws.ID}`, { Name: ws.Name, Public: ws.Public, Editable: ws.Editable, Attributes: ws.Attributes, Closed: false, Phases: [] })).statusCode).toBe(200);
    expect(((await w.user.get(`${API}/gis/layer/${w.layers.plain}`)).json() as Layer).Now).toMatchObject({ Phase: null, Contribute: true });
  });

  it('refuse bad switches with a German 400 and keep the stored phases', async () => {
    const stored = (await workspace(w.workspaces.pub)).Phases;
    const phase = (Switches: unknown[]) => [{ Title: 'Auswertung', Start: '2030-05-01', End: '2030-05-31', Switches }];
    const cases: [unknown[], string][] = [
      [[{ Target: 'layer', ID: '0190f5a2-dead-7000-8000-00000000beef' }], 'Die Phase „Auswertung“ nennt eine Karte, die es in diesem Projekt nicht gibt.'],
      [[{ Target: 'layer', ID: w.layers.frozen }], 'Die Phase „Auswertung“ nennt eine Karte, die es in diesem Projekt nicht gibt.'],
      [Array.from({ length: 51 }, (_, i) => ({ Target: 'layer', ID: `k${i}` })), 'Eine Phase hat höchstens 50 Schalter für Karten und Umfragen zusammen.'],
      [[{ Target: 'poll', ID: w.layers.plain, Answer: false }], 'Eine Phase schaltet nur Karten und Umfragen (Target „layer“ oder „survey“).'],
      [[{ Target: 'layer', ID: w.layers.plain }, { Target: 'layer', ID: w.layers.plain, Vote: false }], 'Eine Phase nennt jede Karte und jede Umfrage nur einmal.'],
      [[{ Target: 'layer', ID: w.layers.plain, Vote: 'nein' }], ''],
    ];
    for (const [switches, text] of cases) {
      const res = await putPhases(w.workspaces.pub, phase(switches));
      expect(res.statusCode, res.body).toBe(400);
      if (text) expect(res.body).toContain(text);
    }
    expect((await workspace(w.workspaces.pub)).Phases).toEqual(stored);
    // A new project has no maps yet: its phases name none.
    const created = await w.owner.post(`${API}/gis/workspace`, { Name: 'Neu', Public: true, Editable: true, Phases: phase([{ Target: 'layer', ID: w.layers.plain }]) });
    expect(created.statusCode).toBe(400);
    // Phases without switches stay valid, as stored before (old clients).
    expect((await putPhases(w.workspaces.pub, [{ Title: 'Alt', Start: null, End: null }])).statusCode).toBe(200);
  });

  it('are applied by one instance at a time (lease)', async () => {
    const runs: string[] = [];
    const task = (who: string) => async () => { runs.push(who); return applyPhases(t.db, AFTER); };
    const options = { db: t.db, name: PHASE_LEASE, intervalMs: PHASE_INTERVAL_MS };
    const [a, b] = await Promise.all([runLeased(task('a'), { ...options, holder: 'instanz-a' }), runLeased(task('b'), { ...options, holder: 'instanz-b' })]);
    expect(runs).toHaveLength(1);
    expect([a, b].filter((x) => x === undefined)).toHaveLength(1);
  });
});
