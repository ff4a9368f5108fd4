import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireLogin } from '../../components/login-notice';
import { stubApi } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { ApiTokensCard } from './api-tokens-card';

afterEach(() => vi.unstubAllGlobals());

const INFO = { status: 200, body: { LoggedIn: true, Permissions: [], ID: '01900000-0000-7000-8000-0000000000aa', Name: 'Erika', Email: 'erika@example.org' } };
const PROJECT = '01900000-0000-7000-8000-0000000000bb';
const SCRIPT = {
  ID: '01900000-0000-7000-8000-0000000000c1', Name: 'Website der Stadt', Prefix: 'mk_AbCdEf', Scopes: ['read', `manage:${PROJECT}`],
  CreatedAt: '2026-11-01T10:00:00.000Z', ExpiresAt: '2027-02-01T10:00:00.000Z', LastUsedAt: null, Expired: false,
};
const KEY = `mk_${'Z'.repeat(43)}`;
const card = () => <RequireLogin title="Profil" text="Bitte anmelden"><ApiTokensCard /></RequireLogin>;

describe('„API-Schlüssel“ in the profile (docs/product.md §24.6)', () => {
  it('lists the keys with permissions, expiry and last use, and withdraws one after a question', async () => {
    let list = [SCRIPT];
    const calls = stubApi({
      'GET /auth/info': INFO,
      'GET /gis/workspaces': { status: 200, body: [{ ID: PROJECT, Name: 'Radwege', CanEdit: true }] },
      'GET /auth/tokens': () => ({ status: 200, body: list }),
      [`DELETE /auth/tokens/${SCRIPT.ID}`]: () => {
        list = [];
        return { status: 200, body: { Message: 'Der API-Schlüssel wurde widerrufen.' } };
      },
    });
    renderOne(card());
    const keys = await screen.findByRole('list', { name: 'Ihre API-Schlüssel' });
    expect(keys).toHaveTextContent('Website der Stadt');
    expect(keys).toHaveTextContent('mk_AbCdEf…');
    await waitFor(() => expect(keys).toHaveTextContent('Berechtigungen: Lesen, Projekt verwalten: Radwege'));
    expect(keys).toHaveTextContent('noch nie benutzt');
    const user = userEvent.setup();
    await user.click(within(keys).getByRole('button', { name: 'API-Schlüssel „Website der Stadt“ widerrufen' }));
    const dialog = await screen.findByRole('dialog', { name: 'API-Schlüssel widerrufen' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByText('Sie haben noch keinen API-Schlüssel.')).toBeInTheDocument());
    expect(calls).toContainEqual({ method: 'DELETE', path: `/auth/tokens/${SCRIPT.ID}` });
  });

  it('makes a key with the chosen permissions and shows it once, with a warning and „Kopieren“', async () => {
    const calls = stubApi({
      'GET /auth/info': INFO,
      'GET /gis/workspaces': { status: 200, body: [{ ID: PROJECT, Name: 'Radwege', CanEdit: true }, { ID: '01900000-0000-7000-8000-0000000000dd', Name: 'Fremd', CanEdit: false }] },
      'GET /auth/tokens': { status: 200, body: [] },
      'POST /auth/tokens': { status: 200, body: { ...SCRIPT, Name: 'Skript', Scopes: ['read', 'write'], Token: KEY } },
    });
    renderOne(card());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Neuer API-Schlüssel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neuer API-Schlüssel' });
    await user.type(within(dialog).getByLabelText('Name'), 'Skript');
    await user.click(within(dialog).getByRole('checkbox', { name: /^Schreiben/ }));
    // Only the projects the account manages are offered.
    expect(within(dialog).getByRole('group', { name: 'Projekte verwalten' })).toHaveTextContent('Radwege');
    expect(within(dialog).queryByRole('checkbox', { name: 'Fremd' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Schlüssel erstellen' }));
    const shown = await screen.findByRole('dialog', { name: 'Ihr neuer API-Schlüssel' });
    expect(within(shown).getByLabelText('API-Schlüssel')).toHaveValue(KEY);
    expect(shown).toHaveTextContent('Er wird nur dieses eine Mal angezeigt.');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({ Name: 'Skript', Scopes: ['read', 'write'] });
    expect((post.body as { ExpiresAt: string }).ExpiresAt).toMatch(/^\d{4}-\d{2}-\d{2}T2[12]:59:59\.000Z$/);
    await user.click(within(shown).getByRole('button', { name: 'Kopieren' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(KEY);
    await user.click(within(shown).getByRole('button', { name: 'Fertig' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
