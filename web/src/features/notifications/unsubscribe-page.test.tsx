import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render';
import { ReporterUnsubscribePage, UnsubscribePage } from './unsubscribe-page';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'u.p.signatur';
const render = () => renderRoutes([{ path: '/benachrichtigungen/abbestellen/:token', element: <UnsubscribePage /> }], `/benachrichtigungen/abbestellen/${TOKEN}`);

describe('the unsubscribe page of a follower mail (docs/product.md §16.7)', () => {
  it('names the entry and ends its mails only when the button is pressed, without login', async () => {
    const calls = stubApi({
      [`GET /notifications/unsubscribe?Token=${TOKEN}`]: { status: 200, body: { Title: 'Mühlbach', LayerName: 'Gewässer', Following: true } },
      'POST /notifications/unsubscribe': { status: 200, body: { Message: 'Sie erhalten keine E-Mails mehr zu diesem Eintrag.' } },
    });
    render();
    expect(await screen.findByText('Sie erhalten E-Mails zum Eintrag „Mühlbach“ (Gewässer).')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Keine E-Mails mehr zu diesem Eintrag' }));
    expect(await screen.findByText('Sie erhalten keine E-Mails mehr zu diesem Eintrag.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', path: '/notifications/unsubscribe', body: { Token: TOKEN } }]);
    expect(screen.queryByRole('button', { name: 'Keine E-Mails mehr zu diesem Eintrag' })).not.toBeInTheDocument();
  });

  it('says so when the mails were already stopped, and shows the server\'s word on a bad link', async () => {
    stubApi({ [`GET /notifications/unsubscribe?Token=${TOKEN}`]: { status: 200, body: { Title: '', LayerName: '', Following: false } } });
    const first = render();
    expect(await screen.findByText('Sie erhalten zu diesem Eintrag keine E-Mails mehr.')).toBeInTheDocument();
    expect(screen.getByText('Der Link gehört zu einem Eintrag, den Sie zurzeit nicht sehen können. Solange das so ist, erhalten Sie keine E-Mails zu ihm.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Keine E-Mails mehr zu diesem Eintrag' })).not.toBeInTheDocument();
    first.unmount();
    vi.unstubAllGlobals();
    stubApi({ [`GET /notifications/unsubscribe?Token=${TOKEN}`]: { status: 400, body: { Message: 'Der Link ist ungültig.' } } });
    render();
    await waitFor(() => expect(screen.getByText(/Das Abbestellen hat nicht geklappt\. Der Link ist ungültig\./)).toBeInTheDocument());
  });
});

describe('the unsubscribe page of the mails to the person an entry was recorded for (docs/product.md §16.12)', () => {
  it('asks the reporter\'s link, ends the mails with the button, and names no profile', async () => {
    const calls = stubApi({
      [`GET /notifications/reporter-unsubscribe?Token=${TOKEN}`]: { status: 200, body: { Title: 'Mühlbach', LayerName: 'Gewässer', Following: true } },
      'POST /notifications/reporter-unsubscribe': { status: 200, body: { Message: 'Sie erhalten keine E-Mails mehr zu diesem Eintrag.' } },
    });
    renderRoutes([{ path: '/meldung/abbestellen/:token', element: <ReporterUnsubscribePage /> }], `/meldung/abbestellen/${TOKEN}`);
    expect(await screen.findByText('Sie erhalten E-Mails zum Eintrag „Mühlbach“ (Gewässer).')).toBeInTheDocument();
    expect(screen.queryByText(/im Profil/)).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Keine E-Mails mehr zu diesem Eintrag' }));
    expect(await screen.findByText('Sie erhalten keine E-Mails mehr zu diesem Eintrag.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', path: '/notifications/reporter-unsubscribe', body: { Token: TOKEN } }]);
  });
});
