/** „Neuigkeiten“ of a project (docs/product.md §25.5), with the server sending to a real SMTP peer:
 *  a citizen takes part with an entry, another follows the project with „Projekt folgen“ on its
 *  page; the team writes an update in the project management's section „Neuigkeiten“ and
 *  publishes it; the participant's mail arrives with the update, its link opens the project page
 *  that shows it under „Neuigkeiten“, and its unsubscribe link stops the project's updates with one
 *  click, without login. At 1280 and 375 px with axe and screenshots; no console error and no
 *  failed request meanwhile. */
import type { Point } from '@mitmachkarte/contract';
import { ADMIN, createCitizen, demoAnswers, demoLayer, expect, loginViaScreen, test } from './fixtures.js';
import { alertArea, checkBothWidths, closeAlerts, watchPage } from './page-checks.js';

test.use({ mail: true });

const PARTICIPANT = { Name: 'Paula Mitmacherin', Email: 'paula@example.org', Password: 'Paula-Ufer-Kiesel-7' };
const FOLLOWER = { Name: 'Fritz Folger', Email: 'fritz@example.org', Password: 'Fritz-Ufer-Kiesel-8' };
const TITLE = 'Messergebnisse sind da';

test('the team\'s update reaches a participant by mail, shows on the project page, and is stopped by the mail\'s link', async ({ page, browser, server, mailbox }) => {
  const { workspace, layer } = await demoLayer(server);
  const paula = await createCitizen(server, PARTICIPANT);
  await createCitizen(server, FOLLOWER);
  await paula.ok(paula.post<Point>('/gis/point', { Layer: layer.ID, Latitude: 51.315, Longitude: 9.48, Attributes: demoAnswers('Neuigkeitenbach', 'Trüb nach Regen.') }), 'POST /gis/point');

  // A signed-in citizen follows the project on its page.
  const fritzContext = await browser.newContext({ baseURL: server.baseUrl });
  const fritz = await fritzContext.newPage();
  const fritzWatch = watchPage(fritz);
  await fritz.addInitScript(() => window.localStorage.setItem('cookie-accepted', 'true'));
  await fritz.goto('/#/login');
  await loginViaScreen(fritz, FOLLOWER.Email, FOLLOWER.Password);
  await fritz.goto(`/#/projekt/${workspace.ID}`);
  const follow = fritz.getByRole('button', { name: 'Projekt folgen' });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  await expect(alertArea(fritz).getByText(`Sie folgen jetzt dem Projekt „${workspace.Name}“. Neuigkeiten kommen per E-Mail.`)).toBeVisible();
  await expect(fritz.getByRole('button', { name: 'Nicht mehr folgen' })).toHaveAttribute('aria-pressed', 'true');
  await closeAlerts(fritz);
  await checkBothWidths(fritz, 'project-updates-following');
  expect(fritzWatch.problems()).toEqual([]);

  // The team writes and publishes the update in the project management.
  const watch = watchPage(page);
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/#\/admin$/);
  await page.goto(`/#/workspaces?workspace=${workspace.ID}`);
  await page.getByRole('navigation', { name: 'Bereiche des Projekts' }).getByRole('link', { name: 'Neuigkeiten', exact: true }).click();
  const section = page.getByRole('region', { name: 'Neuigkeiten' });
  await expect(section.getByText('Noch keine Neuigkeiten.')).toBeVisible();
  await expect(section.getByText(/^Geht an \d+ Personen per E-Mail\.$/)).toBeVisible();
  await section.getByLabel('Titel').fill(TITLE);
  await section.getByLabel('Text').fill('Das Wasser ist **wieder klar**. Danke für Ihre Beobachtungen!');
  await checkBothWidths(page, 'project-updates-write');
  await section.getByRole('button', { name: 'Veröffentlichen und senden' }).click();
  await expect(alertArea(page).getByText(/^Die Neuigkeit ist veröffentlicht und geht an \d+ Personen per E-Mail\.$/)).toBeVisible();
  await closeAlerts(page);
  const item = section.getByRole('listitem').filter({ hasText: TITLE });
  await expect(item).toContainText(/an \d+ Personen gesendet/);
  await checkBothWidths(page, 'project-updates-section');
  expect(watch.problems()).toEqual([]);

  // The participant's mail arrives with the update and the links.
  const mail = await mailbox.waitForMail(PARTICIPANT.Email, 1);
  expect(mail.subject).toBe(`Neuigkeiten aus dem Projekt „${workspace.Name}“: ${TITLE}`);
  expect(mail.text).toContain('Das Wasser ist **wieder klar**.');
  expect(mail.text).toContain(`Warum bekomme ich diese E-Mail? Sie haben sich an dem Projekt beteiligt „${workspace.Name}“.`);
  expect(mail.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  await mailbox.waitForMail(FOLLOWER.Email, 1);
  const projectLink = /http:\/\/127\.0\.0\.1:\d+\/#\/projekt\/\S+/.exec(mail.text ?? '')![0];
  const unsubscribeLink = /http:\/\/127\.0\.0\.1:\d+\/#\/neuigkeiten\/abbestellen\/\S+/.exec(mail.text ?? '')![0];

  // Its link opens the project page with the update under „Neuigkeiten“ (not signed in).
  const visitor = await (await browser.newContext({ baseURL: server.baseUrl })).newPage();
  const visitorWatch = watchPage(visitor);
  await visitor.addInitScript(() => window.localStorage.setItem('cookie-accepted', 'true'));
  await visitor.goto(projectLink);
  const news = visitor.getByRole('region', { name: 'Neuigkeiten' });
  await expect(news.getByRole('heading', { level: 3, name: TITLE })).toBeVisible();
  await expect(news.locator('strong', { hasText: 'wieder klar' })).toBeVisible();
  await expect(news).toContainText('Team des Projekts');
  await expect(visitor.getByRole('link', { name: 'Anmelden, um Neuigkeiten per E-Mail zu bekommen' })).toBeVisible();
  await checkBothWidths(visitor, 'project-updates-page');

  // The mail's unsubscribe link stops the project's updates on one click.
  await visitor.goto(unsubscribeLink);
  await expect(visitor.getByText(`Sie erhalten Neuigkeiten aus dem Projekt „${workspace.Name}“ per E-Mail.`)).toBeVisible();
  await checkBothWidths(visitor, 'project-updates-unsubscribe');
  await visitor.getByRole('button', { name: 'Keine Neuigkeiten mehr aus diesem Projekt' }).click();
  await expect(visitor.getByText('Sie erhalten keine Neuigkeiten aus diesem Projekt mehr.')).toBeVisible();
  await checkBothWidths(visitor, 'project-updates-unsubscribed');
  expect(visitorWatch.problems()).toEqual([]);

  // The next update reaches the follower, not her.
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  await admin.ok(admin.post(`/gis/workspace/${workspace.ID}/updates`, { Title: 'Noch eine', Text: 'Kurz.' }), 'POST updates');
  await mailbox.waitForMail(FOLLOWER.Email, 2);
  expect(mailbox.mailsTo(PARTICIPANT.Email)).toHaveLength(1);
});
