import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamNotificationSettings, TeamUnsubscribeInfo } from '@mitmachkarte/contract';
import { unsubscribeToken } from '../../src/modules/notifications/unsubscribe-token.js';
import { digestSlot } from '../../src/modules/team-notifications/team-digest-slot.js';
import { sendTeamDigests } from '../../src/modules/team-notifications/team-digest.service.js';
import { TestClient } from '../client.js';
import { addToAccessList, createUser } from '../factories.js';
import { API, addPoint, createPointsWorld, type PointsWorld } from '../points-fixtures.js';
import { SmtpPeer, type ReceivedMail } from '../smtp-peer.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { readZip } from '../zip.js';

/** E-mail notifications to a project's team (docs/product.md §16.8), through the real outbox to a
 *  real SMTP peer: each member's choice per kind (sofort, täglich, wöchentlich, nie; defaults
 *  reports and approvals at once, new entries daily), never to whoever caused the event, only to
 *  who is on the team when the mail is made; digests exactly once; the signed unsubscribe link. */
let peer: SmtpPeer;
let t: TestApp;
let w: PointsWorld;
const DAY_MS = 24 * 3600_000;
const BASE = 'https://karte.example.org';

beforeAll(async () => {
  peer = await SmtpPeer.start();
  t = await createTestApp({ env: { SMTP_URL: peer.url, PUBLIC_URL: BASE }, rateLimits: { anonPointsPerHour: 1000, anonPointsPerLayerHour: 1000 } });
  w = await createPointsWorld(t);
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

/** One optional text question, whose answer is an entry's title. */
const TITLE_SCHEMA = { Categories: [], Schema: [{ Name: 'Titel', DataType: 'text', Question: 'Titel?', Optional: true }] };
type Member = { client: TestClient; id: string; email: string };
/** A fresh project owned by w.owner with its team (owner, w.member and a third member `second`),
 *  an open layer and a pre-moderated one, so that each test counts its own events. */
async function project(name: string) {
  const ws = (await w.owner.post(`${API}/gis/workspace`, { Name: name, Public: true, Editable: true })).json() as { ID: string };
  const layer = async (Name: string, Premoderation: boolean) =>
    ((await w.owner.post(`${API}/gis/layer`, { Workspace: ws.ID, Name, Public: true, Editable: true, Premoderation, Schema: TITLE_SCHEMA })).json() as { ID: string }).ID;
  await addToAccessList(t.db, ws.ID, w.userIds.member);
  const secondUser = await createUser(t.db, { name: `Zweites Mitglied ${name}` });
  await addToAccessList(t.db, ws.ID, secondUser.id);
  const second = new TestClient(t.app);
  await second.login(secondUser.email, secondUser.password);
  const member = async (client: TestClient, id: string): Promise<Member> =>
    ({ client, id, email: (await t.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email });
  return {
    id: ws.ID, open: await layer('Radwege', false), moderated: await layer('Geprüft', true),
    owner: await member(w.owner, w.userIds.owner), member: await member(w.member, w.userIds.member), second: await member(second, secondUser.id),
    user: await member(w.user, w.userIds.user),
  };
}

const settingsUrl = (ws: string) => `${API}/gis/workspace/${ws}/team-notifications`;
async function choose(who: Member, ws: string, body: Partial<TeamNotificationSettings>) {
  const res = await who.client.put(settingsUrl(ws), { Entries: 'taeglich', Reports: 'sofort', Approvals: 'sofort', ...body });
  expect(res.statusCode, res.body).toBe(200);
}
const delivered = () => t.app.mailOutbox.drain();
/** The mails to `who` about project `name` received so far. */
const mailsAbout = (who: Member, name: string) => peer.mailsTo(who.email).filter((m) => (m.subject ?? '').includes(`„${name}“`));
/** The next daily (or weekly) digest time after now, as the digest run would see it. */
const nextDigest = (period: 'taeglich' | 'woechentlich') => digestSlot(period, new Date(Date.now() + (period === 'taeglich' ? DAY_MS : 7 * DAY_MS)));
const runDigests = (now: Date) => sendTeamDigests(t.db, t.app.notificationDeps, now);
const tokenIn = (mail: ReceivedMail) => {
  const match = /https:\/\/karte\.example\.org\/#\/team-benachrichtigungen\/abbestellen\/(\S+)/.exec(mail.text ?? '');
  if (!match) throw new Error(`no unsubscribe link in:\n${mail.text}`);
  return match[1]!;
};
const entry = (title: string) => ({ Attributes: { Titel: { DataType: 'text', Value: title } } });

describe('settings', () => {
  it('starts with the defaults, stores a choice and refuses bad values in German without a change', async () => {
    const p = await project('Einstellungen');
    const res = await p.member.client.get(settingsUrl(p.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Entries: 'taeglich', Reports: 'sofort', Approvals: 'sofort' });
    await choose(p.member, p.id, { Entries: 'sofort', Reports: 'woechentlich', Approvals: 'nie' });
    expect((await p.member.client.get(settingsUrl(p.id))).json()).toEqual({ Entries: 'sofort', Reports: 'woechentlich', Approvals: 'nie' });
    // Another member's settings are their own.
    expect((await p.owner.client.get(settingsUrl(p.id))).json()).toEqual({ Entries: 'taeglich', Reports: 'sofort', Approvals: 'sofort' });
    for (const body of [{ Entries: 'stündlich', Reports: 'sofort', Approvals: 'sofort' }, { Entries: 'sofort' }, { Entries: 'sofort', Reports: 'sofort', Approvals: 'sofort', Extra: 1 }]) {
      const bad = await p.member.client.put(settingsUrl(p.id), body);
      expect(bad.statusCode, bad.body).toBe(400);
      expect((bad.json() as { Message: string }).Message).toMatch(/[äöüÄÖÜß]|Bitte|muss|ungültig|unbekannt/i);
    }
    expect((await p.member.client.get(settingsUrl(p.id))).json()).toEqual({ Entries: 'sofort', Reports: 'woechentlich', Approvals: 'nie' });
  });

  it('answers 401 to visitors, 403 to others who see the project and 404 where they cannot see it', async () => {
    const p = await project('Rechte');
    expect((await w.anon.get(settingsUrl(p.id))).statusCode).toBe(401);
    expect((await w.outsider.get(settingsUrl(p.id))).statusCode).toBe(403);
    expect((await w.outsider.put(settingsUrl(p.id), { Entries: 'nie', Reports: 'nie', Approvals: 'nie' })).statusCode).toBe(403);
    expect((await w.outsider.get(settingsUrl(w.workspaces.priv))).statusCode).toBe(404);
    expect((await w.anon.get(settingsUrl(w.workspaces.priv))).statusCode).toBe(404);
    expect((await w.member.get(settingsUrl(w.workspaces.priv))).statusCode).toBe(200);
    expect(await t.db.selectFrom('team_notification_settings').selectAll().where('user_id', '=', w.userIds.outsider).execute()).toEqual([]);
  });

  it('are part of the member\'s data download, with their read state of the inbox and their departments', async () => {
    const p = await project('Datenauskunft');
    await choose(p.second, p.id, { Entries: 'woechentlich', Reports: 'nie' });
    const point = await addPoint(w.anon, { Layer: p.open, ...entry('Gelesen') });
    expect((await p.second.client.post(`${API}/gis/workspace/${p.id}/inbox/seen`, { Items: [{ Kind: 'entry', ID: point.ID }] })).statusCode).toBe(200);
    expect((await w.owner.put(`${API}/gis/workspace/${p.id}/departments`, { Departments: [{ Name: 'Grünflächenamt', Members: [p.second.id] }], ShowDepartment: false })).statusCode).toBe(200);
    const res = await p.second.client.get(`${API}/auth/account/export`);
    expect(res.statusCode).toBe(200);
    const konto = JSON.parse((await readZip(res.rawPayload)).get('konto.json')!.toString('utf8'));
    expect(konto.TeamNotifications).toEqual([
      { WorkspaceID: p.id, Entries: 'woechentlich', Reports: 'nie', Approvals: 'sofort', UpdatedAt: expect.any(String) },
    ]);
    expect(konto.TeamInbox).toEqual([{ WorkspaceID: p.id, SeenBefore: null, ReadSingly: 1 }]);
    expect(konto.Departments).toEqual([{ WorkspaceID: p.id, Name: 'Grünflächenamt' }]);
  });
});

describe('new entries', () => {
  it('reach the member who chose „sofort“ once and the daily one in the next digest, never the author', async () => {
    const name = 'Neue Einträge';
    const p = await project(name);
    await choose(p.member, p.id, { Entries: 'sofort' });
    await choose(p.second, p.id, { Entries: 'nie', Reports: 'nie', Approvals: 'nie' });
    const point = await addPoint(w.user, { Layer: p.open, ...entry('Bank fehlt am Weg') });
    await delivered();
    expect(mailsAbout(p.member, name)).toHaveLength(1);
    const mail = mailsAbout(p.member, name)[0]!;
    expect(mail.subject).toBe(`Neuer Eintrag im Projekt „${name}“: „Bank fehlt am Weg“`);
    expect(mail.text).toContain('Neuer Eintrag „Bank fehlt am Weg“ (Karte „Radwege“)');
    expect(mail.text).toContain(`${BASE}/#/eingang/${p.id}\n`);
    expect(mail.text).toContain(`punkt=${point.ID}`);
    expect(mail.text).toContain(`${BASE}/#/team-benachrichtigungen/abbestellen/`);
    expect(mailsAbout(p.owner, name)).toHaveLength(0);
    // The member's own entry: nobody tells them of it.
    await addPoint(p.member.client, { Layer: p.open, ...entry('Eigener Eintrag') });
    await delivered();
    expect(mailsAbout(p.member, name)).toHaveLength(1);

    // The owner (default: daily) gets both in the next digest, once, however often it runs.
    const at = nextDigest('taeglich');
    await Promise.all([runDigests(at), runDigests(at)]);
    await runDigests(new Date(at.getTime() + 3600_000));
    await delivered();
    const digests = mailsAbout(p.owner, name);
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe(`Tägliche Zusammenfassung für das Projekt „${name}“`);
    expect(digests[0]!.text).toContain('2 neue Einträge');
    expect(digests[0]!.text).toContain('„Bank fehlt am Weg“');
    expect(digests[0]!.text).toContain('„Eigener Eintrag“');
    // The member chose „sofort“ for entries, the second member „nie“: no digest.
    expect(mailsAbout(p.member, name)).toHaveLength(1);
    expect(mailsAbout(p.second, name)).toHaveLength(0);
    // The next day without events: no mail.
    await runDigests(new Date(at.getTime() + DAY_MS));
    await delivered();
    expect(mailsAbout(p.owner, name)).toHaveLength(1);
  });

  it('leaves out of the digest what the member caused, and sends nothing when that is all', async () => {
    const name = 'Nur eigene';
    const p = await project(name);
    await addPoint(p.owner.client, { Layer: p.open, ...entry('Vom Eigentümer') });
    const at = nextDigest('taeglich');
    await runDigests(at);
    await delivered();
    expect(mailsAbout(p.owner, name)).toHaveLength(0);
    const toMember = mailsAbout(p.member, name);
    expect(toMember).toHaveLength(1);
    expect(toMember[0]!.text).toContain('1 neuer Eintrag');
  });

  it('sends nothing to someone removed from the team, at once or in the digest', async () => {
    const name = 'Ausgeschieden';
    const p = await project(name);
    await choose(p.second, p.id, { Entries: 'sofort' });
    await t.db.deleteFrom('workspace_acl').where('workspace_id', '=', p.id).where('user_id', '=', p.second.id).execute();
    await addPoint(w.user, { Layer: p.open, ...entry('Nach dem Ausscheiden') });
    // The member (daily) leaves the team before the digest.
    await t.db.deleteFrom('workspace_acl').where('workspace_id', '=', p.id).where('user_id', '=', p.member.id).execute();
    await runDigests(nextDigest('taeglich'));
    await delivered();
    expect(mailsAbout(p.second, name).filter((m) => m.subject?.startsWith('Tägliche'))).toEqual([]);
    expect(mailsAbout(p.member, name)).toHaveLength(0);
    expect(mailsAbout(p.owner, name)).toHaveLength(1);
  });
});

describe('reports and approvals', () => {
  it('tell the team of a report at once by default, with the inbox filtered; never the reporter', async () => {
    const name = 'Meldungen';
    const p = await project(name);
    const point = await addPoint(w.user, { Layer: p.open, ...entry('Gemeldeter Eintrag') });
    expect((await p.member.client.post(`${API}/gis/report`, { PointID: point.ID, Reason: 'spam' })).statusCode).toBe(200);
    await delivered();
    expect(mailsAbout(p.member, name)).toHaveLength(0);
    const toOwner = mailsAbout(p.owner, name);
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]!.subject).toBe(`Neue Meldung im Projekt „${name}“: „Gemeldeter Eintrag“`);
    expect(toOwner[0]!.text).toContain(`${BASE}/#/eingang/${p.id}?filter=gemeldet`);
    expect(mailsAbout(p.second, name)).toHaveLength(1);
    // An anonymous report reaches every member; „nie“ gets nothing.
    await choose(p.second, p.id, { Reports: 'nie' });
    expect((await w.anon.post(`${API}/gis/report`, { PointID: point.ID, Reason: 'beleidigend' })).statusCode).toBe(200);
    await delivered();
    expect(mailsAbout(p.member, name)).toHaveLength(1);
    expect(mailsAbout(p.owner, name)).toHaveLength(2);
    expect(mailsAbout(p.second, name)).toHaveLength(1);
  });

  it('tell the team of entries and comments waiting for approval, and the weekly ones in the Monday digest', async () => {
    const name = 'Freigaben';
    const p = await project(name);
    await choose(p.second, p.id, { Entries: 'nie', Approvals: 'woechentlich' });
    const waiting = await addPoint(w.user, { Layer: p.moderated, ...entry('Wartet noch') });
    await delivered();
    const toOwner = mailsAbout(p.owner, name);
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]!.subject).toBe(`Wartet auf Freigabe im Projekt „${name}“: „Wartet noch“`);
    expect(toOwner[0]!.text).toContain(`${BASE}/#/eingang/${p.id}?filter=freigabe`);
    expect(mailsAbout(p.member, name)).toHaveLength(1);
    expect(mailsAbout(p.second, name)).toHaveLength(0);
    // A comment of a citizen on a manager's entry waits too.
    const shown = await addPoint(p.owner.client, { Layer: p.moderated, ...entry('Vom Team') });
    expect((await w.user.post(`${API}/gis/comment`, { PointID: shown.ID, Text: 'Ein Kommentar' })).statusCode).toBe(200);
    await delivered();
    expect(mailsAbout(p.owner, name)).toHaveLength(2);
    expect(mailsAbout(p.owner, name)[1]!.text).toContain('Ein Kommentar zum Eintrag „Vom Team“');
    // The weekly member gets both in Monday's digest, once (the daily run may fall on a Monday
    // itself); the daily digest has nothing for them.
    await runDigests(nextDigest('taeglich'));
    await delivered();
    expect(mailsAbout(p.second, name).filter((m) => m.subject?.startsWith('Tägliche'))).toEqual([]);
    const monday = nextDigest('woechentlich');
    await Promise.all([runDigests(monday), runDigests(monday)]);
    await delivered();
    const weekly = mailsAbout(p.second, name);
    expect(weekly.map((m) => m.subject)).toEqual([`Wöchentliche Zusammenfassung für das Projekt „${name}“`]);
    expect(weekly[0]!.text).toContain('2 Beiträge warten auf Freigabe');
    expect(weekly[0]!.text).toContain(`punkt=${waiting.ID}`);
    expect(await t.db.selectFrom('team_digests').select('period').where('user_id', '=', p.second.id).where('workspace_id', '=', p.id).execute())
      .toEqual([{ period: 'woechentlich' }]);
  });
});

describe('the unsubscribe link', () => {
  it('names the project without login and switches all its team mails off in one click; a forged token is 400', async () => {
    const name = 'Abbestellen';
    const p = await project(name);
    const point = await addPoint(w.user, { Layer: p.open, ...entry('Zum Abbestellen') });
    await w.anon.post(`${API}/gis/report`, { PointID: point.ID, Reason: 'spam' });
    await delivered();
    const token = tokenIn(mailsAbout(p.member, name)[0]!);
    const visitor = new TestClient(t.app);
    const info = await visitor.get(`${API}/team-notifications/unsubscribe?Token=${token}`);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toEqual({ WorkspaceName: name, Subscribed: true } satisfies TeamUnsubscribeInfo);
    const res = await visitor.post(`${API}/team-notifications/unsubscribe`, { Token: token });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { Message: string }).Message).toMatch(/^Sie erhalten keine E-Mails mehr zu diesem Projekt\./);
    expect((await visitor.get(`${API}/team-notifications/unsubscribe?Token=${token}`)).json()).toEqual({ WorkspaceName: name, Subscribed: false });
    expect((await p.member.client.get(settingsUrl(p.id))).json()).toEqual({ Entries: 'nie', Reports: 'nie', Approvals: 'nie' });
    await w.anon.post(`${API}/gis/report`, { PointID: point.ID, Reason: 'spam' });
    await delivered();
    expect(mailsAbout(p.member, name)).toHaveLength(1);

    const [userId, workspaceId] = token.split('.');
    const followToken = unsubscribeToken(t.app.notificationDeps.secret, userId!, workspaceId!);
    for (const forged of [`${userId}.${workspaceId}.AAAA`, `${w.userIds.owner}.${workspaceId}.${token.split('.')[2]}`, followToken, 'kaputt']) {
      const read = await visitor.get(`${API}/team-notifications/unsubscribe?Token=${encodeURIComponent(forged)}`);
      expect(read.statusCode, read.body).toBe(400);
      expect((read.json() as { Message: string }).Message).toMatch(/^Der Link ist ungültig/);
      expect((await visitor.post(`${API}/team-notifications/unsubscribe`, { Token: forged })).statusCode).toBe(400);
    }
    expect((await p.owner.client.get(settingsUrl(p.id))).json()).toEqual({ Entries: 'taeglich', Reports: 'sofort', Approvals: 'sofort' });
  });
});

describe('digest times', () => {
  it('are 07:00 Europe/Berlin daily and on Mondays, in winter and summer time', () => {
    expect(digestSlot('taeglich', new Date('2026-11-30T05:59:00Z')).toISOString()).toBe('2026-11-29T06:00:00.000Z');
    expect(digestSlot('taeglich', new Date('2026-11-30T06:00:00Z')).toISOString()).toBe('2026-11-30T06:00:00.000Z');
    expect(digestSlot('woechentlich', new Date('2026-12-06T20:00:00Z')).toISOString()).toBe('2026-11-30T06:00:00.000Z');
    expect(digestSlot('woechentlich', new Date('2026-11-30T05:00:00Z')).toISOString()).toBe('2026-11-23T06:00:00.000Z');
    expect(digestSlot('taeglich', new Date('2026-07-01T05:00:00Z')).toISOString()).toBe('2026-07-01T05:00:00.000Z');
    expect(digestSlot('woechentlich', new Date('2026-07-08T12:00:00Z')).toISOString()).toBe('2026-07-06T05:00:00.000Z');
    // The night of the change to summer time (Sunday 29 March 2026) and the Monday after it.
    expect(digestSlot('woechentlich', new Date('2026-03-30T05:00:00Z')).toISOString()).toBe('2026-03-30T05:00:00.000Z');
  });
});
