/** A project's team (docs/product.md §17.4), as a town's officer and her colleague use it: the
 *  officer invites the colleague by e-mail in the workspace manager's „Team“ section; the colleague
 *  follows the link of the real mail, sets name and password on the phone, finds the project under
 *  „Meine Projekte“ without any permission and changes it; on a project she does not manage she
 *  sees no „Karte hinzufügen“. The officer sees her in the team, withdraws a second invitation, and
 *  the used link is refused. A colleague who has an account already is invited with the same
 *  answer and joins only when she accepts, logged in. axe clean at 1280 and 375 px. */
import type { Workspace } from '@mitmachkarte/contract';
import { ADMIN, expect, loginViaScreen, saveScreenshot, test } from './fixtures.js';
import { alertArea, axeViolations } from './page-checks.js';

test.use({ mail: true });

const COLLEAGUE = { Name: 'Karla Kollegin', Email: 'karla@stadt-fulda.example', Password: 'Radweg-Fulda-Sicher-26' };
const PROJECT = 'Radverkehr: Gefahrenstellen melden';

test('a colleague invited by e-mail manages the project from „Meine Projekte“ without permissions', async ({ page, browser, server, mailbox }) => {
  const api = server.api();
  await api.login(ADMIN.email, ADMIN.password);
  const project = await api.ok(api.post<Workspace>('/gis/workspace', { Name: PROJECT }), 'POST /gis/workspace');

  // The officer invites her colleague in the team section of the workspace manager.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('link', { name: 'Meine Projekte' })).toBeVisible();
  await page.goto(`/#/workspaces?workspace=${project.ID}&bereich=team`);
  const team = page.getByRole('region', { name: 'Team', exact: true });
  await expect(team.getByText('Außer dem Eigentümer gehört noch niemand zum Team.')).toBeVisible();
  await team.getByRole('button', { name: 'Zum Team einladen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zum Team einladen' });
  await dialog.getByLabel('E-Mail-Adresse').fill(COLLEAGUE.Email);
  expect(await axeViolations(page, '.modal')).toEqual([]);
  await saveScreenshot(page, 'team-invite-dialog', false);
  await dialog.getByRole('button', { name: 'Einladen' }).click();
  await expect(alertArea(page).getByText(`Die Einladung an ${COLLEAGUE.Email} wurde verschickt.`)).toBeVisible();
  await expect(team.getByRole('list', { name: 'Offene Einladungen' })).toContainText(COLLEAGUE.Email);
  expect(await axeViolations(page, 'main')).toEqual([]);
  await team.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'team-section', false);

  // The real mail carries the link to the invitation page.
  const mail = await mailbox.waitForMail(COLLEAGUE.Email);
  expect(mail.subject).toContain(`Sie wurden zum Projekt „${PROJECT}“ eingeladen`);
  const link = /http:\/\/127\.0\.0\.1:\d+\/#\/einladung\/\S+/.exec(mail.text ?? '')![0];

  // The colleague opens it on her phone, sets name and password and is logged in.
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => window.localStorage.setItem('cookie-accepted', 'true'));
  const phone = await context.newPage();
  await phone.goto(link);
  const main = phone.getByRole('main');
  await expect(main.getByRole('heading', { name: `Sie wurden zum Projekt „${PROJECT}“ eingeladen` })).toBeVisible();
  for (const [width, height, suffix] of [[1280, 800, ''], [375, 812, '-phone']] as const) {
    await phone.setViewportSize({ width, height });
    expect(await axeViolations(phone, 'main')).toEqual([]);
    await saveScreenshot(phone, `invitation-page${suffix}`, false);
  }
  await main.getByLabel('Ihr Name').fill(COLLEAGUE.Name);
  await main.getByLabel('Passwort', { exact: true }).fill(COLLEAGUE.Password);
  await main.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
  await main.getByRole('button', { name: 'Einladung annehmen' }).click();

  // „Meine Projekte“ lists the project; she holds no permission.
  await expect(phone.getByRole('heading', { level: 1, name: 'Meine Projekte' })).toBeVisible();
  await expect(alertArea(phone).getByText(`Willkommen im Team von „${PROJECT}“.`)).toBeVisible();
  const projects = phone.getByRole('list', { name: 'Meine Projekte' });
  await expect(projects.getByRole('heading', { name: PROJECT })).toBeVisible();
  await expect(projects.getByText(/^Eigentümer: /)).toBeVisible();
  expect(await axeViolations(phone, 'main')).toEqual([]);
  await saveScreenshot(phone, 'my-projects-phone', false);
  const me = server.api();
  await me.login(COLLEAGUE.Email, COLLEAGUE.Password);
  expect((await me.ok(me.get<{ Permissions: string[] }>('/auth/info'), 'GET /auth/info')).Permissions).toEqual([]);

  // From there she manages the project: the owner is shown by name, she renames it.
  await projects.getByRole('link', { name: `Projekt ${PROJECT} verwalten` }).click();
  const panel = phone.getByRole('region', { name: `Projekt ${PROJECT}` });
  await expect(panel.getByText(/\(admin@example\.org\)$/)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Löschen' })).toHaveCount(0);
  await expect(phone.getByRole('button', { name: 'Karte hinzufügen' })).toBeVisible();
  const sections = phone.getByRole('navigation', { name: 'Bereiche des Projekts' });
  await expect(sections.getByRole('link', { name: 'Team' })).toBeVisible();
  await panel.getByLabel('Name').fill(`${PROJECT} in Fulda`);
  await panel.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(alertArea(phone).getByText('Das Projekt wurde erfolgreich gespeichert.')).toBeVisible();
  expect(await axeViolations(phone, 'main')).toEqual([]);
  await saveScreenshot(phone, 'workspace-manager-colleague-phone');

  // A public project she does not manage: she may look, but „Karte hinzufügen“ is not offered.
  await phone.getByRole('list', { name: 'Liste der Projekte' }).getByRole('button', { name: /^Gewässer-App/ }).click();
  await expect(phone.getByRole('region', { name: /^Projekt Gewässer-App/ }).getByText('Sie verwalten dieses Projekt nicht. Sie können es ansehen, aber nicht ändern.')).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Karte hinzufügen' })).toHaveCount(0);
  await expect(sections.getByRole('link', { name: 'Team' })).toHaveCount(0);

  // The used link is refused with its reason.
  await phone.goto(link);
  await expect(phone.getByRole('main').getByRole('alert')).toContainText('Diese Einladung wurde bereits angenommen.');
  await context.close();

  // The officer sees her colleague in the team and withdraws a second invitation.
  await page.reload();
  await expect(team.getByRole('row', { name: new RegExp(COLLEAGUE.Name) })).toContainText(COLLEAGUE.Email);
  await expect(team.getByText('Keine offenen Einladungen.')).toBeVisible();
  await team.getByRole('button', { name: 'Zum Team einladen' }).click();
  await dialog.getByLabel('E-Mail-Adresse').fill('vertretung@stadt-fulda.example');
  await dialog.getByRole('button', { name: 'Einladen' }).click();
  await team.getByRole('button', { name: 'Einladung an vertretung@stadt-fulda.example zurückziehen' }).click();
  await page.getByRole('dialog', { name: 'Einladung zurückziehen' }).getByRole('button', { name: 'OK' }).click();
  await expect(alertArea(page).getByText('Die Einladung wurde zurückgezogen.')).toBeVisible();
  await expect(team.getByText('Keine offenen Einladungen.')).toBeVisible();
});

test('a colleague with an account is invited with the same answer and joins only when she accepts, logged in', async ({ page, server, mailbox }) => {
  const HOLDER = { Name: 'Hanna Hauptamt', Email: 'hanna@stadt-fulda.example', Password: 'Gruenflaechen-Fulda-26' };
  const TITLE = 'Grünflächen pflegen';
  const api = server.api();
  await api.login(ADMIN.email, ADMIN.password);
  const project = await api.ok(api.post<Workspace>('/gis/workspace', { Name: TITLE }), 'POST /gis/workspace');
  await api.ok(api.post('/admin/user', { ...HOLDER, Active: true, Groups: [] }), 'POST /admin/user');

  // The officer invites her, on her phone: the answer is the one any address gets, and she is not in
  // the team yet.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await page.goto(`/#/workspaces?workspace=${project.ID}&bereich=team`);
  const team = page.getByRole('region', { name: 'Team', exact: true });
  await team.getByRole('button', { name: 'Zum Team einladen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zum Team einladen' });
  await expect(dialog.getByText(/Sie gehört zum Team, sobald sie die Einladung annimmt/)).toBeVisible();
  await dialog.getByLabel('E-Mail-Adresse').fill(HOLDER.Email);
  expect(await axeViolations(page, '.modal')).toEqual([]);
  await saveScreenshot(page, 'team-invite-dialog-phone', false);
  await dialog.getByRole('button', { name: 'Einladen' }).click();
  await expect(alertArea(page).getByText(`Die Einladung an ${HOLDER.Email} wurde verschickt.`)).toBeVisible();
  await expect(team.getByRole('list', { name: 'Offene Einladungen' })).toContainText(HOLDER.Email);
  await expect(team.getByText('Außer dem Eigentümer gehört noch niemand zum Team.')).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);
  await team.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'team-section-phone', false);

  // Her mail asks her to log in with her account and accept.
  const mail = await mailbox.waitForMail(HOLDER.Email);
  expect(mail.text).toContain('melden Sie sich mit Ihrem Konto zu dieser Adresse an und nehmen Sie die Einladung an');
  const link = /http:\/\/127\.0\.0\.1:\d+\/#\/einladung\/\S+/.exec(mail.text ?? '')![0];
  const context = await page.context().browser()!.newContext({ baseURL: server.baseUrl });
  await context.addInitScript(() => window.localStorage.setItem('cookie-accepted', 'true'));
  const phone = await context.newPage();
  await phone.setViewportSize({ width: 375, height: 812 });
  await phone.goto(link);
  const main = phone.getByRole('main');
  await expect(main.getByText(`Zu ${HOLDER.Email} gibt es bereits ein Konto. Melden Sie sich damit an und nehmen Sie die Einladung dann hier an.`)).toBeVisible();
  await expect(main.getByRole('button', { name: 'Einladung annehmen' })).toHaveCount(0);
  for (const [width, height, suffix] of [[375, 812, '-phone'], [1280, 800, '']] as const) {
    await phone.setViewportSize({ width, height });
    expect(await axeViolations(phone, 'main')).toEqual([]);
    await saveScreenshot(phone, `invitation-page-account${suffix}`, false);
  }

  // The login leads back to the invitation; only her acceptance puts her into the team.
  await phone.setViewportSize({ width: 375, height: 812 });
  await main.getByRole('link', { name: 'Zum Login' }).click();
  await loginViaScreen(phone, HOLDER.Email, HOLDER.Password);
  await expect(main.getByRole('heading', { name: `Sie wurden zum Projekt „${TITLE}“ eingeladen` })).toBeVisible();
  expect(await axeViolations(phone, 'main')).toEqual([]);
  await saveScreenshot(phone, 'invitation-page-account-logged-in-phone', false);
  await main.getByRole('button', { name: 'Einladung annehmen' }).click();
  await expect(alertArea(phone).getByText(`Willkommen im Team von „${TITLE}“.`)).toBeVisible();
  await expect(phone.getByRole('list', { name: 'Meine Projekte' }).getByRole('heading', { name: TITLE })).toBeVisible();
  await context.close();

  await page.reload();
  await expect(team.getByRole('row', { name: new RegExp(HOLDER.Name) })).toContainText(HOLDER.Email);
  await expect(team.getByText('Keine offenen Einladungen.')).toBeVisible();
});
