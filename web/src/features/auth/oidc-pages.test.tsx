import { OIDC_ERRORS, type OidcPending } from '@mitmachkarte/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { LoginPage } from './login-page';
import { OidcConfirmPage } from './oidc-confirm-page';

const PROVIDER = '0190f5a2-0000-7000-8000-000000000001';
type Call = { url: string; method: string; body?: unknown };

/** A fake API: the providers of the login page, what waits for confirmation, and the answers of
 *  the confirmations (a wrong password refused). */
function stubApi(opts: { providers?: { ID: string; Label: string }[]; pending?: OidcPending } = {}) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) as unknown : undefined;
    calls.push({ url, method, body });
    const json = (status: number, answer: unknown) => new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
    if (url.endsWith('/auth/providers')) return json(200, opts.providers ?? []);
    if (url.endsWith('/auth/oidc/pending')) return opts.pending ? json(200, opts.pending) : json(404, { Message: 'Nichts' });
    if (url.endsWith('/auth/oidc/pending/link')) {
      return (body as { Password: string }).Password === 'richtig' ? json(200, { Return: '#/map' }) : json(403, { Message: 'Das Passwort stimmt nicht.' });
    }
    if (url.endsWith('/auth/oidc/pending/create')) return json(200, { Return: '#/map' });
    if (url.endsWith('/auth/info')) return json(200, { LoggedIn: false, Permissions: [] });
    if (url.endsWith('/auth/org')) return json(200, { Title: 'Stadt', Menu: [], Other: {} });
    return json(404, { Message: 'nicht gefunden' });
  }));
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const routes = [
  { path: 'login', element: <LoginPage /> },
  { path: 'anmelden/bestaetigen', element: <OidcConfirmPage /> },
  { path: 'map', element: <h1>Karte</h1> },
];

describe('the login page', () => {
  it('offers „Anmelden mit …“ for each provider, starting the flow with the return path', async () => {
    stubApi({ providers: [{ ID: PROVIDER, Label: 'Stadt-Konto' }] });
    renderRoutes(routes, '/login?zurueck=%2Fmap');
    const button = await screen.findByRole('link', { name: 'Anmelden mit Stadt-Konto' });
    expect(button.getAttribute('href')).toBe(`/api/v1/auth/oidc/${PROVIDER}/start?return=${encodeURIComponent('#/map')}`);
  });

  it('stays as it was without providers, and shows the German message of a refused sign-in', async () => {
    stubApi();
    renderRoutes(routes, '/login?oidc=token');
    expect(await screen.findByRole('alert')).toHaveTextContent(OIDC_ERRORS.token);
    expect(screen.queryByRole('link', { name: /Anmelden mit/ })).toBeNull();
  });

  it('shows nothing for an unknown message key', async () => {
    stubApi();
    renderRoutes(routes, '/login?oidc=%3Cscript%3E');
    await screen.findByLabelText('Passwort');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('„Anmeldung bestätigen“', () => {
  it('links an existing account only with its password', async () => {
    const calls = stubApi({ pending: { Provider: 'Stadt-Konto', Kind: 'link', Email: 'anna@example.org', Name: 'Anna' } });
    renderRoutes(routes, '/anmelden/bestaetigen');
    expect(await screen.findByRole('heading', { name: 'Konto verknüpfen' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Konto verknüpfen' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Passwort Ihres Kontos'), 'falsch');
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Das Passwort stimmt nicht.');
    await userEvent.clear(screen.getByLabelText('Passwort Ihres Kontos'));
    await userEvent.type(screen.getByLabelText('Passwort Ihres Kontos'), 'richtig');
    await userEvent.click(button);
    expect(await screen.findByRole('heading', { name: 'Karte' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('/pending/link')).map((c) => c.body)).toEqual([{ Password: 'falsch' }, { Password: 'richtig' }]);
  });

  it('creates a new account only when asked, with the terms accepted', async () => {
    const calls = stubApi({ pending: { Provider: 'Stadt-Konto', Kind: 'create', Email: 'neu@example.org', Name: 'Neu', TermsVersion: 'abc123' } });
    renderRoutes(routes, '/anmelden/bestaetigen');
    expect(await screen.findByRole('heading', { name: 'Neues Konto anlegen mit Stadt-Konto' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Konto anlegen' });
    expect(button).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(button);
    await screen.findByRole('heading', { name: 'Karte' });
    expect(calls.find((c) => c.url.endsWith('/pending/create'))?.body).toEqual({ AcceptTerms: 'abc123' });
  });

  it('says so when nothing waits', async () => {
    stubApi();
    renderRoutes(routes, '/anmelden/bestaetigen');
    expect(await screen.findByText('Es wartet keine Anmeldung auf Ihre Bestätigung.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toBeInTheDocument());
  });
});
