import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render';
import { AreaAlertPage } from './area-alert-page';

afterEach(() => vi.unstubAllGlobals());

const PROJECT = '01900000-0000-7000-8000-0000000000bb';
const LOGGED_OUT = { status: 200, body: { LoggedIn: false, Permissions: [] } };
const PLACE = { Label: 'Am Wehr, Kassel', Lat: 51.315, Lng: 9.48 };
const render = () => renderRoutes([{ path: '/projekt/:id/benachrichtigen', element: <AreaAlertPage /> }], `/projekt/${PROJECT}/benachrichtigen`);

describe('„Benachrichtigung für ein Gebiet“ (docs/product.md §24.2)', () => {
  it('asks for a place first, then sends a radius around the found address with categories, frequency and e-mail, and shows the answer', async () => {
    const calls = stubApi({
      'GET /auth/info': LOGGED_OUT,
      [`GET /gis/workspace/${PROJECT}`]: { status: 200, body: { ID: PROJECT, Name: 'Radwege', Public: true } },
      [`GET /gis/layers/${PROJECT}`]: { status: 200, body: [
        { ID: 'l1', Name: 'Mängel', Public: true, Schema: { Schema: [], Categories: [{ Name: 'licht', Label: 'Beleuchtung', Children: [{ Name: 'lampe', Label: 'Lampe defekt' }] }, { Name: 'weg', Label: 'Gehweg' }] } },
        { ID: 'l2', Name: 'Intern', Public: false, Schema: { Schema: [], Categories: [{ Name: 'geheim', Label: 'Nur intern' }] } },
      ] },
      'GET /geocode?Text=Am+Wehr': { status: 200, body: [PLACE] },
      'POST /area-alerts': { status: 200, body: { Message: 'Fast geschafft: Bitte bestätigen Sie die Benachrichtigung mit dem Link, den wir Ihnen per E-Mail geschickt haben.', Alert: null } },
    });
    render();
    const user = userEvent.setup();
    expect(await screen.findByText('Sie erhalten eine E-Mail, wenn im Projekt „Radwege“ in Ihrer Nähe ein neuer Eintrag erscheint oder sich der Status eines Eintrags ändert.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Ihre E-Mail-Adresse'), 'erika@example.org');
    await user.click(screen.getByRole('button', { name: 'Benachrichtigung einrichten' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte wählen Sie zuerst einen Ort.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText('Adresse suchen'), 'Am Wehr');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    await user.click(await screen.findByRole('button', { name: PLACE.Label }));
    await user.selectOptions(screen.getByLabelText('Umkreis'), '1000');
    const what = screen.getByRole('group', { name: 'Welche Kategorien?' });
    expect(what).toHaveAccessibleDescription('Ohne Auswahl erhalten Sie Neuigkeiten aus allen Kategorien.');
    expect(screen.queryByLabelText('Nur intern')).toBeNull();
    await user.click(screen.getByLabelText('Beleuchtung › Lampe defekt'));
    await user.click(screen.getByLabelText('Täglich, als Zusammenfassung ab 7 Uhr'));
    await user.click(screen.getByRole('button', { name: 'Benachrichtigung einrichten' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Fast geschafft'));
    expect(calls).toContainEqual({ method: 'POST', path: '/area-alerts', body: {
      Area: { Kind: 'Kreis', Latitude: 51.315, Longitude: 9.48, Radius: 1000 }, Projects: [PROJECT], Categories: ['lampe'], Frequency: 'taeglich', Email: 'erika@example.org',
    } });
  });
});
