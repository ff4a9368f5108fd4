import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage } from '@mitmachkarte/contract';
import type { DB } from '../../src/db/schema.js';
import { runRetention } from '../../src/modules/retention/retention-run.service.js';
import { adminId, sessionFor } from '../admin-fixtures.js';
import { TestClient } from '../client.js';
import { countRows, createOrganisation, createUser } from '../factories.js';
import { API, addPoint } from '../points-fixtures.js';
import { SmtpPeer } from '../smtp-peer.js';
import { ADMIN_EMAIL, createTestApp, type TestApp } from '../test-app.js';

/** Inactive accounts (GDPR Art. 5 (1) e; docs/product.md §17.8): an account nobody logged in to
 *  for the organisation's period is warned by mail, and deleted a month later unless someone
 *  logs in meanwhile; the deletion is the account deletion of docs/security.md, Personal data;
 *  the last holder of a privileged permission is kept (docs/decisions/0003). */
let t: TestApp;
let peer: SmtpPeer;
let admin: TestClient;
let layer: string;

const MONTH_MS = 31 * 24 * 3600_000;
const run = () => runRetention(t.db, { store: t.app.imageStore, config: t.app.config });
const ago = (months: number) => new Date(Date.now() - months * MONTH_MS).toISOString();

beforeAll(async () => {
  peer = await SmtpPeer.start();
  t = await createTestApp({ env: { SMTP_URL: peer.url, PUBLIC_URL: 'http://karte.example.org' } });
  await createOrganisation(t.db, { host: 'karte.example.org', title: 'Stadtkarte', isDefault: true });
  admin = await sessionFor(t, await adminId(t));
  const owner = await createUser(t.db, { permissions: ['project'] });
  const client = await sessionFor(t, owner.id);
  const ws = await client.post(`${API}/gis/workspace`, { Name: 'Offenes Projekt', Public: true, Editable: true });
  expect(ws.statusCode, ws.body).toBe(200);
  const created = await client.post(`${API}/gis/layer`, { Workspace: ws.json().ID, Name: 'Karte', Public: true, Editable: true });
  expect(created.statusCode, created.body).toBe(200);
  layer = created.json().ID;
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

/** A citizen who logged in (through the login route) and wrote an entry, then stayed away for
 *  `months`: the last login and the account's creation are moved back. */
async function absentCitizen(name: string, months: number) {
  const user = await createUser(t.db, { name, email: `${name.toLowerCase()}@example.org` });
  const client = new TestClient(t.app);
  await client.login(user.email, user.password);
  const point = await addPoint(client, { Layer: layer });
  await t.db.updateTable('users').set({ last_login_at: ago(months), created_at: ago(months) }).where('id', '=', user.id).execute();
  return { ...user, name, client, point };
}

const warnedAt = async (id: string) => (await t.db.selectFrom('users').select('inactivity_warned_at').where('id', '=', id).executeTakeFirst())?.inactivity_warned_at;
const accountsAudit = async (): Promise<AuditEntry[]> =>
  ((await admin.get(`${API}/admin/audit?pageSize=200`)).json() as AuditPage).Entries.filter((e) => e.Action.startsWith('retention.'));

/** Every row of every table that names `id` or `email` (as account-gdpr.routes.test.ts). */
async function rowsMentioning(id: string, email: string): Promise<string[]> {
  const tables: (keyof DB)[] = ['users', 'sessions', 'user_groups', 'user_settings', 'workspace_acl', 'auth_tokens', 'points', 'comments', 'point_votes', 'comment_votes',
    'images', 'follows', 'reports', 'audit_log'];
  const found: string[] = [];
  for (const table of tables) {
    for (const row of await t.db.selectFrom(table).selectAll().execute()) {
      const json = JSON.stringify(row);
      if (json.includes(id) || json.includes(email)) found.push(`${table}: ${json.slice(0, 200)}`);
    }
  }
  return found;
}

describe('retention of inactive accounts', () => {
  it('retention: an inactive account is warned by mail once, then deleted a month later as the account deletion does', async () => {
    const dora = await absentCitizen('Dora', 25);
    const recent = await absentCitizen('Emma', 23);
    expect(await run()).toBeGreaterThan(0);
    const warned = await warnedAt(dora.id);
    expect(warned).toBeTruthy();
    expect(await warnedAt(recent.id)).toBeNull();
    await t.app.mailOutbox.drain();
    const mail = await peer.waitForMail(dora.email);
    expect(mail.subject).toBe('Ihr Konto bei Stadtkarte: Bitte melden Sie sich an, wenn Sie es behalten möchten');
    expect(mail.text).toContain('Sie haben sich seit mehr als 24 Monaten nicht bei Stadtkarte angemeldet.');
    // The day of the deletion: a month after the warning, in Berlin's calendar.
    const [, day, month, year] = /melden Sie sich bitte bis zum (\d\d)\.(\d\d)\.(\d{4}) an/.exec(mail.text ?? '') ?? [];
    const days = (Date.UTC(Number(year), Number(month) - 1, Number(day)) - Date.parse(warned!.slice(0, 10))) / (24 * 3600_000);
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(32);
    expect(mail.text).toContain('http://karte.example.org/#/login');
    expect(mail.text).toContain('Ihre Einträge und Kommentare bleiben ohne Ihren Namen erhalten.');
    expect(peer.mailsTo(recent.email)).toEqual([]);
    expect((await accountsAudit())[0]).toMatchObject({ Action: 'retention.accounts', By: 'Löschfristen (automatisch)', After: 'Gewarnt: 1; Gelöscht: 0; Behalten: 0' });

    // A second run within the month warns nobody again and deletes nothing.
    const outbox = await countRows(t.db, 'mail_outbox');
    expect(await run()).toBe(0);
    expect(await countRows(t.db, 'mail_outbox')).toBe(outbox);
    expect(await warnedAt(dora.id)).toBe(warned);

    await t.db.updateTable('users').set({ inactivity_warned_at: ago(1.1) }).where('id', '=', dora.id).execute();
    expect(await run()).toBeGreaterThan(0);
    expect(await rowsMentioning(dora.id, dora.email)).toEqual([]);
    expect((await t.db.selectFrom('points').select('created_by').where('id', '=', dora.point.ID).executeTakeFirstOrThrow()).created_by).toBeNull();
    expect((await new TestClient(t.app).post(`${API}/auth/login`, { Email: dora.email, Password: dora.password })).statusCode).toBe(401);
    const [deleted] = await accountsAudit();
    expect(deleted).toMatchObject({ Action: 'retention.accounts', After: 'Gewarnt: 0; Gelöscht: 1; Behalten: 0' });
    expect(JSON.stringify(deleted)).not.toMatch(/dora/i);
  });

  it('retention: a login after the warning keeps the account', async () => {
    const fritz = await absentCitizen('Fritz', 30);
    await run();
    expect(await warnedAt(fritz.id)).toBeTruthy();
    await fritz.client.login(fritz.email, fritz.password);
    expect(await warnedAt(fritz.id)).toBeNull();
    await run();
    expect(await t.db.selectFrom('users').select('id').where('id', '=', fritz.id).executeTakeFirst()).toBeDefined();
    expect(await warnedAt(fritz.id)).toBeNull();
  });

  it('retention: "aus" switches the warnings off', async () => {
    const org = await t.db.selectFrom('organisations').select('id').where('host', '=', 'karte.example.org').executeTakeFirstOrThrow();
    await t.db.updateTable('organisations').set({ other: JSON.stringify({ konto_inaktiv_warnung_monate: 'aus' }) }).where('id', '=', org.id).execute();
    const gerd = await absentCitizen('Gerd', 60);
    await run();
    expect(await warnedAt(gerd.id)).toBeNull();
    await t.db.updateTable('organisations').set({ other: '{}' }).where('id', '=', org.id).execute();
  });

  it('retention: the last administrator is kept, and the run says so without naming them', async () => {
    const id = await adminId(t);
    await t.db.updateTable('users').set({ last_login_at: ago(30), created_at: ago(30) }).where('id', '=', id).execute();
    await run();
    const warned = await warnedAt(id);
    expect(warned).toBeTruthy();
    await t.app.mailOutbox.drain();
    await peer.waitForMail(ADMIN_EMAIL);
    await t.db.updateTable('users').set({ inactivity_warned_at: ago(1.1) }).where('id', '=', id).execute();
    await run();
    expect(await t.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()).toBeDefined();
    const entries = await accountsAudit();
    expect(entries[0]).toMatchObject({ Action: 'retention.accounts', After: 'Gewarnt: 0; Gelöscht: 0; Behalten: 1' });
    expect(entries.find((e) => e.Action === 'retention.account_kept')).toMatchObject({
      TargetType: 'user', TargetID: id, Summary: 'Inaktives Konto nicht gelöscht: letzter aktiver Inhaber einer unverzichtbaren Berechtigung',
    });
    expect(JSON.stringify(entries)).not.toContain(ADMIN_EMAIL);
    // Checked again after another month, without a second mail.
    expect(Date.now() - Date.parse((await warnedAt(id))!)).toBeLessThan(60_000);
    const mails = peer.mailsTo(ADMIN_EMAIL).length;
    await run();
    await t.app.mailOutbox.drain();
    expect(peer.mailsTo(ADMIN_EMAIL).length).toBe(mails);
  });
});
