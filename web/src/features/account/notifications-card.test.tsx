import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { NotificationsCard } from './notifications-card';

afterEach(() => vi.unstubAllGlobals());

const LOGGED_IN = { status: 200, body: { LoggedIn: true, Permissions: [], ID: '01900000-0000-7000-8000-0000000000aa', Name: 'Erika', Email: 'erika@example.org' } };
const FOLLOW = {
  PointID: '01900000-0000-7000-8000-000000000001', Workspace: '01900000-0000-7000-8000-000000000002', Layer: '01900000-0000-7000-8000-000000000003',
  LayerName: 'Gewässer', Title: 'Mühlbach', Since: '2026-11-20T10:00:00.000Z',
};

describe('„Benachrichtigungen“ in the profile (docs/product.md §16.7)', () => {
  it('lists the followed entries with a map link, switches „Keine E-Mails“ and unfollows', async () => {
    let follows = [FOLLOW];
    const calls = stubApi({
      'GET /auth/info': LOGGED_IN,
      'GET /auth/notifications': () => ({ status: 200, body: { NoMail: false, Follows: follows } }),
      'PUT /auth/notifications': (body) => ({ status: 200, body: { NoMail: (body as { NoMail: boolean }).NoMail, Follows: follows } }),
      [`DELETE /gis/point/${FOLLOW.PointID}/follow`]: () => {
        follows = [];
        return { status: 200, body: { Message: 'Sie folgen diesem Eintrag nicht mehr.' } };
      },
    });
    renderOne(<NotificationsCard />);
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Einträge, denen Sie folgen (1)' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('Mühlbach');
    expect(within(item).getByRole('link', { name: 'Zur Karte' })).toHaveAttribute('href', expect.stringContaining(`punkt=${FOLLOW.PointID}`));

    const noMail = screen.getByRole('switch', { name: 'Keine E-Mails' });
    expect(noMail).not.toBeChecked();
    await user.click(noMail);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Keine E-Mails' })).toBeChecked());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ NoMail: true });

    await user.click(within(item).getByRole('button', { name: 'Eintrag „Mühlbach“ nicht mehr folgen' }));
    expect(await screen.findByText('Sie folgen keinem Eintrag. Auf der Karte folgen Sie einem Eintrag mit „Folgen“.')).toBeInTheDocument();
  });
});
