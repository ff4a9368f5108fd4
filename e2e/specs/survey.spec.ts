/** The tram-line survey (docs/product.md §2, §3.18 Survey data, §4): answered in the browser, stored by the
 *  server, marked done in local storage, and then the map. */
import type { SurveyResults } from '@mitmachkarte/contract';
import { expect, saveScreenshot, test } from './fixtures.js';

test('the survey is answered and leads to /map', async ({ page, server }) => {
  await page.goto('/#/umfrage');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Umfrage zur Straßenbahn' })).toBeVisible();
  await expect(main.getByRole('group', { name: 'Wofür nutzen Sie die Straßenbahn?' }).getByRole('checkbox')).toHaveCount(7);

  // The two single choices are required.
  await main.getByRole('button', { name: 'Absenden' }).click();
  await expect(main.getByText('Bitte wählen Sie eine Interessensgruppe.')).toBeVisible();
  await expect(main.getByText('Bitte wählen Sie eine Altersgruppe.')).toBeVisible();
  await expect(main.getByRole('radio', { name: 'Anlieger/Bewohner' })).toBeFocused();
  // The sticky navigation bar would cover the top of a scrolled full-page screenshot.
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, 'umfrage-validation');

  await main.getByRole('checkbox', { name: 'Freizeit' }).check();
  await main.getByRole('checkbox', { name: 'Anbindung an das Umland' }).check();
  await main.getByRole('radio', { name: 'Bürger/in der Stadt' }).check();
  await main.getByRole('radio', { name: '21–35' }).check();
  await expect(main.getByText('Bitte wählen Sie eine Interessensgruppe.')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, 'umfrage');
  await main.getByRole('button', { name: 'Absenden' }).click();

  await expect(page).toHaveURL(/#\/map$/);
  expect(await page.evaluate(() => localStorage.getItem('survey-done'))).toBe('true');

  const admin = server.api();
  await admin.login(server.admin.email, server.admin.password);
  const results = await admin.ok(admin.get<SurveyResults>('/survey/results'), 'GET /survey/results');
  expect(results.Total).toBe(1);
  expect(results.Usage.nutzung_freizeitangelegenheit).toBe(1);
  expect(results.Usage.nutzung_anbindung_umland).toBe(1);
  expect(results.Usage.nutzung_arbeitnehmer ?? 0).toBe(0);
  expect(results.Interessensgruppe.buerger_stadt).toBe(1);
  expect(results.Altersgruppe.alter_21_35).toBe(1);

  // A second visit notes the earlier answer and links to the map.
  await page.goto('/#/umfrage');
  await expect(main.getByText(/Sie haben an dieser Umfrage bereits teilgenommen/)).toBeVisible();
  await expect(main.getByRole('link', { name: 'direkt zur Karte gehen' })).toHaveAttribute('href', '#/map');
});
