import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateByLink } from '../account-links.js';
import { TestClient } from '../client.js';
import { countRows, createUser } from '../factories.js';
import { linkIn, SmtpPeer } from '../smtp-peer.js';
import { backoffMs } from '../../src/modules/mail/mail-outbox.service.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Abuse limits and mail delivery of the account calls: at most 5 mails per account and
 *  hour (in the database), per-IP limits with 429, the outbox transport without SMTP_URL, and a
 *  failing mail server that does not fail the registration: the mail waits in the outbox table and
 *  is retried. */

const TOO_MANY = { Message: 'Zu viele Anfragen. Bitte versuchen Sie es später noch einmal.' };
const url = (p: string) => `/api/v1${p}`;
const body = (email: string) => ({ Email: email, Name: 'Erika Muster', Password: 'Fluss-Ufer-123', Attributes: [] });
const settle = () => new Promise((r) => setTimeout(r, 300));

describe('mails per address and hour', () => {
  let t: TestApp;
  let peer: SmtpPeer;
  beforeAll(async () => {
    peer = await SmtpPeer.start();
    t = await createTestApp({ env: { SMTP_URL: peer.url }, rateLimits: { registerPerHour: 1000, resetPerHour: 1000 } });
  });
  afterAll(async () => {
    await t?.close();
    await peer?.close();
  });

  it('sends at most 5 activation mails an hour to one address; the 6th request answers as usual but sends nothing', async () => {
    const email = 'oft@example.org';
    const c = new TestClient(t.app);
    for (let i = 1; i <= 5; i++) {
      expect((await c.post(url('/auth/register'), body(email))).json()).toEqual({ Message: 'success' });
      await peer.waitForMail(email, i);
    }
    const tokens = await countRows(t.db, 'auth_tokens');
    const sixth = await c.post(url('/auth/register'), body(email));
    expect(sixth.statusCode).toBe(200);
    expect(sixth.json()).toEqual({ Message: 'success' });
    await settle();
    expect(peer.mailsTo(email)).toHaveLength(5);
    expect(await countRows(t.db, 'auth_tokens')).toBe(tokens);
    // The last link sent still works.
    const last = linkIn(peer.mailsTo(email).at(-1)!, '/api/v1/auth/activate/');
    expect((await activateByLink(t.app, last, 'Fluss-Ufer-123')).statusCode).toBe(200);
  });

  it('counts reset mails too, and sends again once the hour has passed', async () => {
    const u = await createUser(t.db);
    const c = new TestClient(t.app);
    for (let i = 1; i <= 5; i++) {
      await c.post(url('/auth/resetpassword'), { Email: u.email, Password: `Pegel-am-Wehr-${i}` });
      await peer.waitForMail(u.email, i);
    }
    const sixth = await c.post(url('/auth/resetpassword'), { Email: u.email, Password: 'Pegel-am-Wehr-6' });
    expect(sixth.json()).toEqual({ Message: 'success' });
    await settle();
    expect(peer.mailsTo(u.email)).toHaveLength(5);

    const hourAgo = new Date(Date.now() - 3600_000 - 1000).toISOString();
    await t.db.updateTable('auth_tokens').set({ created_at: hourAgo }).where('user_id', '=', u.id).execute();
    await c.post(url('/auth/resetpassword'), { Email: u.email, Password: 'Pegel-am-Wehr-7' });
    await peer.waitForMail(u.email, 6);
  });
});

describe('per-IP limits', () => {
  it('answers 429 with a German message from the 11th registration an hour (default limit)', async () => {
    const t = await createTestApp();
    try {
      const c = new TestClient(t.app);
      // Invalid addresses: cheap requests that count like any other.
      for (let i = 0; i < 10; i++) expect((await c.post(url('/auth/register'), body('ungültig'))).statusCode).toBe(400);
      const res = await c.post(url('/auth/register'), body('jemand@example.org'));
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual(TOO_MANY);
      expect(await countRows(t.db, 'users')).toBe(1);
    } finally {
      await t.close();
    }
  });

  it('limits password resets and survey answers per IP as configured', async () => {
    const t = await createTestApp({ rateLimits: { resetPerHour: 2, surveyPerHour: 1 } });
    try {
      const c = new TestClient(t.app);
      for (let i = 0; i < 2; i++) expect((await c.post(url('/auth/resetpassword'), { Email: 'x@example.org', Password: 'Fluss-Ufer-123' })).statusCode).toBe(200);
      const res = await c.post(url('/auth/resetpassword'), { Email: 'x@example.org', Password: 'Fluss-Ufer-123' });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual(TOO_MANY);
      const survey = { Data: { interessensgruppe: 'buerger_stadt', altersgruppe: 'alter_21_35' } };
      expect((await c.post(url('/survey'), survey)).statusCode).toBe(200);
      expect((await c.post(url('/survey'), survey)).json()).toEqual(TOO_MANY);
      expect(await countRows(t.db, 'survey_responses')).toBe(1);
    } finally {
      await t.close();
    }
  });

  it('finding 7: registration is limited per IP like the login (its answer tells whether an address has an account)', async () => {
    const t = await createTestApp({ rateLimits: { registerPerHour: 2 } });
    try {
      const tries = [];
      for (let i = 0; i < 3; i++) tries.push((await new TestClient(t.app).post(url('/auth/register'), body(`limit-${i}@example.org`))).statusCode);
      expect(tries).toEqual([200, 200, 429]);
      expect(await countRows(t.db, 'users')).toBe(3);
    } finally {
      await t.close();
    }
  });

  it('limits the confirmations of mailed links per IP (each checks a password)', async () => {
    const t = await createTestApp({ rateLimits: { confirmLinkPerHour: 2 } });
    try {
      const c = new TestClient(t.app);
      for (const path of ['/auth/activate', '/auth/confirmpassword']) {
        const tries = [];
        for (let i = 0; i < 3; i++) tries.push((await c.post(url(path), { Token: 'A'.repeat(43), Password: 'Fluss-Ufer-123' })).statusCode);
        expect(tries, path).toEqual([400, 400, 429]);
      }
    } finally {
      await t.close();
    }
  });
});

describe('mail delivery', () => {
  it('writes each mail to DATA_DIR/outbox as .eml when SMTP_URL is unset; its link works', async () => {
    const t = await createTestApp({ env: { PUBLIC_URL: 'http://karte.test' } });
    try {
      const res = await new TestClient(t.app).post(url('/auth/register'), body('outbox@example.org'));
      expect(res.json()).toEqual({ Message: 'success' });
      // The mail goes through the outbox table; wait until it has been drained.
      await t.app.mailOutbox.drain();
      expect(await countRows(t.db, 'mail_outbox')).toBe(0);
      const dir = path.join(t.dataDir, 'outbox');
      const files = fs.readdirSync(dir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f-]{36}\.eml$/);
      const mail = await simpleParser(fs.readFileSync(path.join(dir, files[0]!)));
      expect(mail.subject).toBe('Bitte bestätigen Sie Ihre Registrierung bei Mitmachkarte');
      expect(mail.from?.value).toEqual([{ name: 'Mitmachkarte', address: 'noreply@localhost' }]);
      const link = linkIn(mail, '/api/v1/auth/activate/');
      expect(link.origin).toBe('http://karte.test');
      expect(fs.readFileSync(path.join(dir, files[0]!), 'utf8')).toContain(link.pathname.slice(-20));
      expect((await activateByLink(t.app, link, 'Fluss-Ufer-123')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('still answers success when the mail server is down, keeps the mail and delivers it with a retry once the server is back', async () => {
    const down = await SmtpPeer.start();
    const port = down.port;
    await down.close();
    const t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      const c = new TestClient(t.app);
      const res = await c.post(url('/auth/register'), body('ausfall@example.org'));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ Message: 'success' });
      const user = await t.db.selectFrom('users').selectAll().where('email', '=', 'ausfall@example.org').executeTakeFirstOrThrow();
      expect(user.active).toBe(0);
      expect((await c.post(url('/auth/resetpassword'), { Email: 'admin@example.org', Password: 'Fluss-Ufer-123' })).statusCode).toBe(200);
      // The first attempts failed: both mails wait in the outbox for a retry.
      expect(await t.app.mailOutbox.drain()).toBe(0);
      const waiting = await t.db.selectFrom('mail_outbox').selectAll().orderBy('created_at').execute();
      expect(waiting.map((m) => [m.recipient, m.attempts])).toEqual([['ausfall@example.org', 1], ['admin@example.org', 1]]);
      expect(waiting[0]!.last_error).toBeTruthy();
      expect(Date.parse(waiting[0]!.next_attempt_at) - Date.now()).toBeGreaterThan(backoffMs(1) - 5000);

      const back = await SmtpPeer.start(port);
      try {
        // Not due yet: nothing is sent before the back-off has passed.
        expect(await t.app.mailOutbox.drain()).toBe(0);
        expect(back.mails).toHaveLength(0);
        expect(await t.app.mailOutbox.drain(new Date(Date.now() + backoffMs(1) + 1000))).toBe(2);
        const link = linkIn(await back.waitForMail('ausfall@example.org'), '/api/v1/auth/activate/');
        expect((await activateByLink(t.app, link, 'Fluss-Ufer-123')).statusCode).toBe(200);
        await back.waitForMail('admin@example.org');
        expect(await countRows(t.db, 'mail_outbox')).toBe(0);
      } finally {
        await back.close();
      }
    } finally {
      await t.close();
    }
  });

});
