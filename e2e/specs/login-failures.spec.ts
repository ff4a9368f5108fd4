/** Three wrong passwords on the login screen lead to the password-reset offer (docs/product.md §4, §9). */
import { ADMIN, expect, loginViaScreen, saveScreenshot, test } from './fixtures.js';

test('a wrong password three times shows the warning each time, then offers a reset', async ({ page }) => {
  await page.goto('/#/login');
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
  const alerts = page.getByRole('region', { name: 'Meldungen' }).getByRole('alert');
  const offer = page.getByRole('dialog', { name: 'Passwort vergessen?' });

  for (let attempt = 1; attempt <= 3; attempt++) {
    await loginViaScreen(page, ADMIN.email, `falsches-passwort-${attempt}`);
    const warning = alerts.filter({ hasText: 'Der Benutzername oder das Passwort ist falsch' });
    await expect(warning).toHaveCount(1);
    await expect(page.getByRole('main').getByLabel('Passwort', { exact: true })).toHaveValue('');
    await expect(page).toHaveURL(/#\/login$/);
    if (attempt === 3) break;
    await expect(offer).toHaveCount(0);
    // Close it, so that the next attempt's warning is a new one.
    await warning.getByRole('button', { name: 'Schließen' }).click();
    await expect(warning).toHaveCount(0);
  }

  await expect(offer).toBeVisible();
  await expect(offer).toContainText('Möchten Sie Ihr Passwort zurücksetzen?');
  await saveScreenshot(page, 'login-reset-offer', false);

  await offer.getByRole('button', { name: 'Passwort zurücksetzen' }).click();
  await expect(page).toHaveURL(/#\/resetpassword$/);
  await expect(offer).toHaveCount(0);
});

test('the warning closes by itself after five seconds', async ({ page }) => {
  await page.goto('/#/login');
  await loginViaScreen(page, 'niemand@example.org', 'falsch');
  const alert = page.getByRole('alert').filter({ hasText: 'Der Benutzername oder das Passwort ist falsch' });
  await expect(alert).toBeVisible();
  await saveScreenshot(page, 'login-warning', false);
  await expect(alert).toHaveCount(0, { timeout: 8_000 });
});
