import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyProfile, ProfileQuestion } from '@mitmachkarte/contract';
import { TestClient } from '../client.js';
import { expectStatus, url, userWith } from '../admin-fixtures.js';
import { countRows, createOrganisation, PASSWORD } from '../factories.js';
import { addPoint, createPointsWorld, type PointsWorld } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { readZip } from '../zip.js';
import { defineQuestions, HOST, onSite, option } from './profile-fixtures.js';

/** A person's answers to profile questions (docs/product.md §25.3): optional at registration and
 *  later, asked once after a first contribution, seen, changed and deleted by the person, in the
 *  data export, gone with the account; never part of entries. */
let t: TestApp;
let w: PointsWorld;
let district: ProfileQuestion, age: ProfileQuestion;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { registerPerHour: 1000 } });
  await createOrganisation(t.db, { host: 'standard.example.org', title: 'Standard', isDefault: true });
  const org = await createOrganisation(t.db, { host: HOST, title: 'Stadt Fulda' });
  const manager = (await userWith(t, ['orgmanager'])).client;
  [district, age] = await defineQuestions(manager, org.id, [
    { Label: 'In welchem Stadtteil wohnen Sie?', Active: true, Options: [{ Label: 'Nord' }, { Label: 'Süd' }] },
    { Label: 'Wie alt sind Sie?', Active: true, Options: [{ Label: 'unter 30' }, { Label: '30 und älter' }] },
  ]) as [ProfileQuestion, ProfileQuestion];
  w = await createPointsWorld(t);
});
afterAll(async () => t?.close());

const profileOf = async (who: TestClient) => {
  const res = await onSite(who, 'GET', '/auth/profile');
  expectStatus(res, 200);
  return res.json() as MyProfile;
};
const register = (email: string, Profile?: unknown) => new TestClient(t.app).request('POST', url('/auth/register'),
  { Email: email, Name: 'Erika Muster', Password: 'Fluss-Ufer-123', ...(Profile === undefined ? {} : { Profile }) }, { headers: { host: HOST } });
const answersOf = (userId: string) => t.db.selectFrom('profile_answers').select(['question_id', 'option_id']).where('user_id', '=', userId).orderBy('question_id').execute();
const userIdOf = async (email: string) => (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst())?.id;

describe('answers at registration', () => {
  it('are optional and stored with the new account', async () => {
    expectStatus(await register('ohne@example.org'), 200);
    expect(await answersOf((await userIdOf('ohne@example.org'))!)).toEqual([]);
    expectStatus(await register('mit@example.org', [{ Question: district.ID, Option: option(district, 'Süd') }]), 200);
    expect(await answersOf((await userIdOf('mit@example.org'))!)).toEqual([{ question_id: district.ID, option_id: option(district, 'Süd') }]);
  });

  it('refuse answers that fit no question of the site with a German 400, and create no account', async () => {
    const users = await countRows(t.db, 'users');
    const cases: [unknown, RegExp][] = [
      [[{ Question: district.ID, Option: option(age, 'unter 30') }], /Diese Antwort gehört zu keiner Profilfrage dieser Seite/],
      [[{ Question: '0190f5a2-0000-7000-8000-00000000cccc', Option: option(age, 'unter 30') }], /keiner Profilfrage/],
      [[{ Question: district.ID, Option: option(district, 'Nord') }, { Question: district.ID, Option: option(district, 'Süd') }], /Jede Profilfrage kann nur einmal beantwortet werden/],
      [[{ Question: district.ID }], /./],
      ['Nord', /./],
    ];
    for (const [profile, message] of cases) {
      const res = await register('falsch@example.org', profile);
      expectStatus(res, 400);
      expect(JSON.stringify(res.json())).toMatch(message);
    }
    // On another organisation's site the question is not asked.
    const elsewhere = await new TestClient(t.app).request('POST', url('/auth/register'),
      { Email: 'falsch@example.org', Name: 'E', Password: 'Fluss-Ufer-123', Profile: [{ Question: district.ID, Option: option(district, 'Nord') }] });
    expectStatus(elsewhere, 400);
    expect(await countRows(t.db, 'users')).toBe(users);
  });
});

describe('own answers', () => {
  it('are asked once after a first contribution; dismissing is remembered', async () => {
    const { client } = await userWith(t, []);
    expect((await profileOf(client)).Prompt).toBe(false);
    await addPoint(client, { Layer: w.layers.plain });
    const profile = await profileOf(client);
    expect(profile.Prompt).toBe(true);
    expect(profile.Questions.map((q) => q.ID)).toEqual([district.ID, age.ID]);
    expectStatus(await onSite(client, 'POST', '/auth/profile/dismiss'), 200);
    expect((await profileOf(client)).Prompt).toBe(false);
  });

  it('are saved, changed and deleted by the person, and never stored with entries', async () => {
    const { client, id } = await userWith(t, []);
    const point = await addPoint(client, { Layer: w.layers.plain });
    const body = { Answers: [{ Question: district.ID, Option: option(district, 'Nord') }, { Question: age.ID, Option: option(age, 'unter 30') }] };
    const saved = await onSite(client, 'PUT', '/auth/profile', body);
    expectStatus(saved, 200);
    expect((saved.json() as MyProfile)).toMatchObject({ Answers: body.Answers, Prompt: false });
    // Changing: a question left out is „Keine Angabe“.
    const changed = await onSite(client, 'PUT', '/auth/profile', { Answers: [{ Question: district.ID, Option: option(district, 'Süd') }] });
    expect((changed.json() as MyProfile).Answers).toEqual([{ Question: district.ID, Option: option(district, 'Süd') }]);
    const row = await t.db.selectFrom('points').select('attributes').where('id', '=', point.ID).executeTakeFirstOrThrow();
    expect(row.attributes).not.toContain(option(district, 'Süd'));
    // Bad answers change nothing.
    const bad = await onSite(client, 'PUT', '/auth/profile', { Answers: [{ Question: age.ID, Option: option(district, 'Nord') }] });
    expectStatus(bad, 400);
    expect(JSON.stringify(bad.json())).toMatch(/Diese Antwort gehört zu keiner Profilfrage dieser Seite/);
    expectStatus(await onSite(client, 'PUT', '/auth/profile', { Antworten: [] }), 400);
    expect(await answersOf(id)).toEqual([{ question_id: district.ID, option_id: option(district, 'Süd') }]);
    // „Angaben löschen“.
    const deleted = await onSite(client, 'DELETE', '/auth/profile');
    expectStatus(deleted, 200);
    expect((deleted.json() as MyProfile)).toMatchObject({ Answers: [], Prompt: false });
    expect(await answersOf(id)).toEqual([]);
  });

  it('need an account: 401 for visitors, and nothing is stored', async () => {
    const anon = new TestClient(t.app);
    const rows = await countRows(t.db, 'profile_answers');
    expectStatus(await onSite(anon, 'GET', '/auth/profile'), 401);
    expectStatus(await onSite(anon, 'PUT', '/auth/profile', { Answers: [{ Question: district.ID, Option: option(district, 'Nord') }] }), 401);
    expectStatus(await onSite(anon, 'DELETE', '/auth/profile'), 401);
    expectStatus(await onSite(anon, 'POST', '/auth/profile/dismiss'), 401);
    expect(await countRows(t.db, 'profile_answers')).toBe(rows);
  });

  it('are in the account\'s data export and go with the account', async () => {
    const { client, id } = await userWith(t, []);
    expectStatus(await onSite(client, 'PUT', '/auth/profile', { Answers: [{ Question: age.ID, Option: option(age, '30 und älter') }] }), 200);
    const res = await client.get(url('/auth/account/export'));
    expectStatus(res, 200);
    const konto = JSON.parse((await readZip(res.rawPayload)).get('konto.json')!.toString('utf8'));
    expect(konto.ProfileAnswers).toEqual([{ Site: HOST, Question: 'Wie alt sind Sie?', Answer: '30 und älter', Updated: expect.any(String) }]);
    expectStatus(await client.post(url('/auth/account/delete'), { Password: PASSWORD }), 200);
    expect(await answersOf(id)).toEqual([]);
    expect(await t.db.selectFrom('profile_prompts').select('user_id').where('user_id', '=', id).execute()).toEqual([]);
  });
});
