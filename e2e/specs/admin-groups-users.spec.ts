/** Group and user administration (docs/product.md §2, §4, §6, §8): an admin builds a group by
 *  dragging permissions, puts a new user in it, and that user sees exactly the menus of docs/product.md §6;
 *  deleting asks first with the spec's text. */
import type { Locator, Page } from '@playwright/test';
import { ADMIN, expect, loginViaScreen, saveScreenshot, test } from './fixtures.js';
import { alertArea, closeAlerts, modalFadedIn } from './page-checks.js';

const NEW_USER = { name: 'Paula Projekt', email: 'paula@example.org', password: 'paula-passwort-1' } as const;

/** Drags `source` onto `target` with real mouse moves: dnd-kit's PointerSensor starts after 5 px
 *  and follows pointer moves. */
async function drag(page: Page, source: Locator, target: Locator): Promise<void> {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag: element not visible');
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  const end = { x: to.x + to.width / 2, y: to.y + Math.min(to.height / 2, 30) };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 12, start.y + 4, { steps: 4 });
  await page.mouse.move(end.x, end.y, { steps: 20 });
  await page.mouse.move(end.x, end.y + 2, { steps: 2 });
  await page.mouse.up();
  // The dragged copy glides into place.
  await expect(page.locator('.dual-list-overlay')).toHaveCount(0);
}


const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Administrationsmenü' });
/** The entries of the main menu (left of the profile menu), by text. */
const mainMenuTexts = (page: Page) =>
  page.locator('#main-nav .me-auto > .nav-link, #main-nav .me-auto > .dropdown > .dropdown-toggle').allInnerTexts();

async function loginAsAdmin(page: Page): Promise<void> {
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/#\/admin$/);
}

test('an admin drags permissions into a new group, adds a user to it, and the user sees the menus of docs/product.md §6', async ({ page }) => {
  await loginAsAdmin(page);
  // The dashboard shows the counts of the demo data.
  const counts = page.getByRole('region', { name: 'Zahlen im Überblick' });
  await expect(counts.getByText('Punkte der letzten 7 Tage')).toBeVisible();
  await expect(counts.locator('[data-count="Users"]')).toHaveText('1');
  await saveScreenshot(page, 'admin-dashboard-counts', false);

  await sidebar(page).getByRole('link', { name: 'Gruppen' }).click();
  await expect(page).toHaveURL(/#\/admin\/groups$/);
  const box = page.getByLabel('Name der neuen Gruppe');
  await expect(box).toHaveAttribute('placeholder', 'Neue Gruppe');
  await box.fill('Projektteam');
  await page.getByRole('button', { name: 'Gruppe anlegen' }).click();
  await expect(alertArea(page).getByText('Gruppe wurde erstellt')).toBeVisible();
  await expect(box).toHaveValue('');

  const groups = page.getByRole('list', { name: 'Liste der Gruppen' });
  await groups.getByRole('button', { name: /^Projektteam/ }).click();
  const modal = page.getByRole('dialog', { name: 'Gruppe bearbeiten' });
  await expect(modal).toBeVisible();
  const chosen = modal.getByRole('list', { name: 'Gruppenberechtigungen' });
  const available = modal.getByRole('list', { name: 'Verfügbare Berechtigungen' });
  await expect(available.locator('[data-id="project"]')).toBeVisible();
  await drag(page, available.locator('[data-id="project"]'), chosen);
  await expect(chosen.locator('[data-id="project"]')).toBeVisible();
  await drag(page, available.locator('[data-id="usermanager"]'), chosen);
  await expect(chosen.locator('[data-id="usermanager"]')).toBeVisible();
  await expect(available.locator('[data-id="project"], [data-id="usermanager"]')).toHaveCount(0);
  await closeAlerts(page);
  await modalFadedIn(modal);
  await saveScreenshot(page, 'admin-group-modal', false);
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(alertArea(page).getByText('Gruppe erfolgreich gespeichert')).toBeVisible();
  await expect(modal).toBeHidden();
  // The list reloads, with the selected group highlighted.
  const row = groups.getByRole('button', { name: /^Projektteam/ });
  await expect(row).toHaveAttribute('aria-current', 'true');
  await expect(row).toContainText(/project, usermanager|usermanager, project/);
  await closeAlerts(page);
  await saveScreenshot(page, 'admin-groups', false);

  await sidebar(page).getByRole('link', { name: 'Benutzer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Benutzer' })).toBeVisible();
  await page.getByRole('button', { name: 'Benutzer hinzufügen' }).click();
  const userModal = page.getByRole('dialog', { name: 'Benutzer hinzufügen' });
  await userModal.getByLabel('Name').fill(NEW_USER.name);
  await userModal.getByLabel('Email').fill(NEW_USER.email);
  await userModal.getByLabel('Passwort').fill(NEW_USER.password);
  await userModal.getByLabel('Aktiv', { exact: true }).check();
  // The strength meter (its dictionary loads on first use) pushes the lists down when it appears:
  // a drag measured before would miss its target (seen once in CI).
  await expect(userModal.getByRole('meter', { name: 'Passwortstärke' })).toBeVisible();
  await modalFadedIn(userModal);
  const userGroups = userModal.getByRole('list', { name: 'Nutzergruppen' });
  await drag(page, userModal.getByRole('list', { name: 'Verfügbare Gruppen' }).locator('li', { hasText: 'Projektteam' }), userGroups);
  await expect(userGroups).toContainText('Projektteam');
  await userModal.getByLabel('Schlüssel von Attribut 1').fill('Ort');
  await userModal.getByLabel('Wert von Attribut 1').fill('Kassel');
  await expect(userModal.getByLabel('Schlüssel von Attribut 2')).toHaveValue('');
  await closeAlerts(page);
  await modalFadedIn(userModal);
  await saveScreenshot(page, 'admin-user-modal', false);
  await userModal.getByRole('button', { name: 'OK' }).click();
  await expect(alertArea(page).getByText('Nutzer erfolgreich angelegt')).toBeVisible();
  await expect(userModal).toBeHidden();
  const users = page.getByRole('list', { name: 'Liste der Benutzer' });
  await expect(users.getByRole('button', { name: /^Paula Projekt/ })).toContainText('paula@example.org · Projektteam');

  // The edit modal shows the saved user, with the read-only activation code.
  await users.getByRole('button', { name: /^Paula Projekt/ }).click();
  const editModal = page.getByRole('dialog', { name: 'Benutzer bearbeiten' });
  await expect(editModal.getByLabel('Aktivierungscode')).toBeDisabled();
  await expect(editModal.getByLabel('Schlüssel von Attribut 1')).toHaveValue('Ort');
  await expect(editModal.getByLabel('Aktiv', { exact: true })).toBeChecked();
  await closeAlerts(page);
  await modalFadedIn(editModal);
  await saveScreenshot(page, 'admin-user-edit-modal', false);
  await editModal.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(editModal).toBeHidden();
  await closeAlerts(page);
  await saveScreenshot(page, 'admin-users', false);

  // Log out, log in as the new user.
  await sidebar(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/#\/$/);
  await page.goto('/#/login');
  await loginViaScreen(page, NEW_USER.email, NEW_USER.password);
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.locator('#menu-profile')).toHaveText(NEW_USER.name);

  // Spec §6: logged in → 'Daten erfassen'; project → the Projekt menu with Workspaces; no admin →
  // no Administration entry.
  expect(await mainMenuTexts(page)).toEqual(['Daten erfassen', 'Projekte', 'Startseite', 'Hilfe', 'Kontakt', 'Impressum', 'Meine Projekte', 'Projekt']);
  await page.locator('#menu-project').click();
  await expect(page.locator('[aria-labelledby="menu-project"]').getByRole('link')).toHaveText(['Projekte']);
  await page.locator('#menu-profile').click();
  const profileMenu = page.locator('[aria-labelledby="menu-profile"]');
  await expect(profileMenu.getByRole('link')).toHaveText(['Profil', 'Meine Beiträge']);
  await expect(profileMenu.getByRole('button')).toHaveText(['Logout']);
  await expect(profileMenu.getByText('Administration')).toHaveCount(0);
  await saveScreenshot(page, 'user-menus-project', false);

  await page.goto('/#/admin');
  await expect(page).toHaveURL(/#\/login$/);
});

test('permissions move between the lists by keyboard too', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/#/admin/groups');
  await page.getByLabel('Name der neuen Gruppe').fill('Tastatur');
  await page.getByLabel('Name der neuen Gruppe').press('Enter');
  await page.getByRole('list', { name: 'Liste der Gruppen' }).getByRole('button', { name: /^Tastatur/ }).click();
  const modal = page.getByRole('dialog', { name: 'Gruppe bearbeiten' });
  const chosen = modal.getByRole('list', { name: 'Gruppenberechtigungen' });
  await modalFadedIn(modal);

  // dnd-kit's keyboard sensor: Space picks up, ArrowLeft goes to the other list, Space drops.
  await modal.getByRole('button', { name: 'Berechtigung orgmanager verschieben' }).focus();
  await page.keyboard.press('Space');
  await expect(modal.getByText(/Berechtigung orgmanager aufgenommen/)).toBeAttached();
  // The sensor measures the lists right after the pick-up; an arrow pressed before that is lost
  // (seen once in CI), so press again until the item has moved (further presses cannot go past
  // the leftmost list).
  const moved = chosen.locator('[data-id="orgmanager"]');
  await expect(async () => {
    if ((await moved.count()) === 0) await page.keyboard.press('ArrowLeft');
    await expect(moved).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Space');
  await expect(modal.getByText(/Berechtigung orgmanager abgelegt an Position 1 von 1 in der Liste Gruppenberechtigungen/)).toBeAttached();
  await expect(page.locator('.dual-list-overlay')).toHaveCount(0);

  // The button alternative; the focus stays in the list the item left.
  await modal.getByRole('button', { name: 'Berechtigung project hinzufügen' }).press('Enter');
  await expect(chosen.locator('[data-id="project"]')).toBeVisible();
  await expect(modal.locator('[data-list="available"] [data-move]:focus')).toHaveCount(1);
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('list', { name: 'Liste der Gruppen' }).getByRole('button', { name: /^Tastatur/ }))
    .toContainText('orgmanager, project');
});

test('deleting a group asks first with the text of docs/product.md §2; the last admin group cannot go', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/#/admin/groups');
  await page.getByLabel('Name der neuen Gruppe').fill('Temporär');
  await page.getByLabel('Name der neuen Gruppe').press('Enter');
  const groups = page.getByRole('list', { name: 'Liste der Gruppen' });
  await expect(groups.getByRole('button', { name: /^Temporär/ })).toBeVisible();

  await groups.getByRole('button', { name: 'Gruppe Temporär löschen' }).click();
  const ask = page.getByRole('dialog', { name: 'Gruppe löschen' });
  await expect(ask).toContainText('Wollen Sie wirklich die Gruppe Temporär löschen?');
  await expect(ask.getByRole('button', { name: 'OK' })).toBeVisible();
  await closeAlerts(page);
  await modalFadedIn(ask);
  await saveScreenshot(page, 'admin-group-delete', false);
  await ask.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(ask).toBeHidden();
  await expect(groups.getByRole('button', { name: /^Temporär/ })).toBeVisible();

  await groups.getByRole('button', { name: 'Gruppe Temporär löschen' }).click();
  await ask.getByRole('button', { name: 'OK' }).click();
  await expect(alertArea(page).getByText('Gruppe wurde gelöscht')).toBeVisible();
  await expect(groups.getByRole('button', { name: /^Temporär/ })).toHaveCount(0);

  // The only group holding admin: the server refuses, and says why.
  await groups.getByRole('button', { name: 'Gruppe Administratoren löschen' }).click();
  await ask.getByRole('button', { name: 'OK' }).click();
  await expect(alertArea(page).getByRole('alert')).toContainText('Gruppe konnte nicht gelöscht werden');
  await expect(groups.getByRole('button', { name: /^Administratoren/ })).toBeVisible();
  await saveScreenshot(page, 'admin-group-delete-refused', false);
});

test('deleting a user asks first with the text of docs/product.md §2', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/#/admin/users');
  await page.getByRole('button', { name: 'Benutzer hinzufügen' }).click();
  const add = page.getByRole('dialog', { name: 'Benutzer hinzufügen' });
  await add.getByLabel('Name').fill('Willi Weg');
  await add.getByLabel('Email').fill('willi@example.org');
  await add.getByLabel('Passwort').fill('willi-passwort-1');
  await add.getByRole('button', { name: 'OK' }).click();
  await expect(add).toBeHidden();
  const users = page.getByRole('list', { name: 'Liste der Benutzer' });
  await expect(users.getByRole('button', { name: /^Willi Weg/ })).toContainText('inaktiv');

  await users.getByRole('button', { name: 'Benutzer Willi Weg löschen' }).click();
  const ask = page.getByRole('dialog', { name: 'Benutzer löschen' });
  await expect(ask).toContainText('Wollen Sie wirklich den Benutzer Willi Weg löschen?');
  await ask.getByRole('button', { name: 'OK' }).click();
  await expect(alertArea(page).getByText('Benutzer wurde gelöscht')).toBeVisible();
  await expect(users.getByRole('button', { name: /^Willi Weg/ })).toHaveCount(0);

  // A second user with the same address is refused; the modal stays open with the reason.
  await page.getByRole('button', { name: 'Benutzer hinzufügen' }).click();
  await add.getByLabel('Name').fill('Doppelt');
  await add.getByLabel('Email').fill(ADMIN.email);
  await add.getByLabel('Passwort').fill('doppelt-passwort-1');
  await add.getByRole('button', { name: 'OK' }).click();
  await expect(add.getByRole('alert')).toContainText('Nutzer konnte nicht angelegt werden.');
  await expect(add).toBeVisible();
  await modalFadedIn(add);
  await saveScreenshot(page, 'admin-user-add-refused', false);
});
