import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnswerTemplate, fillAnswerTemplate, type Organisation } from '@mitmachkarte/contract';
import { TestClient } from '../client.js';
import { expectStatus, outsiders, snapshot, url, userWith } from '../admin-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Answer templates („Textbausteine“, docs/product.md §16.2): holders of `orgmanager` write an
 *  organisation's list; whoever manages a project reads the list of the organisation serving the
 *  site, and fills its placeholders for an entry. */
let t: TestApp;
let manager: TestClient, anon: TestClient, plain: TestClient, others: TestClient;
let teamMember: TestClient;
let org: Organisation;

beforeAll(async () => {
  t = await createTestApp();
  manager = (await userWith(t, ['orgmanager'])).client;
  ({ anon, plain, others } = await outsiders(t, 'orgmanager'));
  // Who creates a project owns it, and is its team.
  teamMember = (await userWith(t, ['project'], { name: 'Sachbearbeiterin' })).client;
  expectStatus(await teamMember.post(url('/gis/workspace'), { Name: 'Radwege', Public: false }), 200);
  // The first organisation serves every other host (the default one); the templates are the second's.
  expectStatus(await manager.post(url('/admin/organisation'), { Host: 'standard.example.org' }), 200);
  const res = await manager.post(url('/admin/organisation'), { Host: 'textbausteine.example.org', Config: { Title: 'Stadt Fulda' } });
  expectStatus(res, 200);
  org = res.json();
});
afterAll(async () => t?.close());

const put = (who: TestClient, templates: unknown) => who.put(url(`/admin/organisation/${org.ID}/answer-templates`), { Templates: templates });
const onSite = (who: TestClient, host = org.Host) => who.request('GET', url('/gis/answer-templates'), undefined, { headers: { host } });

describe('answer templates', () => {
  it('are written as a whole list by orgmanager, in order, and read by the team on the organisation\'s site', async () => {
    const res = await put(manager, [
      { Name: ' Eingangsbestätigung ', Text: 'Vielen Dank für Ihren Hinweis „{titel}“ vom {datum}. Wir prüfen ihn.' },
      { Name: 'Erledigt', Text: 'Der Schaden auf der Karte {karte} ist behoben. Zuständig: {zustaendigkeit}.' },
    ]);
    expectStatus(res, 200);
    const saved = res.json() as AnswerTemplate[];
    expect(saved.map((x) => x.Name)).toEqual(['Eingangsbestätigung', 'Erledigt']);
    expect((await manager.get(url(`/admin/organisation/${org.ID}/answer-templates`))).json()).toEqual(saved);
    const read = await onSite(teamMember);
    expectStatus(read, 200);
    expect(read.json()).toEqual(saved);
    // Another site's organisation has its own (none here).
    expect((await onSite(teamMember, 'anderswo.example.org')).json()).toEqual([]);
    // Filled for an entry: known placeholders replaced, everything else as written.
    expect(fillAnswerTemplate(saved[0]!.Text, { titel: 'Schlagloch', datum: '03.01.2026', karte: 'Radwege', zustaendigkeit: '' }))
      .toBe('Vielen Dank für Ihren Hinweis „Schlagloch“ vom 03.01.2026. Wir prüfen ihn.');
    expect(fillAnswerTemplate(saved[1]!.Text, { titel: 'Schlagloch', datum: '03.01.2026', karte: 'Radwege', zustaendigkeit: 'Tiefbauamt' }))
      .toBe('Der Schaden auf der Karte Radwege ist behoben. Zuständig: Tiefbauamt.');

    // Replacing the list; an empty list removes them; the audit log has each change by names.
    expectStatus(await put(manager, [{ Name: 'Erledigt', Text: 'Behoben.' }]), 200);
    expect(((await onSite(teamMember)).json() as AnswerTemplate[]).map((x) => x.Text)).toEqual(['Behoben.']);
    expectStatus(await put(manager, []), 200);
    expect((await onSite(teamMember)).json()).toEqual([]);
    const audit = await t.db.selectFrom('audit_log').select(['before', 'after']).where('action', '=', 'organisation.answer-templates').orderBy('created_at').execute();
    expect(audit.map((a) => [a.before, a.after])).toEqual([['–', 'Eingangsbestätigung, Erledigt'], ['Eingangsbestätigung, Erledigt', 'Erledigt'], ['Erledigt', '–']]);
  });

  it('refuses bad lists with a German message and keeps the stored one', async () => {
    expectStatus(await put(manager, [{ Name: 'Dank', Text: 'Danke.' }]), 200);
    const before = await snapshot(t);
    const cases: [unknown, RegExp][] = [
      [[{ Name: 'A', Text: 'Hallo {name}' }], /Der Textbaustein „A“ enthält den unbekannten Platzhalter \{name\}\. Möglich sind \{titel\}, \{datum\}, \{karte\}, \{zustaendigkeit\}\./],
      [[{ Name: 'A', Text: 'x' }, { Name: 'a', Text: 'y' }], /Jeder Name eines Textbausteins darf nur einmal vorkommen\./],
      [[{ Name: ' ', Text: 'x' }], /Jeder Textbaustein braucht einen Namen\./],
      [[{ Name: 'A', Text: '' }], /Jeder Textbaustein braucht einen Text\./],
      [[{ Name: 'x'.repeat(81), Text: 'x' }], /höchstens 80 Zeichen/],
      [[{ Name: 'A', Text: 'x'.repeat(5001) }], /höchstens 5000 Zeichen/],
      [Array.from({ length: 51 }, (_, i) => ({ Name: `T${i}`, Text: 'x' })), /höchstens 50 Textbausteine/],
      ['kein Array', /./],
      [[{ Name: 'A', Text: 'x', Extra: 1 }], /./],
    ];
    for (const [templates, message] of cases) {
      const res = await put(manager, templates);
      expectStatus(res, 400);
      expect(JSON.stringify(res.json())).toMatch(message);
    }
    expectStatus(await manager.put(url('/admin/organisation/0190f5a2-0000-7000-8000-00000000ffff/answer-templates'), { Templates: [] }), 404);
    expect(await snapshot(t)).toEqual(before);
    expect(((await onSite(teamMember)).json() as AnswerTemplate[]).map((x) => x.Name)).toEqual(['Dank']);
  });

  it('are read only by project teams and orgmanager: 401 for visitors, 403 for others', async () => {
    expectStatus(await onSite(anon), 401);
    expectStatus(await onSite(plain), 403);
    expectStatus(await onSite(others), 403);
    expectStatus(await onSite(manager), 200);
    for (const [who, status] of [[anon, 401], [plain, 403], [teamMember, 403]] as const) {
      expectStatus(await put(who, []), status);
      expectStatus(await who.get(url(`/admin/organisation/${org.ID}/answer-templates`)), status);
    }
  });
});
