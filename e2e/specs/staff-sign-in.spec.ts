/** An organisation requires its staff to sign in through its identity provider
 *  (docs/product.md §14.1, „Team-Anmeldung“) in Chromium, against a real OpenID provider started
 *  by the spec (server/test/oidc-peer.ts): the administrator links the provider, signs in through
 *  it and switches the rule on in the organisation administration; a user manager's password is
 *  then refused on the login screen with the message naming the provider, whose button stays,
 *  and the provider lets the user manager in. Axe, no sideways scrolling and screenshots at 1280
 *  and 375 px on the new screens. */
import type { Group, IdentityProvider, Organisation } from '@mitmachkarte/contract';
import { startOidcPeer, type OidcPeer } from '../../server/test/oidc-peer.js';
import { ADMIN, expect, test } from './fixtures.js';
import { checkBothWidths } from './page-checks.js';

let peer: OidcPeer | undefined;
test.afterAll(async () => peer?.close());

const UTE = { email: 'ute.verwaltung@example.org', password: 'ute-verwaltet-2026', name: 'Ute Verwaltung' };
const REFUSED = 'Ihre Organisation verlangt, dass sich Konten mit Verwaltungsrechten über ihren Anmeldedienst anmelden. Bitte nutzen Sie „Anmelden mit Stadt-Konto“.';

test('the administrator requires the team to sign in through the provider; a user manager\'s password is refused, the provider lets them in', async ({ page, server }) => {
  peer = await startOidcPeer([{
    clientId: 'mitmachkarte', clientSecret: 'e2e-client-secret', redirectUri: `${server.baseUrl}/api/v1/auth/oidc/callback`, postLogoutUri: `${server.baseUrl}/`,
  }]);
  peer.accounts.set('chefin', { email: ADMIN.email, emailVerified: true, name: 'Chefin' });
  peer.accounts.set('ute', { email: UTE.email, emailVerified: true, name: UTE.name });
  // Keycloak's AMR mapper would name the second factor the same way.
  peer.amr = ['pwd', 'otp'];

  // Through the API: the provider for the team and a user manager.
  const api = server.api();
  await api.login(ADMIN.email, ADMIN.password);
  const org = (await api.ok(api.get<Organisation[]>('/admin/organisations'), 'organisations')).find((o) => o.Default)!;
  await api.ok(api.post<IdentityProvider>(`/admin/organisation/${org.ID}/identity-providers`, {
    Label: 'Stadt-Konto', Issuer: peer.issuer, ClientId: 'mitmachkarte', ClientSecret: 'e2e-client-secret', Audience: 'staff',
  }), 'provider');
  const group = await api.ok(api.post<Group>('/admin/group', { Name: 'Benutzerverwaltung', Permissions: [{ Name: 'usermanager' }] }), 'group');
  await api.ok(api.post('/admin/user', { Name: UTE.name, Email: UTE.email, Password: UTE.password, Active: true, Groups: [{ ID: group.ID }], Attributes: [] }), 'user');

  // The administrator signs in through the provider and links the account with its password.
  peer.login = 'chefin';
  await page.goto('/#/login');
  await page.getByRole('link', { name: 'Anmelden mit Stadt-Konto' }).click();
  await page.waitForURL(/#\/anmelden\/bestaetigen/);
  await page.getByLabel('Passwort Ihres Kontos').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Konto verknüpfen' }).click();
  await page.waitForURL((url) => !url.hash.startsWith('#/anmelden'));

  // … and switches the rule on.
  await page.goto('/#/admin/organisations');
  const section = page.getByRole('region', { name: 'Team-Anmeldung über Identitätsanbieter' });
  await expect(section.getByText('Sie sind gerade über „Stadt-Konto“ angemeldet.')).toBeVisible();
  await section.getByLabel('Team muss sich über einen Identitätsanbieter anmelden').check();
  await section.getByRole('checkbox', { name: 'Stadt-Konto' }).check();
  await section.getByLabel('Nur mit bestätigtem zweiten Faktor (amr-Werte, durch Leerzeichen getrennt)').fill('otp');
  await section.scrollIntoViewIfNeeded();
  await checkBothWidths(page, 'staff-sign-in-admin');
  await section.getByRole('button', { name: 'Team-Anmeldung speichern' }).click();
  await expect(page.getByText('Die Team-Anmeldung wurde gespeichert.')).toBeVisible();

  // The user manager's password is refused with the message; the provider's button stays.
  // Another browser, as it were: no cookies, and the app loaded afresh.
  await page.context().clearCookies();
  await page.goto('/#/login');
  await page.reload();
  const main = page.getByRole('main');
  await main.getByLabel('Email Adresse').fill(UTE.email);
  await main.getByLabel('Passwort', { exact: true }).fill(UTE.password);
  const answer = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/auth/login');
  await main.getByLabel('Passwort', { exact: true }).press('Enter');
  expect((await answer).status()).toBe(403);
  await expect(page.getByText(REFUSED)).toBeVisible();
  const button = page.getByRole('link', { name: 'Anmelden mit Stadt-Konto' });
  await expect(button).toBeVisible();
  await checkBothWidths(page, 'staff-sign-in-refused');

  // The provider lets the user manager in (linking the account with its password the first time).
  peer.login = 'ute';
  await button.click();
  await page.waitForURL(/#\/anmelden\/bestaetigen/);
  await page.getByLabel('Passwort Ihres Kontos').fill(UTE.password);
  await page.getByRole('button', { name: 'Konto verknüpfen' }).click();
  await page.waitForURL((url) => !url.hash.startsWith('#/anmelden'));
  const info = await (await page.request.get('/api/v1/auth/info')).json() as { LoggedIn: boolean; Email: string; Permissions: string[] };
  expect(info).toMatchObject({ LoggedIn: true, Email: UTE.email });
  expect(info.Permissions).toContain('usermanager');
});
