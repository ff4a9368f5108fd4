import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/api-stub';
import { routes } from './router';

window.scrollTo = vi.fn() as typeof window.scrollTo;

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { unmount } = render(<QueryClientProvider client={client}><RouterProvider router={router} /></QueryClientProvider>);
  return { router, unmount };
}

/** The links of the menu proper (the bar's first group), without the visitor's „Login“ and „Registrieren“. */
const menuTexts = () => within(document.querySelector<HTMLElement>('#main-nav > .me-auto')!).getAllByRole('link').map((a) => a.textContent);
const menuButtons = () => within(document.getElementById('main-nav')!).getAllByRole('button').map((b) => b.textContent);

/** An organisation that has written its topic and tram pages (one block each is enough). */
const WITH_PAGES = {
  Title: 'Gewässer-App', Menu: [], Other: {},
  Content: { 'fahrrad.help': '1. Los', 'gewaesser.help': '1. Los', 'infrastruktur.help': '1. Los', 'strassenbahn.rules': 'Regeln' },
};

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
  stubApi({}, WITH_PAGES);
});
afterEach(() => vi.unstubAllGlobals());

describe('route menus (docs/product.md §2)', () => {
  it('fahrrad and gewaesser have the project sub-menu, Apps, Maps, Hilfe and Kontakt as sections of their page', async () => {
    renderApp('/fahrrad');
    await screen.findByRole('heading', { level: 1, name: 'Fahrradmobilität' });
    expect(menuButtons()).toContain('Projekte');
    expect(menuTexts()).toEqual(['Apps', 'Karten', 'Hilfe', 'Kontakt']);
    expect(screen.getByRole('link', { name: 'Apps' })).toHaveAttribute('href', '/fahrrad#apps');
    await userEvent.click(screen.getByRole('button', { name: 'Projekte' }));
    const items = await screen.findAllByRole('link', { name: /Fahrradmobilität|Stadtgewässer|Stadtinfrastruktur/ });
    expect(items.map((a) => a.getAttribute('href'))).toEqual(['/fahrrad', '/gewaesser', '/infrastruktur']);
  });

  it('infrastruktur has Stadtinfrastruktur, Hilfe, Kontakt and Impressum; the imprint restores the default menu', async () => {
    const { router } = renderApp('/infrastruktur');
    await screen.findByRole('heading', { level: 1, name: 'Stadtinfrastruktur' });
    expect(menuTexts()).toEqual(['Stadtinfrastruktur', 'Hilfe', 'Kontakt', 'Impressum']);
    await userEvent.click(within(document.getElementById('main-nav')!).getByRole('link', { name: 'Impressum' }));
    await screen.findByRole('heading', { level: 1, name: 'Impressum' });
    expect(router.state.location.pathname).toBe('/impressum');
    expect(menuTexts()).toEqual(['Projekte', 'Startseite', 'Hilfe', 'Kontakt', 'Impressum']);
  });

  // Without a title of its own an organisation's tram page is titled neutrally (docs/product.md §17.3).
  it('replaces the placeholder of every public page by its screen', async () => {
    for (const [path, title] of [['/impressum', 'Impressum'], ['/datenschutz', 'Datenschutzerklärung'], ['/fahrrad', 'Fahrradmobilität'],
      ['/gewaesser', 'Stadtgewässer'], ['/infrastruktur', 'Stadtinfrastruktur'], ['/strassenbahnausbau', 'Beteiligung']]) {
      const { unmount } = renderApp(path!);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Seite nicht gefunden' })).toBeNull();
      unmount();
    }
  });

  it('knows no topic, tram or survey page of an organisation that has not written it, and shows its usual menu there', async () => {
    vi.unstubAllGlobals();
    stubApi({}, { Title: 'Neustadt', Menu: [], Other: {} });
    for (const path of ['/fahrrad', '/gewaesser', '/infrastruktur', '/strassenbahnausbau', '/umfrage']) {
      const { unmount } = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }), path).toBeInTheDocument();
      expect(menuTexts()).toEqual(['Projekte', 'Startseite', 'Hilfe', 'Kontakt', 'Impressum']);
      expect(document.body.textContent).not.toMatch(/Gewässer|Straßenbahn|Fahrrad/);
      unmount();
    }
  });
});
