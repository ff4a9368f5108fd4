import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '@mitmachkarte/contract';
import { runRetention } from '../../src/modules/retention/retention-run.service.js';
import { digestSlot } from '../../src/modules/team-notifications/team-digest-slot.js';
import { sendTeamDigests } from '../../src/modules/team-notifications/team-digest.service.js';
import { clientFrom, TestClient } from '../client.js';
import { addToAccessList, createOrganisation, createUser, PASSWORD } from '../factories.js';
import { API, addPoint } from '../points-fixtures.js';
import { SmtpPeer } from '../smtp-peer.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** The team's mails, the security notices, the warning before an unused account is deleted, the
 *  invitation and the outcome mail to a reporter in the recipient's language, delivered to a real
 *  SMTP peer; and the exports' headers for people in the requester's language, read back from the
 *  XLSX and the German CSV (docs/product.md §23.4). German stays as it was. */

const BASE = 'https://karte.example.org';
const DAY_MS = 24 * 3600_000;
const MONTH_MS = 31 * DAY_MS;
/** Logins and password changes hash passwords: beside other suites on two cores they take long. */
const SLOW = 180_000;
let t: TestApp;
let peer: SmtpPeer;
type Person = { id: string; email: string; client: TestClient };
let owner: Person;
let english: Person;
let arabic: Person;
let citizen: Person;
let workspace: string;
let layer: string;

const setLanguage = (id: string, language: string) => t.db.updateTable('users').set({ language }).where('id', '=', id).execute();
async function person(language: string | null, permissions: 'project'[] = []): Promise<Person> {
  const u = await createUser(t.db, { permissions });
  if (language) await setLanguage(u.id, language);
  const client = new TestClient(t.app);
  await client.login(u.email, PASSWORD);
  return { id: u.id, email: u.email, client };
}
const delivered = () => t.app.mailOutbox.drain();
const titled = (Titel: string) => ({ Layer: layer, Attributes: { Titel: { DataType: 'text', Value: Titel } } });

beforeAll(async () => {
  peer = await SmtpPeer.start();
  t = await createTestApp({
    env: { SMTP_URL: peer.url, PUBLIC_URL: BASE },
    rateLimits: { anonPointsPerHour: 1000, anonPointsPerLayerHour: 1000, anonReportsPerHour: 1000, loginPerMinute: 1000 },
  });
  await createOrganisation(t.db, { host: 'localhost', title: 'Testkarte', isDefault: true, other: { sprachen: 'de,en,ar' } });
  [owner, english, arabic, citizen] = [await person(null, ['project']), await person('en'), await person('ar'), await person(null)];
  const ws = await owner.client.post(`${API}/gis/workspace`, { Name: 'Sprachen', Public: true, Editable: true });
  expect(ws.statusCode, ws.body).toBe(200);
  workspace = ws.json().ID;
  const schema = { Categories: [], Schema: [{ Name: 'Titel', DataType: 'text', Question: 'Titel?', Optional: true }] };
  const created = await owner.client.post(`${API}/gis/layer`, { Workspace: workspace, Name: 'Bänke', Public: true, Editable: true, Schema: schema });
  expect(created.statusCode, created.body).toBe(200);
  layer = created.json().ID;
  for (const member of [english, arabic]) await addToAccessList(t.db, workspace, member.id);
}, SLOW);
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

describe('the team\'s mails', () => {
  it('tell each member of a report at once, and of new entries in the daily digest, in their language; German for an account without one', { timeout: SLOW }, async () => {
    const point = await addPoint(citizen.client, titled('Bank fehlt'));
    expect((await citizen.client.post(`${API}/gis/report`, { PointID: point.ID, Reason: 'spam' })).statusCode).toBe(200);
    await delivered();
    const inEnglish = await peer.waitForMail(english.email);
    expect(inEnglish.subject).toBe('New report in the project “Sprachen”: “Bank fehlt”');
    expect(inEnglish.text).toMatch(/^Hello,\n\nin the project “Sprachen”: Report about the entry “Bank fehlt” \(map “Bänke”\)\.\n/);
    expect(inEnglish.text).toContain('Kind regards\nTestkarte');
    expect(inEnglish.html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    const inArabic = await peer.waitForMail(arabic.email);
    expect(inArabic.subject).toBe('بلاغ جديد في المشروع «Sprachen»: «Bank fehlt»');
    expect(inArabic.html).toMatch(/^<!DOCTYPE html>\n<html lang="ar" dir="rtl">/);
    const inGerman = await peer.waitForMail(owner.email);
    expect(inGerman.subject).toBe('Neue Meldung im Projekt „Sprachen“: „Bank fehlt“');
    expect(inGerman.text).toMatch(/^Guten Tag,\n\nim Projekt „Sprachen“: Meldung zu dem Eintrag „Bank fehlt“ \(Karte „Bänke“\)\.\n/);
    expect(inGerman.html).toMatch(/^<!DOCTYPE html>\n<html lang="de">/);

    const counts = [english, owner].map((p) => peer.mailsTo(p.email).length);
    expect(await sendTeamDigests(t.db, t.app.notificationDeps, digestSlot('taeglich', new Date(Date.now() + DAY_MS)))).toBeGreaterThan(0);
    await delivered();
    const digest = await peer.waitForMail(english.email, counts[0]! + 1);
    expect(digest.subject).toBe('Daily summary for the project “Sprachen”');
    expect(digest.text).toContain('in the project “Sprachen” there has been 1 new entry since the last daily summary.');
    expect((await peer.waitForMail(owner.email, counts[1]! + 1)).subject).toBe('Tägliche Zusammenfassung für das Projekt „Sprachen“');
  });
});

describe('the mails about an account', () => {
  it('tell of a changed password in the account\'s language, Arabic right to left, German without one', { timeout: SLOW }, async () => {
    for (const [language, subject, greeting] of [
      ['en', 'Your password has been changed – Testkarte', 'Hello,'],
      ['ar', 'تم تغيير كلمة مرورك – Testkarte', 'مرحبًا،'],
      [null, 'Ihr Passwort wurde geändert – Testkarte', 'Guten Tag,'],
    ] as const) {
      const p = await person(language);
      const res = await p.client.post(`${API}/auth/password`, { CurrentPassword: PASSWORD, Password: 'Fluss-Ufer-Kiesel-42' });
      expect(res.statusCode, res.body).toBe(200);
      const mail = await peer.waitForMail(p.email);
      expect(mail.subject).toBe(subject);
      expect(mail.text?.startsWith(`${greeting}\n`), mail.text).toBe(true);
      expect(mail.html).toContain(`<html lang="${language ?? 'de'}"${language === 'ar' ? ' dir="rtl"' : ''}>`);
    }
  });

  it('invite an address with an account in its language, one without in German', { timeout: SLOW }, async () => {
    const invitee = await person('ar');
    const invite = (Email: string) => owner.client.post(`${API}/gis/workspaceacl/invite/${workspace}`, { Email });
    expect((await invite(invitee.email)).statusCode).toBe(200);
    const mail = await peer.waitForMail(invitee.email);
    expect(mail.subject).toBe('تمت دعوتك إلى المشروع «Sprachen» – Testkarte');
    expect(mail.text).toContain('الرابط صالح لمدة 7 أيام ولا يمكن استخدامه إلا مرة واحدة.');
    const stranger = `fremd-${Date.now()}@example.org`;
    expect((await invite(stranger)).statusCode).toBe(200);
    const german = await peer.waitForMail(stranger);
    expect(german.subject).toBe('Sie wurden zum Projekt „Sprachen“ eingeladen – Testkarte');
    expect(german.text).toContain('Der Link ist 7 Tage gültig');
  });

  it('warn an unused account in its language, with the day in the language\'s words', { timeout: SLOW }, async () => {
    const absent = await createUser(t.db);
    await setLanguage(absent.id, 'en');
    const ago = new Date(Date.now() - 25 * MONTH_MS).toISOString();
    await t.db.updateTable('users').set({ last_login_at: ago, created_at: ago }).where('id', '=', absent.id).execute();
    await runRetention(t.db, { store: t.app.imageStore, config: t.app.config });
    await delivered();
    const mail = await peer.waitForMail(absent.email);
    expect(mail.subject).toBe('Your account at Testkarte: please log in if you would like to keep it');
    expect(mail.text).toMatch(/If you would like to keep your account, please log in by \d{1,2} [A-Z][a-z]+ \d{4}:/);
  });
});

describe('the outcome mail to a reporter', () => {
  it('speaks the language an anonymous reporter reported in, German without one', { timeout: SLOW }, async () => {
    const point = await addPoint(citizen.client, titled('Laute Bank'));
    const report = (ip: string, Email: string, language?: string) => clientFrom(t.app, ip)
      .request('POST', `${API}/gis/report`, { PointID: point.ID, Reason: 'spam', Email }, { headers: language ? { 'accept-language': language } : {} });
    expect((await report('203.0.40.7', 'anna@example.org', 'en-GB,en;q=0.9')).statusCode).toBe(200);
    expect((await report('203.0.41.7', 'bert@example.org')).statusCode).toBe(200);
    expect((await owner.client.post(`${API}/gis/moderation/hide`, { PointID: point.ID, Reason: 'Lärm' })).statusCode).toBe(200);
    await delivered();
    const anna = await peer.waitForMail('anna@example.org');
    expect(anna.subject).toBe('Your report about the entry “Laute Bank”');
    expect(anna.text).toContain('thank you for your report about the entry “Laute Bank”. We have hidden the reported contribution.');
    const bert = await peer.waitForMail('bert@example.org');
    expect(bert.subject).toBe('Ihre Meldung zum Eintrag „Laute Bank“');
    expect((await t.db.selectFrom('reports').select('reporter_language').where('point_id', '=', point.ID).execute()).map((r) => r.reporter_language))
      .toEqual([null, null]);
  });
});

describe('the exports\' headers', () => {
  async function workbookOf(res: LightMyRequestResponse) {
    expect(res.statusCode, res.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return workbook;
  }
  const row = (sheet: ExcelJS.Worksheet, n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
  const ENGLISH = ['ID', 'Created on', 'Changed on', 'Latitude', 'Longitude', 'Category', 'Titel?', 'Status', 'Status since', 'Official answer',
    'Official answer: organisation', 'Official answer on', 'Thumbs up', 'Thumbs down', 'Comments'];

  it('are in the requester\'s language in the XLSX (sheets and first row) and the German CSV; the technical names and the town\'s question stay', { timeout: SLOW }, async () => {
    await addPoint(citizen.client, titled('Bank am Teich'));
    const workbook = await workbookOf(await english.client.get(`${API}/gis/xlsx/points/${layer}`));
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Entries', 'Comments']);
    const entries = workbook.getWorksheet('Entries')!;
    expect(row(entries, 1)).toEqual(ENGLISH);
    expect(row(entries, 2)).toEqual(['ID', 'CreatedAt', 'UpdatedAt', 'Latitude', 'Longitude', 'category_label', 'Titel', 'Status_label', 'StatusChangedAt',
      'OfficialAnswer', 'OfficialAnswerOrganisation', 'OfficialAnswerAt', 'VotesUp', 'VotesDown', 'Comments']);
    expect(row(workbook.getWorksheet('Comments')!, 1)).toEqual(['Entry (ID)', 'Date', 'Name', 'Comment']);

    const csv = await english.client.get(`${API}/gis/csv/points/${layer}?format=de`);
    expect(csv.statusCode, csv.body).toBe(200);
    const [header] = parse(csv.body.replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];
    expect(header).toEqual(ENGLISH);

    const german = await workbookOf(await owner.client.get(`${API}/gis/xlsx/points/${layer}`));
    expect(german.worksheets.map((s) => s.name)).toEqual(['Einträge', 'Kommentare']);
    expect(row(german.getWorksheet('Einträge')!, 1).slice(0, 3)).toEqual(['ID', 'Erstellt am', 'Geändert am']);
  });

  it('are in the language of whoever started an export job', { timeout: SLOW }, async () => {
    const res = await arabic.client.post(`${API}/gis/exports/${layer}?format=xlsx`, {});
    expect(res.statusCode, res.body).toBe(202);
    let job = res.json() as Job;
    for (let i = 0; i < 600 && job.State !== 'done' && job.State !== 'failed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = (await arabic.client.get(`${API}/gis/jobs/${job.ID}`)).json() as Job;
    }
    expect(job.State).toBe('done');
    const workbook = await workbookOf(await arabic.client.get(`${API}/gis/jobs/${job.ID}/file`));
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['المدخلات', 'التعليقات']);
    expect(row(workbook.getWorksheet('المدخلات')!, 1).slice(0, 3)).toEqual(['المعرّف', 'تاريخ الإنشاء', 'تاريخ التعديل']);
  });
});
