import type { ProjectResultsPage } from '@mitmachkarte/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type StubAnswer } from '../../test/api-stub';
import { renderRoutes } from '../../test/render';
import { ResultsPage } from './results-page';

const WS = '01900000-0000-7000-8000-0000000000a1';
const LAYER = '01900000-0000-7000-8000-0000000000b1';
const ENTRY = '01900000-0000-7000-8000-0000000000c1';
const counts = [{ Key: 'neu', Label: 'Neu', Count: 3 }, { Key: 'umgesetzt', Label: 'Umgesetzt', Count: 2 }];

const PAGE: ProjectResultsPage = {
  Project: { ID: WS, Name: 'Radwege' },
  Published: true, PublishedFrom: '2027-03-01', PhaseTitle: 'Ergebnisse',
  Text: '<p>Danke für <strong>Ihre</strong> Hinweise.</p>',
  Figures: { Entries: 5, Participants: 4, Comments: null, Votes: 12, Statuses: [{ Layer: LAYER, LayerName: 'Mängel', Counts: counts }] },
  Charts: [{ Layer: LAYER, LayerName: 'Mängel', Question: 'art', QuestionText: 'Welche Art?', Options: [{ Key: 'loch', Label: 'Schlagloch', Count: 4 }, { Key: 'schild', Label: 'Schild', Count: 1 }] }],
  Answers: { ByStatus: [{ Layer: LAYER, LayerName: 'Mängel', Counts: counts }], Entries: [{ ID: ENTRY, Layer: LAYER, Title: 'Loch in der Hauptstraße', Status: 'Umgesetzt', Answer: 'Wurde am Montag repariert.', AnsweredAt: '2027-03-02T09:00:00.000Z' }] },
  Downloads: [],
  Settings: null, CanEdit: false,
};

function renderPage(answer: StubAnswer) {
  stubApi({ 'GET /auth/info': { status: 200, body: { LoggedIn: false } }, [`GET /gis/workspace/${WS}/results`]: answer });
  return renderRoutes([{ path: '/projekt/:id/ergebnisse', element: <ResultsPage /> }], `/projekt/${WS}/ergebnisse`);
}

afterEach(() => vi.unstubAllGlobals());

describe('ResultsPage (docs/product.md §25.5)', () => {
  it('shows the text, the chosen figures, the chart with its table, the official answers and the downloads section', async () => {
    renderPage({ status: 200, body: PAGE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ergebnisse: Radwege' })).toBeInTheDocument();
    expect(screen.getByText('Ihre')).toBeInTheDocument();
    expect(screen.queryByText(/Vorschau/)).not.toBeInTheDocument();
    const figures = within(screen.getByRole('region', { name: 'Zahlen' }));
    expect(document.querySelector('[data-figure="entries"]')).toHaveTextContent('Einträge5');
    expect(document.querySelector('[data-figure="participants"]')).toHaveTextContent('Beteiligte Personen mit Konto4');
    expect(document.querySelector('[data-figure="votes"]')).toHaveTextContent('Stimmen12');
    expect(document.querySelector('[data-figure="comments"]')).toBeNull();
    expect(figures.getByRole('heading', { name: 'Einträge nach Status: Mängel' })).toBeInTheDocument();
    const chart = within(screen.getByRole('region', { name: 'Welche Art? (Karte „Mängel“)' }));
    expect(chart.getByText('Anzahl: Schlagloch 4; Schild 1.')).toBeInTheDocument();
    const rows = within(chart.getByRole('table')).getAllByRole('row').map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toEqual([['Antwort', 'Anzahl'], ['Schlagloch', '4'], ['Schild', '1']]);
    const answers = within(screen.getByRole('region', { name: 'Antworten der Verwaltung' }));
    expect(answers.getByRole('link', { name: 'Eintrag „Loch in der Hauptstraße“ auf der Karte ansehen' }))
      .toHaveAttribute('href', `/map?workspace=${WS}&layer=${LAYER}&punkt=${ENTRY}`);
    expect(answers.getByText('Wurde am Montag repariert.')).toBeInTheDocument();
    expect(answers.getByText(/Status: Umgesetzt/)).toBeInTheDocument();
    // The counts per status are shown once: under „Zahlen“, not again under the answers.
    expect(screen.getAllByRole('heading', { name: 'Einträge nach Status: Mängel' })).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'Daten herunterladen' })).getByText('Für dieses Projekt gibt es keine offenen Daten zum Herunterladen.')).toBeInTheDocument();
  });

  it('shows the counts per status under the official answers when „Zahlen“ does not', async () => {
    renderPage({ status: 200, body: { ...PAGE, Figures: { ...PAGE.Figures, Statuses: null } } });
    const answers = within(await screen.findByRole('region', { name: 'Antworten der Verwaltung' }));
    expect(answers.getByRole('heading', { name: 'Einträge nach Status: Mängel' })).toBeInTheDocument();
  });

  it('shows the team the preview banner, and links downloads per format', async () => {
    renderPage({ status: 200, body: { ...PAGE, Published: false, CanEdit: true, Downloads: [{ Layer: LAYER, LayerName: 'Mängel', Formats: ['geojson', 'csv', 'gpkg'] }] } });
    expect(await screen.findByText('Vorschau: Die Ergebnisse sind erst ab dem Beginn der Ergebnisphase „Ergebnisse“ öffentlich.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Karte „Mängel“ als CSV herunterladen' })).toHaveAttribute('href', `/api/v1/dcat/download/${LAYER}?format=csv`);
  });

  it('says when there is no results phase yet, and the server\'s 404 to others', async () => {
    renderPage({ status: 200, body: { ...PAGE, Published: false, PhaseTitle: null, PublishedFrom: null } });
    expect(await screen.findByText('Vorschau: Die Ergebnisse sind erst ab dem Beginn der Ergebnisphase öffentlich: Es gibt noch keine Ergebnisphase.')).toBeInTheDocument();
  });

  it('shows the server\'s message when the results are not published', async () => {
    renderPage({ status: 404, body: { Message: 'Die Ergebnisse sind noch nicht veröffentlicht.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Ergebnisse sind noch nicht veröffentlicht.');
  });
});
