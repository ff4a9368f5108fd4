import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTO_HIDDEN_REASON, NOT_A_SHORTENING, type Comment, type ModerationSettings, type Point } from '@mitmachkarte/contract';
import { clientFrom, type TestClient } from '../client.js';
import { countRows } from '../factories.js';
import { API, a, addPoint, createPointsWorld, expectRefused, listPoints, UNKNOWN_ID, validAnswers, type PointsWorld } from '../points-fixtures.js';
import { SmtpPeer } from '../smtp-peer.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Moderation in finer steps (docs/product.md §16.3): the managers shorten an entry's text answer
 *  (the text before kept in the audit log only, „Von der Moderation gekürzt“ shown to everyone); a
 *  project hides content after N reports from distinct reporters until the team checks it; the
 *  reporters are told the outcome through the real outbox and a real SMTP peer. */
let peer: SmtpPeer;
let t: TestApp;
let w: PointsWorld;
const BASE = 'https://karte.example.org';

beforeAll(async () => {
  peer = await SmtpPeer.start();
  t = await createTestApp({ env: { SMTP_URL: peer.url, PUBLIC_URL: BASE }, rateLimits: { anonPointsPerHour: 1000, anonPointsPerLayerHour: 1000, anonReportsPerHour: 1000 } });
  w = await createPointsWorld(t);
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

const TITLE = 'Frosch am Ufer, Tel. 0171 2345678';
const entry = (who: TestClient = w.user, Titel = TITLE) => addPoint(who, { Layer: w.layers.open, Attributes: { ...validAnswers(), Titel: a('text', Titel) } });
const shortenAnswer = (who: TestClient, body: unknown) => who.post(`${API}/gis/moderation/shorten-answer`, body);
const report = (who: TestClient, body: unknown) => who.post(`${API}/gis/report`, body);
const getPoint = (who: TestClient, id: string) => who.get(`${API}/gis/point/${id}`);
const settingsUrl = (ws = w.workspaces.pub) => `${API}/gis/workspace/${ws}/moderation-settings`;
const setAutoHide = async (n: number | null) => {
  const res = await w.member.put(settingsUrl(), { AutoHideReports: n } satisfies ModerationSettings);
  expect(res.statusCode, res.body).toBe(200);
};
const auditOf = (targetId: string) => t.db.selectFrom('audit_log').select(['action', 'summary', 'before', 'after', 'user_name'])
  .where('target_id', '=', targetId).orderBy('created_at').orderBy('id').execute();
const reportsOf = (pointId: string) => t.db.selectFrom('reports').select(['state', 'reporter_email', 'reporter_key', 'user_id'])
  .where('point_id', '=', pointId).orderBy('created_at').execute();
const addressOf = async (id: string) => (await t.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;
const delivered = () => t.app.mailOutbox.drain();
const outboxCount = () => countRows(t.db, 'mail_outbox');
/** Anonymous visitors from distinct networks. */
const visitor = (n: number) => clientFrom(t.app, `203.0.${n}.7`);

describe('shortening an entry\'s text answer', () => {
  it('shortens it for everyone, marks it, keeps the status and moderation, the text before in the audit log only, and mails nobody', async () => {
    const p = await entry();
    await delivered();
    const mailsBefore = peer.mails.length;
    const res = await shortenAnswer(w.member, { PointID: p.ID, Variable: 'Titel', Text: 'Frosch am Ufer, Tel. […]' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Message: 'Die Antwort wurde gekürzt.' });

    const seen = (await getPoint(w.anon, p.ID)).json() as Point;
    expect(seen.Attributes.Titel).toEqual({ DataType: 'text', Value: 'Frosch am Ufer, Tel. […]' });
    expect(seen.ShortenedAnswers).toEqual(['Titel']);
    expect(seen).toMatchObject({ Moderation: null, Status: p.Status });
    const listed = (await listPoints(w.anon, w.layers.open)).find((x) => x.ID === p.ID)!;
    expect(listed.ShortenedAnswers).toEqual(['Titel']);
    expect(JSON.stringify(await listPoints(w.anon, w.layers.open))).not.toContain('2345678');
    // An entry never shortened carries no list.
    expect(((await getPoint(w.anon, (await entry()).ID)).json() as Point).ShortenedAnswers).toBeUndefined();

    expect(await auditOf(p.ID)).toEqual([expect.objectContaining({
      action: 'moderation.shorten', summary: 'Antwort „Titel?“ eines Eintrags gekürzt', before: TITLE, after: 'Frosch am Ufer, Tel. […]', user_name: 'Mitglied',
    })]);
    await delivered();
    expect(peer.mails.length).toBe(mailsBefore);
  });

  it('shortens a longer text answer and a second answer of the same entry; both stay marked until written anew', async () => {
    const p = await addPoint(w.user, { Layer: w.layers.open, Attributes: { ...validAnswers(), Beschreibung: a('text_multi', 'Am Steg.\nRuf an: 0171 2345678') } });
    expect((await shortenAnswer(w.owner, { PointID: p.ID, Variable: 'Beschreibung', Text: 'Am Steg.\n[…]' })).statusCode).toBe(200);
    expect((await shortenAnswer(w.owner, { PointID: p.ID, Variable: 'Titel', Text: 'Frosch …' })).statusCode).toBe(200);
    const seen = (await getPoint(w.user, p.ID)).json() as Point;
    expect(seen.ShortenedAnswers).toEqual(['Beschreibung', 'Titel']);
    expect(seen.Attributes.Beschreibung!.Value).toBe('Am Steg.\n[…]');
    // Written anew, an answer is no longer marked; the other stays so.
    const body = { Latitude: seen.Latitude, Longitude: seen.Longitude, Altitude: seen.Altitude, Public: seen.Public, Editable: seen.Editable,
      Attributes: { ...seen.Attributes, Titel: a('text', 'Frosch am Steg') } };
    const changed = await w.owner.put(`${API}/gis/point/${p.ID}`, body);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(((await getPoint(w.user, p.ID)).json() as Point).ShortenedAnswers).toEqual(['Beschreibung']);
  });

  it('refuses what is no shortening, unknown questions, other answers and broken bodies (400), changing nothing', async () => {
    const p = await entry();
    const bad: [unknown, string][] = [
      [{ PointID: p.ID, Variable: 'Titel', Text: 'Frosch am Ufer, Tel. 110' }, NOT_A_SHORTENING],
      [{ PointID: p.ID, Variable: 'Titel', Text: TITLE }, NOT_A_SHORTENING],
      [{ PointID: p.ID, Variable: 'Gibtsnicht', Text: 'Frosch' }, 'Diese Frage gibt es im Fragebogen der Karte nicht.'],
      [{ PointID: p.ID, Variable: 'Art', Text: 'selt' }, 'Kürzen lassen sich nur Antworten auf Textfragen.'],
      [{ PointID: p.ID, Variable: 'Beschreibung', Text: 'x' }, 'Auf diese Frage hat der Eintrag keine Antwort, die sich kürzen ließe.'],
      [{ PointID: p.ID, Variable: 'Titel', Text: '   ' }, 'Der gekürzte Text darf nicht leer sein. Blenden Sie den Eintrag stattdessen aus.'],
      [{ PointID: p.ID, Variable: 'Titel' }, 'Der gekürzte Text muss ein Text sein.'],
      [{ PointID: p.ID, Variable: 'Titel', Text: 7 }, 'Der gekürzte Text muss ein Text sein.'],
      [{ PointID: p.ID, Variable: '', Text: 'Frosch' }, 'Bitte nennen Sie die Frage (Variable).'],
      [{ PointID: p.ID, Text: 'Frosch' }, 'Bitte nennen Sie die Frage (Variable).'],
      [{ PointID: p.ID, Variable: 'Titel', Text: 'Frosch', Extra: 1 }, ''],
      [{ PointID: 'kein-id', Variable: 'Titel', Text: 'Frosch' }, ''],
      [{ PointID: p.ID, Variable: 'Titel', Text: 'x'.repeat(10_001) }, 'Der gekürzte Text darf höchstens 10000 Zeichen lang sein.'],
    ];
    const audits = await countRows(t.db, 'audit_log');
    for (const [body, message] of bad) {
      const res = await expectRefused(t, 400, () => shortenAnswer(w.member, body));
      if (message) expect(JSON.stringify(res.json()), JSON.stringify(body)).toContain(message);
    }
    expect(await countRows(t.db, 'audit_log')).toBe(audits);
  });

  it('is for the managers only: visitors 401, others 403, unseen and unknown entries 404', async () => {
    const p = await entry();
    const body = { PointID: p.ID, Variable: 'Titel', Text: 'Frosch …' };
    await expectRefused(t, 401, () => shortenAnswer(w.anon, body));
    await expectRefused(t, 403, () => shortenAnswer(w.user, body));
    await expectRefused(t, 403, () => shortenAnswer(w.outsider, body));
    await expectRefused(t, 404, () => shortenAnswer(w.member, { ...body, PointID: UNKNOWN_ID }));
    const priv = await addPoint(w.owner, { Layer: w.layers.private, Attributes: {} });
    await expectRefused(t, 404, () => shortenAnswer(w.outsider, { ...body, PointID: priv.ID }));
  });
});

describe('hiding automatically after reports', () => {
  it('is off by default: many reports hide nothing', async () => {
    expect((await w.member.get(settingsUrl())).json()).toEqual({ AutoHideReports: null });
    const p = await entry();
    for (const who of [w.user, w.outsider, w.member, visitor(1), visitor(2)]) expect((await report(who, { PointID: p.ID, Reason: 'spam' })).statusCode).toBe(200);
    expect((await getPoint(w.anon, p.ID)).statusCode).toBe(200);
  });

  it('hides an entry at exactly N distinct reporters (an account once, a network once), until the team shows it again', async () => {
    await setAutoHide(3);
    try {
      expect((await w.owner.get(settingsUrl())).json()).toEqual({ AutoHideReports: 3 });
      const p = await entry(w.user);
      const hiddenYet = async () => (await getPoint(w.anon, p.ID)).statusCode === 404;
      for (const [who, distinct] of [[w.outsider, 1], [w.outsider, 1], [visitor(10), 2], [clientFrom(t.app, '203.0.10.7'), 2]] as const) {
        expect((await report(who, { PointID: p.ID, Reason: 'spam' })).statusCode).toBe(200);
        expect(await hiddenYet(), `after ${distinct} distinct reporters`).toBe(false);
      }
      expect((await report(visitor(11), { PointID: p.ID, Reason: 'beleidigend' })).statusCode).toBe(200);
      expect(await hiddenYet()).toBe(true);
      // Its author reads why; the team sees it hidden with its open reports in the queue.
      expect(((await getPoint(w.user, p.ID)).json() as Point).Moderation).toEqual({ State: 'hidden', Reason: AUTO_HIDDEN_REASON });
      const queue = (await w.member.get(`${API}/gis/moderation/${w.workspaces.pub}`)).json() as { PointID: string; Moderation: unknown }[];
      expect(queue.filter((e) => e.PointID === p.ID)).toHaveLength(5);
      expect(queue.find((e) => e.PointID === p.ID)!.Moderation).toEqual({ State: 'hidden', Reason: AUTO_HIDDEN_REASON });
      expect(await auditOf(p.ID)).toEqual([expect.objectContaining({
        action: 'moderation.hide', user_name: 'Meldungen (automatisch)', summary: 'Eintrag nach 3 Meldungen automatisch ausgeblendet', after: `ausgeblendet; Grund: ${AUTO_HIDDEN_REASON}`,
      })]);
      // The anonymous reporters' keys are no addresses, and are blanked once the reports are closed.
      expect((await reportsOf(p.ID)).filter((r) => r.reporter_key).map((r) => r.reporter_key)).not.toContain('203.0.10.7');

      expect((await w.member.post(`${API}/gis/moderation/show`, { PointID: p.ID })).statusCode).toBe(200);
      expect(await hiddenYet()).toBe(false);
      expect((await reportsOf(p.ID)).every((r) => r.state === 'dismissed' && r.reporter_key === null)).toBe(true);
      // Reports closed before count no more: one new report hides nothing.
      expect((await report(visitor(12), { PointID: p.ID, Reason: 'spam' })).statusCode).toBe(200);
      expect(await hiddenYet()).toBe(false);
    } finally {
      await setAutoHide(null);
    }
  });

  it('hides a comment as well', async () => {
    await setAutoHide(2);
    try {
      const p = await entry();
      const c = (await w.outsider.post(`${API}/gis/comment`, { PointID: p.ID, Text: 'Du Idiot!' })).json() as Comment;
      expect((await report(w.user, { CommentID: c.ID, Reason: 'beleidigend' })).statusCode).toBe(200);
      const visible = async () => ((await w.anon.get(`${API}/gis/comments/${p.ID}`)).json() as Comment[]).some((x) => x.ID === c.ID);
      expect(await visible()).toBe(true);
      expect((await report(visitor(20), { CommentID: c.ID, Reason: 'beleidigend' })).statusCode).toBe(200);
      expect(await visible()).toBe(false);
      expect((await getPoint(w.anon, p.ID)).statusCode).toBe(200);
    } finally {
      await setAutoHide(null);
    }
  });

  it('is set by the managers only, within 2–50 or off (null); bad input 400 changes nothing', async () => {
    const bad = [{ AutoHideReports: 1 }, { AutoHideReports: 51 }, { AutoHideReports: 2.5 }, { AutoHideReports: 'drei' }, {}, { AutoHideReports: 3, Extra: true }, { AutoHideReports: -3 }];
    for (const body of bad) expect((await w.member.put(settingsUrl(), body)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await w.member.put(settingsUrl(), { AutoHideReports: 1 })).body).toContain('frühestens nach 2 Meldungen');
    expect((await w.user.put(settingsUrl(), { AutoHideReports: 3 })).statusCode).toBe(403);
    expect((await w.anon.put(settingsUrl(), { AutoHideReports: 3 })).statusCode).toBe(401);
    expect((await w.user.get(settingsUrl())).statusCode).toBe(403);
    expect((await w.anon.get(settingsUrl())).statusCode).toBe(401);
    expect((await w.outsider.get(settingsUrl(w.workspaces.priv))).statusCode).toBe(404);
    expect((await w.member.get(settingsUrl(UNKNOWN_ID))).statusCode).toBe(404);
    expect((await w.member.get(settingsUrl())).json()).toEqual({ AutoHideReports: null });
    await setAutoHide(50);
    await setAutoHide(null);
    expect((await t.db.selectFrom('audit_log').select(['before', 'after']).where('action', '=', 'moderation.settings').orderBy('created_at').execute()).slice(-2))
      .toEqual([{ before: 'aus', after: 'nach 50 Meldungen' }, { before: 'nach 50 Meldungen', after: 'aus' }]);
  });
});

describe('telling reporters the outcome', () => {
  it('mails a signed-in reporter and an anonymous one who left an address, once each; none without address; the address is blanked', async () => {
    const p = await entry();
    const outsider = await addressOf(w.userIds.outsider);
    expect((await report(w.outsider, { PointID: p.ID, Reason: 'spam', Email: 'ignored@example.org' })).statusCode).toBe(200);
    expect((await report(w.outsider, { PointID: p.ID, Reason: 'beleidigend' })).statusCode).toBe(200);
    expect((await report(visitor(30), { PointID: p.ID, Reason: 'spam', Email: '  Anna@Example.org ' })).statusCode).toBe(200);
    expect((await report(visitor(31), { PointID: p.ID, Reason: 'spam' })).statusCode).toBe(200);
    expect((await reportsOf(p.ID)).map((r) => r.reporter_email)).toEqual(['', '', 'anna@example.org', '']);
    await delivered();
    const before = peer.mails.length;

    expect((await w.member.post(`${API}/gis/moderation/hide`, { PointID: p.ID, Reason: 'Telefonnummer' })).statusCode).toBe(200);
    await delivered();
    const anna = await peer.waitForMail('anna@example.org');
    const own = await peer.waitForMail(outsider);
    expect(peer.mails.slice(before).map((m) => m.envelopeTo)).toEqual(expect.arrayContaining([['anna@example.org'], [outsider]]));
    expect(peer.mails.length - before).toBe(2);
    for (const mail of [anna, own]) {
      expect(mail.subject).toBe(`Ihre Meldung zum Eintrag „${TITLE}“`);
      expect(mail.text).toContain('Wir haben den gemeldeten Beitrag ausgeblendet.');
      expect(mail.text).not.toContain(BASE); // hidden: no link
    }
    expect(peer.mailsTo('ignored@example.org')).toHaveLength(0);
    expect((await reportsOf(p.ID)).every((r) => r.state === 'resolved' && r.reporter_email === '')).toBe(true);
  });

  it('tells a dismissal with the link to the public entry, a shortening as such; not the manager who closes it', async () => {
    const p = await entry();
    expect((await report(visitor(40), { PointID: p.ID, Reason: 'spam', Email: 'bert@example.org' })).statusCode).toBe(200);
    expect((await report(w.member, { PointID: p.ID, Reason: 'spam' })).statusCode).toBe(200);
    const reportId = ((await w.member.get(`${API}/gis/moderation/${w.workspaces.pub}`)).json() as { ReportID: string; PointID: string; ReportedBy: string }[])
      .find((e) => e.PointID === p.ID && e.ReportedBy === '')!.ReportID;
    expect((await w.member.post(`${API}/gis/moderation/dismiss`, { ReportID: reportId })).statusCode).toBe(200);
    const bert = await peer.waitForMail('bert@example.org');
    expect(bert.text).toContain('Wir haben den gemeldeten Beitrag geprüft und gelassen, wie er ist.');
    expect(bert.text).toContain(`${BASE}/#/map?workspace=${w.workspaces.pub}&layer=${w.layers.open}&punkt=${p.ID}`);

    // The member's own report is closed by their own shortening: no mail to them.
    const member = await addressOf(w.userIds.member);
    const memberMails = peer.mailsTo(member).length;
    expect((await shortenAnswer(w.member, { PointID: p.ID, Variable: 'Titel', Text: 'Frosch am Ufer' })).statusCode).toBe(200);
    await delivered();
    expect(peer.mailsTo(member)).toHaveLength(memberMails);
    expect((await reportsOf(p.ID)).map((r) => r.state)).toEqual(['dismissed', 'resolved']);

    const c = (await w.user.post(`${API}/gis/comment`, { PointID: p.ID, Text: 'Ruf an: 0171 2345678' })).json() as Comment;
    expect((await report(visitor(41), { CommentID: c.ID, Reason: 'persoenlich', Email: 'carla@example.org' })).statusCode).toBe(200);
    expect((await w.member.post(`${API}/gis/moderation/shorten`, { CommentID: c.ID, Text: 'Ruf an: […]' })).statusCode).toBe(200);
    const carla = await peer.waitForMail('carla@example.org');
    expect(carla.text).toContain('danke für Ihre Meldung eines Kommentars zum Eintrag „Frosch am Ufer“. Wir haben den gemeldeten Beitrag gekürzt.');
    expect(((await w.anon.get(`${API}/gis/comments/${p.ID}`)).json() as Comment[]).find((x) => x.ID === c.ID)!.Shortened).toBe(true);
  });

  it('tells the reporters of an entry and of its comments when the team deletes the entry; not when its author withdraws it', async () => {
    const p = await entry();
    const c = (await w.user.post(`${API}/gis/comment`, { PointID: p.ID, Text: 'Unsinn' })).json() as Comment;
    expect((await report(visitor(50), { PointID: p.ID, Reason: 'spam', Email: 'dora@example.org' })).statusCode).toBe(200);
    expect((await report(visitor(51), { CommentID: c.ID, Reason: 'spam', Email: 'emil@example.org' })).statusCode).toBe(200);
    expect((await w.member.delete(`${API}/gis/point/${p.ID}`)).statusCode).toBe(200);
    await delivered();
    for (const address of ['dora@example.org', 'emil@example.org']) {
      const mail = await peer.waitForMail(address);
      expect(mail.text).toContain('Wir haben den Eintrag gelöscht.');
      expect(mail.text).not.toContain(BASE); // deleted: no link
    }
    expect((await reportsOf(p.ID)).every((r) => r.state === 'resolved' && r.reporter_email === '')).toBe(true);

    // Withdrawn by its author: the reports stay open for the team, nobody is mailed.
    const own = await addPoint(w.user, { Layer: w.layers.open, Attributes: validAnswers() });
    expect((await report(visitor(52), { PointID: own.ID, Reason: 'spam', Email: 'fritz@example.org' })).statusCode).toBe(200);
    expect((await w.user.delete(`${API}/gis/point/${own.ID}`)).statusCode).toBe(200);
    await delivered();
    expect(peer.mailsTo('fritz@example.org')).toHaveLength(0);
    expect((await reportsOf(own.ID)).map((r) => r.state)).toEqual(['open']);
  });

  it('refuses a broken address (400), storing no report', async () => {
    const p = await entry();
    for (const Email of ['keine-adresse', 'a@', 42, 'x'.repeat(320) + '@example.org']) {
      const reports = await countRows(t.db, 'reports');
      const outbox = await outboxCount();
      const res = await report(visitor(50), { PointID: p.ID, Reason: 'spam', Email });
      expect(res.statusCode, String(Email)).toBe(400);
      expect(res.json()).toMatchObject({ Errors: [expect.objectContaining({ Field: 'Email', Message: expect.stringMatching(/gültige E-Mail-Adresse|keine gültige/) })] });
      expect(await countRows(t.db, 'reports')).toBe(reports);
      expect(await outboxCount()).toBe(outbox);
    }
    expect((await report(visitor(50), { PointID: p.ID, Reason: 'spam', Email: '' })).statusCode).toBe(200);
  });
});
