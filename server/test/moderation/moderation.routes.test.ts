import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, Point, QueueEntry } from '@mitmachkarte/contract';
import type { TestClient } from '../client.js';
import { API, addPoint, expectRefused, ids, listPoints, openPointsWorld, UNKNOWN_ID, validAnswers, type PointsWorld } from '../points-fixtures.js';
import type { TestApp } from '../test-app.js';

/** Moderation (docs/product.md §16.3): anyone who sees a point or comment reports it; the
 *  workspace's managers read the queue, hide or show with a reason, dismiss reports; hidden and
 *  held-back content is gone from every answer for everyone but the managers and its author. */
let t: TestApp;
let w: PointsWorld;
beforeAll(async () => ({ t, w } = await openPointsWorld()));
afterAll(async () => t?.close());

const report = (who: TestClient, body: unknown) => who.post(`${API}/gis/report`, body);
const hide = (who: TestClient, body: unknown) => who.post(`${API}/gis/moderation/hide`, body);
const show = (who: TestClient, body: unknown) => who.post(`${API}/gis/moderation/show`, body);
const dismiss = (who: TestClient, body: unknown) => who.post(`${API}/gis/moderation/dismiss`, body);
const queue = async (who: TestClient, ws = w.workspaces.pub) => {
  const res = await who.get(`${API}/gis/moderation/${ws}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as QueueEntry[];
};
const comments = async (who: TestClient, pointId: string) => {
  const res = await who.get(`${API}/gis/comments/${pointId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Comment[];
};
const addComment = async (who: TestClient, PointID: string, Text: string) => {
  const res = await who.post(`${API}/gis/comment`, { PointID, Text });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Comment;
};
const spam = (who: TestClient, Layer = w.layers.open) => addPoint(who, {
  Layer, Attributes: { ...validAnswers(), Titel: { DataType: 'text', Value: 'günstige Uhren kaufen' } },
});
const allPoints = async (who: TestClient) => (await who.get(`${API}/gis/points`)).json() as Point[];
const exported = async (layer: string) => {
  const csv = (await w.owner.get(`${API}/gis/csv/points/${layer}`)).body;
  const geojson = (await w.owner.get(`${API}/gis/geojson/points/${layer}`)).json() as { features: { id: string }[] };
  return { csv, geojsonIds: geojson.features.map((f) => f.id) };
};

/** The audit log entries of a target (docs/product.md §16.4), oldest first. */
const auditOf = (targetId: string) => t.db.selectFrom('audit_log').select(['action', 'summary', 'before', 'after', 'user_name'])
  .where('target_id', '=', targetId).orderBy('created_at').orderBy('id').execute();

/** Proves that the point `id` appears nowhere for `who`: lists, bounding-box lists, comments,
 *  votes and history by id. */
async function expectPointGone(who: TestClient, id: string, layer = w.layers.open) {
  expect(ids(await listPoints(who, layer))).not.toContain(id);
  expect(ids(await listPoints(who, layer, '?bbox=9,51,10,52'))).not.toContain(id);
  expect(ids(await allPoints(who))).not.toContain(id);
  for (const path of [`/gis/comments/${id}`, `/gis/votes/${id}`, `/gis/point/${id}/history`]) {
    expect((await who.get(`${API}${path}`)).statusCode, path).toBe(404);
  }
}

describe('reports and the queue', () => {
  it('takes reports from anonymous visitors and users; managers read them newest first with their context', async () => {
    const p = await spam(w.anon);
    const c = await addComment(w.user, p.ID, 'Du Idiot!');
    expect((await report(w.anon, { PointID: p.ID, Reason: 'spam' })).json()).toEqual({ Message: 'Danke für Ihre Meldung. Das Team des Projekts prüft den Beitrag.' });
    expect((await report(w.outsider, { CommentID: c.ID, Reason: 'beleidigend', Text: '  Beleidigung  ' })).statusCode).toBe(200);

    const entries = await queue(w.member);
    expect(entries[0]).toMatchObject({
      Kind: 'comment', PointID: p.ID, CommentID: c.ID, Reason: 'beleidigend', Text: 'Beleidigung', ReportedBy: 'Außenstehende',
      Excerpt: 'Du Idiot!', Author: 'Nutzer', Layer: w.layers.open, LayerName: 'Offen', Moderation: null,
    });
    expect(entries[1]).toMatchObject({ Kind: 'point', PointID: p.ID, CommentID: null, Reason: 'spam', ReportedBy: '', Excerpt: 'günstige Uhren kaufen', Author: '' });
    expect(entries[0]!.At >= entries[1]!.At).toBe(true);
  });

  it('is read by the managers only: others 403 (401), another owner\'s private workspace 404', async () => {
    expect((await w.user.get(`${API}/gis/moderation/${w.workspaces.pub}`)).statusCode).toBe(403);
    expect((await w.anon.get(`${API}/gis/moderation/${w.workspaces.pub}`)).statusCode).toBe(401);
    expect((await w.user.get(`${API}/gis/moderation/${w.workspaces.priv}`)).statusCode).toBe(404);
    expect((await w.owner.get(`${API}/gis/moderation/${UNKNOWN_ID}`)).statusCode).toBe(404);
  });

  it('refuses reports of what the reporter cannot see (404) and broken bodies (400), storing nothing', async () => {
    const before = await t.db.selectFrom('reports').selectAll().execute();
    const hidden = await addPoint(w.owner, { Layer: w.layers.plain, Public: false });
    expect((await report(w.anon, { PointID: hidden.ID, Reason: 'spam' })).statusCode).toBe(404);
    expect((await report(w.anon, { CommentID: UNKNOWN_ID, Reason: 'spam' })).statusCode).toBe(404);
    const p = await spam(w.anon);
    for (const body of [
      { Reason: 'spam' }, { PointID: p.ID, CommentID: UNKNOWN_ID, Reason: 'spam' }, { PointID: p.ID, Reason: 'doof' },
      { PointID: p.ID, Reason: 'spam', Text: 'x'.repeat(1001) }, { PointID: p.ID, Reason: 'spam', Extra: 1 }, { PointID: 'x', Reason: 'spam' },
    ]) {
      const res = await report(w.anon, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof res.json().Message).toBe('string');
    }
    expect(await t.db.selectFrom('reports').selectAll().execute()).toEqual(before);
  });

  it('dismisses a report once (409 the second time); others get 403 (401), unknown ones 404', async () => {
    const p = await spam(w.anon);
    await report(w.anon, { PointID: p.ID, Reason: 'sonstiges' });
    const entry = (await queue(w.owner)).find((e) => e.PointID === p.ID)!;
    expect((await dismiss(w.user, { ReportID: entry.ReportID })).statusCode).toBe(403);
    expect((await dismiss(w.anon, { ReportID: entry.ReportID })).statusCode).toBe(401);
    expect((await dismiss(w.owner, { ReportID: UNKNOWN_ID })).statusCode).toBe(404);
    expect((await dismiss(w.member, { ReportID: entry.ReportID })).json()).toEqual({ Message: 'Die Meldung wurde verworfen.' });
    expect((await queue(w.owner)).map((e) => e.ReportID)).not.toContain(entry.ReportID);
    expect((await dismiss(w.member, { ReportID: entry.ReportID })).statusCode).toBe(409);
    expect((await auditOf(entry.ReportID!)).map((e) => e.action)).toEqual(['report.dismiss']);
    expect(ids(await listPoints(w.anon, w.layers.open))).toContain(p.ID);
  });
});

describe('hiding and showing', () => {
  it('hides a point from everyone but the managers (marked) and its author (with the reason), and resolves its reports', async () => {
    const p = await spam(w.user);
    await report(w.anon, { PointID: p.ID, Reason: 'spam' });
    expect((await hide(w.member, { PointID: p.ID, Reason: 'Werbung' })).json()).toEqual({ Message: 'Der Beitrag wurde ausgeblendet.' });

    for (const who of [w.anon, w.outsider]) await expectPointGone(who, p.ID);
    expect((await report(w.anon, { PointID: p.ID, Reason: 'spam' })).statusCode).toBe(404);
    const { csv, geojsonIds } = await exported(w.layers.open);
    expect(csv).not.toContain(p.ID);
    expect(geojsonIds).not.toContain(p.ID);

    const forManager = (await listPoints(w.owner, w.layers.open)).find((x) => x.ID === p.ID);
    expect(forManager?.Moderation).toEqual({ State: 'hidden', Reason: 'Werbung' });
    const forAuthor = (await listPoints(w.user, w.layers.open)).find((x) => x.ID === p.ID);
    expect(forAuthor?.Moderation).toEqual({ State: 'hidden', Reason: 'Werbung' });
    expect((await queue(w.owner)).some((e) => e.PointID === p.ID)).toBe(false);
    expect(await t.db.selectFrom('points').select('id').where('id', '=', p.ID).executeTakeFirst()).toBeDefined();
    expect(await auditOf(p.ID)).toEqual([{ action: 'moderation.hide', summary: 'Eintrag ausgeblendet', before: 'sichtbar', after: 'ausgeblendet; Grund: Werbung', user_name: 'Mitglied' }]);

    expect((await show(w.owner, { PointID: p.ID })).json()).toEqual({ Message: 'Der Beitrag ist wieder sichtbar.' });
    expect((await listPoints(w.anon, w.layers.open)).find((x) => x.ID === p.ID)?.Moderation).toBeNull();
    expect((await auditOf(p.ID)).map((e) => [e.action, e.summary])).toEqual([['moderation.hide', 'Eintrag ausgeblendet'], ['moderation.show', 'Eintrag wieder angezeigt']]);
  });

  it('hides a comment from the list and its votes for others; the author and the managers see it marked', async () => {
    const p = await spam(w.anon);
    const c = await addComment(w.user, p.ID, 'Beleidigung');
    const kept = await addComment(w.outsider, p.ID, 'Sachlich');
    expect((await hide(w.owner, { CommentID: c.ID, Reason: 'Beleidigend' })).statusCode).toBe(200);
    for (const who of [w.anon, w.outsider]) {
      expect((await comments(who, p.ID)).map((x) => x.ID)).toEqual([kept.ID]);
      expect((await who.get(`${API}/gis/votescomment/${c.ID}`)).statusCode).toBe(404);
    }
    expect((await w.outsider.post(`${API}/gis/votecomment/${c.ID}`, { Vote: 1 })).statusCode).toBe(404);
    expect((await comments(w.user, p.ID)).find((x) => x.ID === c.ID)?.Moderation).toEqual({ State: 'hidden', Reason: 'Beleidigend' });
    expect((await comments(w.member, p.ID)).find((x) => x.ID === c.ID)?.Moderation).toEqual({ State: 'hidden', Reason: 'Beleidigend' });
  });

  it('refuses others (403, 401 anonymous) and content they cannot see (404), changing nothing', async () => {
    const p = await spam(w.anon);
    await expectRefused(t, 403, () => hide(w.user, { PointID: p.ID, Reason: 'x' }));
    await expectRefused(t, 401, () => hide(w.anon, { PointID: p.ID, Reason: 'x' }));
    await expectRefused(t, 403, () => show(w.outsider, { PointID: p.ID }));
    const priv = await addPoint(w.owner, { Layer: w.layers.private });
    await expectRefused(t, 404, () => hide(w.user, { PointID: priv.ID, Reason: 'x' }));
    await expectRefused(t, 400, () => hide(w.owner, { PointID: p.ID, Reason: ' ' }));
    await expectRefused(t, 400, () => hide(w.owner, { PointID: p.ID, CommentID: UNKNOWN_ID, Reason: 'x' }));
    expect(ids(await listPoints(w.anon, w.layers.open))).toContain(p.ID);
  });
});

describe('pre-moderation ("Beiträge vor Veröffentlichung prüfen")', () => {
  it('holds points and comments of non-managers until a manager approves them', async () => {
    const res = await w.owner.post(`${API}/gis/layer`, { Workspace: w.workspaces.pub, Name: 'Geprüft', Public: true, Editable: true, Premoderation: true });
    const layer = res.json() as { ID: string; Premoderation: boolean };
    expect(layer.Premoderation).toBe(true);
    const held = await addPoint(w.user, { Layer: layer.ID });
    expect(held.Moderation).toEqual({ State: 'pending', Reason: '' });
    const byManager = await addPoint(w.member, { Layer: layer.ID });
    expect(byManager.Moderation).toBeNull();
    await expectPointGone(w.anon, held.ID, layer.ID);
    expect(ids(await listPoints(w.user, layer.ID))).toContain(held.ID);

    const comment = await addComment(w.outsider, byManager.ID, 'Noch zu prüfen');
    expect(comment.Moderation).toEqual({ State: 'pending', Reason: '' });
    expect(await comments(w.anon, byManager.ID)).toEqual([]);

    const pending = (await queue(w.owner)).filter((e) => e.Layer === layer.ID);
    expect(pending.map((e) => [e.Kind, e.ReportID, e.Moderation?.State])).toEqual([['comment', null, 'pending'], ['point', null, 'pending']]);

    await show(w.owner, { PointID: held.ID });
    await show(w.owner, { CommentID: comment.ID });
    expect(ids(await listPoints(w.anon, layer.ID))).toEqual([held.ID, byManager.ID]);
    expect((await comments(w.anon, byManager.ID)).map((c) => c.Text)).toEqual(['Noch zu prüfen']);
    expect((await queue(w.owner)).filter((e) => e.Layer === layer.ID)).toEqual([]);
  });

  it('finding 7: an author\'s edit on a pre-moderated map goes back to approval; a manager\'s own edit does not', async () => {
    const Schema = { Schema: [{ Name: 'Titel', DataType: 'text', Optional: true }], Categories: [] };
    const res = await w.owner.post(`${API}/gis/layer`, { Workspace: w.workspaces.pub, Name: 'Geprüft und geändert', Public: true, Editable: true, Premoderation: true, Schema });
    const layer = (res.json() as { ID: string }).ID;
    const titled = (Value: string) => ({ Titel: { DataType: 'text', Value } });
    const entry = await addPoint(w.user, { Layer: layer, Attributes: titled('Schlagloch') });
    expect((await show(w.owner, { PointID: entry.ID })).statusCode).toBe(200);
    expect(ids(await listPoints(w.anon, layer))).toEqual([entry.ID]);

    const edited = await w.user.put(`${API}/gis/point/${entry.ID}`, { Latitude: 51.31, Longitude: 9.48, Attributes: titled('Jetzt mit Werbung') });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as Point).Moderation).toEqual({ State: 'pending', Reason: '' });
    // The new text is nowhere public: lists, details, map data, OGC.
    await expectPointGone(w.anon, entry.ID, layer);
    await expectPointGone(w.outsider, entry.ID, layer);
    expect((await w.anon.get(`${API}/gis/point/${entry.ID}`)).statusCode).toBe(404);
    expect((await w.anon.get(`${API}/gis/map/${layer}`)).json()).toMatchObject({ Total: 0 });
    const features = (await w.anon.get(`${API}/ogc/collections/${layer}/items`)).json() as { features: { id: string }[] };
    expect(features.features.map((f) => f.id)).not.toContain(entry.ID);
    expect(JSON.stringify(features)).not.toContain('Werbung');
    // It waits in the queue; its author still reads it with the notice.
    expect((await queue(w.owner)).filter((e) => e.PointID === entry.ID).map((e) => [e.Kind, e.ReportID, e.Moderation?.State])).toEqual([['point', null, 'pending']]);
    expect((await listPoints(w.user, layer)).find((p) => p.ID === entry.ID)?.Moderation).toEqual({ State: 'pending', Reason: '' });

    // Approved again, the new text is public.
    expect((await show(w.member, { PointID: entry.ID })).statusCode).toBe(200);
    expect((await w.anon.get(`${API}/gis/point/${entry.ID}`)).json()).toMatchObject({ Attributes: titled('Jetzt mit Werbung'), Moderation: null });

    // A manager's own edit stays published.
    const byManager = await w.member.put(`${API}/gis/point/${entry.ID}`, { Latitude: 51.31, Longitude: 9.48, Attributes: titled('Schlagloch, Ecke Bahnhof') });
    expect((byManager.json() as Point).Moderation).toBeNull();
    expect(ids(await listPoints(w.anon, layer))).toEqual([entry.ID]);
  });

  it('stays as it is when a layer PUT leaves it out', async () => {
    const res = await w.owner.post(`${API}/gis/layer`, { Workspace: w.workspaces.pub, Name: 'Bleibt', Public: true, Editable: true, Premoderation: true });
    const layer = res.json() as { ID: string; Schema: object };
    const put = await w.owner.put(`${API}/gis/layer/${layer.ID}`, { Name: 'Bleibt', Public: true, Editable: true, Schema: layer.Schema });
    expect(put.json()).toMatchObject({ Premoderation: true });
    const off = await w.owner.put(`${API}/gis/layer/${layer.ID}`, { Name: 'Bleibt', Public: true, Editable: true, Schema: layer.Schema, Premoderation: false });
    expect(off.json()).toMatchObject({ Premoderation: false });
  });
});

describe('POST /gis/moderation/shorten (docs/product.md §16.3)', () => {
  const shorten = (who: TestClient, body: unknown) => who.post(`${API}/gis/moderation/shorten`, body);

  it('lets managers leave a phone number out of a comment: marked for everyone, the original only in the audit log, its reports resolved', async () => {
    const p = await addPoint(w.anon, { Layer: w.layers.open, Attributes: validAnswers() });
    const c = await addComment(w.user, p.ID, 'Bitte ruft mich an: 0171 2345678. Der Steg ist morsch.');
    expect((await report(w.anon, { CommentID: c.ID, Reason: 'persoenlich' })).statusCode).toBe(200);
    expect((await comments(w.owner, p.ID)).find((x) => x.ID === c.ID)).toMatchObject({ CanShorten: true });
    expect((await comments(w.user, p.ID)).find((x) => x.ID === c.ID)?.CanShorten).toBeUndefined();

    const res = await shorten(w.member, { CommentID: c.ID, Text: 'Bitte ruft mich an: […]. Der Steg ist morsch.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Message: 'Der Kommentar wurde gekürzt.' });
    for (const who of [w.anon, w.user, w.owner]) {
      const seen = (await comments(who, p.ID)).find((x) => x.ID === c.ID)!;
      expect(seen).toMatchObject({ Text: 'Bitte ruft mich an: […]. Der Steg ist morsch.', Shortened: true });
    }
    expect(JSON.stringify((await w.anon.get(`${API}/gis/comments/${p.ID}`)).json())).not.toContain('0171');
    expect(await auditOf(c.ID)).toEqual([expect.objectContaining({
      action: 'moderation.shorten', summary: 'Kommentar gekürzt', before: 'Bitte ruft mich an: 0171 2345678. Der Steg ist morsch.', after: 'Bitte ruft mich an: […]. Der Steg ist morsch.',
    })]);
    expect((await queue(w.owner)).some((q) => q.CommentID === c.ID && q.ReportID !== null)).toBe(false);
  });

  it('refuses what is no shortening, and others than managers, changing nothing', async () => {
    const p = await addPoint(w.anon, { Layer: w.layers.open, Attributes: validAnswers() });
    const c = await addComment(w.user, p.ID, 'Der Steg ist morsch.');
    const stored = () => t.db.selectFrom('comments').select(['text', 'shortened_at']).where('id', '=', c.ID).executeTakeFirstOrThrow();
    const before = await stored();
    const cases: [TestClient, unknown, number, RegExp][] = [
      [w.owner, { CommentID: c.ID, Text: 'Der Steg ist gut.' }, 400, /Kürzen heißt weglassen/],
      [w.owner, { CommentID: c.ID, Text: 'Der Steg ist morsch. Danke!' }, 400, /Kürzen heißt weglassen/],
      [w.owner, { CommentID: c.ID, Text: 'Der Steg ist morsch.' }, 400, /Kürzen heißt weglassen/],
      [w.owner, { CommentID: c.ID, Text: '  ' }, 400, /darf nicht leer sein/],
      [w.owner, { CommentID: c.ID }, 400, /./],
      [w.anon, { CommentID: c.ID, Text: 'Der Steg […]' }, 401, /./],
      [w.user, { CommentID: c.ID, Text: 'Der Steg […]' }, 403, /./],
      [w.owner, { CommentID: '0190f5a2-0000-7000-8000-00000000ffff', Text: 'x' }, 404, /./],
    ];
    for (const [who, body, status, message] of cases) {
      const res = await shorten(who, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(res.json())).toMatch(message);
    }
    expect(await stored()).toEqual(before);
  });
});
