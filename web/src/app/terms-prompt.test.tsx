import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type StubAnswer } from '../test/api-stub';
import { renderRoutes } from '../test/render';
import { TermsPrompt } from './terms-prompt';

const V1 = '0123456789abcdef';
const V2 = 'fedcba9876543210';
const ORG = { Title: 'Stadt', Menu: [], Other: {}, TermsVersion: V2 };
const SIGNED_IN: StubAnswer = { status: 200, body: { LoggedIn: true, Permissions: [], ID: '0190a000-0000-7000-8000-000000000001', Name: 'Nina' } };

/** The prompt on the page at `path`. */
const renderPrompt = (path = '/') => renderRoutes([{ path: '*', element: <TermsPrompt /> }], path);

afterEach(() => vi.unstubAllGlobals());

describe('TermsPrompt (docs/product.md §2.22)', () => {
  it('asks a signed-in person whose acceptance is outdated; „Akzeptieren“ sends the current version and closes', async () => {
    const calls = stubApi({
      'GET /auth/info': SIGNED_IN,
      'GET /auth/terms': { status: 200, body: { Version: V2, AcceptedVersion: V1 } },
      'POST /auth/terms': { status: 200, body: { Version: V2, AcceptedVersion: V2 } },
    }, ORG);
    renderPrompt();
    const dialog = await screen.findByRole('dialog', { name: 'Die Nutzungsbedingungen haben sich geändert' });
    expect(dialog).toHaveAccessibleDescription(/noch nicht zugestimmt/);
    const link = screen.getByRole('link', { name: 'Nutzungsbedingungen und Netiquette lesen (öffnet in einem neuen Tab)' });
    expect(link).toHaveAttribute('href', '/nutzungsbedingungen');
    expect(link).toHaveAttribute('target', '_blank');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Akzeptieren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', path: '/auth/terms', body: { Version: V2 } }]);
  });

  it('asks a person who never accepted; Escape closes it for this visit without accepting', async () => {
    const calls = stubApi({ 'GET /auth/info': SIGNED_IN, 'GET /auth/terms': { status: 200, body: { Version: V2, AcceptedVersion: null } } }, ORG);
    renderPrompt();
    await screen.findByRole('dialog', { name: 'Die Nutzungsbedingungen haben sich geändert' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('„Später“ closes it too', async () => {
    stubApi({ 'GET /auth/info': SIGNED_IN, 'GET /auth/terms': { status: 200, body: { Version: V2, AcceptedVersion: null } } }, ORG);
    renderPrompt();
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Später' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog open with the reason when the acceptance is refused', async () => {
    const message = 'Die Nutzungsbedingungen haben sich inzwischen geändert. Bitte lesen Sie die aktuelle Fassung und akzeptieren Sie sie erneut.';
    stubApi({
      'GET /auth/info': SIGNED_IN,
      'GET /auth/terms': { status: 200, body: { Version: V2, AcceptedVersion: V1 } },
      'POST /auth/terms': { status: 400, body: { Message: message, Errors: [{ Field: 'Version', Message: message }] } },
    }, ORG);
    renderPrompt();
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Akzeptieren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Ihre Zustimmung konnte nicht gespeichert werden.${message}`);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it.each([
    ['a person whose acceptance is current', SIGNED_IN, ORG, { Version: V2, AcceptedVersion: V2 }, true],
    ['a visitor', undefined, ORG, undefined, false],
    ['anyone where the organisation has no terms', SIGNED_IN, { ...ORG, TermsVersion: null }, undefined, false],
  ] as const)('asks nobody else: %s', async (_case, info, org, state, asks) => {
    const calls = stubApi({
      ...(info ? { 'GET /auth/info': info } : {}),
      'GET /auth/terms': { status: 200, body: state ?? { Version: null, AcceptedVersion: null } },
    }, org);
    renderPrompt();
    if (asks) await waitFor(() => expect(calls.some((c) => c.path === '/auth/terms')).toBe(true));
    else await new Promise((r) => setTimeout(r, 100));
    expect(calls.some((c) => c.path === '/auth/terms')).toBe(asks);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays off the terms page itself, which its link opens', async () => {
    const calls = stubApi({ 'GET /auth/info': SIGNED_IN, 'GET /auth/terms': { status: 200, body: { Version: V2, AcceptedVersion: null } } }, ORG);
    renderPrompt('/nutzungsbedingungen');
    await waitFor(() => expect(calls.some((c) => c.path === '/auth/terms')).toBe(true));
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
