import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationSettings, UnsubscribeInfo } from '@mitmachkarte/contract';
import { sendCommentDigests } from '../../src/modules/notifications/comment-digest.service.js';
import { TestClient } from '../client.js';
import { createOrganisation } from '../factories.js';
import { API, addPoint, createPointsWorld, UNKNOWN_ID, validAnswers, type PointsWorld } from '../points-fixtures.js';
import { SmtpPeer, type ReceivedMail } from '../smtp-peer.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** E-mail notifications to the followers of an entry (docs/product.md §16.7), through the real
 *  outbox to a real SMTP peer: authors follow their entries, anyone logged in follows with
 *  „Folgen“; status changes and official answers reach the followers at once (never the manager
 *  who made them), new comments in at most one bundled mail an hour; the signed unsubscribe link
 *  works without login, and „Keine E-Mails“ stops every such mail. */
let peer: SmtpPeer;
let t: TestApp;
let w: PointsWorld;
const email: Record<'owner' | 'member' | 'user' | 'outsider', string> = { owner: '', member: '', user: '', outsider: '' };

beforeAll(async () => {
  peer = await SmtpPeer.start();
  t = await createTestApp({ env: { SMTP_URL: peer.url, PUBLIC_URL: 'https://karte.example.org' }, rateLimits: { anonPointsPerHour: 1000 } });
  w = await createPointsWorld(t);
  for (const who of Object.keys(email) as (keyof typeof email)[]) {
    email[who] = (await t.db.selectFrom('users').select('email').where('id', '=', w.userIds[who]).executeTakeFirstOrThrow()).email;
  }
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

const setStatus = async (who: TestClient, id: string, Status: string, Note?: string) =>
  expect((await who.put(`${API}/gis/point/${id}/status`, { Status, Note })).statusCode).toBe(200);
const follow = (who: TestClient, id: string) => who.post(`${API}/gis/point/${id}/follow`);
/** Sends everything in the outbox; then the peer holds every mail enqueued so far. */
const delivered = async () => {
  await t.app.mailOutbox.drain();
  return peer;
};
const count = (address: string) => peer.mailsTo(address).length;
/** The token of a mail's unsubscribe link. */
const tokenIn = (mail: ReceivedMail) => {
  const match = /https:\/\/karte\.example\.org\/#\/benachrichtigungen\/abbestellen\/(\S+)/.exec(mail.text ?? '');
  if (!match) throw new Error(`no unsubscribe link in:\n${mail.text}`);
  return match[1]!;
};
const settings = async (who: TestClient) => {
  const res = await who.get(`${API}/auth/notifications`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as NotificationSettings;
};
const followsRows = () => t.db.selectFrom('follows').selectAll().orderBy('user_id').orderBy('point_id').execute();
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('mails on status changes and official answers', () => {
  it('sends the author exactly one mail per status change, with a working unsubscribe link; none after unsubscribing', async () => {
    const p = await addPoint(w.user, { Layer: w.layers.open, Attributes: validAnswers() });
    const before = count(email.user);
    await setStatus(w.member, p.ID, 'pruefung', 'Wir schauen uns das an.');
    await peer.waitForMail(email.user, before + 1);
    await delivered();
    expect(count(email.user)).toBe(before + 1);
    expect(count(email.member)).toBe(0);
    const mail = peer.mailsTo(email.user).at(-1)!;
    expect(mail.subject).toBe('Neuer Status „In Prüfung“ – Eintrag „Frosch am Ufer“');
    expect(mail.text).toContain('hat einen neuen Status: In Prüfung.');
    expect(mail.text).toContain('Anmerkung: Wir schauen uns das an.');
    expect(mail.text).toContain(`https://karte.example.org/#/map?workspace=${w.workspaces.pub}&layer=`);
    expect(mail.text).toContain(`punkt=${p.ID}`);
    expect(mail.html).toContain('<html lang="de">');

    // The link works without login: it names the entry, and one click ends the mails.
    const token = tokenIn(mail);
    const visitor = new TestClient(t.app);
    const info = await visitor.get(`${API}/notifications/unsubscribe?Token=${token}`);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toMatchObject({ Following: true } satisfies Partial<UnsubscribeInfo>);
    const res = await visitor.post(`${API}/notifications/unsubscribe`, { Token: token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Message: 'Sie erhalten keine E-Mails mehr zu diesem Eintrag.' });
    expect(((await visitor.get(`${API}/notifications/unsubscribe?Token=${token}`)).json() as UnsubscribeInfo).Following).toBe(false);
    expect((await visitor.post(`${API}/notifications/unsubscribe`, { Token: token })).statusCode).toBe(200);

    await setStatus(w.member, p.ID, 'bearbeitung');
    await delivered();
    expect(count(email.user)).toBe(before + 1);
  });

  it('writes to a follower in the account\'s language where the organisation offers it (docs/product.md §23.4)', async () => {
    const setUserLanguage = (language: string | null) => t.db.updateTable('users').set({ language }).where('id', '=', w.userIds.user).execute();
    await setUserLanguage('tr');
    let org: { id: string } | undefined;
    try {
      const p = await addPoint(w.user, { Layer: w.layers.open, Attributes: validAnswers() });
      // Not offered yet: German.
      let before = count(email.user);
      await setStatus(w.member, p.ID, 'pruefung', 'Wir schauen uns das an.');
      await peer.waitForMail(email.user, before + 1);
      expect(peer.mailsTo(email.user).at(-1)!.subject).toBe('Neuer Status „In Prüfung“ – Eintrag „Frosch am Ufer“');
      // The site the entry was followed on gets an organisation that offers Turkish.
      const { host } = await t.db.selectFrom('follows').select('host').where('user_id', '=', w.userIds.user).where('point_id', '=', p.ID).executeTakeFirstOrThrow();
      org = await createOrganisation(t.db, { host, title: 'Stadt Tr', other: { sprachen: 'de,tr' } });
      before = count(email.user);
      await setStatus(w.member, p.ID, 'bearbeitung', 'Bald erledigt.');
      await peer.waitForMail(email.user, before + 1);
      const mail = peer.mailsTo(email.user).at(-1)!;
      // The town's words (status label, note, title) stay as written; the mail's own are Turkish.
      expect(mail.subject).toMatch(/^Yeni durum “.+” – kayıt “Frosch am Ufer”$/);
      expect(mail.text).toMatch(/^Merhaba,\n/);
      expect(mail.text).toContain('Not: Bald erledigt.');
      expect(mail.text).toContain('Bu e-postayı, kaydı takip ettiğiniz için alıyorsunuz.');
      expect(mail.text).toContain('Saygılarımızla\nStadt Tr');
      expect(mail.html).toContain('<html lang="tr">');
      expect(tokenIn(mail)).toBeTruthy();
    } finally {
      await setUserLanguage(null);
      if (org) await t.db.deleteFrom('organisations').where('id', '=', org.id).execute();
    }
  });

  it('lets anyone logged in follow; an answer reaches every follower but the manager who wrote it', async () => {
    const p = await addPoint(w.anon, { Layer: w.layers.plain });
    const [outsiderBefore, ownerBefore] = [count(email.outsider), count(email.owner)];
    for (const who of [w.outsider, w.owner, w.outsider]) {
      const res = await follow(who, p.ID);
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as { Message: string }).Message).toMatch(/^Sie folgen diesem Eintrag\./);
    }
    expect((await settings(w.outsider)).Follows.map((f) => f.PointID)).toContain(p.ID);
    expect((await w.owner.put(`${API}/gis/point/${p.ID}/answer`, { Text: 'Wir reinigen den Durchlass im Mai.' })).statusCode).toBe(200);
    await delivered();
    expect(count(email.outsider)).toBe(outsiderBefore + 1);
    expect(count(email.owner)).toBe(ownerBefore);
    const mail = peer.mailsTo(email.outsider).at(-1)!;
    expect(mail.subject).toMatch(/^Offizielle Antwort zum Eintrag/);
    expect(mail.text).toContain('Wir reinigen den Durchlass im Mai.');

    // „Keine E-Mails“ stops them; the follow stays listed.
    const off = await w.outsider.put(`${API}/auth/notifications`, { NoMail: true });
    expect(off.statusCode, off.body).toBe(200);
    expect((off.json() as NotificationSettings).NoMail).toBe(true);
    await setStatus(w.member, p.ID, 'umgesetzt');
    await delivered();
    expect(count(email.outsider)).toBe(outsiderBefore + 1);
    expect(count(email.owner)).toBe(ownerBefore + 1);
    expect((await settings(w.outsider)).Follows.map((f) => f.PointID)).toContain(p.ID);
    await w.outsider.put(`${API}/auth/notifications`, { NoMail: false });

    const unfollow = await w.outsider.delete(`${API}/gis/point/${p.ID}/follow`);
    expect(unfollow.json()).toEqual({ Message: 'Sie folgen diesem Eintrag nicht mehr.' });
    expect((await settings(w.outsider)).Follows.map((f) => f.PointID)).not.toContain(p.ID);
    await setStatus(w.member, p.ID, 'abgelehnt');
    await delivered();
    expect(count(email.outsider)).toBe(outsiderBefore + 1);
  });

  it('tells only the author of an entry hidden by the moderation', async () => {
    const p = await addPoint(w.user, { Layer: w.layers.plain });
    expect((await follow(w.outsider, p.ID)).statusCode).toBe(200);
    expect((await w.member.post(`${API}/gis/moderation/hide`, { PointID: p.ID, Reason: 'Werbung' })).statusCode).toBe(200);
    const [authorBefore, outsiderBefore] = [count(email.user), count(email.outsider)];
    await setStatus(w.member, p.ID, 'pruefung');
    await delivered();
    expect(count(email.user)).toBe(authorBefore + 1);
    expect(count(email.outsider)).toBe(outsiderBefore);
    // Nor can someone who cannot see it start following it.
    expect((await follow(w.outsider, p.ID)).statusCode).toBe(404);
  });

  it('sends nothing for an anonymous entry nobody follows, and anonymous authors follow nothing', async () => {
    const rows = (await followsRows()).length;
    const mails = peer.mails.length;
    const p = await addPoint(w.anon, { Layer: w.layers.plain });
    await setStatus(w.member, p.ID, 'pruefung');
    await delivered();
    expect((await followsRows()).length).toBe(rows);
    expect(peer.mails.length).toBe(mails);
  });
});

describe('comment digests', () => {
  it('bundles 20 comments of a minute into one mail, at most one an hour, without the follower\'s own or hidden comments', async () => {
    const p = await addPoint(w.user, { Layer: w.layers.plain });
    const deps = t.app.notificationDeps;
    const [before, outsiderBefore] = [count(email.user), count(email.outsider)];
    await w.user.post(`${API}/gis/comment`, { PointID: p.ID, Text: 'Mein eigener Nachtrag.' });
    for (let i = 1; i <= 20; i++) {
      const res = await w.outsider.post(`${API}/gis/comment`, { PointID: p.ID, Text: `Kommentar Nummer ${i}` });
      expect(res.statusCode, res.body).toBe(200);
    }
    // The first comment waits for the others (bundle time), then one mail carries all 20.
    expect(await sendCommentDigests(t.db, deps, new Date())).toBe(0);
    expect(await sendCommentDigests(t.db, deps, later(11))).toBe(1);
    expect(await sendCommentDigests(t.db, deps, later(12))).toBe(0);
    await delivered();
    expect(count(email.user)).toBe(before + 1);
    const mail = peer.mailsTo(email.user).at(-1)!;
    expect(mail.subject).toMatch(/^20 neue Kommentare zum Eintrag/);
    expect(mail.text).toContain('Außenstehende schreibt:\nKommentar Nummer 1\n');
    expect(mail.text).toContain('Kommentar Nummer 10');
    expect(mail.text).not.toContain('Kommentar Nummer 11');
    expect(mail.text).toContain('… und 10 weitere auf der Karte.');
    expect(mail.text).not.toContain('Mein eigener Nachtrag.');
    expect(count(email.outsider)).toBe(outsiderBefore);

    // A further comment waits for the hour to pass; a hidden one is never sent.
    const hidden = (await w.outsider.post(`${API}/gis/comment`, { PointID: p.ID, Text: 'Beleidigung' })).json() as { ID: string };
    expect((await w.member.post(`${API}/gis/moderation/hide`, { CommentID: hidden.ID, Reason: 'beleidigend' })).statusCode).toBe(200);
    await w.outsider.post(`${API}/gis/comment`, { PointID: p.ID, Text: 'Noch ein Gedanke.' });
    expect(await sendCommentDigests(t.db, deps, later(40))).toBe(0);
    expect(await sendCommentDigests(t.db, deps, later(72))).toBe(1);
    await delivered();
    const second = peer.mailsTo(email.user).at(-1)!;
    expect(count(email.user)).toBe(before + 2);
    expect(second.subject).toMatch(/^Ein neuer Kommentar zum Eintrag/);
    expect(second.text).toContain('Noch ein Gedanke.');
    expect(second.text).not.toContain('Beleidigung');
    expect(await sendCommentDigests(t.db, deps, later(200))).toBe(0);
  });

  it('sends a comment approved by the moderation with the next digest, also after newer ones went out', async () => {
    const layer = (await w.owner.post(`${API}/gis/layer`, { Workspace: w.workspaces.pub, Name: 'Vorab geprüft', Public: true, Editable: true, Premoderation: true })).json() as { ID: string };
    // The manager's entry is public at once; only the user follows it.
    const p = await addPoint(w.member, { Layer: layer.ID });
    await w.member.delete(`${API}/gis/point/${p.ID}/follow`);
    expect((await follow(w.user, p.ID)).statusCode).toBe(200);
    const deps = t.app.notificationDeps;
    const held = (await w.outsider.post(`${API}/gis/comment`, { PointID: p.ID, Text: 'Wartet auf Freigabe.' })).json() as { ID: string };
    await w.member.post(`${API}/gis/comment`, { PointID: p.ID, Text: 'Sofort sichtbar.' });
    const before = count(email.user);
    expect(await sendCommentDigests(t.db, deps, later(11))).toBe(1);
    await delivered();
    expect(peer.mailsTo(email.user).at(-1)!.text).not.toContain('Wartet auf Freigabe.');
    expect((await w.member.post(`${API}/gis/moderation/show`, { CommentID: held.ID })).statusCode).toBe(200);
    // Published now: it waits for the bundle time and the hour since the last digest.
    expect(await sendCommentDigests(t.db, deps, later(30))).toBe(0);
    expect(await sendCommentDigests(t.db, deps, later(75))).toBe(1);
    await delivered();
    expect(count(email.user)).toBe(before + 2);
    expect(peer.mailsTo(email.user).at(-1)!.text).toContain('Wartet auf Freigabe.');
  });
});

describe('finding 8 and 9: followers who can no longer see the entry', () => {
  /** A public project of the owner's with an entry of the user (who follows it as its author),
   *  followed also by the outsider and by `member`, who is put on the project's team. */
  async function followedEntry(name: string) {
    const ws = (await w.owner.post(`${API}/gis/workspace`, { Name: name, Public: true, Editable: true })).json() as { ID: string };
    const layer = (await w.owner.post(`${API}/gis/layer`, { Workspace: ws.ID, Name: `${name}: Karte`, Public: true, Editable: true })).json() as { ID: string };
    expect((await w.owner.post(`${API}/gis/workspaceacl/add/${ws.ID}`, { ID: w.userIds.member })).statusCode).toBe(200);
    const p = await addPoint(w.user, { Layer: layer.ID, Attributes: {} });
    for (const who of [w.outsider, w.member]) expect((await follow(who, p.ID)).statusCode).toBe(200);
    // One public comment of the outsider's before the project goes private.
    expect((await w.outsider.post(`${API}/gis/comment`, { PointID: p.ID, Text: 'Vertraulicher Hinweis von Außenstehende' })).statusCode).toBe(200);
    return { ws: ws.ID, layer: layer.ID, point: p.ID };
  }
  const makePrivate = async (ws: string, name: string) =>
    expect((await w.owner.put(`${API}/gis/workspace/${ws}`, { Name: name, Public: false, Editable: false })).statusCode).toBe(200);

  it('finding 8: after a map is made non-public, status notes, official answers and comment digests reach only followers who still see the entry', async () => {
    const { ws, point } = await followedEntry('Bald nicht mehr öffentlich');
    await makePrivate(ws, 'Bald nicht mehr öffentlich');
    // The author and the outsider get 404 on the entry now; the team member still sees it.
    for (const who of [w.user, w.outsider]) expect((await who.get(`${API}/gis/point/${point}`)).statusCode).toBe(404);
    await delivered();
    const before = { user: count(email.user), outsider: count(email.outsider), member: count(email.member) };
    await setStatus(w.owner, point, 'pruefung', 'Interne Notiz zum Bauamt');
    expect((await w.owner.put(`${API}/gis/point/${point}/answer`, { Text: 'Interne Stellungnahme' })).statusCode).toBe(200);
    expect((await w.owner.post(`${API}/gis/comment`, { PointID: point, Text: 'Interner Kommentar des Teams' })).statusCode).toBe(200);
    await sendCommentDigests(t.db, t.app.notificationDeps, later(11));
    await delivered();
    expect({ user: count(email.user), outsider: count(email.outsider), member: count(email.member) })
      .toEqual({ user: before.user, outsider: before.outsider, member: before.member + 3 });
    const leaked = [...peer.mailsTo(email.user), ...peer.mailsTo(email.outsider)].map((m) => m.text ?? '').join('\n');
    expect(leaked).not.toMatch(/Interne Notiz|Interne Stellungnahme|Interner Kommentar/);
  });

  it('finding 8: the same for an entry the moderation hid: its author and the team hear of it, other followers not, comment digests included', async () => {
    const { point } = await followedEntry('Ausgeblendet, aber diskutiert');
    expect((await w.owner.post(`${API}/gis/moderation/hide`, { PointID: point, Reason: 'Persönliche Daten' })).statusCode).toBe(200);
    await delivered();
    const before = { user: count(email.user), outsider: count(email.outsider), member: count(email.member) };
    expect((await w.owner.post(`${API}/gis/comment`, { PointID: point, Text: 'Kommentar zum ausgeblendeten Eintrag' })).statusCode).toBe(200);
    await sendCommentDigests(t.db, t.app.notificationDeps, later(11));
    await delivered();
    expect({ user: count(email.user), outsider: count(email.outsider), member: count(email.member) })
      .toEqual({ user: before.user + 1, outsider: before.outsider, member: before.member + 1 });
  });

  it('finding 9: the list of followed entries shows nothing of entries the person can no longer see', async () => {
    const { ws, point } = await followedEntry('Gleich privat');
    const before = count(email.outsider);
    await setStatus(w.owner, point, 'pruefung');
    const token = tokenIn(await peer.waitForMail(email.outsider, before + 1));
    const hiddenOne = await addPoint(w.user, { Layer: w.layers.plain, Attributes: {} });
    expect((await follow(w.outsider, hiddenOne.ID)).statusCode).toBe(200);
    expect((await settings(w.outsider)).Follows.map((f) => f.PointID)).toEqual(expect.arrayContaining([point, hiddenOne.ID]));

    await makePrivate(ws, 'Gleich privat');
    expect((await w.owner.post(`${API}/gis/moderation/hide`, { PointID: hiddenOne.ID, Reason: 'Werbung' })).statusCode).toBe(200);
    const listed = await w.outsider.get(`${API}/auth/notifications`);
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as NotificationSettings).Follows.map((f) => f.PointID)).not.toContain(point);
    expect((listed.json() as NotificationSettings).Follows.map((f) => f.PointID)).not.toContain(hiddenOne.ID);
    expect(listed.body).not.toContain('Gleich privat');
    // Its unsubscribe link still works, but names neither the entry nor its map.
    const info = await new TestClient(t.app).get(`${API}/notifications/unsubscribe?Token=${token}`);
    expect(info.json()).toEqual({ Title: '', LayerName: '', Following: true } satisfies UnsubscribeInfo);
    // Who still sees them still finds them: the team member the private one, the author the hidden one.
    expect((await settings(w.member)).Follows.map((f) => f.PointID)).toContain(point);
    expect((await settings(w.user)).Follows.map((f) => f.PointID)).toContain(hiddenOne.ID);
  });
});

describe('refused requests change nothing', () => {
  it('asks visitors to log in and hides entries they cannot see', async () => {
    const p = await addPoint(w.anon, { Layer: w.layers.plain });
    const secret = await addPoint(w.member, { Layer: w.layers.private });
    const rows = await followsRows();
    for (const [who, url, method, status] of [
      [w.anon, `${API}/gis/point/${p.ID}/follow`, 'POST', 401],
      [w.anon, `${API}/gis/point/${p.ID}/follow`, 'DELETE', 401],
      [w.anon, `${API}/auth/notifications`, 'GET', 401],
      [w.anon, `${API}/auth/notifications`, 'PUT', 401],
      [w.outsider, `${API}/gis/point/${secret.ID}/follow`, 'POST', 404],
      [w.outsider, `${API}/gis/point/${UNKNOWN_ID}/follow`, 'POST', 404],
      [w.outsider, `${API}/gis/point/kein-eintrag/follow`, 'POST', 400],
    ] as const) {
      const res = await who.request(method, url, method === 'PUT' ? { NoMail: true } : method === 'POST' ? {} : undefined);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
      expect((res.json() as { Message: string }).Message).toMatch(/\w/);
    }
    expect(await followsRows()).toEqual(rows);
  });

  it('refuses malformed settings and unsubscribe tokens that the server did not sign', async () => {
    const p = await addPoint(w.user, { Layer: w.layers.plain });
    await setStatus(w.member, p.ID, 'pruefung');
    await delivered();
    const token = tokenIn(peer.mailsTo(email.user).at(-1)!);
    const [userId, pointId, sig] = token.split('.');
    const rows = await followsRows();
    const users = await t.db.selectFrom('users').select(['id', 'notifications_off']).orderBy('id').execute();
    for (const body of [{ NoMail: 'ja' }, {}, { NoMail: true, Extra: 1 }, null, [true]]) {
      const res = await w.user.put(`${API}/auth/notifications`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const forged = [
      'x', `${userId}.${pointId}.`, `${userId}.${pointId}.${sig}x`, `${w.userIds.outsider}.${pointId}.${sig}`,
      `${userId}.${UNKNOWN_ID}.${sig}`, `${token}.extra`, 'a'.repeat(500),
    ];
    for (const bad of forged) {
      const res = await w.anon.post(`${API}/notifications/unsubscribe`, { Token: bad });
      expect(res.statusCode, bad).toBe(400);
      expect((res.json() as { Message: string }).Message).toMatch(/ungültig/);
      expect((await w.anon.get(`${API}/notifications/unsubscribe?Token=${encodeURIComponent(bad)}`)).statusCode).toBe(400);
    }
    for (const body of [{}, { Token: 5 }, { Token: token, Extra: true }]) {
      expect((await w.anon.post(`${API}/notifications/unsubscribe`, body)).statusCode).toBe(400);
    }
    // Without the anti-forgery header a write is refused too.
    expect((await w.anon.post(`${API}/notifications/unsubscribe`, { Token: token }, { xsrf: false })).statusCode).toBe(403);
    expect(await followsRows()).toEqual(rows);
    expect(await t.db.selectFrom('users').select(['id', 'notifications_off']).orderBy('id').execute()).toEqual(users);

    // Once the entry is deleted, its link says so.
    expect((await w.member.delete(`${API}/gis/point/${p.ID}`)).statusCode).toBe(200);
    const gone = await w.anon.get(`${API}/notifications/unsubscribe?Token=${token}`);
    expect(gone.statusCode).toBe(404);
    expect((gone.json() as { Message: string }).Message).toBe('Diesen Eintrag gibt es nicht mehr. Sie erhalten keine E-Mails zu ihm.');
  });
});
