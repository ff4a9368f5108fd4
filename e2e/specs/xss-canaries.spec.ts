/** Stored-XSS canaries (OWASP ASVS 4.0.3 V5.3.3): script canaries are stored in
 *  every user-writable text (organisation title, menu entries, settings and page texts (Markdown), group and user names,
 *  user attributes, workspace and layer names, attributes and project descriptions (Markdown), questionnaire texts, categories,
 *  answers, comments, user settings), then every screen that shows them is opened, as the
 *  administrator and as an anonymous visitor. No dialog may open, the Content-Security-Policy must
 *  report nothing (securitypolicyviolation events, recorded by an init script), no element may
 *  carry an event-handler attribute or a javascript: link, and each screen must really show a
 *  canary as text. Adding a screen is one line in SCREENS. */
import { IMPRESSUM_SETTINGS, LANDING_SETTINGS, PAGE_CONTENT, PRIVACY_SETTINGS, SETTING_FIELDS, TRAM_SETTINGS, type Group, type Layer, type Organisation, type Point, type User, type Workspace } from '@mitmachkarte/contract';
import type { Page } from '@playwright/test';
import { ADMIN, expect, loginViaScreen, saveScreenshot, test, type E2eServer } from './fixtures.js';
import { networkSettled } from './network.js';
import { makePng } from '../test/durability.js';

const MARK = 'XSS-Kanarie';
/** Canary `n`: visible marker text, an image whose error handler and a script that would call
 *  alert(n), and a quote break-out. */
const canary = (n: number) => `${MARK} ${n} "'><img src=x onerror=alert(${n})><script>alert(${n})</script>`;
/** A link that breaks out of an attribute if not escaped; script schemes are refused (below). */
const canaryLink = (n: number) => `https://example.org/"><script>alert(${n})</script>`;
/** An image id that breaks out of the category pin's <img src="…"> if not encoded (at most 100 characters). */

type Seeded = { workspace: Workspace; layer: Layer; canaries: number };

/** Stores the canaries through the API, as the administrator (who holds every right). */
async function seed(server: E2eServer): Promise<Seeded> {
  const api = server.api();
  await api.login(ADMIN.email, ADMIN.password);
  let n = 0;
  const c = () => canary(++n);

  const group = await api.ok(api.post<Group>('/admin/group', { Name: c(), Permissions: [] }), 'group');
  const user = await api.ok(api.post<User>('/admin/user', {
    Name: c(), Email: 'kanarie@example.org', Password: 'kanarie-passwort', Active: true, Groups: [{ ID: group.ID }],
    Attributes: [{ Key: c(), Value: c() }],
  }), 'user');

  const workspace = await api.ok(api.post<Workspace>('/gis/workspace', {
    Name: c(), Public: true, Editable: true, Attributes: { Beschreibung: c() },
    // The project page's Markdown, rendered to HTML by the server (docs/security.md, Markdown).
    Description: `## ${c()}\n\n${c()} [Mehr](${canaryLink(n)}) [Klick](javascript:alert(${n}))`,
  }), 'workspace');
  await api.ok(api.post(`/gis/workspaceacl/add/${workspace.ID}`, { ID: user.ID }), 'access list');
  // Icons must be uploaded images of the workspace, so an icon can no longer
  // carry a canary; the server refuses one (images-ownership.routes.test.ts).
  const icon = await api.ok(api.post<{ Id: string }>('/gis/images/upload', makePng(3, 32)), 'icon');
  const layer = await api.ok(api.post<Layer>('/gis/layer', {
    Workspace: workspace.ID, Name: c(), Public: true, Editable: true, Attributes: { Hinweis: c() },
    Schema: {
      // An icon gives the layer category markers and the map its legend (the tram layer's kind).
      Categories: [{ Name: 'kat', Label: c(), Icon: icon.Id, Children: [{ Name: 'unter', Label: c() }] }, { Name: 'zwei', Label: c() }],
      Schema: [
        { Name: 'Hinweis', DataType: 'label', Question: c() },
        { Name: 'Titel', DataType: 'text', Question: c(), MissingMsg: c(), Description: c() },
        { Name: 'Art', DataType: 'single', Question: c(), Optional: true, Options: [{ Key: 'a', Label: c() }, { Key: 'b', Label: c() }] },
      ],
    },
  }), 'layer');
  const point = await api.ok(api.post<Point>('/gis/point', {
    Layer: layer.ID, Latitude: 51.31, Longitude: 9.49,
    Attributes: { category: { DataType: 'category', Value: 'unter' }, Titel: { DataType: 'text', Value: c() }, Art: { DataType: 'single', Value: 'a' } },
  }), 'point');
  await api.ok(api.post('/gis/comment', { PointID: point.ID, Text: c() }), 'comment');
  await api.ok(api.post('/auth/settings', { last_workspace: workspace.ID, Notiz: c() }), 'settings');
  const orgs = await api.ok(api.get<Organisation[]>('/admin/organisations'), 'organisations');
  const config = {
    Title: c(),
    Menu: [{ Display: c(), Link: canaryLink(n), External: true, Children: [{ Display: c(), Link: canaryLink(n) }] }],
    // Every free text setting the public pages show (the settings catalogue, docs/product.md
    // §10.2): imprint and privacy notice (IMPRESSUM_SETTINGS, PRIVACY_SETTINGS), the footer of the
    // landing and topic pages, their links; the tram page's map link opens the canary layer (its
    // legend, below). E-mail, phone and choice settings take no free text since the catalogue checks them.
    Other: {
      ...Object.fromEntries([...Object.values(IMPRESSUM_SETTINGS), ...Object.values(PRIVACY_SETTINGS)]
        .filter((key) => ['line', 'lines'].includes(SETTING_FIELDS.get(key)!.kind)).map((key) => [key, c()])),
      [LANDING_SETTINGS.funding]: c(), [LANDING_SETTINGS.copyrightHolder]: c(),
      [LANDING_SETTINGS.appStoreUrl]: canaryLink(n), [LANDING_SETTINGS.helpUrl]: canaryLink(n),
      [TRAM_SETTINGS.workspace]: workspace.ID, [TRAM_SETTINGS.layer]: layer.ID,
    },
    // Every page text of the landing, topic and tram pages (docs/product.md §17.3): one-line texts
    // as written, Markdown rendered by the server.
    Content: Object.fromEntries(PAGE_CONTENT.flatMap((p) => p.blocks).map((b) => [b.key, b.kind === 'text' ? c()
      : `${c()}\n\n1. ${c()}\n\n[Mehr](${canaryLink(n)}) [Klick](javascript:alert(${n}))`])),
  };
  // Script links are refused outright (contract isSafeLink), in the menu and in link settings.
  const scriptLink = await api.post('/admin/organisation', { Host: 'skript.example.org', Config: { Title: 'x', Menu: [{ Display: 'x', Link: 'javascript:alert(0)' }] } });
  expect(scriptLink.status).toBe(400);
  const scriptSetting = await api.post('/admin/organisation', { Host: 'skript.example.org', Config: { Title: 'x', Other: { [LANDING_SETTINGS.appStoreUrl]: 'javascript:alert(0)' } } });
  expect(scriptSetting.status).toBe(400);
  const own = orgs.find((o) => o.Host === '127.0.0.1');
  if (own) await api.ok(api.put(`/admin/organisation/${own.ID}`, { Host: '127.0.0.1', Config: config }), 'organisation');
  else await api.ok(api.post('/admin/organisation', { Host: '127.0.0.1', Config: config }), 'organisation');
  // The canary terms of use are accepted, so that their question (docs/product.md §2.22) stands
  // over no screen of the administrator.
  const terms = await api.ok(api.get<{ Version: string | null }>('/auth/terms'), 'terms');
  if (terms.Version) await api.ok(api.post('/auth/terms', { Version: terms.Version }), 'accept the terms');
  return { workspace, layer, canaries: n };
}

/** A screen that shows stored texts: its address, who looks, what to click to show them, and where
 *  a canary must show (default: anywhere, e.g. in the menu of every default-layout page). */
type Screen = { name: string; path: string; as: 'admin' | 'anon'; open?: (page: Page, seeded: Seeded) => Promise<void>; shows?: string };

const clickCanary = (role: 'button' | 'link') => async (page: Page) => {
  await page.getByRole('main').getByRole(role, { name: new RegExp(MARK) }).first().click();
};

/** Opens the menu entry with the canary children; a bar crowded by the canary title folds behind
 *  the burger button (docs/product.md §2.5), which opens first. */
async function openCanaryMenu(page: Page): Promise<void> {
  const burger = page.getByRole('button', { name: 'Navigation ein- oder ausblenden' });
  if (await burger.isVisible()) await burger.click();
  await page.getByRole('navigation').getByRole('button', { name: new RegExp(MARK) }).first().click();
}

/** Every screen that shows user-written text. One line per screen. */
const SCREENS: Screen[] = [
  { name: 'landing', path: '/#/', as: 'anon' },
  { name: 'landing-content', path: '/#/', as: 'anon', shows: 'section#project' },
  { name: 'landing-admin', path: '/#/', as: 'admin' },
  { name: 'terms', path: '/#/nutzungsbedingungen', as: 'anon', shows: 'main' },
  { name: 'navbar-menu', path: '/#/', as: 'anon', open: openCanaryMenu },
  { name: 'map-anon', path: '/#/map', as: 'anon', open: chooseCanaryWorkspace },
  { name: 'map-admin', path: '/#/map', as: 'admin' },
  { name: 'map-list', path: '/#/map', as: 'admin', open: (page) => showPanel(page, 'Liste') },
  { name: 'map-details', path: '/#/map', as: 'admin', open: openPointDetails },
  { name: 'map-new-entry', path: '/#/map', as: 'admin', open: openNewEntry },
  { name: 'workspaces', path: '/#/workspaces', as: 'admin' },
  { name: 'workspace-editor', path: '/#/workspaces', as: 'admin', open: clickCanary('button') },
  { name: 'layers', path: '/#/layers', as: 'admin' },
  { name: 'profile', path: '/#/profile', as: 'admin' },
  { name: 'admin-dashboard', path: '/#/admin', as: 'admin' },
  { name: 'admin-users', path: '/#/admin/users', as: 'admin' },
  { name: 'admin-user-modal', path: '/#/admin/users', as: 'admin', open: clickCanary('button') },
  { name: 'admin-groups', path: '/#/admin/groups', as: 'admin' },
  { name: 'admin-group-modal', path: '/#/admin/groups', as: 'admin', open: clickCanary('button') },
  { name: 'admin-organisations', path: '/#/admin/organisations', as: 'admin' },
  { name: 'admin-organisation-editor', path: '/#/admin/organisations', as: 'admin', open: (page) => page.getByRole('button', { name: '127.0.0.1' }).first().click() },
  { name: 'survey', path: '/#/umfrage', as: 'anon' },
  { name: 'projects', path: '/#/projekte', as: 'anon' },
  { name: 'project-page', path: '/#/projekte', as: 'anon', open: (page, seeded) => page.goto(`/#/projekt/${seeded.workspace.ID}`).then(() => undefined), shows: 'main' },
  { name: 'impressum', path: '/#/impressum', as: 'anon', shows: 'main' },
  { name: 'datenschutz', path: '/#/datenschutz', as: 'anon', shows: 'main address' },
  { name: 'strassenbahnausbau', path: '/#/strassenbahnausbau', as: 'anon', shows: 'footer.landing-footer' },
  { name: 'strassenbahnausbau-content', path: '/#/strassenbahnausbau', as: 'anon', shows: '.topic-masthead' },
  { name: 'fahrrad-content', path: '/#/fahrrad', as: 'anon', shows: 'section#apps' },
  { name: 'fahrrad', path: '/#/fahrrad', as: 'anon', shows: 'footer.landing-footer' },
  { name: 'gewaesser', path: '/#/gewaesser', as: 'anon', shows: 'footer.landing-footer' },
  { name: 'infrastruktur', path: '/#/infrastruktur', as: 'anon', shows: 'footer.landing-footer' },
  { name: 'map-tram-legend', path: '/#/strassenbahnausbau', as: 'anon', open: openTramMap, shows: '.map-legend' },
];

/** The tram page's map link (its label a canary too) opens the layer of the settings
 *  strassenbahn_*: its legend shows the category labels. */
async function openTramMap(page: Page) {
  await page.locator('.topic-masthead a.btn').click();
  await expect(page.getByRole('group', { name: 'Legende der Kategorien' })).toContainText(MARK);
}

async function chooseCanaryWorkspace(page: Page) {
  const select = page.getByRole('combobox').first();
  await select.waitFor();
  const option = select.locator('option', { hasText: MARK }).first();
  await select.selectOption({ label: (await option.textContent()) ?? '' });
}
async function showPanel(page: Page, view: 'Liste' | 'Details') {
  await page.getByRole('group', { name: 'Ansicht der Einträge' }).getByText(view, { exact: true }).click();
}
async function openPointDetails(page: Page) {
  await showPanel(page, 'Liste');
  await page.getByRole('region', { name: 'Einträge der Karte' }).getByRole('button').first().click();
  await showPanel(page, 'Details');
  await expect(page.locator('section.map-panel').getByRole('article')).toContainText(MARK);
}
async function openNewEntry(page: Page) {
  await page.locator('section.map-panel').getByRole('button', { name: 'Neuer Eintrag' }).click();
  const chooser = page.getByRole('dialog', { name: 'Kategorie wählen' });
  await chooser.getByRole('button', { name: new RegExp(MARK) }).first().click();
  const child = chooser.getByRole('button', { name: new RegExp(MARK) });
  if (await child.count()) await child.first().click();
}

test.describe.configure({ mode: 'serial' });

test('stored script canaries in every user-writable text run nowhere: no dialog, no CSP report', async ({ page, server }) => {
  test.setTimeout(180_000);
  const seeded = await seed(server);
  const dialogs: string[] = [];
  page.on('dialog', async (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    await d.dismiss();
  });
  // Recorded in the page before any of its scripts run; Playwright's init script is not subject to the CSP.
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });

  let loggedIn = false;
  const report: string[] = [];
  for (const screen of SCREENS) {
    if (screen.as === 'admin' && !loggedIn) {
      await page.goto('/#/login');
      await loginViaScreen(page, ADMIN.email, ADMIN.password);
      await expect(page).toHaveURL(/#\/admin$/);
      loggedIn = true;
    } else if (screen.as === 'anon' && loggedIn) {
      await page.context().clearCookies();
      loggedIn = false;
    }
    await page.goto('about:blank');
    await page.goto(screen.path);
    await networkSettled(page);
    if (screen.open) {
      await screen.open(page, seeded);
      await networkSettled(page);
      // Let a modal finish fading in (docs/product.md §9: 150 to 300 ms) before the screenshot.
      await page.waitForTimeout(400);
    }
    await expect(page.locator(screen.shows ?? 'body').first(), `${screen.name} shows a canary`).toContainText(MARK);
    await saveScreenshot(page, `xss-${screen.name}`);
    const found = await page.evaluate((mark) => ({
      csp: (window as unknown as { __csp: string[] }).__csp,
      handlers: [...document.querySelectorAll('*')].filter((e) => [...e.attributes].some((a) => /^on/i.test(a.name))).map((e) => e.outerHTML.slice(0, 120)),
      scriptLinks: [...document.querySelectorAll('a[href], area[href], iframe[src], form[action]')]
        .map((e) => e.getAttribute('href') ?? e.getAttribute('src') ?? e.getAttribute('action') ?? '')
        .filter((u) => /^\s*(javascript|data|vbscript):/i.test(u)),
      // Inline scripts a browser would run; a data block (type application/json: the build's route
      // preloads in index.html) is never run.
      inlineScripts: [...document.scripts].filter((s) => !s.src && (s.type === '' || /^(module|text\/javascript)$/i.test(s.type)))
        .map((s) => s.text.slice(0, 80)),
      shown: (document.body.innerText.match(new RegExp(mark, 'g')) ?? []).length,
    }), MARK);
    report.push(`${screen.name}: ${found.shown} canaries shown`);
    expect(found.csp, `${screen.name}: CSP violations`).toEqual([]);
    expect(found.handlers, `${screen.name}: event-handler attributes`).toEqual([]);
    expect(found.scriptLinks, `${screen.name}: script links`).toEqual([]);
    expect(found.inlineScripts, `${screen.name}: inline scripts`).toEqual([]);
  }
  console.log(`xss canaries: ${seeded.canaries} canaries, ${SCREENS.length} screens\n  ${report.join('\n  ')}`);
  expect(dialogs).toEqual([]);
});
