import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type OrgStub } from '../../test/api-stub';
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
const SETTINGS = { app_store_url: 'https://store.example/app', kontakt_email: 'hallo@example.org' };
/** The organisation's page texts as the server answers them: lines as written, Markdown as HTML. */
const ORG: OrgStub = {
  Title: 'Mitmachkarte', Menu: [], Other: SETTINGS,
  Content: {
    'fahrrad.title': 'Fahrradmobilität', 'gewaesser.title': 'Stadtgewässer', 'infrastruktur.title': 'Stadtinfrastruktur',
    'infrastruktur.surveyTitle': 'Umfrage zur Straßenbahnnutzung',
    'strassenbahn.title': 'Straßenbahnausbau', 'strassenbahn.toMap': 'Zur Karte Straßenbahnausbau', 'strassenbahn.kindsTitle': 'Drei Arten von Beiträgen',
    'strassenbahn.kind1Title': 'Stärke', 'strassenbahn.kind2Title': 'Schwäche', 'strassenbahn.kind3Title': 'Idee',
  },
  ContentHtml: {
    'fahrrad.lead': '<p>Gemeinsam machen wir den Radverkehr sicherer.</p>', 'fahrrad.project': '<p>Immer mehr Menschen radeln.</p>',
    'fahrrad.apps': '<p>Im Browser erfassen.</p>', 'fahrrad.maps': '<p>Alle Beiträge zur Fahrradmobilität.</p>', 'fahrrad.help': '<ol>\n<li>Anmelden.</li>\n</ol>',
    'gewaesser.lead': '<p>Unser Fluss prägt die Stadt.</p>', 'gewaesser.project': '<p>Der Fluss und seine Bäche.</p>',
    'gewaesser.apps': '<p>Mit der Gewässer-App.</p>', 'gewaesser.maps': '<p>Entlang des Flusses.</p>', 'gewaesser.help': '<ol>\n<li>Anmelden.</li>\n</ol>',
    'infrastruktur.lead': '<p>Straßen und Gehwege.</p>', 'infrastruktur.project': '<p>Eine Stadt lebt von ihrer Infrastruktur.</p>',
    'infrastruktur.surveyText': '<p>Wofür nutzen Sie die Straßenbahn?</p>', 'infrastruktur.help': '<ol>\n<li>Anmelden.</li>\n</ol>',
    'strassenbahn.lead': '<p>Die Straßenbahn soll <strong>wachsen</strong>.</p>', 'strassenbahn.intro': '<p>Die Stadt plant.</p>',
    'strassenbahn.kind1': '<p>Was funktioniert gut?</p>', 'strassenbahn.kind2': '<p>Wo gibt es Probleme?</p>', 'strassenbahn.kind3': '<p>Was schlagen Sie vor?</p>',
    'strassenbahn.hints': '<ol>\n<li>Ordnen Sie Ihren Beitrag einem zentralen Raum zu.</li>\n</ol>', 'strassenbahn.rules': '<p>Alle Beiträge sind öffentlich.</p>',
  },
};
/** A new town's organisation: no texts of its own; the server answers the fallbacks' HTML. */
const NEW_ORG: OrgStub = {
  Title: 'Neustadt', Menu: [], Other: SETTINGS, Content: {},
  ContentHtml: {
    'fahrrad.apps': '<p>Beiträge im Browser.</p>', 'fahrrad.maps': '<p>Alle öffentlichen Beiträge.</p>', 'fahrrad.help': '<ol>\n<li>Anmelden.</li>\n</ol>',
    'gewaesser.apps': '<p>Beiträge im Browser.</p>', 'gewaesser.maps': '<p>Alle öffentlichen Beiträge.</p>', 'gewaesser.help': '<ol>\n<li>Anmelden.</li>\n</ol>',
    'strassenbahn.hints': '<ol>\n<li>Öffnen Sie die Karte.</li>\n</ol>', 'strassenbahn.rules': '<p>Alle Beiträge sind öffentlich.</p>',
  },
};

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('topic pages', () => {
  it.each([['/fahrrad', 'Fahrradmobilität', /Radverkehr/], ['/gewaesser', 'Stadtgewässer', /Fluss/]])(
    '%s has the sections project, apps, maps, help and contact with the page content and the store link from the settings',
    async (path, title, topic) => {
      stubApi({}, ORG);
      const { container } = renderRoutes(routes, path);
      expect((await screen.findAllByText(topic)).length).toBeGreaterThan(0);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      for (const id of ['projekt', 'apps', 'maps', 'help', 'contact']) expect(container.querySelector(`section#${id}`), id).not.toBeNull();
      expect(within(container.querySelector('#help')!).getByRole('listitem')).toHaveTextContent('Anmelden.');
      expect(await screen.findByRole('link', { name: /App im Store herunterladen/ })).toHaveAttribute('href', 'https://store.example/app');
      expect(screen.getByRole('link', { name: 'hallo@example.org' })).toHaveAttribute('href', 'mailto:hallo@example.org');
    });

  it.each([['/fahrrad', 'Fahrradmobilität'], ['/gewaesser', 'Stadtgewässer']])(
    '%s of a new organisation shows the page name, no lead and no project section, and neutral texts', async (path, title) => {
      stubApi({}, NEW_ORG);
      const { container } = renderRoutes(routes, path);
      expect(await screen.findByText('Alle öffentlichen Beiträge.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(container.querySelector('section#projekt')).toBeNull();
      expect(container.querySelector('.topic-masthead .lead')).toBeNull();
    });

  it('infrastruktur has the button to the survey and its section from the page content', async () => {
    stubApi({}, ORG);
    renderRoutes(routes, '/infrastruktur');
    expect(await screen.findByRole('heading', { level: 2, name: 'Umfrage zur Straßenbahnnutzung' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Stadtinfrastruktur' })).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Zur Umfrage' })) expect(link).toHaveAttribute('href', '/umfrage');
  });

  it.each(['/fahrrad', '/gewaesser', '/infrastruktur'])('%s sends a logged-in user on to /map', async (path) => {
    stubApi({ 'GET /auth/info': { status: 200, body: { LoggedIn: true, Permissions: [], Name: 'Ada' } } }, ORG);
    const { router } = renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Karte' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/map');
  });

  it('strassenbahnausbau stays for logged-in users, shows the page content and links to the tram layer named by the settings', async () => {
    stubApi({ 'GET /auth/info': { status: 200, body: { LoggedIn: true, Permissions: [], Name: 'Ada' } } },
      { ...ORG, Other: { strassenbahn_workspace: 'ws-1', strassenbahn_layer: 'layer-2' } });
    renderRoutes(routes, '/strassenbahnausbau');
    expect(await screen.findByRole('heading', { level: 1, name: 'Straßenbahnausbau' })).toBeInTheDocument();
    expect(screen.getByText('wachsen').tagName).toBe('STRONG');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Zur Karte Straßenbahnausbau' })).toHaveAttribute('href', '/map?workspace=ws-1&layer=layer-2'));
    expect(screen.getByRole('link', { name: 'Jetzt Beitrag auf der Karte setzen' })).toHaveAttribute('href', '/map?workspace=ws-1&layer=layer-2');
    expect(screen.getByRole('heading', { level: 2, name: 'Drei Arten von Beiträgen' })).toBeInTheDocument();
    for (const kind of ['Stärke', 'Schwäche', 'Idee']) expect(screen.getByRole('heading', { level: 3, name: kind })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').some((li) => /zentralen Raum/.test(li.textContent ?? ''))).toBe(true);
    expect(screen.getByRole('heading', { level: 3, name: 'Gut zu wissen' })).toBeInTheDocument();
  });

  it('strassenbahnausbau of a new organisation names no tram: neutral title and button, no intro, no cards', async () => {
    stubApi({}, NEW_ORG);
    const { container } = renderRoutes(routes, '/strassenbahnausbau');
    expect(await screen.findByText('Öffnen Sie die Karte.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Beteiligung' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Karte' })).toHaveAttribute('href', '/map');
    expect(container.querySelector('section#intro')).toBeNull();
    expect(container.querySelector('section#beitraege')).toBeNull();
    expect(container.textContent).not.toMatch(/Straßenbahn|Kassel|Fluss|Gewässer/);
  });
});

describe('tramMapLink', () => {
  it('names workspace and layer when set, else opens the plain map', () => {
    expect(tramMapLink('a b', 'c')).toBe('/map?workspace=a+b&layer=c');
    expect(tramMapLink('ws', '')).toBe('/map?workspace=ws');
    expect(tramMapLink('', 'layer')).toBe('/map');
  });
});

describe('videos in Deutsche Gebärdensprache beside blocks (docs/product.md §23.3)', () => {
  it('shows the organisation\'s video beside the block it belongs to, with the DGS sign and the download link, and none beside the others', async () => {
    const video = {
      Slot: 'fahrrad.maps', Url: '/api/v1/dgs/video/0190a0b0-0000-7000-8000-0000000000b1', Type: 'video/mp4',
      Bytes: 3 * 1024 * 1024, DurationMs: 95_000, Width: 640, Height: 480, CaptionsUrl: null,
    };
    stubApi({ 'GET /dgs/videos': { status: 200, body: [video] } }, ORG);
    const { container } = renderRoutes(routes, '/fahrrad');
    const link = await screen.findByRole('link', { name: 'Video herunterladen (MP4, 3,0 MB, 1:35 Minuten)' });
    const section = container.querySelector('section#maps')!;
    expect(section).toContainElement(link);
    expect(within(section as HTMLElement).getByText('Alle Beiträge zur Fahrradmobilität.')).toBeInTheDocument();
    expect(within(section as HTMLElement).getByRole('img', { name: 'Deutsche Gebärdensprache' })).toBeInTheDocument();
    expect(section.querySelector('video')).toHaveAttribute('aria-label', 'Dieser Abschnitt in Deutscher Gebärdensprache');
    expect(container.querySelectorAll('video')).toHaveLength(1);
  });
});
