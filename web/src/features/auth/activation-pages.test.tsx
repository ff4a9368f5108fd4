import type { UserInfo } from '@mitmachkarte/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render';
import { ActivationFailurePage, ActivationSuccessPage } from './activation-pages';

const render = (path: string) => renderRoutes([
  { path: 'activationsuccess', element: <ActivationSuccessPage /> },
  { path: 'activationfailure', element: <ActivationFailurePage /> },
  { index: true, element: <h1>Startseite</h1> },
  { path: 'projekt/:id', element: <h1>Projekt</h1> },
], path);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ActivationSuccessPage', () => {
  it('says login is now possible and logs in with the embedded form', async () => {
    const info: UserInfo = { LoggedIn: true, Permissions: [], Name: 'Nina' };
    const calls = stubApi({ 'POST /auth/login': { status: 200, body: info } });
    const { router } = render('/activationsuccess');
    expect(screen.getByRole('heading', { level: 1, name: 'Aktivierung erfolgreich' })).toBeInTheDocument();
    expect(screen.getByText('Die Aktivierung war erfolgreich. Sie können sich jetzt anmelden.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email Adresse'), 'neu@example.org');
    await userEvent.type(screen.getByLabelText('Passwort'), 'Fluss-Ufer-123{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls).toEqual([{ method: 'POST', path: '/auth/login', body: { Email: 'neu@example.org', Password: 'Fluss-Ufer-123' } }]);
  });
});

describe('ActivationSuccessPage after a registration that started from a page', () => {
  afterEach(() => window.localStorage.clear());

  it('leads the person it logged in back to that page, once', async () => {
    stubApi({ 'GET /auth/info': { status: 200, body: { LoggedIn: true, Permissions: [], Name: 'Nina' } } });
    window.localStorage.setItem('return-after-activation', '/map?workspace=w1&layer=l1');
    render('/activationsuccess');
    expect(await screen.findByRole('link', { name: 'Zur Karte' })).toHaveAttribute('href', '/map?workspace=w1&layer=l1');
    expect(window.localStorage.getItem('return-after-activation')).toBeNull();
  });

  it('logs a visitor in with the embedded form and leads there; a path of another site is ignored', async () => {
    const info: UserInfo = { LoggedIn: true, Permissions: [], Name: 'Nina' };
    stubApi({ 'POST /auth/login': { status: 200, body: info } });
    window.localStorage.setItem('return-after-activation', '/projekt/p1');
    const { router } = render('/activationsuccess');
    await waitFor(() => expect(router.state.location.search).toBe('?zurueck=%2Fprojekt%2Fp1'));
    await userEvent.type(screen.getByLabelText('Email Adresse'), 'neu@example.org');
    await userEvent.type(screen.getByLabelText('Passwort'), 'Fluss-Ufer-123{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/projekt/p1'));

    window.localStorage.setItem('return-after-activation', '//evil.example');
    const again = render('/activationsuccess');
    expect(again.router.state.location.search).toBe('');
  });
});

describe('ActivationFailurePage', () => {
  it("says the activation failed and gives the organisation's contact address as a mailto link", async () => {
    stubApi({}, { Title: 'Straßenbahn', Menu: [], Other: { kontakt_email: 'support@example.org' } });
    render('/activationfailure');
    expect(screen.getByRole('heading', { name: 'Aktivierung fehlgeschlagen' })).toBeInTheDocument();
    expect(screen.getByText(/Die Aktivierung war leider nicht erfolgreich/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'support@example.org' })).toHaveAttribute('href', 'mailto:support@example.org');
    expect(screen.getByText(/Bitte wenden Sie sich an unseren Support/)).toBeInTheDocument();
  });

  it('points to the imprint when the organisation has no contact address', async () => {
    stubApi({});
    render('/activationfailure');
    expect(await screen.findByText(/Die Kontaktdaten finden Sie im Impressum/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Impressum' })).toHaveAttribute('href', '/impressum');
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
  });
});
