import { lazy } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render';
import { SurveyPage } from './survey-page';

const renderSurvey = () => renderRoutes([
  { path: 'umfrage', element: <SurveyPage /> },
  { path: 'map', element: <h1>Karte</h1> },
], '/umfrage');

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Absenden' }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SurveyPage', () => {
  it('asks the three questions of docs/product.md §3 with German answers', () => {
    stubApi({});
    renderSurvey();
    const usage = screen.getByRole('group', { name: 'Wofür nutzen Sie die Straßenbahn?' });
    expect(within(usage).getAllByRole('checkbox').map((c) => c.closest('.form-check')?.textContent)).toEqual([
      'Schule/Studium', 'Arbeit', 'als Gewerbetreibende/r', 'Freizeit', 'Anbindung an das Umland', 'als Anwohner/in', 'Einkaufen',
    ]);
    const interest = screen.getByRole('radiogroup', { name: 'Interessensgruppe' });
    expect(interest).toHaveAttribute('aria-required', 'true');
    expect(within(interest).getAllByRole('radio').map((r) => r.closest('.form-check')?.textContent)).toEqual([
      'Anlieger/Bewohner', 'Bürger/in der Stadt', 'Bürger/in aus dem Umland',
    ]);
    const age = screen.getByRole('radiogroup', { name: 'Altersgruppe' });
    expect(within(age).getAllByRole('radio').map((r) => r.closest('.form-check')?.textContent)).toEqual([
      'bis 20', '21–35', '36–50', '51–65', 'über 65',
    ]);
    expect(screen.queryByText(/bereits teilgenommen/)).toBeNull();
  });

  it('requires an interest group and an age group, focuses the first missing one and sends nothing', async () => {
    const calls = stubApi({ 'POST /survey': { status: 200, body: {} } });
    const { router } = renderSurvey();
    await submit();
    expect(screen.getByText('Bitte wählen Sie eine Interessensgruppe.')).toBeVisible();
    expect(screen.getByText('Bitte wählen Sie eine Altersgruppe.')).toBeVisible();
    expect(screen.getByRole('radiogroup', { name: 'Interessensgruppe' })).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Anlieger/Bewohner' })).toHaveFocus());
    await userEvent.click(screen.getByRole('radio', { name: 'Bürger/in der Stadt' }));
    expect(screen.queryByText('Bitte wählen Sie eine Interessensgruppe.')).toBeNull();
    await submit();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'bis 20' })).toHaveFocus());
    expect(screen.getByRole('radiogroup', { name: 'Altersgruppe' })).toHaveAccessibleDescription('Bitte wählen Sie eine Altersgruppe.');
    expect(calls).toEqual([]);
    expect(router.state.location.pathname).toBe('/umfrage');
  });

  it('posts the answers as Data, marks the survey done and goes to /map', async () => {
    const calls = stubApi({ 'POST /survey': { status: 200, body: {} } });
    const { router } = renderSurvey();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Arbeit' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Einkaufen' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Bürger/in aus dem Umland' }));
    await userEvent.click(screen.getByRole('radio', { name: '36–50' }));
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/map'));
    expect(calls).toEqual([{
      method: 'POST', path: '/survey', body: {
        Data: {
          nutzung_schueler_student: false, nutzung_arbeitnehmer: true, nutzung_gewerbetreibender: false,
          nutzung_freizeitangelegenheit: false, nutzung_anbindung_umland: false, nutzung_anwohner: false,
          nutzung_einkaufen: true, interessensgruppe: 'buerger_land', altersgruppe: 'alter_36_50',
        },
      },
    }]);
    expect(localStorage.getItem('survey-done')).toBe('true');
  });

  it('says that the answer is in while the code of the map is still coming (the page stays meanwhile)', async () => {
    stubApi({ 'POST /survey': { status: 201, body: {} } });
    // The map's code never arrives: the router keeps the survey on screen, as on a slow line.
    const NeverMap = lazy(() => new Promise<{ default: () => null }>(() => undefined));
    renderRoutes([{ path: 'umfrage', element: <SurveyPage /> }, { path: 'map', element: <NeverMap /> }], '/umfrage');
    await userEvent.click(screen.getByRole('radio', { name: 'Anlieger/Bewohner' }));
    await userEvent.click(screen.getByRole('radio', { name: 'über 65' }));
    await submit();
    expect(await screen.findByText(/Sie haben an dieser Umfrage bereits teilgenommen/)).toBeInTheDocument();
  });

  it('goes to /map silently when sending fails', async () => {
    const calls = stubApi({ 'POST /survey': { status: 500, body: { Message: 'kaputt' } } });
    const { router } = renderSurvey();
    await userEvent.click(screen.getByRole('radio', { name: 'Anlieger/Bewohner' }));
    await userEvent.click(screen.getByRole('radio', { name: 'über 65' }));
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/map'));
    expect(calls).toHaveLength(1);
    expect(localStorage.getItem('survey-done')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('notes an earlier answer with a link to the map and still offers the form', () => {
    localStorage.setItem('survey-done', 'true');
    stubApi({});
    renderSurvey();
    expect(screen.getByText(/Sie haben an dieser Umfrage bereits teilgenommen/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'direkt zur Karte gehen' })).toHaveAttribute('href', '/map');
    expect(screen.getByRole('button', { name: 'Absenden' })).toBeEnabled();
  });
});
