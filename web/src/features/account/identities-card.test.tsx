import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { IdentitiesCard } from './identities-card';

afterEach(() => vi.unstubAllGlobals());

const A = '0190f5a2-0000-7000-8000-00000000000a';
const B = '0190f5a2-0000-7000-8000-00000000000b';
const INFO = { status: 200, body: { LoggedIn: true, Permissions: [], ID: '01900000-0000-7000-8000-0000000000aa', Name: 'Erika', Email: 'erika@example.org' } };
const LAST = 'Sie können diese Verknüpfung nicht trennen: Ihr Konto hat kein Passwort und keine andere Anmeldung.';

describe('„Anmeldung über andere Dienste“ (docs/product.md §14.1)', () => {
  it('lists the providers, starts a link through the provider and shows the server\'s refusal to unlink the last way in', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = stubApi({
      'GET /auth/info': INFO,
      'GET /auth/account/identities': { status: 200, body: [{ ProviderID: A, Label: 'Stadt-Konto', Linked: true, LinkedAt: '2026-11-30T00:00:00Z' }, { ProviderID: B, Label: 'BundID', Linked: false }] },
      [`POST /auth/account/identities/${B}/link`]: { status: 200, body: { Redirect: 'https://idp.example.org/auth?x=1' } },
      [`DELETE /auth/account/identities/${A}`]: { status: 409, body: { Message: LAST } },
    });
    renderOne(<IdentitiesCard />);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Anmeldung über andere Dienste' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mit BundID verknüpfen' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://idp.example.org/auth?x=1'));
    await user.click(screen.getByRole('button', { name: 'Verknüpfung mit Stadt-Konto trennen' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === `/auth/account/identities/${A}`)).toBe(true));
  });

  it('is absent without providers', async () => {
    const calls = stubApi({ 'GET /auth/info': INFO, 'GET /auth/account/identities': { status: 200, body: [] } });
    const { container } = renderOne(<IdentitiesCard />);
    await waitFor(() => expect(calls.some((c) => c.path === '/auth/account/identities')).toBe(true));
    expect(container).toBeEmptyDOMElement();
  });
});
