/** Surveys a project's team builds (docs/product.md §25.2): the team builds one with a matrix and a
 *  ranking over two pages and publishes it; a visitor finds it on the project page and answers it
 *  with the keyboard; the team reads the results and downloads the XLSX, read with yauzl. At 1280
 *  and 375 px with axe and screenshots; no console error and no failed request meanwhile. */
import fs from 'node:fs';
import yauzl from 'yauzl';
import type { Locator, Page } from '@playwright/test';
import { ADMIN, demoLayer, expect, loginViaScreen, test } from './fixtures.js';
import { alertArea, checkBothWidths, closeAlerts, watchPage } from './page-checks.js';

const TITLE = 'Neue Mitte am Markt';

/** The entries of a ZIP archive: name → text. */
async function zipTexts(bytes: Buffer): Promise<Map<string, string>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, z) => (err ? reject(err) : resolve(z))));
  const out = new Map<string, string>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => zip.openReadStream(entry, (err, stream) => {
      if (err) return reject(err);
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => { out.set(entry.fileName, Buffer.concat(chunks).toString('utf8')); zip.readEntry(); });
    }));
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return out;
}

/** Adds a question of `kind` in the open editor and answers the fieldset it made. */
async function addQuestion(dialog: Locator, kind: string, n: number): Promise<Locator> {
  await dialog.getByRole('combobox', { name: 'Art der neuen Frage' }).selectOption({ label: kind });
  await dialog.getByRole('button', { name: 'Frage hinzufügen' }).click();
  return dialog.getByRole('group', { name: `Frage ${n}: ${kind}` });
}

async function loginAsAdmin(page: Page): Promise<void> {
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/#\/admin$/);
}

test('the team builds and publishes a survey, a visitor answers it by keyboard, the team reads the results and downloads XLSX', async ({ page, browser, server }) => {
  const watch = watchPage(page);
  const { workspace } = await demoLayer(server);
  await loginAsAdmin(page);
  await page.goto(`/#/workspaces?workspace=${workspace.ID}`);
  await page.getByRole('navigation', { name: 'Bereiche des Projekts' }).getByRole('link', { name: 'Umfragen', exact: true }).click();
  const section = page.getByRole('region', { name: 'Umfragen' });
  await expect(section.getByText('Noch keine Umfragen.')).toBeVisible();
  await section.getByRole('button', { name: 'Neue Umfrage' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neue Umfrage' });
  await dialog.getByLabel('Titel').fill(TITLE);
  await dialog.getByLabel('Beschreibung (Markdown)').fill('Wie soll der **Markt** aussehen?');
  await dialog.getByLabel('Dank nach dem Absenden').fill('Danke, Ihre Antworten sind angekommen.');
  const matrix = await addQuestion(dialog, 'Matrix (Skala je Zeile)', 1);
  await matrix.getByLabel('Frage', { exact: true }).fill('Wie sehen Sie den Platz?');
  await matrix.getByLabel('Zeilen der Matrix (eine je Zeile)').fill('Mehr Grün\nWeniger Autos');
  await matrix.getByLabel('Stufen der Skala (eine je Zeile, von links nach rechts)').fill('stimme voll zu\nstimme eher zu\nstimme gar nicht zu');
  await addQuestion(dialog, 'Seitenumbruch', 2);
  const ranking = await addQuestion(dialog, 'Rangfolge', 3);
  await ranking.getByLabel('Frage', { exact: true }).fill('Was ist Ihnen am wichtigsten?');
  await ranking.getByLabel('Antwortmöglichkeiten (eine je Zeile)').fill('Bänke\nBäume\nBrunnen');
  await dialog.getByRole('checkbox', { name: 'Veröffentlicht (sonst sieht sie nur das Team)' }).check();
  await checkBothWidths(page, 'surveys-editor');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(alertArea(page)).toContainText('Die Umfrage wurde gespeichert.');
  await closeAlerts(page);
  const item = section.getByRole('listitem').filter({ hasText: TITLE });
  await expect(item).toContainText('Läuft');
  await expect(item).toContainText('0 Antworten');
  await checkBothWidths(page, 'surveys-section');

  // A visitor (another browser, not signed in) finds it on the project page and answers it by keyboard.
  const visitor = await (await browser.newContext({ baseURL: server.baseUrl })).newPage();
  const visitorWatch = watchPage(visitor);
  await visitor.goto(`/#/projekt/${workspace.ID}`);
  await visitor.getByRole('link', { name: `Zur Umfrage „${TITLE}“` }).click();
  const main = visitor.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(main.getByText('Seite 1 von 2')).toBeVisible();
  await checkBothWidths(visitor, 'surveys-page-1');
  await main.getByRole('radio', { name: 'Mehr Grün: stimme voll zu' }).focus();
  await visitor.keyboard.press('Space');
  await main.getByRole('button', { name: 'Weiter' }).focus();
  await visitor.keyboard.press('Enter');
  await expect(main.getByText('Bitte wählen Sie bei „Wie sehen Sie den Platz?“ für „Weniger Autos“ eine Antwort.')).toBeVisible();
  await main.getByRole('radio', { name: 'Weniger Autos: stimme voll zu' }).focus();
  await visitor.keyboard.press('Space');
  // Arrow keys move within a row's radio group.
  await visitor.keyboard.press('ArrowRight');
  await expect(main.getByRole('radio', { name: 'Weniger Autos: stimme eher zu' })).toBeChecked();
  await main.getByRole('button', { name: 'Weiter' }).focus();
  await visitor.keyboard.press('Enter');
  await expect(main.getByText('Seite 2 von 2')).toBeVisible();
  await main.getByRole('button', { name: '„Brunnen“ nach oben' }).focus();
  await visitor.keyboard.press('Enter');
  await visitor.keyboard.press('Enter');
  await expect(main.getByText('„Brunnen“ steht jetzt auf Platz 1.')).toBeAttached();
  await expect(main.getByRole('listitem').first()).toContainText('Brunnen');
  await checkBothWidths(visitor, 'surveys-page-2');
  await main.getByRole('button', { name: 'Absenden' }).focus();
  await visitor.keyboard.press('Enter');
  await expect(main.getByText('Danke, Ihre Antworten sind angekommen.')).toBeVisible();
  await visitor.goto(`/#/projekt/${workspace.ID}`);
  await visitor.getByRole('link', { name: `Zur Umfrage „${TITLE}“` }).click();
  await expect(visitor.getByRole('main').getByText('Sie haben an dieser Umfrage bereits teilgenommen. Vielen Dank!')).toBeVisible();
  expect(visitorWatch.problems()).toEqual([]);

  // The team's results: the charts and the XLSX.
  await page.reload();
  await page.getByRole('navigation', { name: 'Bereiche des Projekts' }).getByRole('link', { name: 'Umfragen', exact: true }).click();
  await expect(item).toContainText('1 Antwort');
  await item.getByRole('link', { name: `Ergebnisse der Umfrage „${TITLE}“` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Ergebnisse: ${TITLE}` })).toBeVisible();
  await expect(page.locator('[data-figure="total"]')).toHaveText('1');
  const matrixChart = page.getByRole('region', { name: 'Wie sehen Sie den Platz?' });
  await expect(matrixChart.locator('svg')).toBeVisible();
  await expect(matrixChart.getByRole('table')).toContainText('Weniger Autos');
  const rankChart = page.getByRole('region', { name: 'Was ist Ihnen am wichtigsten?' });
  await expect(rankChart.getByRole('row', { name: /Brunnen/ })).toContainText('1');
  await checkBothWidths(page, 'surveys-results');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Excel (XLSX) herunterladen' }).click()]);
  expect(download.suggestedFilename()).toBe('Umfrage Neue Mitte am Markt.xlsx');
  const entries = await zipTexts(fs.readFileSync(await download.path()));
  const sheet = entries.get('xl/worksheets/sheet1.xml')!;
  expect(entries.get('xl/workbook.xml')).toContain('name="Antworten"');
  for (const text of ['Wie sehen Sie den Platz? – Mehr Grün', 'stimme voll zu', 'stimme eher zu', 'Was ist Ihnen am wichtigsten? – Brunnen (Rang)']) expect(sheet).toContain(text);
  expect(watch.problems()).toEqual([]);
});
