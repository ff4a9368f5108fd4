import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render';
import { ResetPasswordPage } from './reset-password-page';

const renderReset = () => renderRoutes([
  { path: 'resetpassword', element: <ResetPasswordPage /> },
  { path: 'login', element: <h1>Login</h1> },
], '/resetpassword');

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: 'Passwort zurücksetzen' });

async function fillAndSubmit(email: string, password: string, repeat: string) {
  if (email) await userEvent.type(field('E-Mail'), email);
  if (password) await userEvent.type(field('Neues Passwort'), password);
  if (repeat) await userEvent.type(field('Passwort wiederholen'), repeat);
  await userEvent.click(submitButton());
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ResetPasswordPage', () => {
  it('starts in the initial state with the labelled fields and no message', () => {
    stubApi({});
    renderReset();
    expect(screen.getByRole('heading', { name: 'Passwort zurücksetzen' })).toBeInTheDocument();
    expect(field('E-Mail')).toHaveAttribute('type', 'email');
    expect(field('Neues Passwort')).toHaveAttribute('type', 'password');
    expect(field('Passwort wiederholen')).toHaveAttribute('type', 'password');
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses an empty e-mail address (the message as in docs/product.md §5) and sends nothing', async () => {
    const calls = stubApi({ 'POST /auth/resetpassword': { status: 200, body: { Message: 'success' } } });
    renderReset();
    await fillAndSubmit('', 'neues-passwort', 'neues-passwort');
    expect(screen.getByText('Sie haben Ihre Email-Adresse nicht angegeben,')).toBeVisible();
    expect(field('E-Mail')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field('E-Mail')).toHaveFocus());
    expect(field('Neues Passwort')).toHaveValue('neues-passwort');
    expect(calls).toEqual([]);
  });

  it('refuses differing passwords, clears both fields and sends nothing', async () => {
    const calls = stubApi({ 'POST /auth/resetpassword': { status: 200, body: { Message: 'success' } } });
    renderReset();
    await fillAndSubmit('anna@example.org', 'neues-passwort', 'anderes-passwort');
    expect(screen.getByText('Die Passwörter stimmen nicht überein')).toBeVisible();
    expect(field('Neues Passwort')).toHaveValue('');
    expect(field('Passwort wiederholen')).toHaveValue('');
    expect(field('Neues Passwort')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Passwort wiederholen')).toHaveAccessibleDescription('Die Passwörter stimmen nicht überein');
    expect(field('E-Mail')).toHaveValue('anna@example.org');
    await waitFor(() => expect(field('Neues Passwort')).toHaveFocus());
    expect(calls).toEqual([]);
  });

  it('refuses a password under 8 characters and sends nothing', async () => {
    const calls = stubApi({ 'POST /auth/resetpassword': { status: 200, body: { Message: 'success' } } });
    renderReset();
    await fillAndSubmit('anna@example.org', 'kurz', 'kurz');
    expect(screen.getByText('Das Passwort ist zu kurz. Es muss aus mindestens 8 Zeichen bestehen.')).toBeVisible();
    expect(field('Neues Passwort')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('goes from initial to success after the call, with the address and the new password sent', async () => {
    const calls = stubApi({ 'POST /auth/resetpassword': { status: 200, body: { Message: 'success' } } });
    renderReset();
    await fillAndSubmit('anna@example.org ', 'neues-passwort', 'neues-passwort');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Wir haben Ihnen eine Email geschickt. Bitte öffnen Sie innerhalb von 30 Minuten den Link in der Email und geben Sie dort das neue Passwort noch einmal ein, um es zu aktivieren.');
    expect(calls).toEqual([{ method: 'POST', path: '/auth/resetpassword', body: { Email: 'anna@example.org', Password: 'neues-passwort' } }]);
    expect(screen.queryByLabelText('E-Mail')).toBeNull();
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('goes from initial to error on a failed call, and back to initial with Zurück', async () => {
    const calls = stubApi({ 'POST /auth/resetpassword': { status: 400, body: { Message: 'Ungültige Eingabe.' } } });
    renderReset();
    await fillAndSubmit('anna@example.org', 'neues-passwort', 'neues-passwort');
    expect(await screen.findByRole('alert')).toHaveTextContent('Das Passwort konnte nicht zurückgesetzt werden.');
    expect(screen.queryByLabelText('E-Mail')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field('E-Mail')).toHaveValue('anna@example.org');
    expect(submitButton()).toBeEnabled();
    expect(calls).toHaveLength(1);
  });

  it('shows the error state when the server cannot be reached', async () => {
    stubApi({ 'POST /auth/resetpassword': 'network' });
    renderReset();
    await fillAndSubmit('anna@example.org', 'neues-passwort', 'neues-passwort');
    expect(await screen.findByRole('alert')).toHaveTextContent('Das Passwort konnte nicht zurückgesetzt werden.');
  });

  it('refuses a new password that is easy to guess and sends nothing', async () => {
    const calls = stubApi({ 'POST /auth/resetpassword': { status: 200, body: { Message: 'success' } } });
    renderReset();
    await userEvent.type(field('Neues Passwort'), 'qwertzuiop');
    await screen.findByText(/^Passwortstärke:/);
    await fillAndSubmit('anna@example.org', '', 'qwertzuiop');
    expect(screen.getByText(/^Das Passwort ist zu leicht zu erraten\./)).toBeVisible();
    expect(field('Neues Passwort')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });
});
