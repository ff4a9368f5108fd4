/** A town's own site with no trace of the demo (docs/product.md §2.2, §2.11, §2.19, §2.20, §10.2):
 *  a fresh install without the demo (SEED_DEMO=false). Fulda's administrator creates the
 *  organisation, fills the settings form (operator, data protection officer, authority, colour, logo),
 *  writes a part of the privacy notice of its own and sets up a project with the quick start; a
 *  citizen registers and records an entry. Then a crawler follows every link of the site as a
 *  visitor, as the citizen and as the administrator, and visits every route of the app with real
 *  ids, the print view of the report, the exports, the web app manifest and the mails: none of them says „Gewässer“,
 *  „Kassel“, „Straßenbahn“, „Map“, „Variable_“ or „option_“. axe clean on the new screens;
 *  screenshots at 1280 and 375 px. */
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import type { Layer, Workspace } from '@mitmachkarte/contract';
import { ADMIN, createCitizen, expect, loginViaScreen, saveScreenshot, test, type E2eServer } from './fixtures.js';
import { alertArea, axeViolations } from './page-checks.js';
import type { HttpClient } from '../test/server-process.js';
import { readZip } from '../../server/test/zip.js';

test.use({ serverEnv: { SEED_DEMO: 'false' }, mail: true });

/** What the demo, an English word or a technical key would leave on a town's site. */
const DEMO_TRACES = /Gewässer|Kassel|Straßenbahn|\bMaps?\b|Variable_|option_/;
const TITLE = 'Bürgerbeteiligung Fulda';
const PROJECT = 'Radwege in Fulda';

/** Every text a person can meet on the page: what is shown, the document's title and the names,
 *  descriptions, placeholders and options that are not. */
async function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attrs = [...document.querySelectorAll('[aria-label],[title],[alt],[placeholder],option')].map((e) =>
      [e.getAttribute('aria-label'), e.getAttribute('title'), e.getAttribute('alt'), e.getAttribute('placeholder'), e.tagName === 'OPTION' ? e.textContent : '']
        .filter(Boolean).join(' '));
    return [document.title, document.body.innerText, ...attrs].join('\n');
  });
}

/** The page at `route` once it has settled: no „Wird geladen …“ left. */
async function visit(page: Page, route: string): Promise<void> {
  await page.goto(`/#${route}`);
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Wird geladen …', { exact: true })).toHaveCount(0, { timeout: 15_000 });
}

/** Follows every link of this site from `start` (hash routes, breadth first) and checks each page;
 *  `also` are routes no link leads to (pages with ids, the administration's). Returns the routes seen. */
async function crawl(page: Page, start: string[], also: string[] = []): Promise<string[]> {
  const seen = new Set<string>();
  const queue = [...start, ...also];
  while (queue.length && seen.size < 80) {
    const route = queue.shift()!;
    if (seen.has(route)) continue;
    seen.add(route);
    await visit(page, route);
    const text = await pageText(page);
    expect(text.match(DEMO_TRACES)?.[0], `${route}: ${text.match(new RegExp(`.{0,60}(${DEMO_TRACES.source}).{0,60}`))?.[0]}`).toBeUndefined();
    // On a phone no page scrolls sideways, and no heading runs out of the window (WCAG 1.4.10).
    if (page.viewportSize()!.width < 500) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth), route).toBeLessThanOrEqual(0);
      expect(await page.evaluate(() => Math.max(0, ...[...document.querySelectorAll('h1')].map((h) => h.scrollWidth - h.clientWidth))), route).toBe(0);
    }
    const links = await page.evaluate(() => [...document.querySelectorAll('a[href^="#/"]')].map((a) => a.getAttribute('href')!.slice(1)));
    for (const link of links) {
      // One page per route: the same page with another fragment or return address says nothing new;
      // leaving the session or the account is not crawled.
      const route = link.replace(/#.*$/, '').replace(/^\/(login|register)\?.*$/, '/$1');
      if (!seen.has(route) && !/^\/(login\/code|konto-aktivieren|passwort-bestaetigen|einladung)\b/.test(route)) queue.push(route);
    }
  }
  return [...seen];
}

/** A file of the API as bytes, with the client's session. */
async function download(server: E2eServer, client: HttpClient, path: string): Promise<Buffer> {
  const res = await fetch(`${server.baseUrl}/api/v1${path}`, { headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
  expect(res.status, path).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

async function loginAsAdmin(page: Page): Promise<void> {
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/#\/admin$/);
}

async function newPage(browser: Browser, server: E2eServer, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  await context.addInitScript(() => window.localStorage.setItem('cookie-accepted', 'true'));
  return context.newPage();
}

test.describe.configure({ mode: 'serial' });

test('Fulda sets up its own site: the settings form, its privacy part and a project; the imprint and the privacy notice are its own', async ({ page }) => {
  test.slow();
  await loginAsAdmin(page);
  await page.goto('/#/admin/organisations');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Organisation hinzufügen' }).click();
  const add = page.getByRole('dialog');
  await add.getByLabel('Host').fill('127.0.0.1');
  await add.getByRole('button', { name: 'OK' }).click();
  const editor = page.getByRole('form', { name: 'Organisation 127.0.0.1' });
  await expect(editor).toBeVisible();

  await editor.getByLabel('Titel', { exact: true }).fill(TITLE);
  const imprint = editor.getByRole('group', { name: 'Impressum' });
  await imprint.getByLabel('Art des Betreibers').selectOption({ label: 'Öffentliche Stelle (Kommune, Kreis, Behörde)' });
  await expect(imprint.getByLabel('Registereintrag')).toHaveCount(0);
  await imprint.getByLabel('Name des Betreibers').fill('Stadt Fulda, Der Magistrat');
  await imprint.getByLabel('Vertreten durch').fill('Oberbürgermeisterin Erika Muster');
  await imprint.getByLabel('Anschrift').fill('Schlossstraße 1\n36037 Fulda');
  await imprint.getByLabel('Telefon').fill('0661 102-0');
  await imprint.getByLabel('E-Mail', { exact: true }).fill('buergerbeteiligung@fulda.example');
  await imprint.getByLabel('Aufsichtsbehörde').fill('Regierungspräsidium Nordhessen');
  const privacy = editor.getByRole('group', { name: 'Datenschutz' });
  await privacy.getByLabel('Datenschutzbeauftragte Person').fill('Behördlicher Datenschutzbeauftragter der Stadt Fulda');
  await privacy.getByLabel('Kontakt der oder des Datenschutzbeauftragten').fill('Schlossstraße 1, 36037 Fulda\ndatenschutz@fulda.example');
  await privacy.getByLabel('Zuständige Datenschutz-Aufsichtsbehörde').fill('Der Hessische Beauftragte für Datenschutz und Informationsfreiheit\nPostfach 3163, 65021 Wiesbaden');
  await editor.getByLabel('Kontaktadresse').fill('buergerbeteiligung@fulda.example');
  // A colour too light for white text is refused at its field, in German, before anything is sent.
  await editor.getByLabel('Hauptfarbe').fill('#7fb2e5');
  await editor.getByRole('button', { name: 'Speichern' }).click();
  await expect(editor.getByLabel('Hauptfarbe')).toBeFocused();
  await expect(editor.getByLabel('Hauptfarbe')).toHaveAccessibleDescription(/ist zu hell: Weiße Schrift darauf hätte nur einen Kontrast von 2,\d : 1/);
  await editor.getByLabel('Hauptfarbe').fill('#005a9c');

  const content = editor.getByRole('region', { name: 'Seiteninhalte' });
  await content.getByRole('combobox', { name: 'Seite', exact: true }).selectOption({ label: 'Datenschutzerklärung' });
  await content.getByRole('textbox', { name: /^Abschnitt „Weitere Angaben“/ }).fill('Die Beiträge werten das **Tiefbauamt** und das Planungsbüro Nord aus.');
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'own-site-settings');
  await editor.getByRole('button', { name: 'Speichern' }).click();
  await expect(alertArea(page).getByText('Die Organisation wurde gespeichert.')).toBeVisible();
  await expect(page.locator('.navbar-brand')).toHaveText(TITLE);
  // The town's colour is on its buttons (darker under the pointer).
  await page.mouse.move(0, 0);
  await page.getByRole('button', { name: 'Speichern', exact: true }).blur();
  await expect(page.getByRole('button', { name: 'Speichern', exact: true })).toHaveCSS('background-color', 'rgb(0, 90, 156)');

  // The town's coat of arms as its logo: saved at once, in the bar beside the title, the tab's icon.
  const arms = await sharp({ create: { width: 600, height: 600, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><path d="M60 40h480v260c0 150-120 240-240 280C180 540 60 450 60 300z" fill="#b8002e"/><path d="M270 120h60v360h-60zM150 260h300v60H150z" fill="#fff"/></svg>') }])
    .png().toBuffer();
  const logo = editor.getByRole('group', { name: 'Logo' });
  await logo.getByLabel('Logo hochladen').setInputFiles({ name: 'wappen.png', mimeType: 'image/png', buffer: arms });
  await expect(alertArea(page).getByText('Das Logo wurde gespeichert.')).toBeVisible();
  await expect(logo.getByRole('img', { name: 'Das aktuelle Logo' })).toHaveJSProperty('naturalWidth', 256);
  await expect(page.locator('.navbar-brand img')).toHaveJSProperty('naturalHeight', 256);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^\/branding\/[\w-]+\/icon-192\.png$/);

  // A project with the quick start.
  await page.goto('/#/projekte/neu');
  await main.getByLabel('Titel des Projekts').fill(PROJECT);
  await main.getByRole('button', { name: 'Weiter' }).click();
  await main.getByRole('button', { name: 'Weiter' }).click();
  await main.getByRole('radio', { name: 'Mängelmelder' }).click();
  await main.getByRole('button', { name: 'Weiter' }).click();
  await main.getByRole('button', { name: 'Projekt anlegen' }).click();
  await expect(main.getByRole('heading', { level: 1, name: PROJECT })).toBeVisible();

  // The imprint of a public body: the supervisory authority, no register entry, nothing missing.
  await visit(page, '/impressum');
  await expect(main).toContainText('Stadt Fulda, Der Magistrat');
  await expect(main).toContainText('Regierungspräsidium Nordhessen');
  await expect(main).not.toContainText('Registereintrag');
  await expect(main).not.toContainText('noch nicht hinterlegt');
  await expect(main).not.toContainText('Einige Angaben fehlen noch');
  // The privacy notice: the town as controller, its officer and authority, its own part; no newsletter.
  await visit(page, '/datenschutz');
  await expect(main.getByRole('region', { name: 'Datenschutzbeauftragte oder Datenschutzbeauftragter' })).toContainText('datenschutz@fulda.example');
  await expect(main.getByRole('region', { name: 'Rechte der betroffenen Personen' })).toContainText('Der Hessische Beauftragte für Datenschutz und Informationsfreiheit');
  await expect(main.getByRole('region', { name: 'Weitere Angaben' }).locator('strong')).toHaveText('Tiefbauamt');
  await expect(main).not.toContainText('Newsletter');
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'own-site-privacy');
});

test('no page, export, print view or mail of the town\'s site shows the demo, an English word or a key', async ({ page, browser, server, mailbox }) => {
  test.slow();
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  const [project] = (await admin.ok(admin.get<Workspace[]>('/gis/workspaces'), 'workspaces')).filter((w) => w.Name === PROJECT);
  const [layer] = await admin.ok(admin.get<Layer[]>(`/gis/layers/${project!.ID}`), 'layers');

  // A citizen records an entry; her mails come to the mailbox.
  const citizen = { Name: 'Paula Passantin', Email: 'paula@fulda.example', Password: 'Fahrrad-Fahren-2026' };
  const api = await createCitizen(server, citizen);
  const defect = layer!.Schema.Categories[0]!;
  const answers = Object.fromEntries(layer!.Schema.Schema.filter((v) => !v.Optional && v.DataType === 'text_multi')
    .map((v) => [v.Name, { DataType: 'text_multi', Value: 'Schlagloch am Radweg' }]));
  await api.ok(api.post('/gis/point', { Layer: layer!.ID, Latitude: 50.5558, Longitude: 9.6808,
    Attributes: { category: { DataType: 'category', Value: defect.Name }, ...answers } }), 'entry');

  // Visitors, the citizen and the administrator, at a desktop's and a phone's width.
  const idRoutes = [`/projekt/${project!.ID}`, `/map?workspace=${project!.ID}&layer=${layer!.ID}`];
  const managerRoutes = [...idRoutes, `/auswertung/${layer!.ID}`, `/auswertung/${layer!.ID}/diagramme`, `/moderation/${project!.ID}`,
    `/workspaces/${project!.ID}/protokoll`, '/workspaces', '/layers', '/meine-projekte', '/admin', '/admin/manage', '/admin/users', '/admin/groups',
    '/admin/organisations', '/admin/protokoll', '/profile', '/meine-beitraege'];
  const routes = new Set<string>();
  for (const r of await crawl(page, ['/'], [...idRoutes, '/register', '/resetpassword', '/login', '/gibt-es-nicht'])) routes.add(r);
  const phone = await newPage(browser, server, { width: 375, height: 812 });
  for (const r of await crawl(phone, ['/'], idRoutes)) routes.add(r);
  await visit(phone, '/');
  await saveScreenshot(phone, 'own-site-start-phone');
  const citizenPage = await newPage(browser, server);
  await citizenPage.goto('/#/login');
  await loginViaScreen(citizenPage, citizen.Email, citizen.Password);
  for (const r of await crawl(citizenPage, ['/'], [...idRoutes, '/profile', '/meine-beitraege'])) routes.add(r);
  const adminPage = await newPage(browser, server);
  await loginAsAdmin(adminPage);
  for (const r of await crawl(adminPage, ['/'], managerRoutes)) routes.add(r);
  console.log(`Crawled ${routes.size} routes: ${[...routes].sort().join(' ')}`);
  expect(routes.size).toBeGreaterThan(25);

  // The start page: the town's title and its project as a card, no empty map.
  await visit(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Jetzt mitmachen' }).getByRole('link', { name: `Mitmachen bei „${PROJECT}“` })).toBeVisible();
  await expect(page.locator('section#map')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'own-site-start');

  // The report as printed.
  await adminPage.emulateMedia({ media: 'print' });
  await visit(adminPage, `/auswertung/${layer!.ID}/diagramme`);
  expect((await pageText(adminPage)).match(DEMO_TRACES)).toBeNull();
  await adminPage.emulateMedia({ media: 'screen' });

  // The exports, as files.
  const texts: [string, string][] = [];
  for (const path of [`/gis/csv/points/${layer!.ID}?format=de`, `/gis/csv/points/${layer!.ID}`, `/gis/geojson/points/${layer!.ID}`, `/gis/kml/points/${layer!.ID}`]) {
    texts.push([path, (await download(server, admin, path)).toString('utf8')]);
  }
  const xlsx = await readZip(await download(server, admin, `/gis/xlsx/points/${layer!.ID}`));
  texts.push(['xlsx', [...xlsx].filter(([name]) => name.endsWith('.xml')).map(([, bytes]) => bytes.toString('utf8')).join('\n')]);
  for (const [path, text] of texts) {
    expect(text, path).toContain('Schlagloch am Radweg');
    expect(text.match(DEMO_TRACES)?.[0], path).toBeUndefined();
  }

  // The installed app is the town's, in its colour.
  const manifest = await (await fetch(`${server.baseUrl}/manifest.webmanifest`)).json() as { name: string; short_name: string; theme_color: string; icons: { src: string; sizes: string }[] };
  expect(manifest).toMatchObject({ name: TITLE, short_name: 'Fulda', theme_color: '#005a9c' });
  expect(JSON.stringify(manifest).match(DEMO_TRACES)).toBeNull();
  // Its icons are made from the town's logo, in the sizes they claim.
  expect(manifest.icons).toHaveLength(3);
  for (const icon of manifest.icons) {
    expect(icon.src).toMatch(/^\/branding\//);
    const meta = await sharp(Buffer.from(await (await fetch(`${server.baseUrl}${icon.src}`)).arrayBuffer())).metadata();
    expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
  }

  // The mails: a new account's activation.
  await page.goto('/#/register');
  const form = page.getByRole('main');
  await form.getByLabel('Name', { exact: true }).fill('Tom Tester');
  await form.getByLabel('E-Mail', { exact: true }).fill('tom@fulda.example');
  await form.getByLabel('Passwort', { exact: true }).fill('Rad-Weg-Fulda-2026');
  await form.getByLabel('Passwort wiederholen').fill('Rad-Weg-Fulda-2026');
  await form.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
  await form.getByRole('button', { name: 'Registrieren' }).click();
  const mail = await mailbox.waitForMail('tom@fulda.example');
  expect(`${mail.subject}\n${mail.text}\n${mail.html || ''}`.match(DEMO_TRACES)).toBeNull();
  expect(`${mail.subject}\n${mail.text}`).toContain(TITLE);
});
