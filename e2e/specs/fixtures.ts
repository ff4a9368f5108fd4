/** Playwright fixtures shared by the specs: one real server process per spec file
 *  (`node server/dist/main.js` with a fresh DATA_DIR, the demo seed and a known admin), its
 *  address as `baseURL` (and PUBLIC_URL, so that links in mails lead back to it), and helpers for
 *  screenshots and logging in. Usage:
 *
 *    import { expect, test } from './fixtures.js';
 *    test('…', async ({ page, server }) => { await page.goto('/#/map'); … });
 *
 *  A spec file that reads mails says `test.use({ mail: true })`: its server then sends over SMTP to
 *  a real SMTP peer, available as the `mailbox` fixture. `test.use({ serverEnv: { … } })` adds
 *  server variables. Both hold for the whole file (one server per file).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Layer, Point, User, Workspace } from '@mitmachkarte/contract';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { HttpClient, cleanup, makeTempDir, startServer, type ServerProcess } from '../test/server-process.js';
import { trackRequests } from './network.js';
import { SmtpPeer } from '../../server/test/smtp-peer.js';

/** The administrator created on the first start (ADMIN_EMAIL, ADMIN_PASSWORD). */
export const ADMIN = { email: 'admin@example.org', password: 'admin-passwort-1' } as const;

/** Where the specs put the screenshots they take on purpose (gitignored). */
export const ARTIFACTS_DIR = path.resolve(import.meta.dirname, '../artifacts');

/** The server a spec file runs against. */
export type E2eServer = {
  /** `http://127.0.0.1:<port>`; also the tests' `baseURL`. */
  baseUrl: string;
  admin: typeof ADMIN;
  dataDir: string;
  process: ServerProcess;
  /** A fresh cookie-keeping API client (paths relative to /api/v1), e.g. to prepare data. */
  api: () => HttpClient;
  /** The SMTP peer the server sends to, with `mail: true`. */
  mail: SmtpPeer | undefined;
};

/** How the server of a spec file is started (the file's `test.use`). */
type ServerOptions = { mail: boolean; serverEnv: Record<string, string | undefined> };

/** Servers by spec file: a file reuses its server for all its tests; the next file stops it. */
type ServerRegistry = { current?: { file: string; server: E2eServer } };

async function startE2eServer({ mail: withMail, serverEnv }: ServerOptions): Promise<E2eServer> {
  const dataDir = makeTempDir();
  const mail = withMail ? await SmtpPeer.start() : undefined;
  try {
    const proc = await startServer({
      dataDir,
      env: {
        SEED_DEMO: 'true', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, HOST: '127.0.0.1',
        // Cheap password hashes: logins are not what these tests time (docs/architecture.md §10).
        PASSWORD_HASH_COST: '10',
        // No address search leaves the machine (address-search.spec.ts starts a local one).
        GEOCODER_URL: 'off',
        ...(mail ? { SMTP_URL: mail.url } : {}),
        ...serverEnv,
      },
      envForPort: (port) => ({ PUBLIC_URL: `http://127.0.0.1:${port}` }),
    });
    return { baseUrl: proc.baseUrl, admin: ADMIN, dataDir, process: proc, api: () => new HttpClient(proc.baseUrl), mail };
  } catch (e) {
    await mail?.close();
    throw e;
  }
}

async function stopE2eServer(server: E2eServer): Promise<void> {
  await server.process.kill();
  await server.mail?.close();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

type TestFixtures = ServerOptions & { server: E2eServer; acceptCookies: boolean; mailbox: SmtpPeer };

export const test = base.extend<TestFixtures, { serverRegistry: ServerRegistry }>({
  /** Whether the visitor has already accepted the cookie banner (so that it covers nothing);
   *  `test.use({ acceptCookies: false })` shows it. */
  acceptCookies: [true, { option: true }],
  /** Whether the file's server sends mail over SMTP to a peer (`mailbox`) instead of its outbox. */
  mail: [false, { option: true }],
  /** Extra variables for the file's server (`undefined` removes one). */
  serverEnv: [{}, { option: true }],
  serverRegistry: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function uses from its first parameter
    async ({}, use) => {
      const registry: ServerRegistry = {};
      await use(registry);
      if (registry.current) await stopE2eServer(registry.current.server);
      await cleanup();
    },
    { scope: 'worker' },
  ],
  server: async ({ serverRegistry, mail, serverEnv }, use, testInfo) => {
    if (serverRegistry.current?.file !== testInfo.file) {
      if (serverRegistry.current) await stopE2eServer(serverRegistry.current.server);
      serverRegistry.current = undefined;
      serverRegistry.current = { file: testInfo.file, server: await startE2eServer({ mail, serverEnv }) };
    }
    await use(serverRegistry.current.server);
  },
  mailbox: async ({ server }, use) => {
    if (!server.mail) throw new Error("The mailbox needs `test.use({ mail: true })` in the spec file.");
    await use(server.mail);
  },
  baseURL: async ({ server }, use) => {
    await use(server.baseUrl);
  },
  page: async ({ page, acceptCookies }, use) => {
    if (acceptCookies) await page.addInitScript(() => window.localStorage.setItem('cookie-accepted', 'true'));
    trackRequests(page);
    await use(page);
  },
});

export { expect };

/** Saves a full-page screenshot as e2e/artifacts/<name>.png and returns its path. */
export async function saveScreenshot(page: Page, name: string, fullPage = true): Promise<string> {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}

/** Fills and submits the login screen (#/login) with Enter in the password field; waits for the
 *  answer and, when the login succeeded, until the app has left the login screen. */
export async function loginViaScreen(page: Page, email: string, password: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('Email Adresse').fill(email);
  await main.getByLabel('Passwort', { exact: true }).fill(password);
  const answer = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/auth/login');
  await main.getByLabel('Passwort', { exact: true }).press('Enter');
  // A login that succeeds leads away from the login screen (to the code step, or back). The next
  // step of a test must not be overtaken by that navigation, e.g. a page.goto() that the app's
  // redirect would undo.
  if ((await answer).ok()) await page.waitForURL((url) => !/^#\/login(\?|$)/.test(url.hash));
}

/** `days` from today, as `YYYY-MM-DD` in Berlin (the days of phases, docs/product.md §17.2). */
export const berlinDayFromToday = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(Date.now() + days * 86_400_000));

/** Signs `page` in as the administrator, opens the project management of `workspaceId` and adds a
 *  phase `name` from `start` to `end` (days from today; `end` undefined: left open) in the section
 *  „Projektseite“ (docs/product.md §17.2); nothing is saved yet. Answers the project's panel and
 *  the new phase's part of the editor (its last). */
export async function addPhaseViaScreen(page: Page, workspace: Pick<Workspace, 'ID' | 'Name'>, phase: { name: string; start: number; end?: number }) {
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await page.goto(`/#/workspaces?workspace=${workspace.ID}`);
  const panel = page.getByRole('region', { name: `Projekt ${workspace.Name}` });
  const editor = panel.getByRole('region', { name: 'Projektseite' });
  await editor.getByRole('button', { name: 'Phase hinzufügen' }).click();
  await editor.getByLabel('Name der Phase').last().fill(phase.name);
  await editor.getByLabel('Beginn', { exact: true }).last().fill(berlinDayFromToday(phase.start));
  if (phase.end !== undefined) await editor.getByLabel('Ende', { exact: true }).last().fill(berlinDayFromToday(phase.end));
  return { panel, editor };
}

/** Lets the demo layer take points, lines and areas (the layer manager's „Was kann eingetragen werden?“). */
export async function acceptEveryKind(server: E2eServer) {
  const { layer } = await demoLayer(server);
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  const { CanAddPoints: _c, CanEdit: _e, CanRecordOnBehalf: _r, ID: _i, ...rest } = layer as typeof layer & { CanEdit?: boolean; CanRecordOnBehalf?: boolean };
  await admin.ok(admin.put(`/gis/layer/${layer.ID}`, { ...rest, Geometries: ['point', 'line', 'polygon'] }), 'PUT /gis/layer');
  return layer;
}

/** The demo seed's workspace 'Gewässer-App' and its layer 'Gewässerbeobachtungen', looked up
 *  through the API as an anonymous visitor. */
export async function demoLayer(server: E2eServer): Promise<{ workspace: Workspace; layer: Layer }> {
  const api = server.api();
  const workspace = (await api.ok(api.get<Workspace[]>('/gis/workspaces'), 'GET /gis/workspaces')).find((w) => w.Name === 'Gewässer-App');
  if (!workspace) throw new Error("The demo workspace 'Gewässer-App' is missing.");
  const layer = (await api.ok(api.get<Layer[]>(`/gis/layers/${workspace.ID}`), 'GET /gis/layers')).find((l) => l.Name === 'Gewässerbeobachtungen');
  if (!layer) throw new Error("The demo layer 'Gewässerbeobachtungen' is missing.");
  return { workspace, layer };
}

/** The points of a layer as an anonymous visitor sees them (GET /gis/points/{layerId}). */
export async function layerPoints(server: E2eServer, layerId: string): Promise<Point[]> {
  const api = server.api();
  return api.ok(api.get<Point[]>(`/gis/points/${layerId}`), `GET /gis/points/${layerId}`);
}

/** Answers of an entry of the category 'Trüb' in the demo layer 'Gewässerbeobachtungen': every
 *  required question, the water named `name` and described by `description`. */
export const demoAnswers = (name: string, description: string) => ({
  category: { DataType: 'category', Value: 'Trueb' }, Gewaessername: { DataType: 'text', Value: name },
  Gewaessertyp: { DataType: 'single', Value: 'bach' }, Geruch: { DataType: 'single', Value: 'modrig' },
  Beschreibung: { DataType: 'text_multi', Value: description },
});

/** A citizen's active account without any group, made by the administrator over the API; answers
 *  an API client logged in as them. */
export async function createCitizen(server: E2eServer, who: { Name: string; Email: string; Password: string }): Promise<HttpClient> {
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  await admin.ok(admin.post<User>('/admin/user', { ...who, Active: true, Groups: [], Attributes: [] }), 'POST /admin/user');
  const citizen = server.api();
  await citizen.login(who.Email, who.Password);
  return citizen;
}

/** In the demo layer's open category chooser, with the marker already set: chooses 'Trüb' and
 *  answers the required questions (the water `name`, a stream, a musty smell, `description`);
 *  resolves to the entry form, at its last step. */
export async function chooseTruebAndAnswer(page: Page, name: string, description: string): Promise<Locator> {
  const chooser = page.getByRole('dialog', { name: 'Kategorie wählen' });
  await chooser.getByRole('button', { name: /^Gewässerzustand/ }).click();
  await chooser.getByRole('button', { name: 'Trüb', exact: true }).click();
  const form = page.getByRole('form', { name: 'Neuer Eintrag: Trüb' });
  await expect(form.getByRole('status')).toHaveText('Marker gesetzt');
  await form.getByLabel('Wie heißt das Gewässer?').fill(name);
  await form.getByRole('group', { name: /^Um welche Art von Gewässer/ }).getByRole('radio', { name: 'Bach', exact: true }).check();
  await form.getByRole('button', { name: 'Weiter' }).click();
  await form.getByRole('group', { name: /^Wie riecht das Wasser\?/ }).getByRole('radio', { name: 'Modrig', exact: true }).check();
  await form.getByRole('button', { name: 'Weiter' }).click();
  await form.getByLabel('Beschreiben Sie Ihre Beobachtung.').fill(description);
  return form;
}

/** The Leaflet map of the page. */
export const mapElement = (page: Page) => page.locator('.leaflet-container');

/** A spot in the map (pixels inside the map element) with no marker or control near it, as close
 *  to the map's centre as possible (or to the centre moved by `near`, pixels): a double-click or a
 *  corner of a drawing there reaches the map, not a marker. */
export async function freeSpot(page: Page, near: { dx: number; dy: number } = { dx: 0, dy: 0 }): Promise<{ x: number; y: number }> {
  return mapElement(page).evaluate((map, near) => {
    const area = map.getBoundingClientRect();
    // On a phone the sheet, the „+ Eintrag“ button and the bar of choosing a place lie over the map.
    const blockers = [...map.querySelectorAll('.leaflet-marker-icon, .leaflet-control'), ...document.querySelectorAll('.map-sheet, .map-place-bar')]
      .map((e) => e.getBoundingClientRect());
    // A pin is drawn above its anchor: keep a marker's width and height clear around the spot.
    const clear = (x: number, y: number) => blockers.every((b) =>
      b.right < x - 40 || b.left > x + 40 || b.bottom < y - 90 || b.top > y + 20);
    const spots: { x: number; y: number }[] = [];
    for (let y = 120; y < area.height - 40; y += 20) {
      for (let x = 60; x < area.width - 60; x += 20) if (clear(area.left + x, area.top + y)) spots.push({ x, y });
    }
    const dist = (s: { x: number; y: number }) => Math.hypot(s.x - area.width / 2 - near.dx, s.y - area.height / 2 - near.dy);
    spots.sort((a, b) => dist(a) - dist(b));
    if (!spots[0]) throw new Error('no free spot on the map');
    return spots[0];
  }, near);
}

/** Double-clicks a free spot of the map until the new entry's form `form` says „Marker gesetzt“
 *  (at most 20 s): under load a double-click can land while the map is still moving its freshly
 *  loaded markers, and a person would then simply double-click again. */
export async function markFreeSpot(page: Page, form: Locator): Promise<void> {
  await expect(async () => {
    await mapElement(page).dblclick({ position: await freeSpot(page) });
    await expect(form.getByRole('status')).toHaveText('Marker gesetzt', { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

/** „Neuer Eintrag“ → `kind` → the category „Trüb“: answers the drawing's section. */
export async function startDrawing(page: Page, kind: 'Linie zeichnen' | 'Fläche zeichnen'): Promise<Locator> {
  await mapPanel(page).getByRole('button', { name: 'Neuer Eintrag' }).click();
  const kinds = page.getByRole('dialog', { name: 'Was möchten Sie eintragen?' });
  await expect(kinds.getByRole('button')).toContainText(['Punkt setzen', 'Linie zeichnen', 'Fläche zeichnen']);
  await kinds.getByRole('button', { name: kind }).click();
  const chooser = page.getByRole('dialog', { name: 'Kategorie wählen' });
  await chooser.getByRole('button', { name: /^Gewässerzustand/ }).click();
  await chooser.getByRole('button', { name: 'Trüb', exact: true }).click();
  const drawing = page.getByRole('region', { name: kind });
  await expect(drawing).toBeVisible();
  await expect(drawing.getByRole('button', { name: 'Fertig' })).toBeEnabled();
  return drawing;
}

/** The map app's panel beside the map. */
export const mapPanel = (page: Page) => page.locator('section.map-panel');

/** Opens the map app at the demo layer and waits for its markers and its offline panel. */
export async function openMap(page: Page): Promise<void> {
  await page.goto('/#/map');
  await expect(page.getByRole('heading', { level: 1, name: 'Gewässerbeobachtungen' })).toBeVisible();
  await expect.poll(() => mapElement(page).locator('.map-cluster').count()).toBeGreaterThan(0);
  // The offline panel comes after the map's first view (AfterLoad, with the configuration) and
  // pushes the panel's rest down: a click on „Neuer Eintrag“ just before it came hit the place where
  // the button had been, and no chooser opened (map-record.spec in a local CI run).
  await expect(page.getByRole('button', { name: 'Kartenausschnitt offline speichern', exact: true })).toBeAttached();
}

/** Opens the map, finds the point named `name` in the list (paging on) and shows its details (on a
 *  phone its card's „Details“). */
export async function openPointDetails(page: Page, name: string) {
  await openMap(page);
  const listToggle = mapPanel(page).getByRole('group', { name: 'Ansicht der Einträge' });
  await listToggle.getByText('Liste', { exact: true }).click();
  const list = mapPanel(page).getByRole('region', { name: 'Einträge der Karte' });
  const next = mapPanel(page).getByRole('navigation', { name: 'Seiten der Liste' }).getByRole('button', { name: 'Weiter' });
  const entry = list.getByRole('button').filter({ hasText: name });
  // The server sends each page: look at one only once it has arrived.
  const loaded = () => expect(list).toHaveAttribute('aria-busy', 'false');
  await loaded();
  while ((await entry.count()) === 0 && (await next.isEnabled())) {
    await next.click();
    await loaded();
  }
  await entry.click();
  await listToggle.getByText('Details', { exact: true }).click();
  const article = mapPanel(page).getByRole('article');
  // On a phone the entry shows first as its card: „Details“ opens all of it.
  const more = article.getByRole('button', { name: 'Details zu diesem Eintrag' });
  await expect(article.getByRole('heading').first()).toBeVisible();
  if (await more.isVisible()) await more.click();
  return article;
}
