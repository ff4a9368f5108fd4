import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION_SETTING, type Point } from '@mitmachkarte/contract';
import type { DB } from '../../src/db/schema.js';
import { adminId, sessionFor, userWith } from '../admin-fixtures.js';
import { TestClient } from '../client.js';
import { createOrganisation, createUser, PASSWORD } from '../factories.js';
import { cameraJpeg, readExif, uploadOk } from '../image-fixtures.js';
import { API, addPoint, createPointsWorld, validAnswers, type PointsWorld } from '../points-fixtures.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../test-app.js';
import { readZip } from '../zip.js';

/** DSGVO self-service (docs/product.md §14): GET /auth/account/export (Art. 15, 20) holds exactly the
 *  user's data, POST /auth/account/delete (Art. 17) removes the account from every table and its
 *  photos from the image store, keeping contributions anonymised or deleting them as the
 *  organisation says; user managers do the same on request. */
let t: TestApp;
let w: PointsWorld;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { imageUploadPerHour: 1000 } });
  w = await createPointsWorld(t);
  // The default organisation keeps contributions (no setting); another host's deletes them.
  await createOrganisation(t.db, { host: 'stadt.example.org', title: 'Stadt', isDefault: true });
  await createOrganisation(t.db, { host: 'loeschen.example.org', title: 'Löschende Stadt', other: { [ACCOUNT_DELETION_SETTING]: 'delete' } });
  // A site with terms of use, which the citizens accept (docs/product.md §2.22).
  await createOrganisation(t.db, { host: TERMS_HOST, title: 'Stadt mit Regeln', content: { 'nutzung.netiquette': 'Freundlich bleiben.' } });
});
afterAll(async () => t?.close());

const TERMS_HOST = 'regeln.example.org';

/** A citizen with a point (answer with a photo of theirs), a comment, votes and settings, an
 *  acceptance of terms of use, an unused upload, and another user's comment and vote on the
 *  citizen's point. */
async function citizenWithData(name: string) {
  const user = await createUser(t.db, { name, email: `${name.toLowerCase()}@example.org` });
  const c = new TestClient(t.app);
  await c.login(user.email, PASSWORD);
  const photo = await uploadOk(c, await cameraJpeg(64, 48));
  const unused = await uploadOk(c, await cameraJpeg(32, 24));
  const point = await addPoint(c, { Layer: w.layers.open, Attributes: { ...validAnswers(), Foto: { DataType: 'image', Value: photo } } });
  const comment = (await c.post(`${API}/gis/comment`, { PointID: point.ID, Text: `Kommentar von ${name}` })).json() as { ID: string };
  expect((await c.post(`${API}/gis/vote/${point.ID}`, { Vote: 1 })).statusCode).toBe(200);
  expect((await c.post(`${API}/auth/settings`, { last_workspace: w.workspaces.pub, Farbe: 'grün' })).statusCode).toBe(200);
  const terms = (await c.request('GET', `${API}/auth/terms`, undefined, { headers: { host: TERMS_HOST } })).json() as { Version: string };
  expect((await c.request('POST', `${API}/auth/terms`, { Version: terms.Version }, { headers: { host: TERMS_HOST } })).statusCode).toBe(200);
  // An answer to a survey given while signed in (docs/product.md §25.2).
  const survey = (await w.owner.post(`${API}/gis/workspace/${w.workspaces.pub}/surveys`, {
    Title: `Umfrage für ${name}`, Published: true, OncePer: 'account', Questions: [{ Key: 'ja', Kind: 'boolean', Question: 'Kommen Sie oft?' }],
  })).json() as { Id: string };
  expect((await c.post(`${API}/gis/survey/${survey.Id}/answers`, { Answers: { ja: true } })).statusCode).toBe(200);
  const other = (await w.user.post(`${API}/gis/comment`, { PointID: point.ID, Text: `Antwort an ${name}` })).json() as { ID: string };
  expect((await w.user.post(`${API}/gis/votecomment/${comment.ID}`, { Vote: -1 })).statusCode).toBe(200);
  return { user, c, photo, unused, point, comment, other, survey, termsVersion: terms.Version };
}

/** Every row of every table that names `userId` or contains `text` (an address, a name), once the
 *  mail outbox has sent what it holds: the notice „Ihr Konto wurde gelöscht“ waits there for the
 *  outbox's next drain (kicked after the deletion, later on a loaded machine), and leaves with it. */
async function rowsMentioning(userId: string, text: string): Promise<string[]> {
  await t.app.mailOutbox.drain();
  const tables: (keyof DB)[] = ['users', 'sessions', 'user_groups', 'user_settings', 'workspace_acl', 'auth_tokens', 'points', 'comments', 'point_votes', 'comment_votes', 'images', 'mail_outbox', 'follows', 'terms_acceptances'];
  const found: string[] = [];
  for (const table of tables) {
    for (const row of await t.db.selectFrom(table).selectAll().execute()) {
      const json = JSON.stringify(row);
      if (json.includes(userId) || json.toLowerCase().includes(text.toLowerCase())) found.push(`${table}: ${json.slice(0, 200)}`);
    }
  }
  return found;
}

const exists = async (id: string) => (await t.db.selectFrom('images').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
const rawOf = async (c: TestClient, id: string) => (await c.get(`${API}/gis/image/raw/${id}`)).rawPayload;

describe('GET /auth/account/export', () => {
  it('answers a ZIP with exactly the account\'s data, and none of anyone else\'s', async () => {
    const anna = await citizenWithData('Anna');
    await citizenWithData('Bert');
    const res = await anna.c.get(`${API}/auth/account/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="meine-daten-\d{4}-\d{2}-\d{2}\.zip"$/);
    const zip = await readZip(res.rawPayload);
    expect([...zip.keys()].sort()).toEqual(['LIESMICH.txt', `bilder/${anna.photo}.jpg`, `bilder/${anna.unused}.jpg`, 'kommentare.json', 'konto.json', 'punkte.json', 'stimmen.json', 'umfragen.json'].sort());
    const konto = JSON.parse(zip.get('konto.json')!.toString('utf8'));
    expect(konto).toMatchObject({ ID: anna.user.id, Name: 'Anna', Email: 'anna@example.org', Active: true, Settings: { last_workspace: w.workspaces.pub, Farbe: 'grün' }, Language: 'de' });
    expect(konto.Notifications).toEqual({ NoMail: false, Follows: [{ PointID: anna.point.ID, Since: anna.point.CreatedAt }], ProjectFollows: [] });
    expect(konto.TeamNotifications).toEqual([]);
    expect(konto.TermsAcceptances).toEqual([{ Host: TERMS_HOST, Organisation: 'Stadt mit Regeln', Version: anna.termsVersion, AcceptedAt: expect.any(String) }]);
    expect(konto).not.toHaveProperty('PasswordHash');
    const points = JSON.parse(zip.get('punkte.json')!.toString('utf8')) as Point[];
    expect(points.map((p) => p.ID)).toEqual([anna.point.ID]);
    expect(points[0]!.Attributes.Foto).toEqual({ DataType: 'image', Value: anna.photo });
    expect(JSON.parse(zip.get('kommentare.json')!.toString('utf8'))).toEqual([{ ID: anna.comment.ID, PointID: anna.point.ID, Text: 'Kommentar von Anna', CreatedAt: expect.any(String) }]);
    expect(JSON.parse(zip.get('stimmen.json')!.toString('utf8'))).toEqual({ Punkte: [{ PointID: anna.point.ID, Vote: 1, UpdatedAt: expect.any(String) }], Kommentare: [] });
    expect(JSON.parse(zip.get('umfragen.json')!.toString('utf8'))).toEqual([{ SurveyID: anna.survey.Id, Survey: 'Umfrage für Anna', Answers: { ja: true }, CreatedAt: expect.any(String) }]);
    // The photo as uploaded (with its metadata: it is the person's own).
    expect(zip.get(`bilder/${anna.photo}.jpg`)!.equals(await rawOf(w.owner, anna.photo))).toBe(true);
    const everything = [...zip.values()].map((b) => b.toString('latin1')).join('\n');
    for (const foreign of ['bert@example.org', 'Kommentar von Bert', 'Umfrage für Bert', 'Antwort an Anna', w.userIds.user, PASSWORD, 'scrypt$']) expect(everything).not.toContain(foreign);
  });

  it('answers 401 without an account', async () => {
    const res = await new TestClient(t.app).get(`${API}/auth/account/export`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ Message: 'Bitte melden Sie sich an.' });
  });
});

describe('POST /auth/account/delete', () => {
  it('refuses a wrong password with 403 and changes nothing', async () => {
    const cora = await citizenWithData('Cora');
    const before = await rowsMentioning(cora.user.id, 'cora@example.org');
    const res = await cora.c.post(`${API}/auth/account/delete`, { Password: 'falsch-falsch' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ Message: 'Das Passwort ist nicht richtig. Ihr Konto wurde nicht gelöscht.' });
    expect(await rowsMentioning(cora.user.id, 'cora@example.org')).toEqual(before);
    expect((await cora.c.get(`${API}/auth/info`)).json().LoggedIn).toBe(true);
  });

  it('by default deletes the account from every table, keeps points and comments without author, and strips the kept photo\'s metadata', async () => {
    const dora = await citizenWithData('Dora');
    expect(readExif((await sharp(await rawOf(w.owner, dora.photo)).metadata()).exif).hasGps).toBe(true);
    const res = await dora.c.post(`${API}/auth/account/delete`, { Password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Message: 'Ihr Konto wurde gelöscht.' });
    expect((await dora.c.get(`${API}/auth/info`)).json().LoggedIn).toBe(false);
    expect(await rowsMentioning(dora.user.id, 'dora@example.org')).toEqual([]);
    // Contributions stay, anonymised: the point, its comment (no author), the others' answer.
    const point = await t.db.selectFrom('points').selectAll().where('id', '=', dora.point.ID).executeTakeFirstOrThrow();
    expect(point.created_by).toBeNull();
    expect((await t.db.selectFrom('comments').selectAll().where('id', '=', dora.comment.ID).executeTakeFirstOrThrow()).user_id).toBeNull();
    expect(await t.db.selectFrom('comments').select('id').where('id', '=', dora.other.ID).executeTakeFirst()).toBeDefined();
    expect(await exists(dora.photo)).toBe(true);
    // The unused upload is gone from table and store; the kept photo's raw variant has no GPS.
    expect(await exists(dora.unused)).toBe(false);
    expect((await w.owner.get(`${API}/gis/image/orig/${dora.unused}`)).statusCode).toBe(404);
    const raw = await rawOf(w.owner, dora.photo);
    expect(readExif((await sharp(raw).metadata()).exif).hasGps).toBe(false);
    // The login is gone too.
    expect((await new TestClient(t.app).post(`${API}/auth/login`, { Email: dora.user.email, Password: PASSWORD })).statusCode).toBe(401);
  });

  it('deletes points, comments and photos with the account where the organisation says so', async () => {
    const emil = await citizenWithData('Emil');
    const res = await emil.c.request('POST', `${API}/auth/account/delete`, { Password: PASSWORD }, { headers: { host: 'loeschen.example.org' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowsMentioning(emil.user.id, 'emil@example.org')).toEqual([]);
    expect(await t.db.selectFrom('points').select('id').where('id', '=', emil.point.ID).executeTakeFirst()).toBeUndefined();
    expect(await t.db.selectFrom('comments').select('id').where('id', 'in', [emil.comment.ID, emil.other.ID]).execute()).toEqual([]);
    for (const image of [emil.photo, emil.unused]) {
      expect(await exists(image)).toBe(false);
      expect((await w.owner.get(`${API}/gis/image/orig/${image}`)).statusCode).toBe(404);
    }
  });

  it('keeps the last administrator', async () => {
    const admin = await sessionFor(t, await adminId(t));
    const res = await admin.post(`${API}/auth/account/delete`, { Password: ADMIN_PASSWORD });
    expect(res.statusCode).toBe(409);
    expect((await admin.get(`${API}/auth/info`)).json().LoggedIn).toBe(true);
  });
});

describe('finding 15: the audit log after a deletion', () => {
  it('finding 15: a deleted account\'s e-mail addresses, its current and a former one, no longer appear in audit texts', async () => {
    const manager = await userWith(t, ['usermanager'], { name: 'Personalamt' });
    const gina = await createUser(t.db, { name: 'Gina', email: 'gina.alt@example.org' });
    // Audit texts that name her addresses: a user manager changes her address, a manager puts her on a team.
    const edit = { Name: 'Gina', Email: 'gina.neu@example.org', Active: true, Groups: [], Attributes: [], Password: '' };
    expect((await manager.client.put(`${API}/admin/user/${gina.id}`, edit)).statusCode).toBe(200);
    expect((await w.owner.post(`${API}/gis/workspaceacl/add/${w.workspaces.pub}`, { Email: 'gina.neu@example.org' })).statusCode).toBe(200);
    const texts = async () => (await t.db.selectFrom('audit_log').select(['summary', 'before', 'after']).execute()).map((r) => `${r.summary} | ${r.before} | ${r.after}`).join('\n');
    expect(await texts()).toContain('gina.alt@example.org');
    expect(await texts()).toContain('gina.neu@example.org');

    const c = new TestClient(t.app);
    await c.login('gina.neu@example.org', PASSWORD);
    expect((await c.post(`${API}/auth/account/delete`, { Password: PASSWORD })).statusCode).toBe(200);
    expect(await texts()).not.toMatch(/gina\.(alt|neu)@example\.org/);
    expect(await texts()).toContain('Team geändert: +gelöschte Adresse');
  });
});

describe('user managers on request', () => {
  it('export and delete a user\'s account; not one that holds rights they lack', async () => {
    const manager = await userWith(t, ['usermanager']);
    const fritz = await citizenWithData('Fritz');
    const exported = await manager.client.get(`${API}/admin/user/${fritz.user.id}/export`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/filename="benutzerdaten-/);
    expect(JSON.parse((await readZip(exported.rawPayload)).get('konto.json')!.toString('utf8')).Email).toBe('fritz@example.org');
    expect((await manager.client.get(`${API}/admin/user/${await adminId(t)}/export`)).statusCode).toBe(403);
    expect((await manager.client.delete(`${API}/admin/user/${fritz.user.id}`)).statusCode).toBe(200);
    expect(await rowsMentioning(fritz.user.id, 'fritz@example.org')).toEqual([]);
    expect(await exists(fritz.unused)).toBe(false);
    expect((await t.db.selectFrom('points').select('created_by').where('id', '=', fritz.point.ID).executeTakeFirstOrThrow()).created_by).toBeNull();
  });
});
