import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Departments } from '@mitmachkarte/contract';
import { sendOverdueReminders } from '../../src/modules/team-notifications/team-reminders.service.js';
import { digestSlot } from '../../src/modules/team-notifications/team-digest-slot.js';
import { TestClient } from '../client.js';
import { addToAccessList, createUser } from '../factories.js';
import { API, addPoint, createPointsWorld, type PointsWorld } from '../points-fixtures.js';
import { SmtpPeer } from '../smtp-peer.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** The daily reminder of overdue entries to whom they are assigned (docs/product.md §16.11), through
 *  the real outbox and SMTP peer: only overdue entries, only to their assignees (the person, else
 *  the department's members), once a day across runs, again the next day while still overdue,
 *  never to someone who turned the project's team mails off. */
let peer: SmtpPeer;
let t: TestApp;
let w: PointsWorld;
const DAY_MS = 24 * 3600_000;

beforeAll(async () => {
  peer = await SmtpPeer.start();
  t = await createTestApp({ env: { SMTP_URL: peer.url, PUBLIC_URL: 'https://karte.example.org' }, rateLimits: { anonPointsPerHour: 1000, anonPointsPerLayerHour: 1000 } });
  w = await createPointsWorld(t);
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

const TITLE_SCHEMA = { Categories: [], Schema: [{ Name: 'Titel', DataType: 'text', Question: 'Titel?', Optional: true }] };
const entry = (title: string) => ({ Attributes: { Titel: { DataType: 'text', Value: title } } });
const emailOf = async (id: string) => (await t.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;
const run = async (now: Date) => {
  const n = await sendOverdueReminders(t.db, t.app.notificationDeps, now);
  await t.app.mailOutbox.drain();
  return n;
};
const reminders = (address: string, project: string) => peer.mailsTo(address).filter((m) => (m.subject ?? '').startsWith('Erinnerung:') && (m.subject ?? '').includes(`„${project}“`));

describe('reminders of overdue entries', () => {
  it('reach the assignees of overdue entries only, once a day, and again the next day while still overdue', async () => {
    const name = 'Erinnerungen Brücken';
    const ws = (await w.owner.post(`${API}/gis/workspace`, { Name: name, Public: true, Editable: true })).json() as { ID: string };
    const layer = ((await w.owner.post(`${API}/gis/layer`, { Workspace: ws.ID, Name: 'Brücken', Public: true, Editable: true, Schema: TITLE_SCHEMA })).json() as { ID: string }).ID;
    await addToAccessList(t.db, ws.ID, w.userIds.member);
    const erika = await createUser(t.db, { name: `Erika ${name}` });
    await addToAccessList(t.db, ws.ID, erika.id);
    const quiet = await createUser(t.db, { name: `Still ${name}` });
    await addToAccessList(t.db, ws.ID, quiet.id);
    const quietClient = new TestClient(t.app);
    await quietClient.login(quiet.email, quiet.password);
    expect((await quietClient.put(`${API}/gis/workspace/${ws.ID}/team-notifications`, { Entries: 'nie', Reports: 'nie', Approvals: 'nie' })).statusCode).toBe(200);
    const deps = (await w.owner.put(`${API}/gis/workspace/${ws.ID}/departments`, {
      Departments: [{ Name: 'Tiefbauamt', Members: [erika.id, w.userIds.member, quiet.id] }], ShowDepartment: false,
    })).json() as Departments;
    const tief = deps.Departments[0]!.ID;
    expect((await w.owner.put(`${API}/gis/workspace/${ws.ID}/deadlines`, { FirstResponseDays: 2, CompletionDays: null })).statusCode).toBe(200);

    // The run's time: a minute after the latest 07:00 in Berlin; the old entries came 5 days before.
    const now = new Date(digestSlot('taeglich', new Date()).getTime() + 60_000);
    const old = new Date(now.getTime() - 5 * DAY_MS).toISOString();
    const make = async (title: string, assign: { Department: string | null; User: string | null } | null, createdAt: string) => {
      const p = await addPoint(w.user, { Layer: layer, ...entry(title) });
      if (assign) expect((await w.owner.put(`${API}/gis/point/${p.ID}/assignment`, assign)).statusCode).toBe(200);
      await t.db.updateTable('points').set({ created_at: createdAt }).where('id', '=', p.ID).execute();
      return p;
    };
    await make('Geländer locker', { Department: tief, User: null }, old);
    await make('Fuge offen', { Department: tief, User: w.userIds.member }, old);
    await make('Neu gemeldet', { Department: tief, User: null }, new Date(now.getTime() - DAY_MS).toISOString());
    await make('Niemandem zugewiesen', null, old);
    const answered = await make('Schon beantwortet', { Department: tief, User: null }, old);
    expect((await w.owner.put(`${API}/gis/point/${answered.ID}/status`, { Status: 'pruefung', Note: '' })).statusCode).toBe(200);
    await t.app.mailOutbox.drain();

    expect(await run(now)).toBe(2);
    const [toErika] = reminders(erika.email, name);
    expect(toErika?.subject).toBe(`Erinnerung: 1 überfälliger Eintrag im Projekt „${name}“`);
    expect(toErika?.text).toContain('„Geländer locker“ (Karte „Brücken“): Überfällig: Antwort seit 3 Tagen fällig');
    expect(toErika?.text).toContain(`/#/eingang/${ws.ID}?filter=ueberfaellig`);
    for (const never of ['Fuge offen', 'Neu gemeldet', 'Niemandem zugewiesen', 'Schon beantwortet']) expect(toErika?.text).not.toContain(never);
    const [toMember] = reminders(await emailOf(w.userIds.member), name);
    expect(toMember?.subject).toBe(`Erinnerung: 2 überfällige Einträge im Projekt „${name}“`);
    expect(toMember?.text).toContain('„Fuge offen“');
    expect(toMember?.text).toContain('„Geländer locker“');
    expect(reminders(await emailOf(w.userIds.owner), name)).toHaveLength(0);
    expect(reminders(quiet.email, name)).toHaveLength(0);

    // Once a day, across runs (and processes: the claim is a row per person and project).
    expect(await run(new Date(now.getTime() + 30 * 60_000))).toBe(0);
    expect(reminders(erika.email, name)).toHaveLength(1);
    // The next day, while still overdue, again; an answered entry drops out.
    const geländer = (await t.db.selectFrom('points').select('id').where('layer_id', '=', layer).where('attributes', 'like', '%Geländer%').executeTakeFirstOrThrow()).id;
    expect((await w.member.put(`${API}/gis/point/${geländer}/status`, { Status: 'pruefung', Note: '' })).statusCode).toBe(200);
    expect(await run(new Date(now.getTime() + DAY_MS))).toBe(1);
    expect(reminders(erika.email, name)).toHaveLength(1);
    expect(reminders(await emailOf(w.userIds.member), name)).toHaveLength(2);
    expect(reminders(await emailOf(w.userIds.member), name)[1]!.subject).toBe(`Erinnerung: 1 überfälliger Eintrag im Projekt „${name}“`);
  });

  it('sends nothing for a project without deadlines', async () => {
    const name = 'Erinnerungen ohne Frist';
    const ws = (await w.owner.post(`${API}/gis/workspace`, { Name: name, Public: true, Editable: true })).json() as { ID: string };
    const layer = ((await w.owner.post(`${API}/gis/layer`, { Workspace: ws.ID, Name: 'Karte', Public: true, Editable: true, Schema: TITLE_SCHEMA })).json() as { ID: string }).ID;
    const p = await addPoint(w.user, { Layer: layer, ...entry('Alt') });
    expect((await w.owner.put(`${API}/gis/point/${p.ID}/assignment`, { Department: null, User: w.userIds.owner })).statusCode).toBe(200);
    await t.db.updateTable('points').set({ created_at: new Date(Date.now() - 400 * DAY_MS).toISOString() }).where('id', '=', p.ID).execute();
    await run(new Date(Date.now() + 2 * DAY_MS));
    expect(reminders(await emailOf(w.userIds.owner), name)).toHaveLength(0);
  });
});
