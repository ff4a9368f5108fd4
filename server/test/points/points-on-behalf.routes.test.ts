import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxPage, Point, UnsubscribeInfo } from '@mitmachkarte/contract';
import { runRetention } from '../../src/modules/retention/retention-run.service.js';
import { TestClient } from '../client.js';
import { API, addPoint, createPointsWorld, expectRefused, validAnswers, type PointsWorld } from '../points-fixtures.js';
import { SmtpPeer, type ReceivedMail } from '../smtp-peer.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { readZip } from '../zip.js';

/** Entries recorded on behalf of others (docs/product.md §16.12): only the project's team records
 *  them, the reporter's channel and contact go into point_reporters (never the answers) and only
 *  the team reads them; they are absent from every public answer, export, OGC item, live event and
 *  the data download; the reporter gets the status mails through the real outbox and SMTP peer,
 *  with a working unsubscribe link; the retention rules and the entry's deletion remove them. */
let peer: SmtpPeer;
let t: TestApp;
let w: PointsWorld;
let base: string;

const CONTACT = { Name: 'Erika Meldewitz', Email: 'erika.meldewitz@example.net', Phone: '+49 (561) 987-6543' };
const onBehalf = (extra: object = {}) => ({ Channel: 'telefon', ...CONTACT, StatusMails: true, ...extra });
/** Whether `text` holds any part of the reporter's contact. */
const leaks = (text: string) => [CONTACT.Name, CONTACT.Email, CONTACT.Phone, 'Meldewitz', '987-6543'].filter((s) => text.includes(s));

beforeAll(async () => {
  peer = await SmtpPeer.start();
  t = await createTestApp({ env: { SMTP_URL: peer.url, PUBLIC_URL: 'https://karte.example.org' }, rateLimits: { anonPointsPerHour: 1000 } });
  w = await createPointsWorld(t);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

const reporterRows = () => t.db.selectFrom('point_reporters').selectAll().orderBy('point_id').execute();
const delivered = async () => t.app.mailOutbox.drain();
const count = () => peer.mailsTo(CONTACT.Email).length;
const tokenIn = (mail: ReceivedMail) => {
  const match = /https:\/\/karte\.example\.org\/#\/meldung\/abbestellen\/(\S+)/.exec(mail.text ?? '');
  if (!match) throw new Error(`no unsubscribe link in:\n${mail.text}`);
  return match[1]!;
};
const recordForErika = (extra: object = {}) =>
  addPoint(w.member, { Layer: w.layers.open, Attributes: validAnswers(), OnBehalf: onBehalf(extra) });

describe('POST /gis/point with OnBehalf', () => {
  it('stores the reporter apart from the entry, which is the team member\'s, and mails „Ihre Meldung ist eingegangen“', async () => {
    const before = count();
    const p = await recordForErika();
    expect(p.Reporter).toEqual({ Channel: 'telefon', ...CONTACT, Email: CONTACT.Email, StatusMails: true });
    const stored = await t.db.selectFrom('points').selectAll().where('id', '=', p.ID).executeTakeFirstOrThrow();
    expect(stored.created_by).toBe(w.userIds.member);
    expect(leaks(stored.attributes)).toEqual([]);
    const row = (await reporterRows()).find((r) => r.point_id === p.ID)!;
    expect(row).toMatchObject({ channel: 'telefon', name: CONTACT.Name, email: CONTACT.Email, phone: CONTACT.Phone, status_mails: 1, created_by: w.userIds.member });

    await peer.waitForMail(CONTACT.Email, before + 1);
    const mail = peer.mailsTo(CONTACT.Email).at(-1)!;
    expect(mail.subject).toBe('Ihre Meldung ist eingegangen – Eintrag „Frosch am Ufer“');
    expect(mail.text).toContain(`punkt=${p.ID}`);
    expect(mail.text).toContain('https://karte.example.org/#/meldung/abbestellen/');
    expect(mail.text).not.toContain('weil Sie dem Eintrag folgen');
    // The team reads it on the entry; the inbox names whom it was recorded for.
    expect(((await w.owner.get(`${API}/gis/point/${p.ID}`)).json() as Point).Reporter).toMatchObject({ Name: CONTACT.Name, Phone: CONTACT.Phone });
    const inbox = (await w.owner.get(`${API}/gis/workspace/${w.workspaces.pub}/inbox?filter=alle`)).json() as InboxPage;
    const item = inbox.Rows.find((i) => i.PointID === p.ID && i.Kind === 'entry')!;
    expect(item.Author).toBe('Mitglied, für Erika Meldewitz erfasst (Telefon)');
    expect(JSON.stringify(inbox)).not.toContain(CONTACT.Email);
    expect(JSON.stringify(inbox)).not.toContain(CONTACT.Phone);
  });

  it('stores nothing for an entry without OnBehalf, and no mail goes out without StatusMails', async () => {
    const rows = (await reporterRows()).length;
    const p = await addPoint(w.member, { Layer: w.layers.open, Attributes: validAnswers() });
    expect(p.Reporter).toBeUndefined();
    expect((await reporterRows()).length).toBe(rows);
    const mails = peer.mails.length;
    const q = await addPoint(w.owner, { Layer: w.layers.plain, OnBehalf: { Channel: 'brief', Name: 'Ohne Post' } });
    expect(q.Reporter).toEqual({ Channel: 'brief', Name: 'Ohne Post', Email: '', Phone: '', StatusMails: false });
    await delivered();
    expect(peer.mails.length).toBe(mails);
  });

  it('refuses OnBehalf from everyone outside the project\'s team with 403, storing nothing', async () => {
    const rows = await reporterRows();
    for (const who of [w.user, w.outsider, w.anon]) {
      const res = await expectRefused(t, 403, () => who.post(`${API}/gis/point`, { Layer: w.layers.open, Latitude: 51.3, Longitude: 9.47, Attributes: validAnswers(), OnBehalf: onBehalf() }));
      expect(res.json()).toMatchObject({ Message: 'Nur das Team des Projekts darf Einträge für andere Personen erfassen.' });
    }
    expect(await reporterRows()).toEqual(rows);
  });

  it('answers bad input with a German 400 and stores nothing', async () => {
    const rows = await reporterRows();
    const cases: [object, string][] = [
      [{ Channel: 'fax' }, 'Bitte wählen Sie einen Eingangsweg'],
      [{ Email: 'keine-adresse' }, 'gültige E-Mail-Adresse'],
      [{ Email: `${'a'.repeat(250)}@example.org` }, 'gültige E-Mail-Adresse'],
      [{ Phone: '0561 abc' }, 'Die Telefonnummer darf nur Ziffern'],
      [{ Phone: '1'.repeat(41) }, 'Die Telefonnummer darf nur Ziffern'],
      [{ Name: 'x'.repeat(101) }, 'Der Name darf höchstens 100 Zeichen'],
      [{ Email: '', StatusMails: true }, 'Statusmeldungen per E-Mail gehen nur an eine angegebene E-Mail-Adresse.'],
      [{ StatusMails: 'ja' }, 'StatusMails muss true oder false sein.'],
      [{ Unbekannt: 1 }, ''],
    ];
    for (const [extra, message] of cases) {
      const res = await expectRefused(t, 400, () => w.member.post(`${API}/gis/point`, { Layer: w.layers.open, Latitude: 51.3, Longitude: 9.47, Attributes: validAnswers(), OnBehalf: onBehalf(extra) }));
      expect(JSON.stringify(res.json()), JSON.stringify(extra)).toContain(message);
    }
    expect(await reporterRows()).toEqual(rows);
  });
});

describe('the reporter\'s contact stays with the team', () => {
  it('is absent from the entry, the lists, the exports, OGC and the data download', async () => {
    const p = await recordForErika();
    for (const who of [w.anon, w.user, w.outsider]) {
      const res = await who.get(`${API}/gis/point/${p.ID}`);
      expect(res.statusCode).toBe(200);
      expect((res.json() as Point).Reporter).toBeUndefined();
      expect(leaks(res.body)).toEqual([]);
    }
    // Lists carry no reporter for anyone, the team included; the exports (passed on) neither.
    const texts: [string, TestClient][] = [
      [`/gis/points/${w.layers.open}`, w.anon], [`/gis/points/${w.layers.open}`, w.member], ['/gis/points', w.owner],
      [`/gis/geojson/points/${w.layers.open}`, w.owner], [`/gis/csv/points/${w.layers.open}`, w.owner], [`/gis/kml/points/${w.layers.open}`, w.owner],
      [`/gis/gpkg/points/${w.layers.open}`, w.owner],
      [`/ogc/collections/${w.layers.open}/items`, w.anon], [`/ogc/collections/${w.layers.open}/items/${p.ID}`, w.anon],
    ];
    for (const [url, who] of texts) {
      const res = await who.get(`${API}${url}`);
      expect(res.statusCode, url).toBe(200);
      expect(res.rawPayload.includes(p.ID) || url.includes('gpkg') || url.includes('kml'), url).toBe(true);
      expect(leaks(res.rawPayload.toString('latin1')), url).toEqual([]);
      expect(leaks(res.rawPayload.toString('utf8')), url).toEqual([]);
    }
    const xlsx = await w.owner.get(`${API}/gis/xlsx/points/${w.layers.open}`);
    expect(xlsx.statusCode).toBe(200);
    for (const [name, bytes] of await readZip(xlsx.rawPayload)) expect(leaks(bytes.toString('utf8')), name).toEqual([]);
    // The team member's own data download holds their entries, not the reporter's contact.
    const download = await w.member.get(`${API}/auth/account/export`);
    expect(download.statusCode).toBe(200);
    const files = await readZip(download.rawPayload);
    expect([...files.values()].some((b) => b.toString('utf8').includes(p.ID))).toBe(true);
    for (const [name, bytes] of files) expect(leaks(bytes.toString('utf8')), name).toEqual([]);
  });

  it('is absent from the live events', async () => {
    let text = '';
    const req = http.get(`${base}${API}/gis/events?layer=${w.layers.open}`, { headers: { accept: 'text/event-stream' } }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => { text += chunk; });
    });
    try {
      await new Promise((ok) => setTimeout(ok, 200));
      const p = await recordForErika();
      expect((await w.owner.put(`${API}/gis/point/${p.ID}/status`, { Status: 'pruefung', Note: 'Wir prüfen.' })).statusCode).toBe(200);
      for (let i = 0; i < 100 && !text.includes('point.status'); i++) await new Promise((ok) => setTimeout(ok, 50));
      expect(text).toContain(p.ID);
      expect(text).toContain('point.status');
      expect(leaks(text)).toEqual([]);
    } finally {
      req.destroy();
    }
  });
});

describe('status mails to the reporter', () => {
  it('sends one mail per status change and one for a response in one step; the unsubscribe link stops them', async () => {
    const p = await recordForErika();
    await peer.waitForMail(CONTACT.Email, count());
    await delivered();
    let before = count();
    expect((await w.owner.put(`${API}/gis/point/${p.ID}/status`, { Status: 'pruefung', Note: 'Wir schauen es uns an.' })).statusCode).toBe(200);
    await peer.waitForMail(CONTACT.Email, before + 1);
    const status = peer.mailsTo(CONTACT.Email).at(-1)!;
    expect(status.subject).toBe('Neuer Status „In Prüfung“ – Eintrag „Frosch am Ufer“');
    expect(status.text).toContain('Anmerkung: Wir schauen es uns an.');

    before = count();
    const res = await w.owner.put(`${API}/gis/point/${p.ID}/response`, { Status: 'bearbeitung', Note: '', Answer: 'Wir kümmern uns im Mai darum.', InternalNote: 'intern' });
    expect(res.statusCode, res.body).toBe(200);
    await peer.waitForMail(CONTACT.Email, before + 1);
    await delivered();
    expect(count()).toBe(before + 1);
    const response = peer.mailsTo(CONTACT.Email).at(-1)!;
    expect(response.subject).toMatch(/^Neuer Status „.*“ und offizielle Antwort/);
    expect(response.text).toContain('Wir kümmern uns im Mai darum.');
    expect(response.text).not.toContain('intern');

    // The link works without login, once for a click; then no more mails.
    const token = tokenIn(response);
    const visitor = new TestClient(t.app);
    const info = await visitor.get(`${API}/notifications/reporter-unsubscribe?Token=${token}`);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toEqual({ Title: 'Frosch am Ufer', LayerName: 'Offen', Following: true } satisfies UnsubscribeInfo);
    const off = await visitor.post(`${API}/notifications/reporter-unsubscribe`, { Token: token });
    expect(off.json()).toEqual({ Message: 'Sie erhalten keine E-Mails mehr zu diesem Eintrag.' });
    expect(((await visitor.get(`${API}/notifications/reporter-unsubscribe?Token=${token}`)).json() as UnsubscribeInfo).Following).toBe(false);
    expect((await reporterRows()).find((r) => r.point_id === p.ID)!.status_mails).toBe(0);
    before = count();
    expect((await w.owner.put(`${API}/gis/point/${p.ID}/answer`, { Text: 'Erledigt.' })).statusCode).toBe(200);
    await delivered();
    expect(count()).toBe(before);
    // The team still reads it as switched off.
    expect(((await w.owner.get(`${API}/gis/point/${p.ID}`)).json() as Point).Reporter!.StatusMails).toBe(false);
  });

  it('refuses forged and foreign tokens with a German 400, changing nothing', async () => {
    const p = await recordForErika();
    const rows = await reporterRows();
    const visitor = new TestClient(t.app);
    for (const token of [`${p.ID}.${p.ID}.AAAA`, 'kaputt', `${p.ID}.${w.userIds.owner}.AAAA`]) {
      const get = await visitor.get(`${API}/notifications/reporter-unsubscribe?Token=${encodeURIComponent(token)}`);
      expect(get.statusCode).toBe(400);
      expect(get.json()).toMatchObject({ Message: 'Der Link ist ungültig. Bitte verwenden Sie den vollständigen Link aus der E-Mail.' });
      expect((await visitor.post(`${API}/notifications/reporter-unsubscribe`, { Token: token })).statusCode).toBe(400);
    }
    expect((await visitor.post(`${API}/notifications/reporter-unsubscribe`, {})).statusCode).toBe(400);
    expect((await visitor.get(`${API}/notifications/reporter-unsubscribe?Token=${'x'.repeat(201)}`)).statusCode).toBe(400);
    expect(await reporterRows()).toEqual(rows);
  });
});

describe('retention and deletion', () => {
  it('removes the reporter\'s contact when the project is anonymised, keeping the entry; and with the entry', async () => {
    const ws = (await w.owner.post(`${API}/gis/workspace`, { Name: 'Befristet', Public: true, Editable: true })).json() as { ID: string };
    const layer = (await w.owner.post(`${API}/gis/layer`, { Workspace: ws.ID, Name: 'Karte', Public: true, Editable: true })).json() as { ID: string };
    const p = await addPoint(w.owner, { Layer: layer.ID, OnBehalf: onBehalf() });
    const kept = await recordForErika();
    expect((await w.owner.put(`${API}/gis/workspace/${ws.ID}`, { Name: 'Befristet', Public: true, Editable: true, Closed: true })).statusCode).toBe(200);
    await t.db.updateTable('workspaces').set({ closed_at: new Date(Date.now() - 14 * 31 * 24 * 3600_000).toISOString() }).where('id', '=', ws.ID).execute();
    await runRetention(t.db, { store: t.app.imageStore, config: t.app.config });
    const rows = await reporterRows();
    expect(rows.some((r) => r.point_id === p.ID)).toBe(false);
    expect(rows.some((r) => r.point_id === kept.ID)).toBe(true);
    expect((await t.db.selectFrom('points').select('id').where('id', '=', p.ID).executeTakeFirst())?.id).toBe(p.ID);
    const audit = await t.db.selectFrom('audit_log').select('after').where('action', '=', 'retention.project').where('target_id', '=', ws.ID).executeTakeFirstOrThrow();
    expect(audit.after).toContain('Kontaktdaten: 1;');

    // The entry's hard deletion takes its reporter along.
    await t.db.deleteFrom('points').where('id', '=', kept.ID).execute();
    expect((await reporterRows()).some((r) => r.point_id === kept.ID)).toBe(false);
  });
});
