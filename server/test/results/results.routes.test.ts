import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectResultsPage } from '@mitmachkarte/contract';
import { getResults } from '../../src/modules/results/results.service.js';
import { newId, nowIso } from '../../src/lib/ids.js';
import { berlinDay } from '../../src/lib/berlin-time.js';
import { a, API, createPointsWorld, insertEntry, type PointsWorld, UNKNOWN_ID } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** The public results page of a project (docs/product.md §25.5, docs/decisions/0051) through the
 *  HTTP interface: published from the results phase's first day, a preview for the team, every
 *  number from what an anonymous visitor sees, and every refusal German without a change. */
let t: TestApp;
let w: PointsWorld;
const url = (ws: string) => `${API}/gis/workspace/${ws}/results`;
const today = () => berlinDay(Date.now());
const ok = <T>(res: LightMyRequestResponse): T => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
let seen: { e1: string; e2: string };

/** Sets the public project's phases through the project's own route. */
async function setPhases(Phases: unknown[]) {
  const ws = ok<Record<string, unknown>>(await w.owner.get(`${API}/gis/workspace/${w.workspaces.pub}`));
  return w.owner.put(`${API}/gis/workspace/${w.workspaces.pub}`, { Name: ws.Name, Public: true, Editable: true, Phases });
}

beforeAll(async () => {
  t = await createTestApp();
  w = await createPointsWorld(t);
  const entry = (layer: string, attrs: Record<string, unknown>) => insertEntry(t, layer, { attributes: attrs as never });
  const e1 = await entry(w.layers.open, { Titel: a('text', 'Bank am Teich'), Art: a('single', 'selten'), Merkmale: a('multiple', ['a', 'b']), Gesehen: a('boolean', true) });
  const e2 = await entry(w.layers.open, { Titel: a('text', 'Laterne'), Art: a('single', 'haeufig'), Gesehen: a('boolean', false) });
  const hidden = await entry(w.layers.open, { Titel: a('text', 'Versteckt von der Moderation'), Art: a('single', 'selten') });
  const notPublic = await entry(w.layers.open, { Titel: a('text', 'Nicht öffentlich'), Art: a('single', 'selten') });
  const deleted = await entry(w.layers.open, { Titel: a('text', 'Gelöscht'), Art: a('single', 'selten') });
  const onHiddenMap = await entry(w.layers.hidden, { Titel: a('text', 'Geheime Karte') });
  await t.db.updateTable('points').set({ created_by: w.userIds.user }).where('id', '=', e1).execute();
  await t.db.updateTable('points').set({ moderation: 'hidden', created_by: w.userIds.outsider }).where('id', '=', hidden).execute();
  await t.db.updateTable('points').set({ public: 0 }).where('id', '=', notPublic).execute();
  await t.db.updateTable('points').set({ deleted_at: nowIso() }).where('id', '=', deleted).execute();
  for (const p of [hidden, notPublic, deleted, onHiddenMap]) {
    await t.db.updateTable('points').set({ answer_text: 'Geheime Antwort', answer_at: nowIso() }).where('id', '=', p).execute();
  }
  // The official answer and an internal note through the team's route.
  const res = await w.owner.put(`${API}/gis/point/${e1}/response`, { Status: 'bearbeitung', Answer: 'Wird im Mai repariert.', InternalNote: 'Interne Notiz: Bauhof anrufen' });
  expect(res.statusCode, res.body).toBe(200);
  const comment = (point: string, user: string, moderation: 'hidden' | '' = '') => t.db.insertInto('comments')
    .values({ id: newId(), point_id: point, user_id: user, text: 'Kommentar', created_at: nowIso(), moderation }).execute();
  await comment(e1, w.userIds.member);
  await comment(e1, w.userIds.outsider, 'hidden');
  await comment(hidden, w.userIds.outsider);
  const vote = (point: string, user: string) => t.db.insertInto('point_votes').values({ point_id: point, user_id: user, value: 1, updated_at: nowIso() }).execute();
  await vote(e1, w.userIds.user);
  await vote(e2, w.userIds.user);
  await vote(notPublic, w.userIds.outsider);
  seen = { e1, e2 };
}, 60_000);
afterAll(async () => { await t?.close(); });

const SETTINGS = () => ({
  Text: 'Danke für **Ihre** Hinweise.<script>alert(1)</script>',
  Figures: ['entries', 'participants', 'comments', 'votes', 'statuses'],
  Charts: [{ Layer: w.layers.open, Question: 'Art' }, { Layer: w.layers.open, Question: 'Merkmale' }, { Layer: w.layers.open, Question: 'Gesehen' }],
  Answers: true, Downloads: true,
});

const snapshot = () => t.db.selectFrom('workspaces').select(['id', 'results', 'phases']).orderBy('id').execute();
/** A request that must be refused with `status` and a German message, leaving the projects as they were. */
async function refused(status: number, send: () => Promise<LightMyRequestResponse>, message?: RegExp) {
  const before = await snapshot();
  const res = await send();
  expect(res.statusCode, res.body).toBe(status);
  expect(typeof (res.json() as { Message: string }).Message).toBe('string');
  if (message) expect(res.body).toMatch(message);
  expect(await snapshot()).toEqual(before);
  return res;
}

describe('settings and publication', () => {
  it('the team stores the settings and previews the page before any results phase; everyone else gets 404', async () => {
    const page = ok<ProjectResultsPage>(await w.owner.put(url(w.workspaces.pub), SETTINGS()));
    expect(page.Published).toBe(false);
    expect(page.PhaseTitle).toBeNull();
    expect(page.Settings?.Charts).toHaveLength(3);
    expect(page.CanEdit).toBe(true);
    expect(page.Text).toContain('<strong>Ihre</strong>');
    expect(page.Text).not.toContain('<script');
    ok(await w.member.get(url(w.workspaces.pub)));
    for (const c of [w.anon, w.user, w.outsider]) await refused(404, () => c.get(url(w.workspaces.pub)), /Die Ergebnisse sind noch nicht veröffentlicht\./);
    const audit = await t.db.selectFrom('audit_log').select(['action', 'summary']).where('action', '=', 'workspace.results').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.summary).toContain('Ergebnisse des Projekts „Öffentlich“ geändert');
  });

  it('a results phase starting tomorrow keeps it a preview; from today on it is public, with the workspace flag', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000 * 2).toISOString().slice(0, 10);
    ok(await setPhases([{ Title: 'Ideen', Start: null, End: null }, { Title: 'Ergebnisse', Start: tomorrow, End: null, Results: true }]));
    await refused(404, () => w.anon.get(url(w.workspaces.pub)));
    const preview = ok<ProjectResultsPage>(await w.owner.get(url(w.workspaces.pub)));
    expect(preview).toMatchObject({ Published: false, PublishedFrom: tomorrow, PhaseTitle: 'Ergebnisse' });
    expect(ok<{ ResultsPublished: boolean }>(await w.anon.get(`${API}/gis/workspace/${w.workspaces.pub}`)).ResultsPublished).toBe(false);
    ok(await setPhases([{ Title: 'Ergebnisse', Start: today(), End: null, Results: true }]));
    const page = ok<ProjectResultsPage>(await w.anon.get(url(w.workspaces.pub)));
    expect(page).toMatchObject({ Published: true, PublishedFrom: today(), PhaseTitle: 'Ergebnisse', Settings: null, CanEdit: false });
    expect(ok<{ ResultsPublished: boolean }>(await w.anon.get(`${API}/gis/workspace/${w.workspaces.pub}`)).ResultsPublished).toBe(true);
  });

  it('the clock decides: the results are public from Berlin midnight at the start of the first day', async () => {
    ok(await setPhases([{ Title: 'Ergebnisse', Start: '2027-03-01', End: null, Results: true }]));
    const anonymous = { userId: null, name: '', email: '', permissions: [] };
    await expect(getResults(t.db, anonymous, w.workspaces.pub, Date.parse('2027-02-28T22:59:59Z'))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await getResults(t.db, anonymous, w.workspaces.pub, Date.parse('2027-02-28T23:00:00Z'))).Published).toBe(true);
    ok(await setPhases([{ Title: 'Ergebnisse', Start: null, End: '2020-01-01', Results: true }]));
    expect(ok<ProjectResultsPage>(await w.anon.get(url(w.workspaces.pub))).Published).toBe(true);
  });

  it('a private project answers 404 to everyone but its team, a foreign one to all', async () => {
    await refused(404, () => w.anon.get(url(w.workspaces.priv)), /Projekt/);
    await refused(404, () => w.user.get(url(w.workspaces.priv)));
    ok(await w.member.get(url(w.workspaces.priv)));
    await refused(404, () => w.anon.get(url(UNKNOWN_ID)));
  });
});

describe('what the page counts', () => {
  it('counts only live, public, approved entries of maps everyone sees, their published comments and votes; no internal notes or hidden answers', async () => {
    const res = await w.anon.get(url(w.workspaces.pub));
    const page = ok<ProjectResultsPage>(res);
    expect(page.Figures).toMatchObject({ Entries: 2, Comments: 1, Votes: 2, Participants: 2 });
    const open = page.Figures.Statuses!.find((s) => s.Layer === w.layers.open)!;
    expect(open.Counts.find((c) => c.Key === 'bearbeitung')).toMatchObject({ Label: 'In Bearbeitung', Count: 1 });
    expect(open.Counts.find((c) => c.Key === 'neu')!.Count).toBe(1);
    expect(page.Figures.Statuses!.map((s) => s.Layer)).not.toContain(w.layers.hidden);
    const art = page.Charts.find((c) => c.Question === 'Art')!;
    expect(art.Options).toEqual([{ Key: 'haeufig', Label: 'HAEUFIG', Count: 1 }, { Key: 'selten', Label: 'SELTEN', Count: 1 }]);
    expect(page.Charts.find((c) => c.Question === 'Merkmale')!.Options.map((o) => o.Count)).toEqual([1, 1, 0]);
    expect(page.Charts.find((c) => c.Question === 'Gesehen')!.Options.map((o) => [o.Label, o.Count])).toEqual([['ja', 1], ['nein', 1]]);
    expect(page.Answers!.Entries).toEqual([expect.objectContaining({ ID: seen.e1, Title: 'Bank am Teich', Status: 'In Bearbeitung', Answer: 'Wird im Mai repariert.' })]);
    for (const secret of ['Interne Notiz', 'Geheime Antwort', 'Geheime Karte', 'Versteckt von der Moderation', '@', 'Eigentümerin', 'Mitglied']) expect(res.body).not.toContain(secret);
  });

  it('lists downloads only for open data maps, and none without a licence', async () => {
    expect(ok<ProjectResultsPage>(await w.anon.get(url(w.workspaces.pub))).Downloads).toEqual([]);
    await t.db.updateTable('workspaces').set({ licence: 'cc-by-4.0' }).where('id', '=', w.workspaces.pub).execute();
    const downloads = ok<ProjectResultsPage>(await w.anon.get(url(w.workspaces.pub))).Downloads!;
    expect(downloads.map((d) => d.LayerName).sort()).toEqual(['Nur lesen', 'Offen', 'Ohne Fragen']);
    expect(downloads[0]!.Formats).toEqual(['geojson', 'csv', 'gpkg']);
  });

  it('left-out parts are null; an unused figure is not counted', async () => {
    ok(await w.owner.put(url(w.workspaces.pub), { Text: '', Figures: ['votes'] }));
    const page = ok<ProjectResultsPage>(await w.anon.get(url(w.workspaces.pub)));
    expect(page.Figures).toEqual({ Entries: null, Participants: null, Comments: null, Votes: 2, Statuses: null });
    expect(page.Answers).toBeNull();
    expect(page.Downloads).toBeNull();
    expect(page.Charts).toEqual([]);
    ok(await w.owner.put(url(w.workspaces.pub), SETTINGS()));
  });
});

describe('refusals', () => {
  it('only the team stores settings: 401 anonymous, 403 others, 404 for a project they do not see', async () => {
    await refused(401, () => w.anon.put(url(w.workspaces.pub), SETTINGS()));
    await refused(403, () => w.user.put(url(w.workspaces.pub), SETTINGS()));
    await refused(404, () => w.user.put(url(w.workspaces.priv), SETTINGS()));
    ok(await w.member.put(url(w.workspaces.pub), SETTINGS()));
  });

  it('refuses a write without the anti-forgery header', async () => {
    await refused(403, () => w.owner.put(url(w.workspaces.pub), SETTINGS(), { xsrf: false }));
    await refused(403, () => w.owner.put(url(w.workspaces.pub), SETTINGS(), { xsrf: 'falsch' }));
  });

  it('bad input in every field: 400 with a German message, nothing stored', async () => {
    const bad = (over: Record<string, unknown>) => () => w.owner.put(url(w.workspaces.pub), { ...SETTINGS(), ...over });
    await refused(400, bad({ Text: 'x'.repeat(20_001) }), /höchstens 20\.000 Zeichen/);
    await refused(400, bad({ Text: 5 }));
    await refused(400, bad({ Figures: ['wetter'] }), /Diese Zahl gibt es für die Ergebnisseite nicht\./);
    await refused(400, bad({ Figures: ['votes', 'votes'] }), /Jede Zahl wird nur einmal gewählt\./);
    await refused(400, bad({ Charts: Array.from({ length: 13 }, (_, i) => ({ Layer: w.layers.open, Question: `Q${i}` })) }), /höchstens 12 Diagramme/);
    await refused(400, bad({ Charts: [{ Layer: w.layers.open, Question: 'Art' }, { Layer: w.layers.open, Question: 'Art' }] }), /Jedes Diagramm wird nur einmal gewählt\./);
    await refused(400, bad({ Charts: [{ Layer: w.layers.private, Question: 'Art' }] }), /Das Diagramm nennt eine Karte, die es in diesem Projekt nicht gibt\./);
    await refused(400, bad({ Charts: [{ Layer: 'keine-id', Question: 'Art' }] }), /Ungültige ID/);
    await refused(400, bad({ Charts: [{ Layer: w.layers.open, Question: 'Titel' }] }), /Die Frage „Titel“ der Karte „Offen“ ist keine Auswahl- oder Ja\/Nein-Frage/);
    await refused(400, bad({ Charts: [{ Layer: w.layers.open, Question: 'Gibtsnicht' }] }), /keine Auswahl- oder Ja\/Nein-Frage/);
    await refused(400, bad({ Charts: [{ Layer: w.layers.open }] }));
    await refused(400, bad({ Answers: 'ja' }));
    await refused(400, bad({ Downloads: 1 }));
    await refused(400, bad({ Extra: true }));
    await refused(400, () => w.owner.put(url('keine-id'), SETTINGS()));
  });

  it('at most one phase is the results phase', async () => {
    await refused(400, () => setPhases([{ Title: 'A', Start: null, End: null, Results: true }, { Title: 'B', Start: null, End: null, Results: true }]), /Nur eine Phase kann die Ergebnisphase sein\./);
  });
});
