import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render';
import { UpdatesUnsubscribePage } from './updates-unsubscribe-page';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'u.w.signatur';
const render = () => renderRoutes([{ path: '/neuigkeiten/abbestellen/:token', element: <UpdatesUnsubscribePage /> }], `/neuigkeiten/abbestellen/${TOKEN}`);
const BUTTON = 'Keine Neuigkeiten mehr aus diesem Projekt';

describe('the unsubscribe page of an update mail (docs/product.md §25.5)', () => {
  it('names the project and stops its updates only when the button is pressed, without login', async () => {
    const calls = stubApi({
      [`GET /project-updates/unsubscribe?Token=${TOKEN}`]: { status: 200, body: { WorkspaceName: 'Neue Mitte', Subscribed: true } },
      'POST /project-updates/unsubscribe': { status: 200, body: { Message: 'Sie erhalten keine Neuigkeiten aus diesem Projekt mehr.' } },
    });
    render();
    expect(await screen.findByText('Sie erhalten Neuigkeiten aus dem Projekt „Neue Mitte“ per E-Mail.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: BUTTON }));
    expect(await screen.findByText('Sie erhalten keine Neuigkeiten aus diesem Projekt mehr.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', path: '/project-updates/unsubscribe', body: { Token: TOKEN } }]);
    // Once stopped, the page no longer says that the updates come.
    expect(screen.queryByText('Sie erhalten Neuigkeiten aus dem Projekt „Neue Mitte“ per E-Mail.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BUTTON })).not.toBeInTheDocument();
  });

  it('says so when they were stopped already, and shows the server\'s word on a bad link', async () => {
    stubApi({ [`GET /project-updates/unsubscribe?Token=${TOKEN}`]: { status: 200, body: { WorkspaceName: '', Subscribed: false } } });
    const first = render();
    expect(await screen.findByText('Sie erhalten keine Neuigkeiten aus diesem Projekt mehr.')).toBeInTheDocument();
    expect(screen.getByText(/Der Link gehört zu einem Projekt, das Sie zurzeit nicht sehen können/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BUTTON })).not.toBeInTheDocument();
    first.unmount();
    vi.unstubAllGlobals();
    stubApi({ [`GET /project-updates/unsubscribe?Token=${TOKEN}`]: { status: 400, body: { Message: 'Der Link ist ungültig.' } } });
    render();
    await waitFor(() => expect(screen.getByText(/Das Abbestellen hat nicht geklappt\. Der Link ist ungültig\./)).toBeInTheDocument());
  });
});
