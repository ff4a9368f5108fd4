import type { UserInfo } from '@mitmachkarte/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render';
import { ActivateAccountPage } from './activate-account-page';
import { ActivationSuccessPage } from './activation-pages';
import { ConfirmPasswordPage } from './confirm-password-page';

/** The pages mailed links lead to: opening them sends nothing but the check; only the form with
 *  the password completes the link (docs/decisions/0009). */

const TOKEN = 'A'.repeat(43);
const render = (path: string) => renderRoutes([
  { path: 'konto-aktivieren/:token', element: <ActivateAccountPage /> },
  { path: 'passwort-bestaetigen/:token', element: <ConfirmPasswordPage /> },
  { path: 'activationsuccess', element: <ActivationSuccessPage /> },
  { path: 'activationfailure', element: <h1>Aktivierung fehlgeschlagen</h1> },
  { path: 'login', element: <h1>Login</h1> },
  { path: 'resetpassword', element: <h1>Passwort zurücksetzen</h1> },
], path);

const WRONG = 'Das Passwort passt nicht zu dieser Registrierung. Bitte geben Sie das Passwort ein, das Sie bei der Registrierung gewählt haben.';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ActivateAccountPage', () => {
  it('completes the activation only with the typed password, then shows the success screen logged in', async () => {
    const info: UserInfo = { LoggedIn: true, Permissions: [], Name: 'Erika' };
    const calls = stubApi({
      [`GET /auth/activatejson/${TOKEN}`]: { status: 200, body: { Message: 'success' } },
      'POST /auth/activate': (body) => ((body as { Password: string }).Password === 'Fluss-Ufer-123'
        ? { status: 200, body: info }
        : { status: 400, body: { Message: WRONG, Errors: [{ Field: 'Password', Message: WRONG }] } }),
    });
    const { router } = render(`/konto-aktivieren/${TOKEN}`);
    expect(screen.getByRole('heading', { name: 'Konto aktivieren' })).toBeInTheDocument();
    const field = screen.getByLabelText('Passwort');
    expect(field).toHaveAttribute('autocomplete', 'current-password');

    await userEvent.click(screen.getByRole('button', { name: 'Konto aktivieren' }));
    expect(screen.getByText('Bitte geben Sie das Passwort ein.')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await userEvent.type(field, 'falsch-falsch{Enter}');
    expect(await screen.findByText(WRONG)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('');
    await waitFor(() => expect(field).toHaveFocus());

    await userEvent.type(field, 'Fluss-Ufer-123{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/activationsuccess'));
    expect(await screen.findByText(/Ihr Konto ist aktiv, und Sie sind angemeldet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zur Karte' })).toHaveAttribute('href', '/map');
    expect(calls.filter((c) => c.method === 'POST').at(-1)).toEqual({ method: 'POST', path: '/auth/activate', body: { Token: TOKEN, Password: 'Fluss-Ufer-123' } });
  });

  it('leads an unusable link to the failure screen', async () => {
    stubApi({ [`GET /auth/activatejson/${TOKEN}`]: { status: 400, body: { Message: 'Die Aktivierung war nicht erfolgreich.' } } });
    const { router } = render(`/konto-aktivieren/${TOKEN}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/activationfailure'));
  });
});

describe('ConfirmPasswordPage', () => {
  it('makes the new password valid only when it is typed once more, then points to the login', async () => {
    const calls = stubApi({
      [`GET /auth/activatepasswordjson/${TOKEN}`]: { status: 200, body: { Message: 'success' } },
      'POST /auth/confirmpassword': { status: 200, body: { Message: 'success' } },
    });
    render(`/passwort-bestaetigen/${TOKEN}`);
    expect(screen.getByRole('heading', { name: 'Passwortänderung bestätigen' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Neues Passwort'), 'neues-passwort-9{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ihr neues Passwort ist jetzt gültig.');
    expect(screen.getByRole('link', { name: 'Zum Login' })).toHaveAttribute('href', '/login');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/auth/confirmpassword', body: { Token: TOKEN, Password: 'neues-passwort-9' } },
    ]);
  });

  it('says when the link is unusable and offers a new reset, without a form', async () => {
    stubApi({ [`GET /auth/activatepasswordjson/${TOKEN}`]: { status: 400, body: { Message: 'Das neue Passwort konnte nicht aktiviert werden.' } } });
    render(`/passwort-bestaetigen/${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Link ist ungültig, abgelaufen oder wurde bereits verwendet.');
    expect(screen.getByRole('link', { name: 'Passwort erneut zurücksetzen' })).toHaveAttribute('href', '/resetpassword');
    expect(screen.queryByLabelText('Neues Passwort')).toBeNull();
  });

  it('shows a link that died meanwhile above the button', async () => {
    stubApi({
      [`GET /auth/activatepasswordjson/${TOKEN}`]: { status: 200, body: { Message: 'success' } },
      'POST /auth/confirmpassword': { status: 400, body: { Message: 'Das neue Passwort konnte nicht aktiviert werden. Der Link ist ungültig, abgelaufen oder wurde bereits verwendet.' } },
    });
    render(`/passwort-bestaetigen/${TOKEN}`);
    await userEvent.type(screen.getByLabelText('Neues Passwort'), 'neues-passwort-9{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Das neue Passwort konnte nicht aktiviert werden.');
  });
});
