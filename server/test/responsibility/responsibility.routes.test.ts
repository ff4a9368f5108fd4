import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assignment, Departments, InboxPage, Point, RoutingRules } from '@mitmachkarte/contract';
import { TestClient } from '../client.js';
import { addToAccessList, createUser } from '../factories.js';
import { API, addPoint, createPointsWorld, OPEN_SCHEMA, UNKNOWN_ID, validAnswers, type PointsWorld } from '../points-fixtures.js';
import { SmtpPeer } from '../smtp-peer.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Responsibility („Zuständigkeit“, docs/product.md §16.10): departments of the team, assignment
 *  of entries (audited, the assignee hears of it through the real outbox and SMTP peer, never the
 *  actor), routing rules for new entries by map, category and area (first rule wins), what the
 *  public sees, the inbox's filters `mir` and `ohne`, and leaving the team. */
let peer: SmtpPeer;
let t: TestApp;
let w: PointsWorld;
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

const emailOf = async (id: string) => (await t.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;
const delivered = () => t.app.mailOutbox.drain();

/** A fresh public, editable project of w.owner with w.member and a third person (`erika`) on its
 *  team, a map with OPEN_SCHEMA's categories and a map without questions. */
async function project(name: string) {
  const ws = (await w.owner.post(`${API}/gis/workspace`, { Name: name, Public: true, Editable: true })).json() as { ID: string };
  const layer = async (Name: string, Schema: object) =>
    ((await w.owner.post(`${API}/gis/layer`, { Workspace: ws.ID, Name, Public: true, Editable: true, Schema })).json() as { ID: string }).ID;
  await addToAccessList(t.db, ws.ID, w.userIds.member);
  const erikaUser = await createUser(t.db, { name: `Erika Muster ${name}` });
  await addToAccessList(t.db, ws.ID, erikaUser.id);
  const erika = new TestClient(t.app);
  await erika.login(erikaUser.email, erikaUser.password);
  return { id: ws.ID, water: await layer('Gewässer', OPEN_SCHEMA), plain: await layer('Ohne Fragen', { Schema: [], Categories: [] }), erika, erikaId: erikaUser.id };
}

const departmentsUrl = (ws: string) => `${API}/gis/workspace/${ws}/departments`;
const rulesUrl = (ws: string) => `${API}/gis/workspace/${ws}/routing-rules`;
const bulkUrl = (ws: string) => `${API}/gis/workspace/${ws}/assignment`;
const assignUrl = (point: string) => `${API}/gis/point/${point}/assignment`;

async function putDepartments(client: TestClient, ws: string, Departments: object[], ShowDepartment = false): Promise<Departments> {
  const res = await client.put(departmentsUrl(ws), { Departments, ShowDepartment });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Departments;
}
const german = (res: { json: () => unknown }) => expect((res.json() as { Message: string }).Message).toMatch(/[äöüÄÖÜß]|Bitte|muss|darf|gibt es|gehört|braucht|höchstens/);
const SQUARE = { type: 'Polygon', coordinates: [[[9.4, 51.2], [9.6, 51.2], [9.6, 51.4], [9.4, 51.4], [9.4, 51.2]]] };

describe('departments', () => {
  it('are kept by the team: new ones, renamed ones by ID, removed ones unassign their entries', async () => {
    const p = await project('Abteilungen');
    const first = await putDepartments(w.owner, p.id, [{ Name: ' Tiefbauamt ', Members: [p.erikaId, w.userIds.member] }, { Name: 'Grünflächen', Members: [] }]);
    expect(first.Departments.map((d) => d.Name)).toEqual(['Grünflächen', 'Tiefbauamt']);
    const tief = first.Departments.find((d) => d.Name === 'Tiefbauamt')!;
    expect(tief.Members.map((m) => m.ID).sort()).toEqual([p.erikaId, w.userIds.member].sort());
    expect(first.Team.map((m) => m.ID).sort()).toEqual([p.erikaId, w.userIds.member, w.userIds.owner].sort());
    const point = await addPoint(w.user, { Layer: p.plain });
    expect((await w.member.put(assignUrl(point.ID), { Department: tief.ID, User: null })).statusCode).toBe(200);
    const second = await putDepartments(w.member, p.id, [{ ID: tief.ID, Name: 'Tiefbau', Members: [p.erikaId] }]);
    expect(second.Departments).toEqual([{ ID: tief.ID, Name: 'Tiefbau', Members: [{ ID: p.erikaId, Name: expect.any(String) }] }]);
    expect((await w.owner.get(`${API}/gis/point/${point.ID}`)).json().Assignment.Department).toEqual({ ID: tief.ID, Name: 'Tiefbau' });
    await putDepartments(w.owner, p.id, []);
    expect((await w.owner.get(`${API}/gis/point/${point.ID}`)).json().Assignment).toEqual({ Department: null, User: null });
  });

  it('refuses bad lists in German with nothing changed', async () => {
    const p = await project('Abteilungen falsch');
    await putDepartments(w.owner, p.id, [{ Name: 'Tiefbauamt', Members: [] }]);
    const before = await w.owner.get(departmentsUrl(p.id));
    const bodies = [
      { Departments: [{ Name: 'A', Members: [w.userIds.outsider] }], ShowDepartment: false },
      { Departments: [{ Name: 'A' }, { Name: 'a' }], ShowDepartment: false },
      { Departments: [{ Name: '   ' }], ShowDepartment: false },
      { Departments: [{ Name: 'x'.repeat(81) }], ShowDepartment: false },
      { Departments: [{ ID: UNKNOWN_ID, Name: 'A' }], ShowDepartment: false },
      { Departments: Array.from({ length: 51 }, (_, i) => ({ Name: `D${i}` })), ShowDepartment: false },
      { Departments: [{ Name: 'A', Members: Array.from({ length: 201 }, () => UNKNOWN_ID) }], ShowDepartment: false },
      { Departments: [], ShowDepartment: 'ja' },
      { Departments: [] },
      { Departments: [{ Name: 'A', Extra: 1 }], ShowDepartment: false },
    ];
    for (const body of bodies) {
      const res = await w.owner.put(departmentsUrl(p.id), body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      german(res);
    }
    expect((await w.owner.get(departmentsUrl(p.id))).json()).toEqual(before.json());
  });

  it('answer 401 to visitors, 403 to others who see the project and 404 where they cannot see it', async () => {
    const p = await project('Abteilungen Rechte');
    for (const url of [departmentsUrl(p.id), rulesUrl(p.id)]) {
      expect((await w.anon.get(url)).statusCode).toBe(401);
      expect((await w.outsider.get(url)).statusCode).toBe(403);
      expect((await w.outsider.get(url.replace(p.id, w.workspaces.priv))).statusCode).toBe(404);
      expect((await w.outsider.get(url.replace(p.id, UNKNOWN_ID))).statusCode).toBe(404);
    }
    expect((await w.outsider.put(departmentsUrl(p.id), { Departments: [], ShowDepartment: true })).statusCode).toBe(403);
    expect((await w.anon.put(rulesUrl(p.id), { Rules: [] })).statusCode).toBe(401);
    expect((await w.outsider.post(bulkUrl(p.id), { Points: [UNKNOWN_ID], Department: null, User: null })).statusCode).toBe(403);
  });
});

describe('assignment', () => {
  it('is set by the team, audited with the names before and after, and mailed to the new assignee, never the actor', async () => {
    const p = await project('Zuweisung');
    const { Departments: [tief] } = await putDepartments(w.owner, p.id, [{ Name: 'Tiefbauamt', Members: [p.erikaId, w.userIds.owner] }]);
    const point = await addPoint(w.user, { Layer: p.water, Attributes: validAnswers() });
    const erikaMail = await emailOf(p.erikaId);
    const ownerMail = await emailOf(w.userIds.owner);
    const ownerBefore = peer.mailsTo(ownerMail).filter((m) => (m.subject ?? '').startsWith('Zuständigkeit')).length;
    // The owner assigns to the department: Erika hears of it, the owner (the actor) does not.
    const res = await w.owner.put(assignUrl(point.ID), { Department: tief!.ID, User: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json() as Assignment).toEqual({ Department: { ID: tief!.ID, Name: 'Tiefbauamt' }, User: null });
    await delivered();
    const mail = await peer.waitForMail(erikaMail);
    expect(mail.subject).toContain('Zuständigkeit im Projekt „Zuweisung“');
    expect(mail.text).toContain(`${BASE}/#/eingang/${p.id}?filter=mir`);
    expect(mail.text).toContain('„Tiefbauamt“');
    expect(peer.mailsTo(ownerMail).filter((m) => (m.subject ?? '').startsWith('Zuständigkeit')).length).toBe(ownerBefore);
    // Reassigned to the member in person: audited with both names.
    await w.owner.put(assignUrl(point.ID), { Department: tief!.ID, User: w.userIds.member });
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'point.assign').where('target_id', '=', point.ID).orderBy('created_at').execute();
    expect(audit.map((a) => [a.before, a.after])).toEqual([['niemand', 'Tiefbauamt'], ['Tiefbauamt', 'Tiefbauamt · Mitglied']]);
    expect(audit[1]!.workspace_id).toBe(p.id);
    await delivered();
    await peer.waitForMail(await emailOf(w.userIds.member));
    const seen = (await w.member.get(`${API}/gis/point/${point.ID}`)).json() as Point;
    expect(seen.Assignment).toEqual({ Department: { ID: tief!.ID, Name: 'Tiefbauamt' }, User: { ID: w.userIds.member, Name: 'Mitglied' } });
    expect(seen.CanAssign).toBe(true);
  });

  it('refuses a department of another project, a person off the team and bad bodies with nothing changed', async () => {
    const p = await project('Zuweisung falsch');
    const other = await project('Anderes Projekt');
    const { Departments: [foreign] } = await putDepartments(w.owner, other.id, [{ Name: 'Fremd', Members: [] }]);
    const point = await addPoint(w.user, { Layer: p.plain });
    for (const body of [{ Department: foreign!.ID, User: null }, { Department: null, User: w.userIds.outsider }, { Department: null, User: other.erikaId },
      { Department: 'kein-id', User: null }, { Department: null }, {}, { Department: null, User: null, Extra: 1 }]) {
      const res = await w.owner.put(assignUrl(point.ID), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      german(res);
    }
    expect((await t.db.selectFrom('points').select(['assigned_department_id', 'assigned_user_id']).where('id', '=', point.ID).executeTakeFirstOrThrow()))
      .toEqual({ assigned_department_id: null, assigned_user_id: null });
    expect((await w.anon.put(assignUrl(point.ID), { Department: null, User: null })).statusCode).toBe(401);
    expect((await w.user.put(assignUrl(point.ID), { Department: null, User: null })).statusCode).toBe(403);
    expect((await w.owner.put(assignUrl(UNKNOWN_ID), { Department: null, User: null })).statusCode).toBe(404);
  });

  it('in bulk: all entries of the project or none', async () => {
    const p = await project('Sammelzuweisung');
    const other = await project('Sammel anderes');
    const mine = [await addPoint(w.user, { Layer: p.plain }), await addPoint(w.user, { Layer: p.plain })];
    const foreign = await addPoint(w.user, { Layer: other.plain });
    const refused = await w.owner.post(bulkUrl(p.id), { Points: [mine[0]!.ID, foreign.ID], Department: null, User: p.erikaId });
    expect(refused.statusCode).toBe(400);
    german(refused);
    for (const body of [{ Points: [], Department: null, User: null }, { Points: Array.from({ length: 501 }, () => UNKNOWN_ID), Department: null, User: null }]) {
      expect((await w.owner.post(bulkUrl(p.id), body)).statusCode).toBe(400);
    }
    expect(await t.db.selectFrom('points').select('id').where('assigned_user_id', '=', p.erikaId).execute()).toEqual([]);
    const res = await w.member.post(bulkUrl(p.id), { Points: mine.map((m) => m.ID), Department: null, User: p.erikaId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Count: 2 });
    await delivered();
    const mail = await peer.waitForMail(await emailOf(p.erikaId));
    expect(mail.subject).toContain('und ein weiterer Eintrag');
    expect((await t.db.selectFrom('points').select('id').where('assigned_user_id', '=', p.erikaId).execute()).length).toBe(2);
  });
});

describe('routing rules', () => {
  it('assign a new entry by category (with sub-categories) and by area; the first matching rule wins; the author hears nothing', async () => {
    const p = await project('Regeln');
    const { Departments: deps } = await putDepartments(w.owner, p.id, [{ Name: 'Wasserbehörde', Members: [p.erikaId] }, { Name: 'Innenstadt', Members: [w.userIds.member] }]);
    const water = deps.find((d) => d.Name === 'Wasserbehörde')!;
    const town = deps.find((d) => d.Name === 'Innenstadt')!;
    const rules: RoutingRules = { Rules: [
      { Layer: p.water, Category: 'Wasser', Area: null, Department: water.ID, User: null },
      { Layer: null, Category: null, Area: SQUARE as RoutingRules['Rules'][number]['Area'], Department: town.ID, User: null },
      { Layer: p.plain, Category: null, Area: null, Department: null, User: w.userIds.owner },
    ] };
    const put = await w.owner.put(rulesUrl(p.id), rules);
    expect(put.statusCode, put.body).toBe(200);
    expect((await w.member.get(rulesUrl(p.id))).json()).toEqual(rules);
    const assigned = async (id: string) => t.db.selectFrom('points').select(['assigned_department_id', 'assigned_user_id']).where('id', '=', id).executeTakeFirstOrThrow();
    // Sub-category „Trueb“ of „Wasser“, inside the square too: the first rule wins.
    const trueb = await addPoint(w.user, { Layer: p.water, Latitude: 51.3, Longitude: 9.5, Attributes: validAnswers('Trueb') });
    expect(await assigned(trueb.ID)).toEqual({ assigned_department_id: water.ID, assigned_user_id: null });
    // „Fische“ inside the square: the area rule.
    const fish = await addPoint(w.user, { Layer: p.water, Latitude: 51.3, Longitude: 9.5, Attributes: validAnswers('Fische') });
    expect(await assigned(fish.ID)).toEqual({ assigned_department_id: town.ID, assigned_user_id: null });
    // „Fische“ outside the square: no rule.
    const outside = await addPoint(w.user, { Layer: p.water, Latitude: 52.0, Longitude: 10.0, Attributes: validAnswers('Fische') });
    expect(await assigned(outside.ID)).toEqual({ assigned_department_id: null, assigned_user_id: null });
    // The plain map outside the square: the owner; written by the owner, no mail to them.
    const ownerMail = await emailOf(w.userIds.owner);
    const before = peer.mailsTo(ownerMail).filter((m) => (m.subject ?? '').startsWith('Zuständigkeit')).length;
    const own = await addPoint(w.owner, { Layer: p.plain, Latitude: 52.0, Longitude: 10.0 });
    expect(await assigned(own.ID)).toEqual({ assigned_department_id: null, assigned_user_id: w.userIds.owner });
    await delivered();
    await peer.waitForMail(await emailOf(p.erikaId));
    expect(peer.mailsTo(ownerMail).filter((m) => (m.subject ?? '').startsWith('Zuständigkeit')).length).toBe(before);
    // Automatic assignments are not in the audit log: nobody chose them.
    expect(await t.db.selectFrom('audit_log').select('id').where('action', '=', 'point.assign').where('workspace_id', '=', p.id).execute()).toEqual([]);
  });

  it('refuse bad rules in German with nothing changed', async () => {
    const p = await project('Regeln falsch');
    const other = await project('Regeln anderes');
    const { Departments: [d] } = await putDepartments(w.owner, p.id, [{ Name: 'Amt', Members: [] }]);
    const ok = { Layer: p.water, Category: 'Wasser', Area: null, Department: d!.ID, User: null };
    expect((await w.owner.put(rulesUrl(p.id), { Rules: [ok] })).statusCode).toBe(200);
    const open = { type: 'Polygon', coordinates: [[[9.4, 51.2], [9.6, 51.2], [9.6, 51.4], [9.4, 51.4]]] };
    const far = { type: 'Polygon', coordinates: [[[190, 51.2], [9.6, 51.2], [9.6, 51.4], [190, 51.2]]] };
    const huge = { type: 'Polygon', coordinates: [[...Array.from({ length: 2001 }, (_, i) => [9 + i / 10000, 51 + (i % 2) / 100]), [9, 51]]] };
    const rules = [
      { ...ok, Department: null },
      { ...ok, Layer: other.water },
      { ...ok, Category: 'Feuer' },
      { ...ok, Layer: null },
      { ...ok, Area: open }, { ...ok, Area: far }, { ...ok, Area: huge }, { ...ok, Area: { type: 'Point', coordinates: [9, 51] } },
      { ...ok, User: w.userIds.outsider },
      { ...ok, Department: UNKNOWN_ID },
    ];
    for (const rule of rules) {
      const res = await w.owner.put(rulesUrl(p.id), { Rules: [rule] });
      expect(res.statusCode, JSON.stringify(rule).slice(0, 120)).toBe(400);
      german(res);
    }
    expect((await w.owner.put(rulesUrl(p.id), { Rules: Array.from({ length: 101 }, () => ok) })).statusCode).toBe(400);
    expect((await w.owner.get(rulesUrl(p.id))).json()).toEqual({ Rules: [ok] });
  });
});

describe('what the public sees', () => {
  it('the department\'s name only when the project shows it, never the person', async () => {
    const p = await project('Öffentlich');
    const { Departments: [d] } = await putDepartments(w.owner, p.id, [{ Name: 'Tiefbauamt', Members: [p.erikaId] }]);
    const point = await addPoint(w.user, { Layer: p.plain });
    await w.owner.put(assignUrl(point.ID), { Department: d!.ID, User: p.erikaId });
    const seen = async (client: TestClient) => (await client.get(`${API}/gis/point/${point.ID}`)).json() as Point & Record<string, unknown>;
    for (const client of [w.anon, w.user]) {
      const hidden = await seen(client);
      expect(hidden.Department).toBeUndefined();
      expect(hidden.Assignment).toBeUndefined();
      expect(hidden.CanAssign).toBe(false);
    }
    await putDepartments(w.owner, p.id, [{ ID: d!.ID, Name: 'Tiefbauamt', Members: [p.erikaId] }], true);
    for (const client of [w.anon, w.user]) {
      const shown = await seen(client);
      expect(shown.Department).toBe('Tiefbauamt');
      expect(shown.Assignment).toBeUndefined();
      expect(JSON.stringify(shown)).not.toContain('Erika');
    }
    // The lists never carry it.
    const list = await w.anon.get(`${API}/gis/points/${p.plain}`);
    expect(list.body).not.toContain('Tiefbauamt');
  });
});

describe('inbox and team', () => {
  it('filters `mir` (mine and my departments\', with their comments) and `ohne`, and names the assignment on each row', async () => {
    const p = await project('Eingang');
    const { Departments: [d] } = await putDepartments(w.owner, p.id, [{ Name: 'Tiefbauamt', Members: [p.erikaId] }]);
    const toDept = await addPoint(w.user, { Layer: p.plain });
    const toErika = await addPoint(w.user, { Layer: p.plain });
    const toMember = await addPoint(w.user, { Layer: p.plain });
    const nobody = await addPoint(w.user, { Layer: p.plain });
    await w.owner.put(assignUrl(toDept.ID), { Department: d!.ID, User: null });
    await w.owner.put(assignUrl(toErika.ID), { Department: null, User: p.erikaId });
    await w.owner.put(assignUrl(toMember.ID), { Department: d!.ID, User: w.userIds.member });
    const comment = await w.user.post(`${API}/gis/comment`, { PointID: toDept.ID, Text: 'Bitte bald reparieren.' });
    expect(comment.statusCode, comment.body).toBe(200);
    const inbox = async (client: TestClient, filter: string) => {
      const res = await client.get(`${API}/gis/workspace/${p.id}/inbox?filter=${filter}&pageSize=50`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as InboxPage;
    };
    const mine = await inbox(p.erika, 'mir');
    expect(mine.Rows.map((r) => `${r.Kind}:${r.PointID}`).sort()).toEqual(
      [`entry:${toDept.ID}`, `entry:${toErika.ID}`, `entry:${toMember.ID}`, `comment:${toDept.ID}`].sort());
    expect(mine.Rows.find((r) => r.Kind === 'entry' && r.PointID === toMember.ID)!.Assigned).toEqual({ Department: 'Tiefbauamt', User: 'Mitglied' });
    expect((await inbox(w.member, 'mir')).Rows.map((r) => r.PointID)).toEqual([toMember.ID]);
    expect((await inbox(w.owner, 'ohne')).Rows.map((r) => r.PointID)).toEqual([nobody.ID]);
    expect((await inbox(w.owner, 'ohne')).Rows[0]!.Assigned).toEqual({ Department: null, User: null });
    expect((await w.owner.get(`${API}/gis/workspace/${p.id}/inbox?filter=meins`)).statusCode).toBe(400);
  });

  it('someone who leaves the team leaves its departments and entries', async () => {
    const p = await project('Verlassen');
    const { Departments: [d] } = await putDepartments(w.owner, p.id, [{ Name: 'Amt', Members: [p.erikaId, w.userIds.member] }]);
    const point = await addPoint(w.user, { Layer: p.plain });
    await w.owner.put(assignUrl(point.ID), { Department: d!.ID, User: p.erikaId });
    const removed = await w.owner.post(`${API}/gis/workspaceacl/remove/${p.id}`, { ID: p.erikaId });
    expect(removed.statusCode, removed.body).toBe(200);
    const after = (await w.owner.get(departmentsUrl(p.id))).json() as Departments;
    expect(after.Departments[0]!.Members.map((m) => m.ID)).toEqual([w.userIds.member]);
    expect(after.Team.map((m) => m.ID)).not.toContain(p.erikaId);
    expect(((await w.owner.get(`${API}/gis/point/${point.ID}`)).json() as Point).Assignment).toEqual({ Department: { ID: d!.ID, Name: 'Amt' }, User: null });
    const res = await w.owner.put(assignUrl(point.ID), { Department: null, User: p.erikaId });
    expect(res.statusCode).toBe(400);
  });
});

describe('rights by role on an assigned entry', () => {
  it('the assignee, a member of its department and another team member may do the same; a citizen 403, a visitor 401', async () => {
    const p = await project('Rollen');
    // Erika is the assignee in person; the member is in the department; the owner is on the team only.
    const { Departments: [tief] } = await putDepartments(w.owner, p.id, [{ Name: 'Tiefbauamt', Members: [p.erikaId, w.userIds.member] }]);
    const point = await addPoint(w.outsider, { Layer: p.water, Attributes: validAnswers() });
    expect((await w.owner.put(assignUrl(point.ID), { Department: tief!.ID, User: p.erikaId })).statusCode).toBe(200);
    const actors = { assignee: p.erika, departmentMember: w.member, otherTeamMember: w.owner, citizen: w.user, anonymous: w.anon } as const;
    const calls: [string, (c: TestClient) => Promise<{ statusCode: number }>][] = [
      ['assign', (c) => c.put(assignUrl(point.ID), { Department: tief!.ID, User: p.erikaId })],
      ['bulk assign', (c) => c.post(bulkUrl(p.id), { Points: [point.ID], Department: tief!.ID, User: p.erikaId })],
      ['respond', (c) => c.put(`${API}/gis/point/${point.ID}/response`, { Status: 'pruefung', Note: '', Answer: '', InternalNote: 'Angesehen.' })],
      ['inbox mine', (c) => c.get(`${API}/gis/workspace/${p.id}/inbox?filter=mir`)],
      ['departments', (c) => c.get(departmentsUrl(p.id))],
      ['routing rules', (c) => c.get(rulesUrl(p.id))],
      ['deadlines', (c) => c.get(`${API}/gis/workspace/${p.id}/deadlines`)],
      ['figures', (c) => c.get(`${API}/gis/workspace/${p.id}/figures`)],
    ];
    const got: Record<string, Record<string, number>> = {};
    for (const [name, call] of calls) {
      got[name] = {};
      for (const [actor, client] of Object.entries(actors)) got[name]![actor] = (await call(client)).statusCode;
    }
    const expected = { assignee: 200, departmentMember: 200, otherTeamMember: 200, citizen: 403, anonymous: 401 };
    expect(got).toEqual(Object.fromEntries(calls.map(([name]) => [name, expected])));
    // What each sees of the responsibility on the entry: the team both names, the citizen (the
    // project does not show it) nothing.
    for (const client of [p.erika, w.member, w.owner]) {
      expect(((await client.get(`${API}/gis/point/${point.ID}`)).json() as Point).Assignment?.User?.ID).toBe(p.erikaId);
    }
    const publicView = (await w.user.get(`${API}/gis/point/${point.ID}`)).json() as Point;
    expect([publicView.Assignment, publicView.Department, publicView.CanAssign]).toEqual([undefined, undefined, false]);
  });
});
