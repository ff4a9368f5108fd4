import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render';
import { BicyclePage, InfrastructurePage, WatersPage } from './topic-pages';
import { TramPage, tramMapLink } from './tram-page';

const routes = [
  { path: '/fahrrad', element: <BicyclePage /> },
  { path: '/gewaesser', element: <WatersPage /> },
  { path: '/infrastruktur', element: <InfrastructurePage /> },
  { path: '/strassenbahnausbau', element: <TramPage /> },
  { path: '/map', element: <h1>Karte</h1> },
];
const ORG = { Title: 'Mitmachkarte', Menu: [], Other: { app_store_url: 'https://store.example/app', kontakt_email: 'hallo@example.org' } };

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('topic pages', () => {
  it.each([['/fahrrad', 'Fahrradmobilität', /Radverkehr/], ['/gewaesser', 'Stadtgewässer', /Fluss/]])(
    '%s has the sections project, apps, maps, help and contact, with the store link from the settings',
    async (path, title, topic) => {
      stubApi({}, ORG);
      const { container } = renderRoutes(routes, path);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getAllByText(topic).length).toBeGreaterThan(0);
      for (const id of ['projekt', 'apps', 'maps', 'help', 'contact']) expect(container.querySelector(`section#${id}`), id).not.toBeNull();
      expect(await screen.findByRole('link', { name: /App im Store herunterladen/ })).toHaveAttribute('href', 'https://store.example/app');
      expect(screen.getByRole('link', { name: 'hallo@example.org' })).toHaveAttribute('href', 'mailto:hallo@example.org');
    });

  it('infrastruktur has the button to the survey', async () => {
    stubApi({}, ORG);
    renderRoutes(routes, '/infrastruktur');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stadtinfrastruktur' })).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Zur Umfrage' })) expect(link).toHaveAttribute('href', '/umfrage');
  });

  it.each(['/fahrrad', '/gewaesser', '/infrastruktur'])('%s sends a logged-in user on to /map', async (path) => {
    stubApi({ 'GET /auth/info': { status: 200, body: { LoggedIn: true, Permissions: [], Name: 'Ada' } } }, ORG);
    const { router } = renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Karte' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/map');
  });

  it('strassenbahnausbau stays for logged-in users and links to the tram layer named by the settings', async () => {
    stubApi({ 'GET /auth/info': { status: 200, body: { LoggedIn: true, Permissions: [], Name: 'Ada' } } },
      { ...ORG, Other: { strassenbahn_workspace: 'ws-1', strassenbahn_layer: 'layer-2' } });
    renderRoutes(routes, '/strassenbahnausbau');
    expect(screen.getByRole('heading', { level: 1, name: 'Straßenbahnausbau' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Zur Karte Straßenbahnausbau' })).toHaveAttribute('href', '/map?workspace=ws-1&layer=layer-2'));
    expect(screen.getByRole('link', { name: 'Jetzt Beitrag auf der Karte setzen' })).toHaveAttribute('href', '/map?workspace=ws-1&layer=layer-2');
    for (const kind of ['Stärke', 'Schwäche', 'Idee']) expect(screen.getByRole('heading', { level: 3, name: kind })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').some((li) => /zentralen Raum/.test(li.textContent ?? ''))).toBe(true);
  });
});

describe('tramMapLink', () => {
  it('names workspace and layer when set, else opens the plain map', () => {
    expect(tramMapLink('a b', 'c')).toBe('/map?workspace=a+b&layer=c');
    expect(tramMapLink('ws', '')).toBe('/map?workspace=ws');
    expect(tramMapLink('', 'layer')).toBe('/map');
  });
});
