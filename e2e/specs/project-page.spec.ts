/** A project's page and lifecycle (docs/product.md §17.2), as a town's officer and a citizen use
 *  them: the officer uploads an image and writes the description and the phases in the workspace manager and opens the
 *  project page; it shows them with „Mitmachen“, a link and a QR code to share, at 1280 and 375 px,
 *  axe clean; the project list shows it. Then she closes the project: the citizen on the phone
 *  still reads the entries but finds no „Neuer Eintrag“, no vote buttons and no comment form, and
 *  the server refuses a comment. */
import { PROJECT_CLOSED, type Point } from '@mitmachkarte/contract';
import { ADMIN, createCitizen, demoAnswers, demoLayer, expect, loginViaScreen, mapPanel, openPointDetails, saveScreenshot, test } from './fixtures.js';
import { alertArea, axeViolations } from './page-checks.js';
import { makePng } from '../test/durability.js';

const CITIZEN = { Name: 'Paula Passantin', Email: 'paula@example.org', Password: 'Ufer-Spaziergang-2026' };
const ENTRY = 'Mühlbach am Wehr';
/** `days` from today, as `YYYY-MM-DD` in Berlin. */
const day = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(Date.now() + days * 86_400_000));

test('an officer presents her project on its page and closes it; citizens then read but add nothing', async ({ page, browser, server }) => {
  const { workspace, layer } = await demoLayer(server);
  const citizen = await createCitizen(server, CITIZEN);
  const entry = await citizen.ok(citizen.post<Point>('/gis/point', { Layer: layer.ID, Latitude: 51.32, Longitude: 9.5, Attributes: demoAnswers(ENTRY, 'Schaum am Wehr') }), 'POST /gis/point');

  // The officer writes the project page in the workspace manager.
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await page.goto(`/#/workspaces?workspace=${workspace.ID}`);
  const panel = page.getByRole('region', { name: `Projekt ${workspace.Name}` });
  const editor = panel.getByRole('region', { name: 'Projektseite' });
  await editor.getByLabel('Beschreibung', { exact: true }).fill('## Worum es geht\n\nMelden Sie, was Ihnen an **Bächen und Flüssen** auffällt.\n\n<script>alert(1)</script>');
  await editor.getByLabel('Bild hochladen …').setInputFiles({ name: 'bach.png', mimeType: 'image/png', buffer: makePng(7, 320) });
  await editor.getByLabel('Bildbeschreibung').fill('Ein Bach mit Schaum am Wehr');
  await editor.getByRole('button', { name: 'Phase hinzufügen' }).click();
  await editor.getByLabel('Name der Phase').fill('Beobachtungen sammeln');
  await editor.getByLabel('Beginn', { exact: true }).fill(day(-3));
  await editor.getByLabel('Ende').fill(day(30));
  await editor.getByRole('button', { name: 'Phase hinzufügen' }).click();
  await editor.getByLabel('Name der Phase').nth(1).fill('Auswertung');
  await editor.getByLabel('Beginn', { exact: true }).nth(1).fill(day(31));
  expect(await axeViolations(page, 'main')).toEqual([]);
  await editor.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'project-page-editor', false);
  await panel.getByRole('button', { name: 'Speichern' }).click();
  await expect(alertArea(page).getByText('Das Projekt wurde erfolgreich gespeichert.')).toBeVisible();
  await panel.getByRole('link', { name: 'Projektseite ansehen' }).click();

  // Its page: description as text and headings (the script stays text), phases, share.
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: workspace.Name })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Worum es geht' })).toBeVisible();
  await expect(main.getByText('<script>alert(1)</script>')).toBeVisible();
  await expect(main.getByRole('img', { name: 'Ein Bach mit Schaum am Wehr' })).toBeVisible();
  await expect(main.getByText('Offen für Beiträge')).toBeVisible();
  await expect(main.getByText('Aktuelle Phase: Beobachtungen sammeln')).toBeVisible();
  await expect(main.getByRole('list', { name: 'Ablauf' }).locator('[aria-current="step"]')).toContainText('Beobachtungen sammeln');
  await main.getByRole('button', { name: 'QR-Code anzeigen' }).click();
  await expect(main.getByRole('img', { name: `QR-Code mit dem Link zur Karte des Projekts „${workspace.Name}“` })).toBeVisible();
  await expect(main.getByLabel('Link zu dieser Projektseite')).toHaveValue(`${server.baseUrl}/#/projekt/${workspace.ID}`);
  for (const [width, height, suffix] of [[1280, 800, ''], [375, 812, '-phone']] as const) {
    await page.setViewportSize({ width, height });
    expect(await axeViolations(page)).toEqual([]);
    await saveScreenshot(page, `project-page${suffix}`);
  }
  await page.goto('/#/projekte');
  const card = main.getByRole('listitem').filter({ hasText: workspace.Name });
  await expect(card.getByText('Offen für Beiträge')).toBeVisible();
  await expect(card.getByText('Worum es geht Melden Sie, was Ihnen an Bächen und Flüssen auffällt.', { exact: false })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'projects-phone');
  await card.getByRole('link', { name: `Zum Projekt „${workspace.Name}“` }).click();
  // The list's cards carry „Mitmachen bei …“ too: wait for the project page before choosing its own.
  await expect(page).toHaveURL(new RegExp(`#/projekt/${workspace.ID}$`));
  await main.getByRole('link', { name: 'Mitmachen', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/map\\?workspace=${workspace.ID}&layer=`));
  await expect(mapPanel(page).getByRole('button', { name: 'Neuer Eintrag' })).toBeVisible();

  // She closes the project.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/#/workspaces?workspace=${workspace.ID}`);
  await expect(editor.getByLabel('Beschreibung', { exact: true })).toHaveValue(/Worum es geht/);
  await editor.getByLabel('Projekt abgeschlossen').check();
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(`/gis/workspace/${workspace.ID}`));
  await panel.getByRole('button', { name: 'Speichern' }).click();
  expect((await saved).status()).toBe(200);

  // The citizen on her phone reads the entry, but adds nothing.
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 375, height: 812 } });
  await context.addInitScript(() => window.localStorage.setItem('cookie-accepted', 'true'));
  const phone = await context.newPage();
  await phone.goto('/#/login');
  await loginViaScreen(phone, CITIZEN.Email, CITIZEN.Password);
  const details = await openPointDetails(phone, ENTRY);
  const closedNote = 'Dieses Projekt ist abgeschlossen. Sie können alle Beiträge und Antworten ansehen, aber nichts mehr hinzufügen.';
  await expect(details.getByText('Schaum am Wehr')).toBeVisible();
  await expect(details.getByText(closedNote)).toBeVisible();
  await expect(details.getByLabel('Ihr Kommentar')).toHaveCount(0);
  await expect(details.getByRole('button', { name: /Daumen hoch/ })).toHaveCount(0);
  await expect(mapPanel(phone).getByRole('button', { name: 'Neuer Eintrag' })).toHaveCount(0);
  await expect(mapPanel(phone).getByText(closedNote).first()).toBeVisible();
  expect(await axeViolations(phone)).toEqual([]);
  await saveScreenshot(phone, 'project-closed-map-phone');
  const refused = await citizen.post('/gis/comment', { PointID: entry.ID, Text: 'Noch etwas' });
  expect(refused.status).toBe(403);
  expect((refused.body as { Message: string }).Message).toBe(PROJECT_CLOSED);
  await phone.goto('/#/projekte');
  await expect(phone.getByRole('main').getByRole('listitem').filter({ hasText: workspace.Name }).getByText('Abgeschlossen')).toBeVisible();
  await context.close();

  // An unknown project is said on the page, without a failure alert on top.
  await page.goto('/#/projekt/0190f5a2-dead-7000-8000-00000000beef');
  await expect(main.getByText('Dieses Projekt gibt es nicht, oder es ist nicht öffentlich.')).toBeVisible();
  await expect(alertArea(page).getByRole('alert')).toHaveCount(0);
  await saveScreenshot(page, 'project-not-found', false);
});
