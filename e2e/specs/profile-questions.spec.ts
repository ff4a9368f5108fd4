/** Profile questions (docs/product.md §25.3, docs/decisions/0048): an administrator defines a
 *  question; a newcomer answers it at registration; a citizen answers it in the prompt after a
 *  first contribution; the evaluation's „Wer hat teilgenommen?“ shows groups under 5 as „weniger
 *  als 5“; the citizen deletes their answers on the profile page. Chromium at 1280 and 375 px,
 *  axe-checked. */
import type { Layer, ParticipantProfile, Point, ProfileQuestion, User, Workspace } from '@mitmachkarte/contract';
import { linkIn } from '../../server/test/smtp-peer.js';
import { ADMIN, expect, loginViaScreen, saveScreenshot, test } from './fixtures.js';
import { alertArea, checkBothWidths, closeAlerts, serveLocalTiles, visitorSessionCheck, watchPage } from './page-checks.js';

test.use({ mail: true });

const QUESTION = 'In welchem Stadtteil wohnen Sie?';
const PASSWORD = 'Fluss-Ufer-123';

test('a question defined by the administration is answered at registration and after a first contribution, counted with small groups hidden, and deleted by its person', async ({ page, server, mailbox }) => {
  test.setTimeout(240_000);
  const watch = watchPage(page, visitorSessionCheck);
  await serveLocalTiles(page);
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);

  // 1. The administrator defines the question in the organisation's administration.
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await page.goto('/#/admin/organisations');
  const section = page.getByRole('region', { name: 'Profilfragen' });
  await expect(section.getByText('Noch keine Profilfragen.')).toBeVisible();
  await section.getByRole('button', { name: 'Profilfrage hinzufügen' }).click();
  const item = section.getByRole('listitem', { name: 'Profilfrage 1' });
  await item.getByLabel('Frage', { exact: true }).fill(QUESTION);
  await item.getByLabel('Antwortmöglichkeit 1', { exact: true }).fill('Nord');
  await item.getByLabel('Antwortmöglichkeit 2', { exact: true }).fill('Süd');
  await item.getByRole('button', { name: 'Antwortmöglichkeit hinzufügen' }).click();
  await item.getByLabel('Antwortmöglichkeit 3', { exact: true }).fill('Mitte');
  await section.getByRole('button', { name: 'Profilfragen speichern' }).click();
  await expect(alertArea(page).getByText('Die Profilfragen wurden gespeichert.')).toBeVisible();
  await closeAlerts(page);
  await section.scrollIntoViewIfNeeded();
  await checkBothWidths(page, 'profile-questions-admin');
  await section.screenshot({ path: await saveScreenshot(page, 'profile-questions-admin-section', false) });
  const [question] = await admin.ok(admin.get<ProfileQuestion[]>('/profile-questions'), 'GET /profile-questions');
  expect(question!.Label).toBe(QUESTION);
  const optionId = (label: string) => question!.Options.find((o) => o.Label === label)!.ID;
  await page.context().clearCookies();

  // 2. A newcomer answers it at registration; after activation the profile shows the answer.
  await page.goto('/#/register');
  const main = page.getByRole('main');
  const fieldset = main.getByRole('group', { name: 'Angaben zu Ihrer Person (freiwillig)' });
  await expect(fieldset.getByLabel(QUESTION)).toHaveValue('');
  await main.getByLabel('E-Mail').fill('rita.neu@example.org');
  await main.getByLabel('Name').fill('Rita Neu');
  await main.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await main.getByLabel('Passwort wiederholen').fill(PASSWORD);
  await fieldset.getByLabel(QUESTION).selectOption({ label: 'Mitte' });
  await main.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
  await checkBothWidths(page, 'profile-questions-register');
  await main.getByRole('button', { name: 'Registrieren' }).click();
  await expect(main.getByRole('alert')).toContainText('Registrierung erfolgreich.');
  const link = linkIn(await mailbox.waitForMail('rita.neu@example.org'), '/api/v1/auth/activate/');
  await page.goto(link.href);
  await main.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await main.getByRole('button', { name: 'Konto aktivieren' }).click();
  await expect(page).toHaveURL(/#\/activationsuccess$/);
  await page.goto('/#/profile');
  await expect(main.getByRole('heading', { level: 2, name: 'Angaben zu meiner Person' })).toBeVisible();
  await expect(main.getByLabel(QUESTION)).toHaveValue(optionId('Mitte'));
  await page.context().clearCookies();

  // A project whose participants are counted: the administrator's entry, and eight accounts that
  // voted on it, five from Nord and three from Süd.
  const workspace = await admin.ok(admin.post<Workspace>('/gis/workspace', { Name: 'Spielplätze', Public: true, Editable: true }), 'workspace');
  const layer = await admin.ok(admin.post<Layer>('/gis/layer', { Workspace: workspace.ID, Name: 'Wünsche', Public: true, Editable: true, Schema: { Schema: [], Categories: [] } }), 'layer');
  const point = await admin.ok(admin.post<Point>('/gis/point', { Layer: layer.ID, Latitude: 51.32, Longitude: 9.48 }), 'point');
  const voters = [...Array(5).fill('Nord'), ...Array(3).fill('Süd')] as string[];
  for (const [i, district] of voters.entries()) {
    const email = `teilnehmer${i}@example.org`;
    await admin.ok(admin.post<User>('/admin/user', { Name: `Teilnehmer ${i}`, Email: email, Password: PASSWORD, Active: true, Groups: [], Attributes: [] }), 'user');
    const voter = server.api();
    await voter.login(email, PASSWORD);
    await voter.ok(voter.put('/auth/profile', { Answers: [{ Question: question!.ID, Option: optionId(district) }] }), 'answers');
    await voter.ok(voter.post(`/gis/vote/${point.ID}`, { Vote: 1 }), 'vote');
  }

  // 3. A citizen's first contribution (a vote); the prompt asks, and the citizen answers „Süd“.
  await admin.ok(admin.post<User>('/admin/user', { Name: 'Clara Bürgerin', Email: 'clara@example.org', Password: PASSWORD, Active: true, Groups: [], Attributes: [] }), 'citizen');
  const citizen = server.api();
  await citizen.login('clara@example.org', PASSWORD);
  await citizen.ok(citizen.post(`/gis/vote/${point.ID}`, { Vote: 1 }), 'vote');
  await page.goto('/#/login');
  await loginViaScreen(page, 'clara@example.org', PASSWORD);
  const prompt = page.getByRole('region', { name: 'Möchten Sie uns etwas über sich sagen?' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByLabel(QUESTION)).toHaveValue('');
  await checkBothWidths(page, 'profile-questions-prompt');
  // The panel as a phone shows it: in the window, not on a full-page picture.
  await page.setViewportSize({ width: 375, height: 812 });
  await saveScreenshot(page, 'profile-questions-prompt-phone-window', false);
  await page.setViewportSize({ width: 1280, height: 800 });
  await prompt.getByLabel(QUESTION).selectOption({ label: 'Süd' });
  await prompt.getByRole('button', { name: 'Angaben speichern' }).click();
  await expect(alertArea(page).getByText('Ihre Angaben wurden gespeichert.')).toBeVisible();
  await expect(prompt).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Clara Bürgerin' })).toBeVisible();
  await expect(prompt).toBeHidden();

  // 4. The evaluation: 10 participants; Nord 5 shown, Süd 4, Mitte 0 and „Keine Angabe“ 1 hidden.
  const figures = await admin.ok(admin.get<ParticipantProfile>(`/gis/workspace/${workspace.ID}/participants`), 'participants');
  expect(figures.Participants).toBe(10);
  expect(figures.Questions[0]!.Groups.map((g) => [g.Label, g.State, g.Count])).toEqual([
    ['Nord', 'shown', 5], ['Süd', 'small', null], ['Mitte', 'small', null], ['Keine Angabe', 'small', null],
  ]);
  await page.context().clearCookies();
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await page.goto(`/#/auswertung/${layer.ID}/diagramme`);
  const who = page.getByRole('region', { name: 'Wer hat teilgenommen?' });
  await expect(who).toContainText('Die Angaben der 10 Personen mit Konto');
  const table = who.getByRole('table');
  await expect(table.getByRole('row', { name: /Nord/ })).toContainText('5');
  await expect(table.getByRole('row', { name: /Süd/ })).toContainText('weniger als 5');
  await expect(table.getByRole('row', { name: /Keine Angabe/ })).toContainText('weniger als 5');
  await expect(table).not.toContainText('4');
  await who.scrollIntoViewIfNeeded();
  await checkBothWidths(page, 'profile-questions-participants');
  // No prompt over the team's screens, though the administrator made an entry and gave no answer.
  await expect(page.getByRole('region', { name: 'Möchten Sie uns etwas über sich sagen?' })).toHaveCount(0);
  await page.context().clearCookies();

  // 5. The citizen deletes the answers on the profile page.
  await page.goto('/#/login');
  await loginViaScreen(page, 'clara@example.org', PASSWORD);
  await page.goto('/#/profile');
  const card = main.locator('#angaben');
  await expect(card.getByLabel(QUESTION)).toHaveValue(optionId('Süd'));
  await checkBothWidths(page, 'profile-questions-profile');
  await card.getByRole('button', { name: 'Angaben löschen' }).click();
  await expect(alertArea(page).getByText('Ihre Angaben wurden gelöscht.')).toBeVisible();
  await expect(card.getByLabel(QUESTION)).toHaveValue('');
  expect((await citizen.ok(citizen.get<{ Answers: unknown[] }>('/auth/profile'), 'profile')).Answers).toEqual([]);
  await saveScreenshot(page, 'profile-questions-deleted');
  expect(watch.problems()).toEqual([]);
});
