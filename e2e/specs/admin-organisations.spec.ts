/** Organisation administration (docs/product.md §2, §3.4 Menu item, §4, §8): an admin edits the title
 *  and menu of the organisation serving this host, and the navigation bar shows them at once.
 *  The e2e server listens on 127.0.0.1, which no organisation names: the default one (the demo
 *  organisation, host 'localhost') serves it. */
import type { Page } from '@playwright/test';
import { ADMIN, expect, loginViaScreen, saveScreenshot, test } from './fixtures.js';
import { alertArea, closeAlerts, modalFadedIn } from './page-checks.js';

const mainMenu = (page: Page) => page.locator('#main-nav .me-auto');
/** The entries of the main menu (left of the profile menu), by text. */
const mainMenuTexts = (page: Page) => mainMenu(page).locator(':scope > .nav-link, :scope > .dropdown > .dropdown-toggle').allInnerTexts();


async function loginAsAdmin(page: Page): Promise<void> {
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/#\/admin$/);
}

test("an admin edits the organisation's title and menu (with a child entry) and the navigation bar shows them", async ({ page }) => {
  await loginAsAdmin(page);
  await expect(page.locator('.navbar-brand')).toHaveText('Gewässer-App');
  await page.getByRole('navigation', { name: 'Administrationsmenü' }).getByRole('link', { name: 'Organisationen' }).click();
  const editor = page.getByRole('form', { name: 'Organisation localhost' });
  await expect(editor).toBeVisible();
  await expect(page.getByRole('list', { name: 'Liste der Organisationen' }).getByRole('button', { name: /^localhost/ }))
    .toHaveAttribute('aria-current', 'true');
  // The demo's map settings name their project and map by name, not by id.
  const layerChoice = editor.getByRole('combobox', { name: 'Karte der Startseite' });
  await expect(layerChoice).not.toHaveValue('');
  await expect(layerChoice.locator('option:checked')).toHaveText('Gewässerbeobachtungen (Gewässer-App)');
  await expect(editor.getByRole('combobox', { name: 'Projekt der Beteiligungsseite' }).locator('option:checked')).toHaveText('Straßenbahnausbau');

  await editor.getByLabel('Titel').fill('Stadtgewässer Kassel');

  // Entry 1: the map, for everyone.
  await editor.getByRole('button', { name: 'Menüeintrag hinzufügen' }).click();
  const first = editor.getByRole('listitem', { name: /^Menüeintrag 1/ });
  await first.getByLabel('Anzeigename').fill('Zur Karte');
  await first.getByLabel('Link', { exact: true }).fill('/map');
  await expect(first.getByText('wird beim Speichern vergeben')).toBeVisible();

  // Entry 2: a dropdown with a section link and an external link.
  await editor.getByRole('button', { name: 'Menüeintrag hinzufügen' }).click();
  const second = editor.getByRole('listitem', { name: /^Menüeintrag 2/ });
  await second.getByLabel('Anzeigename').fill('Mehr');
  await second.getByRole('button', { name: 'Untermenü hinzufügen' }).click();
  await expect(second.getByText('Noch keine Untereinträge.')).toBeVisible();
  await second.getByRole('button', { name: 'Untereintrag hinzufügen' }).click();
  const help = second.getByRole('listitem', { name: 'Untereintrag 1 von Menüeintrag 2' });
  await help.getByLabel('Anzeigename').fill('Hilfe');
  await help.getByLabel('Link', { exact: true }).fill('/');
  await help.getByRole('textbox', { name: 'Fragment' }).fill('help');
  await second.getByRole('button', { name: 'Untereintrag hinzufügen' }).click();
  const blog = second.getByRole('listitem', { name: 'Untereintrag 2 von Menüeintrag 2' });
  await blog.getByLabel('Anzeigename').fill('Blog');
  await blog.getByLabel('Link', { exact: true }).fill('https://example.org/blog');
  await blog.getByLabel(/Externer Link/).check();

  // Entry 3: only for holders of orgmanager; moved to the top, then back down.
  await editor.getByRole('button', { name: 'Menüeintrag hinzufügen' }).click();
  const third = editor.getByRole('listitem', { name: /^Menüeintrag 3/ });
  await third.getByLabel('Anzeigename').fill('Intern');
  await third.getByLabel('Link', { exact: true }).fill('/admin/organisations');
  await third.getByRole('textbox', { name: 'Fragment' }).fill('oben');
  await third.getByRole('button', { name: 'Fragment von Menüeintrag 3 leeren' }).click();
  await expect(third.getByRole('textbox', { name: 'Fragment' })).toHaveValue('');
  await third.getByLabel('orgmanager').check();
  await third.getByRole('button', { name: 'Menüeintrag 3 nach oben' }).click();
  await expect(editor.getByRole('listitem', { name: 'Menüeintrag 2: Intern' })).toBeVisible();
  await editor.getByRole('listitem', { name: 'Menüeintrag 2: Intern' }).getByRole('button', { name: 'Menüeintrag 2 nach unten' }).click();
  await expect(editor.getByRole('listitem', { name: 'Menüeintrag 3: Intern' })).toBeVisible();

  // A new setting: its type changes reset its value.
  await editor.getByLabel('Schlüssel der neuen Einstellung').fill('startzoom');
  await editor.getByRole('button', { name: 'Einstellung hinzufügen' }).click();
  await editor.getByRole('combobox', { name: 'Typ von startzoom' }).selectOption('number');
  await expect(editor.getByRole('spinbutton', { name: 'Wert von startzoom' })).toHaveValue('0');
  await editor.getByRole('spinbutton', { name: 'Wert von startzoom' }).fill('14');
  await editor.getByRole('heading', { name: 'Organisation localhost' }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'admin-organisation-editor', false);
  await blog.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'admin-organisation-menu', false);
  await editor.getByRole('button', { name: 'Speichern' }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'admin-organisation-settings', false);

  await editor.getByRole('button', { name: 'Speichern' }).click();
  await expect(alertArea(page).getByText('Die Organisation wurde gespeichert.')).toBeVisible();
  // The server generated the ids of the new entries (docs/product.md §3).
  await expect(editor.getByRole('listitem', { name: 'Menüeintrag 2: Mehr' }).locator('code')).toHaveText(/^link_Mehr_[A-Za-z0-9]{5}$/);
  await expect(editor.getByRole('listitem', { name: 'Menüeintrag 1: Zur Karte' }).locator('code')).toHaveText(/^link_Zur_Karte_[A-Za-z0-9]{5}$/);

  // The navigation bar shows the new title and menu at once, without a reload.
  await expect(page.locator('.navbar-brand')).toHaveText('Stadtgewässer Kassel');
  expect(await mainMenuTexts(page)).toEqual(['Zur Karte', 'Mehr', 'Intern', 'Meine Projekte', 'Projekt']);
  await closeAlerts(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await mainMenu(page).getByRole('button', { name: 'Mehr' }).click();
  const dropdown = page.locator('[aria-labelledby^="menu-link_Mehr_"]');
  await expect(dropdown.getByRole('link')).toHaveText(['Hilfe', 'Blog']);
  await expect(dropdown.getByRole('link', { name: 'Blog' })).toHaveAttribute('target', '_blank');
  await saveScreenshot(page, 'admin-organisation-navbar', false);

  // After a reload too; and 'Intern' only for holders of orgmanager.
  await page.reload();
  await expect(page.locator('.navbar-brand')).toHaveText('Stadtgewässer Kassel');
  await page.getByRole('navigation', { name: 'Administrationsmenü' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.locator('.navbar-brand')).toHaveText('Stadtgewässer Kassel');
  await expect(mainMenu(page).getByRole('link', { name: 'Intern' })).toHaveCount(0);
  await expect(mainMenu(page).getByRole('button', { name: 'Mehr' })).toBeVisible();
});

test('an organisation is added by host and deleted after the question of docs/product.md §2', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/#/admin/organisations');
  await expect(page.getByRole('form', { name: 'Organisation localhost' })).toBeVisible();

  await page.getByRole('button', { name: 'Organisation hinzufügen' }).click();
  const add = page.getByRole('dialog', { name: 'Organisation hinzufügen' });
  await add.getByRole('button', { name: 'OK' }).click();
  await expect(add.getByText('Bitte geben Sie einen Host an.')).toBeVisible();
  await add.getByLabel('Host').fill('karte.example.org');
  await modalFadedIn(add);
  await saveScreenshot(page, 'admin-organisation-add', false);
  await add.getByRole('button', { name: 'OK' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByRole('form', { name: 'Organisation karte.example.org' })).toBeVisible();

  // The same host again: refused, the modal stays open with the reason.
  await page.getByRole('button', { name: 'Organisation hinzufügen' }).click();
  await add.getByLabel('Host').fill('karte.example.org');
  await add.getByRole('button', { name: 'OK' }).click();
  await expect(add.getByRole('alert')).toContainText('Organisation konnte nicht angelegt werden.');
  await add.getByRole('button', { name: 'Abbrechen' }).click();

  const list = page.getByRole('list', { name: 'Liste der Organisationen' });
  await list.getByRole('button', { name: 'Organisation karte.example.org löschen' }).click();
  const ask = page.getByRole('dialog', { name: 'Organisation löschen' });
  await expect(ask).toContainText('Wollen Sie wirklich die Organisation karte.example.org löschen?');
  await closeAlerts(page);
  await modalFadedIn(ask);
  await saveScreenshot(page, 'admin-organisation-delete', false);
  await ask.getByRole('button', { name: 'OK' }).click();
  await expect(alertArea(page).getByText('Die Organisation wurde gelöscht.')).toBeVisible();
  await expect(list.getByRole('button', { name: /^karte\.example\.org/ })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Organisation localhost' })).toBeVisible();
});

test('an organisation manager changes the funding line and the tram page shows it (docs/product.md §17.3)', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/#/admin/organisations');
  const editor = page.getByRole('form', { name: 'Organisation localhost' });
  await editor.getByRole('textbox', { name: 'Förderung', exact: true }).fill('Gefördert von der Stadt Göttingen im Programm „Mobil in Göttingen“.');
  await editor.getByRole('button', { name: 'Speichern' }).click();
  await expect(alertArea(page).getByText('Die Organisation wurde gespeichert.')).toBeVisible();
  await page.goto('/#/strassenbahnausbau');
  const footer = page.locator('footer.landing-footer');
  await expect(footer).toContainText('Gefördert von der Stadt Göttingen im Programm „Mobil in Göttingen“.');
  await expect(footer).not.toContainText('Umweltförderprogramm');
});
