import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage, Comment, Point, VoteCounts } from '@mitmachkarte/contract';
import type { DB } from '../../src/db/schema.js';
import { checkImageStore, hasProblems } from '../../src/modules/images/images-check.service.js';
import { runRetention } from '../../src/modules/retention/retention-run.service.js';
import { adminId, sessionFor } from '../admin-fixtures.js';
import { TestClient } from '../client.js';
import { createUser } from '../factories.js';
import { CAMERA_EXIF, cameraJpeg, readExif, uploadOk } from '../image-fixtures.js';
import { API, OPEN_SCHEMA, addPoint, validAnswers } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Storage limitation of projects (GDPR Art. 5 (1) e; docs/product.md §17.8): the daily run
 *  anonymises a closed project once its period has passed — authors of entries and comments,
 *  voters, followers, reporters and their notes, uploaders, the original and raw photos (the
 *  published variant kept or deleted as chosen) — and leaves projects inside their period,
 *  projects switched off and open projects alone. */
let t: TestApp;
let owner: TestClient;
let admin: TestClient;

const MONTH_MS = 31 * 24 * 3600_000;
const run = () => runRetention(t.db, { store: t.app.imageStore, config: t.app.config });

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { imageUploadPerHour: 1000 } });
  const ownerUser = await createUser(t.db, { permissions: ['project'], name: 'Projektleitung' });
  owner = new TestClient(t.app);
  await owner.login(ownerUser.email, ownerUser.password);
  admin = await sessionFor(t, await adminId(t));
});
afterAll(async () => t?.close());

/** A logged-in citizen with a distinctive name and address. */
async function citizen(name: string) {
  const user = await createUser(t.db, { name, email: `${name.toLowerCase().replace(/\W/g, '')}@example.org` });
  const client = new TestClient(t.app);
  await client.login(user.email, user.password);
  return { ...user, name, client };
}

/** A public, editable project with one map, in which Anna wrote an entry with a photo, a comment
 *  and votes, Bert commented, voted and follows it, and Carl reported Anna's comment with a note
 *  naming himself. Answers the ids and the people. */
async function projectWithContributions(label: string) {
  const ws = (await owner.post(`${API}/gis/workspace`, { Name: `Projekt ${label}`, Public: true, Editable: true })).json() as { ID: string };
  const layer = (await owner.post(`${API}/gis/layer`, { Workspace: ws.ID, Name: 'Karte', Public: true, Editable: true, Schema: OPEN_SCHEMA })).json() as { ID: string };
  const anna = await citizen(`Anna ${label}`);
  const bert = await citizen(`Bert ${label}`);
  const carl = await citizen(`Carl ${label}`);
  // A photo whose EXIF names its author, as cameras set up with the owner's name write it.
  const signed = await sharp(await cameraJpeg(640, 480)).withExif({ IFD0: { ...CAMERA_EXIF.IFD0, Artist: anna.name, Copyright: anna.email }, IFD3: CAMERA_EXIF.IFD3 }).jpeg().toBuffer();
  const photo = await uploadOk(anna.client, signed);
  const point = await addPoint(anna.client, { Layer: layer.ID, Attributes: { ...validAnswers(), Foto: { DataType: 'image', Value: photo } } });
  const comment = (await anna.client.post(`${API}/gis/comment`, { PointID: point.ID, Text: 'Das Ufer ist hier flach.' })).json() as Comment;
  const reply = (await bert.client.post(`${API}/gis/comment`, { PointID: point.ID, Text: 'Sehe ich auch so.' })).json() as Comment;
  for (const c of [anna.client, bert.client]) expect((await c.post(`${API}/gis/vote/${point.ID}`, { Vote: 1 })).statusCode).toBe(200);
  expect((await bert.client.post(`${API}/gis/votecomment/${comment.ID}`, { Vote: -1 })).statusCode).toBe(200);
  expect((await bert.client.post(`${API}/gis/point/${point.ID}/follow`)).statusCode).toBe(200);
  expect((await carl.client.post(`${API}/gis/report`, { CommentID: reply.ID, Reason: 'persoenlich', Text: `Bitte rufen Sie Carl ${label} an: 0170 123456` })).statusCode).toBe(200);
  // An anonymous visitor reports the entry and leaves an address for the outcome (docs/product.md §16.3).
  expect((await new TestClient(t.app).post(`${API}/gis/report`, { PointID: point.ID, Reason: 'spam', Email: 'dora@example.org' })).statusCode).toBe(200);
  return { ws: ws.ID, layer: layer.ID, point, comment, reply, photo, people: [anna, bert, carl] };
}

/** Closes the project through the API, then moves its closing `months` into the past. */
async function closeMonthsAgo(ws: string, months: number) {
  const current = (await owner.get(`${API}/gis/workspace/${ws}`)).json() as { Name: string; Public: boolean; Editable: boolean };
  expect((await owner.put(`${API}/gis/workspace/${ws}`, { Name: current.Name, Public: current.Public, Editable: current.Editable, Closed: true })).statusCode).toBe(200);
  await t.db.updateTable('workspaces').set({ closed_at: new Date(Date.now() - months * MONTH_MS).toISOString() }).where('id', '=', ws).execute();
}

/** Every table but the accounts' own (the people keep their accounts, logins and settings). */
const TABLES: (keyof DB)[] = [
  'groups', 'permissions', 'group_permissions', 'organisations', 'workspaces', 'workspace_acl', 'workspace_retention', 'workspace_invitations', 'layers', 'points',
  'point_history', 'audit_log', 'system_secrets', 'survey_responses', 'images', 'comments', 'reports', 'follows', 'point_votes', 'comment_votes', 'mail_outbox',
  'idempotency_keys', 'image_uses', 'rate_limits', 'leases', 'point_reporters',
];

/** Rows of those tables, and files of the image store (every variant), naming a person's id, name
 *  or address. */
async function placesMentioning(person: { id: string; name: string; email: string }): Promise<string[]> {
  const found: string[] = [];
  const mentions = (text: string) => [person.id, person.name, person.email].some((x) => text.includes(x));
  for (const table of TABLES) {
    for (const row of await t.db.selectFrom(table).selectAll().execute()) {
      const json = JSON.stringify(row);
      if (mentions(json)) found.push(`${table}: ${json.slice(0, 240)}`);
    }
  }
  for await (const id of t.app.imageStore.list()) {
    for (const variant of ['raw', 'orig', 'norm'] as const) {
      const file = await t.app.imageStore.get(id, variant);
      if (file && mentions(Buffer.concat(await file.stream.toArray() as Buffer[]).toString('latin1'))) found.push(`image ${id}/${variant}`);
    }
  }
  return found;
}

/** Every row tied to the project's entries, to show that a run left them as they were. */
async function snapshotOf(ws: string) {
  const points = await t.db.selectFrom('points').innerJoin('layers', 'layers.id', 'points.layer_id').selectAll('points').where('layers.workspace_id', '=', ws).orderBy('points.id').execute();
  const ids = points.map((p) => p.id);
  const comments = await t.db.selectFrom('comments').selectAll().where('point_id', 'in', ids).orderBy('id').execute();
  return {
    points, comments,
    pointVotes: await t.db.selectFrom('point_votes').selectAll().where('point_id', 'in', ids).orderBy('user_id').execute(),
    commentVotes: await t.db.selectFrom('comment_votes').selectAll().where('comment_id', 'in', comments.map((c) => c.id)).orderBy('user_id').execute(),
    follows: await t.db.selectFrom('follows').selectAll().where('point_id', 'in', ids).orderBy('user_id').execute(),
    reports: await t.db.selectFrom('reports').selectAll().where('workspace_id', '=', ws).orderBy('id').execute(),
    images: await t.db.selectFrom('images').selectAll().where('workspace_id', '=', ws).orderBy('id').execute(),
  };
}

const auditOf = async (ws: string) => ((await admin.get(`${API}/admin/audit?workspace=${ws}`)).json() as AuditPage).Entries;
const bytesOf = async (client: TestClient, variant: string, id: string) => {
  const res = await client.get(`${API}/gis/image/${variant}/${id}`);
  expect(res.statusCode, `${variant}: ${res.body.slice(0, 200)}`).toBe(200);
  return res.rawPayload;
};

describe('retention of projects', () => {
  it('retention: a closed project past its period is anonymised in one run, its entries, counts and published photos stay', async () => {
    const p = await projectWithContributions('Alt');
    const anon = new TestClient(t.app);
    const votesBefore = (await anon.get(`${API}/gis/votes/${p.point.ID}`)).json() as VoteCounts;
    const norm = await bytesOf(anon, 'norm', p.photo);
    const origTag = (await anon.get(`${API}/gis/image/orig/${p.photo}`)).headers.etag as string;
    expect(readExif((await sharp(await bytesOf(owner, 'raw', p.photo)).metadata()).exif).hasGps).toBe(true);
    const [anna] = p.people;
    expect(await placesMentioning(anna!)).toContain(`image ${p.photo}/raw`);
    await closeMonthsAgo(p.ws, 13);

    expect(await run()).toBeGreaterThan(0);

    for (const person of p.people) expect(await placesMentioning(person), person.name).toEqual([]);
    // The entry, its answers, comments and counts stay, without anyone's name.
    const point = (await anon.get(`${API}/gis/point/${p.point.ID}`)).json() as Point;
    expect(point.Attributes).toEqual(p.point.Attributes);
    expect((await anon.get(`${API}/gis/votes/${p.point.ID}`)).json()).toEqual(votesBefore);
    const comments = (await anon.get(`${API}/gis/comments/${p.point.ID}`)).json() as Comment[];
    expect(comments.map((c) => [c.Text, c.AuthorName, c.Up, c.Down])).toEqual([[p.comment.Text, 'Anonym', 0, 1], ['Sehe ich auch so.', 'Anonym', 0, 0]]);
    // The reports stay for the moderation, without their reporters, notes and left addresses.
    expect(await t.db.selectFrom('reports').select(['user_id', 'text', 'reason', 'reporter_email', 'reporter_key']).where('workspace_id', '=', p.ws).orderBy('reason').execute())
      .toEqual([{ user_id: null, text: '', reason: 'persoenlich', reporter_email: '', reporter_key: null }, { user_id: null, text: '', reason: 'spam', reporter_email: '', reporter_key: null }]);
    // The published photo stays; the original and the raw upload (with its GPS position) are gone:
    // every variant now holds the published one.
    expect((await bytesOf(anon, 'norm', p.photo)).equals(norm)).toBe(true);
    expect((await bytesOf(anon, 'orig', p.photo)).equals(norm)).toBe(true);
    // A cache that kept the original asks again and gets the new bytes, not a 304.
    const revalidated = await anon.request('GET', `${API}/gis/image/orig/${p.photo}`, undefined, { headers: { 'if-none-match': origTag } });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.rawPayload.equals(norm)).toBe(true);
    const raw = await bytesOf(owner, 'raw', p.photo);
    expect(raw.equals(norm)).toBe(true);
    expect(readExif((await sharp(raw).metadata()).exif).hasGps).toBe(false);
    expect(hasProblems(await checkImageStore(t.db, t.app.imageStore))).toBe(false);
    // Anna's own lists no longer hold the entry: it is nobody's now.
    expect(((await anna!.client.get(`${API}/auth/contributions`)).json() as { Points: unknown[] }).Points).toEqual([]);
    // The run says what it did, in numbers, and names nobody.
    const entry = (await auditOf(p.ws)).find((e) => e.Action === 'retention.project');
    expect(entry).toMatchObject({ TargetType: 'workspace', TargetID: p.ws, Workspace: p.ws, By: 'Löschfristen (automatisch)' });
    expect(entry!.Summary).toBe('Aufbewahrungsfrist abgelaufen: Projekt „Projekt Alt“ anonymisiert');
    expect(entry!.After).toBe('Einträge: 1; Kommentare: 2; Stimmen: 3; Benachrichtigungen: 2; Kontaktdaten: 0; Meldungen: 2; Fotos verkleinert: 1; Fotos gelöscht: 0');
  });

  it('retention: the run is idempotent: a second run changes nothing and writes no audit entry', async () => {
    const p = await projectWithContributions('Zweimal');
    await closeMonthsAgo(p.ws, 13);
    await run();
    const before = await snapshotOf(p.ws);
    const audit = await auditOf(p.ws);
    expect(await run()).toBe(0);
    expect(await snapshotOf(p.ws)).toEqual(before);
    expect(await auditOf(p.ws)).toEqual(audit);
  });

  it('retention: a project inside its period, an open project and a project switched off are untouched', async () => {
    const inside = await projectWithContributions('Innerhalb');
    await closeMonthsAgo(inside.ws, 11);
    const open = await projectWithContributions('Offen');
    await t.db.updateTable('points').set({ created_at: new Date(Date.now() - 60 * MONTH_MS).toISOString() }).where('id', '=', open.point.ID).execute();
    const off = await projectWithContributions('Archiv');
    const set = await owner.put(`${API}/gis/workspace/${off.ws}/retention`, { Mode: 'off', Photos: 'organisation' });
    expect(set.statusCode, set.body).toBe(200);
    await closeMonthsAgo(off.ws, 60);
    const before = await Promise.all([inside, open, off].map((p) => snapshotOf(p.ws)));
    await run();
    expect(await Promise.all([inside, open, off].map((p) => snapshotOf(p.ws)))).toEqual(before);
    for (const p of [inside, open, off]) expect((await auditOf(p.ws)).filter((e) => e.Action.startsWith('retention.'))).toEqual([]);
  });

  it('retention: a project that chose to delete the published photos loses them without a broken answer', async () => {
    const p = await projectWithContributions('Ohne Fotos');
    const set = await owner.put(`${API}/gis/workspace/${p.ws}/retention`, { Mode: 'months', Months: 6, Photos: 'delete' });
    expect(set.statusCode, set.body).toBe(200);
    await closeMonthsAgo(p.ws, 7);
    await run();
    const anon = new TestClient(t.app);
    const point = (await anon.get(`${API}/gis/point/${p.point.ID}`)).json() as Point;
    const { Foto: _gone, ...rest } = p.point.Attributes;
    expect(point.Attributes).toEqual(rest);
    for (const variant of ['norm', 'orig']) expect((await anon.get(`${API}/gis/image/${variant}/${p.photo}`)).statusCode).toBe(404);
    expect(await t.db.selectFrom('images').select('id').where('id', '=', p.photo).executeTakeFirst()).toBeUndefined();
    const report = await checkImageStore(t.db, t.app.imageStore);
    expect(report.filesWithoutRow.map((f) => f.id)).not.toContain(p.photo);
    expect(hasProblems(report)).toBe(false);
    expect((await auditOf(p.ws)).find((e) => e.Action === 'retention.project')!.After).toMatch(/Fotos verkleinert: 0; Fotos gelöscht: 1$/);
  });

  it('retention: reopening a project ends its period, closing it again starts a new one', async () => {
    const p = await projectWithContributions('Wieder offen');
    await closeMonthsAgo(p.ws, 13);
    const closedAt = (await t.db.selectFrom('workspaces').select('closed_at').where('id', '=', p.ws).executeTakeFirstOrThrow()).closed_at;
    expect(closedAt).not.toBeNull();
    const ws = (await owner.get(`${API}/gis/workspace/${p.ws}`)).json() as { Name: string };
    expect((await owner.put(`${API}/gis/workspace/${p.ws}`, { Name: ws.Name, Public: true, Editable: true, Closed: false })).statusCode).toBe(200);
    expect((await t.db.selectFrom('workspaces').select('closed_at').where('id', '=', p.ws).executeTakeFirstOrThrow()).closed_at).toBeNull();
    expect((await owner.put(`${API}/gis/workspace/${p.ws}`, { Name: ws.Name, Public: true, Editable: true, Closed: true })).statusCode).toBe(200);
    const again = (await t.db.selectFrom('workspaces').select('closed_at').where('id', '=', p.ws).executeTakeFirstOrThrow()).closed_at!;
    expect(Date.now() - Date.parse(again)).toBeLessThan(60_000);
    // Saving the closed project again keeps its closing time.
    expect((await owner.put(`${API}/gis/workspace/${p.ws}`, { Name: `${ws.Name}!`, Public: true, Editable: true })).statusCode).toBe(200);
    expect((await t.db.selectFrom('workspaces').select('closed_at').where('id', '=', p.ws).executeTakeFirstOrThrow()).closed_at).toBe(again);
    const before = await snapshotOf(p.ws);
    await run();
    expect(await snapshotOf(p.ws)).toEqual(before);
  });
});
