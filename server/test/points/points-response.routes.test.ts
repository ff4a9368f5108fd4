import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrgInfo, Point, PointHistoryEntry } from '@mitmachkarte/contract';
import type { TestClient } from '../client.js';
import { API, addPoint, createPointsWorld, expectRefused, snapshotPoints, UNKNOWN_ID, validAnswers, type PointsWorld } from '../points-fixtures.js';
import { SmtpPeer } from '../smtp-peer.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Status, official answer and internal note in one step (docs/product.md §16.2):
 *  PUT /gis/point/{id}/response for the entry's managers; the followers get one mail that carries
 *  the new status and the answer (through the real outbox to a real SMTP peer), the internal note
 *  is read by the team only. */
let peer: SmtpPeer;
let t: TestApp;
let w: PointsWorld;
let org: string;
let authorEmail: string;

beforeAll(async () => {
  peer = await SmtpPeer.start();
  t = await createTestApp({ env: { SMTP_URL: peer.url, PUBLIC_URL: 'https://karte.example.org' }, rateLimits: { anonPointsPerHour: 1000 } });
  w = await createPointsWorld(t);
  org = ((await w.anon.get(`${API}/auth/org`)).json() as OrgInfo).Title;
  authorEmail = (await t.db.selectFrom('users').select('email').where('id', '=', w.userIds.user).executeTakeFirstOrThrow()).email;
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

const respond = (who: TestClient, id: string, body: unknown) => who.put(`${API}/gis/point/${id}/response`, body);
const history = async (who: TestClient, id: string) => (await who.get(`${API}/gis/point/${id}/history`)).json() as PointHistoryEntry[];
const mailsToAuthor = async () => {
  await t.app.mailOutbox.drain();
  return peer.mailsTo(authorEmail);
};

describe('PUT /gis/point/{id}/response', () => {
  it('sets status and answer and keeps an internal note in one step; the author gets one mail with both', async () => {
    const p = await addPoint(w.user, { Layer: w.layers.open, Attributes: validAnswers() });
    const before = (await mailsToAuthor()).length;
    const res = await respond(w.member, p.ID, {
      Status: 'bearbeitung', Note: 'Der Bauhof ist informiert.', Answer: ' Wir reinigen den Durchlass im Mai. ', InternalNote: 'Rückruf an Frau M. unter 0561 123',
    });
    expect(res.statusCode, res.body).toBe(200);
    const point = res.json() as Point;
    expect(point).toMatchObject({ Status: 'bearbeitung', OfficialAnswer: { Text: 'Wir reinigen den Durchlass im Mai.', Organisation: org } });

    const mails = (await mailsToAuthor()).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Neuer Status „In Bearbeitung“ und offizielle Antwort – Eintrag „Frosch am Ufer“');
    expect(mails[0]!.text).toContain('hat einen neuen Status: In Bearbeitung.');
    expect(mails[0]!.text).toContain('Anmerkung: Der Bauhof ist informiert.');
    expect(mails[0]!.text).toContain(`Dazu gibt es eine offizielle Antwort von ${org}:`);
    expect(mails[0]!.text).toContain('Wir reinigen den Durchlass im Mai.');
    expect(mails[0]!.text).not.toContain('Rückruf');

    // The team reads the internal note in the history; the author and visitors do not.
    const team = await history(w.owner, p.ID);
    expect(team.map((e) => [e.Kind, e.Status, e.Note, e.By])).toEqual([
      ['status', 'bearbeitung', 'Der Bauhof ist informiert.', 'Mitglied'],
      ['answer', '', 'Wir reinigen den Durchlass im Mai.', 'Mitglied'],
      ['note', '', 'Rückruf an Frau M. unter 0561 123', 'Mitglied'],
    ]);
    for (const who of [w.user, w.anon, w.outsider]) {
      const seen = await history(who, p.ID);
      expect(seen.map((e) => e.Kind)).toEqual(['status', 'answer']);
      expect(JSON.stringify(seen)).not.toContain('Rückruf');
    }
    // The point's other answers carry no note either.
    expect(JSON.stringify((await w.anon.get(`${API}/gis/point/${p.ID}`)).json())).not.toContain('Rückruf');
    const audit = await t.db.selectFrom('audit_log').select(['action', 'summary']).where('target_id', '=', p.ID).orderBy('created_at').orderBy('id').execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['point.answer', 'point.note', 'point.status']);
  });

  it('changes only what differs: the same status and answer with a note to the team write the note alone and mail nobody', async () => {
    const p = await addPoint(w.user, { Layer: w.layers.open, Attributes: validAnswers() });
    await respond(w.owner, p.ID, { Status: 'pruefung', Answer: 'Danke, wir prüfen das.' });
    const before = (await mailsToAuthor()).length;
    const res = await respond(w.owner, p.ID, { Status: 'pruefung', Answer: 'Danke, wir prüfen das.', InternalNote: 'Ortstermin Dienstag' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await history(w.owner, p.ID)).map((e) => e.Kind)).toEqual(['status', 'answer', 'note']);
    expect(await mailsToAuthor()).toHaveLength(before);

    // Nothing at all to change: nothing is written.
    const rows = await t.db.selectFrom('point_history').select('id').where('point_id', '=', p.ID).execute();
    expect((await respond(w.owner, p.ID, { Status: 'pruefung', Answer: 'Danke, wir prüfen das.' })).statusCode).toBe(200);
    expect(await t.db.selectFrom('point_history').select('id').where('point_id', '=', p.ID).execute()).toEqual(rows);

    // A status alone mails the status; withdrawing the answer mails nothing.
    await respond(w.owner, p.ID, { Status: 'umgesetzt', Answer: '' });
    const mails = (await mailsToAuthor()).slice(before);
    expect(mails.map((m) => m.subject)).toEqual(['Neuer Status „Umgesetzt“ – Eintrag „Frosch am Ufer“']);
    expect(((await w.anon.get(`${API}/gis/point/${p.ID}`)).json() as Point).OfficialAnswer).toBeNull();
  });

  it('refuses visitors (401), non-managers (403), hidden and unknown entries (404), changing nothing', async () => {
    const p = await addPoint(w.anon, { Layer: w.layers.plain });
    const hidden = await addPoint(w.owner, { Layer: w.layers.plain, Public: false });
    const body = { Status: 'pruefung', Answer: 'x', InternalNote: 'y' };
    await expectRefused(t, 401, () => respond(w.anon, p.ID, body));
    await expectRefused(t, 403, () => respond(w.user, p.ID, body));
    await expectRefused(t, 404, () => respond(w.user, hidden.ID, body));
    await expectRefused(t, 404, () => respond(w.owner, UNKNOWN_ID, body));
  });

  it('refuses bad input with a German message per field (400), changing nothing', async () => {
    const p = await addPoint(w.anon, { Layer: w.layers.plain });
    const before = await snapshotPoints(t);
    const cases: [unknown, RegExp][] = [
      [{ Status: 'gibtsnicht', Answer: 'x' }, /Den Status „gibtsnicht“ gibt es in dieser Karte nicht\./],
      [{ Status: 'pruefung', Answer: 'x'.repeat(5001) }, /Die Antwort darf höchstens 5000 Zeichen lang sein\./],
      [{ Status: 'pruefung', Answer: 'x', InternalNote: 'y'.repeat(2001) }, /Die interne Notiz darf höchstens 2000 Zeichen lang sein\./],
      [{ Status: 'pruefung' }, /Antwort/],
      [{ Status: 'pruefung', Answer: 'x', Extra: 1 }, /./],
      [{ Status: 'Prüfung!', Answer: 'x' }, /Schlüssel eines Status/],
    ];
    for (const [body, message] of cases) {
      const res = await expectRefused(t, 400, () => respond(w.owner, p.ID, body));
      expect(JSON.stringify(res.json()), JSON.stringify(body)).toMatch(message);
    }
    expect(await snapshotPoints(t)).toEqual(before);
  });
});
