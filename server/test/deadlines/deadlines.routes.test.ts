import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overdueOf, type Deadlines, type InboxPage, type ReviewPage, type WorkspaceFigures } from '@mitmachkarte/contract';
import { listOverduePoints } from '../../src/modules/deadlines/deadlines.repository.js';
import type { TestClient } from '../client.js';
import { API, addPoint, openPointsWorld, UNKNOWN_ID, validAnswers, type PointsWorld } from '../points-fixtures.js';
import type { TestApp } from '../test-app.js';

/** Deadlines and figures of a project (docs/product.md §16.11): the team's settings, the times an
 *  entry was first answered and completed, the overdue rule and its SQL twin, the inbox filter
 *  `ueberfaellig`, the review table's marker and filter, and the figures. */
let t: TestApp;
let w: PointsWorld;
beforeAll(async () => ({ t, w } = await openPointsWorld()));
afterAll(async () => t?.close());

const DAY = 86_400_000;
const deadlinesUrl = (ws: string) => `${API}/gis/workspace/${ws}/deadlines`;
const figuresUrl = (ws: string, q = '') => `${API}/gis/workspace/${ws}/figures${q}`;
const setDeadlines = async (body: Deadlines, ws = w.workspaces.pub) => {
  const res = await w.owner.put(deadlinesUrl(ws), body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Deadlines;
};
const entry = (title: string, Layer = w.layers.open) => addPoint(w.anon, { Layer, Attributes: { ...validAnswers(), Titel: { DataType: 'text', Value: title } } });
const timesOf = (id: string) => t.db.selectFrom('points').select(['created_at', 'first_response_at', 'completed_at']).where('id', '=', id).executeTakeFirstOrThrow();
/** Sets an entry's times straight in the database (ISO 8601 UTC). */
const setTimes = (id: string, times: { created_at?: string; first_response_at?: string | null; completed_at?: string | null }) =>
  t.db.updateTable('points').set(times).where('id', '=', id).execute();
const respond = async (who: TestClient, id: string, body: object) => {
  const res = await who.put(`${API}/gis/point/${id}/response`, { Status: 'neu', Note: '', Answer: '', InternalNote: '', ...body });
  expect(res.statusCode, res.body).toBe(200);
};

describe('the deadlines of a project', () => {
  it('start empty; the team sets and reads them; the change is in the audit log', async () => {
    expect((await w.member.get(deadlinesUrl(w.workspaces.pubFrozen))).json()).toEqual({ FirstResponseDays: null, CompletionDays: null });
    const put = await w.member.put(deadlinesUrl(w.workspaces.pubFrozen), { FirstResponseDays: 5, CompletionDays: 60 });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ FirstResponseDays: 5, CompletionDays: 60 });
    expect((await w.owner.get(deadlinesUrl(w.workspaces.pubFrozen))).json()).toEqual({ FirstResponseDays: 5, CompletionDays: 60 });
    const audit = await t.db.selectFrom('audit_log').select(['summary', 'before', 'after']).where('action', '=', 'workspace.deadlines').execute();
    expect(audit).toEqual([{ summary: 'Fristen geändert', before: 'Erste Antwort: keine; Erledigung: keine', after: 'Erste Antwort: 5 Tage; Erledigung: 60 Tage' }]);
    await w.owner.put(deadlinesUrl(w.workspaces.pubFrozen), { FirstResponseDays: null, CompletionDays: null });
  });

  it('are the team\'s only: 401 anonymous, 403 others who see the project, 404 unseen or unknown', async () => {
    for (const send of [(c: TestClient, ws: string) => c.get(deadlinesUrl(ws)), (c: TestClient, ws: string) => c.put(deadlinesUrl(ws), { FirstResponseDays: 1, CompletionDays: 1 })]) {
      expect((await send(w.anon, w.workspaces.pub)).statusCode).toBe(401);
      expect((await send(w.user, w.workspaces.pub)).statusCode).toBe(403);
      expect((await send(w.outsider, w.workspaces.priv)).statusCode).toBe(404);
      expect((await send(w.owner, UNKNOWN_ID)).statusCode).toBe(404);
    }
    expect((await w.owner.get(deadlinesUrl(w.workspaces.pub))).json()).toEqual({ FirstResponseDays: null, CompletionDays: null });
  });

  it.each([
    [{ FirstResponseDays: 0, CompletionDays: null }, 'Die Frist für die erste Antwort ist eine ganze Zahl von 1 bis 365 Tagen, oder leer für keine Frist.'],
    [{ FirstResponseDays: 366, CompletionDays: null }, 'Die Frist für die erste Antwort ist eine ganze Zahl von 1 bis 365 Tagen, oder leer für keine Frist.'],
    [{ FirstResponseDays: 2.5, CompletionDays: null }, 'Die Frist für die erste Antwort ist eine ganze Zahl von 1 bis 365 Tagen, oder leer für keine Frist.'],
    [{ FirstResponseDays: null, CompletionDays: 731 }, 'Die Frist für die Erledigung ist eine ganze Zahl von 1 bis 730 Tagen, oder leer für keine Frist.'],
    [{ FirstResponseDays: null, CompletionDays: '30' }, 'Die Frist für die Erledigung ist eine ganze Zahl von 1 bis 730 Tagen, oder leer für keine Frist.'],
  ])('refuses %j with a German 400 and changes nothing', async (body, message) => {
    const res = await w.owner.put(deadlinesUrl(w.workspaces.pub), body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain(message);
    expect((await w.owner.get(deadlinesUrl(w.workspaces.pub))).json()).toEqual({ FirstResponseDays: null, CompletionDays: null });
  });

  it('refuses a body without a field or with an unknown one', async () => {
    expect((await w.owner.put(deadlinesUrl(w.workspaces.pub), { FirstResponseDays: 3 })).statusCode).toBe(400);
    expect((await w.owner.put(deadlinesUrl(w.workspaces.pub), { FirstResponseDays: 3, CompletionDays: 3, Extra: 1 })).statusCode).toBe(400);
  });
});

describe('first response and completion of an entry', () => {
  it('are set by the team\'s first answer or first status past the first, and by a closed status; reopening clears the completion', async () => {
    const a = await entry('Antwort zuerst');
    await respond(w.owner, a.ID, { Status: 'neu', Note: 'nur eine Notiz' });
    expect(await timesOf(a.ID)).toMatchObject({ first_response_at: null, completed_at: null });
    await respond(w.owner, a.ID, { Answer: 'Wir kümmern uns.' });
    const first = (await timesOf(a.ID)).first_response_at;
    expect(first).not.toBeNull();
    await respond(w.owner, a.ID, { Status: 'pruefung', Answer: 'Wir kümmern uns.' });
    expect((await timesOf(a.ID)).first_response_at).toBe(first);

    const b = await entry('Status zuerst');
    expect((await w.member.put(`${API}/gis/point/${b.ID}/status`, { Status: 'umgesetzt', Note: '' })).statusCode).toBe(200);
    const done = await timesOf(b.ID);
    expect(done.first_response_at).not.toBeNull();
    expect(done.completed_at).toBe(done.first_response_at);
    expect((await w.member.put(`${API}/gis/point/${b.ID}/status`, { Status: 'abgelehnt', Note: '' })).statusCode).toBe(200);
    expect((await timesOf(b.ID)).completed_at).toBe(done.completed_at);
    expect((await w.member.put(`${API}/gis/point/${b.ID}/status`, { Status: 'bearbeitung', Note: '' })).statusCode).toBe(200);
    expect(await timesOf(b.ID)).toMatchObject({ first_response_at: done.first_response_at, completed_at: null });
  });
});

describe('overdue entries', () => {
  it('are the same by the pure rule and by its SQL twin', async () => {
    const ws = (await w.owner.post(`${API}/gis/workspace`, { Name: 'Fristen-Zwilling', Public: true, Editable: true })).json().ID as string;
    const layer = (await w.owner.post(`${API}/gis/layer`, { Workspace: ws, Name: 'Z', Public: true, Editable: true, Schema: { Schema: [], Categories: [] } })).json().ID as string;
    const now = new Date('2026-06-15T12:00:00.000Z');
    const ago = (days: number, ms = 0) => new Date(now.getTime() - days * DAY + ms).toISOString();
    const cases: { created_at: string; first_response_at: string | null; completed_at: string | null }[] = [];
    for (const created of [ago(0), ago(2), ago(3), ago(3, 1), ago(3, -1), ago(10), ago(30), ago(31), ago(400)]) {
      for (const first of [null, ago(1)]) for (const completed of [null, ago(0, -5)]) cases.push({ created_at: created, first_response_at: first, completed_at: completed });
    }
    const ids: string[] = [];
    for (const c of cases) {
      const p = await addPoint(w.owner, { Layer: layer, Attributes: {} });
      await setTimes(p.ID, c);
      ids.push(p.ID);
    }
    const deleted = await addPoint(w.owner, { Layer: layer, Attributes: {} });
    await setTimes(deleted.ID, { created_at: ago(400) });
    await t.db.updateTable('points').set({ deleted_at: ago(1) }).where('id', '=', deleted.ID).execute();
    for (const d of [
      { FirstResponseDays: 3, CompletionDays: 30 }, { FirstResponseDays: 3, CompletionDays: null }, { FirstResponseDays: null, CompletionDays: 30 },
      { FirstResponseDays: 30, CompletionDays: 3 }, { FirstResponseDays: null, CompletionDays: null },
    ]) {
      const pure = new Map(cases.flatMap((c, i) => {
        const o = overdueOf({ createdAt: c.created_at, firstResponseAt: c.first_response_at, completedAt: c.completed_at }, d, now);
        return o ? [[ids[i]!, o.Kind] as const] : [];
      }));
      const twin = new Map((await listOverduePoints(t.db, ws, now, d)).map((p) => [p.id, p.kind] as const));
      expect(twin).toEqual(pure);
    }
    expect(new Set(cases.map((_, i) => ids[i]))).toHaveLength(cases.length);
  });
});

describe('the inbox and the review table', () => {
  it('mark overdue entries and filter them', async () => {
    await setDeadlines({ FirstResponseDays: 3, CompletionDays: 30 });
    const late = await entry('Wartet seit einer Woche');
    await setTimes(late.ID, { created_at: new Date(Date.now() - 7 * DAY).toISOString() });
    const slow = await entry('Beantwortet, nicht erledigt');
    await setTimes(slow.ID, { created_at: new Date(Date.now() - 40 * DAY).toISOString(), first_response_at: new Date(Date.now() - 39 * DAY).toISOString() });
    const fresh = await entry('Ganz neu');

    const inbox = (await w.owner.get(`${API}/gis/workspace/${w.workspaces.pub}/inbox?filter=ueberfaellig&pageSize=200`)).json() as InboxPage;
    const byId = new Map(inbox.Rows.map((r) => [r.PointID, r]));
    expect(byId.get(late.ID)?.Overdue).toMatchObject({ Kind: 'antwort', Days: 4 });
    expect(byId.get(slow.ID)?.Overdue).toMatchObject({ Kind: 'erledigung', Days: 10 });
    expect(byId.has(fresh.ID)).toBe(false);
    expect(inbox.Rows.every((r) => r.Kind === 'entry' && r.Overdue !== null)).toBe(true);
    expect(inbox.Total).toBe(inbox.Rows.length);
    const all = (await w.owner.get(`${API}/gis/workspace/${w.workspaces.pub}/inbox?filter=alle&pageSize=200`)).json() as InboxPage;
    expect(all.Rows.find((r) => r.PointID === fresh.ID && r.Kind === 'entry')?.Overdue).toBeNull();
    expect(all.Rows.find((r) => r.PointID === late.ID && r.Kind === 'entry')?.Overdue?.Kind).toBe('antwort');
    expect((await w.owner.get(`${API}/gis/workspace/${w.workspaces.pub}/inbox?filter=spaet`)).statusCode).toBe(400);

    const review = (await w.owner.get(`${API}/gis/review/${w.layers.open}?frist=ueberfaellig&pageSize=500`)).json() as ReviewPage;
    expect(review.Rows.map((r) => r.ID)).toEqual(expect.arrayContaining([late.ID, slow.ID]));
    expect(review.Rows.map((r) => r.ID)).not.toContain(fresh.ID);
    expect(review.Total).toBe(review.Rows.length);
    expect(review.Rows.find((r) => r.ID === late.ID)?.Overdue).toMatchObject({ Kind: 'antwort', Days: 4 });
    const everything = (await w.owner.get(`${API}/gis/review/${w.layers.open}?pageSize=500`)).json() as ReviewPage;
    expect(everything.Rows.find((r) => r.ID === fresh.ID)?.Overdue).toBeNull();
    const bad = await w.owner.get(`${API}/gis/review/${w.layers.open}?frist=bald`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('frist ist „ueberfaellig“');

    await respond(w.owner, late.ID, { Answer: 'Wir sehen nach.' });
    const after = (await w.owner.get(`${API}/gis/workspace/${w.workspaces.pub}/inbox?filter=ueberfaellig&pageSize=200`)).json() as InboxPage;
    expect(after.Rows.map((r) => r.PointID)).not.toContain(late.ID);
    await setDeadlines({ FirstResponseDays: null, CompletionDays: null });
    expect(((await w.owner.get(`${API}/gis/workspace/${w.workspaces.pub}/inbox?filter=ueberfaellig`)).json() as InboxPage).Total).toBe(0);
  });
});

describe('the figures of a project', () => {
  it('count entries per week, medians, share answered, overdue and statuses of a constructed project', async () => {
    const ws = (await w.owner.post(`${API}/gis/workspace`, { Name: 'Kennzahlen', Public: true, Editable: true })).json().ID as string;
    const layer = (await w.owner.post(`${API}/gis/layer`, { Workspace: ws, Name: 'Mängel', Public: true, Editable: true, Schema: { Schema: [], Categories: [] } })).json().ID as string;
    await setDeadlines({ FirstResponseDays: 2, CompletionDays: 20 }, ws);
    // Monday 2 March 2026 (Berlin) is the first week.
    const made = [
      { created_at: '2026-03-02T08:00:00.000Z', first_response_at: '2026-03-03T08:00:00.000Z', completed_at: '2026-03-12T08:00:00.000Z', status: 'umgesetzt' },
      { created_at: '2026-03-04T08:00:00.000Z', first_response_at: '2026-03-07T08:00:00.000Z', completed_at: null, status: 'bearbeitung' },
      { created_at: '2026-03-08T23:30:00.000Z', first_response_at: '2026-03-13T23:30:00.000Z', completed_at: '2026-03-14T23:30:00.000Z', status: 'abgelehnt' },
      { created_at: '2026-03-16T08:00:00.000Z', first_response_at: null, completed_at: null, status: 'neu' },
    ];
    for (const m of made) {
      const p = await addPoint(w.owner, { Layer: layer, Attributes: {} });
      await t.db.updateTable('points').set(m).where('id', '=', p.ID).execute();
    }
    const res = await w.owner.get(figuresUrl(ws, '?von=2026-03-01&bis=2026-03-20'));
    expect(res.statusCode, res.body).toBe(200);
    const f = res.json() as WorkspaceFigures;
    expect(f).toMatchObject({
      From: '2026-03-01', To: '2026-03-20', Entries: 4, Answered: 3, Completed: 2, ShareAnswered: 0.75,
      // 1, 3 and 5 days to the first response; 10 and 6 days to the completion.
      MedianFirstResponseDays: 3, MedianCompletionDays: 8, MedianSample: { FirstResponse: 3, Completion: 2 },
      Deadlines: { FirstResponseDays: 2, CompletionDays: 20 }, WeeksCut: false,
      // Now: the one without answer is overdue for its answer, the one in „bearbeitung“ for its completion.
      Overdue: { Antwort: 1, Erledigung: 1 },
    });
    // 8 March 23:30 UTC is Monday 9 March, 00:30, in Berlin.
    expect(f.ByWeek).toEqual([{ Week: '2026-02-23', Count: 0 }, { Week: '2026-03-02', Count: 2 }, { Week: '2026-03-09', Count: 1 }, { Week: '2026-03-16', Count: 1 }]);
    expect(f.ByStatus.map((s) => [s.Status, s.Count])).toEqual([['neu', 1], ['pruefung', 0], ['bearbeitung', 1], ['umgesetzt', 1], ['abgelehnt', 1]]);
    expect(f.ByStatus[0]).toMatchObject({ Layer: layer, LayerName: 'Mängel', Label: 'Neu', Closed: false });

    const week = (await w.owner.get(figuresUrl(ws, '?von=2026-03-09&bis=2026-03-15'))).json() as WorkspaceFigures;
    expect(week).toMatchObject({ Entries: 1, Answered: 1, MedianFirstResponseDays: 5, ByWeek: [{ Week: '2026-03-09', Count: 1 }] });
    const whole = (await w.owner.get(figuresUrl(ws))).json() as WorkspaceFigures;
    expect(whole.Entries).toBe(4);
    expect(whole.From).toBe('2026-03-02');
    expect(whole.ByWeek.length).toBeLessThanOrEqual(104);
    const empty = (await w.owner.get(figuresUrl(ws, '?von=2025-01-01&bis=2025-01-02'))).json() as WorkspaceFigures;
    expect(empty).toMatchObject({ Entries: 0, ShareAnswered: null, MedianFirstResponseDays: null });
  });

  it('shows at most 104 weeks, the last ones', async () => {
    const f = (await w.owner.get(figuresUrl(w.workspaces.pub, '?von=2020-01-01&bis=2026-03-01'))).json() as WorkspaceFigures;
    expect(f.ByWeek).toHaveLength(104);
    expect(f.WeeksCut).toBe(true);
    expect(f.ByWeek.at(-1)!.Week).toBe('2026-02-23');
  });

  it('are the team\'s only and refuse bad days in German', async () => {
    expect((await w.anon.get(figuresUrl(w.workspaces.pub))).statusCode).toBe(401);
    expect((await w.user.get(figuresUrl(w.workspaces.pub))).statusCode).toBe(403);
    expect((await w.outsider.get(figuresUrl(w.workspaces.priv))).statusCode).toBe(404);
    expect((await w.owner.get(figuresUrl(UNKNOWN_ID))).statusCode).toBe(404);
    for (const [q, message] of [
      ['?von=2026-02-30', 'Bitte geben Sie ein gültiges Datum als JJJJ-MM-TT an.'],
      ['?von=1.3.2026', 'Bitte geben Sie ein Datum als JJJJ-MM-TT an.'],
      ['?von=2026-03-10&bis=2026-03-01', 'Das Ende des Zeitraums liegt vor seinem Anfang.'],
      ['?seit=2026-03-01', ''],
    ] as const) {
      const res = await w.owner.get(figuresUrl(w.workspaces.pub, q));
      expect(res.statusCode, q).toBe(400);
      expect(res.body).toContain(message);
    }
  });
});
