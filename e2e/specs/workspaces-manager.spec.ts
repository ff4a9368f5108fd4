/** Workspace manager (docs/product.md §2, §4, §5, §6, §8): a holder of `project` (the admin) sets up
 *  a workspace with a layer, a questionnaire of every data type (keys following the question texts
 *  and option labels, or typed under „Erweitert“) and a two-level category tree, records a point
 *  with it in the map app — asked for a missing answer by its question, never by its key — and
 *  finds the answers in the CSV exports; a second user
 *  on the access list edits the layer; the owner hands the workspace over and sees the warning. */
import type { Layer as LayerT, Workspace as WorkspaceT } from '@mitmachkarte/contract';
import type { Page } from '@playwright/test';
import { ADMIN, expect, loginViaScreen, saveScreenshot, test } from './fixtures.js';
import { alertArea, closeAlerts, modalFadedIn } from './page-checks.js';

const SECOND = { name: 'Bea Beispiel', email: 'bea@example.org', password: 'bea-passwort-1' } as const;
const WS_NAME = 'Bachpaten Nord';
const LAYER_NAME = 'Gewässercheck';
/** A 4×4 red PNG. */
const PNG_ICON = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGP4z8AARwzEcQCukw/x0F8jngAAAABJRU5ErkJggg==', 'base64');

const schemaList = (page: Page) => page.getByRole('list', { name: 'Fragen des Fragebogens' });
const variableCard = (page: Page, n: number) => schemaList(page).locator(':scope > li').nth(n - 1);

/** Opens a section of the workspace manager (docs/product.md §17.5). */
async function section(page: Page, name: string): Promise<void> {
  const link = page.getByRole('navigation', { name: 'Bereiche des Projekts' }).getByRole('link', { name, exact: true });
  await link.click();
  await expect(link).toHaveAttribute('aria-current', 'page');
}


async function login(page: Page, email: string, password: string): Promise<void> {
  await page.context().clearCookies();
  await page.goto('/#/login');
  await loginViaScreen(page, email, password);
  await expect(page).not.toHaveURL(/#\/login$/);
}

type VariableSpec = {
  type: string;
  /** A key typed by hand under „Erweitert“; without one the key follows the question text. */
  name?: string;
  question?: string;
  optional?: boolean;
  missing?: string;
  /** [key, label]: a key '' follows the label. */
  options?: [string, string][];
  condition?: string;
  bounds?: [string, string];
};

/** Opens „Erweitert“ of the n-th question, where its keys are (docs/product.md §5.7). */
async function openKeys(page: Page, n: number): Promise<void> {
  const advanced = variableCard(page, n).locator('details.schema-advanced');
  if (await advanced.getAttribute('open') === null) await advanced.locator('summary').click();
  await expect(advanced).toHaveAttribute('open', '');
}

/** Adds a variable with 'Frage hinzufügen' and fills the fields its type shows. */
async function addVariable(page: Page, n: number, v: VariableSpec): Promise<void> {
  await page.getByRole('button', { name: 'Frage hinzufügen' }).click();
  const card = variableCard(page, n);
  // A new question's key is „Frage“ (2, 3, … while taken) until its text gives one.
  await expect(card.getByLabel('Schlüssel', { exact: true })).toHaveValue(/^Frage\d*$/);
  await expect(card.getByLabel('Schlüssel', { exact: true })).toBeHidden();
  await card.getByLabel('Datentyp').selectOption({ label: v.type });
  if (v.question !== undefined) await card.getByLabel(v.type === 'Infotext' ? 'Infotext' : 'Fragetext').fill(v.question);
  if (v.name !== undefined) {
    await openKeys(page, n);
    await card.getByLabel('Schlüssel', { exact: true }).fill(v.name);
  }
  if (v.optional) await card.getByLabel('Optional').check();
  if (v.missing) await card.getByLabel('Meldung bei fehlender Antwort').fill(v.missing);
  if (v.bounds) {
    await card.getByLabel('Wertebereich einschränken').check();
    await card.getByLabel('Minimum').fill(v.bounds[0]);
    await card.getByLabel('Maximum').fill(v.bounds[1]);
  }
  const title = `Frage ${n}: ${v.question}`;
  for (const [i, [key, label]] of (v.options ?? []).entries()) {
    await card.getByRole('button', { name: 'Option hinzufügen' }).click();
    await card.getByRole('textbox', { name: `Beschriftung von Option ${i + 1} (${title})` }).fill(label);
    if (key) {
      await openKeys(page, n);
      await card.getByRole('textbox', { name: `Schlüssel von Option ${i + 1} „${label}“ (${title})` }).fill(key);
    }
  }
  // „Nur bei Kategorie“ names the categories by their labels.
  if (v.condition) await card.getByLabel('Nur bei Kategorie').selectOption({ label: v.condition });
}

/** The workspace and layer by name, through the API with the page's cookies. */
async function findLayer(page: Page, wsName: string, layerName: string): Promise<{ workspace: WorkspaceT; layer: LayerT }> {
  const workspaces = (await (await page.request.get('/api/v1/gis/workspaces')).json()) as WorkspaceT[];
  const workspace = workspaces.find((w) => w.Name === wsName)!;
  const layers = (await (await page.request.get(`/api/v1/gis/layers/${workspace.ID}`)).json()) as LayerT[];
  return { workspace, layer: layers.find((l) => l.Name === layerName)! };
}

test.use({ mail: true });

test('a project holder builds a questionnaire, records a point with it, exports the CSV, shares and hands over the workspace', async ({ page, server, mailbox }) => {
  test.setTimeout(240_000);
  await login(page, ADMIN.email, ADMIN.password);
  await page.goto('/#/workspaces');
  await expect(page.getByRole('heading', { level: 1, name: 'Projektverwaltung' })).toBeVisible();
  const workspaceList = page.getByRole('list', { name: 'Liste der Projekte' });
  await expect(workspaceList.getByRole('button').first()).toHaveAttribute('aria-current', 'true');

  // A new workspace through the one „Neues Projekt“, begun empty (docs/product.md §17.6): without
  // a title nothing happens; with one it is created and selected in the workspace manager.
  await page.getByRole('link', { name: 'Neues Projekt' }).click();
  const empty = page.getByRole('button', { name: 'Leer beginnen' });
  await empty.click();
  await expect(page.getByLabel('Titel des Projekts')).toBeFocused();
  await page.getByLabel('Titel des Projekts').fill(WS_NAME);
  await empty.click();
  await expect(alertArea(page).getByText(`Das Projekt „${WS_NAME}“ wurde angelegt. Richten Sie jetzt seine Karte und seinen Fragebogen ein.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Projektverwaltung' })).toBeVisible();
  await expect(workspaceList.getByRole('button', { name: new RegExp(`^${WS_NAME}`) })).toHaveAttribute('aria-current', 'true');
  const wsPanel = page.getByRole('region', { name: `Projekt ${WS_NAME}` });
  await expect(wsPanel.getByText('(Sie)')).toBeVisible();
  await wsPanel.getByLabel('Öffentlich', { exact: true }).check();
  await wsPanel.getByLabel('Öffentlich editierbar').check();
  await wsPanel.getByRole('button', { name: 'Speichern' }).click();
  await expect(alertArea(page).getByText('Das Projekt wurde erfolgreich gespeichert.')).toBeVisible();
  await section(page, 'Team');
  await expect(page.getByRole('region', { name: 'Team', exact: true }).getByText('Außer dem Eigentümer gehört noch niemand zum Team.')).toBeVisible();

  // A new layer, selected at once.
  await page.getByRole('button', { name: 'Karte hinzufügen' }).click();
  const newLayer = page.getByRole('dialog', { name: 'Neue Karte' });
  await newLayer.getByLabel('Name').fill(LAYER_NAME);
  await newLayer.getByRole('button', { name: 'OK' }).click();
  await expect(alertArea(page).getByText('Die Karte wurde erfolgreich erstellt.')).toBeVisible();
  // A new map opens at its questionnaire.
  await expect(page.getByRole('navigation', { name: 'Bereiche des Projekts' }).getByRole('link', { name: 'Fragebogen' })).toHaveAttribute('aria-current', 'page');
  const layerPanel = page.getByRole('region', { name: `Karte ${LAYER_NAME}` });
  await expect(layerPanel.getByText('Diese Karte hat noch keinen Fragebogen.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Karten des Projekts' }).getByRole('button', { name: LAYER_NAME, exact: true }))
    .toHaveAttribute('aria-current', 'true');

  // Categories first (the conditions refer to them): Verschmutzung (Müll, Schaum), Natur (Tiere).
  // Each is named by its label; its key follows the label (docs/product.md §17.5).
  await section(page, 'Kategorien');
  await layerPanel.getByRole('button', { name: 'Kategorien anlegen' }).click();
  await layerPanel.getByRole('button', { name: 'Kategorie hinzufügen' }).click();
  const top1 = layerPanel.getByRole('listitem', { name: 'Kategorie 1: Kategorie' });
  await expect(top1.getByLabel('Bezeichnung').first()).toBeFocused();
  await page.keyboard.type('Verschmutzung');
  const pollution = layerPanel.getByRole('listitem', { name: 'Kategorie 1: Verschmutzung' });
  // The colour of its markers (top-level categories only; at least 3:1 against white).
  const colour = pollution.getByLabel('Farbe der Markierung von Kategorie 1: Verschmutzung');
  await colour.fill('#ffd966');
  await expect(pollution.getByText('Diese Farbe ist zu hell: Die Markierung braucht einen Kontrast von mindestens 3:1 zu Weiß. Bitte wählen Sie eine dunklere.')).toBeVisible();
  await colour.fill('#005a9c');
  await expect(colour).not.toHaveAttribute('aria-invalid');
  await pollution.getByRole('button', { name: 'Unterkategorie zu Kategorie 1 hinzufügen' }).click();
  await page.keyboard.type('Müll');
  await pollution.getByRole('button', { name: 'Unterkategorie zu Kategorie 1 hinzufügen' }).click();
  await page.keyboard.type('Schaum');
  const litter = layerPanel.getByRole('listitem', { name: 'Kategorie 1.1: Müll' });
  await litter.getByText('Erweitert').click();
  await expect(litter.getByLabel('Schlüssel', { exact: true })).toHaveValue('Muell');
  // An icon: uploaded as an image, shown from its original variant.
  await litter.getByLabel('Symbol von Kategorie 1.1: Müll hochladen').setInputFiles({ name: 'muell.png', mimeType: 'image/png', buffer: PNG_ICON });
  const icon = litter.getByRole('img', { name: 'Symbol von Kategorie 1.1: Müll' });
  await expect(icon).toBeVisible();
  await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(4);
  await layerPanel.getByRole('button', { name: 'Kategorie hinzufügen' }).click();
  await page.keyboard.type('Natur');
  await layerPanel.getByRole('listitem', { name: 'Kategorie 2: Natur' }).getByRole('button', { name: 'Unterkategorie zu Kategorie 2 hinzufügen' }).click();
  await page.keyboard.type('Tiere');
  await closeAlerts(page);
  await saveScreenshot(page, 'workspaces-category-editor', false);

  // The schema: every data type the workspace manager offers (geolocation is the layer manager's).
  await section(page, 'Fragebogen');
  await layerPanel.getByRole('button', { name: 'Fragebogen anlegen' }).click();
  await addVariable(page, 1, { type: 'Text (einzeilig)', name: 'Gewaesser', question: 'Wie heißt das Gewässer?', missing: 'Bitte nennen Sie das Gewässer.' });
  await expect(variableCard(page, 1).getByLabel('Datentyp').locator('option')).not.toContainText(['Ort (Geoposition)']);
  // Without a key typed, the key follows the question text, an option's key its label (docs/product.md §5.7).
  await addVariable(page, 2, { type: 'Text (mehrzeilig)', question: 'Was haben Sie beobachtet?', optional: true });
  await expect(variableCard(page, 2).getByLabel('Schlüssel', { exact: true })).toHaveValue('WasHabenSieBeobachtet');
  await addVariable(page, 3, { type: 'Einfachauswahl', name: 'Farbe', question: 'Welche Farbe hat das Wasser?', options: [['', 'Klar'], ['', 'Braun']] });
  await expect(variableCard(page, 3).getByRole('textbox', { name: /^Schlüssel von Option 2 „Braun“/ })).toHaveValue('Braun');
  await addVariable(page, 4, { type: 'Mehrfachauswahl', name: 'Muell', question: 'Welcher Müll liegt dort?', options: [['plastik', 'Plastik'], ['glas', 'Glas']], condition: 'Verschmutzung' });
  await expect(variableCard(page, 4).getByLabel('Nur bei Kategorie').locator('option')).toHaveText(['(bei allen Kategorien)', 'Verschmutzung', 'Verschmutzung › Müll', 'Verschmutzung › Schaum', 'Natur', 'Natur › Tiere']);
  await addVariable(page, 5, { type: 'Seitenumbruch' });
  // A pagebreak has no name, question or optional flag (docs/product.md §5).
  await expect(variableCard(page, 5).getByLabel('Schlüssel', { exact: true })).toHaveCount(0);
  await expect(variableCard(page, 5).getByLabel('Fragetext')).toHaveCount(0);
  await expect(variableCard(page, 5).getByLabel('Optional')).toHaveCount(0);
  await addVariable(page, 6, { type: 'Ja/Nein', name: 'Fische', question: 'Sehen Sie Fische?' });
  await addVariable(page, 7, { type: 'Prozent', name: 'Bedeckung', question: 'Wie viel der Oberfläche ist bedeckt?' });
  await addVariable(page, 8, { type: 'Zahl', name: 'Tiefe', question: 'Wie tief ist das Wasser (cm)?', bounds: ['0', '300'] });
  await addVariable(page, 9, { type: 'Infotext', name: 'Hinweis', question: 'Danke fürs Mitmachen!' });
  await addVariable(page, 10, { type: 'Bild', name: 'Foto', question: 'Ein Foto der Stelle', optional: true });

  // A duplicate name is reported before saving and blocks it; moving and deleting work.
  await addVariable(page, 11, { type: 'Text (einzeilig)', name: 'Farbe' });
  await expect(variableCard(page, 11).getByText('Der Schlüssel „Farbe“ ist doppelt vergeben.')).toBeVisible();
  await layerPanel.getByRole('button', { name: 'Speichern' }).click();
  await expect(layerPanel.getByRole('alert').filter({ hasText: 'Bitte beheben Sie zuerst die markierten Probleme.' })).toBeFocused();
  await variableCard(page, 11).getByRole('button', { name: 'Frage 11 nach oben' }).click();
  await expect(variableCard(page, 10).getByLabel('Schlüssel', { exact: true })).toHaveValue('Farbe');
  await expect(variableCard(page, 10).getByRole('button', { name: 'Frage 10 nach oben' })).toBeFocused();
  await variableCard(page, 10).getByRole('button', { name: 'Frage 10 löschen' }).click();
  await expect(schemaList(page).locator(':scope > li')).toHaveCount(10);
  await expect(layerPanel.getByText('Bitte beheben Sie zuerst die markierten Probleme.')).toHaveCount(0);

  // The live preview renders the questionnaire as the map app will.
  const preview = layerPanel.getByRole('region', { name: 'Vorschau' });
  await expect(preview.getByText('Schritt 1 von 2')).toBeVisible();
  await expect(preview.getByLabel(/Wie heißt das Gewässer\?/)).toBeVisible();
  await expect(preview.getByRole('group', { name: /Welcher Müll liegt dort\?/ })).toHaveCount(0);
  await preview.getByLabel('Kategorie der Vorschau').selectOption({ label: 'Verschmutzung › Müll' });
  await expect(preview.getByRole('group', { name: /Welcher Müll liegt dort\?/ })).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Neuer Eintrag: Müll' })).toBeVisible();
  await closeAlerts(page);
  await variableCard(page, 1).scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'workspaces-schema-editor', false);

  await section(page, 'Karte');
  await expect(layerPanel.getByText(/Es gibt ungespeicherte Änderungen\./)).toBeVisible();
  await layerPanel.getByLabel('Öffentlich', { exact: true }).check();
  await layerPanel.getByLabel('Öffentlich editierbar').check();
  await layerPanel.getByRole('button', { name: 'Speichern' }).click();
  await expect(alertArea(page).getByText('Änderungen gespeichert.')).toBeVisible();
  await expect(layerPanel.getByText(/Es gibt ungespeicherte Änderungen\./)).toHaveCount(0);

  const { workspace, layer } = await findLayer(page, WS_NAME, LAYER_NAME);
  expect(layer).toMatchObject({ Public: true, Editable: true });
  expect(layer.Schema.Schema.map((v) => v.DataType)).toEqual(['text', 'text_multi', 'single', 'multiple', 'pagebreak', 'boolean', 'percent', 'number', 'label', 'image']);
  expect(layer.Schema.Schema[7]).toMatchObject({ Name: 'Tiefe', Constraint: true, Minimum: 0, Maximum: 300 });
  expect(layer.Schema.Schema.slice(0, 4).map((v) => [v.Name, v.Options.map((o) => o.Key)])).toEqual([
    ['Gewaesser', []], ['WasHabenSieBeobachtet', []], ['Farbe', ['Klar', 'Braun']], ['Muell', ['plastik', 'glas']],
  ]);
  expect(layer.Schema.Categories).toEqual([
    { Name: 'Verschmutzung', Label: 'Verschmutzung', Icon: '', Colour: '#005a9c', Children: [{ Name: 'Muell', Label: 'Müll', Icon: expect.stringMatching(/^[0-9a-f-]{36}$/) }, { Name: 'Schaum', Label: 'Schaum', Icon: '' }] },
    { Name: 'Natur', Label: 'Natur', Icon: '', Children: [{ Name: 'Tiere', Label: 'Tiere', Icon: '' }] },
  ]);

  await closeAlerts(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, 'workspaces-manager', false);

  // The map app: the stored last_workspace selects the new workspace, its first layer is shown.
  await page.goto('/#/map');
  await expect(page.getByRole('heading', { level: 1, name: LAYER_NAME })).toBeVisible();
  const panel = page.locator('section.map-panel');
  await panel.getByRole('button', { name: 'Neuer Eintrag' }).click();
  const chooser = page.getByRole('dialog', { name: 'Kategorie wählen' });
  await chooser.getByRole('button', { name: /^Verschmutzung/ }).click();
  await chooser.getByRole('button', { name: 'Müll', exact: true }).click();
  const form = page.getByRole('form', { name: 'Neuer Eintrag: Müll' });
  await form.getByRole('button', { name: 'Marker in der Kartenmitte setzen' }).click();
  await expect(form.getByRole('status')).toHaveText('Marker gesetzt');
  await expect(form.getByText('Schritt 1 von 2')).toBeVisible();
  await form.getByLabel(/Wie heißt das Gewässer\?/).fill('Ahna, "am Steg"; Süd');
  await form.getByLabel(/Was haben Sie beobachtet\?/).fill('Plastiktüten im Uferbereich');
  const litterGroup = form.getByRole('group', { name: /Welcher Müll liegt dort\?/ });
  await litterGroup.getByRole('checkbox', { name: 'Plastik' }).check();
  await litterGroup.getByRole('checkbox', { name: 'Glas' }).check();
  await form.getByRole('button', { name: 'Weiter' }).click();
  await expect(form.getByText('Schritt 2 von 2')).toBeVisible();
  await form.getByLabel('Sehen Sie Fische?').check();
  await form.getByRole('spinbutton', { name: /Wie viel der Oberfläche ist bedeckt\?/ }).fill('40');
  await form.getByLabel(/Wie tief ist das Wasser \(cm\)\?/).fill('120');
  await expect(form.getByText('Danke fürs Mitmachen!')).toBeVisible();
  // The colour is left out: the citizen is asked by the question, not by its key „Farbe“, at the
  // field and in the alert (docs/product.md §5.6); the form goes back to its step.
  await form.getByRole('button', { name: 'Speichern' }).click();
  const missing = 'Bitte beantworten Sie: Welche Farbe hat das Wasser?';
  await expect(alertArea(page).getByText(missing)).toBeVisible();
  await expect(form.getByText('Schritt 1 von 2')).toBeVisible();
  const colourGroup = form.getByRole('group', { name: /Welche Farbe hat das Wasser\?/ });
  await expect(colourGroup.getByText(missing)).toBeVisible();
  await colourGroup.getByRole('radio', { name: 'Braun' }).check();
  await expect(colourGroup.getByText(missing)).toHaveCount(0);
  await closeAlerts(page);
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(alertArea(page).getByText('Punkt erfolgreich gespeichert.')).toBeVisible();
  // Its marker is a pin in the colour set for Verschmutzung; its title names the category and the status.
  const pin = page.locator('.leaflet-marker-icon.map-category-0');
  await expect(pin.locator('svg path')).toHaveAttribute('fill', '#005a9c');
  await expect(pin).toHaveAttribute('title', /Müll.*\(Neu\)/);

  // The CSV export has the answers (fetched with the page's cookies).
  const csv = await page.request.get(`/api/v1/gis/csv/points/${layer.ID}`);
  expect(csv.status()).toBe(200);
  const text = await csv.text();
  const [header, row, ...rest] = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  // The columns of docs/product.md §18.4 follow the older ones; no entry has a height, so there
  // is no Altitude, and the coordinates have at most 7 decimals.
  expect(header).toBe('ID,CreatedAt,Latitude,Longitude,category,Gewaesser,WasHabenSieBeobachtet,Farbe,Muell,Fische,Bedeckung,Tiefe,Foto,Status,StatusChangedAt,OfficialAnswer,OfficialAnswerOrganisation,OfficialAnswerAt'
    + ',UpdatedAt,VotesUp,VotesDown,Comments,Status_key,Status_label,category_key,category_label,Farbe_key,Farbe_label,Muell_key,Muell_label');
  expect(row).toMatch(/^[^,]+,[^,]+,-?\d+(\.\d{1,7})?,-?\d+(\.\d{1,7})?,Muell,"Ahna, ""am Steg""; Süd",Plastiktüten im Uferbereich,Braun,Plastik; Glas,ja,40,120,,Neu,\d{4}-\d\d-\d\dT[\d:.]+Z,,,,\d{4}-\d\d-\d\dT[\d:.]+Z,0,0,0,neu,Neu,Muell,Verschmutzung › Müll,Braun,Braun,plastik; glas,Plastik; Glas$/);
  expect(rest.filter(Boolean)).toEqual([]);
  // The German CSV is for people: question texts and labels, no keys, no height.
  const german = (await (await page.request.get(`/api/v1/gis/csv/points/${layer.ID}?format=de`)).text()).replace(/^\uFEFF/, '').split(/\r?\n/);
  expect(german[0]).toBe('ID;Erstellt am;Geändert am;Breitengrad;Längengrad;Kategorie;Wie heißt das Gewässer?;Was haben Sie beobachtet?;Welche Farbe hat das Wasser?;'
    + 'Welcher Müll liegt dort?;Sehen Sie Fische?;Wie viel der Oberfläche ist bedeckt?;Wie tief ist das Wasser (cm)?;Ein Foto der Stelle;Status;Status seit;'
    + 'Offizielle Antwort;Offizielle Antwort: Organisation;Offizielle Antwort am;Daumen hoch;Daumen runter;Kommentare');
  expect(german[1]).toMatch(/^[^;]+;[^;]+;[^;]+;\d+(,\d{1,7})?;\d+(,\d{1,7})?;Verschmutzung › Müll;"Ahna, ""am Steg""; Süd";Plastiktüten im Uferbereich;Braun;"Plastik; Glas";ja;40;120;;Neu;/);

  // Back in the workspace manager the menu „Export“ opens the CSV export in a new tab.
  await page.goto('/#/workspaces');
  const layerRow = page.getByRole('list', { name: 'Karten des Projekts' }).getByRole('listitem').filter({ hasText: LAYER_NAME });
  const exportRequest = page.context().waitForEvent('request', (r) => r.url().endsWith(`/api/v1/gis/csv/points/${layer.ID}`));
  await layerRow.getByRole('button', { name: `Export der Karte ${LAYER_NAME}` }).click();
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    layerRow.getByRole('button', { name: `CSV (international) – Export der Karte ${LAYER_NAME} (öffnet in einem neuen Tab)` }).click(),
  ]);
  // The export is a download (Content-Disposition: attachment), requested by the new tab.
  expect((await exportRequest).frame().page()).toBe(tab);
  await tab.close();
  await layerRow.getByRole('button', { name: `Export der Karte ${LAYER_NAME}` }).click();
  for (const format of ['Excel (XLSX)', 'CSV (Excel, deutsch)', 'GeoJSON', 'GeoPackage (GIS)', 'KML (Google Earth)']) {
    await expect(layerRow.getByRole('button', { name: `${format} – Export der Karte ${LAYER_NAME} (öffnet in einem neuen Tab)` })).toBeVisible();
  }
  await page.keyboard.press('Escape');

  // A second user in the team: every address gets an invitation with the same answer, an account
  // too, which joins only when its owner accepts (docs/product.md §17.4).
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  await admin.ok(admin.post('/admin/user', { Name: SECOND.name, Email: SECOND.email, Password: SECOND.password, Active: true, Groups: [] }), 'POST /admin/user');
  await section(page, 'Team');
  const acl = page.getByRole('region', { name: 'Team', exact: true });
  const addUser = page.getByRole('dialog', { name: 'Zum Team einladen' });
  await acl.getByRole('button', { name: 'Zum Team einladen' }).click();
  await addUser.getByLabel('E-Mail-Adresse').fill('niemand@example.org');
  await addUser.getByRole('button', { name: 'Einladen' }).click();
  await expect(alertArea(page).getByText('Die Einladung an niemand@example.org wurde verschickt.')).toBeVisible();
  await expect(acl.getByRole('list', { name: 'Offene Einladungen' })).toContainText('niemand@example.org');
  await acl.getByRole('button', { name: 'Zum Team einladen' }).click();
  await addUser.getByLabel('E-Mail-Adresse').fill(SECOND.email);
  await addUser.getByRole('button', { name: 'Einladen' }).click();
  await expect(alertArea(page).getByText(`Die Einladung an ${SECOND.email} wurde verschickt.`)).toBeVisible();
  await expect(acl.getByRole('list', { name: 'Offene Einladungen' })).toContainText(SECOND.email);
  await expect(acl.getByRole('row', { name: new RegExp(SECOND.name) })).toHaveCount(0);

  // That user accepts with her account, then edits the layer; owner-only buttons are not offered.
  const link = /http:\/\/127\.0\.0\.1:\d+\/#\/einladung\/\S+/.exec((await mailbox.waitForMail(SECOND.email)).text ?? '')![0];
  await login(page, SECOND.email, SECOND.password);
  await page.goto(link);
  await page.getByRole('main').getByRole('button', { name: 'Einladung annehmen' }).click();
  await expect(alertArea(page).getByText(`Willkommen im Team von „${WS_NAME}“.`)).toBeVisible();
  await page.goto('/#/workspaces');
  await page.getByRole('list', { name: 'Liste der Projekte' }).getByRole('button', { name: new RegExp(`^${WS_NAME}`) }).click();
  const wsPanelForBea = page.getByRole('region', { name: `Projekt ${WS_NAME}` });
  // Without `project` she sees the owner by name all the same (the answer's Owner, docs/product.md §17.4).
  await expect(wsPanelForBea.getByText(/\(admin@example\.org\)$/)).toBeVisible();
  await expect(wsPanelForBea.getByRole('button', { name: 'Eigentümer übertragen' })).toHaveCount(0);
  await expect(wsPanelForBea.getByRole('button', { name: 'Löschen' })).toHaveCount(0);
  await section(page, 'Karte');
  const layerPanelForBea = page.getByRole('region', { name: `Karte ${LAYER_NAME}` });
  await layerPanelForBea.getByLabel('Name', { exact: true }).first().fill(`${LAYER_NAME} Nord`);
  await layerPanelForBea.getByRole('button', { name: 'Speichern' }).click();
  await expect(alertArea(page).getByText('Änderungen gespeichert.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Karten des Projekts' }).getByRole('button', { name: `${LAYER_NAME} Nord`, exact: true })).toBeVisible();

  // The owner hands the workspace to that user and sees the warning.
  await login(page, ADMIN.email, ADMIN.password);
  await page.goto('/#/workspaces');
  const wsPanelAgain = page.getByRole('region', { name: `Projekt ${WS_NAME}` });
  await wsPanelAgain.getByRole('button', { name: 'Eigentümer übertragen' }).click();
  const transfer = page.getByRole('dialog', { name: 'Eigentümer übertragen' });
  await expect(transfer).toContainText('Nach der Übertragung können Sie das Projekt nicht mehr bearbeiten, es sei denn, Sie gehören zu seinem Team.');
  await transfer.getByLabel('Email Adresse des neuen Eigentümers').fill(SECOND.email);
  await closeAlerts(page);
  await modalFadedIn(transfer);
  await saveScreenshot(page, 'workspaces-transfer', false);
  await transfer.getByRole('button', { name: 'OK' }).click();
  await expect(alertArea(page).getByText('Das Projekt wurde übertragen.')).toBeVisible();
  await expect(transfer).toHaveCount(0);
  await expect(wsPanelAgain.getByText(`${SECOND.name} (${SECOND.email})`)).toBeVisible();
  await expect(wsPanelAgain.getByRole('button', { name: 'Eigentümer übertragen' })).toHaveCount(0);
  await expect(wsPanelAgain.getByText('Sie verwalten dieses Projekt nicht.', { exact: false })).toBeVisible();

  // The former owner may no longer change it.
  expect((await admin.put(`/gis/workspace/${workspace.ID}`, { Name: 'x', Public: true, Editable: true })).status).toBe(403);
});
