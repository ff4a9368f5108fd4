import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHashRouter, RouterProvider } from 'react-router';
import { AppLayout } from './layout';

// jsdom has no scrolling; useFragmentScroll calls window.scrollTo on every page change.
window.scrollTo = vi.fn() as typeof window.scrollTo;

function renderWithHashRouter() {
  const router = createHashRouter([{
    element: <AppLayout />,
    children: [
      { index: true, element: <h1>Startseite</h1> }, { path: 'impressum', element: <h1>Impressum</h1> }, { path: '*', element: <h1>Seite nicht gefunden</h1> },
    ],
  }]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={queryClient}><RouterProvider router={router} /></QueryClientProvider>);
  return router;
}

/** The fake API's user: logged out, unless a test says otherwise. */
let userInfo: object = { LoggedIn: false, Permissions: [] };
/** The organisation's settings in the fake API. */
let orgOther: Record<string, unknown> = {};

beforeEach(() => {
  window.location.hash = '#/';
  userInfo = { LoggedIn: false, Permissions: [] };
  orgOther = {};
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const body = url.endsWith('/auth/org') ? { Title: 'Gewässer-App', Menu: [], Other: orgOther }
      : url.endsWith('/auth/mfa') ? { Enabled: false, RecoveryCodesLeft: 0, Required: true, Passkeys: 0 } : userInfo;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AppLayout', () => {
  it("gives the page the organisation's main colour, and only one dark enough for white text (docs/product.md §10.2)", async () => {
    orgOther = { farbe_haupt: '#005a9c' };
    renderWithHashRouter();
    await waitFor(() => expect(document.documentElement).toHaveClass('org-theme'));
    expect(document.documentElement.style.getPropertyValue('--mk-primary')).toBe('#005a9c');
    expect(document.documentElement.style.getPropertyValue('--mk-primary-dark')).toBe('#00487d');
  });

  it('keeps the product\'s colours for a main colour too light for white text', async () => {
    orgOther = { farbe_haupt: '#ffcc00' };
    renderWithHashRouter();
    await screen.findByRole('heading', { name: 'Startseite' });
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(document.documentElement).not.toHaveClass('org-theme');
    expect(document.documentElement.style.getPropertyValue('--mk-primary')).toBe('');
  });

  it('has the navigation bar, the alert area, the page and the cookie banner', async () => {
    renderWithHashRouter();
    expect(await screen.findByRole('heading', { name: 'Startseite' })).toBeInTheDocument();
    expect(screen.getByRole('navigation')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Meldungen' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cookies' })).toBeInTheDocument();
  });

  it('moves the focus to the page with the skip link without leaving the hash route', async () => {
    const router = renderWithHashRouter();
    await screen.findByRole('heading', { name: 'Startseite' });
    await userEvent.click(screen.getByRole('link', { name: 'Zum Inhalt springen' }));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Seite nicht gefunden' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('shows the set-up of the second factor in place of every page but the legal ones while the organisation requires it', async () => {
    userInfo = { LoggedIn: true, Permissions: [], ID: '01900000-0000-7000-8000-0000000000aa', Name: 'Erika', Email: 'erika@example.org', MfaSetupRequired: true };
    const router = renderWithHashRouter();
    expect(await screen.findByRole('heading', { level: 1, name: 'Zwei-Faktor-Anmeldung einrichten' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Startseite' })).toBeNull();
    expect(await screen.findByLabelText('Ihr Passwort')).toBeInTheDocument();
    await act(() => router.navigate('/impressum'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
  });
});
