/** The public face of an organisation (docs/product.md §2, §10): the topic pages with their
 *  own menus and the redirect to /map after login, the tram-extension participation with its
 *  category markers and legend, the imprint from the organisation settings and the privacy page
 *  with its anchored sections. Every page is scanned with axe-core (WCAG 2.1 A/AA) at 1280×800
 *  and 375×812, with no console error and no failed API call. */
import type { Point } from '@mitmachkarte/contract';
import type { Page } from '@playwright/test';
import { ADMIN, expect, loginViaScreen, mapElement, markFreeSpot, saveScreenshot, test, type E2eServer } from './fixtures.js';
import { axeViolations, serveLocalTiles, watchPage, type PageWatch } from './page-checks.js';

const SIZES = [{ name: 'desktop', width: 1280, height: 800 }, { name: 'phone', width: 375, height: 812 }] as const;
const nav = (page: Page) => page.locator('#main-nav');
const alerts = (page: Page) => page.getByRole('region', { name: 'Meldungen' });

/** Watches a page for console errors, exceptions and failed calls (page-checks.ts); map tiles
 *  are served locally (the test machine has no internet). */
async function watch(page: Page): Promise<PageWatch> {
  const watched = watchPage(page);
  await serveLocalTiles(page);
  return watched;
}

/** Opens `route` at both sizes: waits for `ready`, screenshots it and expects no axe violation. */
async function checkAtBothSizes(page: Page, route: string, name: string, ready: (page: Page) => Promise<void>) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto(route);
    await ready(page);
    await saveScreenshot(page, `${name}-${size.name}`);
    expect(await axeViolations(page), `${route} at ${size.width}px`).toEqual([]);
  }
  await page.setViewportSize(SIZES[0]);
}

async function createCitizen(server: E2eServer, name: string, email: string) {
  const api = server.api();
  await api.login(ADMIN.email, ADMIN.password);
  const user = { Name: name, Email: email, Password: 'buerger-passwort-1' };
  await api.ok(api.post('/admin/user', { ...user, Active: true, Groups: [] }), 'POST /admin/user');
  return user;
}

test('the bicycle, waters and infrastructure pages have their own menus, pass axe-core and lead to the survey; Impressum restores the default menu', async ({ page }) => {
  const pageWatch = await watch(page);
  for (const [route, title] of [['/#/fahrrad', 'Fahrradmobilität'], ['/#/gewaesser', 'Stadtgewässer']] as const) {
    await checkAtBothSizes(page, route, route.slice(3), async (p) => {
      await expect(p.getByRole('heading', { level: 1, name: title })).toBeVisible();
    });
    // Own menu: Projekte (Fahrradmobilität, Stadtgewässer, Stadtinfrastruktur), Apps, Karten, Hilfe, Kontakt.
    await expect(nav(page).getByRole('link', { name: 'Apps' })).toHaveAttribute('href', `#${route.slice(2)}#apps`);
    for (const name of ['Karten', 'Hilfe', 'Kontakt']) await expect(nav(page).getByRole('link', { name, exact: true })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Startseite' })).toHaveCount(0);
    await nav(page).getByRole('button', { name: 'Projekte' }).click();
    const projects = nav(page).locator('.dropdown-menu');
    await expect(projects.getByRole('link')).toHaveText(['Fahrradmobilität', 'Stadtgewässer', 'Stadtinfrastruktur']);
    await page.keyboard.press('Escape');
    await nav(page).getByRole('link', { name: 'Karten' }).click();
    await expect(page.locator('section#maps h2')).toBeInViewport();
  }

  await checkAtBothSizes(page, '/#/infrastruktur', 'infrastruktur', async (p) => {
    await expect(p.getByRole('heading', { level: 1, name: 'Stadtinfrastruktur' })).toBeVisible();
  });
  await expect(nav(page).getByRole('link')).toHaveText(['Stadtinfrastruktur', 'Hilfe', 'Kontakt', 'Impressum']);
  await page.getByRole('main').getByRole('link', { name: 'Zur Umfrage' }).first().click();
  await expect(page).toHaveURL(/#\/umfrage$/);

  // Impressum shows the organisation's (default) menu again.
  await page.goto('/#/infrastruktur');
  await nav(page).getByRole('link', { name: 'Impressum' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Startseite' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Stadtinfrastruktur' })).toHaveCount(0);
  expect(pageWatch.problems()).toEqual([]);
});

test('the three topic pages redirect to /map once logged in', async ({ page }) => {
  const pageWatch = await watch(page);
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/#\/admin$/);
  for (const route of ['fahrrad', 'gewaesser', 'infrastruktur']) {
    await page.goto(`/#/${route}`);
    await expect(page).toHaveURL(/#\/map$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Gewässerbeobachtungen' })).toBeVisible();
  }
  expect(pageWatch.problems()).toEqual([]);
});

test('the privacy page has every section of docs/product.md §2 as an anchor, scrolls to #cookies and names the real cookies', async ({ page, context }) => {
  const pageWatch = await watch(page);
  await checkAtBothSizes(page, '/#/datenschutz', 'datenschutz', async (p) => {
    await expect(p.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
  });
  const sections = ['datenarten', 'zwecke', 'rechtsgrundlagen', 'sicherheit', 'uebermittlung', 'rechte', 'cookies', 'loeschung',
    'registrierung', 'newsletter', 'hosting', 'server-logfiles', 'social-media', 'drittanbieter', 'videos', 'schriftarten', 'karten', 'teilen'];
  for (const id of sections) await expect(page.locator(`section#${id} > :is(h2, h3)`)).toHaveCount(1);
  const main = page.getByRole('main');
  await expect(main).toContainText('IP-Adressen werden spätestens nach 7 Tagen gelöscht oder anonymisiert.');
  await expect(main).toContainText('Server-Logfiles werden höchstens 7 Tage aufbewahrt.');
  await expect(main).toContainText('bis zu 3 Jahre');
  await expect(page.locator('address')).toContainText('Mitmachkarte Beispielverein e. V.');

  // The cookies the browser really holds are the ones the page names.
  const cookieSection = page.locator('section#cookies');
  for (const c of await context.cookies()) await expect(cookieSection).toContainText(c.name);
  expect((await context.cookies()).map((c) => c.name).sort()).toEqual(['XSRF-TOKEN', 'mk_session']);
  const stored = await page.evaluate(() => Object.keys(localStorage));
  for (const key of stored) await expect(cookieSection).toContainText(key);

  // From the cookie banner's link target: the page opens scrolled to the cookies section.
  await page.goto('/#/');
  await page.goto('/#/datenschutz#cookies');
  await expect(page.locator('#cookies-title')).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).not.toBeInViewport();
  await saveScreenshot(page, 'datenschutz-cookies', false);
  // The table of contents reaches a section.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('navigation', { name: 'Inhalt' }).getByRole('link', { name: 'Server-Logfiles' }).click();
  await expect(page.locator('#server-logfiles-title')).toBeInViewport();
  expect(pageWatch.problems()).toEqual([]);
});

test("the imprint shows the organisation settings' values after an admin changes them", async ({ page }) => {
  const pageWatch = await watch(page);
  await checkAtBothSizes(page, '/#/impressum', 'impressum', async (p) => {
    await expect(p.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
    await expect(p.getByRole('main')).toContainText('Mitmachkarte Beispielverein e. V.');
  });

  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/#\/admin$/);
  await page.getByRole('navigation', { name: 'Administrationsmenü' }).getByRole('link', { name: 'Organisationen' }).click();
  const editor = page.getByRole('form', { name: 'Organisation localhost' });
  // The settings form's fields, by their labels (docs/product.md §10.2).
  const values = {
    'Name des Betreibers': 'Fahrgastverband Nordhessen e. V.',
    'Vertreten durch': 'Dr. Jana Beispiel',
    Anschrift: 'Königsplatz 7, 34117 Kassel',
    Telefon: '+49 561 123456',
    'E-Mail': 'vorstand@fahrgast.example',
    Registereintrag: 'Amtsgericht Kassel, VR 4711',
  };
  const imprint = editor.getByRole('group', { name: 'Impressum' });
  for (const [label, value] of Object.entries(values)) await imprint.getByRole('textbox', { name: label, exact: true }).fill(value);
  await editor.getByRole('button', { name: 'Speichern' }).click();
  await expect(alerts(page).getByText('Die Organisation wurde gespeichert.')).toBeVisible();

  await page.goto('/#/impressum');
  const main = page.getByRole('main');
  for (const value of Object.values(values).filter((v) => !v.includes(','))) await expect(main).toContainText(value);
  await expect(main).toContainText('Königsplatz 7');
  await expect(main).toContainText('34117 Kassel');
  await expect(main.getByRole('link', { name: '+49 561 123456' })).toHaveAttribute('href', 'tel:+49561123456');
  await expect(main.getByRole('link', { name: 'vorstand@fahrgast.example' })).toHaveAttribute('href', 'mailto:vorstand@fahrgast.example');
  await expect(main).not.toContainText('Beispielverein');
  await saveScreenshot(page, 'impressum-changed');
  // The privacy page names the same operator.
  await page.goto('/#/datenschutz');
  await expect(page.locator('address')).toContainText('Fahrgastverband Nordhessen e. V.');
  expect(pageWatch.problems()).toEqual([]);
});

test("tram participation: a citizen places an 'Idee' assigned to a central space, another votes and comments on it", async ({ page, browser, server }) => {
  const pageWatch = await watch(page);
  const citizen = await createCitizen(server, 'Clara Bürgerin', 'clara@example.org');
  const neighbour = await createCitizen(server, 'Nils Nachbar', 'nils@example.org');

  await checkAtBothSizes(page, '/#/strassenbahnausbau', 'strassenbahnausbau', async (p) => {
    await expect(p.getByRole('heading', { level: 1, name: 'Straßenbahnausbau' })).toBeVisible();
  });
  await page.goto('/#/login');
  await loginViaScreen(page, citizen.Email, citizen.Password);
  await expect(page.getByRole('button', { name: citizen.Name })).toBeVisible();
  await page.goto('/#/strassenbahnausbau');
  await page.getByRole('link', { name: 'Zur Karte Straßenbahnausbau' }).click();
  await expect(page).toHaveURL(/#\/map\?workspace=[0-9a-f-]+&layer=[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stärken, Schwächen und Ideen' })).toBeVisible();

  // The legend and the three kinds of marker (one colour and icon per category).
  const legend = page.getByRole('group', { name: 'Legende der Kategorien' });
  await expect(legend.getByRole('listitem')).toHaveText(['Stärke', 'Schwäche', 'Idee']);
  // Nearby contributions are clustered: open clusters until pins of all three kinds were seen.
  const seen = new Set<string>();
  const pinKinds = () => mapElement(page).locator('.map-category-pin').evaluateAll((els) =>
    els.map((e) => [...e.classList].find((c) => /^map-category-\d$/.test(c)) ?? ''));
  await expect.poll(async () => (await pinKinds()).length + (await mapElement(page).locator('.map-cluster').count())).toBeGreaterThan(0);
  for (let round = 0; round < 12 && seen.size < 3; round++) {
    for (const kind of await pinKinds()) seen.add(kind);
    if (seen.size === 3) break;
    const clusters = mapElement(page).locator('.map-cluster');
    const count = await clusters.count();
    if (count === 0) {
      // Zoomed in where the other kinds are not (which cluster comes first depends on the order
      // in which tiles arrive): back out, and open another cluster next.
      for (let i = 0; i < 2; i++) await mapElement(page).getByRole('button', { name: 'Verkleinern' }).click();
      await page.waitForTimeout(600);
      continue;
    }
    // A cluster counted while the map still moves may be gone by the click (seen under CI load):
    // then the next round looks again. What was seen is checked after the loop.
    const clicked = await clusters.nth(round % count).click({ timeout: 3000 }).then(() => true, () => false);
    if (clicked) await expect.poll(async () => `${await clusters.count()}|${(await pinKinds()).join()}`).not.toBe(`${count}|`);
    await page.waitForTimeout(400);
  }
  expect([...seen].sort()).toEqual(['map-category-0', 'map-category-1', 'map-category-2']);
  await expect.poll(() => mapElement(page).locator('.map-category-pin img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth === 64))).toBe(true);
  await saveScreenshot(page, 'strassenbahn-map', false);

  // Idee, assigned to a central space.
  await page.locator('section.map-panel').getByRole('button', { name: 'Neuer Eintrag' }).click();
  const chooser = page.getByRole('dialog', { name: 'Kategorie wählen' });
  await expect(chooser.getByRole('button')).toContainText(['Stärke', 'Schwäche', 'Idee']);
  await chooser.getByRole('button', { name: 'Idee', exact: true }).click();
  const form = page.getByRole('form', { name: 'Neuer Eintrag: Idee' });
  await markFreeSpot(page, form);
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(form.getByText('Bitte ordnen Sie Ihren Beitrag einem zentralen Raum zu.')).toBeVisible();
  await form.getByRole('group', { name: /^Welchem zentralen Raum/ }).getByRole('radio', { name: 'Universität / Holländischer Platz' }).check();
  await form.getByLabel('Titel Ihres Beitrags').fill('Fahrradstellplätze an der Uni-Haltestelle');
  await form.getByLabel('Beschreiben Sie Ihren Beitrag.').fill('Überdachte Bügel direkt am Bahnsteig, damit man vom Rad in die Bahn umsteigen kann.');
  await saveScreenshot(page, 'strassenbahn-idee', false);
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(alerts(page).getByText('Punkt erfolgreich gespeichert.')).toBeVisible();
  const detail = page.locator('section.map-panel').getByRole('article');
  await expect(detail.getByRole('heading', { name: 'Idee' })).toBeVisible();
  await expect(detail).toContainText('Universität / Holländischer Platz');
  await expect(mapElement(page).locator('.map-category-2[title="Idee (Neu)"][style*="width: 50px"]')).toHaveCount(1);

  // Another citizen finds it, votes up and comments.
  const other = await browser.newContext({ baseURL: server.baseUrl });
  const otherPage = await other.newPage();
  await otherPage.addInitScript(() => window.localStorage.setItem('cookie-accepted', 'true'));
  const otherWatch = await watch(otherPage);
  await otherPage.goto('/#/login');
  await loginViaScreen(otherPage, neighbour.Email, neighbour.Password);
  await expect(otherPage.getByRole('button', { name: neighbour.Name })).toBeVisible();
  await otherPage.goto('/#/strassenbahnausbau');
  await otherPage.getByRole('link', { name: 'Jetzt Beitrag auf der Karte setzen' }).click();
  await expect(otherPage.getByRole('heading', { level: 1, name: 'Stärken, Schwächen und Ideen' })).toBeVisible();
  await mapElement(otherPage).locator('.map-category-2[title="Idee (Neu)"]').first().waitFor();
  const panel = otherPage.locator('section.map-panel');
  const listToggle = panel.getByRole('group', { name: 'Ansicht der Einträge' });
  await listToggle.getByText('Liste', { exact: true }).click();
  const list = panel.getByRole('region', { name: 'Einträge der Karte' });
  const next = panel.getByRole('navigation', { name: 'Seiten der Liste' }).getByRole('button', { name: 'Weiter' });
  const entry = list.getByRole('button').filter({ hasText: 'Fahrradstellplätze' });
  // The server sends each page: look at one only once it has arrived.
  await expect(list).toHaveAttribute('aria-busy', 'false');
  while ((await entry.count()) === 0 && (await next.isEnabled())) {
    await next.click();
    await expect(list).toHaveAttribute('aria-busy', 'false');
  }
  await entry.click();
  await listToggle.getByText('Details', { exact: true }).click();
  const otherDetail = panel.getByRole('article');
  await expect(otherDetail).toContainText('Fahrradstellplätze an der Uni-Haltestelle');
  const up = otherDetail.getByRole('group', { name: 'Bewertung', exact: true }).getByRole('button', { name: /Daumen hoch/ });
  await up.click();
  await expect(up).toHaveText(/Daumen hoch \(1\)/);
  await otherDetail.getByLabel('Ihr Kommentar').fill('Sehr gute Idee, die Bügel fehlen dort wirklich.');
  await otherDetail.getByRole('button', { name: 'Kommentieren' }).click();
  await expect(otherDetail.getByLabel('Ihr Kommentar')).toHaveValue('');
  await expect(otherDetail.getByText('Noch keine Kommentare.')).toHaveCount(0);
  await expect(otherDetail.getByText('Sehr gute Idee, die Bügel fehlen dort wirklich.')).toBeVisible();
  // The server holds the vote and the comment.
  const api = server.api();
  const tram = (await api.ok(api.get<Point[]>(`/gis/points/${new URL(otherPage.url().replace('#/', '')).searchParams.get('layer')}`), 'GET points'))
    .find((p) => p.Attributes.Titel?.Value === 'Fahrradstellplätze an der Uni-Haltestelle')!;
  expect(tram.Attributes.ZentralerRaum).toEqual({ DataType: 'single', Value: 'universitaet' });
  expect(await api.ok(api.get(`/gis/votes/${tram.ID}`), 'GET votes')).toMatchObject({ Up: 1, Down: 0 });
  expect(await api.ok(api.get<{ Text: string }[]>(`/gis/comments/${tram.ID}`), 'GET comments')).toEqual([
    expect.objectContaining({ Text: 'Sehr gute Idee, die Bügel fehlen dort wirklich.', AuthorName: neighbour.Name }),
  ]);
  await saveScreenshot(otherPage, 'strassenbahn-bewertet', false);
  await other.close();

  expect(pageWatch.problems()).toEqual([]);
  expect(otherWatch.problems()).toEqual([]);
});
