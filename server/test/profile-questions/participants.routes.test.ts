import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParticipantProfile, ProfileQuestion } from '@mitmachkarte/contract';
import { TestClient } from '../client.js';
import { expectStatus, url, userWith } from '../admin-fixtures.js';
import { createOrganisation, createUser } from '../factories.js';
import { addPoint, createPointsWorld, type PointsWorld } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { defineQuestions, HOST, option } from './profile-fixtures.js';

/** „Wer hat teilgenommen?“ (docs/product.md §25.3, docs/decisions/0048): the participants of a
 *  project counted by their profile answers, where a group under 5 never leaves the server as a
 *  number, nor can be worked out from the total. */
let t: TestApp;
let w: PointsWorld;
let district: ProfileQuestion, age: ProfileQuestion;

/** `n` accounts that voted on `pointId`, each answering `answers` (question → option). */
async function voters(n: number, pointId: string, answers: [string, string][]) {
  for (let i = 0; i < n; i++) {
    const { id } = await createUser(t.db);
    await t.db.insertInto('point_votes').values({ point_id: pointId, user_id: id, value: 1, updated_at: new Date().toISOString() }).execute();
    for (const [question, opt] of answers) {
      await t.db.insertInto('profile_answers').values({ user_id: id, question_id: question, option_id: opt, updated_at: new Date().toISOString() }).execute();
    }
  }
}

beforeAll(async () => {
  t = await createTestApp();
  await createOrganisation(t.db, { host: 'standard.example.org', title: 'Standard', isDefault: true });
  const org = await createOrganisation(t.db, { host: HOST, title: 'Stadt Fulda' });
  const manager = (await userWith(t, ['orgmanager'])).client;
  [district, age] = await defineQuestions(manager, org.id, [
    { Label: 'Stadtteil', Active: true, Options: [{ Label: 'Nord' }, { Label: 'Süd' }, { Label: 'Mitte' }] },
    // Switched off: its answers are still counted.
    { Label: 'Alter', Active: false, Options: [{ Label: 'jung' }, { Label: 'alt' }] },
  ]) as [ProfileQuestion, ProfileQuestion];
  w = await createPointsWorld(t);
  // The owner's entry makes the owner a participant without answers.
  const point = await addPoint(w.owner, { Layer: w.layers.plain });
  // 5 in Nord, 4 in Süd, none in Mitte; by age 9 jung and the rest (7 with the owner) without answer.
  await voters(5, point.ID, [[district.ID, option(district, 'Nord')], [age.ID, option(age, 'jung')]]);
  await voters(4, point.ID, [[district.ID, option(district, 'Süd')], [age.ID, option(age, 'jung')]]);
  await voters(6, point.ID, []);
  // Answers of accounts that took part elsewhere, or nowhere, do not count here.
  const elsewhere = await addPoint(w.owner, { Layer: w.layers.frozen });
  await voters(3, elsewhere.ID, [[district.ID, option(district, 'Mitte')]]);
  const { id } = await createUser(t.db);
  await t.db.insertInto('profile_answers').values({ user_id: id, question_id: district.ID, option_id: option(district, 'Mitte'), updated_at: new Date().toISOString() }).execute();
});
afterAll(async () => t?.close());

const participants = (who: TestClient, workspace = w.workspaces.pub) =>
  who.request('GET', url(`/gis/workspace/${workspace}/participants`), undefined, { headers: { host: HOST } });

describe('GET /gis/workspace/{id}/participants', () => {
  it('counts the project\'s participants by answer and never sends a group under 5 as a number', async () => {
    const res = await participants(w.owner);
    expectStatus(res, 200);
    const body = res.json() as ParticipantProfile;
    expect(body.Participants).toBe(16);
    const groups = (id: string) => body.Questions.find((q) => q.ID === id)!.Groups.map((g) => [g.Label, g.State, g.Count]);
    // Two groups are small already (Süd 4, Mitte 0): nothing else needs hiding.
    expect(groups(district.ID)).toEqual([['Nord', 'shown', 5], ['Süd', 'small', null], ['Mitte', 'small', null], ['Keine Angabe', 'shown', 7]]);
    // One small group (alt, 0): the next smallest (Keine Angabe, 7) is withheld, so that 16 − 9 says nothing.
    expect(groups(age.ID)).toEqual([['jung', 'shown', 9], ['alt', 'small', null], ['Keine Angabe', 'withheld', null]]);
    // No count under 5 anywhere in the answer.
    for (const q of body.Questions) for (const g of q.Groups) expect(g.Count === null || g.Count >= 5).toBe(true);
    expect(res.body).not.toMatch(/"Count":[0-4]\b/);
  });

  it('is for the project\'s team and administrators: 401 for visitors, 403 for others, 404 for hidden projects', async () => {
    expectStatus(await participants(w.member), 200);
    expectStatus(await participants(new TestClient(t.app)), 401);
    expectStatus(await participants(w.user), 403);
    expectStatus(await participants(w.outsider, w.workspaces.priv), 404);
    expectStatus(await participants(w.owner, 'keine-id'), 400);
    expectStatus(await participants(w.owner, '0190f5a2-0000-7000-8000-00000000dddd'), 404);
  });
});
