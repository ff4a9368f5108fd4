import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { IdentityProvidersEditor } from './identity-providers-editor';

afterEach(() => vi.unstubAllGlobals());

const ORG = '0190f5a2-0000-7000-8000-0000000000f0';
const P = '0190f5a2-0000-7000-8000-0000000000f1';
const G = '0190f5a2-0000-7000-8000-0000000000f2';
const ADMIN = { status: 200, body: { LoggedIn: true, Permissions: ['admin'], ID: '01900000-0000-7000-8000-0000000000aa', Name: 'Admin', Email: 'admin@example.org' } };
const NONE = { AcrValues: [], Claim: '', ClaimValues: [], MunicipalityClaim: '' };
const SAVED = { GroupMappings: [], Verification: NONE, ID: P, Label: 'Stadt-Konto', Issuer: 'https://idp.example.org/realms/stadt', ClientId: 'mitmachkarte', HasClientSecret: true, Scopes: 'openid email profile', Audience: 'staff', Enabled: true, CreatedAt: '', UpdatedAt: '' };

describe('„Anmeldung über Identitätsanbieter“ (docs/product.md §14.1)', () => {
  it('adds a provider with labelled fields and edits it keeping the secret when left empty', async () => {
    const calls = stubApi({
      'GET /auth/info': ADMIN,
      [`GET /admin/organisation/${ORG}/identity-providers`]: { status: 200, body: [SAVED] },
      [`POST /admin/organisation/${ORG}/identity-providers`]: { status: 200, body: SAVED },
      [`PUT /admin/organisation/${ORG}/identity-providers/${P}`]: { status: 200, body: SAVED },
      'GET /admin/groups': { status: 200, body: [{ ID: G, Name: 'Planung', Permissions: [] }] },
    });
    renderOne(<IdentityProvidersEditor orgId={ORG} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Identitätsanbieter hinzufügen/ }));
    await user.type(screen.getByLabelText('Bezeichnung'), 'Stadt-Konto');
    await user.type(screen.getByLabelText('Aussteller-URL (Issuer)'), 'https://idp.example.org/realms/stadt');
    await user.type(screen.getByLabelText('Client-ID'), 'mitmachkarte');
    await user.type(screen.getByLabelText('Client-Secret'), 'geheim');
    await user.selectOptions(screen.getByLabelText('Für wen'), 'Team');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      Label: 'Stadt-Konto', Issuer: 'https://idp.example.org/realms/stadt', ClientId: 'mitmachkarte', ClientSecret: 'geheim', Scopes: 'openid email profile', Audience: 'staff', Enabled: true, GroupMappings: [],
      Verification: NONE,
    }));
    await user.click(await screen.findByRole('button', { name: 'Stadt-Konto bearbeiten' }));
    expect(screen.getByLabelText('Client-Secret')).toHaveValue('');
    expect(screen.getByText('Leer lassen, um das gespeicherte Client-Secret zu behalten.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Aktiv'));
    await user.click(screen.getByRole('button', { name: /Zuordnung hinzufügen/ }));
    await user.clear(screen.getByLabelText('Claim'));
    await user.type(screen.getByLabelText('Claim'), 'realm_access.roles');
    await user.type(screen.getByLabelText('Wert'), 'planung');
    await user.selectOptions(screen.getByLabelText('Gruppe'), 'Planung');
    // „Verifizierung“ (verified residents): a claim with its values, one per line, and the municipality key's claim.
    expect(screen.getByRole('group', { name: 'Verifizierung' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Claim für die Verifizierung'), 'vertrauensniveau');
    await user.type(screen.getByLabelText('Anerkannte Werte des Claims'), 'STORK-QAA-Level-3{enter}STORK-QAA-Level-4');
    await user.type(screen.getByLabelText('Claim mit dem Gemeindeschlüssel (AGS)'), 'gemeindeschluessel');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      ClientSecret: '', Enabled: false, GroupMappings: [{ Claim: 'realm_access.roles', Value: 'planung', GroupID: G }],
      Verification: { AcrValues: [], Claim: 'vertrauensniveau', ClaimValues: ['STORK-QAA-Level-3', 'STORK-QAA-Level-4'], MunicipalityClaim: 'gemeindeschluessel' },
    }));
  });

  it('is not shown to someone without `admin`', async () => {
    const calls = stubApi({ 'GET /auth/info': { ...ADMIN, body: { ...ADMIN.body, Permissions: ['orgmanager'] } } });
    const { container } = renderOne(<IdentityProvidersEditor orgId={ORG} />);
    await waitFor(() => expect(calls.some((c) => c.path === '/auth/info')).toBe(true));
    expect(container).toBeEmptyDOMElement();
    expect(calls.some((c) => c.path.includes('identity-providers'))).toBe(false);
  });
});
