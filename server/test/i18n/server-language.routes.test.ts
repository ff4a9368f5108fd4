import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/lib/ids.js';
import { TestClient } from '../client.js';
import { createOrganisation, createUser, PASSWORD } from '../factories.js';
import { linkIn, SmtpPeer } from '../smtp-peer.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** The server speaks the recipient's language (docs/product.md §23, „Die Sprache des Servers“):
 *  the account's language (PUT /auth/language, GET /auth/info, kept at registration and first
 *  login), the request's language for messages (the account's, else Accept-Language among the
 *  organisation's languages, else German), and the citizen's mails in the account's language,
 *  delivered to a real SMTP peer. */

const PUBLIC_URL = 'http://karte.test:8080';
const MULTI = 'mehrsprachig.test';
const GERMAN_ONLY = 'nur-deutsch.test';

let t: TestApp;
let peer: SmtpPeer;
let seq = 0;
const url = (p: string) => `/api/v1${p}`;
const newEmail = () => `sprache-${++seq}-${Date.now()}@example.org`;
const headers = (host: string, language?: string) => ({ host, ...(language ? { 'accept-language': language } : {}) });
const languageOf = async (email: string) => (await t.db.selectFrom('users').select('language').where('email', '=', email).executeTakeFirstOrThrow()).language;
const setLanguage = (email: string, language: string) => t.db.updateTable('users').set({ language }).where('email', '=', email).execute();

async function signedIn(email: string, host = MULTI) {
  const client = new TestClient(t.app);
  const res = await client.request('POST', url('/auth/login'), { Email: email, Password: PASSWORD }, { headers: headers(host) });
  expect(res.statusCode).toBe(200);
  return client;
}

beforeAll(async () => {
  peer = await SmtpPeer.start();
  t = await createTestApp({ env: { SMTP_URL: peer.url, PUBLIC_URL }, rateLimits: { registerPerHour: 1000, resetPerHour: 1000 } });
  await createOrganisation(t.db, { host: MULTI, title: 'Testkarte', other: { sprachen: 'de,en,tr,ar,uk' } });
  await createOrganisation(t.db, { host: GERMAN_ONLY, title: 'Deutsche Karte', isDefault: true });
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

describe('the account\'s language', () => {
  it('is kept by PUT /auth/language and answered by GET /auth/info; mails and messages follow it', async () => {
    const u = await createUser(t.db);
    const client = await signedIn(u.email);
    const res = await client.request('PUT', url('/auth/language'), { Language: 'tr' }, { headers: headers(MULTI) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ LoggedIn: true, Language: 'tr' });
    expect(await languageOf(u.email)).toBe('tr');
    expect((await client.request('GET', url('/auth/info'), undefined, { headers: headers(MULTI) })).json().Language).toBe('tr');
    // The session's messages speak it, whatever the browser's header says.
    const missing = await client.request('GET', url(`/gis/point/${newId()}`), undefined, { headers: headers(MULTI, 'de') });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ Message: 'Kayıt bulunamadı.' });
    // A site that offers German only answers in German.
    const there = await client.request('GET', url(`/gis/point/${newId()}`), undefined, { headers: headers(GERMAN_ONLY) });
    expect(there.json()).toEqual({ Message: 'Der Punkt wurde nicht gefunden.' });
  });

  it('refuses anonymous visitors (401) and unknown languages (400) and changes nothing then', async () => {
    const anonymous = await new TestClient(t.app).request('PUT', url('/auth/language'), { Language: 'en' }, { headers: headers(MULTI) });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ Message: 'Bitte melden Sie sich an.' });
    const u = await createUser(t.db);
    const client = await signedIn(u.email);
    expect(await languageOf(u.email)).toBe('de');
    for (const body of [{ Language: 'fr' }, { Language: 'EN' }, {}, { Language: 'en', Extra: 1 }, { Language: ['en'] }]) {
      const res = await client.request('PUT', url('/auth/language'), body, { headers: headers(MULTI) });
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toBe('Die Eingaben sind ungültig.');
    }
    expect(await languageOf(u.email)).toBe('de');
  });

  it('is the login\'s language for an account without one, and kept after that', async () => {
    const u = await createUser(t.db);
    const client = new TestClient(t.app);
    const login = await client.request('POST', url('/auth/login'), { Email: u.email, Password: PASSWORD }, { headers: headers(MULTI, 'uk-UA,uk;q=0.9,en;q=0.5') });
    expect(login.json()).toMatchObject({ LoggedIn: true, Language: 'uk' });
    expect(await languageOf(u.email)).toBe('uk');
    const again = await new TestClient(t.app).request('POST', url('/auth/login'), { Email: u.email, Password: PASSWORD }, { headers: headers(MULTI, 'en') });
    expect(again.json().Language).toBe('uk');
  });
});

describe('the server\'s messages in the request\'s language', () => {
  const wrongLogin = (host: string, language?: string) => new TestClient(t.app)
    .request('POST', url('/auth/login'), { Email: 'niemand@example.org', Password: 'falsch' }, { headers: headers(host, language) });

  it('answers in the Accept-Language the organisation offers, by primary subtag', async () => {
    expect((await wrongLogin(MULTI, 'en-GB,en;q=0.9')).json()).toEqual({ Message: 'The user name or the password is wrong' });
    expect((await wrongLogin(MULTI, 'fr, ar;q=0.5')).json()).toEqual({ Message: 'اسم المستخدم أو كلمة المرور غير صحيحة' });
    const invalid = await new TestClient(t.app).request('POST', url('/auth/login'), { Email: '' }, { headers: headers(MULTI, 'en') });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().Message).toBe('Some of the entries are not valid.');
    const anonymous = await new TestClient(t.app).request('PUT', url('/auth/language'), { Language: 'en' }, { headers: headers(MULTI, 'en') });
    expect(anonymous.json()).toEqual({ Message: 'Please log in.' });
  });

  it('stays German without a header, for languages not offered, and where only German is offered', async () => {
    const german = { Message: 'Der Benutzername oder das Passwort ist falsch' };
    expect((await wrongLogin(MULTI)).json()).toEqual(german);
    expect((await wrongLogin(MULTI, 'fr-FR, *;q=0.1')).json()).toEqual(german);
    expect((await wrongLogin(GERMAN_ONLY, 'en')).json()).toEqual(german);
  });
});

describe('the citizen\'s mails in the account\'s language', () => {
  const register = (email: string, host: string, language?: string) => new TestClient(t.app).request('POST', url('/auth/register'),
    { Email: email, Name: 'Ayşe Yılmaz', Password: 'Fluss-Ufer-123', Attributes: [] }, { headers: headers(host, language) });

  it('keeps the registration\'s language and sends the activation mail in Turkish, subject and body', async () => {
    const email = newEmail();
    expect((await register(email, MULTI, 'tr-TR,tr;q=0.9')).statusCode).toBe(200);
    expect(await languageOf(email)).toBe('tr');
    const mail = await peer.waitForMail(email);
    expect(mail.subject).toBe('Lütfen Testkarte kaydınızı onaylayın');
    expect(mail.text).toMatch(/^Merhaba,\n/);
    expect(mail.text).toContain('Bağlantı 24 saat geçerlidir ve yalnızca bir kez kullanılabilir.');
    expect(mail.text).toContain('Saygılarımızla\nTestkarte');
    expect(mail.html).toMatch(/^<!DOCTYPE html>\n<html lang="tr">/);
    expect(linkIn(mail, '/api/v1/auth/activate/').origin).toBe(PUBLIC_URL);
  });

  it('sends the reset mail in the account\'s language (Turkish), Arabic right to left, German unchanged', async () => {
    const turkish = await createUser(t.db);
    await setLanguage(turkish.email, 'tr');
    const reset = (email: string, host = MULTI) => new TestClient(t.app)
      .request('POST', url('/auth/resetpassword'), { Email: email, Password: 'ganz-neues-passwort' }, { headers: headers(host, 'de') });
    expect((await reset(turkish.email)).statusCode).toBe(200);
    const mail = await peer.waitForMail(turkish.email);
    expect(mail.subject).toBe('Lütfen Testkarte için yeni şifrenizi onaylayın');
    expect(mail.text).toContain('Bağlantı 30 dakika geçerlidir');
    expect(mail.text).not.toContain('Passwort');

    const arabic = await createUser(t.db);
    await setLanguage(arabic.email, 'ar');
    await reset(arabic.email);
    const rtl = await peer.waitForMail(arabic.email);
    expect(rtl.subject).toBe('يرجى تأكيد كلمة المرور الجديدة في Testkarte');
    expect(rtl.html).toMatch(/^<!DOCTYPE html>\n<html lang="ar" dir="rtl">/);

    const german = await createUser(t.db);
    await reset(german.email);
    const plain = await peer.waitForMail(german.email);
    expect(plain.subject).toBe('Bitte bestätigen Sie Ihr neues Passwort bei Testkarte');
    expect(plain.text).toContain('30 Minuten');
    expect(plain.html).toMatch(/^<!DOCTYPE html>\n<html lang="de">/);
  });

  it('writes German where the organisation does not offer the account\'s language', async () => {
    const turkish = await createUser(t.db);
    await setLanguage(turkish.email, 'tr');
    await new TestClient(t.app).request('POST', url('/auth/resetpassword'), { Email: turkish.email, Password: 'ganz-neues-passwort' }, { headers: headers(GERMAN_ONLY) });
    const mail = await peer.waitForMail(turkish.email);
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihr neues Passwort bei Deutsche Karte');
  });
});
