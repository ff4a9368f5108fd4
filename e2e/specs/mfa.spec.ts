/** Two-factor login (docs/security.md) in Chromium: a user sets it up in the profile with the
 *  password by scanning the QR code (decoded here with jsQR, as a phone's camera would), keeps the
 *  recovery codes as a file and on paper, logs in again with a code of the app and with a recovery
 *  code, and makes new codes with password and code; a user manager of an organisation that
 *  requires it is led to the set-up before anything else. Axe and screenshots at 1280 and 375 px
 *  on every new screen. */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import jsQRModule from 'jsqr';
import { generate } from 'otplib';
import sharp from 'sharp';
import type { MfaSetup, Organisation, User } from '@mitmachkarte/contract';
import { ADMIN, expect, loginViaScreen, saveScreenshot, test } from './fixtures.js';
import { checkBothWidths, serveLocalTiles, visitorSessionCheck, watchPage } from './page-checks.js';

const PERSON = { email: 'tina.totp@example.org', password: 'Fluss-Ufer-123', name: 'Tina Totp' };
const MANAGER = { email: 'uwe.umsicht@example.org', password: 'Wiesen-Pfad-456', name: 'Uwe Umsicht' };

/** The text of the QR code shown by `page`'s image, read from its pixels. */
async function scanQr(page: Page): Promise<string> {
  const image = page.getByTestId('mfa-qr');
  // The image is visible by its alternative text before its pixels are decoded.
  await expect.poll(() => image.evaluate((img) => img instanceof HTMLImageElement ? img.complete && img.naturalWidth > 0 : true)).toBe(true);
  // In the middle of the window: scrolled only as far as needed, its top could lie under the fixed
  // navigation bar, and the screenshot of the element would show the bar there.
  await image.evaluate((img) => img.scrollIntoView({ block: 'center' }));
  const png = await image.screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const found = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  if (!found) throw new Error('no QR code found in the image');
  return found.data;
}

/** jsQR is CommonJS whose types name only its `default` export. */
const jsQR = jsQRModule.default;

/** The app's code `seconds` from now. */
const codeAt = (secret: string, seconds: number) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + seconds });

/** Counts the calls of window.print() (the browser's print dialogue cannot be driven headless). */
async function countPrints(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { prints: number }).prints = 0;
    window.print = () => {
      (window as unknown as { prints: number }).prints++;
    };
  });
  return () => page.evaluate(() => (window as unknown as { prints: number }).prints);
}

/** Downloads the recovery codes' text file of `card` and checks it holds `codes` and whose they
 *  are; then checks that printing prints only the codes (print media: everything else hidden),
 *  with a screenshot. */
async function keepCodes(page: Page, card: ReturnType<Page['locator']>, codes: string[], email: string, name: string) {
  const download = page.waitForEvent('download');
  await card.getByRole('link', { name: 'Als Textdatei herunterladen' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('wiederherstellungscodes.txt');
  const text = fs.readFileSync((await file.path())!, 'utf8');
  expect(text).toContain(`Für das Konto ${email} bei`);
  for (const code of codes) expect(text).toContain(`${code}\r\n`);

  await card.getByRole('button', { name: 'Drucken' }).click();
  // Printed, the page shows the codes' section alone (the card's heading is hidden, so the card
  // is found by its section here).
  const printed = page.locator('section.print-area');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Zwei-Faktor-Anmeldung', exact: true })).toBeHidden();
  await expect(printed.getByRole('list', { name: 'Ihre Wiederherstellungscodes' })).toBeVisible();
  await expect(printed.getByText(`Für das Konto ${email} bei`)).toBeVisible();
  await expect(printed.getByRole('button', { name: 'Drucken' })).toBeHidden();
  await saveScreenshot(page, `${name}-print`);
  await page.emulateMedia({ media: 'screen' });
}

test('a user sets up two-factor login with the password by scanning the QR code, keeps the codes, logs in with a code and with a recovery code', async ({ page, server }) => {
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  await admin.ok(admin.post<User>('/admin/user', { Name: PERSON.name, Email: PERSON.email, Password: PERSON.password, Active: true, Groups: [], Attributes: [] }), 'user');
  // A wrong code is an expected 400 (set-up) or 401 (login); logged out, /auth/info answers 401.
  const watch = watchPage(page, (method, url, status) => visitorSessionCheck(method, url, status)
    || (method === 'POST' && url.pathname === '/api/v1/auth/mfa/enable' && status === 400)
    || (method === 'POST' && url.pathname === '/api/v1/auth/login/mfa' && status === 401));
  const prints = await countPrints(page);
  await serveLocalTiles(page);
  await page.goto('/#/login');
  await loginViaScreen(page, PERSON.email, PERSON.password);
  await page.goto('/#/profile');
  const card = page.getByRole('main').locator('.card').filter({ has: page.getByRole('heading', { name: 'Zwei-Faktor-Anmeldung' }) });
  const setUp = card.getByRole('button', { name: 'Zwei-Faktor-Anmeldung einrichten' });
  await expect(setUp).toBeDisabled();
  await checkBothWidths(page, 'mfa-off');
  await card.getByLabel('Ihr Passwort').fill(PERSON.password);
  await setUp.click();
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
  const recovery = await codes.allTextContents();
  await checkBothWidths(page, 'mfa-recovery-codes');
  await keepCodes(page, card, recovery, PERSON.email, 'mfa-recovery-codes');
  expect(await prints()).toBe(1);
  await card.getByRole('button', { name: 'Ich habe die Codes gespeichert' }).click();
  await expect(card).toContainText('Sie haben noch 10 ungenutzte Wiederherstellungscodes.');
  await checkBothWidths(page, 'mfa-on');

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
  await main.getByLabel('Wiederherstellungscode').fill(recovery[0]!);
  await main.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('navigation').getByRole('button', { name: PERSON.name })).toBeVisible();
  await page.goto('/#/profile');
  await expect(card).toContainText('Sie haben noch 9 ungenutzte Wiederherstellungscodes.');

  // New codes with password and a recovery code: the old ones are spent.
  await card.getByLabel('Ihr Passwort').fill(PERSON.password);
  await card.getByLabel('Code aus der App oder Wiederherstellungscode').fill(recovery[1]!);
  await card.getByRole('button', { name: 'Neue Wiederherstellungscodes erzeugen' }).click();
  await expect(codes).toHaveCount(10);
  expect((await codes.allTextContents()).filter((c) => recovery.includes(c))).toEqual([]);
  await card.getByRole('button', { name: 'Ich habe die Codes gespeichert' }).click();
  await expect(card).toContainText('Sie haben noch 10 ungenutzte Wiederherstellungscodes.');
  expect(watch.problems()).toEqual([]);
});

test('a user manager of an organisation that requires two-factor login is led to its set-up before anything else', async ({ page, server }) => {
  // The administrator switches two-factor login on for themself, and in that session (password and
  // code given) mfa_pflicht on for the organisation: nobody else may.
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  const setup = await admin.ok(admin.post<MfaSetup>('/auth/mfa/setup', { Password: ADMIN.password }), 'set-up');
  await admin.ok(admin.post('/auth/mfa/enable', { Password: ADMIN.password, Code: await codeAt(setup.Secret, 0) }), 'enable');
  const [org] = await admin.ok(admin.get<Organisation[]>('/admin/organisations'), 'organisations');
  await admin.ok(admin.put(`/admin/organisation/${org!.ID}`, { Host: org!.Host, Config: { ...org!.Config, Other: { ...org!.Config.Other, mfa_pflicht: true } } }), 'mfa_pflicht');
  const group = await admin.ok(admin.post<{ ID: string }>('/admin/group', { Name: 'Verwaltung', Permissions: [{ Name: 'admin' }, { Name: 'usermanager' }] }), 'group');
  await admin.ok(admin.post('/admin/user', { Name: MANAGER.name, Email: MANAGER.email, Password: MANAGER.password, Active: true, Groups: [{ ID: group.ID }], Attributes: [] }), 'manager');

  const watch = watchPage(page);
  const prints = await countPrints(page);
  await serveLocalTiles(page);
  await page.goto('/#/login');
  await loginViaScreen(page, MANAGER.email, MANAGER.password);
  const main = page.getByRole('main');
  const title = main.getByRole('heading', { level: 1, name: 'Zwei-Faktor-Anmeldung einrichten' });
  await expect(title).toBeVisible();
  await expect(main).toContainText('Bis Sie sie eingerichtet haben, ist mit diesem Konto nichts anderes möglich.');
  await checkBothWidths(page, 'mfa-required');
  // Whatever page is asked for, the set-up comes first; the legal pages stay open.
  await page.goto('/#/admin/users');
  await expect(title).toBeVisible();
  await page.goto('/#/impressum');
  await expect(main.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  await page.goto('/#/admin/users');

  const card = main.locator('.card').filter({ has: page.getByRole('heading', { name: 'Zwei-Faktor-Anmeldung' }) });
  await card.getByLabel('Ihr Passwort').fill(MANAGER.password);
  await card.getByRole('button', { name: 'Zwei-Faktor-Anmeldung einrichten' }).click();
  const secret = new URL(await scanQr(page)).searchParams.get('secret')!;
  await card.getByLabel('Code aus der App').fill(await codeAt(secret, 0));
  await card.getByRole('button', { name: 'Einschalten' }).click();
  const codes = card.getByRole('list', { name: 'Ihre Wiederherstellungscodes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  // The codes stay until they are kept, although the session has its rights now.
  await checkBothWidths(page, 'mfa-required-codes');
  await keepCodes(page, card, await codes.allTextContents(), MANAGER.email, 'mfa-required-codes');
  expect(await prints()).toBe(1);
  await card.getByRole('button', { name: 'Ich habe die Codes gespeichert' }).click();
  await expect(title).toBeHidden();
  await expect(main.getByRole('heading', { level: 1, name: 'Benutzer' })).toBeVisible();
  expect(watch.problems()).toEqual([]);
});
