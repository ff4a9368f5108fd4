import { DEFAULT_STATUSES, type Layer, type ReviewPage as ReviewPageBody, type ReviewRow } from '@mitmachkarte/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type StubAnswer, type StubCall } from '../../test/api-stub';
import { renderRoutes } from '../../test/render';
import { category, variable } from '../../test/schema-fixtures';
import { workspaceOf } from '../../test/workspace-fixtures';
import { SEARCH_DELAY_MS } from './review-filters';
import { ReviewPage } from './review-page';

const WS = '01900000-0000-7000-8000-0000000000a1';
const LAYER = '01900000-0000-7000-8000-0000000000b1';
const P1 = '01900000-0000-7000-8000-000000000001';
const P2 = '01900000-0000-7000-8000-000000000002';
const P3 = '01900000-0000-7000-8000-000000000003';

const layer: Layer = {
  ID: LAYER, Name: 'Gewässerbeobachtungen', Workspace: WS, Public: true, Editable: true, Attributes: {}, Premoderation: false, MapView: null, ContextLayers: [],
  CanAddPoints: true, Statuses: [...DEFAULT_STATUSES],
  Schema: {
    Schema: [
      variable({ Name: 'Gewaessername', DataType: 'text', Question: 'Name des Gewässers' }),
      variable({ Name: 'Hinweis', DataType: 'label', Question: 'Bitte genau beschreiben' }),
      variable({ Name: 'Geruch', DataType: 'single', Question: 'Wie riecht es?', Options: [{ Key: 'modrig', Label: 'Modrig' }] }),
      variable({ Name: 'Foto', DataType: 'image', Question: 'Foto' }),
      variable({ Name: '', DataType: 'pagebreak' }),
      variable({ Name: 'Tiefe', DataType: 'number' }),
    ],
    Categories: [category('Trueb', 'Trüb', [category('Braun', 'Braun')]), category('Klar', 'Klar')],
  },
};

const row = (ID: string, over: Partial<ReviewRow> = {}): ReviewRow => ({
  ID, CreatedAt: '2026-11-25T13:05:09.000Z', Latitude: 51.3, Longitude: 9.5, Category: 'Braun', CategoryPath: ['Trüb', 'Braun'],
  Status: 'pruefung', Hidden: false, VotesUp: 3, VotesDown: 1, Comments: 1200, Overdue: null,
  Answers: { Gewaessername: `Bach ${ID.slice(-1)}`, Geruch: 'Modrig', Tiefe: '1,5' }, ...over,
});
const page = (Total: number, Rows: ReviewRow[]): StubAnswer => ({ status: 200, body: { Total, Rows } satisfies ReviewPageBody });
const MANAGER = { LoggedIn: true, Name: 'Anna Amt', Permissions: [] };
const review = (query: string) => `GET /gis/review/${LAYER}?${query}`;
const DEFAULT = 'sort=created&dir=desc&page=1&pageSize=50';
const ROWS = [row(P1), row(P2, { Hidden: true, Category: null, CategoryPath: [], Status: 'neu', Answers: {} })];

type Routes = Parameters<typeof stubApi>[0];
function stub(routes: Routes = {}): StubCall[] {
  return stubApi({
    'GET /auth/info': { status: 200, body: MANAGER },
    [`GET /gis/layer/${LAYER}`]: { status: 200, body: layer },
    [`GET /gis/workspace/${WS}`]: { status: 200, body: workspaceOf({ ID: WS, Name: 'Gewässer-App', CanEdit: true }) },
    [review(DEFAULT)]: page(2, ROWS),
    ...routes,
  });
}
const open = (search = '') => renderRoutes([{ path: '/auswertung/:layerId', element: <ReviewPage /> }], `/auswertung/${LAYER}${search}`);
const reviewCalls = (calls: StubCall[]) => calls.filter((c) => c.path.startsWith('/gis/review/')).map((c) => c.path.replace(/^.*\?/, ''));
const headers = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((h) => (h.textContent ?? '').replace(/[↕▲▼]/g, ''));
const table = () => screen.findByRole('table', { name: 'Einträge der Karte Gewässerbeobachtungen' });

afterEach(() => vi.unstubAllGlobals());

describe('the review table „Auswertung“', () => {
  it('shows the rows under the layer\'s name: Erstellt in Berlin time, Kategorie, Status, one column per question, votes and comments', async () => {
    stub();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Auswertung: Gewässerbeobachtungen' })).toBeInTheDocument();
    expect(await screen.findByText('Projekt: Gewässer-App')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Projektverwaltung' })).toHaveAttribute('href', `/workspaces?workspace=${WS}`);
    const t = await table();
    expect(headers(t)).toEqual(['', 'Erstellt', 'Kategorie', 'Status', 'Name des Gewässers', 'Wie riecht es?', 'Tiefe', 'Daumen hoch', 'Daumen runter', 'Kommentare']);
    const [first, second] = within(t).getAllByRole('row').slice(1);
    expect(within(first!).getByRole('rowheader')).toHaveTextContent(/^25\.11\.2026, 14:05:09Auf der Karte zeigen$/);
    expect(within(first!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['', 'Trüb › Braun', 'In Prüfung', 'Bach 1', 'Modrig', '1,5', '3', '1', '1.200']);
    expect(within(second!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['', '–', 'Neuausgeblendet', '', '', '', '3', '1', '1.200']);
    expect(within(first!).getByRole('link', { name: 'Auf der Karte zeigen: Eintrag „Bach 1“ vom 25.11.2026, 14:05:09' }))
      .toHaveAttribute('href', `/map?workspace=${WS}&layer=${LAYER}&punkt=${P1}`);
    expect(within(second!).getByRole('link', { name: 'Auf der Karte zeigen: Eintrag vom 25.11.2026, 14:05:09' }))
      .toHaveAttribute('href', `/map?workspace=${WS}&layer=${LAYER}&punkt=${P2}`);
    expect(screen.getByRole('region', { name: 'Tabelle der Einträge' })).toHaveAttribute('tabindex', '0');
    expect(within(t).getByRole('columnheader', { name: /Erstellt/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText('2 Einträge')).toBeInTheDocument();
    expect(screen.getByText('sortiert nach „Erstellt“, absteigend')).toBeInTheDocument();
    expect(document.title).toContain('Auswertung: Gewässerbeobachtungen');
  });

  it('shows Länge and Fläche of lines and areas in German units on a map that takes them, empty for points (docs/product.md §25.1)', async () => {
    const P4 = '01900000-0000-7000-8000-000000000004';
    stub({
      [`GET /gis/layer/${LAYER}`]: { status: 200, body: { ...layer, Geometries: ['point', 'line', 'polygon'] } },
      [review(DEFAULT)]: page(3, [row(P1, { Length: 1234 }), row(P2, { Length: 712.4, Area: 25_000 }), row(P4, { Length: undefined, Answers: {} })]),
    });
    open();
    const t = await table();
    expect(headers(t).slice(-2)).toEqual(['Länge', 'Fläche']);
    const cells = within(t).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent).slice(-2));
    expect(cells).toEqual([['1,2 km', ''], ['712 m', '2,5 ha'], ['', '']]);
  });

  it('sorts on the server by any header: the first click ascending, the second reversed, kept in the address', async () => {
    const calls = stub({
      [review('sort=votesUp&dir=asc&page=1&pageSize=50')]: page(2, [row(P2), row(P1)]),
      [review('sort=votesUp&dir=desc&page=1&pageSize=50')]: page(2, ROWS),
      [review('sort=answer%3AGeruch&dir=asc&page=1&pageSize=50')]: page(2, ROWS),
    });
    const { router } = open();
    const user = userEvent.setup();
    const t = await table();
    await user.click(within(t).getByRole('button', { name: 'Daumen hoch' }));
    await waitFor(() => expect(within(t).getByRole('columnheader', { name: /Daumen hoch/ })).toHaveAttribute('aria-sort', 'ascending'));
    expect(within(t).getByRole('columnheader', { name: /Erstellt/ })).not.toHaveAttribute('aria-sort');
    expect(router.state.location.search).toBe('?sort=votesUp&dir=asc');
    expect(screen.getByText('sortiert nach „Daumen hoch“, aufsteigend')).toBeInTheDocument();
    await user.click(within(t).getByRole('button', { name: 'Daumen hoch' }));
    await waitFor(() => expect(within(t).getByRole('columnheader', { name: /Daumen hoch/ })).toHaveAttribute('aria-sort', 'descending'));
    await user.click(within(t).getByRole('button', { name: 'Wie riecht es?' }));
    await waitFor(() => expect(reviewCalls(calls)).toHaveLength(4));
    expect(reviewCalls(calls)).toEqual([DEFAULT, 'sort=votesUp&dir=asc&page=1&pageSize=50', 'sort=votesUp&dir=desc&page=1&pageSize=50',
      'sort=answer%3AGeruch&dir=asc&page=1&pageSize=50']);
    expect(router.state.location.search).toBe('?sort=answer%3AGeruch&dir=asc');
  });

  it('filters by category, status, period and search, keeps the filter in the address, and resets it', async () => {
    const linked = 'sort=created&dir=desc&page=1&pageSize=50&category=Trueb&status=neu&from=2026-11-01&to=2026-11-30';
    const calls = stub({
      [review(linked)]: page(1, [row(P1)]),
      [review(`${linked}&q=Bach`)]: page(1, [row(P1)]),
      [review('sort=created&dir=desc&page=1&pageSize=50&category=Trueb&status=umgesetzt&from=2026-11-01&to=2026-11-30&q=Bach')]: page(0, []),
    });
    const { router } = open('?category=Trueb&status=neu&from=2026-11-01&to=2026-11-30');
    const user = userEvent.setup();
    await table();
    expect(screen.getByLabelText('Kategorie')).toHaveValue('Trueb');
    expect(within(screen.getByLabelText('Kategorie')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Alle', 'Trüb', 'Trüb › Braun', 'Klar']);
    expect(screen.getByLabelText('Status')).toHaveValue('neu');
    expect(screen.getByLabelText('Zeitraum von')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('Zeitraum bis')).toHaveValue('2026-11-30');
    // One request for the whole word. The keystrokes come without a timer between them: typed by
    // userEvent, a loaded machine paused between keys longer than the search waits
    // (SEARCH_DELAY_MS) and asked for a part of the word, which CI saw fail.
    const search = screen.getByLabelText('Suche');
    for (const typed of ['B', 'Ba', 'Bac', 'Bach']) {
      fireEvent.change(search, { target: { value: typed } });
      await act(async () => undefined);
    }
    await waitFor(() => expect(router.state.location.search).toContain('q=Bach'));
    // The link to the charts carries the filter the table shows. The router holds the new address
    // before React draws it (a transition): wait for the drawn link, never assert it right after
    // the router's state.
    const charts = screen.getByRole('link', { name: 'Diagramme und Bericht zum Drucken' });
    await waitFor(() => expect(charts).toHaveAttribute('href', `/auswertung/${LAYER}/diagramme?status=neu&category=Trueb&from=2026-11-01&to=2026-11-30&q=Bach`));
    await user.selectOptions(screen.getByLabelText('Status'), 'Umgesetzt');
    expect(await screen.findByText('Kein Eintrag passt zum Filter.')).toBeInTheDocument();
    expect(charts).toHaveAttribute('href', `/auswertung/${LAYER}/diagramme?status=umgesetzt&category=Trueb&from=2026-11-01&to=2026-11-30&q=Bach`);
    expect(reviewCalls(calls)).toEqual([linked, `${linked}&q=Bach`, 'sort=created&dir=desc&page=1&pageSize=50&category=Trueb&status=umgesetzt&from=2026-11-01&to=2026-11-30&q=Bach']);
    // Back returns to the previous view.
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByLabelText('Status')).toHaveValue('neu'));
    await user.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('Suche')).toHaveValue('');
    expect(screen.getByLabelText('Kategorie')).toHaveValue('');
    expect(await screen.findByText('2 Einträge')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Filter zurücksetzen' })).not.toBeInTheDocument();
  });

  it('keeps a change made while the last one is still being drawn: a status chosen right after the search was sent keeps the search', async () => {
    const calls = stub({
      [review(`${DEFAULT}&q=Bach`)]: page(1, [row(P1)]),
      [review(`${DEFAULT}&status=neu&q=Bach`)]: page(1, [row(P1)]),
    });
    const { router } = open();
    await table();
    const addresses: string[] = [];
    const stop = router.subscribe((state) => addresses.push(state.location.search));
    const search = screen.getByLabelText('Suche');
    fireEvent.change(search, { target: { value: 'Bach' } });
    // Enter sends the search at once; the status follows in the same task, before React draws the address.
    act(() => {
      fireEvent.keyDown(search, { key: 'Enter' });
      fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'neu' } });
    });
    await waitFor(() => expect(router.state.location.search).toBe('?q=Bach&status=neu'));
    expect(await screen.findByText('1 Eintrag')).toBeInTheDocument();
    // The pause after typing passes: the search sent by Enter is not sent again.
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DELAY_MS + 100));
    stop();
    // The status was added to the search, never put in its place, and each address came once.
    expect(addresses).toEqual(['?q=Bach', '?q=Bach&status=neu']);
    expect(search).toHaveValue('Bach');
    expect(reviewCalls(calls)).toEqual([DEFAULT, `${DEFAULT}&status=neu&q=Bach`]);
  });

  it('marks overdue entries in the status column with the words of the deadline, not colour alone (docs/product.md §16.11)', async () => {
    stub({ [review(DEFAULT)]: page(3, [
      row(P1, { Overdue: { Kind: 'antwort', Due: '2026-11-27T13:05:09.000Z', Days: 3 } }),
      row(P2, { Status: 'neu', Overdue: { Kind: 'erledigung', Due: '2026-11-30T13:05:09.000Z', Days: 0 } }),
      row(P3),
    ]) });
    open();
    const [first, second, third] = within(await table()).getAllByRole('row').slice(1);
    const status = (r: HTMLElement) => within(r).getAllByRole('cell')[2]!;
    expect(within(status(first!)).getByText('Überfällig: Antwort seit 3 Tagen fällig')).toHaveAttribute('data-overdue', 'antwort');
    expect(status(first!)).toHaveTextContent(/^In Prüfung⏰ Überfällig: Antwort seit 3 Tagen fällig$/);
    expect(within(status(second!)).getByText('Überfällig: Erledigung seit heute fällig')).toHaveAttribute('data-overdue', 'erledigung');
    expect(status(third!)).toHaveTextContent(/^In Prüfung$/);
    expect(screen.getAllByText(/^Überfällig:/)).toHaveLength(2);
  });

  it('shows only overdue entries when asked: the checkbox, in the address and the API, not in the link to the charts', async () => {
    const calls = stub({ [review(`${DEFAULT}&frist=ueberfaellig`)]: page(1, [row(P1, { Overdue: { Kind: 'antwort', Due: '2026-11-27T13:05:09.000Z', Days: 1 } })]) });
    const { router } = open();
    const user = userEvent.setup();
    await table();
    const box = screen.getByRole('checkbox', { name: 'Nur überfällige Einträge (nur in der Tabelle)' });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(await screen.findByText('Überfällig: Antwort seit 1 Tag fällig')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?frist=ueberfaellig');
    expect(reviewCalls(calls)).toEqual([DEFAULT, `${DEFAULT}&frist=ueberfaellig`]);
    expect(box).toBeChecked();
    expect(screen.getByRole('link', { name: 'Diagramme und Bericht zum Drucken' })).toHaveAttribute('href', `/auswertung/${LAYER}/diagramme`);
  });

  it('takes hidden and waiting entries only when asked: the checkbox, in the address, the API, the link to the charts and the exports', async () => {
    const all = page(3, [...ROWS, row(P3, { Hidden: true })]);
    const calls = stub({ [review(`${DEFAULT}&status=neu`)]: page(2, ROWS), [review(`${DEFAULT}&status=neu&moderation=alle`)]: all });
    const open_ = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { router } = open('?status=neu');
    const user = userEvent.setup();
    await table();
    const box = screen.getByRole('checkbox', { name: 'Ausgeblendete und wartende Einträge einbeziehen' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription('Sonst zeigen Tabelle, Diagramme und Export nur die freigegebenen Einträge.');
    const charts = screen.getByRole('link', { name: 'Diagramme und Bericht zum Drucken' });
    expect(charts).toHaveAttribute('href', `/auswertung/${LAYER}/diagramme?status=neu`);
    await user.click(box);
    await waitFor(() => expect(charts).toHaveAttribute('href', `/auswertung/${LAYER}/diagramme?status=neu&moderation=alle`));
    expect(router.state.location.search).toBe('?status=neu&moderation=alle');
    expect(box).toBeChecked();
    expect(reviewCalls(calls)).toContain('sort=created&dir=desc&page=1&pageSize=50&status=neu&moderation=alle');

    // The table's export menu exports what the table shows.
    for (const format of ['Excel (XLSX)', 'CSV (Excel, deutsch)', 'CSV (international)', 'GeoJSON', 'GeoPackage (GIS)', 'KML (Google Earth)']) {
      await user.click(screen.getByRole('button', { name: 'Export der Einträge, die die Tabelle zeigt' }));
      await user.click(screen.getByRole('button', { name: `${format} – Export der Einträge, die die Tabelle zeigt (öffnet in einem neuen Tab)` }));
    }
    const filter = 'status=neu&moderation=alle';
    expect(open_.mock.calls).toEqual([
      [`/api/v1/gis/xlsx/points/${LAYER}?${filter}`, '_blank', 'noopener'],
      [`/api/v1/gis/csv/points/${LAYER}?format=de&${filter}`, '_blank', 'noopener'],
      [`/api/v1/gis/csv/points/${LAYER}?${filter}`, '_blank', 'noopener'],
      [`/api/v1/gis/geojson/points/${LAYER}?${filter}`, '_blank', 'noopener'],
      [`/api/v1/gis/gpkg/points/${LAYER}?${filter}`, '_blank', 'noopener'],
      [`/api/v1/gis/kml/points/${LAYER}?${filter}`, '_blank', 'noopener'],
    ]);
    open_.mockRestore();

    // Unchecked, the default again: left out of the address.
    await user.click(box);
    await waitFor(() => expect(charts).toHaveAttribute('href', `/auswertung/${LAYER}/diagramme?status=neu`));
    expect(router.state.location.search).toBe('?status=neu');
  });

  it('refuses a period that ends before it starts without asking the server', async () => {
    const calls = stub();
    open('?from=2026-11-30&to=2026-11-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('Das Ende des Zeitraums liegt vor seinem Anfang.');
    expect(screen.getByLabelText('Zeitraum bis')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(reviewCalls(calls)).toEqual([]);
  });

  it('pages by keyboard: first, previous, next, last, and the page size; the page is kept in the address', async () => {
    const calls = stub({
      [review(DEFAULT)]: page(120, [row(P1)]),
      [review('sort=created&dir=desc&page=2&pageSize=50')]: page(120, [row(P2)]),
      [review('sort=created&dir=desc&page=3&pageSize=50')]: page(120, [row(P3)]),
      [review('sort=created&dir=desc&page=1&pageSize=100')]: page(120, [row(P1)]),
    });
    const { router } = open();
    const user = userEvent.setup();
    await table();
    const status = screen.getByText('120 Einträge').closest('p');
    expect(screen.getByText('120 Einträge')).toBeInTheDocument();
    expect(screen.getByText(/Seite 1 von 3/)).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Seiten der Tabelle' }));
    expect(nav.getByRole('button', { name: 'Erste Seite' })).toHaveAttribute('aria-disabled', 'true');
    nav.getByRole('button', { name: 'Weiter' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/Seite 2 von 3/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?seite=2');
    await user.tab();
    expect(nav.getByRole('button', { name: 'Letzte Seite' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/Seite 3 von 3/)).toBeInTheDocument();
    // The button that now leads nowhere keeps the focus.
    expect(nav.getByRole('button', { name: 'Letzte Seite' })).toHaveFocus();
    expect(nav.getByRole('button', { name: 'Letzte Seite' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    await user.click(nav.getByRole('button', { name: 'Erste Seite' }));
    expect(await screen.findByText(/Seite 1 von 3/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Einträge je Seite'), '100');
    expect(await screen.findByText(/Seite 1 von 2/)).toBeInTheDocument();
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(reviewCalls(calls)).toEqual([DEFAULT, 'sort=created&dir=desc&page=2&pageSize=50', 'sort=created&dir=desc&page=3&pageSize=50',
      DEFAULT, 'sort=created&dir=desc&page=1&pageSize=100']);
    expect(router.state.location.search).toBe('?anzahl=100');
  });

  it('sets the status of the selected entries after asking, and names those that failed', async () => {
    const calls = stub({
      [`PUT /gis/point/${P1}/status`]: { status: 200, body: {} },
      [`PUT /gis/point/${P2}/status`]: { status: 403, body: { Message: 'Sie haben keine Berechtigung für diese Aktion.' } },
    });
    open();
    const user = userEvent.setup();
    const t = await table();
    const bulk = within(screen.getByRole('region', { name: 'Aktionen für die ausgewählten Einträge' }));
    expect(bulk.getByRole('button', { name: 'Status setzen …' })).toBeDisabled();
    await user.click(within(t).getByRole('checkbox', { name: 'Alle Einträge auf dieser Seite auswählen' }));
    expect(bulk.getByText('2 ausgewählt')).toBeInTheDocument();
    await user.click(bulk.getByRole('button', { name: 'Status setzen …' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Status setzen' }));
    expect(dialog.getByText('Das betrifft 2 Einträge.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Status setzen' }));
    expect(dialog.getByText('Bitte wählen Sie einen Status.')).toBeInTheDocument();
    await user.selectOptions(dialog.getByLabelText('Neuer Status'), 'Umgesetzt');
    await user.type(dialog.getByLabelText('Notiz (freiwillig, für alle sichtbar)'), 'Erledigt.');
    await user.click(dialog.getByRole('button', { name: 'Status setzen' }));
    const report = await screen.findByRole('alert');
    expect(report).toHaveTextContent('Status bei 1 von 2 Einträgen gesetzt.');
    expect(within(report).getByText('Nicht gelungen:')).toBeInTheDocument();
    expect(within(report).getByRole('listitem')).toHaveTextContent('Eintrag vom 25.11.2026, 14:05:09: Sie haben keine Berechtigung für diese Aktion.');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', path: `/gis/point/${P1}/status`, body: { Status: 'umgesetzt', Note: 'Erledigt.' } },
      { method: 'PUT', path: `/gis/point/${P2}/status`, body: { Status: 'umgesetzt', Note: 'Erledigt.' } },
    ]);
    // The one that failed stays selected; the table is loaded again.
    expect(bulk.getByText('1 ausgewählt')).toBeInTheDocument();
    expect(within(t).getByRole('checkbox', { name: 'Eintrag vom 25.11.2026, 14:05:09 auswählen' })).toBeChecked();
    await waitFor(() => expect(reviewCalls(calls)).toEqual([DEFAULT, DEFAULT]));
  });

  it('hides the selected entries with a reason, and shows them again — asking first when there are several', async () => {
    const calls = stub({
      'POST /gis/moderation/hide': { status: 200, body: { Message: 'Der Beitrag wurde ausgeblendet.' } },
      'POST /gis/moderation/show': { status: 200, body: { Message: 'Der Beitrag wird wieder angezeigt.' } },
    });
    open();
    const user = userEvent.setup();
    const t = await table();
    const bulk = within(screen.getByRole('region', { name: 'Aktionen für die ausgewählten Einträge' }));
    await user.click(within(t).getByRole('checkbox', { name: 'Eintrag „Bach 1“ vom 25.11.2026, 14:05:09 auswählen' }));
    await user.click(within(t).getByRole('checkbox', { name: 'Eintrag vom 25.11.2026, 14:05:09 auswählen' }));
    expect(within(t).getByRole('checkbox', { name: 'Alle Einträge auf dieser Seite auswählen' })).toBeChecked();
    await user.click(bulk.getByRole('button', { name: 'Ausblenden' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Einträge ausblenden' }));
    await user.click(dialog.getByRole('button', { name: 'Ausblenden' }));
    expect(dialog.getByText('Bitte nennen Sie einen Grund.')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Grund'), 'Werbung');
    await user.click(dialog.getByRole('button', { name: 'Ausblenden' }));
    expect(await screen.findByText('2 von 2 Einträgen ausgeblendet.')).toBeInTheDocument();
    expect(bulk.getByText('Keine Einträge ausgewählt')).toBeInTheDocument();

    await user.click(within(t).getByRole('checkbox', { name: 'Alle Einträge auf dieser Seite auswählen' }));
    await user.click(bulk.getByRole('button', { name: 'Wieder anzeigen' }));
    const ask = within(await screen.findByRole('dialog', { name: 'Einträge wieder anzeigen' }));
    expect(ask.getByText('Sollen 2 Einträge wieder für alle sichtbar werden?')).toBeInTheDocument();
    await user.click(ask.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('2 von 2 Einträgen wieder angezeigt.')).toBeInTheDocument();

    // One entry is shown again at once.
    await user.click(within(t).getByRole('checkbox', { name: 'Eintrag vom 25.11.2026, 14:05:09 auswählen' }));
    await user.click(bulk.getByRole('button', { name: 'Wieder anzeigen' }));
    expect(await screen.findByText('Der Eintrag wird wieder angezeigt.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/gis/moderation/hide', { PointID: P1, Reason: 'Werbung' }],
      ['/gis/moderation/hide', { PointID: P2, Reason: 'Werbung' }],
      ['/gis/moderation/show', { PointID: P1, Reason: '' }],
      ['/gis/moderation/show', { PointID: P2, Reason: '' }],
      ['/gis/moderation/show', { PointID: P2, Reason: '' }],
    ]);
  });

  it('merges one selected entry into another of the page as its duplicate, and says what moved (docs/product.md §24.3)', async () => {
    let refuse = true;
    const calls = stub({
      [`POST /gis/point/${P2}/merge`]: () => (refuse
        ? { status: 409, body: { Message: 'Der gewählte Eintrag ist selbst ein zusammengeführtes Duplikat. Bitte wählen Sie den ursprünglichen Eintrag.' } }
        : { status: 200, body: { Votes: 3, Followers: 1, Point: {} } }),
    });
    open();
    const user = userEvent.setup();
    const t = await table();
    const bulk = within(screen.getByRole('region', { name: 'Aktionen für die ausgewählten Einträge' }));
    const merge = bulk.getByRole('button', { name: 'Zusammenführen …' });
    expect(merge).toBeDisabled();
    expect(merge).toHaveAccessibleDescription('Für genau einen ausgewählten Eintrag: ihn als Duplikat eines anderen schließen.');
    await user.click(within(t).getByRole('checkbox', { name: 'Alle Einträge auf dieser Seite auswählen' }));
    expect(merge).toBeDisabled();
    await user.click(within(t).getByRole('checkbox', { name: 'Eintrag „Bach 1“ vom 25.11.2026, 14:05:09 auswählen' }));
    expect(merge).toBeEnabled();
    await user.click(merge);
    const dialog = within(await screen.findByRole('dialog', { name: 'Doppelten Eintrag zusammenführen' }));
    expect(dialog.getByText(/„Eintrag vom 25\.11\.2026, 14:05:09“ wird als Duplikat geschlossen/)).toBeInTheDocument();
    const into = dialog.getByRole('combobox', { name: 'Ursprünglicher Eintrag' });
    expect(into).toHaveFocus();
    expect(within(into).getAllByRole('option').map((o) => o.textContent)).toEqual(['Bitte wählen', 'Eintrag „Bach 1“ vom 25.11.2026, 14:05:09']);
    const status = dialog.getByRole('combobox', { name: 'Status des Duplikats' });
    expect(within(status).getAllByRole('option').map((o) => o.textContent)).toEqual(['Umgesetzt', 'Abgelehnt']);
    expect(status).toHaveValue('abgelehnt');
    await user.click(dialog.getByRole('button', { name: 'Zusammenführen' }));
    expect(dialog.getByText('Bitte wählen Sie den ursprünglichen Eintrag.')).toBeInTheDocument();
    await user.selectOptions(into, P1);
    await user.click(dialog.getByRole('button', { name: 'Zusammenführen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Das Zusammenführen hat nicht geklappt. Der gewählte Eintrag ist selbst ein zusammengeführtes Duplikat.');
    expect(bulk.getByText('1 ausgewählt')).toBeInTheDocument();

    refuse = false;
    await user.click(merge);
    const again = within(await screen.findByRole('dialog', { name: 'Doppelten Eintrag zusammenführen' }));
    await user.selectOptions(again.getByRole('combobox', { name: 'Ursprünglicher Eintrag' }), P1);
    await user.selectOptions(again.getByRole('combobox', { name: 'Status des Duplikats' }), 'umgesetzt');
    await user.click(again.getByRole('button', { name: 'Zusammenführen' }));
    expect(await screen.findByText('Zusammengeführt. Übertragen: 3 Stimmen, eine Person, die folgt.')).toBeInTheDocument();
    expect(bulk.getByText('Keine Einträge ausgewählt')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      [`/gis/point/${P2}/merge`, { Into: P1, Status: 'abgelehnt' }],
      [`/gis/point/${P2}/merge`, { Into: P1, Status: 'umgesetzt' }],
    ]);
    await waitFor(() => expect(reviewCalls(calls).length).toBeGreaterThanOrEqual(3));
  });

  it('marks a merged duplicate, which is neither merged again nor offered as an original', async () => {
    const merged = row(P3, { Status: 'abgelehnt', DuplicateOf: P1, Answers: { Gewaessername: 'Bach 3' } });
    stub({ [review(DEFAULT)]: page(3, [...ROWS, merged]) });
    open();
    const user = userEvent.setup();
    const t = await table();
    const mergedRow = within(t).getAllByRole('row').find((r) => r.textContent?.includes('Bach 3'))!;
    expect(within(mergedRow).getByText('Duplikat')).toBeInTheDocument();
    const bulk = within(screen.getByRole('region', { name: 'Aktionen für die ausgewählten Einträge' }));
    await user.click(within(t).getByRole('checkbox', { name: 'Eintrag „Bach 3“ vom 25.11.2026, 14:05:09 auswählen' }));
    expect(bulk.getByRole('button', { name: 'Zusammenführen …' })).toBeDisabled();
    await user.click(within(t).getByRole('checkbox', { name: 'Eintrag „Bach 3“ vom 25.11.2026, 14:05:09 auswählen' }));
    await user.click(within(t).getByRole('checkbox', { name: 'Eintrag vom 25.11.2026, 14:05:09 auswählen' }));
    await user.click(bulk.getByRole('button', { name: 'Zusammenführen …' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Doppelten Eintrag zusammenführen' }));
    expect(within(dialog.getByRole('combobox', { name: 'Ursprünglicher Eintrag' })).getAllByRole('option').map((o) => o.textContent))
      .toEqual(['Bitte wählen', 'Eintrag „Bach 1“ vom 25.11.2026, 14:05:09']);
  });

  it('shows the server\'s refusal to those who do not manage the layer, and the missing layer', async () => {
    stub({ [review(DEFAULT)]: { status: 403, body: { Message: 'Sie haben keine Berechtigung für diese Aktion.' } } });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Einträge konnten nicht geladen werden. Sie haben keine Berechtigung für diese Aktion.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    vi.unstubAllGlobals();
    stub({ [`GET /gis/layer/${LAYER}`]: { status: 404, body: { Message: 'Die Karte wurde nicht gefunden.' } } });
    open();
    expect(await screen.findByText('Die Karte konnte nicht geladen werden. Die Karte wurde nicht gefunden.')).toBeInTheDocument();
  });

  it('asks visitors to log in', async () => {
    stubApi({});
    open();
    expect(await screen.findByRole('link', { name: 'Zum Login' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Auswertung' })).toBeInTheDocument();
  });
});
