import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SurveyForm, SurveyFormResults } from '@mitmachkarte/contract';
import { countRows } from '../factories.js';
import { TestClient, clientFrom } from '../client.js';
import { API, createPointsWorld, type PointsWorld } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Surveys a project's team builds (docs/product.md §25.2; docs/decisions/0047) through the HTTP
 *  interface: build, publish, answer (per device, per account, pages of required questions,
 *  matrix and ranking), the times, the results and the downloads; every refusal German and
 *  without a change to what is stored. */
let t: TestApp;
let w: PointsWorld;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { surveyPerHour: 1000 } });
  w = await createPointsWorld(t);
}, 60_000);
afterAll(async () => { await t?.close(); });

const SCALE = [{ Key: 'voll', Label: 'stimme voll zu' }, { Key: 'eher', Label: 'stimme eher zu' }, { Key: 'nicht', Label: 'stimme gar nicht zu' }];
const body = (over: Record<string, unknown> = {}) => ({
  Title: 'Neue Mitte', Description: 'Was **Sie** denken.', ThankYou: 'Danke schön!', Published: true,
  Questions: [
    { Key: 'name', Kind: 'text', Question: 'Ihr Vorname', Optional: true },
    { Key: 'matrix', Kind: 'matrix', Question: 'Wie sehen Sie den Platz?', Rows: [{ Key: 'gruen', Label: 'Mehr Grün' }, { Key: 'laerm', Label: 'Weniger Lärm' }], Scale: SCALE },
    { Key: 'seite2', Kind: 'pagebreak' },
    { Key: 'rang', Kind: 'ranking', Question: 'Was ist Ihnen wichtig?', Options: [{ Key: 'bank', Label: 'Bänke' }, { Key: 'baum', Label: 'Bäume' }, { Key: 'brunnen', Label: 'Brunnen' }] },
    { Key: 'ja', Kind: 'boolean', Question: 'Kommen Sie oft?' },
  ],
  ...over,
});
const answers = (over: Record<string, unknown> = {}) => ({ Answers: { matrix: { gruen: 'voll', laerm: 'eher' }, rang: ['baum', 'bank', 'brunnen'], ja: true, ...over } });

const ok = <T>(res: LightMyRequestResponse): T => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const create = async (over: Record<string, unknown> = {}) => ok<SurveyForm>(await w.owner.post(`${API}/gis/workspace/${w.workspaces.pub}/surveys`, body(over)));
const answer = (client: TestClient, id: string, payload: unknown = answers()) => client.post(`${API}/gis/survey/${id}/answers`, payload);
/** Sends a request that must be refused with `status` and a German message, changing nothing stored. */
async function refused(status: number, send: () => Promise<LightMyRequestResponse>, message?: RegExp) {
  const before = [await countRows(t.db, 'surveys'), await countRows(t.db, 'survey_answers')];
  const rows = await t.db.selectFrom('surveys').selectAll().orderBy('id').execute();
  const res = await send();
  expect(res.statusCode, res.body).toBe(status);
  const msg = (res.json() as { Message: string }).Message;
  expect(typeof msg).toBe('string');
  // The first message of a 400 is the general one; the field's stands in `Errors`.
  if (message) expect(res.body).toMatch(message);
  expect([await countRows(t.db, 'surveys'), await countRows(t.db, 'survey_answers')]).toEqual(before);
  expect(await t.db.selectFrom('surveys').selectAll().orderBy('id').execute()).toEqual(rows);
  return res;
}

describe('building a survey', () => {
  it('the team creates, reads, lists and changes a survey; the description is rendered', async () => {
    const s = await create();
    expect(s).toMatchObject({ Title: 'Neue Mitte', State: 'open', Published: true, CanEdit: true, AnswerCount: 0, Audience: 'anyone', OncePer: 'device' });
    expect(s.DescriptionHtml).toContain('<strong>Sie</strong>');
    const seen = ok<SurveyForm>(await w.anon.get(`${API}/gis/survey/${s.Id}`));
    expect(seen).toMatchObject({ CanEdit: false, AnswerCount: null, Answered: false });
    const listed = ok<SurveyForm[]>(await w.user.get(`${API}/gis/workspace/${w.workspaces.pub}/surveys`));
    expect(listed.map((x) => x.Id)).toContain(s.Id);
    const changed = ok<SurveyForm>(await w.member.put(`${API}/gis/survey/${s.Id}`, body({ Title: 'Neue Mitte 2026' })));
    expect(changed.Title).toBe('Neue Mitte 2026');
  });

  it('drafts are the team\'s alone: 404 for everyone else, left out of their list', async () => {
    const s = await create({ Published: false });
    expect(s.State).toBe('draft');
    await refused(404, () => w.anon.get(`${API}/gis/survey/${s.Id}`), /Umfrage gibt es nicht/);
    await refused(404, () => w.user.get(`${API}/gis/survey/${s.Id}`));
    const listed = ok<SurveyForm[]>(await w.anon.get(`${API}/gis/workspace/${w.workspaces.pub}/surveys`));
    expect(listed.map((x) => x.Id)).not.toContain(s.Id);
    expect(ok<SurveyForm[]>(await w.member.get(`${API}/gis/workspace/${w.workspaces.pub}/surveys`)).map((x) => x.Id)).toContain(s.Id);
  });

  it('refuses bad builds with German 400s', async () => {
    const url = `${API}/gis/workspace/${w.workspaces.pub}/surveys`;
    await refused(400, () => w.owner.post(url, body({ Title: '' })), /Name darf nicht leer/);
    await refused(400, () => w.owner.post(url, body({ Questions: [{ Key: 'a', Kind: 'text' }, { Key: 'a', Kind: 'number' }] })), /Schlüssel „a“ kommt mehrfach vor/);
    await refused(400, () => w.owner.post(url, body({ Questions: [{ Key: 'r', Kind: 'ranking', Question: 'Rang', Options: [{ Key: 'x' }] }] })), /mindestens zwei Antwortmöglichkeiten/);
    await refused(400, () => w.owner.post(url, body({ Questions: [{ Key: 'm', Kind: 'matrix', Question: 'M', Rows: [], Scale: SCALE }] })), /Matrix „M“ braucht/);
    await refused(400, () => w.owner.post(url, body({ OpensAt: '2026-12-10T10:00:00Z', ClosesAt: '2026-12-01T10:00:00Z' })), /Ende der Umfrage muss nach/);
    await refused(400, () => w.owner.post(url, body({ Questions: [{ Key: 'a', Kind: 'slider' }] })));
    await refused(400, () => w.owner.post(url, { ...body(), Extra: 1 }));
  });

  it('who may build: the team; others 403, anonymous 401, hidden projects 404', async () => {
    const url = `${API}/gis/workspace/${w.workspaces.pub}/surveys`;
    await refused(403, () => w.user.post(url, body()));
    await refused(401, () => w.anon.post(url, body()));
    await refused(404, () => w.outsider.post(`${API}/gis/workspace/${w.workspaces.priv}/surveys`, body()));
    const s = await create();
    await refused(403, () => w.user.put(`${API}/gis/survey/${s.Id}`, body()));
    await refused(403, () => w.user.delete(`${API}/gis/survey/${s.Id}`));
    await refused(403, () => w.user.get(`${API}/gis/survey/${s.Id}/results`));
    await refused(401, () => w.anon.get(`${API}/gis/survey/${s.Id}/export?format=csv`));
  });

  it('refuses to remove questions or options that have answers (409), allows new ones and new labels', async () => {
    const s = await create();
    ok(await answer(new TestClient(t.app), s.Id));
    const questions = body().Questions as { Key: string; Kind: string; Options?: unknown[]; Rows?: unknown[] }[];
    const url = `${API}/gis/survey/${s.Id}`;
    await refused(409, () => w.owner.put(url, body({ Questions: questions.filter((q) => q.Key !== 'rang') })), /„Was ist Ihnen wichtig\?“ hat schon Antworten/);
    await refused(409, () => w.owner.put(url, body({ Questions: questions.map((q) => (q.Key === 'ja' ? { ...q, Kind: 'text' } : q)) })), /hat schon Antworten/);
    const lessRows = questions.map((q) => (q.Key === 'matrix' ? { ...q, Rows: [{ Key: 'gruen', Label: 'Mehr Grün' }] } : q));
    await refused(409, () => w.owner.put(url, body({ Questions: lessRows })), /„Weniger Lärm“ bei „Wie sehen Sie den Platz\?“ wurde schon gewählt/);
    // The unanswered optional text may go; a new question and a new label may come.
    const fine = [...questions.filter((q) => q.Key !== 'name'), { Key: 'neu', Kind: 'text_multi', Question: 'Noch etwas?', Optional: true }]
      .map((q) => (q.Key === 'ja' ? { ...q, Question: 'Kommen Sie häufig?' } : q));
    expect(ok<SurveyForm>(await w.owner.put(url, body({ Questions: fine }))).Questions).toHaveLength(5);
  });

  it('deletes a survey with its answers', async () => {
    const s = await create();
    ok(await answer(new TestClient(t.app), s.Id));
    const res = ok<{ Message: string }>(await w.owner.delete(`${API}/gis/survey/${s.Id}`));
    expect(res.Message).toBe('Die Umfrage wurde gelöscht.');
    expect(await t.db.selectFrom('survey_answers').select('id').where('survey_id', '=', s.Id).execute()).toEqual([]);
    await refused(404, () => w.owner.get(`${API}/gis/survey/${s.Id}`));
  });
});

describe('answering', () => {
  it('takes one answer per device: a second from the same browser is 409, another browser may answer', async () => {
    const s = await create();
    const visitor = new TestClient(t.app);
    expect(ok<{ Message: string }>(await answer(visitor, s.Id)).Message).toBe('success');
    const cookie = [...visitor.cookies.keys()].find((k) => k === 'mk_survey_device');
    expect(cookie).toBeDefined();
    const stored = await t.db.selectFrom('survey_answers').selectAll().where('survey_id', '=', s.Id).execute();
    expect(stored).toHaveLength(1);
    // The cookie itself is never stored, only its sha256.
    expect(stored[0]!.device_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]!.device_hash).not.toBe(visitor.cookies.get('mk_survey_device'));
    expect(stored[0]!.user_id).toBeNull();
    expect(ok<SurveyForm>(await visitor.get(`${API}/gis/survey/${s.Id}`)).Answered).toBe(true);
    await refused(409, () => answer(visitor, s.Id), /bereits teilgenommen/);
    ok(await answer(new TestClient(t.app), s.Id));
  });

  it('takes one answer per account where asked, and only from signed-in people', async () => {
    const s = await create({ OncePer: 'account', Audience: 'signed_in' });
    await refused(401, () => answer(w.anon, s.Id), /melden Sie sich an/);
    ok(await answer(w.user, s.Id));
    await refused(409, () => answer(w.user, s.Id), /bereits teilgenommen/);
    const row = await t.db.selectFrom('survey_answers').selectAll().where('survey_id', '=', s.Id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: w.userIds.user, device_hash: null });
  });

  it('refuses answers before the start and after the end (403) and to drafts', async () => {
    const future = await create({ OpensAt: '2099-05-01T08:00:00Z' });
    expect(future.State).toBe('upcoming');
    await refused(403, () => answer(new TestClient(t.app), future.Id), /"Die Umfrage beginnt am 01\.05\.2099 10:00\."/);
    const past = await create({ OpensAt: '2020-01-01T00:00:00Z', ClosesAt: '2020-02-01T00:00:00Z' });
    expect(past.State).toBe('closed');
    await refused(403, () => answer(new TestClient(t.app), past.Id), /"Die Umfrage ist beendet\."/);
    const draft = await create({ Published: false });
    await refused(404, () => answer(new TestClient(t.app), draft.Id));
    await refused(403, () => answer(w.owner, draft.Id), /noch nicht veröffentlicht/);
  });

  it('refuses answers that do not fit with German 400s', async () => {
    const s = await create();
    const v = () => new TestClient(t.app);
    await refused(400, () => answer(v(), s.Id, answers({ ja: undefined })), /Bitte beantworten Sie die Frage „Kommen Sie oft\?“/);
    await refused(400, () => answer(v(), s.Id, answers({ matrix: { gruen: 'voll' } })), /für „Weniger Lärm“ eine Antwort/);
    await refused(400, () => answer(v(), s.Id, answers({ matrix: undefined })), /für „Mehr Grün“ eine Antwort/);
    await refused(400, () => answer(v(), s.Id, answers({ matrix: { gruen: 'voll', laerm: 'vielleicht' } })), /passt nicht zur Frage/);
    await refused(400, () => answer(v(), s.Id, answers({ rang: ['baum', 'bank'] })), /jede Möglichkeit genau einmal/);
    await refused(400, () => answer(v(), s.Id, answers({ rang: ['baum', 'baum', 'bank'] })), /jede Möglichkeit genau einmal/);
    await refused(400, () => answer(v(), s.Id, answers({ rang: ['baum', 'bank', 'see'] })), /jede Möglichkeit genau einmal/);
    await refused(400, () => answer(v(), s.Id, answers({ ja: 'ja' })), /passt nicht zur Frage/);
    await refused(400, () => answer(v(), s.Id, answers({ unbekannt: 'x' })), /Frage „unbekannt“ gibt es in dieser Umfrage nicht/);
    await refused(400, () => answer(v(), s.Id, answers({ seite2: 'x' })), /gibt es in dieser Umfrage nicht/);
    await refused(400, () => answer(v(), s.Id, { Answers: 'x' }));
    await refused(400, () => answer(v(), s.Id, {}));
    await refused(404, () => answer(v(), '00000000-0000-4000-8000-000000000000'));
    await refused(400, () => answer(v(), 'keine-id'));
  });

  it('limits answers per IP (429)', async () => {
    const small = await createTestApp({ rateLimits: { surveyPerHour: 2 } });
    try {
      const sw = await createPointsWorld(small);
      const s = ok<SurveyForm>(await sw.owner.post(`${API}/gis/workspace/${sw.workspaces.pub}/surveys`, body()));
      ok(await answer(clientFrom(small.app, '203.0.113.9'), s.Id));
      ok(await answer(clientFrom(small.app, '203.0.113.9'), s.Id));
      const res = await answer(clientFrom(small.app, '203.0.113.9'), s.Id);
      expect(res.statusCode).toBe(429);
      expect((res.json() as { Message: string }).Message).toMatch(/Zu viele|Bitte warten/);
      expect(await countRows(small.db, 'survey_answers')).toBe(2);
    } finally {
      await small.close();
    }
  });
});

describe('results and downloads', () => {
  it('counts per question: matrix per row and step, ranking as mean rank, yes/no', async () => {
    const s = await create();
    ok(await answer(new TestClient(t.app), s.Id, answers({ name: 'Anna' })));
    ok(await answer(new TestClient(t.app), s.Id, answers({ matrix: { gruen: 'voll', laerm: 'nicht' }, rang: ['bank', 'baum', 'brunnen'], ja: false })));
    const r = ok<SurveyFormResults>(await w.member.get(`${API}/gis/survey/${s.Id}/results`));
    expect(r.Total).toBe(2);
    const q = (key: string) => r.Questions.find((x) => x.Key === key)!;
    expect(q('name').Texts).toEqual(['Anna']);
    expect(q('matrix').Matrix[0]).toMatchObject({ Label: 'Mehr Grün', Counts: [{ Key: 'voll', Count: 2 }, { Key: 'eher', Count: 0 }, { Key: 'nicht', Count: 0 }] });
    expect(q('matrix').Matrix[1]!.Counts.map((c) => c.Count)).toEqual([0, 1, 1]);
    expect(q('rang').MeanRanks).toEqual([
      { Key: 'bank', Label: 'Bänke', MeanRank: 1.5 }, { Key: 'baum', Label: 'Bäume', MeanRank: 1.5 }, { Key: 'brunnen', Label: 'Brunnen', MeanRank: 3 },
    ]);
    expect(q('ja').Counts).toEqual([{ Key: 'true', Label: 'Ja', Count: 1 }, { Key: 'false', Label: 'Nein', Count: 1 }]);
    expect(r.Questions.map((x) => x.Key)).toEqual(['name', 'matrix', 'rang', 'ja']);
  });

  it('downloads CSV for German Excel and an XLSX that a reader opens', async () => {
    const s = await create({ Title: 'Grün & Mitte' });
    ok(await answer(new TestClient(t.app), s.Id, answers({ name: '=SUMME(A1)' })));
    const csv = await w.owner.get(`${API}/gis/survey/${s.Id}/export?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('Umfrage_Gruen_Mitte.csv');
    expect(csv.body.startsWith('\uFEFFNr.;Zeitpunkt;Ihr Vorname;Wie sehen Sie den Platz? – Mehr Grün;')).toBe(true);
    // A text starting like a formula is neutralised (OWASP CSV injection).
    expect(csv.body).toContain(";'=SUMME(A1);stimme voll zu;stimme eher zu;2;1;3;ja\r\n");
    const xlsx = await w.owner.request('GET', `${API}/gis/survey/${s.Id}/export?format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Antworten')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Nr.', 'Zeitpunkt', 'Ihr Vorname', 'Wie sehen Sie den Platz? – Mehr Grün', 'Wie sehen Sie den Platz? – Weniger Lärm',
      'Was ist Ihnen wichtig? – Bänke (Rang)', 'Was ist Ihnen wichtig? – Bäume (Rang)', 'Was ist Ihnen wichtig? – Brunnen (Rang)', 'Kommen Sie oft?']);
    expect((sheet.getRow(2).values as unknown[]).slice(3)).toEqual(['=SUMME(A1)', 'stimme voll zu', 'stimme eher zu', 2, 1, 3, 'ja']);
    await refused(400, () => w.owner.get(`${API}/gis/survey/${s.Id}/export?format=pdf`));
  });
});
