import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, InboxCounts, InboxPage, InboxRow } from '@mitmachkarte/contract';
import { TestClient } from '../client.js';
import { addToAccessList, countRows, createUser } from '../factories.js';
import { API, addPoint, openPointsWorld, UNKNOWN_ID, validAnswers, type PointsWorld } from '../points-fixtures.js';
import type { TestApp } from '../test-app.js';

/** The team's inbox (docs/product.md §16.9): per person of a project's team, what came in —
 *  entries, comments, reports — and what they have seen; for the team only. */
let t: TestApp;
let w: PointsWorld;
beforeAll(async () => ({ t, w } = await openPointsWorld()));
afterAll(async () => t?.close());

const inbox = async (who: TestClient, query = '', ws = w.workspaces.pub) => {
  const res = await who.get(`${API}/gis/workspace/${ws}/inbox${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as InboxPage;
};
const counts = async (who: TestClient) => {
  const res = await who.get(`${API}/gis/inbox/counts`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as InboxCounts;
};
const seen = (who: TestClient, Items: unknown, ws = w.workspaces.pub) => who.post(`${API}/gis/workspace/${ws}/inbox/seen`, { Items });
const seenAll = (who: TestClient, ws = w.workspaces.pub) => who.post(`${API}/gis/workspace/${ws}/inbox/seen-all`, {});
const entry = (who: TestClient, title: string, Layer = w.layers.open) =>
  addPoint(who, { Layer, Attributes: { ...validAnswers(), Titel: { DataType: 'text', Value: title } } });
const comment = async (who: TestClient, PointID: string, Text: string) => {
  const res = await who.post(`${API}/gis/comment`, { PointID, Text });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Comment;
};
const keyOf = (r: InboxRow) => `${r.Kind}:${r.ReportID ?? r.CommentID ?? r.PointID}`;
const keys = (page: InboxPage) => page.Rows.map(keyOf);
const countsOf = async (who: TestClient, ws = w.workspaces.pub) => (await counts(who)).Workspaces.find((c) => c.Workspace === ws)!;

/** A new person on the team of `pub`, logged in. */
async function joiner(name: string) {
  const u = await createUser(t.db, { name });
  await addToAccessList(t.db, w.workspaces.pub, u.id);
  const client = new TestClient(t.app);
  await client.login(u.email, u.password);
  return { client, id: u.id };
}

describe('what is new', () => {
  it('shows the entries, comments and reports of others as new, newest first, with names and the entry\'s title; own items count as seen', async () => {
    const p = await entry(w.anon, 'Müll am Teich');
    const c = await comment(w.user, p.ID, 'Liegt da seit Wochen');
    expect((await w.user.post(`${API}/gis/report`, { CommentID: c.ID, Reason: 'sonstiges', Text: 'doppelt' })).statusCode).toBe(200);
    const own = await entry(w.owner, 'Von der Eigentümerin');

    const page = await inbox(w.owner);
    const rows = page.Rows.filter((r) => r.PointID === p.ID);
    expect(rows.map((r) => r.Kind)).toEqual(['report', 'comment', 'entry']);
    expect(rows[0]).toMatchObject({ Kind: 'report', CommentID: c.ID, Author: 'Nutzer', Text: 'doppelt', Reason: 'sonstiges', Title: 'Müll am Teich', ReportState: 'open', New: true });
    expect(rows[1]).toMatchObject({ Kind: 'comment', CommentID: c.ID, ReportID: null, Author: 'Nutzer', Text: 'Liegt da seit Wochen', LayerName: 'Offen', Layer: w.layers.open, New: true });
    expect(rows[2]).toMatchObject({ Kind: 'entry', CommentID: null, Author: '', Title: 'Müll am Teich', Status: 'neu', Moderation: null, New: true });
    expect(keys(page)).not.toContain(`entry:${own.ID}`);
    expect(JSON.stringify(page)).not.toMatch(/@/);
    const all = await inbox(w.owner, '?filter=alle');
    expect(all.Rows.find((r) => r.PointID === own.ID)).toMatchObject({ Kind: 'entry', New: false, Author: 'Eigentümerin' });
  });

  it('starts a new team member\'s inbox at their joining: what came before counts as seen', async () => {
    const before = await entry(w.anon, 'Vor dem Beitritt');
    const j = await joiner('Neues Mitglied');
    expect((await inbox(j.client)).Total).toBe(0);
    const after = await entry(w.anon, 'Nach dem Beitritt');
    const page = await inbox(j.client);
    expect(keys(page)).toEqual([`entry:${after.ID}`]);
    expect(page.Total).toBe(1);
    const all = await inbox(j.client, '?filter=alle');
    expect(all.Rows.find((r) => r.PointID === before.ID)?.New).toBe(false);
    expect((await countsOf(j.client)).New).toBe(1);
  });

  it('marks items as read for the caller only, in bulk; „alle als gelesen“ moves the watermark', async () => {
    const j = await joiner('Leserin');
    const p1 = await entry(w.anon, 'Eins');
    const p2 = await entry(w.anon, 'Zwei');
    const c = await comment(w.user, p1.ID, 'Dazu');
    expect((await inbox(j.client)).Total).toBe(3);
    const res = await seen(j.client, [{ Kind: 'entry', ID: p1.ID }, { Kind: 'comment', ID: c.ID }, { Kind: 'entry', ID: p1.ID }]);
    expect(res.json()).toEqual({ Message: 'Als gelesen markiert.' });
    expect(keys(await inbox(j.client))).toEqual([`entry:${p2.ID}`]);
    // Marking again changes nothing; the others still see them as new.
    expect((await seen(j.client, [{ Kind: 'entry', ID: p1.ID }])).statusCode).toBe(200);
    expect(keys(await inbox(w.member))).toEqual(expect.arrayContaining([`entry:${p1.ID}`, `comment:${c.ID}`]));
    expect((await seenAll(j.client)).statusCode).toBe(200);
    expect((await inbox(j.client)).Total).toBe(0);
    expect(await t.db.selectFrom('inbox_seen').select('item_id').where('user_id', '=', j.id).execute()).toEqual([]);
    const later = await entry(w.anon, 'Danach');
    expect(keys(await inbox(j.client))).toEqual([`entry:${later.ID}`]);
  });

  it('refuses ids of another project with 400 and writes nothing', async () => {
    const j = await joiner('Prüferin');
    const mine = await entry(w.anon, 'Hier');
    const foreign = await addPoint(w.owner, { Layer: w.layers.private });
    const rows = await countRows(t.db, 'inbox_seen');
    for (const items of [
      [{ Kind: 'entry', ID: mine.ID }, { Kind: 'entry', ID: foreign.ID }],
      [{ Kind: 'comment', ID: mine.ID }],
      [{ Kind: 'report', ID: UNKNOWN_ID }],
      [{ Kind: 'punkt', ID: mine.ID }],
      [],
    ]) {
      const res = await seen(j.client, items);
      expect(res.statusCode, res.body).toBe(400);
      expect((res.json() as { Message: string }).Message).toMatch(/[äöüß]|Bitte|Kind|Beitr/);
    }
    expect(await countRows(t.db, 'inbox_seen')).toBe(rows);
    expect(keys(await inbox(j.client))).toContain(`entry:${mine.ID}`);
  });
});

describe('filters and counts', () => {
  it('lists entries and comments waiting for approval, and open reports; the counts match the lists', async () => {
    await t.db.updateTable('layers').set({ premoderation: 1 }).where('id', '=', w.layers.plain).execute();
    const waiting = await addPoint(w.anon, { Layer: w.layers.plain });
    const open = await entry(w.anon, 'Gemeldet');
    const c = await comment(w.member, open.ID, 'Vom Team');
    expect((await w.anon.post(`${API}/gis/report`, { PointID: open.ID, Reason: 'spam' })).statusCode).toBe(200);
    await t.db.updateTable('layers').set({ premoderation: 0 }).where('id', '=', w.layers.plain).execute();

    const freigabe = await inbox(w.owner, '?filter=freigabe');
    expect(freigabe.Rows.every((r) => r.Kind !== 'report' && r.Moderation?.State === 'pending')).toBe(true);
    expect(keys(freigabe)).toContain(`entry:${waiting.ID}`);
    expect(keys(freigabe)).not.toContain(`comment:${c.ID}`);
    const gemeldet = await inbox(w.owner, '?filter=gemeldet');
    expect(gemeldet.Rows.every((r) => r.Kind === 'report' && r.ReportState === 'open')).toBe(true);
    expect(gemeldet.Rows.map((r) => r.PointID)).toContain(open.ID);

    const mine = await countsOf(w.owner);
    expect(mine).toMatchObject({ Name: 'Öffentlich', Waiting: freigabe.Total, Reported: gemeldet.Total, New: (await inbox(w.owner)).Total });
    const all = await counts(w.owner);
    expect(all.New).toBe(all.Workspaces.reduce((s, x) => s + x.New, 0));
    expect(all.Workspaces.map((x) => x.Workspace)).toEqual(expect.arrayContaining(Object.values(w.workspaces)));
  });

  it('counts for a user on many teams (more than fit one query)', async () => {
    const u = await createUser(t.db, { name: 'Vielbeschäftigt' });
    const at = new Date().toISOString();
    const ids = Array.from({ length: 120 }, () => crypto.randomUUID());
    await t.db.insertInto('workspaces').values(ids.map((id, i) => ({ id, name: `Projekt ${i}`, public: 0, editable: 0, owner_id: u.id, attributes: '{}', created_at: at, updated_at: at }))).execute();
    const client = new TestClient(t.app);
    await client.login(u.email, u.password);
    const all = await counts(client);
    expect(all.Workspaces).toHaveLength(120);
    expect(all.New).toBe(0);
  });

  it('pages newest first and leaves deleted entries out', async () => {
    const j = await joiner('Seitenleserin');
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await entry(w.anon, `Seite ${i}`));
    const gone = await entry(w.anon, 'Gelöscht');
    expect((await w.owner.delete(`${API}/gis/point/${gone.ID}`)).statusCode).toBe(200);
    const first = await inbox(j.client, '?pageSize=2');
    const second = await inbox(j.client, '?pageSize=2&page=2');
    const third = await inbox(j.client, '?pageSize=2&page=3');
    expect(first.Total).toBe(5);
    expect([...keys(first), ...keys(second), ...keys(third)]).toEqual(made.reverse().map((p) => `entry:${p.ID}`));
    expect((await inbox(j.client, '?page=9')).Rows).toEqual([]);
  });

  it('answers a bad filter or page with 400 in German', async () => {
    const expected = {
      '?filter=ungelesen': 'filter ist neu, alle, freigabe, gemeldet, ueberfaellig, mir oder ohne.', '?page=0': 'page muss eine ganze Zahl ab 1 sein.',
      '?pageSize=1000': 'Höchstens 200 Einträge je Seite.', '?page=x': 'page muss eine ganze Zahl ab 1 sein.',
    };
    for (const [q, message] of Object.entries(expected)) {
      const res = await w.owner.get(`${API}/gis/workspace/${w.workspaces.pub}/inbox${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toMatchObject({ Message: 'Die Eingaben sind ungültig.', Errors: [{ Message: message }] });
    }
  });
});

describe('rights', () => {
  it('is the team\'s only: 401 anonymous, 403 for others who see the project, 404 for a project they cannot see', async () => {
    const ws = w.workspaces.pub;
    const urls = [`/gis/workspace/${ws}/inbox`];
    for (const url of urls) {
      expect((await w.anon.get(`${API}${url}`)).statusCode).toBe(401);
      expect((await w.user.get(`${API}${url}`)).statusCode).toBe(403);
      expect((await w.user.get(`${API}/gis/workspace/${w.workspaces.priv}/inbox`)).statusCode).toBe(404);
      expect((await w.owner.get(`${API}/gis/workspace/${UNKNOWN_ID}/inbox`)).statusCode).toBe(404);
    }
    const p = await entry(w.anon, 'Fremd gelesen');
    expect((await seen(w.user, [{ Kind: 'entry', ID: p.ID }])).statusCode).toBe(403);
    expect((await seen(w.anon, [{ Kind: 'entry', ID: p.ID }])).statusCode).toBe(401);
    expect((await seenAll(w.user)).statusCode).toBe(403);
    expect((await seenAll(w.user, w.workspaces.priv)).statusCode).toBe(404);
    expect(await t.db.selectFrom('inbox_marks').select('user_id').where('user_id', '=', w.userIds.user).execute()).toEqual([]);
    expect((await w.anon.get(`${API}/gis/inbox/counts`)).statusCode).toBe(401);
    expect(await counts(w.user)).toEqual({ New: 0, Workspaces: [] });
  });
});

describe('read state and the team', () => {
  const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
  const marksOf = async (userId: string, workspaceId: string) =>
    (await t.db.selectFrom('inbox_marks').select('seen_before').where('user_id', '=', userId).where('workspace_id', '=', workspaceId).execute()).length;
  /** A fresh public project of w.owner with an open map. */
  async function ownProject(name: string) {
    const ws = (await w.owner.post(`${API}/gis/workspace`, { Name: name, Public: true, Editable: true })).json() as { ID: string };
    const layer = ((await w.owner.post(`${API}/gis/layer`, { Workspace: ws.ID, Name: 'Karte', Public: true, Editable: true, Schema: { Schema: [], Categories: [] } })).json() as { ID: string }).ID;
    const add = async () => { await tick(); const p = await addPoint(w.anon, { Layer: layer }); await tick(); return p; };
    return { id: ws.ID, add };
  }

  it('someone who leaves the team and comes back starts at the new joining, not at their old watermark', async () => {
    const p = await ownProject('Wiederkehr');
    const u = await createUser(t.db, { name: 'Wiederkehrerin' });
    const client = new TestClient(t.app);
    await client.login(u.email, u.password);
    await addToAccessList(t.db, p.id, u.id);
    await p.add();
    expect((await seenAll(client, p.id)).statusCode).toBe(200);
    const removed = await w.owner.post(`${API}/gis/workspaceacl/remove/${p.id}`, { Email: u.email });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await marksOf(u.id, p.id)).toBe(0);
    const whileAway = await p.add();
    await tick();
    await addToAccessList(t.db, p.id, u.id);
    const afterReturn = await p.add();
    expect(keys(await inbox(client, '', p.id))).toEqual([`entry:${afterReturn.ID}`]);
    expect((await inbox(client, '?filter=alle', p.id)).Rows.find((r) => r.PointID === whileAway.ID)?.New).toBe(false);
  });

  it('whoever becomes the owner keeps what they had seen, and does not start at the project\'s creation', async () => {
    const p = await ownProject('Übergabe');
    const beforeJoining = await p.add();
    const heir = await createUser(t.db, { name: 'Erbin' });
    const client = new TestClient(t.app);
    await client.login(heir.email, heir.password);
    await addToAccessList(t.db, p.id, heir.id);
    const afterJoining = await p.add();
    expect(keys(await inbox(client, '', p.id))).toEqual([`entry:${afterJoining.ID}`]);
    expect((await w.owner.post(`${API}/gis/workspace/${p.id}/transfer`, { Email: heir.email })).statusCode).toBe(200);
    expect(keys(await inbox(client, '', p.id))).toEqual([`entry:${afterJoining.ID}`]);
    expect((await inbox(client, '?filter=alle', p.id)).Rows.find((r) => r.PointID === beforeJoining.ID)?.New).toBe(false);
    // The former owner, now off the team, has no read state left there.
    expect(await marksOf(w.userIds.owner, p.id)).toBe(0);
  });
});
