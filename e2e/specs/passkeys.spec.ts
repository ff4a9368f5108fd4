/** Passkeys (docs/security.md, Passkeys; docs/product.md §14) in Chromium with its virtual
 *  authenticator (Chrome DevTools Protocol, WebAuthn domain: a platform authenticator with
 *  resident keys and user verification): a user adds a passkey in the profile, renames it, logs
 *  out, signs in with it without a password, and removes it; the security mails arrive at a real
 *  SMTP peer. A passkey also answers the code step of an account with two-factor login. Axe and screenshots at 1280 and 375 px on the new screens.
 *
 *  The pages are opened at http://localhost:<port>, not at the fixtures' 127.0.0.1: the WebAuthn
 *  rpId is the host the browser asked, and Chromium takes no IP address as an rpId. localhost is
 *  a secure context like 127.0.0.1, and the server (listening on 127.0.0.1) gets Host
 *  localhost:<port>, from which it builds the expected origin. */
import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import type { MfaSetup, User } from '@mitmachkarte/contract';
import { ADMIN, expect, loginViaScreen, test } from './fixtures.js';
import { axeViolations, checkBothWidths, serveLocalTiles, visitorSessionCheck, watchPage } from './page-checks.js';

test.use({ mail: true });

const PERSON = { email: 'paula.passkey@example.org', password: 'Bach-Lauf-789', name: 'Paula Passkey' };

/** Gives `page` a virtual platform authenticator that verifies the user (as a fingerprint would). */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials };
}

test('a user adds a passkey in the profile, signs in with it without a password, and removes it', async ({ page, server, mailbox }) => {
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  await admin.ok(admin.post<User>('/admin/user', { Name: PERSON.name, Email: PERSON.email, Password: PERSON.password, Active: true, Groups: [], Attributes: [] }), 'user');
  const base = server.baseUrl.replace('127.0.0.1', 'localhost');
  const watch = watchPage(page, visitorSessionCheck);
  const authenticator = await addVirtualAuthenticator(page);
  await serveLocalTiles(page);

  await page.goto(`${base}/#/login`);
  await loginViaScreen(page, PERSON.email, PERSON.password);
  await page.goto(`${base}/#/profile`);
  const card = page.getByRole('main').locator('.card').filter({ has: page.getByRole('heading', { name: 'Passkeys', exact: true }) });
  await expect(card.getByText('Sie haben noch keinen Passkey.')).toBeVisible();
  await card.getByRole('button', { name: 'Passkey hinzufügen' }).click();
  // The password first: a taken-over session cannot add a passkey of its own.
  const ask = page.getByRole('dialog', { name: 'Passkey hinzufügen' });
  await ask.getByLabel('Ihr Passwort').fill(PERSON.password);
  expect(await axeViolations(page)).toEqual([]);
  await ask.getByRole('button', { name: 'Weiter' }).click();
  const list = card.getByRole('list', { name: 'Ihre Passkeys' });
  await expect(list).toContainText('Passkey 1');
  await expect(list).toContainText('noch nie benutzt');
  expect(await authenticator.credentials()).toHaveLength(1);
  expect((await mailbox.waitForMail(PERSON.email, 1)).subject).toMatch(/^Ein Passkey wurde zu Ihrem Konto hinzugefügt/);
  await checkBothWidths(page, 'passkeys-profile');

  await card.getByRole('button', { name: 'Passkey „Passkey 1“ umbenennen' }).click();
  const rename = page.getByRole('dialog', { name: 'Passkey umbenennen' });
  await rename.getByLabel('Neuer Name').fill('Laptop');
  await rename.getByLabel('Neuer Name').press('Enter');
  await expect(list).toContainText('Laptop');

  // Log out; sign in with the passkey alone: no e-mail address, no password.
  await page.getByRole('navigation').getByRole('button', { name: PERSON.name }).click();
  await page.getByRole('navigation').getByText('Logout').click();
  await expect(page.getByRole('navigation').getByRole('button', { name: 'Registrieren' })).toBeVisible();
  await page.goto(`${base}/#/login`);
  const passkeyButton = page.getByRole('main').getByRole('button', { name: 'Mit Passkey anmelden' });
  await expect(passkeyButton).toBeVisible();
  await checkBothWidths(page, 'passkeys-login');
  await passkeyButton.click();
  await expect(page.getByRole('navigation').getByRole('button', { name: PERSON.name })).toBeVisible();

  // The profile shows its use; removing it asks first, and the focus then goes to „Passkey hinzufügen“.
  await page.goto(`${base}/#/profile`);
  await expect(list).toContainText('zuletzt benutzt');
  await card.getByRole('button', { name: 'Passkey „Laptop“ entfernen' }).click();
  const question = page.getByRole('dialog', { name: 'Passkey entfernen' });
  await expect(question).toContainText('Möchten Sie den Passkey „Laptop“ wirklich entfernen?');
  await checkBothWidths(page, 'passkeys-remove');
  await question.getByRole('button', { name: 'OK' }).click();
  await expect(card.getByText('Sie haben noch keinen Passkey.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Passkey hinzufügen' })).toBeFocused();
  expect((await mailbox.waitForMail(PERSON.email, 2)).subject).toMatch(/^Ein Passkey wurde von Ihrem Konto entfernt/);

  // The passkey the device still holds no longer signs in.
  await page.getByRole('navigation').getByRole('button', { name: PERSON.name }).click();
  await page.getByRole('navigation').getByText('Logout').click();
  await expect(page.getByRole('navigation').getByRole('button', { name: 'Registrieren' })).toBeVisible();
  await page.goto(`${base}/#/login`);
  const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/auth/passkeys/login');
  await page.getByRole('main').getByRole('button', { name: 'Mit Passkey anmelden' }).click();
  expect((await refused).status()).toBe(401);
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Die Anmeldung mit dem Passkey ist fehlgeschlagen.');
  expect(watch.problems().filter((p) => !p.includes('POST /api/v1/auth/passkeys/login'))).toEqual([]);
});

test('a passkey answers the code step of an account with two-factor login in place of the app’s code', async ({ page, server }) => {
  const person = { email: 'zora.zweifach@example.org', password: 'Quell-Wasser-321', name: 'Zora Zweifach' };
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  await admin.ok(admin.post<User>('/admin/user', { Name: person.name, Email: person.email, Password: person.password, Active: true, Groups: [], Attributes: [] }), 'user');
  const base = server.baseUrl.replace('127.0.0.1', 'localhost');
  const watch = watchPage(page, visitorSessionCheck);
  await addVirtualAuthenticator(page);
  await serveLocalTiles(page);
  await page.goto(`${base}/#/login`);
  await loginViaScreen(page, person.email, person.password);
  await page.goto(`${base}/#/profile`);
  const card = page.getByRole('main').locator('.card').filter({ has: page.getByRole('heading', { name: 'Passkeys', exact: true }) });
  await card.getByRole('button', { name: 'Passkey hinzufügen' }).click();
  const ask = page.getByRole('dialog', { name: 'Passkey hinzufügen' });
  await ask.getByLabel('Ihr Passwort').fill(person.password);
  await ask.getByRole('button', { name: 'Weiter' }).click();
  await expect(card.getByRole('list', { name: 'Ihre Passkeys' })).toContainText('Passkey 1');

  // Two-factor login with the app, switched on in another session of the person.
  const own = server.api();
  await own.login(person.email, person.password);
  const setup = await own.ok(own.post<MfaSetup>('/auth/mfa/setup', { Password: person.password }), 'set-up');
  await own.ok(own.post('/auth/mfa/enable', { Password: person.password, Code: await generate({ secret: setup.Secret }) }), 'enable');

  await page.getByRole('navigation').getByRole('button', { name: person.name }).click();
  await page.getByRole('navigation').getByText('Logout').click();
  await expect(page.getByRole('navigation').getByRole('button', { name: 'Registrieren' })).toBeVisible();
  await page.goto(`${base}/#/login`);
  await loginViaScreen(page, person.email, person.password);
  await expect(page).toHaveURL(/#\/login\/code$/);
  const main = page.getByRole('main');
  await expect(main.getByLabel('Code aus der App')).toBeVisible();
  await checkBothWidths(page, 'passkeys-mfa-step');
  await main.getByRole('button', { name: 'Stattdessen Passkey verwenden' }).click();
  await expect(page.getByRole('navigation').getByRole('button', { name: person.name })).toBeVisible();
  expect(watch.problems()).toEqual([]);
});
