import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DgsVideos, Organisation } from '@mitmachkarte/contract';
import { sweepUnusedImages } from '../../src/modules/images/images-sweep.service.js';
import { checkImageStore } from '../../src/modules/images/images-check.service.js';
import type { TestClient } from '../client.js';
import { expectStatus, outsiders, url, userWith } from '../admin-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { makeVideo, WEBVTT } from '../video-fixtures.js';

/** Videos in Deutsche Gebärdensprache (docs/product.md §23.3): uploads by holders of
 *  `orgmanager` of real videos made by ffmpeg and checked by the real ffprobe, the public list and
 *  files with Range requests (RFC 9110 §14), captions, removal, the audit log, the sweep and fsck. */

let t: TestApp;
let manager: TestClient, anon: TestClient, plain: TestClient, others: TestClient;
let good: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  manager = (await userWith(t, ['orgmanager'])).client;
  ({ anon, plain, others } = await outsiders(t, 'orgmanager'));
  good = await makeVideo('320x240', 25, 1);
});
afterAll(async () => t?.close());

let hosts = 0;
async function createOrg(): Promise<Organisation> {
  const res = await manager.post(url('/admin/organisation'), { Host: `dgs-${++hosts}.example.org`, Config: { Title: `Stadt ${hosts}` } });
  expectStatus(res, 200);
  return res.json();
}
const upload = (client: TestClient, id: string, slot: string, bytes: Buffer, type = 'video/mp4') =>
  client.request('POST', url(`/admin/organisation/${id}/videos/${slot}`), bytes, { headers: { 'content-type': type } });
const uploadCaptions = (client: TestClient, id: string, slot: string, bytes: Buffer) =>
  client.request('POST', url(`/admin/organisation/${id}/videos/${slot}/captions`), bytes, { headers: { 'content-type': 'text/vtt' } });
const get = (path: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: path, headers });
const rows = () => t.db.selectFrom('dgs_videos').selectAll().execute();
async function storedIds(): Promise<string[]> {
  const ids: string[] = [];
  for await (const id of t.app.imageStore.list()) ids.push(id);
  return ids.sort();
}

describe('rights', () => {
  it('answers 401 to anonymous visitors and 403 to users without orgmanager, and stores nothing', async () => {
    const org = await createOrg();
    const before = [await rows(), await storedIds()];
    for (const [client, status] of [[anon, 401], [plain, 403], [others, 403]] as const) {
      expectStatus(await upload(client, org.ID, 'inhalt', good), status);
      expectStatus(await uploadCaptions(client, org.ID, 'inhalt', WEBVTT), status);
      expectStatus(await client.delete(url(`/admin/organisation/${org.ID}/videos/inhalt`)), status);
      expectStatus(await client.delete(url(`/admin/organisation/${org.ID}/videos/inhalt/captions`)), status);
      expectStatus(await client.get(url(`/admin/organisation/${org.ID}/videos`)), status);
    }
    expect([await rows(), await storedIds()]).toEqual(before);
  });
});

describe('upload and playback', () => {
  it('takes 320 × 240 px at 25 fps, lists it for the editor and the site, and serves the bytes whole and in ranges', async () => {
    const org = await createOrg();
    const res = await upload(manager, org.ID, 'navigation', good);
    expectStatus(res, 200);
    const [video] = res.json<DgsVideos>();
    expect(video).toMatchObject({ Slot: 'navigation', Type: 'video/mp4', Bytes: good.length, Width: 320, Height: 240, CaptionsUrl: null });
    expect(video!.DurationMs).toBeGreaterThan(900);
    expect(video!.Url).toMatch(/^\/api\/v1\/dgs\/video\/[0-9a-f-]{36}$/);
    expect((await manager.get(url(`/admin/organisation/${org.ID}/videos`))).json()).toEqual([video]);
    expect((await get(url('/dgs/videos'), { host: `dgs-${hosts}.example.org` })).json()).toEqual([video]);
    expect((await get(url('/dgs/videos'), { host: 'unbekannt.example' })).json()).toEqual([]);

    const whole = await get(video!.Url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(good)).toBe(true);

    const part = await get(video!.Url, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${good.length}`);
    expect(part.headers['content-length']).toBe('100');
    expect(part.rawPayload.equals(good.subarray(100, 200))).toBe(true);
    const tail = await get(video!.Url, { range: 'bytes=-50' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(good.subarray(good.length - 50))).toBe(true);
    const open = await get(video!.Url, { range: `bytes=${good.length - 10}-` });
    expect(open.headers['content-range']).toBe(`bytes ${good.length - 10}-${good.length - 1}/${good.length}`);
    const beyond = await get(video!.Url, { range: `bytes=${good.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${good.length}`);
    expect(typeof beyond.json().Message).toBe('string');

    const unknown = await get(url('/dgs/video/0190a0b0-0000-7000-8000-000000000000'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Message: 'Das Video wurde nicht gefunden.' });
  });

  it('refuses 160 × 120 px at 15 fps with the German reason, a file that is no video, and stores nothing', async () => {
    const org = await createOrg();
    const before = [await rows(), await storedIds()];
    const small = await upload(manager, org.ID, 'inhalt', await makeVideo('160x120', 15));
    expectStatus(small, 400);
    expect(small.json().Message).toBe('Das Video ist 160 × 120 Pixel groß. Ein Video in Gebärdensprache braucht mindestens 320 × 240 Pixel (BITV 2.0).');
    const text = await upload(manager, org.ID, 'inhalt', Buffer.from('kein Video'), 'application/octet-stream');
    expectStatus(text, 400);
    expect(text.json().Message).toMatch(/^Die Datei ist kein Video/);
    expectStatus(await upload(manager, org.ID, 'inhalt', Buffer.alloc(0)), 400);
    expectStatus(await upload(manager, org.ID, 'gebaerden', good), 400);
    expectStatus(await upload(manager, org.ID, 'inhalt', Buffer.from('{}'), 'application/json'), 415);
    const tooLarge = await t.app.inject({
      method: 'POST', url: url(`/admin/organisation/${org.ID}/videos/inhalt`), payload: Buffer.alloc(10),
      headers: { ...(await authHeaders(manager)), 'content-type': 'video/mp4', 'content-length': String(201 * 1024 * 1024) },
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().Message).toBe('Das Video ist zu groß. Es darf höchstens 200 MB groß sein.');
    expectStatus(await upload(manager, '0190a0b0-0000-7000-8000-000000000000', 'inhalt', good), 404);
    expect([await rows(), await storedIds()]).toEqual(before);
  });

  it('replaces a slot\'s video (the old file goes), takes and removes captions, removes the video, and audits each step', async () => {
    const org = await createOrg();
    const first = (await upload(manager, org.ID, 'inhalt', good)).json<DgsVideos>()[0]!;
    const second = (await upload(manager, org.ID, 'inhalt', good)).json<DgsVideos>()[0]!;
    expect(second.Url).not.toBe(first.Url);
    expect((await get(first.Url)).statusCode).toBe(404);

    const bad = await uploadCaptions(manager, org.ID, 'inhalt', Buffer.from('Hallo'));
    expectStatus(bad, 400);
    expect(bad.json().Message).toBe('Die Untertitel müssen eine WebVTT-Datei sein (sie beginnt mit „WEBVTT“).');
    expectStatus(await uploadCaptions(manager, org.ID, 'weitere', WEBVTT), 409);
    const withCaptions = (await uploadCaptions(manager, org.ID, 'inhalt', WEBVTT)).json<DgsVideos>()[0]!;
    expect(withCaptions.CaptionsUrl).toMatch(/^\/api\/v1\/dgs\/captions\//);
    const vtt = await get(withCaptions.CaptionsUrl!);
    expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(vtt.body).toBe(WEBVTT.toString());
    expect((await manager.delete(url(`/admin/organisation/${org.ID}/videos/inhalt/captions`))).json<DgsVideos>()[0]!.CaptionsUrl).toBeNull();
    expect((await get(withCaptions.CaptionsUrl!)).statusCode).toBe(404);

    const removed = await manager.delete(url(`/admin/organisation/${org.ID}/videos/inhalt`));
    expectStatus(removed, 200);
    expect(removed.json()).toEqual([]);
    expect((await get(second.Url)).statusCode).toBe(404);
    expectStatus(await manager.delete(url(`/admin/organisation/${org.ID}/videos/inhalt`)), 200);

    const audit = await t.db.selectFrom('audit_log').select(['action', 'summary']).where('target_id', '=', org.ID).where('action', '=', 'organisation.dgs_video').orderBy('created_at').execute();
    expect(audit.map((a) => a.summary)).toEqual([
      'Video in Gebärdensprache „Hauptinhalte“: hochgeladen',
      'Video in Gebärdensprache „Hauptinhalte“: hochgeladen',
      'Video in Gebärdensprache „Hauptinhalte“: Untertitel hochgeladen',
      'Video in Gebärdensprache „Hauptinhalte“: Untertitel entfernt',
      'Video in Gebärdensprache „Hauptinhalte“: entfernt',
    ]);
  });
});

describe('videos beside blocks of the page content', () => {
  it('takes a video and captions beside a Markdown block of the start, topic and tram pages, lists them after the explanations, and audits them by the block\'s name', async () => {
    const org = await createOrg();
    expectStatus(await upload(manager, org.ID, 'strassenbahn.intro', good), 200);
    expectStatus(await upload(manager, org.ID, 'start.lead', good), 200);
    expectStatus(await upload(manager, org.ID, 'inhalt', good), 200);
    const listed = (await uploadCaptions(manager, org.ID, 'start.lead', WEBVTT)).json<DgsVideos>();
    expect(listed.map((v) => v.Slot)).toEqual(['inhalt', 'start.lead', 'strassenbahn.intro']);
    expect(listed[1]!.CaptionsUrl).toMatch(/^\/api\/v1\/dgs\/captions\//);
    expect((await get(url('/dgs/videos'), { host: `dgs-${hosts}.example.org` })).json()).toEqual(listed);
    expect((await get(listed[2]!.Url)).rawPayload.equals(good)).toBe(true);

    expect((await manager.delete(url(`/admin/organisation/${org.ID}/videos/strassenbahn.intro`))).json<DgsVideos>().map((v) => v.Slot)).toEqual(['inhalt', 'start.lead']);
    const audit = await t.db.selectFrom('audit_log').select('summary').where('target_id', '=', org.ID).where('action', '=', 'organisation.dgs_video').orderBy('created_at').execute();
    expect(audit.map((a) => a.summary)).toEqual([
      'Video in Gebärdensprache „Beteiligungsseite /strassenbahnausbau: Abschnitt „Worum es geht“ (leer: ohne Abschnitt)“: hochgeladen',
      'Video in Gebärdensprache „Startseite: Einleitung oben auf der Seite“: hochgeladen',
      'Video in Gebärdensprache „Hauptinhalte“: hochgeladen',
      'Video in Gebärdensprache „Startseite: Einleitung oben auf der Seite“: Untertitel hochgeladen',
      'Video in Gebärdensprache „Beteiligungsseite /strassenbahnausbau: Abschnitt „Worum es geht“ (leer: ohne Abschnitt)“: entfernt',
    ]);
  });

  it('refuses an unknown block, a one-line block and blocks without variants with 400, outsiders with 401/403, and stores nothing', async () => {
    const org = await createOrg();
    const before = [await rows(), await storedIds()];
    for (const slot of ['start.unbekannt', 'start.mapTitle', 'datenschutz.zusatz', 'ls.inhalt', 'start.lead@en']) {
      const res = await upload(manager, org.ID, slot, good);
      expectStatus(res, 400);
      expect(JSON.stringify(res.json()), slot).toContain(`Neben dem Seiteninhalt „${slot}“ kann kein Video in Gebärdensprache stehen.`);
      expectStatus(await uploadCaptions(manager, org.ID, slot, WEBVTT), 400);
      expectStatus(await manager.delete(url(`/admin/organisation/${org.ID}/videos/${slot}`)), 400);
    }
    for (const [client, status] of [[anon, 401], [plain, 403], [others, 403]] as const) {
      expectStatus(await upload(client, org.ID, 'fahrrad.maps', good), status);
      expectStatus(await uploadCaptions(client, org.ID, 'fahrrad.maps', WEBVTT), status);
      expectStatus(await client.delete(url(`/admin/organisation/${org.ID}/videos/fahrrad.maps`)), status);
    }
    expectStatus(await upload(manager, '0190a0b0-0000-7000-8000-000000000000', 'fahrrad.maps', good), 404);
    expect([await rows(), await storedIds()]).toEqual(before);
  });
});

describe('the store', () => {
  it('keeps used videos in the sweep and fsck, and removes a video file without a row', async () => {
    const org = await createOrg();
    const video = (await upload(manager, org.ID, 'barrierefreiheit', good)).json<DgsVideos>()[0]!;
    const id = video.Url.split('/').at(-1)!;
    await t.db.deleteFrom('dgs_videos').where('file_id', '!=', id).execute();
    const orphan = '0190a0b0-0000-7000-8000-0000000000aa';
    await t.app.imageStore.put(orphan, 'video', Buffer.from('halb hochgeladen'));
    const later = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    const report = await checkImageStore(t.db, t.app.imageStore, later);
    expect(report.videos).toBe(1);
    expect(report.rowsWithoutFile).toEqual([]);
    expect(report.filesWithoutRow.map((f) => f.id)).toContain(orphan);
    expect(report.filesWithoutRow.map((f) => f.id)).not.toContain(id);
    const removed = await sweepUnusedImages(t.db, t.app.imageStore, 24 * 60 * 60 * 1000, later);
    expect(removed).toContain(orphan);
    expect(removed).not.toContain(id);
    expect((await get(video.Url)).rawPayload.equals(good)).toBe(true);
  });
});

/** The cookie and anti-forgery headers `client` sends with a write. */
async function authHeaders(client: TestClient): Promise<Record<string, string>> {
  if (!client.cookies.has('XSRF-TOKEN')) await client.get(url('/auth/info'));
  return { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-xsrf-token': client.cookies.get('XSRF-TOKEN')! };
}
