import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_BLOCKS, type Organisation, PAGE_CONTENT } from '@mitmachkarte/contract';
import { TestClient } from '../client.js';
import { expectStatus, outsiders, snapshot, url, userWith } from '../admin-fixtures.js';
import { orgContentHelpers } from '../org-content-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { dangerousMarkup, XSS_PAYLOADS } from '../xss-payloads.js';

/** The page texts of an organisation (docs/product.md §17.3): `Config.Content` by the contract's
 *  catalogue, checked on write, answered by GET /auth/org as sanitised `ContentHtml`, audited; and
 *  the Markdown preview of the editors. */

let t: TestApp;
let manager: TestClient;

const { createOrg, putContent, orgInfo } = orgContentHelpers(() => ({ t, manager }));
const markdownKeys = [...CONTENT_BLOCKS.values()].filter((b) => b.kind === 'markdown').map((b) => b.key);

beforeAll(async () => {
  t = await createTestApp();
  manager = (await userWith(t, ['orgmanager'])).client;
});
afterAll(async () => t?.close());

describe('Config.Content', () => {
  it('is stored, read back by the admin API, and rendered by GET /auth/org', async () => {
    const org = await createOrg('inhalt.example', { 'start.project': 'Unser **Fluss**.', 'strassenbahn.title': 'Linie 9' });
    expect(org.Config.Content).toEqual({ 'start.project': 'Unser **Fluss**.', 'strassenbahn.title': 'Linie 9' });
    const info = await orgInfo('inhalt.example');
    expect(info.Content['strassenbahn.title']).toBe('Linie 9');
    expect(info.ContentHtml['start.project']).toBe('<p>Unser <strong>Fluss</strong>.</p>');
    expect(Object.keys(info.ContentHtml).sort()).toEqual([...markdownKeys].sort());
    const admin = (await manager.get(url(`/admin/organisation/${org.ID}`))).json() as Organisation;
    expect(admin.Config).not.toHaveProperty('ContentHtml');
  });

  it('answers the neutral fallbacks while a block is empty, and leaves leads out', async () => {
    await createOrg('neu.example');
    const info = await orgInfo('neu.example');
    expect(info.Content).toEqual({});
    expect(info.ContentHtml['start.lead']).toBe('');
    expect(info.ContentHtml['strassenbahn.intro']).toBe('');
    expect(info.ContentHtml['start.help']).toContain('<ol>');
    const shown = Object.values(info.ContentHtml).join(' ');
    for (const word of ['Kassel', 'Fluss', 'Gewässer', 'Straßenbahn', 'Beobachtung']) expect(shown).not.toContain(word);
  });

  it('refuses unknown keys, over-long texts, line breaks in a title and wrong types with a German 400, and stores nothing', async () => {
    const org = await createOrg('streng.example', { 'start.lead': 'Bleibt.' });
    const before = await snapshot(t);
    for (const [Content, message] of [
      [{ 'start.unbekannt': 'x' }, 'Einen Seiteninhalt „start.unbekannt“ gibt es nicht.'],
      [{ 'start.project': 'x'.repeat(20_001) }, 'Der Seiteninhalt „Startseite: Abschnitt „Das Projekt““ ist zu lang (höchstens 20.000 Zeichen).'],
      [{ 'fahrrad.title': 'x'.repeat(201) }, 'Der Seiteninhalt „Themenseite /fahrrad: Titel der Seite“ ist zu lang (höchstens 200 Zeichen).'],
      [{ 'fahrrad.title': 'Zwei\nZeilen' }, 'Der Seiteninhalt „Themenseite /fahrrad: Titel der Seite“ muss eine Zeile sein.'],
      [{ 'start.lead': 42 }, 'Ein Seiteninhalt muss ein Text sein.'],
      ['Text', undefined],
    ] as const) {
      const res = await putContent(org, Content);
      expectStatus(res, 400);
      expect(res.json().Message).toBe('Die Eingaben sind ungültig.');
      if (message) expect(res.json().Errors.map((e: { Message: string }) => e.Message)).toContain(message);
    }
    expect(await snapshot(t)).toEqual(before);
    expect((await orgInfo('streng.example')).Content).toEqual({ 'start.lead': 'Bleibt.' });
  });

  it('keeps the stored page texts when a PUT sends no Content (a client that does not know them)', async () => {
    const org = await createOrg('alt-client.example', { 'start.lead': 'Bleibt.' });
    const { Content: _content, ...config } = org.Config;
    const res = await manager.put(url(`/admin/organisation/${org.ID}`), { Host: org.Host, Config: { ...config, Title: 'Neu' } });
    expectStatus(res, 200);
    expect((res.json() as Organisation).Config).toMatchObject({ Title: 'Neu', Content: { 'start.lead': 'Bleibt.' } });
    expect((await orgInfo('alt-client.example')).ContentHtml['start.lead']).toBe('<p>Bleibt.</p>');
  });

  it('takes a text of exactly 20,000 characters', async () => {
    const org = await createOrg('lang.example');
    expectStatus(await putContent(org, { 'start.project': 'x'.repeat(20_000) }), 200);
  });

  it('never serves markup of the XSS canaries in any Markdown block', async () => {
    const canaries = XSS_PAYLOADS.join('\n\n');
    await createOrg('xss.example', Object.fromEntries(markdownKeys.map((key) => [key, canaries])));
    const info = await orgInfo('xss.example');
    for (const key of markdownKeys) {
      const html = info.ContentHtml[key] ?? '';
      expect(dangerousMarkup(html), `${key}: ${html}`).toEqual([]);
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    }
  });

  it('records a change of the page texts in the audit log, block by block', async () => {
    const org = await createOrg('protokoll.example', { 'start.lead': 'Alt.' });
    expectStatus(await putContent(org, { 'start.lead': 'Neu.', 'fahrrad.lead': 'Rad.' }), 200);
    const entry = await t.db.selectFrom('audit_log').selectAll().where('target_id', '=', org.ID).where('action', '=', 'organisation.update').executeTakeFirstOrThrow();
    expect(entry.summary).toBe('Organisation „protokoll.example“ geändert: Seiteninhalt start.lead, Seiteninhalt fahrrad.lead');
    expect(entry.before).toBe('Seiteninhalt start.lead: Alt.');
    expect(entry.after).toBe('Seiteninhalt start.lead: Neu.; Seiteninhalt fahrrad.lead: Rad.');
  });

  it('drops stored texts of keys the catalogue no longer knows, so that the organisation can be saved as read', async () => {
    const org = await createOrg('alt.example', { 'start.lead': 'Bleibt.' });
    await t.db.updateTable('organisations').set({ content: JSON.stringify({ 'start.lead': 'Bleibt.', 'start.alt': 'weg', 'start.app': 7 }) })
      .where('id', '=', org.ID).execute();
    const read = (await manager.get(url(`/admin/organisation/${org.ID}`))).json() as Organisation;
    expect(read.Config.Content).toEqual({ 'start.lead': 'Bleibt.' });
    expectStatus(await manager.put(url(`/admin/organisation/${org.ID}`), read), 200);
  });

  it('names every page of the catalogue once, each key once', () => {
    expect(PAGE_CONTENT.map((p) => p.name)).toEqual(['Startseite', 'Leichte Sprache (Startseite und /leichte-sprache)', 'Themenseite /fahrrad', 'Themenseite /gewaesser', 'Themenseite /infrastruktur mit Umfrage', 'Beteiligungsseite /strassenbahnausbau', 'Datenschutzerklärung', 'Nutzungsbedingungen']);
    expect(CONTENT_BLOCKS.size).toBe(PAGE_CONTENT.flatMap((p) => p.blocks).length);
  });
});

describe('POST /markdown/preview', () => {
  const preview = (c: TestClient, body: unknown, opts?: { xsrf?: boolean }) => c.post(url('/markdown/preview'), body, opts);

  it('renders with the pages\' renderer for logged-in users', async () => {
    const res = await preview(manager, { Text: 'Ein **fetter** Satz.\n\n<script>alert(1)</script>' });
    expectStatus(res, 200);
    expect(res.json()).toEqual({ Html: '<p>Ein <strong>fetter</strong> Satz.</p>\n<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>' });
  });

  it('answers 401 to anonymous visitors, 403 without the anti-forgery token, 400 to too long or wrong bodies', async () => {
    const { anon, plain } = await outsiders(t, 'orgmanager');
    expectStatus(await preview(anon, { Text: 'x' }), 401);
    expectStatus(await preview(plain, { Text: 'x' }), 200);
    expectStatus(await preview(plain, { Text: 'x' }, { xsrf: false }), 403);
    const long = await preview(plain, { Text: 'x'.repeat(20_001) });
    expectStatus(long, 400);
    expect(long.json().Errors[0].Message).toBe('Der Text ist zu lang (höchstens 20.000 Zeichen).');
    expectStatus(await preview(plain, { Text: 3 }), 400);
    expectStatus(await preview(plain, { Text: 'x', Html: '<b>' }), 400);
  });

  it('answers 413 to a body over the JSON limit', async () => {
    const res = await preview(manager, { Text: 'x'.repeat(1_100_000) });
    expectStatus(res, 413);
    expect(res.json().Message).toBe('Die Anfrage ist zu groß.');
  });

  it('is limited per IP with a German 429', async () => {
    const app = await createTestApp({ rateLimits: { markdownPreviewPerHour: 2 } });
    try {
      const client = (await userWith(app, [])).client;
      for (let i = 0; i < 2; i++) expectStatus(await preview(client, { Text: 'x' }), 200);
      const res = await preview(client, { Text: 'x' });
      expectStatus(res, 429);
      expect(res.json().Message).toBe('Zu viele Anfragen. Bitte versuchen Sie es später noch einmal.');
    } finally {
      await app.close();
    }
  });
});
