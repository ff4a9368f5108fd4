import type { InboxRow } from '@mitmachkarte/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render';
import { InboxPage } from './inbox-page';

const WS = '01900000-0000-7000-8000-0000000000a1';
const LAYER = '01900000-0000-7000-8000-0000000000b1';
const P1 = '01900000-0000-7000-8000-0000000000d1';
const P2 = '01900000-0000-7000-8000-0000000000d2';
const C1 = '01900000-0000-7000-8000-0000000000e1';
const base = { Layer: LAYER, LayerName: 'Radwege', Author: 'Anna', Status: 'neu', Moderation: null, ReportState: null, Text: '', Reason: null, CommentID: null, ReportID: null, Overdue: null, Assigned: { Department: null, User: null } };
const ENTRY: InboxRow = { ...base, Kind: 'entry', PointID: P1, Title: 'Gefährliche Kreuzung', At: '2026-03-02T10:00:00.000Z', New: true, Moderation: { State: 'pending', Reason: '' } };
const REPORT: InboxRow = { ...base, Kind: 'report', PointID: P1, ReportID: '01900000-0000-7000-8000-0000000000f1', Title: 'Gefährliche Kreuzung', At: '2026-03-02T12:00:00.000Z', Text: 'Telefonnummer', Reason: 'persoenlich', ReportState: 'open', New: true };
const COMMENT: InboxRow = { ...base, Kind: 'comment', PointID: P1, CommentID: C1, Title: 'Gefährliche Kreuzung', At: '2026-03-02T11:00:00.000Z', Text: 'Stimmt!', New: false, Author: '' };

afterEach(() => vi.unstubAllGlobals());

function setup(rows: InboxRow[] = [COMMENT, ENTRY], total = rows.length) {
  return stubApi({
    'GET /auth/info': { status: 200, body: { LoggedIn: true, Permissions: [], ID: '01900000-0000-7000-8000-0000000000f1', Name: 'Olga', CanManageProjects: true } },
    'GET /gis/inbox/counts': { status: 200, body: { New: 1, Workspaces: [{ Workspace: WS, Name: 'Radverkehr', New: 1, Waiting: 1, Reported: 0 }] } },
    [`GET /gis/workspace/${WS}/inbox*`]: { status: 200, body: { Total: total, Rows: rows } },
    [`POST /gis/workspace/${WS}/inbox/seen`]: { status: 200, body: { Message: 'Als gelesen markiert.' } },
    [`POST /gis/workspace/${WS}/inbox/seen-all`]: { status: 200, body: { Message: 'Als gelesen markiert.' } },
  });
}
const render = (query = '') => renderRoutes([{ path: '/eingang/:workspaceId', element: <InboxPage /> }], `/eingang/${WS}${query}`);

describe('the team\'s inbox (docs/product.md §16.9)', () => {
  it('is titled with the project, lists the items with „Neu“ in words and links to the map and the moderation', async () => {
    const calls = setup();
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Eingang: Radverkehr' })).toBeVisible();
    const list = within(await screen.findByRole('list', { name: 'Beiträge' }));
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[1]!).getByRole('heading')).toHaveTextContent('NeuEintrag: Gefährliche Kreuzung');
    expect(within(items[0]!).getByRole('heading')).toHaveTextContent(/^Kommentar: Gefährliche Kreuzung$/);
    expect(within(items[0]!).getByText(/von nicht angemeldet/)).toBeVisible();
    expect(within(items[1]!).getByText('Wartet auf Freigabe')).toBeVisible();
    expect(within(items[1]!).getByRole('link', { name: 'Eintrag: Gefährliche Kreuzung auf der Karte zeigen' }))
      .toHaveAttribute('href', `/map?workspace=${WS}&layer=${LAYER}&punkt=${P1}`);
    expect(within(items[1]!).getByRole('link', { name: 'Zur Moderation' })).toHaveAttribute('href', `/moderation/${WS}`);
    expect(within(items[0]!).queryByRole('link', { name: 'Zur Moderation' })).not.toBeInTheDocument();
    expect(calls.find((c) => c.path.startsWith(`/gis/workspace/${WS}/inbox`))?.path).toBe(`/gis/workspace/${WS}/inbox?filter=neu&page=1&pageSize=50`);
  });

  it('names a report\'s reason in words, never its key', async () => {
    setup([REPORT]);
    render('?filter=gemeldet');
    const item = within(await screen.findByRole('list', { name: 'Beiträge' })).getByRole('listitem');
    expect(within(item).getByText('Enthält persönliche Daten')).toBeVisible();
    expect(item).not.toHaveTextContent('persoenlich');
    expect(within(item).getByText('Telefonnummer')).toBeVisible();
  });

  it('reads the filter from the address (the team\'s mails link to ?filter=gemeldet) and writes the chosen one', async () => {
    const calls = setup([]);
    render('?filter=gemeldet');
    expect(await screen.findByLabelText('Anzeigen')).toHaveValue('gemeldet');
    expect(await screen.findByText('Keine offenen Meldungen.')).toBeVisible();
    expect(calls.some((c) => c.path.includes('filter=gemeldet'))).toBe(true);
    await userEvent.selectOptions(screen.getByLabelText('Anzeigen'), 'Wartet auf Freigabe');
    await waitFor(() => expect(calls.some((c) => c.path.includes('filter=freigabe'))).toBe(true));
    expect(screen.getByLabelText('Anzeigen')).toHaveValue('freigabe');
  });

  it('marks an overdue entry with the words of its deadline, not colour alone (docs/product.md §16.11), and filters „Überfällig“', async () => {
    const late: InboxRow = { ...ENTRY, Moderation: null, Overdue: { Kind: 'antwort', Due: '2026-03-04T10:00:00.000Z', Days: 3 } };
    const done: InboxRow = { ...ENTRY, PointID: P2, Title: 'Schlagloch', Moderation: null, Overdue: { Kind: 'erledigung', Due: '2026-03-06T10:00:00.000Z', Days: 1 } };
    const calls = setup([late, done, COMMENT]);
    render();
    const items = within(await screen.findByRole('list', { name: 'Beiträge' })).getAllByRole('listitem');
    expect(within(items[0]!).getByText('Überfällig: Antwort seit 3 Tagen fällig')).toHaveAttribute('data-overdue', 'antwort');
    expect(within(items[1]!).getByText('Überfällig: Erledigung seit 1 Tag fällig')).toHaveAttribute('data-overdue', 'erledigung');
    expect(items[2]).not.toHaveTextContent('Überfällig');
    await userEvent.selectOptions(screen.getByLabelText('Anzeigen'), 'Überfällig');
    await waitFor(() => expect(calls.some((c) => c.path.includes('filter=ueberfaellig'))).toBe(true));
    expect(screen.getByLabelText('Anzeigen')).toHaveValue('ueberfaellig');
  });

  it('marks the checked items as read, and all of them', async () => {
    const calls = setup();
    render();
    const button = await screen.findByRole('button', { name: 'Als gelesen markieren' });
    expect(button).toBeDisabled();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Kommentar: Gefährliche Kreuzung auswählen' }));
    await userEvent.click(button);
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ Items: [{ Kind: 'comment', ID: C1 }] }));
    await userEvent.click(screen.getByRole('button', { name: 'Alle als gelesen markieren' }));
    await waitFor(() => expect(calls.some((c) => c.path === `/gis/workspace/${WS}/inbox/seen-all`)).toBe(true));
  });

  it('pages through many items', async () => {
    const calls = setup([COMMENT, ENTRY], 120);
    render();
    expect(await screen.findByText('Seite 1 von 3')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    await waitFor(() => expect(calls.some((c) => c.path.includes('page=2'))).toBe(true));
    expect(await screen.findByText('Seite 2 von 3')).toBeVisible();
  });
});
