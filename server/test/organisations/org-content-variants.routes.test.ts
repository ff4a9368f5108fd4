import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LS_EXPLANATIONS, type Organisation } from '@mitmachkarte/contract';
import { TestClient } from '../client.js';
import { expectStatus, snapshot, url, userWith } from '../admin-fixtures.js';
import { orgContentHelpers } from '../org-content-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** The page texts in other languages and in Leichte Sprache (docs/product.md §23.2): variants
 *  stored beside the German under `<key>@<variant>`, checked on write, rendered by GET /auth/org
 *  where written; and the four Leichte Sprache explanations of BITV 2.0 § 4 with their defaults. */

let t: TestApp;
let manager: TestClient;

const { createOrg, putContent, orgInfo } = orgContentHelpers(() => ({ t, manager }));

beforeAll(async () => {
  t = await createTestApp();
  manager = (await userWith(t, ['orgmanager'])).client;
});
afterAll(async () => t?.close());

describe('Config.Content variants', () => {
  it('stores a block\'s English and Leichte Sprache beside its German and renders the written ones', async () => {
    const Content = { 'start.lead': 'Willkommen.', 'start.lead@en': 'Welcome, **all**.', 'start.lead@ls': 'Hier können Sie mitmachen.', 'start.mapTitle@en': 'Map of contributions' };
    const org = await createOrg('varianten.example', Content);
    expect(org.Config.Content).toEqual(Content);
    const info = await orgInfo('varianten.example');
    expect(info.Content).toEqual(Content);
    expect(info.ContentHtml['start.lead']).toBe('<p>Willkommen.</p>');
    expect(info.ContentHtml['start.lead@en']).toBe('<p>Welcome, <strong>all</strong>.</p>');
    expect(info.ContentHtml['start.lead@ls']).toBe('<p>Hier können Sie mitmachen.</p>');
    // Unwritten variants are left out: the page shows the German.
    expect(info.ContentHtml).not.toHaveProperty('start.project@en');
    expect(info.ContentHtml).not.toHaveProperty('start.lead@tr');
  });

  it('leaves out a variant of only spaces', async () => {
    await createOrg('leer.example', { 'start.project@en': '  ' });
    expect((await orgInfo('leer.example')).ContentHtml).not.toHaveProperty('start.project@en');
  });

  it('refuses unknown variants and variants of German-only blocks with a German 400, and stores nothing', async () => {
    const org = await createOrg('varianten-streng.example', { 'start.lead': 'Bleibt.', 'start.lead@en': 'Stays.' });
    const before = await snapshot(t);
    for (const [key, value, message] of [
      ['start.lead@fr', 'x', 'Einen Seiteninhalt „start.lead@fr“ gibt es nicht.'],
      ['start.lead@de', 'x', 'Einen Seiteninhalt „start.lead@de“ gibt es nicht.'],
      ['start.lead@EN', 'x', 'Einen Seiteninhalt „start.lead@EN“ gibt es nicht.'],
      ['start.lead@en@ls', 'x', 'Einen Seiteninhalt „start.lead@en@ls“ gibt es nicht.'],
      ['nutzung.bedingungen@en', 'x', 'Einen Seiteninhalt „nutzung.bedingungen@en“ gibt es nicht.'],
      ['ls.inhalt@ls', 'x', 'Einen Seiteninhalt „ls.inhalt@ls“ gibt es nicht.'],
      ['unbekannt@en', 'x', 'Einen Seiteninhalt „unbekannt@en“ gibt es nicht.'],
      ['start.mapTitle@uk', 'a\nb', 'Der Seiteninhalt „Startseite: Überschrift des Kartenabschnitts (Ukrainisch)“ muss eine Zeile sein.'],
      ['start.lead@ar', 'x'.repeat(20_001), 'Der Seiteninhalt „Startseite: Einleitung oben auf der Seite (Arabisch)“ ist zu lang (höchstens 20.000 Zeichen).'],
    ] as const) {
      const res = await putContent(org, { 'start.lead': 'Geändert.', [key]: value });
      expectStatus(res, 400);
      expect(res.json().Errors.map((e: { Message: string }) => e.Message), key).toContain(message);
    }
    expect(await snapshot(t)).toEqual(before);
    expect((await orgInfo('varianten-streng.example')).Content).toEqual({ 'start.lead': 'Bleibt.', 'start.lead@en': 'Stays.' });
  });

  it('drops stored variants the catalogue does not know, so that the organisation can be saved as read', async () => {
    const org = await createOrg('varianten-alt.example');
    await t.db.updateTable('organisations').set({ content: JSON.stringify({ 'start.lead@en': 'Hi.', 'start.lead@fr': 'Salut.', 'nutzung.netiquette@en': 'Be nice.' }) })
      .where('id', '=', org.ID).execute();
    const read = (await manager.get(url(`/admin/organisation/${org.ID}`))).json() as Organisation;
    expect(read.Config.Content).toEqual({ 'start.lead@en': 'Hi.' });
    expectStatus(await manager.put(url(`/admin/organisation/${org.ID}`), read), 200);
    expect((await orgInfo('varianten-alt.example')).ContentHtml).not.toHaveProperty('start.lead@fr');
  });
});

describe('the Leichte Sprache explanations (BITV 2.0 § 4)', () => {
  it('answers the shipped texts while the organisation has written none, and its own once written', async () => {
    const org = await createOrg('ls.example');
    const shipped = await orgInfo('ls.example');
    for (const e of LS_EXPLANATIONS) expect(shipped.ContentHtml[e.key], e.key).toMatch(/^<p>/);
    expect(shipped.ContentHtml['ls.inhalt']).toContain('<p>Auf dieser Internet-Seite können Sie mitmachen.</p>');
    expectStatus(await putContent(org, { 'ls.weitere': 'Rufen Sie uns an.' }), 200);
    expect((await orgInfo('ls.example')).ContentHtml['ls.weitere']).toBe('<p>Rufen Sie uns an.</p>');
  });
});
