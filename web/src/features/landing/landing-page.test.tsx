import type { Point, Workspace } from '@mitmachkarte/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orgInfo, type OrgStub } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { workspaceOf } from '../../test/workspace-fixtures';
import { LandingPage } from './landing-page';

const LAYER = '0190a000-0000-7000-8000-000000000001';

const point = (i: number): Point => ({
  CanEdit: false,
  CanChange: false,
  OfficialAnswer: null, Moderation: null,
  ID: `0190a000-0000-7000-8000-0000000001${String(i).padStart(2, '0')}`, Layer: LAYER,
  Latitude: 51.3 + i / 1000, Longitude: 9.47 + i / 1000, Altitude: 0, Public: true, Editable: false,
  CreatedAt: '2026-05-01T10:00:00.000Z', UpdatedAt: '2026-05-01T10:00:00.000Z', Attributes: {}, Status: 'neu', StatusChangedAt: '2026-05-01T10:00:00.000Z',
});

function stubApi(org: OrgStub, points: Point[] | 'fail' = [point(1), point(2), point(3)], workspaces: Workspace[] = []) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.endsWith('/auth/org')) return json(200, orgInfo(org));
    if (url.endsWith('/auth/info')) return json(200, { LoggedIn: false, Permissions: [] });
    if (url.endsWith('/client-config')) return json(200, { TileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png', TileAttribution: 'Test' });
    if (url.endsWith('/gis/workspaces')) return json(200, workspaces);
    if (url.includes('/gis/points/')) return points === 'fail' ? json(500, { Message: 'kaputt' }) : json(200, points);
    return json(404, { Message: 'nicht gefunden' });
  }));
  return calls;
}

/** The page texts as the server answers them: one-line texts as written, Markdown as HTML. */
const CONTENT = {
  Content: { 'start.mapTitle': 'Karte der Beobachtungen', 'start.appBrowser': 'Auch ohne App im Browser.', 'start.recordLink': 'Jetzt Beobachtung erfassen' },
  ContentHtml: {
    'start.lead': '<p>Gemeinsam für saubere Bäche.</p>',
    'start.project': '<p>Bürgerinnen und Bürger <strong>beobachten</strong> die Gewässer.</p>\n<p>So entsteht ein Bild.</p>',
    'start.app': '<p>Mit der mobilen App erfassen Sie Beobachtungen.</p>',
    'start.mapText': '<p>Jeder Marker steht für eine Beobachtung.</p>',
    'start.help': '<ol>\n<li>Karte öffnen.</li>\n<li>Marker setzen.</li>\n<li>Speichern.</li>\n</ol>',
  },
};

const ORG: OrgStub = {
  Title: 'Gewässer-App', Menu: [],
  Other: { gwapp_layer: LAYER, app_store_url: 'https://store.example.org/app', kontakt_email: 'kontakt@example.org' },
  ...CONTENT,
};

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LandingPage', () => {
  it('shows the organisation title in the masthead with a call to action to the map', async () => {
    stubApi(ORG);
    renderOne(<LandingPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Gewässer-App' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Karte' })).toHaveAttribute('href', '/map');
  });

  it("shows the organisation's page texts: lead, project, app, map and help steps (docs/product.md §17.3)", async () => {
    stubApi(ORG);
    const { container } = renderOne(<LandingPage />);
    expect((await screen.findByText('Gemeinsam für saubere Bäche.')).parentElement).toHaveClass('lead');
    expect(screen.getByText('beobachten').tagName).toBe('STRONG');
    expect(container.querySelector('#project .page-content-lead-first p')).toHaveTextContent('Bürgerinnen und Bürger beobachten die Gewässer.');
    expect(screen.getByText('Mit der mobilen App erfassen Sie Beobachtungen.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jetzt Beobachtung erfassen' })).toHaveAttribute('href', '/map');
    expect(screen.getByRole('heading', { level: 2, name: 'Karte der Beobachtungen' })).toBeInTheDocument();
    expect(screen.getByText('Jeder Marker steht für eine Beobachtung.')).toBeInTheDocument();
    expect(within(container.querySelector('#help')!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Karte öffnen.', 'Marker setzen.', 'Speichern.']);
  });

  it('shows a new organisation no town or topic it did not write: neutral lines, no lead, no empty map', async () => {
    stubApi({ Title: 'Neustadt', Menu: [], Other: {}, Content: {}, ContentHtml: { 'start.lead': '' } });
    const { container } = renderOne(<LandingPage />);
    await screen.findByRole('heading', { level: 1, name: 'Neustadt' });
    expect(screen.getByRole('link', { name: 'Jetzt Beitrag erfassen' })).toHaveAttribute('href', '/map');
    expect(container.querySelector('.landing-masthead .lead')).toBeNull();
    // Without a map named in its settings the page has no map section, and its menu no „Karte“.
    expect(container.querySelector('section#map')).toBeNull();
    const menu = screen.getByRole('navigation', { name: 'Abschnitte dieser Seite' });
    expect(within(menu).getAllByRole('link').map((a) => a.textContent)).toEqual(['Mitmachen', 'Projekt', 'App', 'Kontakt']);
    expect(await screen.findByText('Zurzeit läuft keine Beteiligung. Schauen Sie bald wieder vorbei.')).toBeInTheDocument();
    for (const word of ['Gewässer', 'Beobachtung', 'Kassel', 'Straßenbahn', 'Map']) expect(container.textContent).not.toContain(word);
  });

  it("lists the organisation's public projects as cards: open ones with „Mitmachen“, then the closed ones", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-03-15T10:00:00Z') });
    const open = workspaceOf({
      ID: '0190a000-0000-7000-8000-0000000000b1', Name: 'Radverkehr Innenstadt', Public: true, Editable: true,
      Phases: [{ Title: 'Ideen sammeln', Start: '2027-03-01', End: '2027-03-31' }, { Title: 'Auswertung', Start: '2027-04-01', End: '2027-05-31' }],
      ImageID: '0190a000-0000-7000-8000-0000000000e1', ImageAlt: 'Radweg am Bahnhof',
    });
    const closed = workspaceOf({ ID: '0190a000-0000-7000-8000-0000000000b2', Name: 'Spielplätze 2025', Public: true, Closed: true });
    const hidden = workspaceOf({ ID: '0190a000-0000-7000-8000-0000000000b3', Name: 'Geheimprojekt', Public: false });
    stubApi({ Title: 'Neustadt', Menu: [], Other: {}, Content: {}, ContentHtml: {} }, [], [closed, hidden, open]);
    const { container } = renderOne(<LandingPage />);
    const section = await screen.findByRole('region', { name: 'Jetzt mitmachen' });
    const cards = await within(section).findAllByRole('listitem');
    expect(cards.map((li) => within(li).getByRole('heading').textContent)).toEqual(['Radverkehr Innenstadt', 'Spielplätze 2025']);
    const first = within(cards[0]!);
    expect(first.getByRole('img', { name: 'Radweg am Bahnhof' })).toHaveAttribute('src', expect.stringContaining('/gis/image/norm/'));
    expect(first.getByText('Offen für Beiträge')).toBeInTheDocument();
    expect(first.getByText('Zeitraum: 1. März 2027 – 31. Mai 2027')).toBeInTheDocument();
    expect(first.getByText('Aktuelle Phase: Ideen sammeln')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Mitmachen bei „Radverkehr Innenstadt“' })).toHaveAttribute('href', `/map?workspace=${open.ID}`);
    expect(within(cards[1]!).queryByRole('link', { name: /^Mitmachen/ })).toBeNull();
    expect(within(section).getByRole('heading', { level: 3, name: 'Abgeschlossene Projekte' })).toBeInTheDocument();
    expect(container.textContent).not.toContain('Geheimprojekt');
    vi.useRealTimers();
  });

  it('has the sections projects, project, app, map, help and contact', async () => {
    stubApi(ORG);
    const { container } = renderOne(<LandingPage />);
    await screen.findByRole('heading', { level: 1, name: 'Gewässer-App' });
    for (const id of ['projekte', 'project', 'app', 'map', 'help', 'contact']) expect(container.querySelector(`section#${id}`)).not.toBeNull();
  });

  it('scrolls to a section from the scrolling menu and keeps the hash route', async () => {
    stubApi(ORG);
    const { router } = renderOne(<LandingPage />, '/');
    // The page shows once the organisation's texts are in.
    const menu = await screen.findByRole('navigation', { name: 'Abschnitte dieser Seite' });
    expect(within(menu).getAllByRole('link').map((a) => a.textContent)).toEqual(['Mitmachen', 'Projekt', 'App', 'Karte', 'Kontakt']);
    await userEvent.click(within(menu).getByRole('link', { name: 'Karte' }));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts.at(-1)).toBe(document.getElementById('map'));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.hash).toBe('#map');
  });

  it('links the app store and the contact e-mail from the organisation settings', async () => {
    stubApi(ORG);
    renderOne(<LandingPage />);
    const store = await screen.findByRole('link', { name: /App im Store herunterladen/ });
    expect(store).toHaveAttribute('href', 'https://store.example.org/app');
    expect(store).toHaveAttribute('target', '_blank');
    expect(store.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'kontakt@example.org' })).toHaveAttribute('href', 'mailto:kontakt@example.org');
  });

  it('hides the store link while app_store_url is empty and points to the imprint without kontakt_email', async () => {
    stubApi({ ...ORG, Other: { gwapp_layer: LAYER, app_store_url: '' } });
    renderOne(<LandingPage />);
    expect(await screen.findByRole('link', { name: 'Unsere Kontaktdaten finden Sie im Impressum.' })).toHaveAttribute('href', '/impressum');
    expect(screen.queryByRole('link', { name: /App im Store/ })).toBeNull();
  });

  it('shows the funding credits and the copyright notice with the year and title', async () => {
    stubApi(ORG);
    renderOne(<LandingPage />);
    expect(await screen.findByText(`© ${new Date().getFullYear()} Gewässer-App`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Förderung' })).toBeInTheDocument();
  });

  it('takes the funding text, the copyright holder and the help link from the organisation settings', async () => {
    stubApi({ ...ORG, Other: { ...ORG.Other, foerderung_text: 'Gefördert vom Land Hessen.', copyright_inhaber: 'Umweltverein e. V.', hilfe_url: 'https://blog.example.org' } });
    renderOne(<LandingPage />);
    expect(await screen.findByText('Gefördert vom Land Hessen.')).toBeInTheDocument();
    expect(screen.getByText(`© ${new Date().getFullYear()} Umweltverein e. V.`)).toBeInTheDocument();
    const blog = screen.getByRole('link', { name: /Mehr Hilfe und Neuigkeiten in unserem Blog/ });
    expect(blog).toHaveAttribute('href', 'https://blog.example.org');
    expect(blog).toHaveAttribute('target', '_blank');
  });

  it('shows one marker per point of the gwapp_layer layer on the labelled map', async () => {
    const calls = stubApi(ORG, [point(1), point(2), point(3), point(4)]);
    const { container } = renderOne(<LandingPage />);
    const map = await screen.findByRole('region', { name: 'Karte mit den gemeldeten Beiträgen' });
    await waitFor(() => expect(map.querySelectorAll('.leaflet-marker-icon')).toHaveLength(4));
    expect(calls.some((u) => u.endsWith(`/api/v1/gis/points/${LAYER}`))).toBe(true);
    expect(container.querySelector('.leaflet-container')).toHaveStyle({ height: '400pt' });
  });

  it('stays silent and shows no markers when the points cannot be loaded', async () => {
    stubApi(ORG, 'fail');
    renderOne(<LandingPage />);
    await screen.findByRole('heading', { level: 1, name: 'Gewässer-App' });
    // The map (its own chunk) is there, and still has no markers after the failed load.
    const map = await screen.findByRole('region', { name: 'Karte mit den gemeldeten Beiträgen' });
    await new Promise((r) => setTimeout(r, 50));
    expect(map.querySelectorAll('.leaflet-marker-icon')).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for no points when the organisation names no layer', async () => {
    const calls = stubApi({ Title: 'Gewässer-App', Menu: [], Other: {}, Content: {}, ContentHtml: {} });
    renderOne(<LandingPage />);
    await screen.findByRole('heading', { level: 1, name: 'Gewässer-App' });
    expect(calls.some((u) => u.includes('/gis/points'))).toBe(false);
  });
});
