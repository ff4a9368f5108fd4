import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { PasswordCard } from './password-card';

afterEach(() => vi.unstubAllGlobals());

describe('„Passwort ändern“ (docs/product.md §16.6)', () => {
  it('sends the current and the new password and empties the fields', async () => {
    const calls = stubApi({
      'GET /auth/info': { status: 200, body: { LoggedIn: true, Permissions: [], ID: '01900000-0000-7000-8000-0000000000aa', Name: 'Erika', Email: 'erika@example.org' } },
      'POST /auth/password': { status: 200, body: { Message: 'Ihr Passwort wurde geändert. Ihre anderen Sitzungen wurden beendet.' } },
    });
    renderOne(<PasswordCard />);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Passwort ändern' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Bisheriges Passwort'), 'alt-passwort-1');
    await user.type(screen.getByLabelText('Neues Passwort'), 'Fluss-Ufer-Kiesel-42');
    await user.click(button);
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/auth/password', body: { CurrentPassword: 'alt-passwort-1', Password: 'Fluss-Ufer-Kiesel-42' } },
    ]));
    await waitFor(() => expect(screen.getByLabelText('Bisheriges Passwort')).toHaveValue(''));
  });
});
