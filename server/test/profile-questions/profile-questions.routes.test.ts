import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Organisation, ProfileQuestion } from '@mitmachkarte/contract';
import type { TestClient } from '../client.js';
import { expectStatus, outsiders, snapshot, url, userWith } from '../admin-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { defineQuestions, HOST, onSite, option, putQuestions } from './profile-fixtures.js';

/** Profile questions of an organisation (docs/product.md §25.3): holders of `orgmanager` write the
 *  list; the registration form reads the asked ones of the site's organisation. */
let t: TestApp;
let manager: TestClient, anon: TestClient, plain: TestClient, others: TestClient;
let org: Organisation;

beforeAll(async () => {
  t = await createTestApp();
  manager = (await userWith(t, ['orgmanager'])).client;
  ({ anon, plain, others } = await outsiders(t, 'orgmanager'));
  expectStatus(await manager.post(url('/admin/organisation'), { Host: 'standard.example.org' }), 200);
  const res = await manager.post(url('/admin/organisation'), { Host: HOST, Config: { Title: 'Stadt Fulda' } });
  expectStatus(res, 200);
  org = res.json();
});
afterAll(async () => t?.close());

const DISTRICT = { Label: 'In welchem Stadtteil wohnen Sie?', Active: true, Options: [{ Label: 'Nord' }, { Label: 'Süd' }, { Label: 'Mitte' }] };
const AGE = { Label: 'Wie alt sind Sie?', Active: false, Options: [{ Label: 'unter 30' }, { Label: '30 bis 60' }, { Label: 'über 60' }] };

describe('profile questions', () => {
  it('are written as a whole list by orgmanager and asked on the organisation\'s site while switched on', async () => {
    const saved = await defineQuestions(manager, org.ID, [DISTRICT, AGE]);
    expect(saved.map((q) => [q.Label, q.Active, q.Options.map((o) => o.Label)])).toEqual([
      [DISTRICT.Label, true, ['Nord', 'Süd', 'Mitte']], [AGE.Label, false, ['unter 30', '30 bis 60', 'über 60']],
    ]);
    expect((await manager.get(url(`/admin/organisation/${org.ID}/profile-questions`))).json()).toEqual(saved);
    // The registration form (anyone) sees the asked ones only, of its site's organisation only.
    expect((await onSite(anon, 'GET', '/profile-questions')).json()).toEqual([saved[0]]);
    expect((await anon.get(url('/profile-questions'))).json()).toEqual([]);
  });

  it('keeps the answers of kept options and of switched-off questions, and deletes those of removed options', async () => {
    const [district] = await defineQuestions(manager, org.ID, [DISTRICT]);
    const person = await userWith(t, []);
    const client = person.client;
    expectStatus(await onSite(client, 'PUT', '/auth/profile', { Answers: [{ Question: district!.ID, Option: option(district!, 'Süd') }] }), 200);
    const answers = () => t.db.selectFrom('profile_answers').select(['option_id']).where('user_id', '=', person.id).execute();

    // Renamed and reordered, the same ids: the answer stays; switched off: it stays too.
    const renamed = { ID: district!.ID, Label: 'Stadtteil', Active: false, Options: [
      { ID: option(district!, 'Süd'), Label: 'Südstadt' }, { ID: option(district!, 'Nord'), Label: 'Nordstadt' }, { ID: option(district!, 'Mitte'), Label: 'Mitte' },
    ] };
    const [after] = await defineQuestions(manager, org.ID, [renamed]);
    expect(after!.Options.map((o) => o.Label)).toEqual(['Südstadt', 'Nordstadt', 'Mitte']);
    expect(await answers()).toEqual([{ option_id: option(district!, 'Süd') }]);
    // The option left out goes with its answers (docs/decisions/0048).
    await defineQuestions(manager, org.ID, [{ ...renamed, Options: renamed.Options.slice(1) }]);
    expect(await answers()).toEqual([]);
    // A question left out goes with its options.
    await defineQuestions(manager, org.ID, []);
    expect(await t.db.selectFrom('profile_options').select('id').where('question_id', '=', district!.ID).execute()).toEqual([]);
    const audit = await t.db.selectFrom('audit_log').select(['after']).where('action', '=', 'organisation.profile-questions').orderBy('created_at').execute();
    expect(audit.at(-1)!.after).toBe('–');
  });

  it('refuses bad lists with a German message and keeps the stored one', async () => {
    const saved = await defineQuestions(manager, org.ID, [DISTRICT]);
    const before = await snapshot(t);
    const beforeRows = await t.db.selectFrom('profile_options').selectAll().orderBy('id').execute();
    const options = (n: number) => Array.from({ length: n }, (_, i) => ({ Label: `Antwort ${i}` }));
    const cases: [unknown, RegExp][] = [
      [[{ ...DISTRICT, Label: ' ' }], /Jede Profilfrage braucht einen Text\./],
      [[{ ...DISTRICT, Label: 'x'.repeat(201) }], /Eine Profilfrage darf höchstens 200 Zeichen lang sein\./],
      [[{ ...DISTRICT, Options: [{ Label: 'Nord' }] }], /mindestens 2 Antwortmöglichkeiten/],
      [[{ ...DISTRICT, Options: options(31) }], /höchstens 30 Antwortmöglichkeiten/],
      [[{ ...DISTRICT, Options: [{ Label: 'Nord' }, { Label: 'nord' }] }], /Jede Antwortmöglichkeit darf in einer Frage nur einmal vorkommen\./],
      [[{ ...DISTRICT, Options: [{ Label: '' }, { Label: 'Süd' }] }], /Jede Antwortmöglichkeit braucht einen Text\./],
      [[{ ...DISTRICT, Options: [{ Label: 'y'.repeat(101) }, { Label: 'Süd' }] }], /höchstens 100 Zeichen/],
      [[{ ...DISTRICT, Active: 'ja' }], /Bitte geben Sie an, ob die Frage gestellt wird\./],
      [Array.from({ length: 11 }, (_, i) => ({ ...DISTRICT, Label: `Frage ${i}` })), /höchstens 10 Profilfragen/],
      [[{ ...DISTRICT, ID: '0190f5a2-0000-7000-8000-00000000aaaa' }], /Diese Profilfrage oder Antwortmöglichkeit gibt es bei dieser Organisation nicht/],
      [[{ ...DISTRICT, ID: saved[0]!.ID, Options: [{ ID: '0190f5a2-0000-7000-8000-00000000bbbb', Label: 'Neu' }, { Label: 'Süd' }] }], /gibt es bei dieser Organisation nicht/],
      [[{ ...DISTRICT, ID: 'keine-id' }], /Ungültige ID/],
      ['kein Array', /./],
      [[{ ...DISTRICT, Extra: 1 }], /./],
    ];
    for (const [questions, message] of cases) {
      const res = await putQuestions(manager, org.ID, questions);
      expectStatus(res, 400);
      expect(JSON.stringify(res.json())).toMatch(message);
    }
    expectStatus(await putQuestions(manager, '0190f5a2-0000-7000-8000-00000000ffff', []), 404);
    expect(await snapshot(t)).toEqual(before);
    expect(await t.db.selectFrom('profile_options').selectAll().orderBy('id').execute()).toEqual(beforeRows);
    expect(((await manager.get(url(`/admin/organisation/${org.ID}/profile-questions`))).json() as ProfileQuestion[])).toEqual(saved);
  });

  it('are written and read in the administration only by orgmanager: 401 for visitors, 403 for others', async () => {
    for (const [who, status] of [[anon, 401], [plain, 403], [others, 403]] as const) {
      expectStatus(await putQuestions(who, org.ID, []), status);
      expectStatus(await who.get(url(`/admin/organisation/${org.ID}/profile-questions`)), status);
    }
  });
});
