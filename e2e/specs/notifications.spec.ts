/** E-mail notifications to followers (docs/product.md §16.7), as citizens and an officer use them,
 *  with the server sending to a real SMTP peer: the author follows her entry by saving it, a
 *  neighbour follows it with „Folgen“ in the map; the officer sets „In Bearbeitung“ and writes the
 *  official answer in the map, whose marker and legend show the new status; the author's mail
 *  arrives with the status and a link. She opens the
 *  unsubscribe link without being logged in and stops the mails with one click; the neighbour
 *  switches „Keine E-Mails“ on in his profile, with the keyboard. After that the officer's next
 *  answer reaches only a third follower. Once a project is no longer public, its entries' unsubscribe
 *  pages name nothing to followers outside its team. axe clean at 1280 and 375 px. */
import type { Layer, Point, Workspace } from '@mitmachkarte/contract';
import { ADMIN, createCitizen, demoAnswers, demoLayer, expect, loginViaScreen, openPointDetails, saveScreenshot, test } from './fixtures.js';
import { alertArea, axeViolations } from './page-checks.js';

test.use({ mail: true });

const AUTHOR = { Name: 'Clara Bürgerin', Email: 'clara@example.org', Password: 'Clara-Ufer-Kiesel-7' };
const NEIGHBOUR = { Name: 'Bert Nachbar', Email: 'bert@example.org', Password: 'Bert-Ufer-Kiesel-8' };
const THIRD = { Name: 'Carla Dritte', Email: 'carla@example.org', Password: 'Carla-Ufer-Kiesel-9' };

test('followers get the officer\'s news by mail and stop it by link or in the profile', async ({ page, browser, server, mailbox }) => {
  const { layer } = await demoLayer(server);
  const clara = await createCitizen(server, AUTHOR);
  await createCitizen(server, NEIGHBOUR);
  const carla = await createCitizen(server, THIRD);
  const name = 'Folgebach';
  const point = await clara.ok(clara.post<Point>('/gis/point', {
    Layer: layer.ID, Latitude: 51.315, Longitude: 9.48, Attributes: demoAnswers(name, 'Schaum am Wehr.'),
  }), 'POST /gis/point');
  await carla.ok(carla.post(`/gis/point/${point.ID}/follow`, {}), 'follow');

  // The neighbour follows the entry with „Folgen“ in its details.
  const neighbourContext = await browser.newContext({ baseURL: server.baseUrl });
  const neighbour = await neighbourContext.newPage();
  await neighbour.addInitScript(() => window.localStorage.setItem('cookie-accepted', 'true'));
  await neighbour.goto('/#/login');
  await loginViaScreen(neighbour, NEIGHBOUR.Email, NEIGHBOUR.Password);
  await expect(neighbour.getByRole('button', { name: NEIGHBOUR.Name })).toBeVisible();
  const seen = await openPointDetails(neighbour, name);
  await seen.getByRole('button', { name: 'Folgen' }).click();
  await expect(alertArea(neighbour).getByText(/^Sie folgen diesem Eintrag\./)).toBeVisible();
  await expect(seen.getByRole('button', { name: 'Nicht mehr folgen' })).toBeVisible();
  expect(await axeViolations(neighbour, 'section.map-panel')).toEqual([]);
  await saveScreenshot(neighbour, 'point-follow', false);

  // The officer sets the status and writes the answer in the map.
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/#\/admin$/);
  const detail = await openPointDetails(page, name);
  await detail.getByLabel('Neuer Status').selectOption({ label: 'In Bearbeitung' });
  await detail.getByLabel('Notiz zum Status (freiwillig, für alle sichtbar)').fill('Der Bauhof schaut am Montag nach.');
  await detail.getByRole('form', { name: 'Status und Antwort' }).getByRole('button', { name: 'Speichern' }).click();
  await expect(alertArea(page).getByText('Status und Antwort wurden gespeichert.')).toBeVisible();
  // The map shows the new status in its colour and in words, and the legend names it.
  const colour = layer.Statuses.find((s) => s.Key === 'bearbeitung')!.Colour;
  const marker = page.locator('.leaflet-marker-icon[title*="In Bearbeitung"]').first();
  await expect(marker.locator('svg path')).toHaveAttribute('fill', colour);
  await expect(page.getByRole('group', { name: 'Legende der Status' })).toContainText('In Bearbeitung');
  await detail.getByLabel('Offizielle Antwort (für alle sichtbar)').fill('Wir haben den Schaum untersucht: harmlos.');
  await detail.getByRole('form', { name: 'Status und Antwort' }).getByRole('button', { name: 'Speichern' }).click();
  await expect(alertArea(page).getByText('Status und Antwort wurden gespeichert.')).toBeVisible();

  // The author's mails arrive: the status with the note, then the answer; each with its links.
  const statusMail = (await mailbox.waitForMail(AUTHOR.Email, 2), mailbox.mailsTo(AUTHOR.Email)[0]!);
  expect(statusMail.subject).toBe(`Neuer Status „In Bearbeitung“ – Eintrag „${name}“`);
  expect(statusMail.text).toContain('Anmerkung: Der Bauhof schaut am Montag nach.');
  expect(mailbox.mailsTo(AUTHOR.Email)[1]!.text).toContain('Wir haben den Schaum untersucht: harmlos.');
  await mailbox.waitForMail(NEIGHBOUR.Email, 2);
  expect(mailbox.mailsTo(ADMIN.email)).toHaveLength(0);
  const mapLink = /http:\/\/127\.0\.0\.1:\d+\/#\/map\?\S+/.exec(statusMail.text ?? '')![0];
  const unsubscribeLink = /http:\/\/127\.0\.0\.1:\d+\/#\/benachrichtigungen\/abbestellen\/\S+/.exec(statusMail.text ?? '')![0];

  // The map link opens the entry with its new status.
  const visitorContext = await browser.newContext({ baseURL: server.baseUrl });
  const visitor = await visitorContext.newPage();
  await visitor.goto(mapLink);
  await expect(visitor.locator('section.map-panel').getByRole('article').locator('.map-status')).toHaveText(/^Status: In Bearbeitung/);

  // Without login, the unsubscribe link's page names the entry and stops its mails on one click.
  await visitor.goto(unsubscribeLink);
  const main = visitor.getByRole('main');
  await expect(main.getByRole('heading', { name: 'E-Mails abbestellen' })).toBeVisible();
  await expect(main.getByText(`Sie erhalten E-Mails zum Eintrag „${name}“ (Gewässerbeobachtungen).`)).toBeVisible();
  for (const [width, height, suffix] of [[1280, 800, ''], [375, 812, '-phone']] as const) {
    await visitor.setViewportSize({ width, height });
    expect(await axeViolations(visitor, 'main')).toEqual([]);
    await saveScreenshot(visitor, `unsubscribe${suffix}`, false);
  }
  await main.getByRole('button', { name: 'Keine E-Mails mehr zu diesem Eintrag' }).click();
  await expect(main.getByText('Sie erhalten keine E-Mails mehr zu diesem Eintrag.')).toBeVisible();
  await visitorContext.close();

  // The neighbour switches „Keine E-Mails“ on in his profile, by keyboard.
  await neighbour.setViewportSize({ width: 375, height: 812 });
  await neighbour.goto('/#/profile');
  const card = neighbour.getByRole('main').locator('.card').filter({ has: neighbour.getByRole('heading', { name: 'Benachrichtigungen', exact: true }) });
  await expect(card.getByRole('list', { name: 'Einträge, denen Sie folgen (1)' })).toContainText(name);
  const noMail = card.getByRole('switch', { name: 'Keine E-Mails' });
  await noMail.focus();
  await neighbour.keyboard.press('Space');
  await expect(alertArea(neighbour).getByText('Sie erhalten keine E-Mails zu Einträgen mehr.')).toBeVisible();
  await expect(noMail).toBeChecked();
  expect(await axeViolations(neighbour, 'main')).toEqual([]);
  expect(await neighbour.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await card.scrollIntoViewIfNeeded();
  await saveScreenshot(neighbour, 'profile-notifications-phone', false);
  await neighbourContext.close();

  // The next answer reaches the third follower only.
  await detail.getByLabel('Offizielle Antwort (für alle sichtbar)').fill('Nachtrag: Das Wehr wird im Mai gereinigt.');
  await detail.getByRole('form', { name: 'Status und Antwort' }).getByRole('button', { name: 'Speichern' }).click();
  await mailbox.waitForMail(THIRD.Email, 3);
  expect(mailbox.mailsTo(THIRD.Email)[2]!.text).toContain('Nachtrag: Das Wehr wird im Mai gereinigt.');
  expect(mailbox.mailsTo(AUTHOR.Email)).toHaveLength(2);
  expect(mailbox.mailsTo(NEIGHBOUR.Email)).toHaveLength(2);
});

test('once a project is no longer public, the unsubscribe page names neither the entry nor its map to a follower outside the team', async ({ page, server, mailbox }) => {
  const FOLLOWER = { Name: 'Dora Draußen', Email: 'dora@example.org', Password: 'Dora-Ufer-Kiesel-6' };
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  const project = await admin.ok(admin.post<Workspace>('/gis/workspace', { Name: 'Bald intern', Public: true, Editable: true }), 'workspace');
  const layer = await admin.ok(admin.post<Layer>('/gis/layer', { Workspace: project.ID, Name: 'Interne Hinweise', Public: true, Editable: true }), 'layer');
  const dora = await createCitizen(server, FOLLOWER);
  const point = await dora.ok(dora.post<Point>('/gis/point', { Layer: layer.ID, Latitude: 51.31, Longitude: 9.47 }), 'point');
  await admin.ok(admin.put(`/gis/point/${point.ID}/status`, { Status: 'pruefung' }), 'status');
  const link = /http:\/\/127\.0\.0\.1:\d+\/#\/benachrichtigungen\/abbestellen\/\S+/.exec((await mailbox.waitForMail(FOLLOWER.Email)).text ?? '')![0];
  await admin.ok(admin.put(`/gis/workspace/${project.ID}`, { Name: 'Bald intern', Public: false, Editable: false }), 'private');

  await page.goto(link);
  const main = page.getByRole('main');
  await expect(main.getByText('Der Link gehört zu einem Eintrag, den Sie zurzeit nicht sehen können. Solange das so ist, erhalten Sie keine E-Mails zu ihm.')).toBeVisible();
  await expect(main).not.toContainText('Interne Hinweise');
  for (const [width, height, suffix] of [[1280, 800, ''], [375, 812, '-phone']] as const) {
    await page.setViewportSize({ width, height });
    expect(await axeViolations(page, 'main')).toEqual([]);
    await saveScreenshot(page, `unsubscribe-unseen${suffix}`, false);
  }
  await main.getByRole('button', { name: 'Keine E-Mails mehr zu diesem Eintrag' }).click();
  await expect(main.getByText('Sie erhalten keine E-Mails mehr zu diesem Eintrag.')).toBeVisible();
});
