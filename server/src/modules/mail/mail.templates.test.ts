import { describe, expect, it } from 'vitest';
import {
  accountLockedMail, activationMail, commentDigestMail, escapeHtml, followerStatusMail, invitationMail, passwordResetMail, securityNoticeMail, type SecurityNotice,
} from './mail.templates.js';

describe('account mail templates', () => {
  const link = 'https://karte.example.org/api/v1/auth/activate/abc_DEF-123';

  it('escapes every inserted value in the HTML part', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
    const mail = activationMail({ title: '<script>alert(1)</script> & "Karte"', link: `${link}?a=1&b="2"`, validFor: '24 Stunden' });
    expect(mail.html).not.toMatch(/<script>|"Karte"/);
    expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;Karte&#34;');
    expect(mail.html).toContain(`href="${link}?a=1&#38;b=&#34;2&#34;"`);
    expect(mail.text).toContain('<script>alert(1)</script> & "Karte"');
  });

  it('keeps the subject on one line', () => {
    const mail = passwordResetMail({ title: 'Karte\r\nBcc: jemand@example.org', link, validFor: '24 Stunden' });
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihr neues Passwort bei Karte Bcc: jemand@example.org');
  });

  it('puts the link on a line of its own in text and HTML, in German', () => {
    for (const mail of [activationMail({ title: 'Karte', link, validFor: '24 Stunden' }), passwordResetMail({ title: 'Karte', link, validFor: '24 Stunden' })]) {
      expect(mail.text.split('\n')).toContain(link);
      expect(mail.html).toContain(`<p><a href="${link}">${link}</a></p>`);
      expect(mail.text).toMatch(/^Guten Tag,\n/);
      expect(mail.text).toContain('24 Stunden');
      expect(mail.html).toMatch(/^<!DOCTYPE html>\n<html lang="de">/);
    }
    expect(passwordResetMail({ title: 'Karte', link, validFor: '24 Stunden' }).text).toContain('Das neue Passwort wird erst gültig');
  });

  it('invites to a project by name, escaping the managers\' texts and keeping the subject on one line', () => {
    const invite = 'https://karte.example.org/#/einladung/abc_DEF-123';
    const mail = invitationMail({ title: 'Karte', workspace: 'Rad<b>weg</b>\r\nBcc: x@example.org', inviter: 'Olga <Eigner>', link: invite, validFor: '7 Tage', hasAccount: false });
    expect(mail.subject).toBe('Sie wurden zum Projekt „Rad<b>weg</b> Bcc: x@example.org“ eingeladen – Karte');
    expect(mail.html).not.toMatch(/<b>|<Eigner>/);
    expect(mail.html).toContain(`<p><a href="${invite}">${invite}</a></p>`);
    expect(mail.text).toContain('7 Tage gültig und kann nur einmal verwendet werden');
    expect(mail.text).toContain('legen Sie Ihr Konto mit Namen und Passwort an');
    // An address with an account logs in and accepts (docs/product.md §17.4).
    const forAccount = invitationMail({ title: 'Karte', workspace: 'Radweg', inviter: 'Olga', link: invite, validFor: '7 Tage', hasAccount: true });
    expect(forAccount.text).toContain('melden Sie sich mit Ihrem Konto zu dieser Adresse an und nehmen Sie die Einladung an');
    expect(forAccount.text).toContain('Sie kommen dann nicht ins Team.');
  });

  it('tells the owner of a switched-off account that a registration changed nothing, with the contact when known', () => {
    const mail = accountLockedMail({ title: 'Karte', contact: 'hilfe@karte.example' });
    expect(mail.subject).toBe('Ihr Konto ist gesperrt – Karte');
    expect(mail.text).toContain('hebt die Sperre nicht auf');
    expect(mail.text).toContain('an hilfe@karte.example');
    expect(mail.text).not.toContain('http');
    expect(accountLockedMail({ title: 'Karte' }).text).toContain('an die Betreiber von Karte');
  });
});

describe('follower mail templates (docs/product.md §16.7)', () => {
  const input = {
    title: 'Karte', entry: '<b>Bach</b>\r\nBcc: x@example.org', layer: 'Gewässer',
    mapLink: 'https://karte.example.org/#/map?punkt=1', unsubscribeLink: 'https://karte.example.org/#/benachrichtigungen/abbestellen/a.b.c',
  };
  it('keeps citizens\' text out of the headers and the markup, and ends with both links', () => {
    const mail = followerStatusMail({ ...input, status: 'In Prüfung', note: '<img src=x onerror=alert(1)>' });
    expect(mail.subject).toBe('Neuer Status „In Prüfung“ – Eintrag „<b>Bach</b> Bcc: x@example.org“');
    expect(mail.html).not.toMatch(/<b>|<img/);
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    const lines = mail.text.split('\n');
    expect(lines).toContain(input.mapLink);
    expect(lines).toContain(input.unsubscribeLink);
    expect(lines.indexOf(input.unsubscribeLink)).toBeGreaterThan(lines.indexOf(input.mapLink));
  });
  it('quotes the first ten comments of a digest and counts the rest', () => {
    const comments = Array.from({ length: 12 }, (_, i) => ({ author: i === 0 ? '' : 'Max', text: `Text ${i + 1}` }));
    const mail = commentDigestMail({ ...input, entry: 'Bach', comments });
    expect(mail.subject).toBe('12 neue Kommentare zum Eintrag „Bach“');
    expect(mail.text).toContain('Jemand schreibt:\nText 1\n');
    expect(mail.text).toContain('Text 10');
    expect(mail.text).not.toContain('Text 11');
    expect(mail.text).toContain('… und 2 weitere auf der Karte.');
    expect(commentDigestMail({ ...input, entry: '', comments: comments.slice(0, 1) }).subject).toBe('Ein neuer Kommentar zum Eintrag in „Gewässer“');
  });
});

describe('security notices to account holders (docs/security.md, Accounts and mailed links)', () => {
  const resetLink = 'https://karte.example.org/#/resetpassword';
  const notices: SecurityNotice[] = ['password', 'mfa-on', 'mfa-off', 'recovery-codes', 'account-deleted', 'passkey-added', 'passkey-removed', 'passkeys-reset'];

  it('say what happened and what to do if it was not the holder, in German, with the contact when known', () => {
    for (const notice of notices) {
      for (const byManager of [false, true]) {
        const mail = securityNoticeMail({ title: 'Karte', notice, byManager, resetLink, contact: 'hilfe@karte.example' });
        expect(mail.subject, notice).toMatch(/ – Karte$/);
        expect(mail.text, notice).toMatch(/^Guten Tag,\n/);
        expect(mail.text, notice).toContain('an hilfe@karte.example');
        expect(mail.text, notice).toMatch(/Falls Sie das nicht (selbst waren|erbeten haben)|Wenn Sie Fragen dazu haben/);
        expect(mail.text, notice).toMatch(/Mit freundlichen Grüßen\nKarte\n$/);
      }
    }
    expect(securityNoticeMail({ title: 'Karte', notice: 'password', byManager: false, resetLink }).text).toContain('an die Betreiber von Karte');
  });

  it('send who has the password to „Passwort vergessen“, a page without a token', () => {
    for (const notice of ['password', 'mfa-on', 'mfa-off', 'recovery-codes', 'passkey-added', 'passkey-removed'] as const) {
      const mail = securityNoticeMail({ title: 'Karte', notice, byManager: false, resetLink });
      expect(mail.text.split('\n'), notice).toContain(resetLink);
      expect(mail.html, notice).toContain(`<p><a href="${resetLink}">${resetLink}</a></p>`);
    }
    expect(securityNoticeMail({ title: 'Karte', notice: 'mfa-off', byManager: true, resetLink }).text).toContain('ein Benutzerverwalter von Karte hat soeben die Zwei-Faktor-Anmeldung');
    const added = securityNoticeMail({ title: 'Karte', notice: 'passkey-added', byManager: false, resetLink, detail: { passkey: 'Laptop\nneu', at: '2026-11-30T02:10:00.000Z' } });
    expect(added.subject).toBe('Ein Passkey wurde zu Ihrem Konto hinzugefügt – Karte');
    expect(added.text).toContain('der Passkey „Laptop neu“ hinzugefügt (30.11.2026 03:10)');
    expect(added.text).toContain('entfernen Sie den Passkey bitte sofort in Ihrem Profil');
    // The time in the mail's language, on Berlin's clock.
    expect(securityNoticeMail({ title: 'Karte', notice: 'passkey-added', byManager: false, resetLink, detail: { passkey: 'Laptop', at: '2026-11-30T02:10:00.000Z' } }, 'en').text)
      .toContain('the passkey “Laptop” has just been added to your account at Karte (30 November 2026 at 03:10).');
    expect(securityNoticeMail({ title: 'Karte', notice: 'account-deleted', byManager: false, resetLink }).text).not.toContain(resetLink);
  });

  it('keep the title out of the headers\' line breaks and the markup', () => {
    const mail = securityNoticeMail({ title: '<b>Karte</b>\r\nBcc: x@example.org', notice: 'mfa-on', byManager: false, resetLink });
    expect(mail.subject).toBe('Zwei-Faktor-Anmeldung eingeschaltet – <b>Karte</b> Bcc: x@example.org');
    expect(mail.html).not.toContain('<b>');
  });
});
