import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireLogin } from '../../components/login-notice';
import { stubApi } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { MfaCard } from './mfa-card';

afterEach(() => vi.unstubAllGlobals());

const INFO = { status: 200, body: { LoggedIn: true, Permissions: [], ID: '01900000-0000-7000-8000-0000000000aa', Name: 'Erika', Email: 'erika@example.org' } };
const CODES = ['AAAAA-BBBBB', 'CCCCC-DDDDD'];
/** The card as the profile shows it: once the session is known. */
const card = () => <RequireLogin title="Profil" text="Bitte anmelden"><MfaCard /></RequireLogin>;

describe('„Zwei-Faktor-Anmeldung“ (docs/security.md, Two-factor login)', () => {
  it('sets up with the password, switches on with password and first code, and offers the codes as a file and to print', async () => {
    const calls = stubApi({
      'GET /auth/info': INFO,
      'GET /auth/mfa': { status: 200, body: { Enabled: false, RecoveryCodesLeft: 0, Required: false, Passkeys: 0 } },
      'POST /auth/mfa/setup': { status: 200, body: { Secret: 'JBSWY3DPEHPK3PXP', Uri: 'otpauth://totp/x', QrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>' } },
      'POST /auth/mfa/enable': { status: 200, body: { RecoveryCodes: CODES } },
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderOne(card());
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Ihr Passwort'), 'mein-passwort-1');
    await user.click(screen.getByRole('button', { name: 'Zwei-Faktor-Anmeldung einrichten' }));
    await user.type(await screen.findByLabelText('Code aus der App'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Einschalten' }));
    const list = await screen.findByRole('list', { name: 'Ihre Wiederherstellungscodes' });
    expect(list).toHaveTextContent('AAAAA-BBBBBCCCCC-DDDDD');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/auth/mfa/setup', body: { Password: 'mein-passwort-1' } },
      { method: 'POST', path: '/auth/mfa/enable', body: { Password: 'mein-passwort-1', Code: '123 456' } },
    ]);
    const file = screen.getByRole('link', { name: 'Als Textdatei herunterladen' });
    expect(file).toHaveAttribute('download', 'wiederherstellungscodes.txt');
    const text = decodeURIComponent(file.getAttribute('href')!.replace('data:text/plain;charset=utf-8,', ''));
    expect(text).toContain('Für das Konto erika@example.org bei Gewässer-App');
    expect(text).toContain('AAAAA-BBBBB\r\nCCCCC-DDDDD\r\n');
    await user.click(screen.getByRole('button', { name: 'Drucken' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('makes new codes or switches off with the password and a code or a recovery code, and offers no switching off while it is required', async () => {
    let required = false;
    const calls = stubApi({
      'GET /auth/info': INFO,
      'GET /auth/mfa': () => ({ status: 200, body: { Enabled: true, RecoveryCodesLeft: 7, Required: required, Passkeys: 0 } }),
      'POST /auth/mfa/recovery-codes': { status: 200, body: { RecoveryCodes: CODES } },
      'POST /auth/mfa/disable': { status: 403, body: { Message: 'Der Code stimmt nicht.' } },
    });
    const { unmount } = renderOne(card());
    const user = userEvent.setup();
    expect(await screen.findByText('Die Zwei-Faktor-Anmeldung ist eingeschaltet. Sie haben noch 7 ungenutzte Wiederherstellungscodes.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Ihr Passwort'), 'pw-1');
    await user.type(screen.getByLabelText('Code aus der App oder Wiederherstellungscode'), 'zzzzz-yyyyy');
    await user.click(screen.getByRole('button', { name: 'Zwei-Faktor-Anmeldung ausschalten' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Code stimmt nicht.');
    await user.type(screen.getByLabelText('Ihr Passwort'), 'pw-2');
    await user.type(screen.getByLabelText('Code aus der App oder Wiederherstellungscode'), '654321');
    await user.click(screen.getByRole('button', { name: 'Neue Wiederherstellungscodes erzeugen' }));
    await screen.findByRole('list', { name: 'Ihre Wiederherstellungscodes' });
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/auth/mfa/disable', body: { Password: 'pw-1', RecoveryCode: 'zzzzz-yyyyy' } },
      { method: 'POST', path: '/auth/mfa/recovery-codes', body: { Password: 'pw-2', Code: '654321' } },
    ]);
    unmount();

    required = true;
    renderOne(card());
    await screen.findByRole('button', { name: 'Neue Wiederherstellungscodes erzeugen' });
    expect(screen.queryByRole('button', { name: 'Zwei-Faktor-Anmeldung ausschalten' })).toBeNull();
  });

  it('says that the passkeys serve where an organisation requires a second factor and the app is off, and warns without them', async () => {
    let passkeys = 2;
    stubApi({
      'GET /auth/info': INFO,
      'GET /auth/mfa': () => ({ status: 200, body: { Enabled: false, RecoveryCodesLeft: 0, Required: true, Passkeys: passkeys } }),
    });
    const { unmount } = renderOne(card());
    expect(await screen.findByText(/Ihre 2 Passkeys erfüllen sie: Nach dem Passwort fragt die Anmeldung nach einem Passkey\./)).toBeInTheDocument();
    expect(screen.queryByText('Ihre Organisation verlangt für die Rechte Ihres Kontos die Zwei-Faktor-Anmeldung.')).toBeNull();
    unmount();

    passkeys = 0;
    renderOne(card());
    expect(await screen.findByText('Ihre Organisation verlangt für die Rechte Ihres Kontos die Zwei-Faktor-Anmeldung.')).toBeInTheDocument();
    expect(screen.queryByText(/Passkeys? erfüll/)).toBeNull();
  });
});
