/** Verified residents (docs/product.md §14.1) in Chromium, against the real OpenID provider the
 *  spec starts (server/test/oidc-peer.ts), configured as the Keycloak realm of docs/deployment.md
 *  passes a BundID sign-in on (claims `vertrauensniveau` and `gemeindeschluessel`). The demo
 *  project is reserved for the verified residents of 06631009: an anonymous visitor and an
 *  unverified account see why they cannot take part and how to sign in, and no „Neuer Eintrag“;
 *  the server refuses their entry. A verified resident of 06631009 adds an entry through the map
 *  and sees the verification in the profile. Axe, no sideways scrolling and screenshots at 1280
 *  and 375 px on each new screen. */
import type { Organisation, Workspace } from '@mitmachkarte/contract';
import { BROKER_CLAIMS, startOidcPeer, type OidcPeer } from '../../server/test/oidc-peer.js';
import { ADMIN, chooseTruebAndAnswer, demoLayer, expect, freeSpot, layerPoints, mapElement, mapPanel, test } from './fixtures.js';
import { checkBothWidths } from './page-checks.js';

let peer: OidcPeer | undefined;
test.afterAll(async () => peer?.close());

const HOME = '06631009';

test('a resident-only project refuses an unverified account and takes the entry of a verified one', async ({ page, server }) => {
  test.setTimeout(120_000);
  peer = await startOidcPeer([{
    clientId: 'mitmachkarte', clientSecret: 'e2e-client-secret', redirectUri: `${server.baseUrl}/api/v1/auth/oidc/callback`, postLogoutUri: `${server.baseUrl}/`,
  }]);
  peer.accounts.set('uwe', { email: 'uwe.unverifiziert@example.org', emailVerified: true, name: 'Uwe Unverifiziert', claims: { [BROKER_CLAIMS.trustLevel]: 'STORK-QAA-Level-1' } });
  peer.accounts.set('vera', {
    email: 'vera.verifiziert@example.org', emailVerified: true, name: 'Vera Verifiziert',
    claims: { [BROKER_CLAIMS.trustLevel]: 'STORK-QAA-Level-3', [BROKER_CLAIMS.municipalityKey]: HOME },
  });

  // The administrator adds BundID (through the broker) with its „Verifizierung“ and reserves the
  // demo project for the residents of 06631009.
  const api = server.api();
  await api.login(ADMIN.email, ADMIN.password);
  const orgs = await api.ok(api.get<Organisation[]>('/admin/organisations'), 'organisations');
  const org = orgs.find((o) => o.Host === '127.0.0.1') ?? orgs.find((o) => o.Default)
    ?? await api.ok(api.post<Organisation>('/admin/organisation', { Host: '127.0.0.1' }), 'organisation');
  await api.ok(api.post(`/admin/organisation/${org.ID}/identity-providers`, {
    Label: 'BundID', Issuer: peer.issuer, ClientId: 'mitmachkarte', ClientSecret: 'e2e-client-secret', Audience: 'citizens',
    Verification: { AcrValues: [], Claim: BROKER_CLAIMS.trustLevel, ClaimValues: ['STORK-QAA-Level-3', 'STORK-QAA-Level-4'], MunicipalityClaim: BROKER_CLAIMS.municipalityKey },
  }), 'provider');
  const { workspace, layer } = await demoLayer(server);
  await api.ok(api.put<Workspace>(`/gis/workspace/${workspace.ID}`, {
    Name: workspace.Name, Public: workspace.Public, Editable: workspace.Editable, Attributes: workspace.Attributes,
    Residency: { Entries: true, Votes: true, Municipalities: [HOME] },
  }), 'workspace');

  // An anonymous visitor: the project page says why and offers the sign-in through BundID.
  await page.goto(`/#/projekt/${workspace.ID}`);
  const notice = page.getByRole('region', { name: 'Nur für verifizierte Einwohnerinnen und Einwohner' });
  await expect(notice.getByText(`An diesem Projekt können nur verifizierte Einwohnerinnen und Einwohner der Gemeinde ${HOME} Einträge anlegen und abstimmen.`)).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Anmelden mit BundID' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mitmachen', exact: true })).toHaveCount(0);
  await checkBothWidths(page, 'residents-project-anonymous');

  // Uwe signs in through BundID with too low a trust level: still kept out, sent to his profile.
  peer.login = 'uwe';
  await notice.getByRole('link', { name: 'Anmelden mit BundID' }).click();
  await page.waitForURL(/#\/anmelden\/bestaetigen/);
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  await page.waitForURL(new RegExp(`#/projekt/${workspace.ID}$`));
  await expect(notice.getByText(`Ihr Konto ist nicht als Einwohnerin oder Einwohner der Gemeinde ${HOME} verifiziert.`, { exact: false })).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Zum Profil' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mitmachen', exact: true })).toHaveCount(0);
  await checkBothWidths(page, 'residents-project-unverified');

  // The map: no „Neuer Eintrag“, the notice in the panel; the server refuses the entry too.
  await page.getByRole('link', { name: 'Karte ansehen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: layer.Name })).toBeVisible();
  await expect(mapPanel(page).getByRole('region', { name: 'Nur für verifizierte Einwohnerinnen und Einwohner' })).toBeVisible();
  await expect(mapPanel(page).getByRole('button', { name: 'Neuer Eintrag' })).toHaveCount(0);
  await checkBothWidths(page, 'residents-map-unverified');
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const refused = await page.request.post('/api/v1/gis/point', {
    headers: { 'x-xsrf-token': xsrf }, data: { Layer: layer.ID, Latitude: 51.3, Longitude: 9.47, Attributes: {} },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { Message: string }).Message).toMatch(/nur verifizierte Einwohnerinnen und Einwohner der Gemeinde 06631009 Einträge anlegen/);

  // Vera, a verified resident of 06631009, signs in through BundID and adds an entry.
  await page.context().clearCookies();
  peer.login = 'vera';
  // A new load of the app, which knows nothing of Uwe's session any more.
  await page.goto('about:blank');
  await page.goto(`/#/projekt/${workspace.ID}`);
  await notice.getByRole('link', { name: 'Anmelden mit BundID' }).click();
  await page.waitForURL(/#\/anmelden\/bestaetigen/);
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  await page.waitForURL(new RegExp(`#/projekt/${workspace.ID}$`));
  await expect(notice).toHaveCount(0);
  await page.getByRole('link', { name: 'Mitmachen', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: layer.Name })).toBeVisible();
  await expect(mapPanel(page).getByRole('region', { name: 'Nur für verifizierte Einwohnerinnen und Einwohner' })).toHaveCount(0);
  await expect(mapPanel(page).getByRole('button', { name: 'Neuer Eintrag' })).toBeVisible();
  // A double-click on a free spot places the marker and opens the category chooser.
  await mapElement(page).dblclick({ position: await freeSpot(page) });
  const form = await chooseTruebAndAnswer(page, 'Fulda am Auepark', 'Trübes Wasser nach dem Regen.');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Punkt erfolgreich gespeichert.')).toBeVisible();
  expect((await layerPoints(server, layer.ID)).some((p) => p.Attributes.Gewaessername?.Value === 'Fulda am Auepark')).toBe(true);

  // The profile tells her what BundID vouched for.
  await page.goto('/#/profile');
  await expect(page.getByTestId('verification')).toHaveText(/^Verifiziert über BundID am \d{2}\.\d{2}\.\d{4}, Gemeinde 06631009$/);
  await checkBothWidths(page, 'residents-profile-verified');
});
