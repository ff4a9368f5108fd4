import { DEFAULT_STATUSES, type Layer, type ReviewStats, type UserInfo, type WorkspaceFigures } from '@mitmachkarte/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type StubAnswer } from '../../test/api-stub';
import { renderRoutes } from '../../test/render';
import { category } from '../../test/schema-fixtures';
import { workspaceOf } from '../../test/workspace-fixtures';
import { ReviewChartsPage } from './review-charts-page';

const MANAGER: UserInfo = { LoggedIn: true, Name: 'Frau Amt', Permissions: [] };

const LAYER: Layer = {
  ID: 'L1', Name: 'Gewässerbeobachtungen', Public: true, Editable: true, Attributes: {}, Workspace: 'W1',
  Schema: { Schema: [], Categories: [category('Wasser', 'Wasser', [category('Trueb', 'Trüb')]), category('Tiere', 'Tiere')] },
  Statuses: [...DEFAULT_STATUSES], Premoderation: false, MapView: null, ContextLayers: [], CanAddPoints: true,
};

const STATS: ReviewStats = {
  Total: 40,
  First: '2026-03-02T08:00:00.000Z',
  Last: '2026-03-29T16:30:00.000Z',
  ByCategory: [
    { Key: 'Wasser', Label: 'Wasser', Count: 30 },
    { Key: 'Wasser/Trueb', Label: 'Wasser › Trüb', Count: 12 },
    { Key: 'Tiere', Label: 'Tiere', Count: 10 },
  ],
  ByStatus: [{ Key: 'neu', Label: 'Neu', Count: 25 }, { Key: 'umgesetzt', Label: 'Umgesetzt', Count: 15 }],
  ByWeek: [{ Week: '2026-03-02', Count: 5 }, { Week: '2026-03-09', Count: 20 }, { Week: '2026-03-16', Count: 0 }, { Week: '2026-03-23', Count: 15 }],
  Questions: [
    { Name: 'Gewaessertyp', Label: 'Art des Gewässers', DataType: 'single', Answered: 38, Counts: [{ Key: 'bach', Label: 'Bach', Count: 30 }, { Key: 'see', Label: 'See', Count: 8 }] },
    { Name: 'Geruch', Label: 'Geruch', DataType: 'multiple', Answered: 20, Counts: [{ Key: 'modrig', Label: 'modrig', Count: 14 }, { Key: 'faulig', Label: 'faulig', Count: 9 }] },
    { Name: 'Muell', Label: 'Liegt Müll herum?', DataType: 'boolean', Answered: 40, Counts: [{ Key: 'true', Label: 'ja', Count: 11 }, { Key: 'false', Label: 'nein', Count: 29 }] },
    { Name: 'Tiefe', Label: 'Tiefe in cm', DataType: 'number', Answered: 17, Histogram: [{ From: 0, To: 50, Count: 9 }, { From: 50, To: 100, Count: 8 }] },
    { Name: 'Beschreibung', Label: 'Beschreibung', DataType: 'text_multi', Answered: 33 },
  ],
  Cells: [[51.05, 13.73, 25], [51.06, 13.74, 15]],
};

/** The figures of the whole project W1 (two maps), as GET /gis/workspace/W1/figures answers. */
const FIGURES: WorkspaceFigures = {
  From: '2026-01-05', To: '2026-03-30', Now: '2026-03-30T10:00:00.000Z', Deadlines: { FirstResponseDays: 3, CompletionDays: 30 },
  Entries: 52, ByWeek: [{ Week: '2026-03-23', Count: 52 }], WeeksCut: false,
  MedianFirstResponseDays: 2.5, MedianCompletionDays: 12, MedianSample: { FirstResponse: 31, Completion: 17 },
  Answered: 39, Completed: 17, ShareAnswered: 0.75, Overdue: { Antwort: 4, Erledigung: 6 },
  ByStatus: [
    { Layer: 'L1', LayerName: 'Gewässerbeobachtungen', Status: 'neu', Label: 'Neu', Closed: false, Count: 25 },
    { Layer: 'L1', LayerName: 'Gewässerbeobachtungen', Status: 'umgesetzt', Label: 'Umgesetzt', Closed: true, Count: 15 },
    { Layer: 'L2', LayerName: 'Uferwege', Status: 'neu', Label: 'Neu', Closed: false, Count: 12 },
  ],
};

function renderCharts(stats: StubAnswer | ((body: unknown) => StubAnswer), path = '/auswertung/L1/diagramme', info: UserInfo = MANAGER,
  figures: StubAnswer = { status: 200, body: FIGURES }) {
  const calls = stubApi({
    'GET /auth/info': { status: 200, body: info },
    'GET /gis/workspace/W1/figures': figures,
    'GET /gis/layer/L1': { status: 200, body: LAYER },
    'GET /gis/workspace/W1': { status: 200, body: workspaceOf({ ID: 'W1', Name: 'Gewässer-App' }) },
    ...Object.fromEntries(['', '?status=neu&from=2026-03-01', '?status=neu&category=Trueb&from=2026-03-01&q=Bach', '?status=neu&from=2026-03-01&moderation=alle']
      .map((q) => [`GET /gis/review/L1/stats${q}`, stats])),
  });
  const utils = renderRoutes([
    { path: '/auswertung/:layerId/diagramme', element: <ReviewChartsPage /> },
    { path: '/auswertung/:layerId', element: <h1>Tabelle</h1> },
    { path: '/kennzahlen/:workspaceId', element: <h1>Kennzahlen</h1> },
  ], path);
  return { ...utils, calls };
}

const statsCalls = (calls: { path: string }[]) => calls.filter((c) => c.path.startsWith('/gis/review/')).map((c) => c.path);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('charts of a map’s entries (docs/product.md §18.2)', () => {
  it('draws every chart type with its text alternative and its table, and the key figures', async () => {
    renderCharts({ status: 200, body: STATS });
    expect(await screen.findByRole('heading', { level: 1, name: 'Diagramme: Gewässerbeobachtungen' })).toBeInTheDocument();
    expect(await screen.findByText('Projekt: Gewässer-App')).toBeInTheDocument();
    const figures = await screen.findByRole('region', { name: 'Kennzahlen' });
    expect(figures.querySelector('[data-figure="total"]')).toHaveTextContent('40');
    expect(figures.querySelector('[data-figure="period"]')).toHaveTextContent(/^02\.03\.2026, \d\d:\d\d bis 29\.03\.2026, \d\d:\d\d$/);

    for (const [title, kind] of [
      ['Einträge nach Kategorie', 'bars'], ['Einträge nach Status', 'bars'], ['Einträge je Woche', 'weeks'],
      ['Art des Gewässers', 'bars'], ['Geruch', 'bars'], ['Liegt Müll herum?', 'bars'], ['Tiefe in cm', 'histogram'],
    ] as const) {
      const section = screen.getByRole('region', { name: title });
      // The chart: an SVG named by the heading and described by its text alternative.
      const img = await within(section).findByRole('img', { name: title });
      expect(img.tagName.toLowerCase()).toBe('svg');
      expect(img.closest('[data-chart]')).toHaveAttribute('data-chart', kind);
      expect(img).toHaveAccessibleDescription(/\S/);
      // Its table of numbers behind „Daten als Tabelle“, and the two downloads.
      expect(within(section).getByText('Daten als Tabelle')).toBeInTheDocument();
      expect(within(section).getByRole('table', { name: title, hidden: true })).toBeInTheDocument();
      expect(within(section).getByRole('button', { name: `PNG herunterladen: ${title}` })).toBeInTheDocument();
      expect(within(section).getByRole('button', { name: `SVG herunterladen: ${title}` })).toBeInTheDocument();
    }

    // Labels on the bars: the counts are written, not only drawn.
    const status = screen.getByRole('region', { name: 'Einträge nach Status' });
    expect(within(status).getByRole('img').textContent).toContain('25');
    expect(within(status).getByText('Anzahl: Neu 25; Umgesetzt 15.')).toBeInTheDocument();
    const statusRows = within(within(status).getByRole('table', { hidden: true })).getAllByRole('row', { hidden: true }).map((r) => r.textContent);
    expect(statusRows).toEqual(['StatusAnzahlAnteil', 'Neu2562,5 %', 'Umgesetzt1537,5 %']);

    const depth = screen.getByRole('region', { name: 'Tiefe in cm' });
    expect(within(depth).getAllByRole('row', { hidden: true }).map((r) => r.textContent)).toEqual(
      ['BereichAnzahlAnteil', '0 bis unter 50952,9 %', '50 bis 100847,1 %']);
    expect(within(depth).getByText('17 von 40 Einträgen beantworten diese Frage.')).toBeInTheDocument();

    const weeks = screen.getByRole('region', { name: 'Einträge je Woche' });
    expect(within(weeks).getAllByRole('row', { hidden: true })).toHaveLength(5);

    // The heat map: the cells on a Leaflet map, a legend, and the table of the cells.
    const heat = screen.getByRole('region', { name: 'Wo die Einträge liegen' });
    expect(within(heat).getByRole('region', { name: 'Karte der Einträge in Feldern von etwa 1 km' })).toBeInTheDocument();
    expect(within(heat).getByRole('list', { name: 'Einträge je Feld' })).toBeInTheDocument();
    expect(within(heat).getAllByRole('row', { hidden: true }).map((r) => r.textContent)).toEqual(
      ['Südwestecke (Breite, Länge)AnzahlAnteil', '51,05, 13,732562,5 %', '51,06, 13,741537,5 %']);
    expect(heat.querySelectorAll('path.leaflet-interactive')).toHaveLength(2);

    // Questions without a chart are counted.
    expect(screen.getByRole('region', { name: 'Weitere Fragen' })).toHaveTextContent('Beschreibung: 33 von 40 Einträgen beantworten diese Frage.');
  });

  it('reads the filter from the address, sends it as the query and puts a changed filter into the address', async () => {
    const { calls, router } = renderCharts({ status: 200, body: STATS }, '/auswertung/L1/diagramme?status=neu&from=2026-03-01');
    await screen.findByRole('region', { name: 'Einträge nach Status' });
    expect(statsCalls(calls)).toEqual(['/gis/review/L1/stats?status=neu&from=2026-03-01']);
    expect(screen.getByLabelText('Status')).toHaveValue('neu');
    expect(screen.getByLabelText('Zeitraum von')).toHaveValue('2026-03-01');
    expect(screen.getByText(/Status „Neu“, ab 1\. März 2026/)).toBeInTheDocument();
    // The table's link keeps the filter.
    expect(screen.getByRole('link', { name: 'Zur Tabelle' })).toHaveAttribute('href', '/auswertung/L1?status=neu&from=2026-03-01');

    fireEvent.change(screen.getByLabelText('Kategorie'), { target: { value: 'Trueb' } });
    // Typing fires input events, which a text field's onChange hears.
    fireEvent.input(screen.getByLabelText('Suche'), { target: { value: 'Bach' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anwenden' }));
    await waitFor(() => expect(statsCalls(calls)).toContain('/gis/review/L1/stats?status=neu&category=Trueb&from=2026-03-01&q=Bach'));
    expect(router.state.location.search).toBe('?status=neu&category=Trueb&from=2026-03-01&q=Bach');
    expect(screen.getByText(/Kategorie „Trüb“, Status „Neu“, ab 1\. März 2026, Suche „Bach“/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(statsCalls(calls)).toContain('/gis/review/L1/stats'));
    expect(screen.getByText('keine (alle freigegebenen Einträge)')).toBeInTheDocument();
  });

  it('takes hidden and waiting entries only when asked, says so in the filter\'s words and keeps it in the link to the table', async () => {
    const { calls, router } = renderCharts({ status: 200, body: STATS }, '/auswertung/L1/diagramme?status=neu&from=2026-03-01');
    await screen.findByRole('region', { name: 'Einträge nach Status' });
    const box = screen.getByRole('checkbox', { name: 'Ausgeblendete und wartende Einträge einbeziehen' });
    expect(box).not.toBeChecked();
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Anwenden' }));
    await waitFor(() => expect(statsCalls(calls)).toContain('/gis/review/L1/stats?status=neu&from=2026-03-01&moderation=alle'));
    expect(router.state.location.search).toBe('?status=neu&from=2026-03-01&moderation=alle');
    expect(await screen.findByText(/Status „Neu“, ab 1\. März 2026, einschließlich ausgeblendeter und wartender Einträge/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Tabelle' })).toHaveAttribute('href', '/auswertung/L1?status=neu&from=2026-03-01&moderation=alle');
    expect(box).toBeChecked();
  });

  it('refuses a period that ends before it starts without asking the server', async () => {
    const { calls } = renderCharts({ status: 200, body: STATS });
    await screen.findByRole('region', { name: 'Einträge nach Status' });
    fireEvent.input(screen.getByLabelText('Zeitraum von'), { target: { value: '2026-03-10' } });
    fireEvent.input(screen.getByLabelText('bis'), { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anwenden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Das Ende des Zeitraums liegt vor seinem Anfang.');
    expect(statsCalls(calls)).toEqual(['/gis/review/L1/stats']);
  });

  it('says so in German when the server refuses: 403 for someone who does not manage the project', async () => {
    renderCharts({ status: 403, body: { Message: 'Keine Berechtigung.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Auswertung dieser Karte steht nur den Verwaltern ihres Projekts offen.');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says so when the session has ended (401), and names a missing map (404) by the server’s message', async () => {
    renderCharts({ status: 401, body: { Message: 'Nicht angemeldet.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte melden Sie sich an, um die Auswertung zu sehen.');
  });

  it('names a missing map by the server’s message (404)', async () => {
    renderCharts({ status: 404, body: { Message: 'Die Karte wurde nicht gefunden.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Zahlen der Karte konnten nicht geladen werden. Die Karte wurde nicht gefunden.');
  });

  it('asks visitors to log in and does not ask the server for figures', async () => {
    const { calls } = renderCharts({ status: 200, body: STATS }, '/auswertung/L1/diagramme', { LoggedIn: false, Permissions: [] });
    expect(await screen.findByText(/Bitte melden Sie sich an\./)).toBeInTheDocument();
    expect(statsCalls(calls)).toEqual([]);
  });

  it('shows a map without entries with its key figures and empty charts', async () => {
    renderCharts({ status: 200, body: { ...STATS, Total: 0, First: null, Last: null, ByCategory: [], ByStatus: [], ByWeek: [], Cells: [], Questions: [] } });
    expect(await screen.findByText('Keine Einträge entsprechen dem Filter.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Kennzahlen' })).toHaveTextContent('keine Einträge');
    expect(screen.queryByRole('region', { name: 'Einträge nach Kategorie' })).toBeNull();
  });
});

describe('the section „Bearbeitung“ of the charts’ report (docs/product.md §18.5)', () => {
  it('shows the figures of the whole project after the charts, says they cover every map, and links to all figures on screen only', async () => {
    const { calls } = renderCharts({ status: 200, body: STATS }, '/auswertung/L1/diagramme?status=neu&from=2026-03-01');
    // The section is drawn anew when the figures come: found once they are there.
    await screen.findByRole('table', { name: 'Einträge des Projekts nach Karte und Status' });
    const section = screen.getByRole('region', { name: 'Bearbeitung' });
    const inSection = within(section);
    expect(inSection.getByText(/^Kennzahlen des ganzen Projekts \(alle Karten\)/)).toBeInTheDocument();
    const all = inSection.getByRole('link', { name: 'Alle Kennzahlen' });
    expect(all).toHaveAttribute('href', '/kennzahlen/W1');
    expect(all).toHaveClass('no-print');
    expect(inSection.getByText('Einträge vom 5. Januar 2026 bis 30. März 2026. Fristen: erste Antwort in 3 Tagen, Erledigung in 30 Tagen.'))
      .toBeInTheDocument();
    const value = (name: string) => inSection.getByRole('row', { name: new RegExp(`^${name}`) }).querySelector('td')!.textContent;
    expect(value('Einträge im Zeitraum')).toBe('52');
    expect(value('Beantwortet')).toBe('39 (75 %)');
    expect(value('Erledigt')).toBe('17');
    expect(value('Median bis zur ersten Antwort')).toBe('2,5 Tage (aus 31 Einträgen)');
    expect(value('Median bis zur Erledigung')).toBe('12 Tage (aus 17 Einträgen)');
    expect(value('Überfällig: Antwort')).toBe('4');
    expect(value('Überfällig: Erledigung')).toBe('6');
    // Per map and status, every map of the project, in a table of its own name (not the map's chart „Einträge nach Status“).
    const byStatus = inSection.getByRole('table', { name: 'Einträge des Projekts nach Karte und Status' });
    expect(within(byStatus).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'KarteStatusAnzahlAnteil', 'GewässerbeobachtungenNeu2548,1 %', 'GewässerbeobachtungenUmgesetzt (abgeschlossen)1528,8 %', 'UferwegeNeu1223,1 %']);
    // After the map's charts, in the report; the map's filter is not sent with the project's figures.
    expect(screen.getByRole('region', { name: 'Einträge nach Status' }).compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(calls.filter((c) => c.path.includes('/figures')).map((c) => c.path)).toEqual(['/gis/workspace/W1/figures']);
  });

  it('says in German that the figures are the team’s when the server refuses them (403), and keeps the charts', async () => {
    renderCharts({ status: 200, body: STATS }, undefined, MANAGER, { status: 403, body: { Message: 'Keine Berechtigung.' } });
    expect(await screen.findByText('Die Kennzahlen dieses Projekts stehen nur seinem Team offen.')).toHaveAttribute('role', 'status');
    const section = screen.getByRole('region', { name: 'Bearbeitung' });
    expect(section).toHaveTextContent('Kennzahlen des ganzen Projekts (alle Karten)');
    expect(within(section).queryByRole('table')).toBeNull();
    expect(screen.getByRole('region', { name: 'Einträge nach Kategorie' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks to log in again when the session has ended before the figures came (401)', async () => {
    renderCharts({ status: 200, body: STATS }, undefined, MANAGER, { status: 401, body: { Message: 'Nicht angemeldet.' } });
    const line = await screen.findByText('Bitte melden Sie sich an, um die Kennzahlen zu sehen.');
    expect(screen.getByRole('region', { name: 'Bearbeitung' })).toContainElement(line);
  });

  it('is not shown when the map’s own figures are refused', async () => {
    const { calls } = renderCharts({ status: 403, body: { Message: 'Keine Berechtigung.' } });
    await screen.findByRole('alert');
    expect(screen.queryByRole('region', { name: 'Bearbeitung' })).toBeNull();
    expect(calls.some((c) => c.path.includes('/figures'))).toBe(false);
  });
});
