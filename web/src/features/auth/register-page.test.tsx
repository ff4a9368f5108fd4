import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type StubAnswer } from '../../test/api-stub';
import { renderRoutes } from '../../test/render';
import { RegisterPage } from './register-page';

const renderRegister = (path = '/register') => renderRoutes([
  { path: 'register', element: <RegisterPage /> },
  { path: 'login', element: <h1>Login</h1> },
], path);

const field = (label: string) => screen.getByLabelText(label, { exact: true });

type Input = { email?: string; name?: string; password?: string; repeat?: string; privacy?: boolean };
const VALID = { email: 'neu@example.org', name: 'Nina Neu', password: 'Fluss-Ufer-123', repeat: 'Fluss-Ufer-123', privacy: true };

async function fillAndSubmit(input: Input) {
  const v = { ...VALID, ...input };
  if (v.email) await userEvent.type(field('E-Mail'), v.email);
  if (v.name) await userEvent.type(field('Name'), v.name);
  if (v.password) await userEvent.type(field('Passwort'), v.password);
  if (v.repeat) await userEvent.type(field('Passwort wiederholen'), v.repeat);
  if (v.privacy) await userEvent.click(screen.getByRole('checkbox'));
  await userEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RegisterPage', () => {
  it('has the labelled fields, the privacy consent with its link and the link to the login, and no message before a submit', () => {
    stubApi({});
    renderRegister();
    expect(screen.getByRole('heading', { name: 'Registrierung' })).toBeInTheDocument();
    expect(field('E-Mail')).toHaveAttribute('type', 'email');
    expect(field('Name')).toHaveAttribute('type', 'text');
    expect(field('Passwort')).toHaveAttribute('type', 'password');
    expect(field('Passwort wiederholen')).toHaveAttribute('type', 'password');
    const consent = screen.getByRole('checkbox', { name: /^Ich habe die Datenschutzerklärung.* gelesen und stimme ihr zu\.$/ });
    expect(consent).not.toBeChecked();
    expect(screen.getByRole('link', { name: /Datenschutzerklärung/ })).toHaveAttribute('href', '/datenschutz');
    expect(screen.getByRole('link', { name: 'Bereits registriert? Zum Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText(/Das Passwort ist zu kurz/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['a password shorter than 8 characters', { password: 'kurz123', repeat: 'kurz123' }, 'Passwort',
      'Das Passwort ist zu kurz. Es muss mindestens 8 Zeichen lang sein.'],
    ['differing passwords', { repeat: 'anderes-passwort' }, 'Passwort wiederholen', 'Die Passwörter stimmen nicht überein.'],
    ['no privacy consent', { privacy: false }, 'checkbox',
      'Sie müssen der Datenschutzerklärung zustimmen um sich registrieren zu können.'],
    ['an empty e-mail address', { email: '' }, 'E-Mail', 'Bitte geben Sie Ihre Email Adresse an.'],
    ['an empty name', { name: '' }, 'Name', 'Bitte geben Sie Ihren Namen an.'],
  ] as const)('refuses %s at the field, with the focus there, and sends nothing', async (_case, input, label, message) => {
    const calls = stubApi({ 'POST /auth/register': { status: 200, body: { Message: 'success' } } });
    renderRegister();
    await fillAndSubmit(input);
    expect(screen.getByText(message)).toBeVisible();
    const target = label === 'checkbox' ? screen.getByRole('checkbox') : field(label);
    expect(target).toHaveAttribute('aria-invalid', 'true');
    expect(target).toHaveAccessibleDescription(new RegExp(message.replace(/[.?]/g, '\\$&')));
    await waitFor(() => expect(target).toHaveFocus());
    expect(calls).toEqual([]);
  });

  it('rates the password as it is typed, in words as well as by the bar, and refuses one that is easy to guess', async () => {
    const calls = stubApi({ 'POST /auth/register': { status: 200, body: { Message: 'success' } } });
    renderRegister();
    await userEvent.type(field('Passwort'), 'Passwort1!');
    const meter = await screen.findByText(/^Passwortstärke:/);
    expect(meter).toHaveTextContent('Passwortstärke: mäßig – zu leicht zu erraten.');
    expect(screen.getByRole('meter', { name: 'Passwortstärke' })).toHaveAttribute('aria-valuetext', 'mäßig');
    await fillAndSubmit({ password: '', repeat: 'Passwort1!' });
    const message = await screen.findAllByText(/^Das Passwort ist zu leicht zu erraten\./);
    expect(message[0]).toBeVisible();
    expect(field('Passwort')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);

    await userEvent.clear(field('Passwort'));
    await userEvent.type(field('Passwort'), 'Fluss am Abend leuchtet');
    await waitFor(() => expect(screen.getByText(/^Passwortstärke:/)).toHaveTextContent('Passwortstärke: sehr gut'));
  });

  it('shows every message of an empty form at once and focuses the first field', async () => {
    const calls = stubApi({});
    renderRegister();
    await userEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
    for (const text of ['Bitte geben Sie Ihre Email Adresse an.', 'Bitte geben Sie Ihren Namen an.',
      'Das Passwort ist zu kurz. Es muss mindestens 8 Zeichen lang sein.',
      'Sie müssen der Datenschutzerklärung zustimmen um sich registrieren zu können.']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    await waitFor(() => expect(field('E-Mail')).toHaveFocus());
    expect(calls).toEqual([]);
  });

  it('removes a message once its field is changed', async () => {
    stubApi({});
    renderRegister();
    await fillAndSubmit({ privacy: false });
    expect(screen.getByText(/Sie müssen der Datenschutzerklärung zustimmen/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox'));
    expect(screen.queryByText(/Sie müssen der Datenschutzerklärung zustimmen/)).toBeNull();
    expect(screen.getByRole('checkbox')).not.toHaveAttribute('aria-invalid');
  });

  it('sends the registration payload and on success hides the form and leads to the login', async () => {
    const calls = stubApi({ 'POST /auth/register': { status: 200, body: { Message: 'success' } } });
    renderRegister();
    await fillAndSubmit({ email: '  neu@example.org ' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Registrierung erfolgreich. Bitte prüfen Sie Ihr Email Postfach.');
    expect(calls).toEqual([{
      method: 'POST', path: '/auth/register',
      body: { Email: 'neu@example.org', Name: 'Nina Neu', Password: 'Fluss-Ufer-123', Attributes: [], Profile: [] },
    }]);
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByLabelText('E-Mail')).toBeNull();
    expect(screen.getByRole('link', { name: 'Zum Login' })).toHaveAttribute('href', '/login');
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('started from a page (?zurueck=), says what comes next and leads back there: the login at once, the activation later', async () => {
    stubApi({ 'POST /auth/register': { status: 200, body: { Message: 'success' } } });
    const project = '/map?workspace=w1&layer=l1';
    renderRegister(`/register?zurueck=${encodeURIComponent(project)}`);
    expect(screen.getByRole('link', { name: 'Bereits registriert? Zum Login' })).toHaveAttribute('href', `/login?zurueck=${encodeURIComponent(project)}`);
    await fillAndSubmit({});
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Öffnen Sie ihn, um Ihr Konto zu aktivieren – danach geht es dort weiter, wo Sie sich registriert haben.');
    expect(screen.getByRole('link', { name: 'Zum Login' })).toHaveAttribute('href', `/login?zurueck=${encodeURIComponent(project)}`);
    expect(window.localStorage.getItem('return-after-activation')).toBe(project);
    window.localStorage.clear();
  });

  it.each<[string, StubAnswer, string]>([
    ['exists (409)', { status: 409, body: { Message: 'exists' } }, 'Es existiert bereits ein Account mit dieser Email Adresse.'],
    ['noemail (400)', { status: 400, body: { Message: 'noemail' } }, 'Sie haben keine gültige Email Adresse angegeben.'],
    ['another 400', { status: 400, body: { Message: 'Ungültige Eingabe.', Errors: [{ Field: 'Name', Message: 'Der Name ist zu lang.' }] } },
      'Es ist ein Fehler bei der Registrierung aufgetreten.'],
    ['an unexpected 200 answer', { status: 200, body: { Message: 'vielleicht' } }, 'Es ist ein Fehler bei der Registrierung aufgetreten.'],
    ['a rate limit (429)', { status: 429, body: { Message: 'Zu viele Anfragen.' } }, 'Es ist ein Fehler bei der Registrierung aufgetreten.'],
    ['a server error (500)', { status: 500, body: { Message: 'Interner Fehler' } }, 'Registrierung fehlgeschlagen'],
    ['no connection', 'network', 'Registrierung fehlgeschlagen'],
  ])('answers %s with its message and keeps the form', async (_case, answer, message) => {
    const calls = stubApi({ 'POST /auth/register': answer });
    renderRegister();
    await fillAndSubmit({});
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(calls).toHaveLength(1);
    expect(field('E-Mail')).toHaveValue('neu@example.org');
    expect(screen.getByRole('button', { name: 'Registrieren' })).toBeEnabled();
  });

  describe('with terms of use (docs/product.md §2.22)', () => {
    const VERSION = '0123456789abcdef';
    const ORG = { Title: 'Stadt', Menu: [], Other: {}, TermsVersion: VERSION };
    const termsBox = () => screen.getByRole('checkbox', { name: /^Ich akzeptiere die Nutzungsbedingungen und die Netiquette/ });

    it('asks for them only while the organisation has terms: a box with the link that opens a new tab and says so', async () => {
      stubApi({}, ORG);
      renderRegister();
      // The library joins the label's parts with a space before the full stop; browsers do not.
      expect(await screen.findByRole('checkbox', { name: /^Ich akzeptiere die Nutzungsbedingungen und die Netiquette \(öffnet in einem neuen Tab\) ?\.$/ })).not.toBeChecked();
      const link = screen.getByRole('link', { name: 'Nutzungsbedingungen und die Netiquette (öffnet in einem neuen Tab)' });
      expect(link).toHaveAttribute('href', '/nutzungsbedingungen');
      expect(link).toHaveAttribute('target', '_blank');
      expect(termsBox()).toBeRequired();
    });

    it('shows no box where the organisation has none', async () => {
      stubApi({});
      renderRegister();
      await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(1));
      await new Promise((r) => setTimeout(r, 20));
      expect(screen.queryByRole('checkbox', { name: /Nutzungsbedingungen/ })).toBeNull();
    });

    it('refuses the form without the tick at the box, with the focus there, and sends nothing', async () => {
      const calls = stubApi({ 'POST /auth/register': { status: 200, body: { Message: 'success' } } }, ORG);
      renderRegister();
      await screen.findByRole('checkbox', { name: /Nutzungsbedingungen/ });
      await fillAndSubmit({ privacy: false });
      await userEvent.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
      await userEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
      expect(screen.getByText('Bitte akzeptieren Sie die Nutzungsbedingungen und die Netiquette.')).toBeVisible();
      expect(termsBox()).toHaveAttribute('aria-invalid', 'true');
      expect(termsBox()).toHaveAccessibleDescription('Bitte akzeptieren Sie die Nutzungsbedingungen und die Netiquette.');
      await waitFor(() => expect(termsBox()).toHaveFocus());
      expect(calls).toEqual([]);
    });

    it('sends the version accepted with the registration', async () => {
      const calls = stubApi({ 'POST /auth/register': { status: 200, body: { Message: 'success' } } }, ORG);
      renderRegister();
      await userEvent.click(await screen.findByRole('checkbox', { name: /Nutzungsbedingungen/ }));
      await fillAndSubmit({ privacy: false });
      await userEvent.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
      await userEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Registrierung erfolgreich.');
      expect(calls.map((c) => c.body)).toEqual([
        { Email: 'neu@example.org', Name: 'Nina Neu', Password: 'Fluss-Ufer-123', Attributes: [], Profile: [], AcceptTerms: VERSION },
      ]);
    });

    it('puts a refusal of the version at the box, unticks it and loads the organisation again', async () => {
      const message = 'Die Nutzungsbedingungen haben sich inzwischen geändert. Bitte lesen Sie die aktuelle Fassung und akzeptieren Sie sie erneut.';
      stubApi({ 'POST /auth/register': { status: 400, body: { Message: message, Errors: [{ Field: 'AcceptTerms', Message: message }] } } }, ORG);
      const orgLoads = () => vi.mocked(fetch).mock.calls.filter(([input]) => String(input).endsWith('/auth/org')).length;
      renderRegister();
      await userEvent.click(await screen.findByRole('checkbox', { name: /Nutzungsbedingungen/ }));
      const loadsBefore = orgLoads();
      await fillAndSubmit({ privacy: false });
      await userEvent.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
      await userEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
      expect(await screen.findByText(message)).toBeVisible();
      expect(termsBox()).not.toBeChecked();
      expect(termsBox()).toHaveAttribute('aria-invalid', 'true');
      await waitFor(() => expect(termsBox()).toHaveFocus());
      expect(screen.queryByRole('alert')).toBeNull();
      await waitFor(() => expect(orgLoads()).toBeGreaterThan(loadsBefore));
      expect(field('E-Mail')).toHaveValue('neu@example.org');
    });
  });
});

describe('RegisterPage with profile questions (docs/product.md §25.3)', () => {
  it('asks them optionally, „Keine Angabe“ by default, and sends only the answers chosen', async () => {
    const Q1 = '01900000-0000-7000-8000-000000000001';
    const Q2 = '01900000-0000-7000-8000-000000000004';
    const SUED = '01900000-0000-7000-8000-000000000003';
    const calls = stubApi({
      'GET /profile-questions': { status: 200, body: [
        { ID: Q1, Label: 'Stadtteil', Active: true, Options: [{ ID: '01900000-0000-7000-8000-000000000002', Label: 'Nord' }, { ID: SUED, Label: 'Süd' }] },
        { ID: Q2, Label: 'Altersgruppe', Active: true, Options: [{ ID: '01900000-0000-7000-8000-000000000005', Label: 'unter 30' }, { ID: '01900000-0000-7000-8000-000000000006', Label: '30 und älter' }] },
      ] },
      'POST /auth/register': { status: 200, body: { Message: 'success' } },
    });
    renderRegister();
    expect(await screen.findByRole('group', { name: 'Angaben zu Ihrer Person (freiwillig)' })).toBeInTheDocument();
    expect(field('Altersgruppe')).toHaveValue('');
    await userEvent.selectOptions(field('Stadtteil'), SUED);
    await fillAndSubmit({});
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => (c.body as { Profile: unknown }).Profile)).toEqual([[{ Question: Q1, Option: SUED }]]));
  });
});
