import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderOne } from '../../../test/render';
import { FollowButton } from './follow-button';

afterEach(() => vi.unstubAllGlobals());

const ID = '01900000-0000-7000-8000-000000000001';
const LOGGED_IN = { status: 200, body: { LoggedIn: true, Permissions: [], ID: '01900000-0000-7000-8000-0000000000aa', Name: 'Erika', Email: 'erika@example.org' } };

describe('„Folgen“ in the point detail (docs/product.md §16.7)', () => {
  it('follows and unfollows for a logged-in user, saying so in words', async () => {
    let following = false;
    const settings = () => ({ status: 200, body: { NoMail: false, Follows: following ? [{ PointID: ID, Workspace: ID, Layer: ID, LayerName: 'L', Title: '', Since: '2026-11-20T10:00:00.000Z' }] : [] } });
    const calls = stubApi({
      'GET /auth/info': LOGGED_IN,
      'GET /auth/notifications': settings,
      [`POST /gis/point/${ID}/follow`]: () => {
        following = true;
        return { status: 200, body: { Message: 'Sie folgen diesem Eintrag.' } };
      },
      [`DELETE /gis/point/${ID}/follow`]: () => {
        following = false;
        return { status: 200, body: { Message: 'Sie folgen diesem Eintrag nicht mehr.' } };
      },
    });
    renderOne(<FollowButton point={{ ID }} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Folgen' }));
    expect(await screen.findByRole('button', { name: 'Nicht mehr folgen' })).toBeInTheDocument();
    expect(screen.getByText('Sie folgen diesem Eintrag.', { selector: 'span' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nicht mehr folgen' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Folgen' })).toBeInTheDocument());
    expect(calls.filter((c) => c.method !== 'GET').map((c) => c.method)).toEqual(['POST', 'DELETE']);
  });

  it('shows nothing to visitors and asks the server nothing about them', async () => {
    const calls = stubApi({ 'GET /auth/notifications': { status: 401, body: { Message: 'Bitte melden Sie sich an.' } } });
    const { container } = renderOne(<FollowButton point={{ ID }} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(container).toBeEmptyDOMElement();
    expect(calls).toEqual([]);
  });
});
