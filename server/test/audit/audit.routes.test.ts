import { parse } from 'csv-parse/sync';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_TEXT_MAX_LENGTH, DEFAULT_STATUSES, type AuditEntry, type AuditPage, type Layer } from '@mitmachkarte/contract';
import { adminId, sessionFor, userWith } from '../admin-fixtures.js';
import { TestClient } from '../client.js';
import { createUser } from '../factories.js';
import { API, addPoint, openPointsWorld, type PointsWorld } from '../points-fixtures.js';
import type { TestApp } from '../test-app.js';

/** The audit log (docs/product.md §16.4): every change of managers and administrators to others'
 *  content or rights writes exactly one entry in the transaction of the change, a refused change
 *  none; managers read their workspace's log, holders of `admin` everything, page by page and as
 *  CSV. */
let t: TestApp;
let w: PointsWorld;
let admin: TestClient;
beforeAll(async () => {
  ({ t, w } = await openPointsWorld());
  admin = await sessionFor(t, await adminId(t));
}, 60_000);
afterAll(async () => t?.close());

const ok = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const auditIds = async () => new Set((await t.db.selectFrom('audit_log').select('id').execute()).map((r) => r.id));

/** Runs `act` and answers the audit entries it wrote, as the administrator reads them. */
async function entriesOf(act: () => Promise<unknown>): Promise<AuditEntry[]> {
  const before = await auditIds();
  await act();
  const page = ok(await admin.get(`${API}/admin/audit?pageSize=200`)) as AuditPage;
  return page.Entries.filter((e) => !before.has(e.ID));
}
/** Runs `act`, expects exactly one new entry and answers it. */
async function oneEntry(act: () => Promise<unknown>): Promise<AuditEntry> {
  const entries = await entriesOf(act);
  expect(entries, JSON.stringify(entries)).toHaveLength(1);
  return entries[0]!;
}
/** Runs `act`, which must answer `status`, and expects no new entry. */
async function noEntry(status: number, act: () => Promise<LightMyRequestResponse>) {
  const entries = await entriesOf(async () => expect((await act()).statusCode).toBe(status));
  expect(entries).toEqual([]);
}

describe('entries of the managers\' changes', () => {
  it('a status change: who, what, which workspace, the labels before and after and the note', async () => {
    const p = await addPoint(w.anon, { Layer: w.layers.plain });
    const entry = await oneEntry(async () => ok(await w.member.put(`${API}/gis/point/${p.ID}/status`, { Status: 'pruefung', Note: 'Wird geprüft.' })));
    expect(entry).toEqual({
      ID: expect.any(String), At: expect.any(String), By: 'Mitglied', Action: 'point.status', TargetType: 'point', TargetID: p.ID,
      Workspace: w.workspaces.pub, Summary: 'Status von „Neu“ auf „In Prüfung“ geändert', Before: 'Status: Neu', After: 'Status: In Prüfung; Notiz: Wird geprüft.',
    });
    const row = await t.db.selectFrom('audit_log').selectAll().where('id', '=', entry.ID).executeTakeFirstOrThrow();
    expect(row.user_id).toBe(w.userIds.member);
    expect(row.created_at).toBe(entry.At);
  });

  it('a change, deletion and restoring of a point; a change that changes nothing writes none', async () => {
    const p = await addPoint(w.anon, { Layer: w.layers.plain });
    const changed = await oneEntry(async () => ok(await w.owner.put(`${API}/gis/point/${p.ID}`, { Latitude: 51.4, Longitude: 9.47, Attributes: {} })));
    expect(changed).toMatchObject({ Action: 'point.update', TargetID: p.ID, Workspace: w.workspaces.pub, By: 'Eigentümerin',
      Summary: 'Punkt geändert: Lage', Before: 'Lage: 51.3, 9.47', After: 'Lage: 51.4, 9.47' });
    await noEntry(200, () => w.owner.put(`${API}/gis/point/${p.ID}`, { Latitude: 51.4, Longitude: 9.47, Attributes: {} }));
    expect(await oneEntry(async () => ok(await w.owner.delete(`${API}/gis/point/${p.ID}`))))
      .toMatchObject({ Action: 'point.delete', TargetID: p.ID, Summary: 'Punkt gelöscht', Before: 'Lage: 51.4, 9.47', After: '' });
    expect(await oneEntry(async () => ok(await w.member.post(`${API}/gis/point/${p.ID}/restore`))))
      .toMatchObject({ Action: 'point.restore', By: 'Mitglied', Summary: 'Punkt wiederhergestellt', After: 'Lage: 51.4, 9.47' });
  });

  it('names the changed answers of a point', async () => {
    const answers = { category: { DataType: 'category', Value: 'Klar' }, Titel: { DataType: 'text', Value: 'Frosch' }, Art: { DataType: 'single', Value: 'selten' } };
    const p = await addPoint(w.anon, { Layer: w.layers.open, Attributes: answers });
    const entry = await oneEntry(async () => ok(await w.owner.put(`${API}/gis/point/${p.ID}`, {
      Latitude: 51.3, Longitude: 9.47, Attributes: { ...answers, Titel: { DataType: 'text', Value: 'Kröte' }, Gesehen: { DataType: 'boolean', Value: true } },
    })));
    expect(entry).toMatchObject({ Summary: 'Punkt geändert: Titel, Gesehen', Before: 'Titel: Frosch', After: 'Titel: Kröte; Gesehen: ja' });
  });

  it('a manager deleting someone else\'s comment; the author deleting their own writes none', async () => {
    const p = await addPoint(w.anon, { Layer: w.layers.plain });
    const comment = ok(await w.user.post(`${API}/gis/comment`, { PointID: p.ID, Text: 'Unsinn' })) as { ID: string };
    expect(await oneEntry(async () => ok(await w.owner.delete(`${API}/gis/comment/${comment.ID}`))))
      .toMatchObject({ Action: 'comment.delete', TargetType: 'comment', TargetID: comment.ID, Workspace: w.workspaces.pub, Summary: 'Kommentar gelöscht', Before: 'Unsinn' });
    const own = ok(await w.user.post(`${API}/gis/comment`, { PointID: p.ID, Text: 'Meins' })) as { ID: string };
    await noEntry(200, () => w.user.delete(`${API}/gis/comment/${own.ID}`));
  });

  it('changes of the access list; adding a member again writes none', async () => {
    const anna = await createUser(t.db, { name: 'Anna', email: 'anna@example.org' });
    expect(await oneEntry(async () => ok(await w.owner.post(`${API}/gis/workspaceacl/add/${w.workspaces.pub}`, { Email: 'anna@example.org' })))).toMatchObject({
      Action: 'acl.add', TargetType: 'user', TargetID: anna.id, Workspace: w.workspaces.pub, Summary: 'Team geändert: +anna@example.org', After: 'Anna (anna@example.org)',
    });
    await noEntry(200, () => w.owner.post(`${API}/gis/workspaceacl/add/${w.workspaces.pub}`, { Email: 'anna@example.org' }));
    expect(await oneEntry(async () => ok(await w.owner.post(`${API}/gis/workspaceacl/remove/${w.workspaces.pub}`, { ID: anna.id })))).toMatchObject({
      Action: 'acl.remove', Summary: 'Team geändert: -anna@example.org', Before: 'Anna (anna@example.org)', After: '',
    });
  });

  it('a workspace\'s change, transfer and deletion; its entries outlive it', async () => {
    const ws = ok(await w.owner.post(`${API}/gis/workspace`, { Name: 'Vergänglich', Public: false, Editable: false })) as { ID: string };
    expect(await oneEntry(async () => ok(await w.owner.put(`${API}/gis/workspace/${ws.ID}`, { Name: 'Vergänglich', Public: true, Editable: false })))).toMatchObject({
      Action: 'workspace.update', TargetID: ws.ID, Workspace: ws.ID, Summary: 'Projekt „Vergänglich“ geändert: Öffentlich', Before: 'Öffentlich: nein', After: 'Öffentlich: ja',
    });
    const heir = await createUser(t.db, { name: 'Erbin', email: 'erbin@example.org' });
    expect(await oneEntry(async () => ok(await w.owner.post(`${API}/gis/workspace/${ws.ID}/transfer`, { Email: heir.email })))).toMatchObject({
      Action: 'workspace.transfer', Summary: 'Projekt „Vergänglich“ an „Erbin“ übertragen',
      Before: `Eigentümer: Eigentümerin (${(await t.db.selectFrom('users').select('email').where('id', '=', w.userIds.owner).executeTakeFirstOrThrow()).email})`,
      After: 'Eigentümer: Erbin (erbin@example.org)',
    });
    const heirClient = await sessionFor(t, heir.id);
    expect(await oneEntry(async () => ok(await heirClient.delete(`${API}/gis/workspace/${ws.ID}`)))).toMatchObject({
      Action: 'workspace.delete', By: 'Erbin', Workspace: ws.ID, Summary: 'Projekt „Vergänglich“ gelöscht', Before: 'Name: Vergänglich; Öffentlich: ja; Editierbar: nein',
    });
    // Its log is gone with it for its former managers, but administrators still read it.
    expect((await heirClient.get(`${API}/gis/audit/${ws.ID}`)).statusCode).toBe(404);
    const kept = ok(await admin.get(`${API}/admin/audit?workspace=${ws.ID}`)) as AuditPage;
    expect(kept.Entries.map((e) => e.Action)).toEqual(['workspace.delete', 'workspace.transfer', 'workspace.update']);
    expect(kept.Total).toBe(3);
  });

  it('a layer\'s statuses and questionnaire, and its deletion', async () => {
    const layer = ok(await w.owner.post(`${API}/gis/layer`, { Workspace: w.workspaces.pub, Name: 'Protokolliert', Public: true, Editable: true })) as Layer;
    const body = { Name: 'Protokolliert', Public: true, Editable: true, Schema: layer.Schema };
    const Statuses = DEFAULT_STATUSES.filter((s) => s.Key !== 'abgelehnt');
    expect(await oneEntry(async () => ok(await w.member.put(`${API}/gis/layer/${layer.ID}`, { ...body, Statuses })))).toMatchObject({
      Action: 'layer.update', TargetType: 'layer', TargetID: layer.ID, Workspace: w.workspaces.pub, Summary: 'Karte „Protokolliert“ geändert: Status',
      Before: 'Status: Neu, In Prüfung, In Bearbeitung, Umgesetzt, Abgelehnt', After: 'Status: Neu, In Prüfung, In Bearbeitung, Umgesetzt',
    });
    const Schema = { Schema: [{ Name: 'Titel', DataType: 'text' }], Categories: [{ Name: 'Laerm', Label: 'Lärm' }] };
    expect(await oneEntry(async () => ok(await w.member.put(`${API}/gis/layer/${layer.ID}`, { ...body, Schema })))).toMatchObject({
      Summary: 'Karte „Protokolliert“ geändert: Fragebogen, Kategorien', Before: 'Fragebogen: –; Kategorien: –', After: 'Fragebogen: Titel; Kategorien: Lärm',
    });
    await noEntry(200, () => w.member.put(`${API}/gis/layer/${layer.ID}`, { ...body, Schema }));
    expect(await oneEntry(async () => ok(await w.owner.delete(`${API}/gis/layer/${layer.ID}`)))).toMatchObject({
      Action: 'layer.delete', Summary: 'Karte „Protokolliert“ gelöscht', Before: 'Name: Protokolliert; Fragebogen: Titel; Kategorien: Lärm',
    });
  });
});

describe('entries of the administrators\' changes', () => {
  it('users: created, changed (groups, activated), sessions ended, two-factor login off, deleted; never a password', async () => {
    const group = ok(await admin.post(`${API}/admin/group`, { Name: 'Redaktion', Permissions: [{ Name: 'project' }] })) as { ID: string };
    let id = '';
    const created = await oneEntry(async () => {
      id = (ok(await admin.post(`${API}/admin/user`, { Name: 'Bert', Email: 'bert@example.org', Password: 'Fluss-Ufer-123', Active: false })) as { ID: string }).ID;
    });
    expect(created).toMatchObject({ Action: 'user.create', TargetType: 'user', TargetID: id, Workspace: null, By: 'Administrator',
      Summary: 'Benutzer „Bert“ angelegt', After: 'E-Mail: bert@example.org; Aktiv: nein; Gruppen: –' });
    const edit = { Name: 'Bert', Email: 'bert@example.org', Active: true, Groups: [{ ID: group.ID }], Attributes: [], Password: 'Neues-Ufer-456' };
    const activated = await oneEntry(async () => ok(await admin.put(`${API}/admin/user/${id}`, edit)));
    expect(activated).toMatchObject({ Action: 'user.activate', Summary: 'Benutzer „Bert“ aktiviert, geändert: Gruppen, Passwort',
      Before: 'Aktiv: nein; Gruppen: –', After: 'Aktiv: ja; Gruppen: Redaktion; Passwort: neu gesetzt' });
    expect(await oneEntry(async () => ok(await admin.put(`${API}/admin/user/${id}`, { ...edit, Password: '', Active: false }))))
      .toMatchObject({ Action: 'user.deactivate', Summary: 'Benutzer „Bert“ deaktiviert' });
    expect(await oneEntry(async () => ok(await admin.delete(`${API}/admin/user/${id}/sessions`))))
      .toMatchObject({ Action: 'user.sessions_end', Summary: 'Alle Sitzungen von „Bert“ beendet' });
    expect(await oneEntry(async () => ok(await admin.delete(`${API}/admin/user/${id}/mfa`))))
      .toMatchObject({ Action: 'user.mfa_reset', Summary: 'Zwei-Faktor-Anmeldung von „Bert“ ausgeschaltet' });
    expect(await oneEntry(async () => ok(await admin.delete(`${API}/admin/user/${id}`))))
      .toMatchObject({ Action: 'user.delete', TargetID: id, Summary: 'Benutzer „Bert“ gelöscht', Before: 'Name: Bert', After: 'Beiträge: ohne Autor behalten' });
    const stored = JSON.stringify(await t.db.selectFrom('audit_log').selectAll().execute());
    for (const secret of ['Fluss-Ufer-123', 'Neues-Ufer-456', 'scrypt$']) expect(stored).not.toContain(secret);
  });

  it('groups and their permissions', async () => {
    let id = '';
    expect(await oneEntry(async () => {
      id = (ok(await admin.post(`${API}/admin/group`, { Name: 'Prüfer', Permissions: [{ Name: 'project' }] })) as { ID: string }).ID;
    })).toMatchObject({ Action: 'group.create', TargetType: 'group', TargetID: id, Workspace: null, Summary: 'Gruppe „Prüfer“ angelegt', After: 'Berechtigungen: project' });
    expect(await oneEntry(async () => ok(await admin.put(`${API}/admin/group/${id}`, { Name: 'Prüfer', Permissions: [{ Name: 'project' }, { Name: 'orgmanager' }] }))))
      .toMatchObject({ Action: 'group.update', Summary: 'Gruppe „Prüfer“ geändert: Berechtigungen', Before: 'Berechtigungen: project', After: 'Berechtigungen: orgmanager, project' });
    expect(await oneEntry(async () => ok(await admin.delete(`${API}/admin/group/${id}`))))
      .toMatchObject({ Action: 'group.delete', Summary: 'Gruppe „Prüfer“ gelöscht', Before: 'Berechtigungen: orgmanager, project' });
  });

  it('organisations', async () => {
    let id = '';
    expect(await oneEntry(async () => {
      id = (ok(await admin.post(`${API}/admin/organisation`, { Host: 'stadt.example.org' })) as { ID: string }).ID;
    })).toMatchObject({ Action: 'organisation.create', TargetType: 'organisation', TargetID: id, Summary: 'Organisation „stadt.example.org“ angelegt' });
    const Config = { Title: 'Stadt', Menu: [], Other: { kontakt_email: 'info@stadt.example.org' } };
    expect(await oneEntry(async () => ok(await admin.put(`${API}/admin/organisation/${id}`, { Host: 'stadt.example.org', Config })))).toMatchObject({
      Action: 'organisation.update', Summary: 'Organisation „stadt.example.org“ geändert: Titel, Einstellung kontakt_email',
      After: 'Titel: Stadt; Einstellung kontakt_email: info@stadt.example.org',
    });
    expect(await oneEntry(async () => ok(await admin.delete(`${API}/admin/organisation/${id}`))))
      .toMatchObject({ Action: 'organisation.delete', Summary: 'Organisation „stadt.example.org“ gelöscht' });
  });
});

describe('refused and failed changes', () => {
  it('write no entry', async () => {
    const p = await addPoint(w.anon, { Layer: w.layers.plain });
    await noEntry(400, () => w.owner.put(`${API}/gis/point/${p.ID}/status`, { Status: 'gibtsnicht' }));
    await noEntry(403, () => w.user.put(`${API}/gis/point/${p.ID}/status`, { Status: 'pruefung' }));
    await noEntry(409, () => w.owner.post(`${API}/gis/point/${p.ID}/restore`));
    await noEntry(404, () => w.owner.post(`${API}/gis/workspaceacl/remove/${w.workspaces.pub}`, { ID: w.userIds.outsider }));
    ok(await w.owner.put(`${API}/gis/point/${p.ID}/status`, { Status: 'bearbeitung' }));
    const layer = ok(await w.owner.get(`${API}/gis/layer/${w.layers.plain}`)) as Layer;
    await noEntry(409, () => w.owner.put(`${API}/gis/layer/${w.layers.plain}`, {
      Name: layer.Name, Public: true, Editable: true, Schema: layer.Schema, Statuses: DEFAULT_STATUSES.filter((s) => s.Key !== 'bearbeitung'),
    }));
    await noEntry(409, () => admin.post(`${API}/admin/user`, { Name: 'Doppelt', Email: 'admin@example.org', Password: 'Fluss-Ufer-123' }));
    // The last holder of `admin` (docs/decisions/0003): the change is rolled back with its entry.
    const adminGroup = (await t.db.selectFrom('groups').select('id').where('name', '=', 'Administratoren').executeTakeFirstOrThrow()).id;
    await noEntry(409, () => admin.delete(`${API}/admin/group/${adminGroup}`));
  });
});

describe('reading the log', () => {
  it('managers read their workspace\'s log, not another\'s; administrators every one', async () => {
    const other = await userWith(t, ['project'], { name: 'Andere' });
    const privateB = (ok(await other.client.post(`${API}/gis/workspace`, { Name: 'B privat', Public: false, Editable: false })) as { ID: string }).ID;
    const publicB = (ok(await other.client.post(`${API}/gis/workspace`, { Name: 'B öffentlich', Public: true, Editable: false })) as { ID: string }).ID;
    ok(await other.client.put(`${API}/gis/workspace/${publicB}`, { Name: 'B öffentlich', Public: true, Editable: true }));

    const own = ok(await w.member.get(`${API}/gis/audit/${w.workspaces.pub}`)) as AuditPage;
    expect(own.Entries.length).toBeGreaterThan(0);
    expect(own.Entries.every((e) => e.Workspace === w.workspaces.pub)).toBe(true);
    expect(own.Total).toBe(Number((await t.db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).where('workspace_id', '=', w.workspaces.pub).executeTakeFirstOrThrow()).n));
    for (const [who, url, status] of [
      [w.member, `/gis/audit/${privateB}`, 404], [w.member, `/gis/audit/${publicB}`, 403], [w.member, `/gis/audit/${publicB}/csv`, 403],
      [w.user, `/gis/audit/${w.workspaces.pub}`, 403], [w.anon, `/gis/audit/${w.workspaces.pub}`, 401], [w.anon, `/gis/audit/${w.workspaces.priv}`, 404],
      [w.member, '/admin/audit', 403], [w.anon, '/admin/audit/csv', 401],
    ] as const) {
      const res = await who.get(`${API}${url}`);
      expect(res.statusCode, url).toBe(status);
      expect(typeof res.json().Message).toBe('string');
    }
    const b = ok(await admin.get(`${API}/gis/audit/${publicB}`)) as AuditPage;
    expect(b.Entries.map((e) => [e.Action, e.By])).toEqual([['workspace.update', 'Andere']]);
    expect((ok(await admin.get(`${API}/gis/audit/${privateB}`)) as AuditPage).Total).toBe(0);
  });

  it('administrators read everything, users, groups and organisations too; a user manager alone does not', async () => {
    const all = ok(await admin.get(`${API}/admin/audit?pageSize=200`)) as AuditPage;
    const count = Number((await t.db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(all.Total).toBe(count);
    expect(all.Entries.some((e) => e.Workspace === null && e.TargetType === 'user')).toBe(true);
    expect(all.Entries.some((e) => e.Workspace === w.workspaces.pub)).toBe(true);
    const usermanager = await userWith(t, ['usermanager']);
    expect((await usermanager.client.get(`${API}/admin/audit`)).statusCode).toBe(403);
    const onlyAdmin = await userWith(t, ['admin']);
    expect((ok(await onlyAdmin.client.get(`${API}/admin/audit?pageSize=1`)) as AuditPage).Total).toBe(count);
    expect((ok(await onlyAdmin.client.get(`${API}/gis/audit/${w.workspaces.priv}`)) as AuditPage).Total).toBeGreaterThanOrEqual(0);
  });

  it('pages newest first with the total; a page past the last is empty', async () => {
    const ws = (ok(await w.owner.post(`${API}/gis/workspace`, { Name: 'Seiten', Public: false, Editable: false })) as { ID: string }).ID;
    const layer = (ok(await w.owner.post(`${API}/gis/layer`, { Workspace: ws, Name: 'Seiten', Public: true, Editable: true })) as { ID: string }).ID;
    const p = await addPoint(w.owner, { Layer: layer });
    const keys = ['pruefung', 'bearbeitung', 'umgesetzt', 'neu', 'abgelehnt'];
    for (const Status of keys) ok(await w.owner.put(`${API}/gis/point/${p.ID}/status`, { Status }));
    const page = async (n: number) => ok(await w.owner.get(`${API}/gis/audit/${ws}?page=${n}&pageSize=2`)) as AuditPage;
    const pages = [await page(1), await page(2), await page(3), await page(4)];
    expect(pages.map((x) => x.Total)).toEqual([5, 5, 5, 5]);
    expect(pages.map((x) => x.Entries.length)).toEqual([2, 2, 1, 0]);
    const summaries = pages.flatMap((x) => x.Entries.map((e) => e.After));
    expect(summaries).toEqual(['Status: Abgelehnt', 'Status: Neu', 'Status: Umgesetzt', 'Status: In Bearbeitung', 'Status: In Prüfung']);
    expect((ok(await w.owner.get(`${API}/gis/audit/${ws}`)) as AuditPage).Entries).toHaveLength(5);
  });

  it('cuts long Before and After texts to 500 characters', async () => {
    const p = await addPoint(w.anon, { Layer: w.layers.plain });
    const entry = await oneEntry(async () => ok(await w.owner.put(`${API}/gis/point/${p.ID}/status`, { Status: 'pruefung', Note: 'x'.repeat(2000) })));
    expect(entry.After).toHaveLength(AUDIT_TEXT_MAX_LENGTH);
    expect(entry.After.endsWith('…')).toBe(true);
  });

  it('keeps the name of an author whose account is deleted', async () => {
    const helper = await createUser(t.db, { name: 'Aushilfe' });
    await t.db.insertInto('workspace_acl').values({ workspace_id: w.workspaces.pub, user_id: helper.id, created_at: new Date().toISOString() }).execute();
    const client = await sessionFor(t, helper.id);
    const p = await addPoint(w.anon, { Layer: w.layers.plain });
    const entry = await oneEntry(async () => ok(await client.put(`${API}/gis/point/${p.ID}/status`, { Status: 'umgesetzt' })));
    ok(await admin.delete(`${API}/admin/user/${helper.id}`));
    const row = await t.db.selectFrom('audit_log').selectAll().where('id', '=', entry.ID).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: null, user_name: 'Aushilfe' });
  });
});

describe('CSV', () => {
  it('opens with a byte order mark, splits by semicolons, neutralises formulas and is an attachment', async () => {
    const p = await addPoint(w.anon, { Layer: w.layers.plain });
    const comment = ok(await w.user.post(`${API}/gis/comment`, { PointID: p.ID, Text: '=HYPERLINK("http://example.org";"klick")' })) as { ID: string };
    ok(await w.owner.delete(`${API}/gis/comment/${comment.ID}`));
    const res = await w.member.get(`${API}/gis/audit/${w.workspaces.pub}/csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Protokoll_Oeffentlich.csv"');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = res.rawPayload.toString('utf8');
    expect(text.slice(1).split('\r\n')[0]).toBe('ID;At;By;Action;TargetType;TargetID;Workspace;Summary;Before;After');
    const records = parse(text, { bom: true, delimiter: ';', columns: true }) as Record<string, string>[];
    const page = ok(await w.member.get(`${API}/gis/audit/${w.workspaces.pub}?pageSize=200`)) as AuditPage;
    expect(records).toHaveLength(page.Total);
    expect(records.map((r) => r.ID)).toEqual(page.Entries.map((e) => e.ID));
    expect(records[0]).toMatchObject({ Action: 'comment.delete', Workspace: w.workspaces.pub, Before: '\'=HYPERLINK("http://example.org";"klick")' });
    expect(records[0]!.At).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('of the whole log for administrators, optionally of one workspace', async () => {
    const res = await admin.get(`${API}/admin/audit/csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Protokoll.csv"');
    const records = parse(res.rawPayload, { bom: true, delimiter: ';', columns: true }) as Record<string, string>[];
    const count = Number((await t.db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(records).toHaveLength(count);
    expect(records.some((r) => r.Workspace === '')).toBe(true);
    const one = parse((await admin.get(`${API}/admin/audit/csv?workspace=${w.workspaces.pub}`)).rawPayload, { bom: true, delimiter: ';', columns: true }) as Record<string, string>[];
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((r) => r.Workspace === w.workspaces.pub)).toBe(true);
  });
});
