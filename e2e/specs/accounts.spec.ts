/** Self-service accounts: registration with activation on the mailed link's page, the password
 *  reset confirmed on the mailed link's page (docs/decisions/0009), and the validation messages of
 *  both forms. The server sends its mails over SMTP to a real peer (server/test/smtp-peer.ts). */
import type { Page } from '@playwright/test';
import { expect, loginViaScreen, saveScreenshot, test } from './fixtures.js';
import { checkBothWidths, serveLocalTiles, visitorSessionCheck, watchPage } from './page-checks.js';
import { linkIn } from '../../server/test/smtp-peer.js';

test.use({ mail: true });

const ACTIVATE = '/api/v1/auth/activate/';
const ACTIVATE_PASSWORD = '/api/v1/auth/activatepassword/';

/** Opens a link as a mail gateway's scanner does (GET and HEAD, no cookies): it must change nothing. */
async function scan(link: URL) {
  for (const method of ['GET', 'HEAD']) expect((await fetch(link, { method, redirect: 'manual' })).status).toBe(302);
}

/** Axe (WCAG 2.1 A/AA) at desktop width and at 375 px, with a screenshot of each. */
/** Waits until the password's strength meter is drawn: it loads its rule lazily and then pushes
 *  the form's button down, so a click aimed before that lands beside the button (under CI load a
 *  reset form once ignored the click that way). */
const strengthShown = (page: Page) => expect(page.getByRole('main').getByRole('meter', { name: 'Passwortstärke' })).toBeVisible();

/** Records the API calls to `path` the page makes (to prove that a refused form sends nothing). */
function recordPosts(page: Page, path: string): string[] {
  const posts: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === `/api/v1${path}`) posts.push(req.url());
  });
  return posts;
}

test('a newcomer registers, confirms the mailed link with the password on its page and is logged in', async ({ page, mailbox, server }) => {
  // The wrong password typed on the link's page is an expected 400; the visitor's 401 of /auth/info too.
  const watch = watchPage(page, (method, url, status) =>
    visitorSessionCheck(method, url, status) || (method === 'POST' && url.pathname === '/api/v1/auth/activate' && status === 400));
  await serveLocalTiles(page);
  const email = 'nina.neu@example.org';
  const password = 'nina-passwort-1';
  await page.goto('/#/');
  await page.getByRole('navigation').getByRole('button', { name: 'Registrieren' }).click();
  await expect(page).toHaveURL(/#\/register$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Registrierung' })).toBeVisible();
  await expect(main.getByRole('link', { name: /Datenschutzerklärung/ })).toHaveAttribute('href', '#/datenschutz');
  await expect(main.getByRole('link', { name: 'Bereits registriert? Zum Login' })).toHaveAttribute('href', '#/login');

  await main.getByLabel('E-Mail').fill(email);
  await main.getByLabel('Name').fill('Nina Neu');
  await main.getByLabel('Passwort', { exact: true }).fill(password);
  await main.getByLabel('Passwort wiederholen').fill(password);
  await strengthShown(page);
  await main.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
  await saveScreenshot(page, 'register');
  await main.getByRole('button', { name: 'Registrieren' }).click();

  const success = main.getByRole('alert');
  await expect(success).toContainText('Registrierung erfolgreich. Bitte prüfen Sie Ihr Email Postfach.');
  await expect(main.getByLabel('E-Mail')).toHaveCount(0);
  await expect(success.getByRole('link', { name: 'Zum Login' })).toBeVisible();
  await saveScreenshot(page, 'register-success', false);

  // Not active yet: the login is refused.
  const early = await server.api().post('/auth/login', { Email: email, Password: password });
  expect(early.status).not.toBe(200);

  const mail = await mailbox.waitForMail(email);
  const link = linkIn(mail, ACTIVATE);
  expect(link.origin).toBe(server.baseUrl);
  // A scanner opening the link activates nothing.
  await scan(link);
  expect((await server.api().post('/auth/login', { Email: email, Password: password })).status).toBe(403);

  await page.goto(link.href);
  await expect(page).toHaveURL(/#\/konto-aktivieren\/[A-Za-z0-9_-]{43}$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Konto aktivieren' })).toBeVisible();
  await expect(main).toContainText('das Passwort ein, das Sie bei der Registrierung gewählt haben');
  await checkBothWidths(page, 'konto-aktivieren');
  const field = main.getByLabel('Passwort', { exact: true });
  await field.fill('nicht-meins-1');
  await field.press('Enter');
  await expect(main.getByText('Das Passwort passt nicht zu dieser Registrierung.', { exact: false })).toBeVisible();
  await expect(field).toBeFocused();
  await saveScreenshot(page, 'konto-aktivieren-falsch');
  await field.fill(password);
  await main.getByRole('button', { name: 'Konto aktivieren' }).click();

  await expect(page).toHaveURL(/#\/activationsuccess$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Aktivierung erfolgreich' })).toBeVisible();
  await expect(main).toContainText('Ihr Konto ist aktiv, und Sie sind angemeldet.');
  await expect(page.getByRole('button', { name: 'Nina Neu' })).toBeVisible();
  await checkBothWidths(page, 'activationsuccess');
  await main.getByRole('link', { name: 'Zur Karte' }).click();
  await expect(page).toHaveURL(/#\/map$/);
  expect(watch.problems()).toEqual([]);

  // The link works once only: the second visit ends on /activationfailure with the contact address.
  await page.goto(link.href);
  await expect(page).toHaveURL(/#\/activationfailure$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Aktivierung fehlgeschlagen' })).toBeVisible();
  await expect(main).toContainText('Die Aktivierung war leider nicht erfolgreich.');
  await expect(main.getByRole('link', { name: 'kontakt@example.org' })).toHaveAttribute('href', 'mailto:kontakt@example.org');
  await saveScreenshot(page, 'activationfailure');
});

test('a forgotten password is reset by typing it once more on the mailed link\'s page, and the new one logs in', async ({ page, mailbox, server }) => {
  const email = 'otto.alt@example.org';
  const oldPassword = 'altes-passwort-1';
  const newPassword = 'neues-passwort-2';
  // An active account, made through the API and its activation link.
  const api = server.api();
  await api.ok(api.post('/auth/register', { Email: email, Name: 'Otto Alt', Password: oldPassword, Attributes: [] }), 'register');
  const activation = linkIn(await mailbox.waitForMail(email), ACTIVATE);
  await api.ok(api.post('/auth/activate', { Token: activation.pathname.split('/').pop(), Password: oldPassword }), 'activate');

  // From the login screen's button to the reset screen.
  await page.goto('/#/login');
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Passwort zurücksetzen' }).click();
  await expect(page).toHaveURL(/#\/resetpassword$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Passwort zurücksetzen' })).toBeVisible();
  await main.getByLabel('E-Mail').fill(email);
  await main.getByLabel('Neues Passwort').fill(newPassword);
  await main.getByLabel('Passwort wiederholen').fill(newPassword);
  await strengthShown(page);
  await saveScreenshot(page, 'resetpassword');
  await main.getByRole('button', { name: 'Passwort zurücksetzen' }).click();
  await expect(main.getByRole('alert')).toContainText(
    'Wir haben Ihnen eine Email geschickt. Bitte öffnen Sie innerhalb von 30 Minuten den Link in der Email und geben Sie dort das neue Passwort noch einmal ein, um es zu aktivieren.');
  await saveScreenshot(page, 'resetpassword-success', false);

  // Opening the link (a scanner) changes nothing: the new password is not valid yet.
  const link = linkIn(await mailbox.waitForMail(email, 2), ACTIVATE_PASSWORD);
  await scan(link);
  expect((await server.api().post('/auth/login', { Email: email, Password: newPassword })).status).toBe(401);

  await page.goto(link.href);
  await expect(page).toHaveURL(/#\/passwort-bestaetigen\/[A-Za-z0-9_-]{43}$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Passwortänderung bestätigen' })).toBeVisible();
  await checkBothWidths(page, 'passwort-bestaetigen');
  await main.getByLabel('Neues Passwort').fill(newPassword);
  await main.getByRole('button', { name: 'Passwort bestätigen' }).click();
  await expect(main.getByRole('alert')).toContainText('Ihr neues Passwort ist jetzt gültig.');
  await expect(main.getByRole('alert')).toBeFocused();
  await checkBothWidths(page, 'passwort-bestaetigt');
  await main.getByRole('link', { name: 'Zum Login' }).click();
  await loginViaScreen(page, email, newPassword);
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('button', { name: 'Otto Alt' })).toBeVisible();
  expect((await server.api().post('/auth/login', { Email: email, Password: oldPassword })).status).toBe(401);

  // Used up: the link's page now says so and offers a new reset.
  await page.goto(link.href);
  await expect(page).toHaveURL(/#\/activationfailure$/);
});

test('the registration form shows each validation message of docs/product.md §5 and sends nothing', async ({ page }) => {
  const posts = recordPosts(page, '/auth/register');
  await page.goto('/#/register');
  const main = page.getByRole('main');
  const fill = async (password: string, repeat: string, privacy: boolean) => {
    await main.getByLabel('E-Mail').fill('test@example.org');
    await main.getByLabel('Name').fill('Test');
    await main.getByLabel('Passwort', { exact: true }).fill(password);
    await main.getByLabel('Passwort wiederholen').fill(repeat);
    await strengthShown(page);
    await main.getByRole('checkbox', { name: /Datenschutzerklärung/ }).setChecked(privacy);
    await main.getByRole('button', { name: 'Registrieren' }).click();
  };
  await expect(main.getByText('Das Passwort ist zu kurz', { exact: false })).toHaveCount(0);

  await fill('kurz', 'kurz', true);
  await expect(main.getByText('Das Passwort ist zu kurz. Es muss mindestens 8 Zeichen lang sein.')).toBeVisible();
  await expect(main.getByLabel('Passwort', { exact: true })).toBeFocused();

  await fill('lang-genug-1', 'lang-genug-2', true);
  await expect(main.getByText('Die Passwörter stimmen nicht überein.')).toBeVisible();
  await expect(main.getByLabel('Passwort wiederholen')).toHaveAttribute('aria-invalid', 'true');

  await fill('lang-genug-1', 'lang-genug-1', false);
  await expect(main.getByText('Sie müssen der Datenschutzerklärung zustimmen um sich registrieren zu können.')).toBeVisible();
  await saveScreenshot(page, 'register-validation');
  expect(posts).toEqual([]);
});

test('the password-reset form shows each validation message of docs/product.md §5 and sends nothing', async ({ page }) => {
  const posts = recordPosts(page, '/auth/resetpassword');
  await page.goto('/#/resetpassword');
  const main = page.getByRole('main');
  const fill = async (email: string, password: string, repeat: string) => {
    await main.getByLabel('E-Mail').fill(email);
    await main.getByLabel('Neues Passwort').fill(password);
    await main.getByLabel('Passwort wiederholen').fill(repeat);
    await strengthShown(page);
    await main.getByRole('button', { name: 'Passwort zurücksetzen' }).click();
  };

  await fill('', 'lang-genug-1', 'lang-genug-1');
  await expect(main.getByText('Sie haben Ihre Email-Adresse nicht angegeben,')).toBeVisible();
  await expect(main.getByLabel('E-Mail')).toBeFocused();

  await fill('test@example.org', 'lang-genug-1', 'lang-genug-2');
  await expect(main.getByText('Die Passwörter stimmen nicht überein', { exact: true })).toBeVisible();
  await expect(main.getByLabel('Neues Passwort')).toHaveValue('');
  await expect(main.getByLabel('Passwort wiederholen')).toHaveValue('');
  await saveScreenshot(page, 'resetpassword-validation');

  await fill('test@example.org', 'kurz', 'kurz');
  await expect(main.getByText('Das Passwort ist zu kurz. Es muss aus mindestens 8 Zeichen bestehen.')).toBeVisible();
  expect(posts).toEqual([]);
});
