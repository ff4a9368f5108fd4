import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/api-stub';
import { routes } from './router';

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}><RouterProvider router={router} /></QueryClientProvider>);
  return router;
}

beforeEach(() => {
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
  document.title = 'Mitmachkarte';
  stubApi({});
});
afterEach(() => vi.unstubAllGlobals());

describe('unknown addresses (404)', () => {
  it('say that the page does not exist, with the address, the focus on the heading and the tab title', async () => {
    renderApp('/gibt-es-nicht?x=1');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(document.title).toBe('Seite nicht gefunden – Mitmachkarte');
    expect(screen.getByText(/Unter dieser Adresse gibt es keine Seite/)).toBeInTheDocument();
    expect(screen.getByText('#/gibt-es-nicht?x=1')).toBeInTheDocument();
    expect(screen.queryByText('Diese Seite folgt')).toBeNull();
  });

  it('lead to the start page and the map; leaving restores the tab title', async () => {
    const router = renderApp('/admin/users/x/y');
    await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' });
    const main = screen.getByRole('main');
    expect(screen.getByRole('link', { name: 'Zur Karte' })).toHaveAttribute('href', '/map');
    const home = [...main.querySelectorAll('a')].find((a) => a.textContent === 'Zur Startseite');
    expect(home).toHaveAttribute('href', '/');
    await userEvent.click(home!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The start page is a chunk of its own: the page changes once it has loaded.
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Seite nicht gefunden' })).toBeNull());
    expect(document.title).toBe('Mitmachkarte');
  });
});
