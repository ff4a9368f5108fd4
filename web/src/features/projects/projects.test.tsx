import { DEFAULT_STATUSES, type Layer } from '@mitmachkarte/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render';
import { callerParts, workspaceOf } from '../../test/workspace-fixtures';
import { ProjectPage } from './project-page';
import { ProjectsPage } from './projects-page';

const TRAM = '01900000-0000-7000-8000-0000000000b1';
const RIVER = '01900000-0000-7000-8000-0000000000b2';
const SECRET = '01900000-0000-7000-8000-0000000000b3';
const LAYER = '01900000-0000-7000-8000-0000000000c1';
const PHASES = [
  { Title: 'Ideen sammeln', Start: '2027-03-01', End: '2027-03-31' },
  { Title: 'Auswertung', Start: '2027-04-01', End: '2027-04-30' },
];
const IMAGE = '01900000-0000-7000-8000-0000000000e1';
const tram = workspaceOf({
  ID: TRAM, Name: 'Straßenbahn Linie 7', Public: true, Editable: true, Phases: PHASES, ImageID: IMAGE, ImageAlt: 'Straßenbahn am Marktplatz',
  Description: '## Worum es geht\n\nDie **Linie 7**', DescriptionHtml: '<h2>Worum es geht</h2>\n<p>Die <strong>Linie 7</strong> soll verlängert werden.</p>',
});
const river = workspaceOf({ ID: RIVER, Name: 'Gewässer 2025', Public: true, Closed: true });
const secret = workspaceOf({ ID: SECRET, Name: 'Intern', Public: false });
const layer: Layer = {
  ID: LAYER, Name: 'Ideen', Public: true, Editable: true, Attributes: {}, Workspace: TRAM, Schema: { Schema: [], Categories: [] },
  Statuses: [...DEFAULT_STATUSES], Premoderation: false, MapView: null, ContextLayers: [], CanAddPoints: true,
};

function stub(more: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /auth/info': { status: 200, body: { LoggedIn: false, Permissions: [] } },
    'GET /gis/workspaces': { status: 200, body: [river, secret, tram] },
    [`GET /gis/workspace/${TRAM}`]: { status: 200, body: tram },
    [`GET /gis/workspace/${RIVER}`]: { status: 200, body: river },
    [`GET /gis/workspace/${SECRET}`]: { status: 404, body: { Message: 'Das Projekt wurde nicht gefunden.' } },
    [`GET /gis/layers/${TRAM}`]: { status: 200, body: [layer] },
    [`GET /gis/layers/${RIVER}`]: { status: 200, body: [] },
    ...more,
  });
}
const routes = [{ path: '/projekte', element: <ProjectsPage /> }, { path: '/projekt/:id', element: <ProjectPage /> }];

afterEach(() => vi.useRealTimers());

describe('ProjectsPage', () => {
  it('lists the public projects, open ones first, with their state, current phase and the start of the description', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-03-15T10:00:00Z') });
    stub();
    renderRoutes(routes, '/projekte');
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual(['Straßenbahn Linie 7', 'Gewässer 2025']);
    expect(within(items[0]!).getByText('Offen für Beiträge')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Aktuelle Phase: Ideen sammeln')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Worum es geht Die Linie 7 soll verlängert werden.')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Abgeschlossen')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Zum Projekt „Straßenbahn Linie 7“' })).toHaveAttribute('href', `/projekt/${TRAM}`);
    expect(screen.queryByText('Intern')).toBeNull();
  });
});

describe('ProjectPage', () => {
  it('shows the description, the phases with the current one, „Mitmachen“ into the map and a link and QR code to share', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-04-02T10:00:00Z') });
    stub();
    renderRoutes(routes, `/projekt/${TRAM}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Straßenbahn Linie 7' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Worum es geht' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Straßenbahn am Marktplatz' })).toHaveAttribute('src', `/api/v1/gis/image/norm/${IMAGE}`);
    expect(await screen.findByRole('link', { name: 'Mitmachen' })).toHaveAttribute('href', `/map?workspace=${TRAM}&layer=${LAYER}`);
    const phases = within(screen.getByRole('list', { name: 'Ablauf' })).getAllByRole('listitem');
    expect(phases.map((li) => li.getAttribute('aria-current'))).toEqual([null, 'step']);
    expect(phases[1]).toHaveTextContent('Auswertungjetzt1. April 2027 – 30. April 2027');
    expect(screen.getByLabelText('Link zu dieser Projektseite')).toHaveValue(`${window.location.origin}${window.location.pathname}#/projekt/${TRAM}`);
    // The code is drawn when asked for (a disclosure button), and hidden again.
    expect(screen.queryByRole('img', { name: /^QR-Code/ })).toBeNull();
    const show = screen.getByRole('button', { name: 'QR-Code anzeigen' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    expect(show).toHaveAttribute('aria-expanded', 'true');
    expect(show).toHaveTextContent('QR-Code ausblenden');
    expect(await screen.findByRole('img', { name: 'QR-Code mit dem Link zur Karte des Projekts „Straßenbahn Linie 7“' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    const download = screen.getByRole('link', { name: 'QR-Code herunterladen (PNG)' });
    expect(download).toHaveAttribute('download', 'qr-code-straßenbahn-linie-7.png');
    expect(download.getAttribute('href')).toMatch(/^blob:/);
  });

  it('offers „Bearbeiten“ into the workspace manager to its team only, by the server’s CanEdit (docs/product.md §17.2)', async () => {
    stub();
    const visitor = renderRoutes(routes, `/projekt/${TRAM}`);
    expect(await screen.findByRole('link', { name: 'Mitmachen' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bearbeiten' })).toBeNull();
    visitor.unmount();
    stub({ [`GET /gis/workspace/${TRAM}`]: { status: 200, body: { ...tram, ...callerParts(true) } } });
    renderRoutes(routes, `/projekt/${TRAM}`);
    expect(await screen.findByRole('link', { name: 'Bearbeiten' })).toHaveAttribute('href', `/workspaces?workspace=${TRAM}&bereich=projekt`);
  });

  it('says that a closed project takes nothing more and leads to its results', async () => {
    stub();
    renderRoutes(routes, `/projekt/${RIVER}`);
    expect(await screen.findByText('Dieses Projekt ist abgeschlossen. Sie können alle Beiträge und Antworten ansehen, aber nichts mehr hinzufügen.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Beiträge und Antworten auf der Karte ansehen' })).toHaveAttribute('href', `/map?workspace=${RIVER}`);
    expect(screen.queryByRole('link', { name: 'Mitmachen' })).toBeNull();
  });

  it('says when the names leave the contributions, or that they are archived, with the link to the privacy policy (docs/product.md §17.8)', async () => {
    const retention = { Mode: 'organisation', Months: null, Photos: 'organisation', Organisation: { Months: 12, DeletePhotos: false }, ClosedAt: null, DueAt: null, CanEdit: false };
    stub({
      [`GET /gis/workspace/${TRAM}/retention`]: { status: 200, body: retention },
      [`GET /gis/workspace/${RIVER}/retention`]: { status: 200, body: { ...retention, ClosedAt: '2026-11-28T10:00:00Z', DueAt: '2027-11-28T10:00:00Z' } },
    });
    const first = renderRoutes(routes, `/projekt/${TRAM}`);
    const privacy = within(await screen.findByRole('region', { name: 'Datenschutz' }));
    expect(privacy.getByText('12 Monate nach dem Abschluss des Projekts entfernen wir die Namen aus allen Beiträgen; Einträge und Kommentare bleiben ohne Namen sichtbar.')).toBeInTheDocument();
    expect(privacy.getByRole('link', { name: 'Mehr dazu in der Datenschutzerklärung' })).toHaveAttribute('href', '/datenschutz#loeschung');
    first.unmount();
    renderRoutes(routes, `/projekt/${RIVER}`);
    expect(await screen.findByText('Am 28. November 2027 entfernen wir die Namen aus allen Beiträgen; Einträge und Kommentare bleiben ohne Namen sichtbar.')).toBeInTheDocument();
  });

  it('says „not found“ for a project the visitor may not see', async () => {
    stub();
    renderRoutes(routes, `/projekt/${SECRET}`);
    expect(await screen.findByText('Dieses Projekt gibt es nicht, oder es ist nicht öffentlich.')).toBeInTheDocument();
  });
});
