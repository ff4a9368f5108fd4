/** The accessibility statement (docs/product.md §13; BITV 2.0 §7): reached from the footer, with its
 *  sections and the link to the Schlichtungsstelle; its feedback form reaches the organisation
 *  by mail (a real SMTP peer); and the map's attribution links are underlined (WCAG 1.4.1), which
 *  axe now checks even where it can only file the rule as incomplete. */
import { expect, test } from './fixtures.js';
import { networkSettled } from './network.js';
import { axeViolations, checkBothWidths, serveLocalTiles, visitorSessionCheck, watchPage } from './page-checks.js';

test.use({ mail: true });

test('the statement is linked from the footer, and its feedback form reaches the organisation by mail', async ({ page, mailbox }) => {
  // A message without text is an expected 400.
  const watch = watchPage(page, (method, url, status) => visitorSessionCheck(method, url, status)
    || (method === 'POST' && url.pathname === '/api/v1/accessibility/feedback' && status === 400));
  await serveLocalTiles(page);
  await page.goto('/#/');
  // The landing page settles first (its map and sections load), then the footer link is clicked.
  const footerLink = page.locator('footer').getByRole('link', { name: 'Barrierefreiheit' });
  await expect(footerLink).toHaveAttribute('href', '#/barrierefreiheit');
  await networkSettled(page);
  await footerLink.click();
  await expect(page).toHaveURL(/#\/barrierefreiheit$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Erklärung zur Barrierefreiheit' })).toBeVisible();
  for (const heading of ['Stand der Vereinbarkeit mit den Anforderungen', 'Nicht barrierefreie Inhalte', 'Feedback und Kontakt', 'Schlichtungsverfahren']) {
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(main.getByRole('link', { name: 'Schlichtungsstelle nach dem Behindertengleichstellungsgesetz' })).toHaveAttribute('href', 'https://www.schlichtungsstelle-bgg.de');
  await checkBothWidths(page, 'barrierefreiheit');

  const form = main.getByRole('form', { name: 'Feedback und Kontakt' });
  await form.getByRole('button', { name: 'Rückmeldung senden' }).click();
  await expect(form.getByLabel('Ihre Rückmeldung')).toHaveAccessibleDescription('Bitte schreiben Sie Ihre Rückmeldung.');
  await checkBothWidths(page, 'barrierefreiheit-error');
  await form.getByLabel('Ihre E-Mail-Adresse (freiwillig, für eine Antwort)').fill('leserin@example.org');
  await form.getByLabel('Ihre Rückmeldung').fill('Die Legende der Karte wird vom Screenreader doppelt vorgelesen.');
  await form.getByRole('button', { name: 'Rückmeldung senden' }).click();
  await expect(form.getByRole('status')).toHaveText('Vielen Dank für Ihre Rückmeldung.');
  // The demo organisation names no address for feedback: the mail goes to its contact address.
  const mail = await mailbox.waitForMail('kontakt@example.org');
  expect(mail.subject).toMatch(/^Rückmeldung zur Barrierefreiheit – /);
  expect(mail.text).toContain('Die Legende der Karte wird vom Screenreader doppelt vorgelesen.');
  expect(mail.text).toContain('Antwort bitte an: leserin@example.org');
  expect(watch.problems()).toEqual([]);
});

test('the map attribution\'s links are underlined and pass axe, incomplete results included', async ({ page }) => {
  await serveLocalTiles(page);
  await page.goto('/#/map');
  // The tile layer, and with it its attribution, is drawn once the server has named its tile
  // server: check the links after that, all at once (a link replaced in between has no style).
  const attribution = page.locator('.leaflet-control-attribution');
  await expect(attribution).toContainText('OpenStreetMap');
  const decorations = await attribution.locator('a').evaluateAll((links) => links.map((a) => getComputedStyle(a).textDecorationLine));
  expect(decorations.length).toBeGreaterThan(0);
  expect(decorations).toEqual(decorations.map(() => 'underline'));
  expect(await axeViolations(page, '.leaflet-control-attribution')).toEqual([]);
});
