import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Organisation } from '@mitmachkarte/contract';
import { TestClient } from '../client.js';
import { expectStatus, outsiders, snapshot, url, userWith } from '../admin-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Status-code contract of /admin/organisation* (docs/product.md §3, §7; docs/architecture.md §5, §6): holders of
 *  `orgmanager` only; changes show on GET /auth/org of that host at once. */

const HOST_TAKEN = 'Eine Organisation mit diesem Host gibt es bereits.';
const UNKNOWN_ID = '0190f5a2-0000-7000-8000-00000000ffff';
const MENU_ID = /^link_[^ ]*_[A-Za-z0-9]{5}$/;

let t: TestApp;
let manager: TestClient, anon: TestClient, plain: TestClient, others: TestClient;

async function createOrg(body: Record<string, unknown>): Promise<Organisation> {
  const res = await manager.post(url('/admin/organisation'), body);
  expectStatus(res, 200);
  return res.json();
}

const orgInfo = (host: string) => new TestClient(t.app).request('GET', url('/auth/org'), undefined, { headers: { host } });

const menu = [
  { Display: 'Daten erfassen', Link: '/map', External: false, Fragment: '', Permissions: [] },
  { Id: 'link_Fest_abcde', Display: 'Fest', Link: '/', External: false, Fragment: '', Permissions: ['project'] },
  {
    Display: 'Mehr Infos', Link: '', External: false, Fragment: '', Permissions: [],
    Children: [{ Display: 'Blog', Link: 'https://blog.example.org', External: true, Fragment: '' }],
  },
];

beforeAll(async () => {
  t = await createTestApp();
  manager = (await userWith(t, ['orgmanager'])).client;
  ({ anon, plain, others } = await outsiders(t, 'orgmanager'));
});
afterAll(async () => t?.close());

describe('rights', () => {
  it('answers 401 to anonymous visitors and 403 to users without orgmanager, and changes nothing', async () => {
    const org = await createOrg({ Host: 'rechte.example' });
    const before = await snapshot(t);
    const calls = (c: TestClient) => [
      c.get(url('/admin/organisations')),
      c.get(url(`/admin/organisation/${org.ID}`)),
      c.post(url('/admin/organisation'), { Host: 'fremd.example' }),
      c.put(url(`/admin/organisation/${org.ID}`), { ...org, Config: { ...org.Config, Title: 'Gekapert' } }),
      c.delete(url(`/admin/organisation/${org.ID}`)),
    ];
    for (const [client, status] of [[anon, 401], [plain, 403], [others, 403]] as const) {
      for (const res of await Promise.all(calls(client))) expectStatus(res, status);
    }
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('POST /admin/organisation and GET /admin/organisation(s)', () => {
  it('creates an organisation from a host alone, lower-cased, with the fallback title', async () => {
    const org = await createOrg({ Host: ' Neu.Example.ORG ' });
    expect(org).toEqual({ ID: expect.any(String), Host: 'neu.example.org', Default: expect.any(Boolean), Config: { Title: 'Mitmachkarte', Menu: [], Other: {}, Content: {} }, Logo: null });
    const one = await manager.get(url(`/admin/organisation/${org.ID}`));
    expectStatus(one, 200);
    expect(one.json()).toEqual(org);
  });

  it('creates an organisation with a configuration and generates the empty menu ids (docs/product.md §3.4 Menu item)', async () => {
    const org = await createOrg({ Host: 'stadt.example:8080', Config: { Title: 'Stadt', Menu: menu, Other: { gwapp_layer: UNKNOWN_ID, zoom: 12, karte: true } } });
    const [generated, kept, parent] = org.Config.Menu;
    expect(generated!.Id).toMatch(MENU_ID);
    expect(generated!.Id.startsWith('link_Daten_erfassen_')).toBe(true);
    expect(kept!.Id).toBe('link_Fest_abcde');
    expect(parent!.Id.startsWith('link_Mehr_Infos_')).toBe(true);
    expect(parent!.Children).toEqual(menu[2]!.Children);
    expect(org.Config.Other).toEqual({ gwapp_layer: UNKNOWN_ID, zoom: 12, karte: true });
    expect((await orgInfo('stadt.example:8080')).json()).toEqual({ ...org.Config, ContentHtml: expect.any(Object), TermsVersion: null, Logo: null, Translation: null });
  });

  it('lists every organisation by host', async () => {
    await createOrg({ Host: 'aaa.example' });
    const res = await manager.get(url('/admin/organisations'));
    expectStatus(res, 200);
    const hosts = (res.json() as Organisation[]).map((o) => o.Host);
    expect(hosts).toEqual([...hosts].sort());
    expect(hosts).toContain('aaa.example');
  });

  it('refuses a host already in use (in any case) with 409', async () => {
    await createOrg({ Host: 'doppelt.example' });
    const before = await snapshot(t);
    const res = await manager.post(url('/admin/organisation'), { Host: 'DOPPELT.example' });
    expectStatus(res, 409);
    expect(res.json().Message).toBe(HOST_TAKEN);
    expect(await snapshot(t)).toEqual(before);
  });

  it.each([
    ['an empty host', { Host: '' }],
    ['a blank host', { Host: '   ' }],
    ['no host', {}],
    ['a URL instead of a host', { Host: 'https://karte.example' }],
    ['a host with a path', { Host: 'karte.example/admin' }],
    ['an unknown field', { Host: 'gut.example', Default: true }],
    ['a config without title', { Host: 'gut.example', Config: { Menu: [] } }],
    ['a menu item without link', { Host: 'gut.example', Config: { Title: 'T', Menu: [{ Display: 'x' }] } }],
    ['a setting that is an object', { Host: 'gut.example', Config: { Title: 'T', Other: { a: { b: 1 } } } }],
  ])('refuses %s with 400 and stores nothing', async (_what, body) => {
    const before = await snapshot(t);
    const res = await manager.post(url('/admin/organisation'), body);
    expectStatus(res, 400);
    expect(res.json().Errors.length).toBeGreaterThan(0);
    expect(await snapshot(t)).toEqual(before);
  });

  it('answers 404 for an unknown organisation and 400 for a malformed id', async () => {
    expectStatus(await manager.get(url(`/admin/organisation/${UNKNOWN_ID}`)), 404);
    expectStatus(await manager.get(url('/admin/organisation/stadt')), 400);
  });
});

describe('PUT /admin/organisation/{id}', () => {
  it('replaces host and configuration; GET /auth/org of that host shows title and menu at once', async () => {
    const org = await createOrg({ Host: 'aenderung.example', Config: { Title: 'Alt', Menu: [], Other: {} } });
    expect((await orgInfo('aenderung.example')).json().Title).toBe('Alt');
    const res = await manager.put(url(`/admin/organisation/${org.ID}`), { ...org, Config: { Title: 'Neu', Menu: menu, Other: { a: 1 } } });
    expectStatus(res, 200);
    const saved: Organisation = res.json();
    expect(saved.Config.Title).toBe('Neu');
    expect(saved.Config.Menu.map((m) => m.Id)).toEqual([expect.stringMatching(MENU_ID), 'link_Fest_abcde', expect.stringMatching(MENU_ID)]);
    expect((await orgInfo('aenderung.example')).json()).toEqual({ ...saved.Config, ContentHtml: expect.any(Object), TermsVersion: null, Logo: null, Translation: null });
    expect((await manager.get(url(`/admin/organisation/${org.ID}`))).json()).toEqual(saved);

    // Saving again keeps the generated ids; a new entry gets one of its own.
    const again = await manager.put(url(`/admin/organisation/${org.ID}`), {
      ...saved, Config: { ...saved.Config, Menu: [...saved.Config.Menu, { Id: '', Display: 'Neu dazu', Link: '/neu' }] },
    });
    expectStatus(again, 200);
    const ids = (again.json() as Organisation).Config.Menu.map((m) => m.Id);
    expect(ids.slice(0, 3)).toEqual(saved.Config.Menu.map((m) => m.Id));
    expect(ids[3]).toMatch(/^link_Neu_dazu_[A-Za-z0-9]{5}$/);

    // A new host: the old one falls back to the default organisation.
    const moved = await manager.put(url(`/admin/organisation/${org.ID}`), { ...saved, Host: 'Umzug.example' });
    expectStatus(moved, 200);
    expect(moved.json().Host).toBe('umzug.example');
    expect((await orgInfo('umzug.example')).json().Title).toBe('Neu');
    expect((await orgInfo('aenderung.example')).json().Title).not.toBe('Neu');
  });

  it('refuses a script link in a link-valued setting with 400; one stored before the check is answered empty', async () => {
    const org = await createOrg({ Host: 'links.example', Config: { Title: 'Links', Other: { app_store_url: 'https://apps.example/a' } } });
    const bad = await manager.put(url(`/admin/organisation/${org.ID}`), { ...org, Config: { ...org.Config, Other: { hilfe_url: 'javascript:alert(1)' } } });
    expectStatus(bad, 400);
    await t.db.updateTable('organisations').set({ other: JSON.stringify({ app_store_url: 'javascript:alert(1)', foerderung_text: 'javascript:x' }) })
      .where('id', '=', org.ID).execute();
    expect((await orgInfo('links.example')).json().Other).toEqual({ app_store_url: '', foerderung_text: 'javascript:x' });
  });

  it('refuses the host of another organisation with 409', async () => {
    await createOrg({ Host: 'belegt.example' });
    const org = await createOrg({ Host: 'frei.example' });
    const before = await snapshot(t);
    const res = await manager.put(url(`/admin/organisation/${org.ID}`), { ...org, Host: 'belegt.example' });
    expectStatus(res, 409);
    expect(res.json().Message).toBe(HOST_TAKEN);
    expect(await snapshot(t)).toEqual(before);
  });

  it('answers 404 for an unknown organisation', async () => {
    expectStatus(await manager.put(url(`/admin/organisation/${UNKNOWN_ID}`), { Host: 'x.example', Config: { Title: 'x' } }), 404);
  });

  it.each([
    ['an empty host', { Host: '' }],
    ['no config', { Config: undefined }],
    ['an ID that is not the one of the address', { ID: UNKNOWN_ID }],
    ['an unknown field', { IsDefault: true }],
  ])('refuses %s with 400 and changes nothing', async (_what, changes) => {
    const org = await createOrg({ Host: `bleibt-${Math.random().toString(36).slice(2, 8)}.example` });
    const before = await snapshot(t);
    const res = await manager.put(url(`/admin/organisation/${org.ID}`), { ...org, ...changes });
    expectStatus(res, 400);
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('DELETE /admin/organisation/{id}', () => {
  it('deletes the organisation; its host is then served by the default', async () => {
    const org = await createOrg({ Host: 'weg.example', Config: { Title: 'Gleich weg' } });
    expect((await orgInfo('weg.example')).json().Title).toBe('Gleich weg');
    const res = await manager.delete(url(`/admin/organisation/${org.ID}`));
    expectStatus(res, 200);
    expect(res.json()).toEqual({ Message: 'Die Organisation wurde gelöscht.' });
    expect((await orgInfo('weg.example')).json().Title).not.toBe('Gleich weg');
    expectStatus(await manager.get(url(`/admin/organisation/${org.ID}`)), 404);
    expectStatus(await manager.delete(url(`/admin/organisation/${org.ID}`)), 404);
  });
});
