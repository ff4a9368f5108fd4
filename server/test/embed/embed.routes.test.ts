import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbedCard, EmbedConfig, Organisation, Point } from '@mitmachkarte/contract';
import { expectStatus, snapshot, url, userWith } from '../admin-fixtures.js';
import { TestClient } from '../client.js';
import { createOrganisation, createUser } from '../factories.js';
import { addPoint, API, createPointsWorld, type PointsWorld, UNKNOWN_ID, validAnswers } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** The embeddable map (docs/product.md §24.1, docs/decisions/0042) through app.inject: the page's
 *  framing rights per organisation (CSP frame-ancestors, no X-Frame-Options) while every other
 *  answer keeps frame-ancestors 'none'; the embed's data are the anonymous visitor's whatever
 *  session comes along; unknown and non-public projects, maps and entries are 404; the origins
 *  setting refuses bad values; the session cookie is SameSite=Lax. */
const PAGE = '<!doctype html><html lang="de"><head><title>Karte</title></head><body><main id="embed"></main></body></html>';
const ALLOWED = 'https://www.stadt-beispiel.de';
let t: TestApp;
let w: PointsWorld;
let dist: string;
const p = {} as Record<'open' | 'hidden' | 'pending' | 'nonPublic' | 'inHiddenLayer', Point>;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mitmachkarte-embed-'));
  fs.writeFileSync(path.join(dist, 'embed.html'), PAGE);
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>App</title>');
  t = await createTestApp({ env: { WEB_DIST: dist }, rateLimits: { anonPointsPerHour: 1000, anonPointsPerLayerHour: 1000 } });
  w = await createPointsWorld(t);
  await createOrganisation(t.db, { host: 'localhost', title: 'Stadt Beispiel', isDefault: true, other: { einbettung_origins: `${ALLOWED}\nhttp://localhost:4173` } });
  await createOrganisation(t.db, { host: 'ohne.example', title: 'Ohne Einbettung' });
  p.open = await addPoint(w.owner, { Layer: w.layers.open, Attributes: validAnswers('Trueb') });
  p.hidden = await addPoint(w.owner, { Layer: w.layers.open, Attributes: validAnswers('Klar') });
  p.pending = await addPoint(w.owner, { Layer: w.layers.open, Attributes: validAnswers('Klar') });
  p.nonPublic = await addPoint(w.owner, { Layer: w.layers.open, Public: false, Attributes: validAnswers('Klar') });
  p.inHiddenLayer = await addPoint(w.owner, { Layer: w.layers.hidden });
  await t.db.updateTable('points').set({ moderation: 'hidden', moderation_reason: 'Werbung' }).where('id', '=', p.hidden.ID).execute();
  await t.db.updateTable('points').set({ moderation: 'pending' }).where('id', '=', p.pending.ID).execute();
}, 60_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const directives = (csp: unknown) => String(csp).split(';').map((d) => d.trim());
const frameAncestors = (csp: unknown) => directives(csp).find((d) => d.startsWith('frame-ancestors'));

describe('GET /embed/{id}: the page and its framing rights', () => {
  it('lets the organisation’s listed origins and our own frame the page, without X-Frame-Options', async () => {
    const res = await w.anon.get(`/embed/${w.workspaces.pub}`);
    expectStatus(res, 200);
    expect(res.body).toBe(PAGE);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(frameAncestors(res.headers['content-security-policy'])).toBe(`frame-ancestors 'self' ${ALLOWED} http://localhost:4173`);
    expect(res.headers['x-frame-options']).toBeUndefined();
    // The rest of the page policy stays: scripts from our origin only.
    expect(directives(res.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('names only our own origin for a host whose organisation lists none', async () => {
    const res = await w.anon.request('GET', `/embed/${w.workspaces.pub}`, undefined, { headers: { host: 'ohne.example' } });
    expectStatus(res, 200);
    expect(frameAncestors(res.headers['content-security-policy'])).toBe("frame-ancestors 'self'");
  });

  it('keeps frame-ancestors \'none\' and X-Frame-Options on the app’s pages and on every API answer, the embed’s too', async () => {
    const app = await w.anon.get('/');
    expect(frameAncestors(app.headers['content-security-policy'])).toBe("frame-ancestors 'none'");
    expect(app.headers['x-frame-options']).toBe('DENY');
    const config = await w.anon.get(`${API}/embed/${w.workspaces.pub}/config`);
    expectStatus(config, 200);
    expect(frameAncestors(config.headers['content-security-policy'])).toBe("frame-ancestors 'none'");
    const missing = await w.anon.get(`/embed/${UNKNOWN_ID}`);
    expect(frameAncestors(missing.headers['content-security-policy'])).toBe("frame-ancestors 'none'");
  });

  it('answers 404 in German for unknown and private projects and for maps that are not public maps of the project', async () => {
    for (const target of [`/embed/${UNKNOWN_ID}`, `/embed/${w.workspaces.priv}`, `/embed/${w.workspaces.pub}?layer=${w.layers.hidden}`,
      `/embed/${w.workspaces.pub}?layer=${w.layers.private}`]) {
      for (const client of [w.anon, w.owner]) {
        const res = await client.get(target);
        expectStatus(res, 404);
        expect(res.json().Message, target).toMatch(/wurde nicht gefunden/);
      }
    }
    expectStatus(await w.anon.get(`/embed/${w.workspaces.pub}?layer=${w.layers.open}&lat=x&lang=fr`), 200);
  });

  it('answers 400 in German for a malformed project or map id', async () => {
    expect((await w.anon.get('/embed/nicht-da')).statusCode).toBe(400);
    const res = await w.anon.get(`/embed/${w.workspaces.pub}?layer=abc`);
    expectStatus(res, 400);
    expect(res.json().Message).toMatch(/[äöüÄÖÜß]|ungültig|Kennung/);
  });
});

describe('the embed’s data are the anonymous visitor’s', () => {
  const config = async (client: TestClient) => {
    const res = await client.get(`${API}/embed/${w.workspaces.pub}/config`);
    expectStatus(res, 200);
    return res.json() as EmbedConfig;
  };

  it('lists the public maps of a public project with categories and statuses, the same for a manager’s session', async () => {
    const anon = await config(w.anon);
    expect(anon.Name).toBe('Öffentlich');
    expect(anon.Layers.map((l) => l.ID).sort()).toEqual([w.layers.open, w.layers.readonly, w.layers.plain].sort());
    expect(anon.Layers.find((l) => l.ID === w.layers.open)!.Categories.map((c) => c.Label)).toEqual(['Wasser', 'Klar', 'Trüb', 'Tiere', 'Fische', 'Vögel']);
    expect(await config(w.owner)).toEqual(anon);
    expect(await config(w.member)).toEqual(anon);
  });

  it('refuses private projects with 404, also to their owner', async () => {
    for (const client of [w.anon, w.owner]) expectStatus(await client.get(`${API}/embed/${w.workspaces.priv}/config`), 404);
    expectStatus(await w.anon.get(`${API}/embed/${UNKNOWN_ID}/config`), 404);
  });

  it('shows a public entry’s card: title, category label and status', async () => {
    const res = await w.anon.get(`${API}/embed/point/${p.open.ID}`);
    expectStatus(res, 200);
    const card = res.json() as EmbedCard;
    expect(card).toMatchObject({ ID: p.open.ID, Layer: w.layers.open, Title: 'Frosch am Ufer', Category: 'Trüb' });
    expect(card.Status).not.toBe('');
    expect(Object.keys(card).sort()).toEqual(['Category', 'ID', 'Layer', 'Status', 'StatusColour', 'Title']);
  });

  it('answers 404 for hidden, pending and non-public entries and entries of hidden maps, to a manager’s session too', async () => {
    for (const point of [p.hidden, p.pending, p.nonPublic, p.inHiddenLayer]) {
      for (const client of [w.anon, w.owner]) {
        const res = await client.get(`${API}/embed/point/${point.ID}`);
        expectStatus(res, 404);
        expect(res.body).not.toContain('Frosch');
      }
    }
  });
});

describe('the origins setting', () => {
  let manager: TestClient;
  let org: Organisation;
  beforeAll(async () => {
    manager = (await userWith(t, ['orgmanager'])).client;
    const res = await manager.post(url('/admin/organisation'), { Host: 'einbettung.example', Config: { Title: 'Einbettung', Other: {} } });
    expectStatus(res, 200);
    org = res.json();
  });
  const put = (value: unknown) => manager.put(url(`/admin/organisation/${org.ID}`), { ...org, Config: { ...org.Config, Other: { einbettung_origins: value } } });

  it.each([
    ['http://www.stadt.de', '„Websites, die die Karte einbetten dürfen“: „http://www.stadt.de“ ist keine Website-Adresse der Form https://www.beispiel.de (ohne Pfad).'],
    ['https://www.stadt.de/karte', '„Websites, die die Karte einbetten dürfen“: „https://www.stadt.de/karte“ ist keine Website-Adresse der Form https://www.beispiel.de (ohne Pfad).'],
    ['https://*.stadt.de', '„Websites, die die Karte einbetten dürfen“: „https://*.stadt.de“ ist keine Website-Adresse der Form https://www.beispiel.de (ohne Pfad).'],
    ["https://a.de 'unsafe-inline'", '„Websites, die die Karte einbetten dürfen“: „\'unsafe-inline\'“ ist keine Website-Adresse der Form https://www.beispiel.de (ohne Pfad).'],
    ['https://a.de;script-src', '„Websites, die die Karte einbetten dürfen“: „https://a.de;script-src“ ist keine Website-Adresse der Form https://www.beispiel.de (ohne Pfad).'],
    ['https://a.de:70000', '„Websites, die die Karte einbetten dürfen“: „https://a.de:70000“ ist keine Website-Adresse der Form https://www.beispiel.de (ohne Pfad).'],
    [Array.from({ length: 21 }, (_, i) => `https://s${i}.de`).join('\n'), '„Websites, die die Karte einbetten dürfen“ nennt zu viele Websites (höchstens 20).'],
    [42, '„Websites, die die Karte einbetten dürfen“ muss ein Text sein.'],
  ])('refuses %j with 400, the German message at the field, and stores nothing', async (value, message) => {
    const before = await snapshot(t);
    const res = await put(value);
    expectStatus(res, 400);
    expect(res.json().Errors).toContainEqual({ Field: 'Config.Other.einbettung_origins', Message: message });
    expect(await snapshot(t)).toEqual(before);
  });

  it('stores https origins and localhost, one a line or separated by commas', async () => {
    const res = await put('https://www.stadt.de\nhttps://rathaus.stadt.de:8443, http://localhost:4173');
    expectStatus(res, 200);
    const page = await w.anon.request('GET', `/embed/${w.workspaces.pub}`, undefined, { headers: { host: 'einbettung.example' } });
    expect(frameAncestors(page.headers['content-security-policy'])).toBe("frame-ancestors 'self' https://www.stadt.de https://rathaus.stadt.de:8443 http://localhost:4173");
  });
});

describe('the session cookie', () => {
  it('is SameSite=Lax: a page in another site’s frame is sent no session', async () => {
    const u = await createUser(t.db, { name: 'Besucherin' });
    const client = new TestClient(t.app);
    const res = await client.post(`${API}/auth/login`, { Email: u.email, Password: u.password });
    expectStatus(res, 200);
    const session = ([res.headers['set-cookie']].flat() as string[]).find((c) => c.startsWith('mk_session='));
    expect(session).toMatch(/; SameSite=Lax/i);
    expect(session).toMatch(/; HttpOnly/i);
  });
});
