import type { LoginBody, UserInfo } from '@mitmachkarte/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppLayout } from '../../app/layout';
import { dismissAlert, showAlert } from '../../lib/alerts';
import { renderRoutes } from '../../test/render';
import { recordLoginSuccess } from './login-failures';
import { LoginPage } from './login-page';

// These cases count the alerts of several failed logins. An alert closes itself after ALERT_AUTOCLOSE_MS
// (5 s, docs/product.md §9), and beside the other suites on two cores three logins took longer than that, so
// the first alert had gone before the third came: here alerts stay for an hour.
vi.mock('@mitmachkarte/contract', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@mitmachkarte/contract')>()),
  ALERT_AUTOCLOSE_MS: 3_600_000,
}));

// jsdom has no scrolling; useFragmentScroll calls window.scrollTo on every page change.
window.scrollTo = vi.fn() as typeof window.scrollTo;

const DELAYED = 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie 8 Sekunden und versuchen Sie es dann noch einmal, oder setzen Sie Ihr Passwort zurück.';
const USERS: Record<string, { password: string; info: UserInfo }> = {
  'admin@example.org': { password: 'admin-passwort-1', info: { LoggedIn: true, Permissions: ['admin'], Name: 'Admin' } },
  'anna@example.org': { password: 'anna-passwort-1', info: { LoggedIn: true, Permissions: [], Name: 'Anna' } },
};

/** A fake API: logged out, default organisation, POST /auth/login checks USERS. */
function stubApi() {
  const logins: LoginBody[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.endsWith('/auth/login') && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as LoginBody;
      logins.push(body);
      if (body.Email === 'gebremst@example.org') return json(429, { Message: DELAYED });
      const user = USERS[body.Email];
      return user && user.password === body.Password
        ? json(200, user.info)
        : json(401, { Message: 'Der Benutzername oder das Passwort ist falsch.' });
    }
    if (url.endsWith('/auth/info')) return json(200, { LoggedIn: false, Permissions: [] });
    if (url.endsWith('/auth/org')) return json(200, { Title: 'Gewässer-App', Menu: [], Other: {} });
    return json(404, { Message: 'nicht gefunden' });
  }));
  return logins;
}

const renderLogin = (path = '/login') => renderRoutes([{
  element: <AppLayout />,
  children: [
    { index: true, element: <h1>Startseite</h1> },
    { path: 'login', element: <LoginPage /> },
    { path: 'admin', element: <h1>Administration</h1> },
    { path: 'map', element: <h1>Karte</h1> },
    { path: 'resetpassword', element: <h1>Passwort zurücksetzen</h1> },
  ],
}], path);

/** The login screen's fields (the navigation bar has an inline login with the same labels). */
const form = () => {
  const main = within(screen.getByRole('main'));
  return {
    email: main.getByLabelText('Email Adresse') as HTMLInputElement,
    password: main.getByLabelText('Passwort') as HTMLInputElement,
    submit: main.getByRole('button', { name: 'Login' }),
  };
};

async function login(email: string, password: string) {
  await within(screen.getByRole('main')).findByLabelText('Email Adresse');
  const f = form();
  await userEvent.clear(f.email);
  await userEvent.type(f.email, email);
  await userEvent.type(f.password, `${password}{Enter}`);
}

/** The alerts and the failure counter are app-wide stores: start every case empty. */
function resetStores() {
  recordLoginSuccess();
  const last = showAlert('info', '', false);
  for (let id = 1; id <= last; id++) dismissAlert(id);
}

beforeEach(() => {
  resetStores();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LoginPage', () => {
  it('shows the title, both fields and the reset link', () => {
    stubApi();
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(form().email).toHaveAttribute('type', 'email');
    expect(form().password).toHaveAttribute('type', 'password');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Passwort zurücksetzen' })).toHaveAttribute('href', '/resetpassword');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Jetzt registrieren' })).toHaveAttribute('href', '/register');
  });

  it('submits on Enter in the password field and sends an administrator to /admin', async () => {
    const logins = stubApi();
    const { router } = renderLogin();
    await login('admin@example.org', 'admin-passwort-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(logins).toEqual([{ Email: 'admin@example.org', Password: 'admin-passwort-1' }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leads back to the page the login was asked from (?zurueck=), never to another site (docs/product.md §16.5)', async () => {
    stubApi();
    const { router } = renderLogin('/login?zurueck=%2Fmap');
    await login('admin@example.org', 'admin-passwort-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/map'));
    await act(() => router.navigate('/login?zurueck=%2F%2Fevil.example'));
    await login('admin@example.org', 'admin-passwort-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('sends a user without admin home after the Login button', async () => {
    stubApi();
    const { router } = renderLogin();
    const f = form();
    await userEvent.type(f.email, 'anna@example.org');
    await userEvent.type(f.password, 'anna-passwort-1');
    await userEvent.click(f.submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Startseite' })).toBeInTheDocument();
  });

  it('warns in the alert area on failure, clears only the password and stays on /login', async () => {
    const logins = stubApi();
    const { router } = renderLogin();
    await login('anna@example.org', 'falsch');
    const region = screen.getByRole('region', { name: 'Meldungen' });
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('Der Benutzername oder das Passwort ist falsch');
    expect(alert).toHaveClass('alert-warning');
    expect(logins).toHaveLength(1);
    await waitFor(() => expect(form().password).toHaveValue(''));
    expect(form().email).toHaveValue('anna@example.org');
    expect(router.state.location.pathname).toBe('/login');
  });

  it("shows the server's message for a login delayed after many failures", async () => {
    stubApi();
    renderLogin();
    await login('gebremst@example.org', 'egal-egal');
    const alert = await within(screen.getByRole('region', { name: 'Meldungen' })).findByRole('alert');
    expect(alert).toHaveTextContent(DELAYED);
  });

  it('makes no client-side checks: an empty form is sent too', async () => {
    const logins = stubApi();
    renderLogin();
    await userEvent.click(form().submit);
    await screen.findByRole('alert');
    expect(logins).toEqual([{ Email: '', Password: '' }]);
  });
});

describe('the failed-login counter', () => {
  const offer = () => screen.queryByRole('dialog', { name: 'Passwort vergessen?' });

  it('offers a password reset after three failed logins, not before', async () => {
    stubApi();
    renderLogin();
    for (let i = 1; i <= 2; i++) {
      await login('anna@example.org', `falsch-${i}`);
      await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(i));
    }
    expect(offer()).toBeNull();
    await login('anna@example.org', 'falsch-3');
    expect(await screen.findByRole('dialog', { name: 'Passwort vergessen?' })).toBeInTheDocument();
    expect(screen.getAllByText('Der Benutzername oder das Passwort ist falsch')).toHaveLength(3);
  });

  it('leads from the offer to /resetpassword', async () => {
    stubApi();
    const { router } = renderLogin();
    for (let i = 1; i <= 3; i++) {
      await login('anna@example.org', `falsch-${i}`);
      await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(i));
    }
    const dialog = await screen.findByRole('dialog', { name: 'Passwort vergessen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Passwort zurücksetzen' }));
    expect(router.state.location.pathname).toBe('/resetpassword');
    await waitFor(() => expect(offer()).toBeNull());
  });

  it('is reset by a successful login: 2 failures, 1 success, 2 failures open no offer', async () => {
    stubApi();
    const { router } = renderLogin();
    const fail = async (n: number) => {
      await login('anna@example.org', 'falsch');
      await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(n));
    };
    await fail(1);
    await fail(2);
    await login('anna@example.org', 'anna-passwort-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await act(() => router.navigate('/login'));
    await fail(3);
    await fail(4);
    expect(offer()).toBeNull();
  });

  it('counts the inline login of the navigation bar too, which leads to /login on failure', async () => {
    stubApi();
    const { router } = renderLogin();
    await act(() => router.navigate('/'));
    const inline = within(screen.getByRole('form', { name: 'Login' }));
    await userEvent.type(inline.getByLabelText('Email Adresse'), 'anna@example.org');
    await userEvent.type(inline.getByLabelText('Passwort'), 'falsch{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Benutzername oder das Passwort ist falsch');
    expect(inline.getByLabelText('Passwort')).toHaveValue('');
    await login('anna@example.org', 'falsch-2');
    await login('anna@example.org', 'falsch-3');
    expect(await screen.findByRole('dialog', { name: 'Passwort vergessen?' })).toBeInTheDocument();
  });
});
