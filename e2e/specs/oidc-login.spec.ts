/** Sign-in through an organisation's identity provider (docs/product.md §14.1) in Chromium,
 *  against a real OpenID provider started by the spec (oidc-provider with its own signing key and
 *  users; server/test/oidc-peer.ts): the administrator adds the provider in the organisation
 *  administration, logs out; a new person signs in with „Anmelden mit …“, confirms the new
 *  account, and logs out — which ends the provider's session too. Axe and a screenshot on each
 *  new screen. */
import type { Page } from '@playwright/test';
import { startOidcPeer, type OidcPeer } from '../../server/test/oidc-peer.js';
import { ADMIN, expect, loginViaScreen, saveScreenshot, test } from './fixtures.js';
import { axeViolations } from './page-checks.js';

let peer: OidcPeer | undefined;
test.afterAll(async () => peer?.close());

async function checkPage(page: Page, name: string) {
  expect(await axeViolations(page), name).toEqual([]);
  await saveScreenshot(page, name);
}

test('a provider configured in the UI signs a new person in after confirmation, and logout ends both sessions', async ({ page, server }) => {
  peer = await startOidcPeer([{
    clientId: 'mitmachkarte', clientSecret: 'e2e-client-secret', redirectUri: `${server.baseUrl}/api/v1/auth/oidc/callback`, postLogoutUri: `${server.baseUrl}/`,
  }]);
  peer.accounts.set('olga', { email: 'olga.oidc@example.org', emailVerified: true, name: 'Olga Oidc' });
  peer.login = 'olga';

  // The administrator adds the provider.
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await page.goto('/#/admin/organisations');
  const section = page.getByRole('region', { name: 'Anmeldung über Identitätsanbieter' });
  await section.getByRole('button', { name: 'Identitätsanbieter hinzufügen' }).click();
  const form = section.getByRole('form', { name: 'Identitätsanbieter hinzufügen' });
  await form.getByLabel('Bezeichnung').fill('Stadt-Konto');
  await form.getByLabel('Aussteller-URL (Issuer)').fill(peer.issuer);
  await form.getByLabel('Client-ID').fill('mitmachkarte');
  await form.getByLabel('Client-Secret').fill('e2e-client-secret');
  await form.getByLabel('Für wen').selectOption({ label: 'beide' });
  await checkPage(page, 'oidc-admin-form');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(section.getByRole('button', { name: 'Stadt-Konto bearbeiten' })).toBeVisible();
  // A password login's logout stays on this site.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(`${server.baseUrl}/#/`);

  // A new person signs in through the provider and confirms the new account.
  await page.goto('/#/login');
  const button = page.getByRole('link', { name: 'Anmelden mit Stadt-Konto' });
  await expect(button).toBeVisible();
  await checkPage(page, 'oidc-login-page');
  await button.click();
  await page.waitForURL(/#\/anmelden\/bestaetigen/);
  await expect(page.getByRole('heading', { name: 'Neues Konto anlegen mit Stadt-Konto' })).toBeVisible();
  await expect(page.getByText('olga.oidc@example.org', { exact: false })).toBeVisible();
  await checkPage(page, 'oidc-confirm-create');
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  await page.waitForURL((url) => !url.hash.startsWith('#/anmelden'));
  const info = await (await page.request.get('/api/v1/auth/info')).json() as { LoggedIn: boolean; Email: string };
  expect(info).toMatchObject({ LoggedIn: true, Email: 'olga.oidc@example.org' });

  // The profile lists the link.
  await page.goto('/#/profile');
  await expect(page.getByRole('heading', { name: 'Anmeldung über andere Dienste' })).toBeVisible();
  await checkPage(page, 'oidc-profile');

  // Logout ends the session here and at the provider, then comes back to the start page.
  const logouts = peer.logouts;
  await page.getByRole('button', { name: 'Olga Oidc' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(`${server.baseUrl}/`);
  expect(peer.logouts).toBe(logouts + 1);
  expect(((await (await page.request.get('/api/v1/auth/info')).json()) as { LoggedIn: boolean }).LoggedIn).toBe(false);
});
