/** Two-factor login (docs/security.md) in Chromium: a user sets it up in the profile by scanning the QR
 *  code (decoded here with jsQR, as a phone's camera would), keeps the recovery codes, and logs in
 *  again with a code of the app and with a recovery code; axe on every new screen. */
import type { Page } from '@playwright/test';
import jsQRModule from 'jsqr';
import { generate } from 'otplib';
import sharp from 'sharp';
import type { User } from '@mitmachkarte/contract';
import { ADMIN, expect, loginViaScreen, saveScreenshot, test } from './fixtures.js';
import { axeViolations, serveLocalTiles, visitorSessionCheck, watchPage } from './page-checks.js';

const PERSON = { email: 'tina.totp@example.org', password: 'Fluss-Ufer-123', name: 'Tina Totp' };

/** Axe (WCAG 2.1 A/AA) at desktop width and at 375 px, with a screenshot of each. */
async function checkBothWidths(page: Page, name: string) {
  for (const [width, height, suffix] of [[1280, 800, ''], [375, 812, '-phone']] as const) {
    await page.setViewportSize({ width, height });
    expect(await axeViolations(page), `${name}${suffix}`).toEqual([]);
    await saveScreenshot(page, `${name}${suffix}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The text of the QR code shown by `page`'s image, read from its pixels. */
async function scanQr(page: Page): Promise<string> {
  const png = await page.getByTestId('mfa-qr').screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const found = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  if (!found) throw new Error('no QR code found in the image');
  return found.data;
}

/** jsQR is CommonJS whose types name only its `default` export. */
const jsQR = jsQRModule.default;

/** The app's code `seconds` from now. */
const codeAt = (secret: string, seconds: number) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + seconds });

test('a user sets up two-factor login by scanning the QR code and logs in with a code and with a recovery code', async ({ page, server }) => {
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  await admin.ok(admin.post<User>('/admin/user', { Name: PERSON.name, Email: PERSON.email, Password: PERSON.password, Active: true, Groups: [], Attributes: [] }), 'user');
  // A wrong code is an expected 400 (set-up) or 401 (login); logged out, /auth/info answers 401.
  const watch = watchPage(page, (method, url, status) => visitorSessionCheck(method, url, status)
    || (method === 'POST' && url.pathname === '/api/v1/auth/mfa/enable' && status === 400)
    || (method === 'POST' && url.pathname === '/api/v1/auth/login/mfa' && status === 401));
  await serveLocalTiles(page);
  await page.goto('/#/login');
  await loginViaScreen(page, PERSON.email, PERSON.password);
  await page.goto('/#/profile');
  const card = page.getByRole('main').locator('.card').filter({ has: page.getByRole('heading', { name: 'Zwei-Faktor-Anmeldung' }) });
  await card.getByRole('button', { name: 'Zwei-Faktor-Anmeldung einrichten' }).click();
  await expect(card.getByRole('img', { name: 'QR-Code zum Einrichten der Authenticator-App' })).toBeVisible();
  await checkBothWidths(page, 'mfa-setup');

  // The phone scans the code: an otpauth address with the secret shown for manual entry too.
  const uri = new URL(await scanQr(page));
  expect(uri.protocol).toBe('otpauth:');
  const secret = uri.searchParams.get('secret')!;
  await expect(card.getByText(secret)).toBeVisible();
  await card.getByLabel('Code aus der App').fill('000000');
  await card.getByRole('button', { name: 'Einschalten' }).click();
  await expect(card.getByRole('alert')).toHaveText('Der Code stimmt nicht. Bitte versuchen Sie es noch einmal.');
  await card.getByLabel('Code aus der App').fill(await codeAt(secret, 0));
  await card.getByRole('button', { name: 'Einschalten' }).click();
  const codes = card.getByRole('list', { name: 'Ihre Wiederherstellungscodes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.allTextContents())[0]!;
  await checkBothWidths(page, 'mfa-recovery-codes');
  await card.getByRole('button', { name: 'Ich habe die Codes gespeichert' }).click();
  await expect(card).toContainText('Sie haben noch 10 ungenutzte Wiederherstellungscodes.');

  // Log out; the password alone no longer logs in: the code page asks for the app's code.
  await page.getByRole('navigation').getByRole('button', { name: PERSON.name }).click();
  await page.getByRole('navigation').getByText('Logout').click();
  await expect(page.getByRole('navigation').getByRole('button', { name: 'Registrieren' })).toBeVisible();
  await page.goto('/#/login');
  await loginViaScreen(page, PERSON.email, PERSON.password);
  await expect(page).toHaveURL(/#\/login\/code$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Bestätigungscode' })).toBeVisible();
  await checkBothWidths(page, 'mfa-login-code');
  await main.getByLabel('Code aus der App').fill(await codeAt(secret, 30));
  await main.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('navigation').getByRole('button', { name: PERSON.name })).toBeVisible();

  // Once more with a recovery code instead of the phone.
  await page.getByRole('navigation').getByRole('button', { name: PERSON.name }).click();
  await page.getByRole('navigation').getByText('Logout').click();
  await expect(page.getByRole('navigation').getByRole('button', { name: 'Registrieren' })).toBeVisible();
  await page.goto('/#/login');
  await loginViaScreen(page, PERSON.email, PERSON.password);
  await main.getByRole('button', { name: 'Stattdessen einen Wiederherstellungscode verwenden' }).click();
  await main.getByLabel('Wiederherstellungscode').fill(recovery);
  await main.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('navigation').getByRole('button', { name: PERSON.name })).toBeVisible();
  await page.goto('/#/profile');
  await expect(card).toContainText('Sie haben noch 9 ungenutzte Wiederherstellungscodes.');
  expect(watch.problems()).toEqual([]);
});
