import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESSIBILITY_SETTINGS } from '@mitmachkarte/contract';
import { clientFrom, TestClient } from '../client.js';
import { createOrganisation } from '../factories.js';
import { SmtpPeer } from '../smtp-peer.js';
import { ADMIN_EMAIL, createTestApp, type TestApp } from '../test-app.js';

/** The feedback form of the accessibility statement (BITV 2.0 §7): the message reaches
 *  the organisation by mail over a real SMTP peer; bad input and too many messages send nothing. */
let t: TestApp;
let peer: SmtpPeer;
const API = '/api/v1';
const FEEDBACK = 'barrierefrei@stadt.example.org';

beforeAll(async () => {
  peer = await SmtpPeer.start();
  t = await createTestApp({ env: { SMTP_URL: peer.url }, rateLimits: { feedbackPerHour: 3 } });
  await createOrganisation(t.db, { host: 'stadt.example.org', title: 'Stadt Beispiel', isDefault: true, other: { [ACCESSIBILITY_SETTINGS.feedbackEmail]: FEEDBACK } });
  await createOrganisation(t.db, { host: 'ohne.example.org', title: 'Ohne Adresse' });
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

describe('POST /accessibility/feedback', () => {
  it('mails the message and the sender\'s address to the organisation\'s address for feedback', async () => {
    const res = await clientFrom(t.app, '203.0.113.10').post(`${API}/accessibility/feedback`, { Email: 'leser@example.org', Message: 'Die Karte lässt sich mit der Tastatur nicht verschieben.\n<b>fett</b>' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Message: 'Vielen Dank für Ihre Rückmeldung.' });
    const mail = await peer.waitForMail(FEEDBACK);
    expect(mail.subject).toBe('Rückmeldung zur Barrierefreiheit – Stadt Beispiel');
    expect(mail.text).toContain('Die Karte lässt sich mit der Tastatur nicht verschieben.');
    expect(mail.text).toContain('Antwort bitte an: leser@example.org');
    expect(mail.html).toContain('&#60;b&#62;fett&#60;/b&#62;');
    expect(mail.html).not.toContain('<b>fett');
  });

  it('goes to the administrator when the organisation names no address, and works without a sender address', async () => {
    const c = clientFrom(t.app, '203.0.113.11');
    const res = await c.request('POST', `${API}/accessibility/feedback`, { Message: 'Kontrast im Menü zu schwach.' }, { headers: { host: 'ohne.example.org' } });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await peer.waitForMail(ADMIN_EMAIL);
    expect(mail.text).toContain('Die Person hat keine E-Mail-Adresse angegeben.');
  });

  it.each([
    [{ Message: '   ' }, 'Bitte schreiben Sie Ihre Rückmeldung.'],
    [{ Message: 'x'.repeat(2001) }, 'Die Rückmeldung darf höchstens 2000 Zeichen lang sein.'],
    [{ Message: 'Hallo', Email: 'a@b\nBcc: c@d' }, 'Bitte geben Sie eine gültige E-Mail-Adresse an oder lassen Sie das Feld leer.'],
  ])('refuses %j with a German 400 and sends nothing', async (body, message) => {
    const sent = peer.mailsTo(FEEDBACK).length;
    const res = await clientFrom(t.app, '203.0.113.12').post(`${API}/accessibility/feedback`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors.map((e: { Message: string }) => e.Message)).toContain(message);
    await new Promise((r) => setTimeout(r, 300));
    expect(peer.mailsTo(FEEDBACK)).toHaveLength(sent);
  });

  it('accepts 3 messages per IP and hour here, then answers 429; without the anti-forgery header 403', async () => {
    const c = clientFrom(t.app, '203.0.113.13');
    for (let i = 0; i < 3; i++) expect((await c.post(`${API}/accessibility/feedback`, { Message: `Hinweis ${i}` })).statusCode).toBe(200);
    expect((await c.post(`${API}/accessibility/feedback`, { Message: 'einer zu viel' })).statusCode).toBe(429);
    expect((await new TestClient(t.app).post(`${API}/accessibility/feedback`, { Message: 'x' }, { xsrf: false })).statusCode).toBe(403);
  });
});
