import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireLogin } from '../../components/login-notice';
import { stubApi } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { AreaAlertsCard } from './area-alerts-card';

afterEach(() => vi.unstubAllGlobals());

const INFO = { status: 200, body: { LoggedIn: true, Permissions: [], ID: '01900000-0000-7000-8000-0000000000aa', Name: 'Erika', Email: 'erika@example.org' } };
const ALERT = {
  ID: '01900000-0000-7000-8000-0000000000c1', Area: { Kind: 'Kreis', Latitude: 51.3, Longitude: 9.47, Radius: 500 }, Projects: ['01900000-0000-7000-8000-0000000000bb'],
  Categories: [], Frequency: 'taeglich', Paused: false, CreatedAt: '2026-11-01T10:00:00.000Z', FeedUrl: 'https://karte.example.org/api/v1/feeds/alert/x.atom',
};
const card = () => <RequireLogin title="Profil" text="Bitte anmelden"><AreaAlertsCard /></RequireLogin>;

describe('„Meine Benachrichtigungen“ in the profile (docs/product.md §24.2)', () => {
  it('lists the alerts with area, frequency and feed, pauses one and deletes one', async () => {
    let list = [ALERT];
    const calls = stubApi({
      'GET /auth/info': INFO,
      'GET /auth/area-alerts': () => ({ status: 200, body: list }),
      [`PUT /auth/area-alerts/${ALERT.ID}`]: () => {
        list = [{ ...ALERT, Paused: true }];
        return { status: 200, body: list[0] };
      },
      [`DELETE /auth/area-alerts/${ALERT.ID}`]: () => {
        list = [];
        return { status: 200, body: { Message: 'Die Benachrichtigung ist gelöscht.' } };
      },
    });
    renderOne(card());
    const alerts = await screen.findByRole('list', { name: 'Ihre Benachrichtigungen für ein Gebiet' });
    expect(alerts).toHaveTextContent('Umkreis von 500 m');
    expect(alerts).toHaveTextContent('Häufigkeit: Täglich, als Zusammenfassung ab 7 Uhr');
    expect(within(alerts).getByRole('link', { name: 'Feed (Atom)' })).toHaveAttribute('href', ALERT.FeedUrl);
    const user = userEvent.setup();
    await user.click(within(alerts).getByRole('button', { name: 'Benachrichtigung pausieren: Umkreis von 500 m' }));
    await waitFor(() => expect(alerts).toHaveTextContent('pausiert'));
    expect(calls).toContainEqual({ method: 'PUT', path: `/auth/area-alerts/${ALERT.ID}`, body: { Paused: true } });
    await user.click(within(alerts).getByRole('button', { name: 'Benachrichtigung löschen: Umkreis von 500 m' }));
    await waitFor(() => expect(screen.getByText('Sie haben keine Benachrichtigungen für ein Gebiet.')).toBeInTheDocument());
  });

  it('describes a drawn area by its size in km²', async () => {
    // About 1.39 km × 1.11 km at Kassel: 1.55 km².
    const drawn = { ...ALERT, Area: { Kind: 'Polygon', Coordinates: [[9.47, 51.31], [9.47, 51.32], [9.49, 51.32], [9.49, 51.31], [9.47, 51.31]] } };
    stubApi({ 'GET /auth/info': INFO, 'GET /auth/area-alerts': { status: 200, body: [drawn] } });
    renderOne(card());
    const alerts = await screen.findByRole('list', { name: 'Ihre Benachrichtigungen für ein Gebiet' });
    expect(alerts).toHaveTextContent('Gezeichnetes Gebiet, 1,55 km²');
    expect(within(alerts).getByRole('button', { name: 'Benachrichtigung pausieren: Gezeichnetes Gebiet, 1,55 km²' })).toBeInTheDocument();
  });
});
