import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATEGORY_ATTRIBUTE, ORG_SETTING_LAYER, REQUIRED_CHECKED_TYPES, flattenCategories, isVariableShown,
  type AttributeValue, type Layer,
} from '@mitmachkarte/contract';
import { clientFrom, type TestClient } from '../client.js';
import { cameraJpeg, uploadOk } from '../image-fixtures.js';
import { API } from '../points-fixtures.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../test-app.js';

/** Privacy (docs/product.md §9, privacy page "Server-Logfiles"): no full IP address is kept longer
 *  than 7 days. The server keeps none at all: after a session of every kind of request from an
 *  IPv4, an IPv6 and a proxied client, at the most talkative log level (one line per request),
 *  no log line, no row of any table and no file under DATA_DIR holds any of the addresses;
 *  the log lines hold only their networks (IPv4 /24, IPv6 /48). */

const IPV4 = '203.0.113.77';
const IPV6 = '2001:db8:abcd:12:3456:789a:bcde:f012';
const IPV6_SHORT = '2001:db8:abcd:12::';
const PROXIED = '198.51.100.23';
const FULL_ADDRESSES = [IPV4, IPV6, IPV6_SHORT, PROXIED];

const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true, env: { LOG_LEVEL: 'trace', TRUST_PROXY: 'true' }, logStream });
});
afterAll(async () => t?.close());

/** Answers to every required question shown for `category` of `layer`. */
function answersFor(layer: Layer, category: string): Record<string, AttributeValue> {
  const answers: Record<string, AttributeValue> = { [CATEGORY_ATTRIBUTE]: { DataType: 'category', Value: category } };
  for (const v of layer.Schema.Schema) {
    if (!REQUIRED_CHECKED_TYPES.includes(v.DataType) || v.Optional || !isVariableShown(v, category, layer.Schema.Categories)) continue;
    answers[v.Name] = { DataType: v.DataType, Value: v.DataType === 'single' ? v.Options[0]!.Key : `Antwort auf ${v.Name}` };
  }
  return answers;
}

/** Registration, failed and good login, survey, image upload, point, comment, vote, a 404 and a
 *  400, and logout: everything that writes rows, files or log lines. */
async function useEverything(c: TestClient, n: number) {
  expect((await c.post(`${API}/auth/register`, { Email: `person${n}@example.org`, Name: `Person ${n}`, Password: 'Fluss-Ufer-123', Attributes: [] })).statusCode).toBe(200);
  expect((await c.post(`${API}/auth/resetpassword`, { Email: `person${n}@example.org`, Password: 'Pegel-am-Wehr-7' })).statusCode).toBe(200);
  expect((await c.post(`${API}/auth/login`, { Email: ADMIN_EMAIL, Password: 'falsch-falsch' })).statusCode).toBe(401);
  expect((await c.post(`${API}/survey`, { Data: { interessensgruppe: 'anlieger_bewohner', altersgruppe: 'alter_36_50' } })).statusCode).toBe(200);
  const layerId = (await c.get(`${API}/auth/org`)).json().Other[ORG_SETTING_LAYER] as string;
  const layer = (await c.get(`${API}/gis/layer/${layerId}?from=${IPV4}`)).json() as Layer;
  const leaf = flattenCategories(layer.Schema.Categories).find((x) => !x.category.Children?.length)!.category.Name;
  const point = await c.post(`${API}/gis/point`, { Layer: layerId, Latitude: 51.3169, Longitude: 9.4757, Attributes: answersFor(layer, leaf) });
  expect(point.statusCode, point.body).toBe(200);
  await c.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  await uploadOk(c, await cameraJpeg(64, 48));
  expect((await c.post(`${API}/gis/comment`, { PointID: point.json().ID, Text: `Kommentar ${n}` })).statusCode).toBe(200);
  expect((await c.post(`${API}/gis/vote/${point.json().ID}`, { Vote: 1 })).statusCode).toBe(200);
  expect((await c.get(`${API}/gis/layer/0190f5a2-dead-7000-8000-00000000beef`)).statusCode).toBe(404);
  expect((await c.post(`${API}/gis/point`, { Layer: 'kaputt' })).statusCode).toBe(400);
  expect((await c.get(`${API}/auth/logout`)).statusCode).toBe(200);
}

/** Every file under `dir`, read as Latin-1 text (so that binary files compare byte for byte). */
function filesUnder(dir: string): { file: string; text: string }[] {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => {
      const file = path.join(e.parentPath, e.name);
      return { file, text: fs.readFileSync(file).toString('latin1') };
    });
}

describe('IP addresses (docs/product.md §9)', () => {
  beforeAll(async () => {
    await useEverything(clientFrom(t.app, IPV4), 1);
    await useEverything(clientFrom(t.app, IPV6), 2);
    await useEverything(clientFrom(t.app, '127.0.0.1', PROXIED), 3);
  });

  it('writes no full client address to any log line, only the networks', () => {
    expect(lines.length).toBeGreaterThan(50);
    const requestLines = lines.filter((l) => l.includes('"remoteNetwork"'));
    expect(requestLines.length).toBeGreaterThan(30);
    for (const line of lines) {
      for (const ip of FULL_ADDRESSES) expect(line, line).not.toContain(ip);
      expect(line).not.toMatch(/bcde:f012|"remotePort"|x-forwarded-for/i);
    }
    const networks = new Set(requestLines.map((l) => (JSON.parse(l) as { req: { remoteNetwork?: string } }).req.remoteNetwork));
    expect([...networks].sort()).toEqual(['198.51.100.0', '2001:db8:abcd::', '203.0.113.0']);
  });

  it('stores no client address in any row of any table', async () => {
    // On PostgreSQL the catalogue lists every schema's tables (other test runs too): only ours.
    const schema = process.env.TEST_DATABASE_URL
      ? (await sql<{ s: string }>`select current_schema() as s`.execute(t.db)).rows[0]!.s
      : undefined;
    const tables = [...new Set((await t.db.introspection.getTables()).filter((x) => x.schema === schema).map((x) => x.name))];
    expect(tables).toEqual(expect.arrayContaining(['users', 'sessions', 'points', 'comments', 'point_votes', 'images', 'survey_responses', 'auth_tokens']));
    let rows = 0;
    for (const table of tables) {
      // Table names come from the database's own catalogue, not from input.
      const all = await t.db.selectFrom(table as 'users').selectAll().execute();
      rows += all.length;
      const text = JSON.stringify(all);
      for (const ip of FULL_ADDRESSES) expect(text, `${table} holds ${ip}`).not.toContain(ip);
      for (const network of ['203.0.113.', '2001:db8:abcd', '198.51.100.']) expect(text, `${table} holds ${network}`).not.toContain(network);
    }
    expect(rows).toBeGreaterThan(50);
  });

  it('writes no client address to any file under DATA_DIR (mail outbox, images, database file)', () => {
    const files = filesUnder(t.dataDir);
    expect(files.some((f) => f.file.includes('outbox'))).toBe(true);
    expect(files.some((f) => f.file.includes('images'))).toBe(true);
    for (const { file, text } of files) {
      for (const ip of FULL_ADDRESSES) expect(text.includes(ip), `${file} holds ${ip}`).toBe(false);
    }
  });
});
