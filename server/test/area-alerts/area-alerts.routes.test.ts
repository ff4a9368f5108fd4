import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AreaAlert, AreaAlertCreated } from '@mitmachkarte/contract';
import { sendAlertDigests } from '../../src/modules/area-alerts/alert-digest.service.js';
import { TestClient } from '../client.js';
import { createUser, PASSWORD } from '../factories.js';
import { API, addPoint, createPointsWorld, UNKNOWN_ID, validAnswers, type PointsWorld } from '../points-fixtures.js';
import { SmtpPeer, type ReceivedMail } from '../smtp-peer.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { readZip } from '../zip.js';
import { readAtom } from './atom-reader.js';

/** Area alerts (docs/product.md §24.2) through the real outbox to a real SMTP peer: double opt-in
 *  for an address (nothing before the mailed link confirms it), an entry inside mails, one outside
 *  does not; hidden, waiting and non-public entries never, an approved one then; status changes;
 *  the daily digest bundles; the one-click unsubscribe link; „Meine Benachrichtigungen“; the data
 *  export and the account's deletion; the Atom feeds read by an XML parser; bad input refused in
 *  German with nothing stored. */
let peer: SmtpPeer;
let t: TestApp;
let w: PointsWorld;

const CENTRE = { Latitude: 51.3, Longitude: 9.47 };
const INSIDE = { Latitude: 51.301, Longitude: 9.471 };
const OUTSIDE = { Latitude: 51.32, Longitude: 9.47 };
const circle = (Radius = 500) => ({ Kind: 'Kreis', ...CENTRE, Radius });

beforeAll(async () => {
  peer = await SmtpPeer.start();
  t = await createTestApp({ env: { SMTP_URL: peer.url, PUBLIC_URL: 'https://karte.example.org' }, rateLimits: { anonPointsPerHour: 1000, anonPointsPerLayerHour: 1000, areaAlertsPerDay: 1000 } });
  w = await createPointsWorld(t);
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

const create = (who: TestClient, body: Record<string, unknown>) =>
  who.post(`${API}/area-alerts`, { Area: circle(), Projects: [w.workspaces.pub], Frequency: 'sofort', ...body });
const delivered = () => t.app.mailOutbox.drain();
const count = (address: string) => peer.mailsTo(address).length;
const linkIn = (mail: ReceivedMail, path: string) => {
  const match = new RegExp(`https://karte\\.example\\.org/#/gebietsbenachrichtigung/${path}/(\\S+)`).exec(mail.text ?? '');
  if (!match) throw new Error(`no ${path} link in:\n${mail.text}`);
  return match[1]!;
};
const alertRows = () => t.db.selectFrom('area_alerts').selectAll().orderBy('id').execute();
const entryIn = (where: { Latitude: number; Longitude: number }, layer = w.layers.open, who = w.anon) =>
  addPoint(who, { Layer: layer, ...where, Attributes: layer === w.layers.open ? validAnswers() : {} });

/** Confirms an alert of `address` made anonymously, returns the confirmation mail. */
async function confirmedAlertOf(address: string, body: Record<string, unknown> = {}) {
  const before = count(address);
  const res = await create(new TestClient(t.app), { Email: address, ...body });
  expect(res.statusCode, res.body).toBe(200);
  await delivered();
  const mail = await peer.waitForMail(address, before + 1);
  const confirm = await new TestClient(t.app).post(`${API}/area-alerts/confirm`, { Token: linkIn(mail, 'bestaetigen') });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return mail;
}

describe('double opt-in and immediate mails', () => {
  it('mails nothing before the address confirms; then an entry inside mails at once and one outside does not', async () => {
    const address = 'anwohnerin@example.org';
    const res = await create(new TestClient(t.app), { Email: address });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json() as AreaAlertCreated;
    expect(created.Alert).toBeNull();
    expect(created.Message).toBe('Fast geschafft: Bitte bestätigen Sie die Benachrichtigung mit dem Link, den wir Ihnen per E-Mail geschickt haben.');
    await delivered();
    const confirmation = await peer.waitForMail(address, 1);
    expect(confirmation.subject).toBe('Bitte bestätigen Sie Ihre Benachrichtigung bei Mitmachkarte');
    expect(confirmation.text).toContain('nach 7 Tagen gelöscht');

    // Unconfirmed: an entry inside sends nothing.
    await entryIn(INSIDE);
    await delivered();
    expect(count(address)).toBe(1);

    const token = linkIn(confirmation, 'bestaetigen');
    const visitor = new TestClient(t.app);
    expect((await visitor.post(`${API}/area-alerts/confirm`, { Token: 'falsch' })).json()).toMatchObject({ Message: 'Der Link ist ungültig. Bitte verwenden Sie den vollständigen Link aus der E-Mail.' });
    const confirmed = await visitor.post(`${API}/area-alerts/confirm`, { Token: token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ Message: 'Die Benachrichtigung ist bestätigt. Sie erhalten ab jetzt E-Mails.' });
    // The link works once.
    expect((await visitor.post(`${API}/area-alerts/confirm`, { Token: token })).statusCode).toBe(400);

    const inside = await entryIn(INSIDE);
    await entryIn(OUTSIDE);
    await delivered();
    expect(count(address)).toBe(2);
    const mail = peer.mailsTo(address).at(-1)!;
    expect(mail.subject).toBe('Neuer Eintrag in Ihrem Gebiet: „Frosch am Ufer“');
    expect(mail.text).toContain(`punkt=${inside.ID}`);
    expect(mail.text).toContain('https://karte.example.org/api/v1/feeds/alert/');
    expect(mail.text).toContain('https://karte.example.org/#/gebietsbenachrichtigung/abbestellen/');
  });

  it('matches a line by its centre (docs/product.md §25.1): one centred inside mails, one only starting inside does not', async () => {
    const address = 'wegepatin@example.org';
    await confirmedAlertOf(address);
    const before = count(address);
    const res = await w.owner.post(`${API}/gis/layer`, { Workspace: w.workspaces.pub, Name: 'Wege', Public: true, Editable: true, Geometries: ['line'] });
    const layer = (res.json() as { ID: string }).ID;
    const centred = await addPoint(w.anon, { Layer: layer, Geometry: { type: 'LineString', coordinates: [[9.468, 51.3], [9.472, 51.3]] } });
    // Starts at the alert's centre, but its centre lies about 2 km east, outside the 500 m.
    const leaving = await addPoint(w.anon, { Layer: layer, Geometry: { type: 'LineString', coordinates: [[9.47, 51.3], [9.53, 51.3]] } });
    await delivered();
    expect(count(address)).toBe(before + 1);
    expect(peer.mailsTo(address).at(-1)!.text).toContain(`punkt=${centred.ID}`);
    expect(peer.mailsTo(address).at(-1)!.text).not.toContain(leaving.ID);
  });

  it('never mails hidden, waiting or non-public entries; an approved one then; and a status change', async () => {
    const address = 'nachbar@example.org';
    await confirmedAlertOf(address);
    const before = count(address);
    // A non-public layer (its manager adds it), and an entry that waits for approval.
    await entryIn(INSIDE, w.layers.hidden, w.owner);
    await t.db.updateTable('layers').set({ premoderation: 1 }).where('id', '=', w.layers.plain).execute();
    const waiting = await entryIn(INSIDE, w.layers.plain, w.user);
    await t.db.updateTable('layers').set({ premoderation: 0 }).where('id', '=', w.layers.plain).execute();
    await delivered();
    expect(count(address)).toBe(before);

    expect((await w.owner.post(`${API}/gis/moderation/show`, { PointID: waiting.ID })).statusCode).toBe(200);
    await delivered();
    expect(count(address)).toBe(before + 1);
    expect(peer.mailsTo(address).at(-1)!.text).toContain(`punkt=${waiting.ID}`);

    // A hidden entry's status change goes to nobody; a public one's does.
    const entry = await entryIn(INSIDE);
    await delivered();
    const afterNew = count(address);
    expect(afterNew).toBe(before + 2);
    expect((await w.owner.put(`${API}/gis/point/${entry.ID}/status`, { Status: 'pruefung' })).statusCode).toBe(200);
    await delivered();
    expect(count(address)).toBe(afterNew + 1);
    expect(peer.mailsTo(address).at(-1)!.subject).toBe('Neuer Status in Ihrem Gebiet: „Frosch am Ufer“');
    expect(peer.mailsTo(address).at(-1)!.text).toContain('Neuer Status „In Prüfung“');
    expect((await w.owner.post(`${API}/gis/moderation/hide`, { PointID: entry.ID, Reason: 'Test' })).statusCode).toBe(200);
    expect((await w.owner.put(`${API}/gis/point/${entry.ID}/status`, { Status: 'umgesetzt' })).statusCode).toBe(200);
    await delivered();
    expect(count(address)).toBe(afterNew + 1);
  });

  it('keeps to the chosen categories', async () => {
    const address = 'kategorie@example.org';
    await confirmedAlertOf(address, { Categories: ['Trueb'] });
    const before = count(address);
    await entryIn(INSIDE);
    await delivered();
    expect(count(address)).toBe(before);
    await addPoint(w.anon, { Layer: w.layers.open, ...INSIDE, Attributes: validAnswers('Trueb') });
    await delivered();
    expect(count(address)).toBe(before + 1);
  });

  it('ends the alert with the one-click link of its mails; a link the server did not sign is refused', async () => {
    const address = 'abbestellen@example.org';
    await confirmedAlertOf(address);
    await entryIn(INSIDE);
    await delivered();
    const mail = await peer.waitForMail(address, 2);
    const visitor = new TestClient(t.app);
    const bad = await visitor.post(`${API}/area-alerts/unsubscribe`, { Token: `${UNKNOWN_ID}.abc` });
    expect(bad.statusCode).toBe(400);
    const alertsBefore = (await alertRows()).length;
    const res = await visitor.post(`${API}/area-alerts/unsubscribe`, { Token: linkIn(mail, 'abbestellen') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Message: 'Die Benachrichtigung ist abbestellt und gelöscht.' });
    expect((await alertRows()).length).toBe(alertsBefore - 1);
    await entryIn(INSIDE);
    await delivered();
    expect(count(address)).toBe(2);
  });

  it('ends the alert when a mail program posts the one-click unsubscribe of its List-Unsubscribe header (RFC 8058)', async () => {
    const address = 'ein-klick@example.org';
    await confirmedAlertOf(address);
    await entryIn(INSIDE);
    await delivered();
    const mail = await peer.waitForMail(address, 2);
    // A header's line as sent, unfolded (RFC 5322 §2.2.3).
    const header = (key: string) => mail.headerLines.find((h) => h.key === key)?.line.replace(/\r?\n(?=[ \t])/g, '');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const url = /^List-Unsubscribe: <https:\/\/karte\.example\.org(\/api\/v1\/area-alerts\/one-click\/[^>]+)>$/.exec(header('list-unsubscribe') ?? '')?.[1];
    expect(url, header('list-unsubscribe')).toBeDefined();
    const form = (payload: string, type = 'application/x-www-form-urlencoded') =>
      t.app.inject({ method: 'POST', url: url!, headers: { 'content-type': type, 'sec-fetch-site': 'cross-site' }, payload });
    const alertsBefore = (await alertRows()).length;
    // Without the form RFC 8058 names nothing changes, and the answer says what is missing.
    const empty = await form('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().Message).toBe('Zum Abbestellen mit einem Klick senden Sie bitte das Formular List-Unsubscribe=One-Click.');
    const forged = await t.app.inject({ method: 'POST', url: url!.replace(/one-click\/[^.]+/, `one-click/${UNKNOWN_ID}`), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(forged.statusCode).toBe(400);
    expect((await alertRows()).length).toBe(alertsBefore);
    // The mail program's post: from another site, without cookie or anti-forgery token.
    const res = await form('List-Unsubscribe=One-Click');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Message: 'Die Benachrichtigung ist abbestellt und gelöscht.' });
    expect((await alertRows()).length).toBe(alertsBefore - 1);
    // Multipart, as some mail programs send it, answers alike (the alert is gone already).
    const boundary = 'x1y2';
    const multipart = await form(`--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`, `multipart/form-data; boundary=${boundary}`);
    expect(multipart.statusCode, multipart.body).toBe(200);
    await entryIn(INSIDE);
    await delivered();
    expect(count(address)).toBe(2);
  });
});

describe('digests', () => {
  it('bundles the news of a day into one mail at the daily digest, without entries hidden meanwhile, and sends it once', async () => {
    const u = await createUser(t.db, { email: 'taeglich@example.org' });
    const client = new TestClient(t.app);
    await client.login(u.email, u.password);
    const polygon = { Kind: 'Polygon', Coordinates: [[9.46, 51.295], [9.48, 51.295], [9.48, 51.305], [9.46, 51.305]] };
    const res = await create(client, { Area: polygon, Frequency: 'taeglich' });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as AreaAlertCreated).Alert).toMatchObject({ Frequency: 'taeglich', Paused: false });
    await entryIn(INSIDE);
    await entryIn(CENTRE);
    await entryIn(OUTSIDE);
    // An entry hidden before the digest goes out is left out of it.
    const hidden = await entryIn(INSIDE);
    expect((await w.owner.post(`${API}/gis/moderation/hide`, { PointID: hidden.ID, Reason: 'Test' })).statusCode).toBe(200);
    await delivered();
    expect(count(u.email)).toBe(0);
    const tomorrow = new Date(Date.now() + 36 * 3600_000);
    expect(await sendAlertDigests(t.db, t.app.notificationDeps, tomorrow)).toBeGreaterThanOrEqual(1);
    await delivered();
    expect(count(u.email)).toBe(1);
    const mail = peer.mailsTo(u.email)[0]!;
    expect(mail.subject).toBe('Ihre tägliche Übersicht: 2 Neuigkeiten in Ihrem Gebiet');
    expect(mail.text).not.toContain(`punkt=${hidden.ID}`);
    expect(await sendAlertDigests(t.db, t.app.notificationDeps, tomorrow)).toBe(0);
  });
});

describe('„Meine Benachrichtigungen“, export and deletion', () => {
  it('lists, pauses and deletes the account\'s own alerts only; exports them; deletes them with the account', async () => {
    const u = await createUser(t.db, { email: 'konto@example.org' });
    const client = new TestClient(t.app);
    await client.login(u.email, PASSWORD);
    const made = (await create(client, {})).json() as AreaAlertCreated;
    expect(made.Message).toBe('Die Benachrichtigung ist eingerichtet.');
    const id = made.Alert!.ID;
    const list = await client.get(`${API}/auth/area-alerts`);
    expect(list.statusCode).toBe(200);
    expect((list.json() as AreaAlert[]).map((a) => a.ID)).toEqual([id]);
    expect((await w.anon.get(`${API}/auth/area-alerts`)).statusCode).toBe(401);
    expect((await w.user.put(`${API}/auth/area-alerts/${id}`, { Paused: true })).statusCode).toBe(404);
    expect((await w.user.delete(`${API}/auth/area-alerts/${id}`)).statusCode).toBe(404);

    const paused = await client.put(`${API}/auth/area-alerts/${id}`, { Paused: true });
    expect(paused.statusCode, paused.body).toBe(200);
    expect((paused.json() as AreaAlert).Paused).toBe(true);
    await entryIn(INSIDE);
    await delivered();
    expect(count(u.email)).toBe(0);
    await client.put(`${API}/auth/area-alerts/${id}`, { Paused: false });
    await entryIn(INSIDE);
    await delivered();
    expect(count(u.email)).toBe(1);

    const exported = await client.get(`${API}/auth/account/export`);
    expect(exported.statusCode).toBe(200);
    const account = JSON.parse((await readZip(exported.rawPayload)).get('konto.json')!.toString('utf8')) as { AreaAlerts: { ID: string; Frequency: string }[] };
    expect(account.AreaAlerts).toMatchObject([{ ID: id, Frequency: 'sofort' }]);

    const second = (await create(client, {})).json() as AreaAlertCreated;
    expect((await client.delete(`${API}/auth/area-alerts/${second.Alert!.ID}`)).json()).toEqual({ Message: 'Die Benachrichtigung ist gelöscht.' });
    expect((await client.post(`${API}/auth/account/delete`, { Password: PASSWORD })).statusCode).toBe(200);
    expect(await t.db.selectFrom('area_alerts').select('id').where('user_id', '=', u.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('area_alerts').select('id').where('id', '=', id).execute()).toEqual([]);
  });
});

describe('Atom feeds', () => {
  it('gives an alert\'s and a project\'s news as Atom, without persons; refuses unknown tokens and non-public projects', async () => {
    const mail = await confirmedAlertOf('feed@example.org');
    const entry = await entryIn(INSIDE);
    await delivered();
    const news = await peer.waitForMail('feed@example.org', 2);
    const feedUrl = /https:\/\/karte\.example\.org(\/api\/v1\/feeds\/alert\/\S+\.atom)/.exec(news.text ?? '')![1]!;
    expect(mail.text).not.toContain('feeds');
    const res = await w.anon.get(feedUrl);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const feed = readAtom(res.body);
    expect(feed.title).toBe('Benachrichtigung für ein Gebiet – Mitmachkarte');
    expect(feed.author).toBe('Mitmachkarte');
    expect(feed.entries).toHaveLength(1);
    expect(feed.entries[0]).toMatchObject({ title: 'Neuer Eintrag: Frosch am Ufer', summary: 'Offen' });
    expect(feed.entries[0]!.link).toContain(`punkt=${entry.ID}`);
    expect(Date.parse(feed.updated)).toBeGreaterThan(0);

    const project = await w.anon.get(`${API}/feeds/project/${w.workspaces.pub}.atom`);
    expect(project.statusCode, project.body).toBe(200);
    const projectFeed = readAtom(project.body);
    expect(projectFeed.title).toBe('Öffentlich – neue Einträge und Status');
    expect(projectFeed.entries.some((e) => e.link.includes(entry.ID))).toBe(true);
    expect(project.body).not.toContain('Eigentümerin');
    expect(project.body).not.toContain('Mitglied');
    expect(project.body).not.toContain('@example.org');

    expect((await w.anon.get(`${API}/feeds/project/${w.workspaces.priv}.atom`)).statusCode).toBe(404);
    expect((await w.anon.get(`${API}/feeds/project/${UNKNOWN_ID}.atom`)).statusCode).toBe(404);
    expect((await w.anon.get(`${API}/feeds/alert/${UNKNOWN_ID}.abc.atom`)).statusCode).toBe(404);
  });
});

describe('bad input', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['a self-intersecting polygon', { Area: { Kind: 'Polygon', Coordinates: [[9.46, 51.29], [9.48, 51.31], [9.48, 51.29], [9.46, 51.31]] } },
      'Die gezeichnete Fläche überschneidet sich selbst. Bitte zeichnen Sie sie ohne sich kreuzende Kanten.'],
    ['too many vertices', { Area: { Kind: 'Polygon', Coordinates: Array.from({ length: 202 }, (_, i) => [9.47 + 0.01 * Math.cos(i / 32), 51.3 + 0.01 * Math.sin(i / 32)]) } },
      'Die Eingaben sind ungültig.'],
    ['a polygon without extent', { Area: { Kind: 'Polygon', Coordinates: [[9.46, 51.29], [9.47, 51.29], [9.48, 51.29]] } },
      'Die gezeichnete Fläche hat keinen Inhalt. Bitte setzen Sie mindestens drei Ecken, die nicht auf einer Linie liegen.'],
    ['a polygon too large', { Area: { Kind: 'Polygon', Coordinates: [[9.3, 51.2], [9.54, 51.2], [9.54, 51.44], [9.3, 51.44]] } },
      'Das Gebiet ist zu groß. Es darf höchstens 100 km² umfassen.'],
    ['a radius too small', { Area: circle(50) }, 'Die Eingaben sind ungültig.'],
    ['a radius too large', { Area: circle(6000) }, 'Die Eingaben sind ungültig.'],
    ['an unknown project', { Projects: [UNKNOWN_ID] }, 'Mindestens eines der gewählten Projekte gibt es nicht oder es ist nicht öffentlich.'],
    ['a private project', { Projects: [w?.workspaces.priv ?? UNKNOWN_ID] }, 'Mindestens eines der gewählten Projekte gibt es nicht oder es ist nicht öffentlich.'],
    ['a bad address', { Email: 'keine-adresse' }, 'Die Eingaben sind ungültig.'],
    ['no address without account', {}, 'Bitte geben Sie Ihre E-Mail-Adresse an oder melden Sie sich an.'],
    ['an unknown frequency', { Frequency: 'stuendlich', Email: 'x@example.org' }, 'Die Eingaben sind ungültig.'],
  ];
  it.each(cases)('refuses %s in German and stores nothing', async (_name, body, message) => {
    const before = await alertRows();
    const outbox = await t.db.selectFrom('mail_outbox').select('id').execute();
    const fixed = body.Projects && (body.Projects as string[])[0] === UNKNOWN_ID && _name === 'a private project' ? { ...body, Projects: [w.workspaces.priv] } : body;
    const res = await create(new TestClient(t.app), { ...(('Email' in fixed) || _name === 'no address without account' ? {} : { Email: 'boese@example.org' }), ...fixed });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ Message: message });
    expect(await alertRows()).toEqual(before);
    expect(await t.db.selectFrom('mail_outbox').select('id').execute()).toEqual(outbox);
  });

  it('answers an address over its limits as any other, and mails it nothing more', async () => {
    const address = 'viele@example.org';
    for (let i = 0; i < 4; i++) expect((await create(new TestClient(t.app), { Email: address })).statusCode).toBe(200);
    await delivered();
    expect(count(address)).toBe(3);
    expect((await t.db.selectFrom('area_alerts').select('id').where('email', '=', address).execute()).length).toBe(3);
  });
});
