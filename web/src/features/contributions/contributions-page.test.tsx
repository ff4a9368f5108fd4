import type { Contributions } from '@mitmachkarte/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { ContributionsPage } from './contributions-page';

const WS = '01900000-0000-7000-8000-0000000000a1';
const LAYER = '01900000-0000-7000-8000-0000000000b1';
const P1 = '01900000-0000-7000-8000-0000000000d1';
const DATA: Contributions = {
  Points: [
    { ID: P1, Workspace: WS, Layer: LAYER, LayerName: 'Radwege', CreatedAt: '2026-03-02T10:00:00.000Z', Title: 'Loch im Radweg', Status: 'bearbeitung',
      StatusLabel: 'In Bearbeitung', OfficialAnswer: { Text: 'Wird im April repariert.', Organisation: 'Stadt Kassel', At: '2026-03-03T10:00:00.000Z' },
      Moderation: null, CanChange: false },
    { ID: '01900000-0000-7000-8000-0000000000d2', Workspace: WS, Layer: LAYER, LayerName: 'Radwege', CreatedAt: '2026-03-01T10:00:00.000Z', Title: '',
      Status: 'neu', StatusLabel: 'Neu', OfficialAnswer: null, Moderation: { State: 'hidden', Reason: 'Doppelt' }, CanChange: true },
  ],
  Comments: [{ ID: '01900000-0000-7000-8000-0000000000e1', PointID: P1, Layer: LAYER, LayerName: 'Radwege', Text: 'Nachtrag', CreatedAt: '2026-03-02T11:00:00.000Z', Moderation: { State: 'pending', Reason: '' } }],
};

afterEach(() => vi.unstubAllGlobals());

describe('„Meine Beiträge“ (docs/product.md §16.6)', () => {
  it('lists own entries with status, official answer and moderation, and own comments', async () => {
    stubApi({
      'GET /auth/info': { status: 200, body: { LoggedIn: true, Permissions: [], ID: '01900000-0000-7000-8000-0000000000aa', Name: 'Erika' } },
      'GET /auth/contributions': { status: 200, body: DATA },
    });
    renderOne(<ContributionsPage />);
    const points = await screen.findByRole('region', { name: 'Meine Einträge (2)' });
    expect(within(points).getByRole('heading', { name: 'Loch im Radweg' })).toBeVisible();
    expect(points).toHaveTextContent('Status: In Bearbeitung');
    expect(within(points).getAllByRole('link', { name: 'Zur Karte' })[0]).toHaveAttribute('href', `/map?workspace=${WS}&layer=${LAYER}&punkt=${P1}`);
    // „Bearbeiten“ only while the server answers CanChange, leading to the map app's edit mode.
    expect(within(points).getAllByRole('link', { name: /bearbeiten$/ }).map((a) => a.getAttribute('href')))
      .toEqual([`/map?workspace=${WS}&layer=${LAYER}&punkt=${DATA.Points[1]!.ID}&bearbeiten=1`]);
    expect(within(points).getByRole('region', { name: 'Offizielle Antwort' })).toHaveTextContent('Wird im April repariert.');
    expect(within(points).getByText('Von der Moderation ausgeblendet: Doppelt')).toBeVisible();
    const comments = screen.getByRole('region', { name: 'Meine Kommentare (1)' });
    expect(comments).toHaveTextContent('Nachtrag');
    expect(comments).toHaveTextContent(/Wartet auf Freigabe/);
  });

  it('withdraws an entry after the question', async () => {
    const calls = stubApi({
      'GET /auth/info': { status: 200, body: { LoggedIn: true, Permissions: [], ID: '01900000-0000-7000-8000-0000000000aa', Name: 'Erika' } },
      'GET /auth/contributions': { status: 200, body: DATA },
      [`DELETE /gis/point/${P1}`]: { status: 200, body: { Message: 'Der Punkt wurde gelöscht.' } },
    });
    renderOne(<ContributionsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Eintrag „Loch im Radweg“ zurückziehen' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Eintrag zurückziehen' })).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`/gis/point/${P1}`]));
  });

  it('asks visitors to log in', async () => {
    stubApi({});
    renderOne(<ContributionsPage />);
    expect(await screen.findByRole('link', { name: 'Zum Login' })).toBeVisible();
  });
});
