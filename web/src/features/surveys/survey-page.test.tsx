import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render';
import { SurveyPage } from './survey-page';

const WS = '01900000-0000-7000-8000-0000000000a1';
const SURVEY = '01900000-0000-7000-8000-0000000000c3';
const PATH = `/gis/survey/${SURVEY}`;
const survey = {
  Id: SURVEY, Workspace: WS, Title: 'Neue Mitte', Description: '', DescriptionHtml: '<p>Was Sie denken.</p>', ThankYou: 'Danke schön!',
  Audience: 'anyone', OncePer: 'device', OpensAt: null, ClosesAt: null, Published: true, State: 'open', CanEdit: false, Answered: false, AnswerCount: null, Now: { Phase: null, Answer: true },
  CreatedAt: '2026-12-01T10:00:00.000Z', UpdatedAt: '2026-12-01T10:00:00.000Z',
  Questions: [
    { Key: 'm', Kind: 'matrix', Question: 'Wie sehen Sie den Platz?', Description: '', Optional: false, Options: [],
      Rows: [{ Key: 'gruen', Label: 'Mehr Grün' }, { Key: 'laerm', Label: 'Weniger Lärm' }], Scale: [{ Key: 'ja', Label: 'stimme zu' }, { Key: 'nein', Label: 'stimme nicht zu' }] },
    { Key: 'p', Kind: 'pagebreak', Question: '', Description: '', Optional: false, Options: [], Rows: [], Scale: [] },
    { Key: 'r', Kind: 'ranking', Question: 'Was ist wichtig?', Description: '', Optional: false, Rows: [], Scale: [],
      Options: [{ Key: 'bank', Label: 'Bänke' }, { Key: 'baum', Label: 'Bäume' }, { Key: 'brunnen', Label: 'Brunnen' }] },
  ],
};
const render = () => renderRoutes([{ path: '/projekt/:id/umfragen/:surveyId', element: <SurveyPage /> }], `/projekt/${WS}/umfragen/${SURVEY}`);

afterEach(() => vi.unstubAllGlobals());

describe('SurveyPage (docs/product.md §25.2)', () => {
  it('checks a page\'s matrix rows before „Weiter“, ranks by buttons and sends the answers', async () => {
    const calls = stubApi({ [`GET ${PATH}`]: { status: 200, body: survey }, [`POST ${PATH}/answers`]: { status: 200, body: { Message: 'success' } } });
    const user = userEvent.setup();
    render();
    expect(await screen.findByRole('heading', { name: 'Neue Mitte' })).toBeInTheDocument();
    expect(screen.getByText('Seite 1 von 2')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Mehr Grün: stimme zu' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte beantworten Sie zuerst die Pflichtfragen dieser Seite.');
    expect(screen.getByText('Bitte wählen Sie bei „Wie sehen Sie den Platz?“ für „Weniger Lärm“ eine Antwort.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Weniger Lärm: stimme nicht zu' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Seite 2 von 2')).toBeInTheDocument();
    const list = within(screen.getByRole('list'));
    expect(screen.getByRole('button', { name: '„Bänke“ nach oben' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '„Brunnen“ nach oben' }));
    expect(list.getAllByRole('listitem').map((li) => li.firstChild?.textContent)).toEqual(['Bänke (Platz 1)', 'Brunnen (Platz 2)', 'Bäume (Platz 3)']);
    expect(screen.getByText('„Brunnen“ steht jetzt auf Platz 2.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(screen.getByRole('radio', { name: 'Weniger Lärm: stimme nicht zu' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.click(await screen.findByRole('button', { name: 'Absenden' }));
    expect(await screen.findByText('Danke schön!')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: `${PATH}/answers`, body: { Answers: { m: { gruen: 'ja', laerm: 'nein' }, r: ['bank', 'brunnen', 'baum'] } } },
    ]);
  });

  it('says when the survey has not begun, has ended, or was answered, instead of the questions', async () => {
    stubApi({ [`GET ${PATH}`]: { status: 200, body: { ...survey, State: 'closed' } } });
    render();
    expect(await screen.findByText('Die Umfrage ist beendet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Weiter' })).toBeNull();
  });

  it('shows a draft to the team as a preview that cannot be sent', async () => {
    stubApi({ [`GET ${PATH}`]: { status: 200, body: { ...survey, State: 'draft', Published: false, CanEdit: true, Questions: [survey.Questions[2]] } } });
    render();
    expect(await screen.findByText(/Vorschau: Die Umfrage ist noch nicht veröffentlicht/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Absenden' })).toBeDisabled();
  });

  it('shows the phase\'s sentence instead of the questions where the phase takes no answers (docs/product.md §25.4)', async () => {
    stubApi({ [`GET ${PATH}`]: { status: 200, body: { ...survey, Now: { Phase: 'Auswertung', Answer: false } } } });
    render();
    expect(await screen.findByText('In der Phase „Auswertung“ sind keine Antworten auf Umfragen möglich.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Neue Mitte' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Weiter' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('says the project is closed where it takes no answers without a phase', async () => {
    stubApi({ [`GET ${PATH}`]: { status: 200, body: { ...survey, Now: { Phase: null, Answer: false } } } });
    render();
    expect(await screen.findByText(/Dieses Projekt ist abgeschlossen/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Weiter' })).toBeNull();
  });
});
