import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render';
import { InvitationPage } from './invitation-page';

const WS = '01900000-0000-7000-8000-0000000000a1';
const INFO = { WorkspaceID: WS, Workspace: 'Radverkehr', Email: 'neu@stadt.example', InvitedBy: 'Olga Eigner', HasAccount: false };
const LOGGED_OUT = { status: 200, body: { LoggedIn: false, Permissions: [] } };

const renderPage = () => renderRoutes([
  { path: '/einladung/:token', element: <InvitationPage /> },
  { path: '/meine-projekte', element: <p>Projekte</p> },
], '/einladung/TOKEN');

afterEach(() => vi.unstubAllGlobals());

describe('the page of an invitation link (docs/product.md §17.4)', () => {
  it('creates the account with name and password, shows the field messages of the server, then leads to „Meine Projekte“', async () => {
    let tries = 0;
    const calls = stubApi({
      'GET /auth/info': LOGGED_OUT,
      'POST /auth/invitation/check': { status: 200, body: INFO },
      'POST /auth/invitation/accept': () => (++tries === 1
        ? { status: 400, body: { Message: 'Das Passwort ist zu leicht zu erraten.', Errors: [{ Field: 'Password', Message: 'Das Passwort ist zu leicht zu erraten.' }] } }
        : { status: 200, body: { WorkspaceID: WS, Workspace: 'Radverkehr', User: { LoggedIn: true, Permissions: [], Name: 'Karla' } } }),
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Sie wurden zum Projekt „Radverkehr“ eingeladen' })).toBeVisible();
    expect(screen.getByText(/Olga Eigner lädt Sie ein/)).toHaveTextContent('neu@stadt.example');

    await user.click(screen.getByRole('button', { name: 'Einladung annehmen' }));
    expect(screen.getByLabelText('Ihr Name')).toHaveAccessibleDescription('Bitte geben Sie Ihren Namen an.');
    const consent = screen.getByRole('checkbox', { name: /Datenschutzerklärung/ });
    expect(consent).toHaveAccessibleDescription('Bitte stimmen Sie der Datenschutzerklärung zu, um Ihr Konto anzulegen.');
    expect(calls.filter((c) => c.path === '/auth/invitation/accept')).toEqual([]);

    await user.click(consent);
    await user.type(screen.getByLabelText('Ihr Name'), 'Karla');
    await user.type(screen.getByLabelText('Passwort'), 'passwort1{Enter}');
    expect(await screen.findByText('Das Passwort ist zu leicht zu erraten.')).toBeVisible();
    await user.clear(screen.getByLabelText('Passwort'));
    await user.type(screen.getByLabelText('Passwort'), 'Fahrrad-Sicherheit-2026{Enter}');
    expect(await screen.findByText('Projekte')).toBeVisible();
    expect(calls.filter((c) => c.path === '/auth/invitation/accept').at(-1)?.body).toEqual({ Token: 'TOKEN', Name: 'Karla', Password: 'Fahrrad-Sicherheit-2026' });
  });

  it('asks to log in when the address has an account, and the login leads back here', async () => {
    stubApi({ 'GET /auth/info': LOGGED_OUT, 'POST /auth/invitation/check': { status: 200, body: { ...INFO, HasAccount: true } } });
    renderPage();
    expect(await screen.findByText(/Zu neu@stadt.example gibt es bereits ein Konto/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zum Login' })).toHaveAttribute('href', '/login?zurueck=%2Feinladung%2FTOKEN');
    expect(screen.queryByRole('button', { name: 'Einladung annehmen' })).not.toBeInTheDocument();
  });

  it('shows why a dead link fails', async () => {
    stubApi({ 'GET /auth/info': LOGGED_OUT, 'POST /auth/invitation/check': { status: 400, body: { Message: 'Diese Einladung ist abgelaufen: Einladungen gelten 7 Tage.' } } });
    renderPage();
    expect(await screen.findByText(/Diese Einladung ist abgelaufen/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Einladung annehmen' })).not.toBeInTheDocument();
  });

  it('tells another logged-in account to switch and offers no button', async () => {
    stubApi({
      'GET /auth/info': { status: 200, body: { LoggedIn: true, Permissions: [], ID: '01900000-0000-7000-8000-0000000000bb', Name: 'Paul', Email: 'paul@example.org' } },
      'POST /auth/invitation/check': { status: 200, body: { ...INFO, HasAccount: true } },
    });
    renderPage();
    expect(await screen.findByText(/Sie sind mit einem anderen Konto angemeldet/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Einladung annehmen' })).not.toBeInTheDocument();
  });

  it('lets the invited account accept with one button once logged in', async () => {
    const calls = stubApi({
      'GET /auth/info': { status: 200, body: { LoggedIn: true, Permissions: [], ID: '01900000-0000-7000-8000-0000000000aa', Name: 'Karla', Email: 'neu@stadt.example' } },
      'POST /auth/invitation/check': { status: 200, body: { ...INFO, HasAccount: true } },
      'POST /auth/invitation/accept': { status: 200, body: { WorkspaceID: WS, Workspace: 'Radverkehr', User: { LoggedIn: true, Permissions: [] } } },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Einladung annehmen' }));
    expect(await screen.findByText('Projekte')).toBeVisible();
    expect(calls.find((c) => c.path === '/auth/invitation/accept')?.body).toEqual({ Token: 'TOKEN' });
  });
});
