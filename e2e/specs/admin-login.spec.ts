/** The administrator logs in on the login screen and lands in the admin area (docs/product.md §2.1 Login). */
import { ADMIN, expect, loginViaScreen, saveScreenshot, test } from './fixtures.js';

test('the admin logs in and lands on /admin with the sidebar', async ({ page }) => {
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/#\/admin$/);
  const sidebar = page.getByRole('navigation', { name: 'Administrationsmenü' });
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Benutzer' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Administration', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Meldungen' }).getByRole('alert')).toHaveCount(0);

  // Logged in: 'Daten erfassen' in the menu, Administration in the profile menu, no inline login.
  await expect(page.locator('#main-nav').getByRole('link', { name: 'Daten erfassen' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Login' })).toHaveCount(0);
  await saveScreenshot(page, 'admin-dashboard', false);

  await page.locator('#menu-profile').click();
  await expect(page.getByRole('link', { name: 'Administration' })).toBeVisible();
  await saveScreenshot(page, 'admin-profile-menu', false);
});

test('after logging out from the profile menu the admin area sends to the login screen', async ({ page }) => {
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/#\/admin$/);
  await page.goto('/#/');
  await page.locator('#menu-profile').click();
  await page.locator('[aria-labelledby="menu-profile"]').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Profil' })).toBeVisible();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gewässer-App' })).toBeVisible();
  await page.goto('/#/admin');
  await expect(page).toHaveURL(/#\/login$/);
});

// Spec §2 "After logout go to /": the admin shell's guard must not send the visitor to /login
// on the way out.
for (const where of ['sidebar', 'profile menu'] as const) {
  test(`a Logout in the admin area (${where}) leads home`, async ({ page }) => {
    await page.goto('/#/login');
    await loginViaScreen(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/#\/admin$/);
    if (where === 'sidebar') {
      await page.getByRole('navigation', { name: 'Administrationsmenü' }).getByRole('button', { name: 'Logout' }).click();
    } else {
      await page.locator('#menu-profile').click();
      await page.locator('[aria-labelledby="menu-profile"]').getByRole('button', { name: 'Logout' }).click();
    }
    await expect(page).toHaveURL(/#\/$/);
  });
}
