/** Terms of use and netiquette (docs/product.md §2.22): an organisation manager writes them in
 *  „Seiteninhalte“, the public page and the footers show them, a newcomer must tick the box to
 *  register, and after the manager changes them the signed-in citizen is asked again, once per
 *  visit. The e2e server listens on 127.0.0.1, which the default (demo) organisation serves; mails
 *  go to a real SMTP peer. Page, form and question are scanned with axe-core and photographed at
 *  1280 and 375 px. */
import type { Browser, Page } from '@playwright/test';
import { linkIn } from '../../server/test/smtp-peer.js';
import { readZip } from '../../server/test/zip.js';
import { ADMIN, expect, loginViaScreen, saveScreenshot, test } from './fixtures.js';
import { alertArea, axeViolations, closeAlerts, modalFadedIn, serveLocalTiles, watchPage } from './page-checks.js';

test.use({ mail: true });

const SIZES = [{ name: 'desktop', width: 1280, height: 800 }, { name: 'phone', width: 375, height: 812 }] as const;
const TERMS_LABEL = 'Nutzungsbedingungen (leer: keine; dann fragt die Registrierung nicht danach)';
const NETIQUETTE_LABEL = 'Netiquette: Regeln für Beiträge und Kommentare (leer: ohne Abschnitt)';
const CHANGED = 'Die Nutzungsbedingungen haben sich geändert';

/** Axe at both sizes (of `include` only, if given) and a screenshot of each. */
async function checkBothSizes(page: Page, name: string, include?: string, fullPage = true) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    expect(await axeViolations(page, include), `${name} at ${size.width}px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} at ${size.width}px scrolls sideways`).toBe(true);
    await saveScreenshot(page, `${name}-${size.name}`, fullPage);
  }
  await page.setViewportSize(SIZES[0]);
}

/** The organisation editor's page texts of „Nutzungsbedingungen“, filled and saved. */
async function writeTerms(page: Page, terms: string, netiquette: string) {
  await page.goto('/#/admin/organisations');
  const section = page.getByRole('region', { name: 'Seiteninhalte' });
  await section.getByRole('combobox', { name: 'Seite', exact: true }).selectOption({ label: 'Nutzungsbedingungen' });
  await section.getByRole('textbox', { name: TERMS_LABEL, exact: true }).fill(terms);
  await section.getByRole('textbox', { name: NETIQUETTE_LABEL, exact: true }).fill(netiquette);
  await page.getByRole('form', { name: 'Organisation localhost' }).getByRole('button', { name: 'Speichern' }).click();
  await expect(alertArea(page).getByText('Die Organisation wurde gespeichert.')).toBeVisible();
}

/** A second browser for the citizen, with the cookie banner accepted. */
async function citizenPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'de-DE', timezoneId: 'Europe/Berlin', viewport: SIZES[0] });
  await context.addInitScript(() => window.localStorage.setItem('cookie-accepted', 'true'));
  return context.newPage();
}

test('a manager writes terms, a newcomer must accept them to register, and is asked again after a change', async ({ page, browser, server, mailbox }) => {
  const managerWatch = watchPage(page);
  await serveLocalTiles(page);

  // Before: the demo organisation has no terms; the footer does not link them.
  await page.goto('/#/');
  await expect(page.locator('footer.landing-footer').getByRole('link', { name: 'Impressum' })).toBeVisible();
  await expect(page.locator('footer.landing-footer').getByRole('link', { name: 'Nutzungsbedingungen' })).toHaveCount(0);

  // The manager writes them; being signed in without an acceptance, the manager is asked too.
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await writeTerms(page, 'Die Karte dient der **Bürgerbeteiligung**. Beiträge werden öffentlich gezeigt.',
    '- Bleiben Sie sachlich.\n- Keine Beleidigungen, keine Werbung.');
  const managerDialog = page.getByRole('dialog', { name: CHANGED });
  await expect(managerDialog).toBeVisible();
  await managerDialog.getByRole('button', { name: 'Akzeptieren' }).click();
  await expect(managerDialog).toHaveCount(0);
  await expect(alertArea(page).getByText('Vielen Dank. Sie haben die Nutzungsbedingungen akzeptiert.')).toBeVisible();
  await closeAlerts(page);

  // The public page: terms, and the netiquette as its own section.
  await page.goto('/#/nutzungsbedingungen');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeVisible();
  await expect(main.locator('strong')).toHaveText('Bürgerbeteiligung');
  const netiquette = main.getByRole('region', { name: 'Netiquette' });
  await expect(netiquette.getByRole('listitem')).toHaveText(['Bleiben Sie sachlich.', 'Keine Beleidigungen, keine Werbung.']);
  await checkBothSizes(page, 'terms-page');
  expect(managerWatch.problems()).toEqual([]);

  // A newcomer: the footer links the terms; the registration refuses the form without the tick.
  const citizen = await citizenPage(browser, server.baseUrl);
  await serveLocalTiles(citizen);
  const citizenWatch = watchPage(citizen);
  await citizen.goto('/#/');
  await expect(citizen.locator('footer.landing-footer').getByRole('link', { name: 'Nutzungsbedingungen' })).toHaveAttribute('href', '#/nutzungsbedingungen');
  await citizen.goto('/#/register');
  const form = citizen.getByRole('main');
  const email = 'tara.treu@example.org';
  const password = 'tara-passwort-1';
  await form.getByLabel('E-Mail').fill(email);
  await form.getByLabel('Name').fill('Tara Treu');
  await form.getByLabel('Passwort', { exact: true }).fill(password);
  await form.getByLabel('Passwort wiederholen').fill(password);
  await expect(form.getByRole('meter', { name: 'Passwortstärke' })).toBeVisible();
  await form.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
  const box = form.getByRole('checkbox', { name: /^Ich akzeptiere die Nutzungsbedingungen und die Netiquette/ });
  await expect(form.getByRole('link', { name: /^Nutzungsbedingungen und die Netiquette/ })).toHaveAttribute('target', '_blank');
  await form.getByRole('button', { name: 'Registrieren' }).click();
  await expect(form.getByText('Bitte akzeptieren Sie die Nutzungsbedingungen und die Netiquette.')).toBeVisible();
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await box.scrollIntoViewIfNeeded();
  await checkBothSizes(citizen, 'register-terms-missing', undefined, false);
  await box.check();
  await form.getByRole('button', { name: 'Registrieren' }).click();
  await expect(form.getByRole('alert')).toContainText('Registrierung erfolgreich.');

  // Activated through the mailed link, the citizen is signed in and not asked: just accepted.
  await citizen.goto(linkIn(await mailbox.waitForMail(email), '/api/v1/auth/activate/').href);
  await form.getByLabel('Passwort', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Konto aktivieren' }).click();
  await expect(citizen).toHaveURL(/#\/activationsuccess$/);
  await expect(citizen.getByRole('button', { name: 'Tara Treu' })).toBeVisible();
  await citizen.goto('/#/');
  await expect(citizen.locator('footer.landing-footer')).toBeVisible();
  await expect(citizen.getByRole('dialog')).toHaveCount(0);

  // The manager changes the netiquette (the manager is asked again and leaves it for now).
  await writeTerms(page, 'Die Karte dient der **Bürgerbeteiligung**. Beiträge werden öffentlich gezeigt.',
    '- Bleiben Sie sachlich.\n- Keine Beleidigungen, keine Werbung.\n- Keine persönlichen Daten anderer.');
  await expect(managerDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(managerDialog).toHaveCount(0);

  // The citizen's next visit asks: an accessible modal with the link to the page.
  await citizen.reload();
  const dialog = citizen.getByRole('dialog', { name: CHANGED });
  await expect(dialog).toBeVisible();
  await modalFadedIn(citizen.locator('.modal'));
  await expect(dialog.getByRole('link', { name: 'Nutzungsbedingungen und Netiquette lesen (öffnet in einem neuen Tab)' }))
    .toHaveAttribute('href', '#/nutzungsbedingungen');
  await checkBothSizes(citizen, 'terms-changed', undefined, false);
  // Closed, it stays away for this visit and comes back on the next.
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(dialog).toHaveCount(0);
  await citizen.goto('/#/projekte');
  await expect(citizen.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await citizen.reload();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Akzeptieren' }).click();
  await expect(dialog).toHaveCount(0);
  await citizen.reload();
  await expect(citizen.locator('footer.landing-footer').or(citizen.getByRole('heading', { level: 1 })).first()).toBeVisible();
  await citizen.waitForTimeout(500);
  await expect(citizen.getByRole('dialog')).toHaveCount(0);

  // Both acceptances of the citizen are kept, at registration and after the change, and are part
  // of „Meine Daten herunterladen“.
  const api = server.api();
  await api.login(email, password);
  const terms = await api.ok(api.get<{ Version: string; AcceptedVersion: string }>('/auth/terms'), 'GET /auth/terms');
  expect(terms.AcceptedVersion).toBe(terms.Version);
  const cookie = [...api.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const archive = await fetch(`${server.baseUrl}/api/v1/auth/account/export`, { headers: { cookie } });
  expect(archive.status).toBe(200);
  const konto = JSON.parse((await readZip(Buffer.from(await archive.arrayBuffer()))).get('konto.json')!.toString('utf8'));
  const accepted = (konto.TermsAcceptances as { Version: string; Host: string }[]).map((a) => a.Version);
  expect(accepted).toHaveLength(2);
  expect(accepted[1]).toBe(terms.Version);
  expect(accepted[0]).not.toBe(terms.Version);
  expect(citizenWatch.problems()).toEqual([]);
  await citizen.context().close();
});
