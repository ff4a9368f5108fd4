/** The storage limitation's settings in the browser (docs/product.md §17.8): the administrator
 *  sets the installation's periods in the default organisation's editor and the privacy policy
 *  states them; a project's managers choose its own period in „Aufbewahrung“ and its page says
 *  when the names leave its contributions. At 1280 and 375 px, with axe and screenshots; no console
 *  error and no failed request meanwhile. */
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { ADMIN, ARTIFACTS_DIR, demoLayer, expect, loginViaScreen, saveScreenshot, test } from './fixtures.js';
import { alertArea, axeViolations, closeAlerts, watchPage } from './page-checks.js';

const SIZES = [{ name: 'desktop', width: 1280, height: 900 }, { name: 'phone', width: 375, height: 812 }] as const;

/** At 1280 and 375 px: `region` in view, axe finds nothing in the main part, nothing scrolls
 *  sideways, and a screenshot `<name>-desktop|phone` to look at. */
async function checkAtBothSizes(page: Page, region: Locator, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await region.scrollIntoViewIfNeeded();
    expect(await axeViolations(page, 'main'), size.name).toEqual([]);
    await expect(page.locator('html')).toHaveJSProperty('scrollWidth', size.width);
    await saveScreenshot(page, `${name}-${size.name}`, false);
  }
}

async function loginAsAdmin(page: Page): Promise<void> {
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/#\/admin$/);
}

test('the administrator sets the periods, and the privacy policy states them', async ({ page }) => {
  const watch = watchPage(page);
  await loginAsAdmin(page);
  await page.goto('/#/admin/organisations');
  const retention = page.getByRole('region', { name: 'Aufbewahrung und Löschfristen' });
  const projects = retention.getByRole('group', { name: 'Beiträge abgeschlossener Projekte' });
  await expect(projects.getByRole('spinbutton', { name: 'Monate nach dem Abschluss eines Projekts' })).toHaveValue('12');
  await projects.getByRole('spinbutton', { name: 'Monate nach dem Abschluss eines Projekts' }).fill('6');
  await projects.getByRole('combobox', { name: 'Veröffentlichte Fotos dabei' }).selectOption({ label: 'Löschen' });
  const accounts = retention.getByRole('group', { name: 'Konten ohne Anmeldung' });
  await accounts.getByRole('radio', { name: 'Nie löschen' }).check();
  await expect(accounts.getByRole('spinbutton', { name: 'Monate ohne Anmeldung bis zur Warnung' })).toBeDisabled();
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(alertArea(page)).toContainText('Die Organisation wurde gespeichert.');
  await closeAlerts(page);

  await checkAtBothSizes(page, retention, 'retention-organisation');

  await page.goto('/#/datenschutz#loeschung');
  const deletion = page.locator('section#loeschung');
  await expect(deletion).toContainText('6 Monate nach dem Abschluss eines Beteiligungsprojekts anonymisieren wir seine Beiträge');
  await expect(deletion).toContainText('auch die veröffentlichten Fotos löschen wir.');
  await expect(deletion).toContainText('Ihr Konto löschen wir nicht wegen fehlender Nutzung; Sie können es jederzeit selbst löschen.');
  await deletion.screenshot({ path: path.join(ARTIFACTS_DIR, 'retention-privacy-phone.png') });
  expect(watch.problems()).toEqual([]);
});

test("a project's managers choose its own period, and its page says it", async ({ page, server }) => {
  const watch = watchPage(page);
  const { workspace } = await demoLayer(server);
  await loginAsAdmin(page);
  await page.goto(`/#/workspaces?workspace=${workspace.ID}`);
  await page.getByRole('navigation', { name: 'Bereiche des Projekts' }).getByRole('link', { name: 'Aufbewahrung', exact: true }).click();
  const section = page.getByRole('region', { name: 'Aufbewahrung und Anonymisierung' });
  await expect(section.getByRole('status')).toHaveText('Das Projekt ist noch offen. Die Frist beginnt mit seinem Abschluss.');
  const period = section.getByRole('group', { name: 'Frist nach dem Abschluss' });
  await expect(period.getByRole('radio', { name: /^Wie die Organisation: \d+ Monate nach dem Abschluss$/ })).toBeChecked();
  await period.getByRole('radio', { name: 'Eigene Frist' }).check();
  await period.getByRole('spinbutton', { name: 'Monate nach dem Abschluss' }).fill('24');
  await section.getByRole('combobox', { name: 'Veröffentlichte Fotos bei der Anonymisierung' }).selectOption({ label: 'Behalten (die verkleinerte Fassung ohne Metadaten)' });
  await section.getByRole('button', { name: 'Speichern' }).click();
  await expect(alertArea(page)).toContainText('Die Aufbewahrung wurde gespeichert.');
  await closeAlerts(page);

  await checkAtBothSizes(page, section, 'retention-project');

  await page.goto(`/#/projekt/${workspace.ID}`);
  const privacy = page.getByRole('region', { name: 'Datenschutz' });
  await expect(privacy).toContainText('24 Monate nach dem Abschluss des Projekts entfernen wir die Namen aus allen Beiträgen');
  await privacy.getByRole('link', { name: 'Mehr dazu in der Datenschutzerklärung' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Löschung von Daten und Speicherdauer' })).toBeInViewport();
  expect(watch.problems()).toEqual([]);
});
