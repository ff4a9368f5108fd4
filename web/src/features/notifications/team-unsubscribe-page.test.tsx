import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render';
import { TeamUnsubscribePage } from './team-unsubscribe-page';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'u.w.signatur';
const render = () => renderRoutes([{ path: '/team-benachrichtigungen/abbestellen/:token', element: <TeamUnsubscribePage /> }], `/team-benachrichtigungen/abbestellen/${TOKEN}`);
const BUTTON = 'Keine E-Mails mehr zu diesem Projekt';

describe('the unsubscribe page of a team mail (docs/product.md §16.8)', () => {
  it('names the project and switches its team mails off only when the button is pressed, without login', async () => {
    const calls = stubApi({
      [`GET /team-notifications/unsubscribe?Token=${TOKEN}`]: { status: 200, body: { WorkspaceName: 'Radwege Kassel', Subscribed: true } },
      'POST /team-notifications/unsubscribe': { status: 200, body: { Message: 'Sie erhalten keine E-Mails mehr zu diesem Projekt.' } },
    });
    render();
    expect(await screen.findByText('Sie erhalten als Mitglied des Teams E-Mails zum Projekt „Radwege Kassel“.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: BUTTON }));
    expect(await screen.findByText('Sie erhalten keine E-Mails mehr zu diesem Projekt.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', path: '/team-notifications/unsubscribe', body: { Token: TOKEN } }]);
    expect(screen.queryByRole('button', { name: BUTTON })).not.toBeInTheDocument();
  });

  it('says so when the mails were already off, and shows the server\'s word on a bad link', async () => {
    stubApi({ [`GET /team-notifications/unsubscribe?Token=${TOKEN}`]: { status: 200, body: { WorkspaceName: '', Subscribed: false } } });
    const first = render();
    expect(await screen.findByText('Sie erhalten zu diesem Projekt keine E-Mails an das Team mehr.')).toBeInTheDocument();
    expect(screen.getByText('Der Link gehört zu einem Projekt, in dessen Team Sie zurzeit nicht sind. Solange das so ist, erhalten Sie keine E-Mails zu ihm.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BUTTON })).not.toBeInTheDocument();
    first.unmount();
    vi.unstubAllGlobals();
    stubApi({ [`GET /team-notifications/unsubscribe?Token=${TOKEN}`]: { status: 400, body: { Message: 'Der Link ist ungültig.' } } });
    render();
    await waitFor(() => expect(screen.getByText(/Das Abbestellen hat nicht geklappt\. Der Link ist ungültig\./)).toBeInTheDocument());
  });
});
