/** The team's side of a participation (docs/product.md §16.2, §16.8, §16.9), with the server
 *  sending to a real SMTP peer: the project's owner chooses „Sofort“ for new entries in the
 *  project's Team section; a citizen records an entry; the owner's mail arrives at once and links
 *  into the team's inbox, which shows the entry as „Neu“ with the bar's badge; from there the owner
 *  opens the entry on the map and answers it with the organisation's answer template and a new
 *  status in one step; the author gets one mail carrying both. Then „Alle als gelesen markieren“
 *  empties the inbox on a phone. axe clean on the new screens; screenshots at 1280 and 375 px. */
import type { Organisation, Point } from '@mitmachkarte/contract';
import { ADMIN, createCitizen, demoAnswers, demoLayer, expect, loginViaScreen, saveScreenshot, test } from './fixtures.js';
import { alertArea, axeViolations } from './page-checks.js';

test.use({ mail: true });

const AUTHOR = { Name: 'Ida Melderin', Email: 'ida@example.org', Password: 'Ida-Steg-Kiesel-4' };

test('a new entry reaches the team at once, its inbox from the mail, and one answer with template and status reaches the author once', async ({ page, server, mailbox }) => {
  test.slow();
  const { workspace, layer } = await demoLayer(server);
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  const org = (await admin.ok(admin.get<Organisation[]>('/admin/organisations'), 'GET /admin/organisations')).find((o) => o.Default)!;
  await admin.ok(admin.put(`/admin/organisation/${org.ID}/answer-templates`, {
    Templates: [{ Name: 'Eingang', Text: 'Danke für Ihren Hinweis „{titel}“ vom {datum}. Der Bauhof sieht sich das an.' }],
  }), 'PUT answer-templates');

  // The owner wants new entries at once.
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await page.goto(`/#/workspaces?workspace=${workspace.ID}&bereich=team`);
  const settings = page.getByRole('form', { name: 'Benachrichtigungen für das Team' });
  await settings.getByLabel('Neue Einträge').selectOption({ label: 'Sofort' });
  await settings.getByRole('button', { name: 'Speichern' }).click();
  await expect(alertArea(page).getByText('Die Benachrichtigungen für das Team wurden gespeichert.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'team-notifications-settings');

  // A citizen records an entry; the owner's mail links into the inbox.
  const ida = await createCitizen(server, AUTHOR);
  const name = 'Stegbach';
  await ida.ok(ida.post<Point>('/gis/point', { Layer: layer.ID, Latitude: 51.312, Longitude: 9.485, Attributes: demoAnswers(name, 'Das Geländer am Steg wackelt.') }), 'POST /gis/point');
  const teamMail = await mailbox.waitForMail(ADMIN.email);
  expect(teamMail.subject).toBe(`Neuer Eintrag im Projekt „${workspace.Name}“: „${name}“`);
  const link = /http:\/\/127\.0\.0\.1:\d+\/(#\/eingang\/[\w-]+)/.exec(teamMail.text ?? '');
  expect(link, teamMail.text).not.toBeNull();

  await page.goto(`/${link![1]}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: `Eingang: ${workspace.Name}` })).toBeVisible();
  const item = main.getByRole('listitem').filter({ hasText: `Eintrag: ${name}` });
  await expect(item.getByRole('heading')).toHaveText(`NeuEintrag: ${name}`);
  await expect(page.getByRole('link', { name: /^Meine Projekte.*\(1 neuer Beitrag\)$/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'team-inbox');

  // From the inbox to the entry; status and answer from the template in one step.
  await item.getByRole('link', { name: `Eintrag: ${name} auf der Karte zeigen` }).click();
  const form = page.getByRole('form', { name: 'Status und Antwort' });
  await form.getByLabel('Neuer Status').selectOption({ label: 'In Bearbeitung' });
  await form.getByLabel('Textbaustein').selectOption({ label: 'Eingang' });
  await form.getByRole('button', { name: 'In die Antwort einfügen' }).click();
  await expect(form.getByLabel('Offizielle Antwort (für alle sichtbar)')).toHaveValue(new RegExp(`^Danke für Ihren Hinweis „${name}“ vom \\d\\d\\.\\d\\d\\.\\d{4}\\. Der Bauhof`));
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(alertArea(page).getByText('Status und Antwort wurden gespeichert.')).toBeVisible();

  const authorMail = await mailbox.waitForMail(AUTHOR.Email);
  expect(authorMail.subject).toBe(`Neuer Status „In Bearbeitung“ und offizielle Antwort – Eintrag „${name}“`);
  expect(authorMail.text).toContain(`Danke für Ihren Hinweis „${name}“`);
  // One mail, not two: nothing more arrives for the author.
  await page.waitForTimeout(1500);
  expect(mailbox.mailsTo(AUTHOR.Email)).toHaveLength(1);

  // On a phone: everything read, the inbox says so.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/${link![1]}`);
  await main.getByRole('button', { name: 'Alle als gelesen markieren' }).click();
  await expect(main.getByText('Nichts Neues. Sie haben alles gesehen.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'team-inbox-phone');
});
