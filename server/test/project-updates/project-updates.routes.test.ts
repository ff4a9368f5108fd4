import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectUpdate, ProjectUpdateRecipients, UpdatesUnsubscribeInfo, Workspace } from '@mitmachkarte/contract';
import { newId, nowIso } from '../../src/lib/ids.js';
import { TestClient } from '../client.js';
import { addToAccessList, createUser, PASSWORD } from '../factories.js';
import { API, createPointsWorld, insertEntry, UNKNOWN_ID, type PointsWorld } from '../points-fixtures.js';
import { SmtpPeer, type ReceivedMail } from '../smtp-peer.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { readZip } from '../zip.js';

/** A project's „Neuigkeiten“ (docs/product.md §25.5) through the real outbox to a real SMTP peer:
 *  who gets an update (followers and who took part, once each; not without „Keine E-Mails“, not
 *  after unsubscribing, not inactive, not who may no longer see the project), the mail with its
 *  List-Unsubscribe headers, the one-click and the page's unsubscribe, following, the list on the
 *  project page, deleting, the daily limit, and bad input refused in German with nothing stored. */
let peer: SmtpPeer;
let t: TestApp;
let w: PointsWorld;
const PER_DAY = 4;

beforeAll(async () => {
  peer = await SmtpPeer.start();
  t = await createTestApp({ env: { SMTP_URL: peer.url, PUBLIC_URL: 'https://karte.example.org' }, rateLimits: { projectUpdatesPerDay: PER_DAY } });
  w = await createPointsWorld(t);
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

const delivered = () => t.app.mailOutbox.drain();
const updates = (ws: string) => `${API}/gis/workspace/${ws}/updates`;
const post = (who: TestClient, ws: string, body: Record<string, unknown> = { Title: 'Baustart im Mai', Text: 'Die **Bagger** kommen am 5. Mai.' }) =>
  who.post(updates(ws), body);
const rowsOf = (ws: string) => t.db.selectFrom('project_updates').selectAll().where('workspace_id', '=', ws).orderBy('created_at').execute();
const login = async (u: { email: string }) => {
  const c = new TestClient(t.app);
  await c.login(u.email, PASSWORD);
  return c;
};
const freshWorkspace = async (Public = true) => {
  const res = await w.owner.post(`${API}/gis/workspace`, { Name: `Projekt ${newId().slice(-6)}`, Public, Editable: true });
  expect(res.statusCode, res.body).toBe(200);
  const id = (res.json() as Workspace).ID;
  await addToAccessList(t.db, id, w.userIds.member);
  return id;
};
const layerIn = async (ws: string) => {
  const res = await w.owner.post(`${API}/gis/layer`, { Workspace: ws, Name: 'Ideen', Public: true, Editable: true, Schema: { Schema: [], Categories: [] } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { ID: string }).ID;
};
const follow = async (who: TestClient, ws: string) => {
  const res = await who.post(`${API}/gis/workspace/${ws}/follow`);
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
const linkIn = (mail: ReceivedMail, path: string) => {
  const match = new RegExp(`https://karte\\.example\\.org/#/${path}/(\\S+)`).exec(mail.text ?? '');
  if (!match) throw new Error(`no ${path} link in:\n${mail.text}`);
  return match[1]!;
};

/** A project where each way of taking part has its person, and people who must not get mails. */
async function participationWorld() {
  const ws = await freshWorkspace();
  const layer = await layerIn(ws);
  const person = async (name: string, opts: { active?: boolean } = {}) => createUser(t.db, { name, email: `${name}-${newId().slice(-8)}@example.org`, ...opts });
  const p = {
    follower: await person('folgt'), author: await person('autorin'), commenter: await person('kommentiert'), voter: await person('stimmt'),
    commentVoter: await person('kommentarstimme'), surveyed: await person('umfrage'), both: await person('beides'),
    noMail: await person('keinemails'), optedOut: await person('abbestellt'), inactive: await person('inaktiv', { active: false }),
    deletedAuthor: await person('geloescht'), unrelated: await person('unbeteiligt'),
  };
  const entry = await insertEntry(t, layer);
  await t.db.updateTable('points').set({ created_by: p.author.id }).where('id', '=', entry).execute();
  const both = await insertEntry(t, layer);
  await t.db.updateTable('points').set({ created_by: p.both.id }).where('id', '=', both).execute();
  const gone = await insertEntry(t, layer);
  await t.db.updateTable('points').set({ created_by: p.deletedAuthor.id, deleted_at: nowIso() }).where('id', '=', gone).execute();
  const comment = newId();
  await t.db.insertInto('comments').values({ id: comment, point_id: entry, user_id: p.commenter.id, text: 'Gute Idee', created_at: nowIso(), published_at: nowIso() }).execute();
  await t.db.insertInto('point_votes').values({ point_id: entry, user_id: p.voter.id, value: 1, updated_at: nowIso() }).execute();
  await t.db.insertInto('comment_votes').values({ comment_id: comment, user_id: p.commentVoter.id, value: 1, updated_at: nowIso() }).execute();
  const survey = newId();
  await t.db.insertInto('surveys').values({
    id: survey, workspace_id: ws, title: 'Umfrage', description: '', thank_you: '', questions: '[]', audience: 'anyone', once_per: 'device',
    opens_at: null, closes_at: null, published: 1, created_at: nowIso(), updated_at: nowIso(),
  }).execute();
  await t.db.insertInto('survey_answers').values({ id: newId(), survey_id: survey, user_id: p.surveyed.id, device_hash: null, answers: '{}', created_at: nowIso() }).execute();
  for (const u of [p.follower, p.both, p.noMail, p.optedOut]) await follow(await login(u), ws);
  await t.db.insertInto('project_follows').values({ user_id: p.inactive.id, workspace_id: ws, host: '', created_at: nowIso() }).execute();
  await t.db.updateTable('users').set({ notifications_off: 1 }).where('id', '=', p.noMail.id).execute();
  await t.db.insertInto('project_update_optouts').values({ user_id: p.optedOut.id, workspace_id: ws, created_at: nowIso() }).execute();
  return { ws, layer, entry, p };
}

describe('who gets an update', () => {
  it('mails followers and everyone who took part once each, and nobody else; the count shows the same before sending', async () => {
    const { ws, p } = await participationWorld();
    const count = await w.owner.get(`${updates(ws)}/recipients`);
    expect(count.statusCode, count.body).toBe(200);
    expect((count.json() as ProjectUpdateRecipients).Count).toBe(7);
    const res = await post(w.member, ws);
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json() as ProjectUpdate;
    expect(created.Recipients).toBe(7);
    expect(created.TextHtml).toContain('<strong>Bagger</strong>');
    await delivered();
    for (const u of [p.follower, p.author, p.commenter, p.voter, p.commentVoter, p.surveyed, p.both]) {
      const mails = peer.mailsTo(u.email);
      expect(mails.length, u.email).toBe(1);
    }
    for (const u of [p.noMail, p.optedOut, p.inactive, p.deletedAuthor, p.unrelated]) expect(peer.mailsTo(u.email).length, u.email).toBe(0);
  });

  it('leaves out whoever may no longer see the project: a private project reaches its team only', async () => {
    const ws = await freshWorkspace(false);
    const outsider = await createUser(t.db, { name: 'draussen' });
    await t.db.insertInto('project_follows').values({ user_id: outsider.id, workspace_id: ws, host: '', created_at: nowIso() }).execute();
    const memberRow = await t.db.selectFrom('users').select('email').where('id', '=', w.userIds.member).executeTakeFirstOrThrow();
    await follow(w.member, ws);
    const before = peer.mailsTo(memberRow.email).length;
    const res = await post(w.owner, ws);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ProjectUpdate).Recipients).toBe(1);
    await delivered();
    await peer.waitForMail(memberRow.email, before + 1);
    expect(peer.mailsTo(outsider.email).length).toBe(0);
  });
});

describe('the mail and its unsubscribe links', () => {
  it('says what, links the project page, says why, and carries RFC 8058 one-click headers that stop the mails', async () => {
    const ws = await freshWorkspace();
    const reader = await createUser(t.db, { name: 'leserin' });
    const client = await login(reader);
    await follow(client, ws);
    await post(w.owner, ws, { Title: 'Ergebnisse online', Text: 'Alle Ergebnisse stehen jetzt auf der Seite.' });
    await delivered();
    const mail = await peer.waitForMail(reader.email, 1);
    const name = (await t.db.selectFrom('workspaces').select('name').where('id', '=', ws).executeTakeFirstOrThrow()).name;
    expect(mail.subject).toBe(`Neuigkeiten aus dem Projekt „${name}“: Ergebnisse online`);
    expect(mail.text).toContain('Alle Ergebnisse stehen jetzt auf der Seite.');
    expect(mail.text).toContain(`https://karte.example.org/#/projekt/${ws}`);
    expect(mail.text).toContain(`Warum bekomme ich diese E-Mail? Sie folgen dem Projekt „${name}“.`);
    const header = (key: string) => mail.headerLines.find((h) => h.key === key)?.line.replace(/\r?\n(?=[ \t])/g, '');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const url = /^List-Unsubscribe: <https:\/\/karte\.example\.org(\/api\/v1\/project-updates\/one-click\?Token=[^>]+)>$/.exec(header('list-unsubscribe') ?? '')?.[1];
    expect(url, header('list-unsubscribe')).toBeDefined();
    const form = (target: string, payload: string) =>
      t.app.inject({ method: 'POST', url: target, headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' }, payload });
    expect((await form(url!, '')).statusCode).toBe(400);
    expect((await form(url!.replace(/Token=[^.]+/, `Token=${UNKNOWN_ID}`), 'List-Unsubscribe=One-Click')).statusCode).toBe(400);
    expect(await t.db.selectFrom('project_update_optouts').selectAll().where('user_id', '=', reader.id).execute()).toEqual([]);
    const res = await form(url!, 'List-Unsubscribe=One-Click');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Message: 'Sie erhalten keine Neuigkeiten aus diesem Projekt mehr.' });
    expect((await (await client.get(`${API}/gis/workspace/${ws}`)).json() as Workspace).Following).toBe(false);
    await post(w.owner, ws, { Title: 'Noch etwas', Text: 'Mehr.' });
    await delivered();
    expect(peer.mailsTo(reader.email).length).toBe(1);
  });

  it('unsubscribes on the page of the mail\'s link without login; a forged token is 400 and changes nothing', async () => {
    const ws = await freshWorkspace();
    const reader = await createUser(t.db, { name: 'teilnehmer' });
    const entry = await insertEntry(t, await layerIn(ws));
    await t.db.updateTable('points').set({ created_by: reader.id }).where('id', '=', entry).execute();
    await post(w.owner, ws);
    await delivered();
    const mail = await peer.waitForMail(reader.email, 1);
    const name = (await t.db.selectFrom('workspaces').select('name').where('id', '=', ws).executeTakeFirstOrThrow()).name;
    expect(mail.text).toContain(`Warum bekomme ich diese E-Mail? Sie haben sich an dem Projekt beteiligt „${name}“.`);
    const token = linkIn(mail, 'neuigkeiten/abbestellen');
    const anon = new TestClient(t.app);
    const info = await anon.get(`${API}/project-updates/unsubscribe?Token=${encodeURIComponent(token)}`);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json() as UpdatesUnsubscribeInfo).toEqual({ WorkspaceName: name, Subscribed: true });
    const forged = `${reader.id}.${ws}.AAAA`;
    const bad = await anon.get(`${API}/project-updates/unsubscribe?Token=${forged}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toBe('Der Link ist ungültig. Bitte verwenden Sie den vollständigen Link aus der E-Mail.');
    expect((await anon.post(`${API}/project-updates/unsubscribe`, { Token: forged })).statusCode).toBe(400);
    expect((await anon.post(`${API}/project-updates/unsubscribe`, {})).statusCode).toBe(400);
    expect(await t.db.selectFrom('project_update_optouts').selectAll().where('user_id', '=', reader.id).execute()).toEqual([]);
    const done = await anon.post(`${API}/project-updates/unsubscribe`, { Token: token });
    expect(done.statusCode, done.body).toBe(200);
    expect((await anon.get(`${API}/project-updates/unsubscribe?Token=${encodeURIComponent(token)}`)).json()).toEqual({ WorkspaceName: name, Subscribed: false });
    expect((await (await w.owner.get(`${updates(ws)}/recipients`)).json() as ProjectUpdateRecipients).Count).toBe(0);
  });
});

describe('following a project', () => {
  it('follows and unfollows with German answers and the flag Following; visitors get 401, hidden projects 404', async () => {
    const ws = await freshWorkspace();
    const res = await follow(w.user, ws);
    const name = (await t.db.selectFrom('workspaces').select('name').where('id', '=', ws).executeTakeFirstOrThrow()).name;
    expect(res.json()).toEqual({ Message: `Sie folgen jetzt dem Projekt „${name}“. Neuigkeiten kommen per E-Mail.` });
    expect((await (await w.user.get(`${API}/gis/workspace/${ws}`)).json() as Workspace).Following).toBe(true);
    expect(((await (await w.user.get(`${API}/gis/workspaces`)).json()) as Workspace[]).find((x) => x.ID === ws)?.Following).toBe(true);
    expect((await (await w.outsider.get(`${API}/gis/workspace/${ws}`)).json() as Workspace).Following).toBe(false);
    const off = await w.user.delete(`${API}/gis/workspace/${ws}/follow`);
    expect(off.json()).toEqual({ Message: 'Sie folgen dem Projekt nicht mehr.' });
    expect((await (await w.user.get(`${API}/gis/workspace/${ws}`)).json() as Workspace).Following).toBe(false);
    expect((await w.anon.post(`${API}/gis/workspace/${ws}/follow`)).statusCode).toBe(401);
    expect((await w.outsider.post(`${API}/gis/workspace/${w.workspaces.priv}/follow`)).statusCode).toBe(404);
    expect((await w.user.post(`${API}/gis/workspace/${ws}/follow`, {}, { xsrf: false })).statusCode).toBe(403);
    expect(await t.db.selectFrom('project_follows').selectAll().where('workspace_id', '=', ws).execute()).toEqual([]);
  });

  it('is in the data export and goes with the account', async () => {
    const ws = await freshWorkspace();
    const u = await createUser(t.db, { name: 'exportiert' });
    const client = await login(u);
    await follow(client, ws);
    const zip = await readZip((await client.get(`${API}/auth/account/export`)).rawPayload);
    const account = JSON.parse(zip.get('konto.json')!.toString('utf8')) as { Notifications: { ProjectFollows: { WorkspaceID: string }[] } };
    expect(account.Notifications.ProjectFollows.map((f) => f.WorkspaceID)).toEqual([ws]);
    const del = await client.post(`${API}/auth/account/delete`, { Password: PASSWORD });
    expect(del.statusCode, del.body).toBe(200);
    expect(await t.db.selectFrom('project_follows').selectAll().where('user_id', '=', u.id).execute()).toEqual([]);
  });
});

describe('the updates of a project', () => {
  it('lists them newest first for everyone who sees the project, without author, with safe HTML; the team sees counts and deletes', async () => {
    const ws = await freshWorkspace();
    await post(w.owner, ws, { Title: 'Erste', Text: 'Hallo <script>alert(1)</script> [Link](javascript:alert(1))' });
    await post(w.owner, ws, { Title: 'Zweite', Text: 'Noch mehr' });
    const seen = (await w.anon.get(updates(ws))).json() as ProjectUpdate[];
    expect(seen.map((u) => u.Title)).toEqual(['Zweite', 'Erste']);
    expect(seen[1]!.TextHtml).not.toContain('<script');
    expect(seen[1]!.TextHtml).not.toContain('href="javascript');
    expect(seen.every((u) => u.Recipients === null && !u.CanDelete)).toBe(true);
    expect(JSON.stringify(seen)).not.toContain('Eigentümerin');
    const team = (await w.member.get(updates(ws))).json() as ProjectUpdate[];
    expect(team.every((u) => u.Recipients === 0 && u.CanDelete)).toBe(true);
    expect((await w.anon.get(updates(w.workspaces.priv))).statusCode).toBe(404);

    expect((await w.user.delete(`${updates(ws)}/${team[0]!.ID}`)).statusCode).toBe(403);
    expect((await w.anon.delete(`${updates(ws)}/${team[0]!.ID}`)).statusCode).toBe(401);
    expect((await w.owner.delete(`${updates(ws)}/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await w.owner.delete(`${updates(w.workspaces.pub)}/${team[0]!.ID}`)).statusCode).toBe(404);
    expect((await w.owner.delete(`${updates(ws)}/kein-id`)).statusCode).toBe(400);
    const del = await w.owner.delete(`${updates(ws)}/${team[0]!.ID}`);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toEqual({ Message: 'Die Neuigkeit wurde gelöscht. Bereits versandte E-Mails bleiben versandt.' });
    expect(((await w.anon.get(updates(ws))).json() as ProjectUpdate[]).map((u) => u.Title)).toEqual(['Erste']);
    const audit = await t.db.selectFrom('audit_log').select(['action']).where('workspace_id', '=', ws).where('action', 'like', 'workspace.update.%').orderBy('created_at').execute();
    expect(audit.map((a) => a.action)).toEqual(['workspace.update.create', 'workspace.update.create', 'workspace.update.delete']);
  });

  it('refuses others than the team, forged requests and bad input in German, storing nothing', async () => {
    const ws = await freshWorkspace();
    expect((await post(w.user, ws)).statusCode).toBe(403);
    expect((await post(w.anon, ws)).statusCode).toBe(401);
    expect((await post(w.outsider, w.workspaces.priv)).statusCode).toBe(404);
    expect((await w.user.get(`${updates(ws)}/recipients`)).statusCode).toBe(403);
    expect((await w.owner.post(updates(ws), { Title: 'T', Text: 'x' }, { xsrf: false })).statusCode).toBe(403);
    const cases: [Record<string, unknown>, string][] = [
      [{ Text: 'x' }, 'Titel der Neuigkeit: Bitte geben Sie einen Titel ein.'],
      [{ Title: '   ', Text: 'x' }, 'Titel der Neuigkeit: Bitte geben Sie einen Titel ein.'],
      [{ Title: 5, Text: 'x' }, 'Titel der Neuigkeit: Bitte geben Sie einen Titel ein.'],
      [{ Title: 'x'.repeat(121), Text: 'x' }, 'Titel der Neuigkeit: Höchstens 120 Zeichen.'],
      [{ Title: 'T' }, 'Text der Neuigkeit: Bitte schreiben Sie einen Text.'],
      [{ Title: 'T', Text: '' }, 'Text der Neuigkeit: Bitte schreiben Sie einen Text.'],
      [{ Title: 'T', Text: 'x'.repeat(5001) }, 'Text der Neuigkeit: Höchstens 5.000 Zeichen.'],
    ];
    for (const [body, message] of cases) {
      const res = await post(w.owner, ws, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().Message, JSON.stringify(body)).toBe('Die Eingaben sind ungültig.');
      expect((res.json() as { Errors: { Message: string }[] }).Errors.map((e) => e.Message), JSON.stringify(body)).toContain(message);
    }
    expect((await post(w.owner, ws, { Title: 'T', Text: 'x', Autor: 'ich' })).statusCode).toBe(400);
    expect(await rowsOf(ws)).toEqual([]);
  });

  it('takes at most the daily number of updates per project, then 429 in German', async () => {
    const ws = await freshWorkspace();
    for (let i = 0; i < PER_DAY; i++) expect((await post(w.owner, ws, { Title: `Nr. ${i}`, Text: 'x' })).statusCode).toBe(200);
    const res = await post(w.member, ws, { Title: 'Zu viel', Text: 'x' });
    expect(res.statusCode).toBe(429);
    expect(res.json().Message).toBe(`Ein Projekt kann höchstens ${PER_DAY} Neuigkeiten am Tag veröffentlichen. Bitte versuchen Sie es morgen wieder.`);
    expect((await rowsOf(ws)).length).toBe(PER_DAY);
    // Another project is not limited by this one.
    expect((await post(w.owner, await freshWorkspace(), { Title: 'Anderes', Text: 'x' })).statusCode).toBe(200);
  });
});
