/** A report by phone, from the town hall to the citizen (docs/product.md §16.2, §16.10, §16.11,
 *  §16.12), with the server sending to a real SMTP peer: the project's owner sets up the department
 *  „Tiefbauamt“ with a routing rule for the category „Trüb“ and a deadline in the browser, then
 *  records a citizen's phone call as an entry for her, with her address for the status mails. The
 *  rule assigns the entry; the department's member gets the mail, opens the inbox's „Mir
 *  zugewiesen“ from it, and answers with a template and a status in one step; the citizen, who has
 *  no account, gets the receipt and then one mail with both. The project's figures show the
 *  entries as they are. axe clean on the new screens; screenshots at 1280 and 375 px. */
import type { Layer, Organisation, Workspace } from '@mitmachkarte/contract';
import { ADMIN, chooseTruebAndAnswer, createCitizen, demoAnswers, demoLayer, expect, freeSpot, loginViaScreen, mapElement, saveScreenshot, test } from './fixtures.js';
import { alertArea, axeViolations } from './page-checks.js';

test.use({ mail: true });

const TOM = { Name: 'Tom Tiefbau', Email: 'tom@example.org', Password: 'Tom-Kanal-Deckel-7' };
const CALLER = { name: 'Erika Anruferin', email: 'erika.anruf@example.org', phone: '0561 123456' };

test('a phone report reaches the responsible department, which answers it in one step; the caller gets one mail; the figures match', async ({ page, server, mailbox, browser }) => {
  test.slow();
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  // A project of its own, with the demo map's questionnaire, so that its figures are its entries.
  const { layer: demo } = await demoLayer(server);
  const project = await admin.ok(admin.post<Workspace>('/gis/workspace', { Name: 'Straßenschäden Nordstadt', Public: true, Editable: true }), 'POST /gis/workspace');
  const layer = await admin.ok(admin.post<Layer>('/gis/layer', { Workspace: project.ID, Name: 'Schäden', Public: true, Editable: true, Schema: demo.Schema }), 'POST /gis/layer');
  await createCitizen(server, TOM);
  await admin.ok(admin.post(`/gis/workspaceacl/add/${project.ID}`, { Email: TOM.Email }), 'POST /gis/workspaceacl/add');
  const org = (await admin.ok(admin.get<Organisation[]>('/admin/organisations'), 'GET /admin/organisations')).find((o) => o.Default)!;
  await admin.ok(admin.put(`/admin/organisation/${org.ID}/answer-templates`, {
    Templates: [{ Name: 'In Arbeit', Text: 'Danke für Ihren Hinweis „{titel}“ vom {datum}. Das {zustaendigkeit} kümmert sich darum.' }],
  }), 'PUT answer-templates');
  // Two entries of citizens that nobody answers.
  const citizen = await createCitizen(server, { Name: 'Bea Bürgerin', Email: 'bea@example.org', Password: 'Bea-Brunnen-Weg-3' });
  for (const name of ['Gully verstopft', 'Kante am Radweg']) {
    await citizen.ok(citizen.post('/gis/point', { Layer: layer.ID, Latitude: 51.32, Longitude: 9.49, Attributes: demoAnswers(name, 'Bitte ansehen.') }), 'POST /gis/point');
  }

  // The owner sets up the department, its rule and the deadline.
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await page.goto(`/#/workspaces?workspace=${project.ID}&bereich=zustaendigkeiten`);
  const departments = page.getByRole('form', { name: 'Zuständigkeiten im Team' });
  await departments.getByRole('button', { name: 'Zuständigkeit hinzufügen' }).click();
  await departments.getByLabel('Name der Zuständigkeit').fill('Tiefbauamt');
  await departments.getByRole('group', { name: 'Mitglieder von „Tiefbauamt“' }).getByLabel(TOM.Name).check();
  await departments.getByLabel('Zuständigkeit öffentlich zeigen').check();
  await departments.getByRole('button', { name: 'Zuständigkeiten speichern' }).click();
  await expect(alertArea(page).getByText('Die Zuständigkeiten wurden gespeichert.')).toBeVisible();
  const rules = page.getByRole('form', { name: 'Regeln für neue Einträge' });
  await rules.getByRole('button', { name: 'Regel hinzufügen' }).click();
  await rules.getByLabel('Karte').selectOption({ label: 'Schäden' });
  await rules.getByLabel('Kategorie (mit Unterkategorien)').selectOption({ label: '– Trüb' });
  await rules.getByLabel('Zuständigkeit', { exact: true }).selectOption({ label: 'Tiefbauamt' });
  await rules.getByRole('button', { name: 'Regeln speichern' }).click();
  await expect(alertArea(page).getByText('Die Regeln wurden gespeichert.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'team-responsibility-section');
  await page.goto(`/#/workspaces?workspace=${project.ID}&bereich=team`);
  const deadlines = page.getByRole('region', { name: 'Fristen' });
  await deadlines.getByLabel('Erste Antwort innerhalb von … Tagen').fill('2');
  await deadlines.getByRole('button', { name: 'Fristen speichern' }).click();
  await expect(alertArea(page).getByText('Die Fristen wurden gespeichert.')).toBeVisible();

  // The phone call: the owner records it on the map for the caller.
  await page.goto(`/#/map?workspace=${project.ID}&layer=${layer.ID}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Schäden' })).toBeVisible();
  await mapElement(page).dblclick({ position: await freeSpot(page) });
  const name = 'Schlagloch Mühlgasse';
  const form = await chooseTruebAndAnswer(page, name, 'Anruf: tiefes Schlagloch vor Hausnummer 4.');
  await form.getByLabel('Für eine andere Person erfassen').check();
  const behalf = form.getByRole('group', { name: 'Für eine andere Person erfassen' });
  await behalf.getByLabel('Eingangsweg').selectOption({ label: 'Telefon' });
  await behalf.getByLabel('Name', { exact: true }).fill(CALLER.name);
  await behalf.getByLabel('E-Mail', { exact: true }).fill(CALLER.email);
  await behalf.getByLabel('Telefon', { exact: true }).fill(CALLER.phone);
  await behalf.getByLabel('Statusmeldungen per E-Mail an diese Adresse senden').check();
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'team-on-behalf-form');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(alertArea(page).getByText('Punkt erfolgreich gespeichert.')).toBeVisible();
  const receipt = await mailbox.waitForMail(CALLER.email);
  expect(receipt.subject).toBe(`Ihre Meldung ist eingegangen – Eintrag „${name}“`);

  // The department's member hears of it and opens his entries from the mail.
  const assigned = await mailbox.waitForMail(TOM.Email);
  expect(assigned.subject).toBe(`Zuständigkeit im Projekt „${project.Name}“: „${name}“`);
  expect(mailbox.mailsTo(ADMIN.email).filter((m) => (m.subject ?? '').startsWith('Zuständigkeit'))).toHaveLength(0);
  const link = /http:\/\/127\.0\.0\.1:\d+\/(#\/eingang\/[\w-]+\?filter=mir)/.exec(assigned.text ?? '');
  expect(link, assigned.text).not.toBeNull();
  const tomContext = await browser.newContext({ baseURL: server.baseUrl, locale: 'de-DE', timezoneId: 'Europe/Berlin', viewport: { width: 1280, height: 800 } });
  const tom = await tomContext.newPage();
  await tom.goto('/#/login');
  await loginViaScreen(tom, TOM.Email, TOM.Password);
  await tom.goto(`/${link![1]}`);
  const main = tom.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: `Eingang: ${project.Name}` })).toBeVisible();
  const item = main.getByRole('listitem').filter({ hasText: `Eintrag: ${name}` });
  await expect(item).toContainText('Zuständig: Tiefbauamt');
  await expect(item).toContainText(`für ${CALLER.name} erfasst (Telefon)`);
  await expect(main.getByRole('listitem').filter({ hasText: 'Gully verstopft' })).toHaveCount(0);
  // Neither the caller's address nor her phone number is in the inbox.
  await expect(main).not.toContainText(CALLER.email);
  await expect(main).not.toContainText(CALLER.phone);
  expect(await axeViolations(tom)).toEqual([]);
  await saveScreenshot(tom, 'team-inbox-mine');

  // On the entry: who reported it, for the team; status and answer from the template in one step.
  await item.getByRole('link', { name: `Eintrag: ${name} auf der Karte zeigen` }).click();
  const article = tom.locator('section.map-panel').getByRole('article');
  await expect(article).toContainText(`Erfasst für: ${CALLER.name}`);
  const response = tom.getByRole('form', { name: 'Status und Antwort' });
  await response.getByLabel('Neuer Status').selectOption({ label: 'In Bearbeitung' });
  await response.getByLabel('Textbaustein').selectOption({ label: 'In Arbeit' });
  await response.getByRole('button', { name: 'In die Antwort einfügen' }).click();
  await expect(response.getByLabel('Offizielle Antwort (für alle sichtbar)')).toHaveValue(new RegExp(`^Danke für Ihren Hinweis „${name}“ vom \\d\\d\\.\\d\\d\\.\\d{4}\\. Das Tiefbauamt kümmert sich darum\\.$`));
  await response.getByRole('button', { name: 'Speichern' }).click();
  await expect(alertArea(tom).getByText('Status und Antwort wurden gespeichert.')).toBeVisible();
  const answer = await mailbox.waitForMail(CALLER.email, 2);
  expect(answer.subject).toBe(`Neuer Status „In Bearbeitung“ und offizielle Antwort – Eintrag „${name}“`);
  expect(answer.text).toContain('Das Tiefbauamt kümmert sich darum.');
  // One mail for the answer, not two: nothing more arrives for the caller.
  await tom.waitForTimeout(1500);
  expect(mailbox.mailsTo(CALLER.email)).toHaveLength(2);

  // The public sees the department, never a person or the caller.
  const visitorApi = server.api();
  const seen = await visitorApi.ok(visitorApi.get<Record<string, unknown>>(`/gis/point/${new URL(tom.url().replace('#/', '')).searchParams.get('punkt')}`), 'GET point');
  expect(seen.Department).toBe('Tiefbauamt');
  expect(JSON.stringify(seen)).not.toContain(CALLER.name);
  expect(JSON.stringify(seen)).not.toContain(TOM.Name);

  // The figures: three entries, one answered, none overdue yet; on a phone too.
  await tom.setViewportSize({ width: 375, height: 800 });
  await tom.goto(`/#/kennzahlen/${project.ID}`);
  await expect(tom.getByRole('heading', { level: 1, name: `Kennzahlen: ${project.Name}` })).toBeVisible();
  const figures = tom.getByRole('region', { name: 'Bearbeitung' });
  await expect(figures.locator('[data-figure="entries"]')).toHaveText('3');
  await expect(figures.locator('[data-figure="answered"]')).toHaveText(/^1 \(33,3\s?%\)$/);
  await expect(figures.locator('[data-figure="overdue-response"]')).toHaveText('0');
  expect(await axeViolations(tom)).toEqual([]);
  await saveScreenshot(tom, 'team-figures-phone');
  await tomContext.close();
});
