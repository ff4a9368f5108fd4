/** Tests against the real server process (`node server/dist/main.js`): saved data survives a
 *  restart on the same DATA_DIR, the demo seed, and the generated first-start admin password. */
import fs from 'node:fs';
import path from 'node:path';
import type { Layer, OrgInfo, Point, UserInfo, Workspace } from '@mitmachkarte/contract';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, HttpClient, cleanup, makeTempDir, startServer } from './server-process.js';

/** A German sentence has at least one of these words; English or technical messages have none. */
const GERMAN = /\b(der|die|das|ist|nicht|oder|bitte|ungültig|fehlt|sie|von|anfragen)\b/i;

const SCHEMA = {
  Schema: [
    {
      Name: 'Gewaessername', DataType: 'text', Question: 'Wie heißt das Gewässer?', Optional: false,
      MissingMsg: 'Bitte geben Sie den Namen an.', Options: [], Constraint: false, Minimum: 0, Maximum: 0, CategoryCondition: '',
    },
    {
      Name: 'Gewaessertyp', DataType: 'single', Question: 'Welche Art von Gewässer?', Optional: false,
      MissingMsg: 'Bitte wählen Sie eine Art.',
      Options: [{ Key: 'bach', Label: 'Bach' }, { Key: 'fluss', Label: 'Fluss' }, { Key: 'teich', Label: 'Teich' }],
      Constraint: false, Minimum: 0, Maximum: 0, CategoryCondition: '',
    },
    {
      Name: 'Beobachtungen', DataType: 'multiple', Question: 'Was haben Sie beobachtet?', Optional: true, MissingMsg: '',
      Options: [{ Key: 'schaum', Label: 'Schaum' }, { Key: 'geruch', Label: 'Geruch' }, { Key: 'muell', Label: 'Müll' }],
      Constraint: false, Minimum: 0, Maximum: 0, CategoryCondition: '',
    },
    {
      Name: 'Wassertemperatur', DataType: 'number', Question: 'Wie warm ist das Wasser (°C)?', Optional: true, MissingMsg: '',
      Options: [], Constraint: true, Minimum: -5, Maximum: 40, CategoryCondition: '',
    },
    {
      Name: 'Gefahr', DataType: 'boolean', Question: 'Besteht eine akute Gefahr?', Optional: true, MissingMsg: '',
      Options: [], Constraint: false, Minimum: 0, Maximum: 0, CategoryCondition: '',
    },
    {
      Name: 'Seite2', DataType: 'pagebreak', Question: '', Optional: true, MissingMsg: '',
      Options: [], Constraint: false, Minimum: 0, Maximum: 0, CategoryCondition: '',
    },
    {
      Name: 'Bemerkung', DataType: 'text_multi', Question: 'Weitere Bemerkungen', Optional: true, MissingMsg: '',
      Options: [], Constraint: false, Minimum: 0, Maximum: 0, CategoryCondition: 'Einleitung',
    },
  ],
  Categories: [
    {
      Name: 'Wasserqualitaet', Label: 'Wasserqualität', Icon: '',
      Children: [
        { Name: 'Truebung', Label: 'Trübung', Icon: '' },
        { Name: 'Einleitung', Label: 'Einleitung', Icon: '' },
      ],
    },
    {
      Name: 'Uferzustand', Label: 'Uferzustand', Icon: '',
      Children: [{ Name: 'Erosion', Label: 'Ufererosion', Icon: '' }],
    },
  ],
};

const ANSWERS = {
  Gewaessername: { DataType: 'text', Value: 'Fulda' },
  Gewaessertyp: { DataType: 'single', Value: 'fluss' },
  Beobachtungen: { DataType: 'multiple', Value: ['schaum', 'geruch'] },
  Wassertemperatur: { DataType: 'number', Value: 14.5 },
  Gefahr: { DataType: 'boolean', Value: false },
  Bemerkung: { DataType: 'text_multi', Value: 'Grauer Schwall\nnach dem Starkregen, Geruch nach Abwasser.' },
  category: { DataType: 'category', Value: 'Einleitung' },
};

afterEach(cleanup);
afterAll(cleanup);

describe('the real server process', () => {
  it('keeps a saved workspace, layer and point across a SIGTERM restart on the same DATA_DIR', async () => {
    const dataDir = makeTempDir();
    const first = await startServer({ dataDir });
    const client = new HttpClient(first.baseUrl);

    // Anonymous visit: a pre-session with both cookies.
    const anon = await client.ok(client.get<UserInfo>('/auth/info'), 'anonymous info');
    expect(anon).toMatchObject({ LoggedIn: false });
    const anonSession = client.cookies.get('mk_session');
    const anonXsrf = client.cookies.get('XSRF-TOKEN');
    expect(anonSession, 'mk_session cookie').toBeTruthy();
    expect(anonXsrf, 'XSRF-TOKEN cookie').toBeTruthy();

    // Writes without (or with a wrong) X-XSRF-TOKEN are refused with 403 and a German message.
    const login = { Email: ADMIN_EMAIL, Password: ADMIN_PASSWORD };
    for (const xsrf of [false, 'falsch'] as const) {
      const refused = await client.post<{ Message: string }>('/auth/login', login, { xsrf });
      expect(refused.status, `login with xsrf=${String(xsrf)}`).toBe(403);
      expect(refused.body).toEqual(expect.objectContaining({ Message: expect.any(String) }));
      expect(refused.body.Message).toMatch(GERMAN);
    }
    expect((await client.ok(client.get<UserInfo>('/auth/info'), 'info after refused login')).LoggedIn).toBe(false);

    // Log in: a new session id and a new anti-forgery token.
    const loggedIn = await client.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(loggedIn.LoggedIn).toBe(true);
    expect(loggedIn.Permissions).toEqual(expect.arrayContaining(['admin', 'project']));
    expect(client.cookies.get('mk_session')).toBeTruthy();
    expect(client.cookies.get('mk_session'), 'session id after login').not.toBe(anonSession);
    expect(client.cookies.get('XSRF-TOKEN'), 'XSRF token after login').not.toBe(anonXsrf);
    const info = await client.ok(client.get<UserInfo>('/auth/info'), 'info after login');
    expect(info).toMatchObject({ LoggedIn: true, Email: ADMIN_EMAIL });
    // The anti-forgery token of the anonymous pre-session is no longer valid.
    const stale = await client.post('/gis/workspace', { Name: 'Alt', Public: false, Editable: false }, { xsrf: anonXsrf });
    expect(stale.status, 'write with the pre-login XSRF token').toBe(403);

    // Workspace, layer with schema and categories, point with answers.
    const workspace = await client.ok(
      client.post<Workspace>('/gis/workspace', { Name: 'E2E Neustart', Public: false, Editable: false }), 'create workspace');
    expect(workspace).toMatchObject({ Name: 'E2E Neustart', Public: false, Editable: false, UserID: info.ID });
    const layer = await client.ok(client.post<Layer>('/gis/layer', {
      Name: 'Beobachtungen an der Fulda', Workspace: workspace.ID, Public: false, Editable: false, Schema: SCHEMA,
    }), 'create layer');
    expect(layer).toMatchObject({ Name: 'Beobachtungen an der Fulda', Workspace: workspace.ID });
    expect(layer.Schema.Categories).toEqual(SCHEMA.Categories);
    expect(layer.Schema.Schema.map((v) => [v.Name, v.DataType])).toEqual(SCHEMA.Schema.map((v) => [v.Name, v.DataType]));
    expect(layer.Schema.Schema[1]!.Options).toEqual(SCHEMA.Schema[1]!.Options);
    expect(layer.Schema.Schema[3]).toMatchObject({ Constraint: true, Minimum: -5, Maximum: 40 });
    const point = await client.ok(client.post<Point>('/gis/point', {
      Layer: layer.ID, Latitude: 51.3169, Longitude: 9.4757, Altitude: 163.5, Attributes: ANSWERS,
    }), 'create point');
    expect(point).toMatchObject({ Layer: layer.ID, Latitude: 51.3169, Longitude: 9.4757, Altitude: 163.5 });
    expect(point.Attributes).toEqual(ANSWERS);

    // Stop gracefully.
    const exit = await first.stop();
    expect(exit, `exit after SIGTERM\n${first.describe()}`).toEqual({ code: 0, signal: null });
    expect(fs.existsSync(path.join(dataDir, 'mitmachkarte.sqlite'))).toBe(true);

    // Start again on the same DATA_DIR (new port).
    const second = await startServer({ dataDir });
    const reader = new HttpClient(second.baseUrl);
    // The workspace is private: hidden from anonymous visitors (404, never confirmed).
    expect((await reader.get(`/gis/workspace/${workspace.ID}`)).status).toBe(404);
    expect((await reader.get(`/gis/layer/${layer.ID}`)).status).toBe(404);
    await reader.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(await reader.ok(reader.get<Workspace>(`/gis/workspace/${workspace.ID}`), 'workspace after restart')).toEqual(workspace);
    const layerAgain = await reader.ok(reader.get<Layer>(`/gis/layer/${layer.ID}`), 'layer after restart');
    expect(layerAgain.Schema).toEqual(layer.Schema);
    expect(layerAgain).toEqual(layer);
    const points = await reader.ok(reader.get<Point[]>(`/gis/points/${layer.ID}`), 'points after restart');
    expect(points).toEqual([point]);

    // Sessions are database rows: the first client's login survives the restart too.
    const resumed = new HttpClient(second.baseUrl, new Map(client.cookies));
    expect(await resumed.ok(resumed.get<UserInfo>('/auth/info'), 'resumed session info')).toMatchObject({ LoggedIn: true, Email: ADMIN_EMAIL });

    const exit2 = await second.stop();
    expect(exit2, `exit after SIGTERM\n${second.describe()}`).toEqual({ code: 0, signal: null });
  });

  it('seeds the demo content with SEED_DEMO=true, visible anonymously', async () => {
    const server = await startServer({ dataDir: makeTempDir(), env: { SEED_DEMO: 'true' } });
    const client = new HttpClient(server.baseUrl);
    const org = await client.ok(client.get<OrgInfo>('/auth/org'), 'org');
    expect(org.Title).toBe('Gewässer-App');
    const layerId = org.Other.gwapp_layer;
    expect(layerId).toEqual(expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i));
    const layer = await client.ok(client.get<Layer>(`/gis/layer/${String(layerId)}`), 'demo layer');
    expect(layer.ID).toBe(layerId);
    const points = await client.ok(client.get<Point[]>(`/gis/points/${String(layerId)}`), 'demo points');
    expect(points.length).toBeGreaterThanOrEqual(30);
    for (const p of points) {
      expect(p.Layer).toBe(layerId);
      expect(Math.abs(p.Latitude - 51.3169), `latitude of ${p.ID}`).toBeLessThanOrEqual(0.2);
      expect(Math.abs(p.Longitude - 9.4757), `longitude of ${p.ID}`).toBeLessThanOrEqual(0.2);
    }
    expect(await server.stop()).toEqual({ code: 0, signal: null });
  });

  it('writes a generated admin password to DATA_DIR/initial-admin-password.txt when ADMIN_PASSWORD is unset', async () => {
    const dataDir = makeTempDir();
    const server = await startServer({ dataDir, env: { ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined } });
    const file = path.join(dataDir, 'initial-admin-password.txt');
    expect(fs.existsSync(file), `${file} exists`).toBe(true);
    const [email, password] = fs.readFileSync(file, 'utf8').split('\n');
    expect(email).toBe('admin@localhost');
    expect(password, 'generated password').toBeTruthy();
    expect(password!.length).toBeGreaterThanOrEqual(8);

    const client = new HttpClient(server.baseUrl);
    const wrong = await client.post('/auth/login', { Email: 'admin@localhost', Password: `${password!}x` });
    expect(wrong.status).not.toBe(200);
    const loggedIn = await client.login('admin@localhost', password!);
    expect(loggedIn).toMatchObject({ LoggedIn: true });
    expect(loggedIn.Permissions).toEqual(expect.arrayContaining(['admin']));
    expect(await client.ok(client.get<UserInfo>('/auth/info'), 'info')).toMatchObject({ LoggedIn: true, Email: 'admin@localhost' });
    expect(await server.stop()).toEqual({ code: 0, signal: null });
  });
});
