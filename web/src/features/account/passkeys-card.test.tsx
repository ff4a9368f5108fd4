import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireLogin } from '../../components/login-notice';
import { stubApi } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { PasskeysCard } from './passkeys-card';

// jsdom has no authenticator: only the browser's WebAuthn boundary is replaced.
const webauthn = vi.hoisted(() => ({ startRegistration: vi.fn(), browserSupportsWebAuthn: vi.fn(() => true) }));
vi.mock('@simplewebauthn/browser', () => webauthn);

beforeEach(() => {
  webauthn.startRegistration.mockReset();
  webauthn.browserSupportsWebAuthn.mockReturnValue(true);
});
afterEach(() => vi.unstubAllGlobals());

const INFO = { status: 200, body: { LoggedIn: true, Permissions: [], ID: '01900000-0000-7000-8000-0000000000aa', Name: 'Erika', Email: 'erika@example.org' } };
const LAPTOP = { ID: 'cred-1', Name: 'Laptop', CreatedAt: '2026-11-01T10:00:00.000Z', LastUsedAt: null };
const PHONE = { ID: 'cred-2', Name: 'Passkey 2', CreatedAt: '2026-11-30T10:00:00.000Z', LastUsedAt: null };
const card = () => <RequireLogin title="Profil" text="Bitte anmelden"><PasskeysCard /></RequireLogin>;

describe('„Passkeys“ in the profile (docs/product.md §14)', () => {
  it('adds a passkey: the server’s options go to the browser, its answer back to the server, and the list shows the new one', async () => {
    let list = [LAPTOP];
    const calls = stubApi({
      'GET /auth/info': INFO,
      'GET /auth/passkeys': () => ({ status: 200, body: list }),
      'POST /auth/passkeys/registration/options': { status: 200, body: { challenge: 'abc', rp: { id: 'localhost', name: 'Karte' } } },
      'POST /auth/passkeys/registration': () => {
        list = [LAPTOP, PHONE];
        return { status: 200, body: PHONE };
      },
    });
    webauthn.startRegistration.mockResolvedValue({ id: 'cred-2', response: { attestationObject: 'xyz' } });
    renderOne(card());
    const passkeys = await screen.findByRole('list', { name: 'Ihre Passkeys' });
    expect(passkeys).toHaveTextContent('Laptop');
    expect(passkeys).toHaveTextContent('noch nie benutzt');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Passkey hinzufügen' }));
    // The password first, then the browser.
    const dialog = await screen.findByRole('dialog', { name: 'Passkey hinzufügen' });
    await user.type(within(dialog).getByLabelText('Ihr Passwort'), ' geheim 1 {Enter}');
    await waitFor(() => expect(screen.getByRole('list', { name: 'Ihre Passkeys' })).toHaveTextContent('Passkey 2'));
    expect(calls).toContainEqual({ method: 'POST', path: '/auth/passkeys/registration/options', body: { Password: ' geheim 1 ' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(webauthn.startRegistration).toHaveBeenCalledWith({ optionsJSON: { challenge: 'abc', rp: { id: 'localhost', name: 'Karte' } } });
    expect(calls.filter((c) => c.method === 'POST').at(-1)).toEqual({
      method: 'POST', path: '/auth/passkeys/registration', body: { Response: { id: 'cred-2', response: { attestationObject: 'xyz' } } },
    });
  });

  it('keeps the question open with the server\'s answer to a wrong password, asking the browser nothing', async () => {
    stubApi({
      'GET /auth/info': INFO,
      'GET /auth/passkeys': { status: 200, body: [LAPTOP] },
      'POST /auth/passkeys/registration/options': { status: 403, body: { Message: 'Das Passwort ist nicht richtig. Es wurde kein Passkey hinzugefügt.' } },
    });
    renderOne(card());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Passkey hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Passkey hinzufügen' });
    await user.type(within(dialog).getByLabelText('Ihr Passwort'), 'falsch{Enter}');
    expect(await within(dialog).findByText(/Das Passwort ist nicht richtig/)).toBeInTheDocument();
    expect(webauthn.startRegistration).not.toHaveBeenCalled();
  });

  it('renames a passkey', async () => {
    const calls = stubApi({
      'GET /auth/info': INFO,
      'GET /auth/passkeys': { status: 200, body: [LAPTOP] },
      'PUT /auth/passkeys/cred-1': { status: 200, body: { ...LAPTOP, Name: 'Arbeit' } },
    });
    renderOne(card());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Passkey „Laptop“ umbenennen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Passkey umbenennen' });
    await user.type(within(dialog).getByLabelText('Neuer Name'), 'Arbeit{Enter}');
    await waitFor(() => expect(calls).toContainEqual({ method: 'PUT', path: '/auth/passkeys/cred-1', body: { Name: 'Arbeit' } }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('removes a passkey only after the question, and then puts the focus on „Passkey hinzufügen“', async () => {
    let list = [LAPTOP];
    const calls = stubApi({
      'GET /auth/info': INFO,
      'GET /auth/passkeys': () => ({ status: 200, body: list }),
      'DELETE /auth/passkeys/cred-1': () => {
        list = [];
        return { status: 200, body: { Message: 'Der Passkey ist entfernt.' } };
      },
    });
    renderOne(card());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Passkey „Laptop“ entfernen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Passkey entfernen' });
    expect(dialog).toHaveTextContent('Möchten Sie den Passkey „Laptop“ wirklich entfernen?');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Passkey „Laptop“ entfernen' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Passkey entfernen' })).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Sie haben noch keinen Passkey.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Passkey hinzufügen' })).toHaveFocus());
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([{ method: 'DELETE', path: '/auth/passkeys/cred-1', body: undefined }]);
  });

  it('warns before the last passkey goes where it is the second factor an organisation requires', async () => {
    let required = true;
    stubApi({
      'GET /auth/info': INFO,
      'GET /auth/passkeys': { status: 200, body: [LAPTOP] },
      'GET /auth/mfa': () => ({ status: 200, body: { Enabled: false, RecoveryCodesLeft: 0, Required: required, Passkeys: 1 } }),
    });
    const { unmount } = renderOne(card());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Passkey „Laptop“ entfernen' }));
    expect(await screen.findByRole('dialog', { name: 'Passkey entfernen' })).toHaveTextContent('Es ist Ihr letzter Passkey, und Ihre Organisation verlangt die Zwei-Faktor-Anmeldung');
    unmount();

    required = false;
    renderOne(card());
    await user.click(await screen.findByRole('button', { name: 'Passkey „Laptop“ entfernen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Passkey entfernen' });
    expect(dialog).toHaveTextContent('Möchten Sie den Passkey „Laptop“ wirklich entfernen?');
    expect(dialog).not.toHaveTextContent('letzter Passkey');
  });

  it('says so when the browser supports no passkeys, and offers no button', async () => {
    webauthn.browserSupportsWebAuthn.mockReturnValue(false);
    stubApi({ 'GET /auth/info': INFO, 'GET /auth/passkeys': { status: 200, body: [] } });
    renderOne(card());
    expect(await screen.findByText('Dieser Browser unterstützt keine Passkeys.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Passkey hinzufügen' })).toBeNull();
  });
});
