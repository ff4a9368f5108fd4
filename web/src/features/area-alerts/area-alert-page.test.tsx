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

  it('draws an area from typed corners, checks it, adds a project and its categories, and shows the server\'s refusal at the field', async () => {
    const OTHER = '01900000-0000-7000-8000-0000000000cc';
    const answers: unknown[] = [];
    const calls = stubApi({
      'GET /auth/info': LOGGED_OUT,
      [`GET /gis/workspace/${PROJECT}`]: { status: 200, body: { ID: PROJECT, Name: 'Radwege', Public: true, MapView: null, Boundary: null } },
      'GET /gis/workspaces': { status: 200, body: [
        { ID: PROJECT, Name: 'Radwege', Public: true }, { ID: OTHER, Name: 'Spielplätze', Public: true }, { ID: 'intern', Name: 'Intern', Public: false },
      ] },
      [`GET /gis/layers/${PROJECT}`]: { status: 200, body: [{ ID: 'l1', Name: 'Mängel', Public: true, Schema: { Schema: [], Categories: [{ Name: 'weg', Label: 'Gehweg' }] } }] },
      [`GET /gis/layers/${OTHER}`]: { status: 200, body: [{ ID: 'l3', Name: 'Geräte', Public: true, Schema: { Schema: [], Categories: [{ Name: 'schaukel', Label: 'Schaukel' }] } }] },
      'POST /area-alerts': (body) => {
        answers.push(body);
        return answers.length === 1
          ? { status: 400, body: { Message: 'Die Eingaben sind ungültig.', Errors: [{ Field: 'Area', Message: 'Die gezeichnete Fläche überschneidet sich selbst. Bitte zeichnen Sie sie ohne sich kreuzende Kanten.' }] } }
          : { status: 200, body: { Message: 'Fast geschafft: Bitte bestätigen Sie die Benachrichtigung.', Alert: null } };
      },
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Gebiet zeichnen'));
    expect(screen.getByText('Noch kein Gebiet gezeichnet.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Karte des Gebiets' })).toHaveAttribute('tabindex', '0');
    const field = screen.getByLabelText('Ecken als Koordinaten');
    expect(field).toHaveAccessibleDescription(/Eine Ecke je Zeile als „Breite, Länge“ in Grad/);

    // A line it cannot read: said at the field once it is left.
    await user.type(field, '51,31, 9,47{Enter}Kassel');
    await user.tab();
    expect(field).toHaveAccessibleDescription(/Zeile 2 ist keine Angabe „Breite, Länge“\./);
    // Too wide: said at once.
    await user.clear(field);
    await user.type(field, '51,31, 9,47{Enter}51,6, 9,47{Enter}51,6, 9,48');
    expect(screen.getByRole('alert')).toHaveTextContent('Das Gebiet ist zu weit ausgedehnt. Es darf höchstens 0,25 Grad breit und hoch sein');
    await user.clear(field);
    await user.type(field, '51,31, 9,47{Enter}51.32;9.47{Enter}51,32 9,49');
    expect(screen.getByText('Gezeichnetes Gebiet: 0,77 km², 3 Ecken')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'false');

    // Another public project (not the private one) brings its categories.
    const more = screen.getByRole('group', { name: 'Weitere Projekte' });
    expect(more).toHaveAccessibleDescription('Das Projekt „Radwege“ ist gewählt. Bis zu 20 Projekte lassen sich zusammen beobachten.');
    expect(screen.queryByLabelText('Intern')).toBeNull();
    expect(screen.queryByLabelText('Schaukel')).toBeNull();
    await user.click(screen.getByLabelText('Spielplätze'));
    await user.click(await screen.findByLabelText('Schaukel'));
    await user.type(screen.getByLabelText('Ihre E-Mail-Adresse'), 'erika@example.org');
    await user.click(screen.getByRole('button', { name: 'Benachrichtigung einrichten' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Die gezeichnete Fläche überschneidet sich selbst\./));
    expect(answers[0]).toEqual({
      Area: { Kind: 'Polygon', Coordinates: [[9.47, 51.31], [9.47, 51.32], [9.49, 51.32]] }, Projects: [PROJECT, OTHER], Categories: ['schaukel'],
      Frequency: 'sofort', Email: 'erika@example.org',
    });
    await user.click(screen.getByRole('button', { name: 'Benachrichtigung einrichten' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Fast geschafft'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  });

  it('takes a district\'s boundary from the address search as the area, and says when a place has none', async () => {
    const DISTRICT = { Label: 'Wehlheiden, Kassel', Lat: 51.305, Lng: 9.465, BoundingBox: null, Area: [[9.46, 51.3], [9.47, 51.3], [9.47, 51.31], [9.46, 51.31]] };
    const STREET = { Label: 'Wehlheider Straße, Kassel', Lat: 51.306, Lng: 9.466, BoundingBox: null, Area: null };
    const calls = stubApi({
      'GET /auth/info': LOGGED_OUT,
      [`GET /gis/workspace/${PROJECT}`]: { status: 200, body: { ID: PROJECT, Name: 'Radwege', Public: true, MapView: null, Boundary: null } },
      'GET /geocode?Text=Wehlheiden&Areas=true': { status: 200, body: [DISTRICT, STREET] },
      'POST /area-alerts': { status: 200, body: { Message: 'Fast geschafft: Bitte bestätigen Sie die Benachrichtigung.', Alert: null } },
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Gebiet zeichnen'));
    await user.type(screen.getByLabelText('Adresse suchen'), 'Wehlheiden');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    await user.click(await screen.findByRole('button', { name: STREET.Label }));
    expect(screen.getByText('Für „Wehlheider Straße, Kassel“ ist keine Grenze bekannt. Suchen Sie einen Stadtteil oder zeichnen Sie das Gebiet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    await user.click(await screen.findByRole('button', { name: DISTRICT.Label }));
    await user.click(screen.getByRole('button', { name: 'Grenze von „Wehlheiden, Kassel“ als Gebiet übernehmen' }));
    // The corners are written as the keyboard's field reads them, and the size is shown.
    expect(screen.getByLabelText('Ecken als Koordinaten')).toHaveValue('51,3, 9,46\n51,3, 9,47\n51,31, 9,47\n51,31, 9,46');
    expect(screen.getByText(/^Gezeichnetes Gebiet: 0,77 km², 4 Ecken$/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Ihre E-Mail-Adresse'), 'erika@example.org');
    await user.click(screen.getByRole('button', { name: 'Benachrichtigung einrichten' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Fast geschafft'));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ Area: { Kind: 'Polygon', Coordinates: DISTRICT.Area } });
  });

  it('refuses to send an area of fewer than three corners', async () => {
    const calls = stubApi({
      'GET /auth/info': LOGGED_OUT,
      [`GET /gis/workspace/${PROJECT}`]: { status: 200, body: { ID: PROJECT, Name: 'Radwege', Public: true, MapView: null, Boundary: null } },
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Gebiet zeichnen'));
    await user.type(screen.getByLabelText('Ecken als Koordinaten'), '51,31, 9,47{Enter}51,32, 9,47');
    await user.click(screen.getByRole('button', { name: 'Benachrichtigung einrichten' }));
    expect(screen.getByLabelText('Ecken als Koordinaten')).toHaveAccessibleDescription(/Bitte setzen Sie mindestens 3 Ecken\./);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
