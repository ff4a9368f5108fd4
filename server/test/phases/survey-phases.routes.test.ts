import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SurveyForm, Workspace } from '@mitmachkarte/contract';
import { formatMessage, say } from '../../src/i18n/messages.js';
import { applyPhases } from '../../src/modules/phases/phases-apply.service.js';
import { API, createPointsWorld, type PointsWorld } from '../points-fixtures.js';
import { clientOf } from '../authz-world.js';
import { countRows, createUser } from '../factories.js';
import type { TestClient } from '../client.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Phases switch surveys too (docs/product.md §25.4, docs/decisions/0049): the phase task switches
 *  whether everyone but the project's team sees a survey and may answer it, at the phase's start
 *  (Berlin midnight of its Start) and end (Berlin midnight after its End), with the clock advanced
 *  by calling it with `now`; five actors before, at the start, at its last second and after;
 *  German refusals naming the phase; bad switches refused with 400, nothing stored. */
let t: TestApp;
let w: PointsWorld;
let admin: TestClient;
/** `answers`: answers switched off; `hidden`: hidden; `late`: answers off, answered by everyone
 *  only after the phase; `ended`: answers off, and its own end has passed. */
const s = { answers: '', hidden: '', late: '', ended: '', other: '' };

// „Auswertung“ runs from 1 to 31 May 2030, Berlin days (CEST, UTC+2).
const BEFORE = Date.parse('2030-04-30T21:59:59Z');
const START = Date.parse('2030-04-30T22:00:00Z');
const LAST = Date.parse('2030-05-31T21:59:59Z');
const AFTER = Date.parse('2030-05-31T22:00:00Z');
const PHASE_SENTENCE = 'In der Phase „Auswertung“ sind keine Antworten auf Umfragen möglich.';
const phases = () => [
  { Title: 'Ideen sammeln', Start: '2030-04-01', End: '2030-04-30' },
  {
    Title: 'Auswertung', Start: '2030-05-01', End: '2030-05-31', Switches: [
      { Target: 'survey', ID: s.answers, Answer: false },
      { Target: 'survey', ID: s.hidden, View: false },
      { Target: 'survey', ID: s.late, View: true, Answer: false },
      { Target: 'survey', ID: s.ended, Answer: false },
      { Target: 'layer', ID: w.layers.plain, Vote: false },
    ],
  },
];

const ok = <T>(res: LightMyRequestResponse): T => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const workspace = async (id: string) => ok<Workspace>(await w.owner.get(`${API}/gis/workspace/${id}`));
const putPhases = async (id: string, Phases: unknown) => {
  const ws = await workspace(id);
  return w.owner.put(`${API}/gis/workspace/${id}`, { Name: ws.Name, Public: ws.Public, Editable: ws.Editable, Attributes: ws.Attributes, Phases });
};
const message = (res: LightMyRequestResponse) => (res.json() as { Message: string }).Message;
const createSurvey = async (Title: string, workspaceId = w.workspaces.pub, over: Record<string, unknown> = {}) => ok<SurveyForm>(await w.owner.post(`${API}/gis/workspace/${workspaceId}/surveys`, {
  Title, Published: true, Questions: [{ Key: 'meinung', Kind: 'text', Question: 'Ihre Meinung', Optional: true }], ...over,
})).Id;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { surveyPerHour: 1000 } });
  w = await createPointsWorld(t);
  admin = await clientOf(t, (await createUser(t.db, { permissions: ['admin'], name: 'Verwalterin' })).id);
  s.answers = await createSurvey('Neue Mitte');
  s.hidden = await createSurvey('Verborgen');
  s.late = await createSurvey('Später');
  s.ended = await createSurvey('Vorbei', w.workspaces.pub, { ClosesAt: new Date(Date.now() - 86_400_000).toISOString() });
  s.other = await createSurvey('Anderes Projekt', w.workspaces.pubFrozen);
  ok(await putPhases(w.workspaces.pub, phases()));
}, 60_000);
afterAll(async () => t?.close());

type Actor = 'anon' | 'user' | 'admin' | 'member' | 'owner';
const ACTORS: Actor[] = ['anon', 'user', 'admin', 'member', 'owner'];
const client = (a: Actor) => (a === 'admin' ? admin : w[a]);
const TEAM = new Set<Actor>(['member', 'owner']);
const answer = (a: Actor, id: string) => client(a).post(`${API}/gis/survey/${id}/answers`, { Answers: { meinung: `Von ${a}` } });
const list = async (a: Actor) => ok<SurveyForm[]>(await client(a).get(`${API}/gis/workspace/${w.workspaces.pub}/surveys`));
const read = (a: Actor, id: string) => client(a).get(`${API}/gis/survey/${id}`);

/** Everything is as without phases: every actor sees every survey, which takes answers. */
async function expectAllOn(a: Actor) {
  const seen = await list(a);
  expect(seen.map((x) => x.Id)).toEqual(expect.arrayContaining([s.answers, s.hidden, s.late]));
  for (const x of seen.filter((y) => y.Id !== s.ended)) expect(x.Now, `${a} ${x.Title}`).toEqual({ Phase: null, Answer: true });
  expect(ok<SurveyForm>(await read(a, s.hidden)).Now).toEqual({ Phase: null, Answer: true });
}

/** What the phase „Auswertung“ leaves to `a`: the team everything, everyone else no answers and no hidden survey. */
async function expectPhaseOn(a: Actor) {
  const seen = await list(a);
  const ids = seen.map((x) => x.Id);
  const answers = seen.find((x) => x.Id === s.answers)!;
  if (TEAM.has(a)) {
    expect(ids).toEqual(expect.arrayContaining([s.answers, s.hidden, s.late]));
    expect(answers.Now).toEqual({ Phase: 'Auswertung', Answer: true });
    expect(ok<SurveyForm>(await read(a, s.hidden)).Now).toEqual({ Phase: 'Auswertung', Answer: true });
    return;
  }
  expect(ids).toContain(s.answers);
  expect(ids).not.toContain(s.hidden);
  expect(answers.Now).toEqual({ Phase: 'Auswertung', Answer: false });
  // A survey the phase hides is answered as one that is not there (docs/product.md §25.4).
  const hidden = await read(a, s.hidden);
  expect(hidden.statusCode, a).toBe(404);
  expect(message(hidden)).toBe('Diese Umfrage gibt es nicht (mehr).');
  expect((await answer(a, s.hidden)).statusCode, a).toBe(404);
  const refused = await answer(a, s.answers);
  expect(refused.statusCode, `${a} ${refused.body}`).toBe(403);
  expect(message(refused)).toBe(PHASE_SENTENCE);
  expect((await answer(a, s.late)).statusCode, a).toBe(403);
}

describe('phases that switch surveys', () => {
  it('leave every survey as it was before the phase starts; everyone answers', async () => {
    await applyPhases(t.db, BEFORE);
    for (const a of ACTORS) {
      await expectAllOn(a);
      if (!TEAM.has(a)) expect((await answer(a, s.answers)).statusCode, a).toBe(200);
    }
  });

  it('hide a survey and refuse answers for everyone but the team at Berlin midnight of the start, naming the phase; nothing stored', async () => {
    expect(await applyPhases(t.db, START)).toBe(1);
    const stored = await countRows(t.db, 'survey_answers');
    for (const a of ACTORS) await expectPhaseOn(a);
    expect(await countRows(t.db, 'survey_answers')).toBe(stored);
    // The team is not bound: it answers the survey whose answers are off.
    for (const a of ACTORS.filter((x) => TEAM.has(x))) expect((await answer(a, s.answers)).statusCode, a).toBe(200);
    // The refusal is said in the request's language (every catalogue has it).
    expect(formatMessage(say('phaseNoSurveyAnswers', { phase: 'Auswertung' }), 'en')).toBe('No survey answers are possible in the phase “Auswertung”.');
  });

  it('keep a survey’s own end, and a closed project’s message comes first', async () => {
    // The team is not bound by the phase but by the survey's end; everyone else hears of the phase first.
    const team = await answer('owner', s.ended);
    expect(team.statusCode).toBe(403);
    expect(message(team)).toBe('Die Umfrage ist beendet.');
    expect(message(await answer('user', s.ended))).toBe(PHASE_SENTENCE);
    await t.db.updateTable('workspaces').set({ closed: 1 }).where('id', '=', w.workspaces.pub).execute();
    try {
      for (const a of ['user', 'owner'] as const) {
        const closed = await answer(a, s.late);
        expect(closed.statusCode, a).toBe(403);
        expect(message(closed)).toContain('abgeschlossen');
        expect(ok<SurveyForm>(await read(a, s.late)).Now).toEqual({ Phase: 'Auswertung', Answer: false });
      }
    } finally {
      await t.db.updateTable('workspaces').set({ closed: 0 }).where('id', '=', w.workspaces.pub).execute();
    }
  });

  it('keep the phase until its last second, then allow everything again', async () => {
    expect(await applyPhases(t.db, LAST)).toBe(0);
    await expectPhaseOn('user');
    await expectPhaseOn('anon');
    expect(await applyPhases(t.db, AFTER)).toBe(1);
    for (const a of ACTORS) {
      await expectAllOn(a);
      expect((await answer(a, s.late)).statusCode, a).toBe(200);
    }
  });

  it('write each change into the project’s audit log with what each survey allows', async () => {
    const rows = await t.db.selectFrom('audit_log').select(['summary', 'before', 'after']).where('action', '=', 'workspace.phase')
      .where('workspace_id', '=', w.workspaces.pub).orderBy('created_at').execute();
    expect(rows.map((r) => r.summary)).toEqual([
      'Phase „Ideen sammeln“ gilt jetzt im Projekt „Öffentlich“',
      'Phase „Auswertung“ gilt jetzt im Projekt „Öffentlich“',
      'Keine Phase mehr im Projekt „Öffentlich“: alles wieder möglich',
    ]);
    expect(rows[1]!.before).toContain('Umfrage „Neue Mitte“: Ansehen, Antworten');
    expect(rows[1]!.after).toContain('Umfrage „Neue Mitte“: Ansehen');
    expect(rows[1]!.after).not.toContain('Umfrage „Neue Mitte“: Ansehen, Antworten');
    expect(rows[1]!.after).toContain('Umfrage „Verborgen“: Antworten');
    expect(rows[1]!.after).toContain('Karte „Ohne Fragen“: Ansehen, Beitragen, Kommentieren');
    expect(rows[2]!.after).toContain('Umfrage „Verborgen“: Ansehen, Antworten');
    const saved = await t.db.selectFrom('audit_log').select('after').where('action', '=', 'workspace.update').where('workspace_id', '=', w.workspaces.pub).execute();
    expect(saved.map((r) => r.after).join(' ')).toContain(`(Umfrage ${s.answers}: ohne Antworten) (Umfrage ${s.hidden}: ohne Ansehen)`);
    expect(await applyPhases(t.db, AFTER)).toBe(0);
  });

  it('refuse bad survey switches with a German 400 and keep the stored phases', async () => {
    const stored = (await workspace(w.workspaces.pub)).Phases;
    const rows = await t.db.selectFrom('surveys').selectAll().orderBy('id').execute();
    const phase = (Switches: unknown[]) => [{ Title: 'Auswertung', Start: '2030-05-01', End: '2030-05-31', Switches }];
    const unknown = 'Die Phase „Auswertung“ nennt eine Umfrage, die es in diesem Projekt nicht gibt.';
    const cases: [unknown[], string][] = [
      [[{ Target: 'survey', ID: '0190f5a2-dead-7000-8000-00000000beef', Answer: false }], unknown],
      [[{ Target: 'survey', ID: s.other, Answer: false }], unknown],
      // A map's id is no survey, and a survey's id no map.
      [[{ Target: 'survey', ID: w.layers.plain, Answer: false }], unknown],
      [[{ Target: 'layer', ID: s.answers, Vote: false }], 'Die Phase „Auswertung“ nennt eine Karte, die es in diesem Projekt nicht gibt.'],
      [[{ Target: 'survey', ID: s.answers }, { Target: 'survey', ID: s.answers, Answer: false }], 'Eine Phase nennt jede Karte und jede Umfrage nur einmal.'],
      [[{ Target: 'umfrage', ID: s.answers, Answer: false }], 'Eine Phase schaltet nur Karten und Umfragen (Target „layer“ oder „survey“).'],
      [[{ Target: 'survey', ID: s.answers, Vote: false }], ''],
      [[{ Target: 'survey', ID: s.answers, Answer: 'nein' }], ''],
      [[...Array.from({ length: 26 }, (_, i) => ({ Target: 'layer', ID: `k${i}` })), ...Array.from({ length: 25 }, (_, i) => ({ Target: 'survey', ID: `u${i}` }))],
        'Eine Phase hat höchstens 50 Schalter für Karten und Umfragen zusammen.'],
    ];
    for (const [switches, text] of cases) {
      const res = await putPhases(w.workspaces.pub, phase(switches));
      expect(res.statusCode, res.body).toBe(400);
      if (text) expect(res.body).toContain(text);
    }
    expect((await workspace(w.workspaces.pub)).Phases).toEqual(stored);
    expect(await t.db.selectFrom('surveys').selectAll().orderBy('id').execute()).toEqual(rows);
    // A new project has no surveys yet: its phases name none.
    expect((await w.owner.post(`${API}/gis/workspace`, { Name: 'Neu', Public: true, Editable: true, Phases: phase([{ Target: 'survey', ID: s.answers }]) })).statusCode).toBe(400);
  });

  it('apply at once when the team saves phases; a new survey allows everything', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    ok(await putPhases(w.workspaces.pub, [{ Title: 'Jetzt', Start: yesterday < today ? yesterday : today, End: tomorrow, Switches: [{ Target: 'survey', ID: s.late, Answer: false }] }]));
    expect(ok<SurveyForm>(await read('user', s.late)).Now).toEqual({ Phase: 'Jetzt', Answer: false });
    const fresh = await createSurvey('Ganz neu');
    expect(ok<SurveyForm>(await read('user', fresh)).Now).toEqual({ Phase: null, Answer: true });
    expect((await answer('user', fresh)).statusCode).toBe(200);
    ok(await putPhases(w.workspaces.pub, []));
    expect(ok<SurveyForm>(await read('user', s.late)).Now).toEqual({ Phase: null, Answer: true });
  });
});
