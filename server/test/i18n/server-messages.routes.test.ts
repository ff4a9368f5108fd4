import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_LOGIN_FAILURES } from '../../src/modules/auth/login-failures.service.js';
import { TestClient } from '../client.js';
import { createOrganisation, createUser, PASSWORD } from '../factories.js';
import { a } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Every server message in the request's language (docs/product.md §23.4), one route of each kind
 *  and module: 404, 409, 400 with the contract's and the server's field errors, 413, 429, and
 *  confirmations; German where the site offers nothing else, and no 500 for odd headers. */

const MULTI = 'sprachen.test';
const GERMAN_ONLY = 'deutsch.test';
const url = (p: string) => `/api/v1${p}`;
const at = (language?: string, host = MULTI) => ({ headers: { host, ...(language ? { 'accept-language': language } : {}) } });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createOrganisation(t.db, { host: MULTI, title: 'Karte', other: { sprachen: 'de,en,tr,ar,uk' } });
  await createOrganisation(t.db, { host: GERMAN_ONLY, title: 'Karte', isDefault: true });
});
afterAll(async () => {
  await t?.close();
});

/** A signed-in client of a new account, which keeps no language (the request's counts). */
async function signedIn() {
  const u = await createUser(t.db);
  const client = new TestClient(t.app);
  expect((await client.request('POST', url('/auth/login'), { Email: u.email, Password: PASSWORD }, at(undefined, GERMAN_ONLY))).statusCode).toBe(200);
  await t.db.updateTable('users').set({ language: null }).where('email', '=', u.email).execute();
  return { client, email: u.email };
}

describe('error answers in the request\'s language', () => {
  it('404 of the account module (a session that is gone)', async () => {
    const { client } = await signedIn();
    const gone = (language?: string, host?: string) => client.request('DELETE', url(`/auth/session/${'0'.repeat(32)}`), undefined, at(language, host));
    expect((await gone('en')).json()).toEqual({ Message: 'This session does not exist (any more).' });
    expect((await gone('ar')).json()).toEqual({ Message: 'هذه الجلسة غير موجودة (أو لم تعد موجودة).' });
    expect((await gone('ar', GERMAN_ONLY)).json()).toEqual({ Message: 'Diese Sitzung gibt es nicht (mehr).' });
    expect((await gone()).statusCode).toBe(404);
  });

  it('409 of the two-factor module (a code without a set-up)', async () => {
    const { client } = await signedIn();
    const res = await client.request('POST', url('/auth/mfa/enable'), { Password: PASSWORD, Code: '123456' }, at('en-GB,en;q=0.9'));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ Message: 'Please set up two-factor authentication first.' });
    const arabic = await client.request('POST', url('/auth/mfa/enable'), { Password: PASSWORD, Code: '123456' }, at('ar'));
    expect(arabic.json()).toEqual({ Message: 'يرجى إعداد تسجيل الدخول بخطوتين أولًا.' });
  });

  it('400 with the contract\'s field messages, each said in the language', async () => {
    const login = (language: string) => new TestClient(t.app).request('POST', url('/auth/login'), { Email: '', Password: '' }, at(language));
    const english = await login('en');
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({ Message: 'Some of the entries are not valid.', Errors: [
      { Field: 'Email', Message: 'Please enter your e-mail address.' },
      { Field: 'Password', Message: 'Please enter your password.' },
    ] });
    expect((await login('ar')).json().Errors).toEqual([
      { Field: 'Email', Message: 'يرجى إدخال عنوان بريدك الإلكتروني.' },
      { Field: 'Password', Message: 'يرجى إدخال كلمة مرورك.' },
    ]);
    expect((await login('de')).json().Errors[0]).toEqual({ Field: 'Email', Message: 'Bitte geben Sie Ihre Email Adresse an.' });
  });

  it('400 with a field message of another module (two factors), and 403 for a wrong password', async () => {
    const { client } = await signedIn();
    const res = await client.request('POST', url('/auth/mfa/enable'), { Password: 'falsch', Code: '12' }, at('en'));
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toEqual([{ Field: 'Code', Message: 'Please enter the 6-digit code from your app.' }]);
    const wrong = await client.request('POST', url('/auth/mfa/setup'), { Password: 'falsch' }, at('tr'));
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ Message: 'Şifre doğru değil.' });
  });

  it('413 of the picture upload, with its own message', async () => {
    const { client } = await signedIn();
    const big = Buffer.alloc(11 * 1024 * 1024, 0xff);
    const res = await client.request('POST', url('/gis/images/upload'), big, { headers: { host: MULTI, 'accept-language': 'en', 'content-type': 'application/octet-stream' } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ Message: 'The picture is too large. It may be at most 10 MB.' });
  });

  it('429 of failed logins, the wait said in the language too', async () => {
    const u = await createUser(t.db);
    const client = new TestClient(t.app);
    const attempt = (language: string) => client.request('POST', url('/auth/login'), { Email: u.email, Password: 'falsch-falsch' }, at(language));
    for (let i = 0; i < FREE_LOGIN_FAILURES; i++) expect((await attempt('en')).statusCode).toBe(401);
    const english = await attempt('en');
    expect(english.statusCode).toBe(429);
    expect(english.json().Message).toMatch(/^Too many failed login attempts\. Please wait (1 second|\d+ seconds) and then try again, or reset your password\.$/);
    const ukrainian = await attempt('uk');
    expect(ukrainian.statusCode).toBe(429);
    expect(ukrainian.json().Message).toMatch(/^Забагато невдалих спроб входу\. Будь ласка, зачекайте \d+ с і спробуйте ще раз або скиньте пароль\.$/);
  });

  it('never answers 500 to odd Accept-Language headers', async () => {
    for (const header of ['', '*', 'ar;q=abc', 'xx-YY-zz, ;;;', 'en;q=0, ar;q=1.5', 'a'.repeat(2000), 'de-DE-x-ä']) {
      const res = await new TestClient(t.app).request('GET', url('/gis/point/00000000-0000-4000-8000-000000000000'), undefined, { headers: { host: MULTI, 'accept-language': header } });
      expect(res.statusCode, header).toBe(404);
      expect(typeof res.json().Message).toBe('string');
    }
  });
});

describe('messages that crossed a thread, and the contract\'s answer checks', () => {
  it('says the import\'s refusals (from its worker) and an answer\'s field error in the language', async () => {
    const u = await createUser(t.db, { permissions: ['project'] });
    const client = new TestClient(t.app);
    await client.login(u.email, u.password);
    // The first login kept German as the account's language, which would win over the header.
    await t.db.updateTable('users').set({ language: null }).where('email', '=', u.email).execute();
    const ws = (await client.post(url('/gis/workspace'), { Name: 'Projekt', Public: true, Editable: true })).json().ID as string;
    const Schema = { Categories: [], Schema: [{ Name: 'Tiefe', DataType: 'number', Question: 'Wie tief?' }] };
    const layer = (await client.post(url('/gis/layer'), { Workspace: ws, Name: 'Karte', Public: true, Editable: true, Schema })).json().ID as string;
    const send = (bytes: string, language: string) => client.request('POST', url(`/gis/import/${layer}`), Buffer.from(bytes),
      { headers: { host: MULTI, 'accept-language': language, 'content-type': 'application/octet-stream' } });
    const empty = await send('', 'en');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ Message: 'The file is empty.' });
    // A message with a message as its value: both in the language.
    const broken = await send('latitude,longitude,Tiefe\n51.3,9.4,"1\n', 'en');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().Message).toMatch(/^The CSV file is faulty \(line \d+\): A quotation mark is not closed\.$/);
    expect((await send('', 'uk')).json()).toEqual({ Message: 'Файл порожній.' });
    // The contract's answer check, with the town's question as it is written.
    const point = await client.request('POST', url('/gis/point'), { Layer: layer, Latitude: 51.3, Longitude: 9.47, Attributes: { Tiefe: a('number', 'tief') } }, at('tr'));
    expect(point.statusCode).toBe(400);
    expect(point.json().Errors).toContainEqual({ Field: 'Attributes.Tiefe', Message: '“Wie tief?” bir sayı olmalıdır.' });
  });
});

describe('confirmations in the request\'s language', () => {
  it('says „Die Sitzung wurde beendet.“ in English and Ukrainian', async () => {
    const { client } = await signedIn();
    const res = await client.request('DELETE', url('/auth/sessions'), undefined, at('en'));
    expect(res.json()).toEqual({ Message: 'All other sessions have been ended.' });
    expect((await client.request('DELETE', url('/auth/sessions'), undefined, at('uk'))).json()).toEqual({ Message: 'Усі інші сеанси завершено.' });
    expect((await client.request('DELETE', url('/auth/sessions'), undefined, at())).json()).toEqual({ Message: 'Alle anderen Sitzungen wurden beendet.' });
  });
});
