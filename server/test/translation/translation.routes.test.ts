import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TranslationResult, TranslationSettings } from '@mitmachkarte/contract';
import { runRetention } from '../../src/modules/retention/retention-run.service.js';
import { ANSWER_NOT_FOUND, LANGUAGE_NOT_OFFERED, TEXT_TOO_LONG, TRANSLATION_DOWN, TRANSLATION_OFF } from '../../src/modules/translation/translation.service.js';
import { adminId, sessionFor } from '../admin-fixtures.js';
import type { TestClient } from '../client.js';
import { createOrganisation } from '../factories.js';
import { startLibreTranslatePeer, type LibreTranslatePeer } from '../libretranslate-peer.js';
import { API, a, addPoint, createPointsWorld, type PointsWorld, UNKNOWN_ID, validAnswers } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { german } from '../../src/i18n/messages.js';

/** Citizens' contributions translated on demand (docs/product.md §23.1): POST /gis/translate asks
 *  the organisation's LibreTranslate service (a local peer, libretranslate-peer.ts) for what the
 *  caller may read, keeps each translation, sends nothing while the service is off, and answers
 *  its failures with a German 409. */
let t: TestApp;
let w: PointsWorld;
let peer: LibreTranslatePeer;
let admin: TestClient;
let orgId: string;
let point: string;
let hiddenPoint: string;
let comment: string;
let hiddenComment: string;

const settingsUrl = () => `${API}/admin/organisation/${orgId}/translation`;
const translate = (who: TestClient, body: Record<string, unknown>) => who.post(`${API}/gis/translate`, body);
const switchOn = async (over: Record<string, unknown> = {}) => {
  const res = await admin.put(settingsUrl(), { Enabled: true, Url: peer.url, ApiKey: peer.apiKey, ...over });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TranslationSettings;
};

beforeAll(async () => {
  peer = await startLibreTranslatePeer();
  t = await createTestApp({ rateLimits: { translatePerHour: 1000 } });
  orgId = (await createOrganisation(t.db, { host: 'localhost', title: 'Stadt', other: { sprachen: 'de,en,ar,tr' }, isDefault: true })).id;
  admin = await sessionFor(t, await adminId(t));
  w = await createPointsWorld(t);
  point = (await addPoint(w.user, { Layer: w.layers.open, Attributes: { ...validAnswers(), Beschreibung: a('text_multi', 'Der Radweg ist hier zu schmal.') } })).ID;
  hiddenPoint = (await addPoint(w.owner, { Layer: w.layers.open, Attributes: { ...validAnswers(), Beschreibung: a('text_multi', 'Der Radweg ist hier zu schmal.') }, Public: false })).ID;
  const post = async (Text: string) => ((await w.user.post(`${API}/gis/comment`, { PointID: point, Text })).json() as { ID: string }).ID;
  comment = await post('Bitte eine Bank aufstellen.');
  hiddenComment = await post('Bu kavşak çok tehlikeli.');
  const hide = await w.owner.post(`${API}/gis/moderation/hide`, { CommentID: hiddenComment, Reason: 'Test' });
  expect(hide.statusCode, hide.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});
beforeEach(() => {
  peer.down = false;
  peer.slow = 0;
});

describe('while the service is off (the default)', () => {
  it('refuses with 409 and no request leaves the server; GET /auth/org names no service', async () => {
    expect(((await admin.get(settingsUrl())).json() as TranslationSettings)).toEqual({ Enabled: false, Url: '', HasApiKey: false, UpdatedAt: null });
    const res = await translate(w.anon, { Kind: 'comment', ID: comment, Target: 'en' });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().Message).toBe(german(TRANSLATION_OFF));
    expect(peer.requests).toHaveLength(0);
    expect((await w.anon.get(`${API}/auth/org`)).json().Translation).toBeNull();
  });
});

describe('PUT /admin/organisation/{id}/translation', () => {
  it('stores the URL and the key sealed, answers only that a key is set, and audits the change', async () => {
    const settings = await switchOn();
    expect(settings).toEqual({ Enabled: true, Url: peer.url, HasApiKey: true, UpdatedAt: expect.any(String) });
    const row = await t.db.selectFrom('translation_settings').selectAll().where('organisation_id', '=', orgId).executeTakeFirstOrThrow();
    expect(row.api_key).not.toContain(peer.apiKey);
    expect(row.api_key).not.toBe('');
    const read = await admin.get(settingsUrl());
    expect(read.body).not.toContain(peer.apiKey);
    const audit = await t.db.selectFrom('audit_log').select(['summary', 'before', 'after']).where('action', '=', 'organisation.translation').execute();
    expect(audit).toEqual([{ summary: 'Übersetzung von Beiträgen eingeschaltet', before: 'Übersetzung von Beiträgen: nein; Adresse des Dienstes: –; API-Schlüssel: keiner', after: `Übersetzung von Beiträgen: ja; Adresse des Dienstes: ${peer.url}; API-Schlüssel: neu gesetzt` }]);
    expect(JSON.stringify(audit)).not.toContain(peer.apiKey);
    expect((await w.anon.get(`${API}/auth/org`)).json().Translation).toEqual({ Host: new URL(peer.url).host });
  });

  it('keeps the stored key when none is sent, and writes no audit entry for no change', async () => {
    const before = await t.db.selectFrom('translation_settings').select('api_key').executeTakeFirstOrThrow();
    await switchOn({ ApiKey: '' });
    expect((await t.db.selectFrom('translation_settings').select('api_key').executeTakeFirstOrThrow()).api_key).toBe(before.api_key);
    expect(await t.db.selectFrom('audit_log').select('id').where('action', '=', 'organisation.translation').execute()).toHaveLength(1);
  });

  it.each([
    ['a plain http URL to another host', { Enabled: true, Url: 'http://translate.example.org' }],
    ['a URL with a password', { Enabled: true, Url: 'https://nutzer:geheim@translate.example.org' }],
    ['no URL while on', { Enabled: true, Url: '' }],
    ['not a URL', { Enabled: true, Url: 'übersetzen' }],
    ['an unknown field', { Enabled: false, Secret: 'x' }],
    ['a wrong type', { Enabled: 'ja' }],
  ])('refuses %s with 400 and changes nothing', async (_, body) => {
    const before = await t.db.selectFrom('translation_settings').selectAll().execute();
    const res = await admin.put(settingsUrl(), body);
    expect(res.statusCode, res.body).toBe(400);
    expect(typeof res.json().Message).toBe('string');
    expect(await t.db.selectFrom('translation_settings').selectAll().execute()).toEqual(before);
  });

  it('answers 404 for an unknown organisation', async () => {
    expect((await admin.put(`${API}/admin/organisation/${UNKNOWN_ID}/translation`, { Enabled: false })).statusCode).toBe(404);
  });
});

describe('POST /gis/translate', () => {
  it('translates a text answer of an entry the caller sees, asking the service as its API says', async () => {
    const res = await translate(w.anon, { Kind: 'answer', ID: point, Variable: 'Beschreibung', Target: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Text: 'The cycle path is too narrow here.', Source: 'de', Target: 'en', Machine: true } satisfies TranslationResult);
    expect(peer.requests.at(-1)).toEqual({ q: 'Der Radweg ist hier zu schmal.', source: 'auto', target: 'en', format: 'text', api_key: peer.apiKey, contentType: 'application/json' });
  });

  it('keeps the translation: the same text again (of another entry too) makes no request', async () => {
    const before = peer.requests.length;
    const again = await translate(w.user, { Kind: 'answer', ID: point, Variable: 'Beschreibung', Target: 'en' });
    expect(again.json().Text).toBe('The cycle path is too narrow here.');
    const other = (await addPoint(w.member, { Layer: w.layers.open, Attributes: { ...validAnswers(), Beschreibung: a('text_multi', 'Der Radweg ist hier zu schmal.') } })).ID;
    expect((await translate(w.anon, { Kind: 'answer', ID: other, Variable: 'Beschreibung', Target: 'en' })).statusCode).toBe(200);
    expect(peer.requests.length).toBe(before);
    expect(await t.db.selectFrom('translations').select(['target', 'source']).execute()).toEqual([{ target: 'en', source: 'de' }]);
  });

  it('translates a comment, into Arabic too', async () => {
    const res = await translate(w.anon, { Kind: 'comment', ID: comment, Target: 'ar' });
    expect(res.json()).toEqual({ Text: 'يرجى وضع مقعد.', Source: 'de', Target: 'ar', Machine: true });
  });

  it('translates into German, a language always offered', async () => {
    const res = await translate(w.owner, { Kind: 'comment', ID: hiddenComment, Target: 'de' });
    expect(res.json()).toEqual({ Text: 'Diese Kreuzung ist sehr gefährlich.', Source: 'tr', Target: 'de', Machine: true });
  });

  it('answers 404 for what the caller may not read, without asking the service', async () => {
    const before = peer.requests.length;
    for (const [who, body] of [
      [w.anon, { Kind: 'comment', ID: hiddenComment, Target: 'en' }],
      [w.outsider, { Kind: 'comment', ID: hiddenComment, Target: 'en' }],
      [w.anon, { Kind: 'answer', ID: hiddenPoint, Variable: 'Beschreibung', Target: 'en' }],
      [w.anon, { Kind: 'comment', ID: UNKNOWN_ID, Target: 'en' }],
      [w.anon, { Kind: 'answer', ID: UNKNOWN_ID, Variable: 'Beschreibung', Target: 'en' }],
      [w.anon, { Kind: 'comment', ID: point, Target: 'en' }],
    ] as const) {
      const res = await translate(who, body);
      expect(res.statusCode, res.body).toBe(404);
    }
    expect(peer.requests.length).toBe(before);
  });

  it('answers 404 for an answer that is no free text, is missing, or is of a deleted entry', async () => {
    for (const Variable of ['Art', 'Truebung', 'category', 'nichts']) {
      const res = await translate(w.anon, { Kind: 'answer', ID: point, Variable, Target: 'en' });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().Message).toBe(german(ANSWER_NOT_FOUND));
    }
    const gone = (await addPoint(w.user, { Layer: w.layers.open, Attributes: { ...validAnswers(), Beschreibung: a('text_multi', 'Frosch am Ufer') } })).ID;
    expect((await w.user.delete(`${API}/gis/point/${gone}`)).statusCode).toBe(200);
    expect((await translate(w.user, { Kind: 'answer', ID: gone, Variable: 'Beschreibung', Target: 'en' })).statusCode).toBe(404);
  });

  it.each([
    ['no kind', { ID: UNKNOWN_ID, Target: 'en' }],
    ['an unknown kind', { Kind: 'point', ID: UNKNOWN_ID, Target: 'en' }],
    ['a bad id', { Kind: 'comment', ID: 'x', Target: 'en' }],
    ['an unknown language', { Kind: 'comment', ID: UNKNOWN_ID, Target: 'fr' }],
    ['an answer without its question', { Kind: 'answer', ID: UNKNOWN_ID, Target: 'en' }],
    ['a text of its own', { Kind: 'comment', ID: UNKNOWN_ID, Target: 'en', Text: 'Hallo' }],
  ])('refuses %s with 400', async (_, body) => {
    const res = await translate(w.anon, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(typeof res.json().Message).toBe('string');
  });

  it('refuses a language the organisation does not offer with 400', async () => {
    const res = await translate(w.anon, { Kind: 'comment', ID: comment, Target: 'uk' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().Message).toBe(german(LANGUAGE_NOT_OFFERED));
  });

  it('refuses a text over the limit with 413 without asking the service', async () => {
    const long = (await addPoint(w.user, { Layer: w.layers.open, Attributes: { ...validAnswers(), Beschreibung: a('text_multi', 'x'.repeat(5001)) } })).ID;
    const before = peer.requests.length;
    const res = await translate(w.anon, { Kind: 'answer', ID: long, Variable: 'Beschreibung', Target: 'en' });
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().Message).toBe(german(TEXT_TOO_LONG));
    expect(peer.requests.length).toBe(before);
  });

  it('answers 409 in German when the service fails, refuses the key or is too slow, and keeps nothing', async () => {
    const body = { Kind: 'comment', ID: comment, Target: 'en' };
    peer.down = true;
    expect((await translate(w.anon, body)).json()).toEqual({ Message: german(TRANSLATION_DOWN) });
    peer.down = false;
    peer.apiKey = 'anderer-schluessel';
    expect((await translate(w.anon, body)).statusCode).toBe(409);
    peer.apiKey = 'peer-schluessel';
    peer.slow = 11_000;
    const slow = await translate(w.anon, body);
    expect(slow.statusCode, slow.body).toBe(409);
    expect(await t.db.selectFrom('translations').select('target').where('target', '=', 'en').execute()).toHaveLength(1);
  }, 20_000);

  it('sends nothing once the organisation switches the service off again', async () => {
    expect((await admin.put(settingsUrl(), { Enabled: false, Url: peer.url })).statusCode).toBe(200);
    const before = peer.requests.length;
    const res = await translate(w.anon, { Kind: 'comment', ID: comment, Target: 'tr' });
    expect(res.statusCode).toBe(409);
    expect(res.json().Message).toBe(german(TRANSLATION_OFF));
    expect(peer.requests.length).toBe(before);
    expect((await w.anon.get(`${API}/auth/org`)).json().Translation).toBeNull();
  });

  it('forgets translations after 30 days in the daily retention run, keeping the newer ones', async () => {
    const old = new Date(Date.now() - 31 * 24 * 3600_000).toISOString();
    await t.db.insertInto('translations').values({ text_hash: 'a'.repeat(64), target: 'en', source: 'de', translated: 'Old', created_at: old }).execute();
    const before = await t.db.selectFrom('translations').select('text_hash').execute();
    expect(before.length).toBeGreaterThan(1);
    await runRetention(t.db, { store: t.app.imageStore, config: t.app.config });
    const after = await t.db.selectFrom('translations').select('text_hash').execute();
    expect(after.map((r) => r.text_hash)).not.toContain('a'.repeat(64));
    expect(after).toHaveLength(before.length - 1);
  });
});

