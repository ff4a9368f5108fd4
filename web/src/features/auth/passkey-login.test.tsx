import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render';
import { LoginPage } from './login-page';
import { MfaCodePage } from './mfa-code-page';

// jsdom has no authenticator: only the browser's WebAuthn boundary is replaced.
const webauthn = vi.hoisted(() => ({ startAuthentication: vi.fn(), browserSupportsWebAuthn: vi.fn(() => true) }));
vi.mock('@simplewebauthn/browser', () => webauthn);

beforeEach(() => {
  webauthn.startAuthentication.mockReset();
  webauthn.browserSupportsWebAuthn.mockReturnValue(true);
});
afterEach(() => vi.unstubAllGlobals());

const ANNA = { LoggedIn: true, Permissions: [], Name: 'Anna' };
const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/login/code', element: <MfaCodePage /> },
  { path: '/', element: <p>Startseite</p> },
];

describe('signing in with a passkey (docs/product.md §14)', () => {
  it('„Mit Passkey anmelden“ passes the server’s options to the browser and its answer back, then goes home', async () => {
    const calls = stubApi({
      'POST /auth/passkeys/login/options': { status: 200, body: { challenge: 'c1', rpId: 'localhost' } },
      'POST /auth/passkeys/login': { status: 200, body: ANNA },
    });
    webauthn.startAuthentication.mockResolvedValue({ id: 'cred-1', response: { signature: 's' } });
    renderRoutes(routes, '/login');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Mit Passkey anmelden' }));
    expect(await screen.findByText('Startseite')).toBeInTheDocument();
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'c1', rpId: 'localhost' } });
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/auth/passkeys/login', body: { Response: { id: 'cred-1', response: { signature: 's' } } } });
  });

  it('shows the server’s refusal and stays on the login screen', async () => {
    stubApi({
      'POST /auth/passkeys/login/options': { status: 200, body: { challenge: 'c1' } },
      'POST /auth/passkeys/login': { status: 401, body: { Message: 'Die Anmeldung mit dem Passkey ist fehlgeschlagen. Bitte versuchen Sie es noch einmal.' } },
    });
    webauthn.startAuthentication.mockResolvedValue({ id: 'cred-1' });
    renderRoutes(routes, '/login');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Mit Passkey anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Anmeldung mit dem Passkey ist fehlgeschlagen.');
    expect(screen.getByRole('button', { name: 'Mit Passkey anmelden' })).toBeInTheDocument();
  });

  it('says that a cancelled ceremony was cancelled, sending nothing to the server', async () => {
    const calls = stubApi({ 'POST /auth/passkeys/login/options': { status: 200, body: { challenge: 'c1' } } });
    webauthn.startAuthentication.mockRejectedValue(Object.assign(new Error('abgebrochen'), { name: 'NotAllowedError' }));
    renderRoutes(routes, '/login');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Mit Passkey anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Anmeldung mit dem Passkey wurde abgebrochen.');
    expect(calls.map((c) => c.path)).toEqual(['/auth/passkeys/login/options']);
  });

  it('offers no passkey button where the browser has no WebAuthn', async () => {
    webauthn.browserSupportsWebAuthn.mockReturnValue(false);
    stubApi({});
    renderRoutes(routes, '/login');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mit Passkey anmelden' })).toBeNull();
  });

  it('„Stattdessen Passkey verwenden“ in the code step answers with a passkey', async () => {
    const calls = stubApi({
      'POST /auth/mfa/passkey/options': { status: 200, body: { challenge: 'c2', allowCredentials: [{ id: 'cred-1' }] } },
      'POST /auth/mfa/passkey': { status: 200, body: ANNA },
    });
    webauthn.startAuthentication.mockResolvedValue({ id: 'cred-1' });
    renderRoutes(routes, '/login/code');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Stattdessen Passkey verwenden' }));
    expect(await screen.findByText('Startseite')).toBeInTheDocument();
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['/auth/mfa/passkey/options', '/auth/mfa/passkey']));
  });
});
