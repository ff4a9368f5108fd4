import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SurveyResults } from '@mitmachkarte/contract';
import { TestClient } from '../client.js';
import { countRows, createUser, PASSWORD } from '../factories.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** POST /survey and GET /survey/results (docs/product.md §3.18 Survey data, §7). */

let t: TestApp;
let admin: TestClient, plain: TestClient;
const url = (p: string) => `/api/v1${p}`;
const valid = { interessensgruppe: 'anlieger_bewohner', altersgruppe: 'alter_36_50' } as const;

const results = async (): Promise<SurveyResults> => {
  const res = await admin.get(url('/survey/results'));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  t = await createTestApp();
  admin = new TestClient(t.app);
  await admin.login((await createUser(t.db, { permissions: ['admin'] })).email, PASSWORD);
  plain = new TestClient(t.app);
  await plain.login((await createUser(t.db, { permissions: ['project', 'usermanager'] })).email, PASSWORD);
});
afterAll(async () => t?.close());

describe('POST /survey', () => {
  it('stores an anonymous answer set with its time, unanswered usage questions as false', async () => {
    const before = await countRows(t.db, 'survey_responses');
    const start = new Date().toISOString();
    const res = await new TestClient(t.app).post(url('/survey'), { Data: { ...valid, nutzung_anwohner: true } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Message: 'success' });
    expect(await countRows(t.db, 'survey_responses')).toBe(before + 1);
    const row = await t.db.selectFrom('survey_responses').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(row.data)).toEqual({
      nutzung_schueler_student: false, nutzung_arbeitnehmer: false, nutzung_gewerbetreibender: false,
      nutzung_freizeitangelegenheit: false, nutzung_anbindung_umland: false, nutzung_anwohner: true, nutzung_einkaufen: false,
      ...valid,
    });
    expect(row.created_at >= start).toBe(true);
  });

  it('answers 400 for unknown values, missing answers and extra keys, storing nothing', async () => {
    const before = await countRows(t.db, 'survey_responses');
    const c = new TestClient(t.app);
    const bad: unknown[] = [
      { Data: { ...valid, altersgruppe: 'alter_99' } },
      { Data: { ...valid, interessensgruppe: 'tourist' } },
      { Data: { altersgruppe: 'alter_21_35' } },
      { Data: { ...valid, nutzung_anwohner: 'ja' } },
      { Data: { ...valid, nutzung_raumfahrt: true } },
      { Data: valid, Extra: 1 },
      { Data: [] },
      {},
    ];
    for (const payload of bad) {
      const res = await c.post(url('/survey'), payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().Message).toBe('Die Eingaben sind ungültig.');
    }
    const missing = await c.post(url('/survey'), { Data: { altersgruppe: 'alter_21_35' } });
    expect(missing.json().Errors).toContainEqual({ Field: 'Data.interessensgruppe', Message: 'Bitte wählen Sie eine Interessensgruppe.' });
    expect(await countRows(t.db, 'survey_responses')).toBe(before);
  });

  it('needs the anti-forgery token like every write', async () => {
    const before = await countRows(t.db, 'survey_responses');
    expect((await new TestClient(t.app).post(url('/survey'), { Data: valid }, { xsrf: false })).statusCode).toBe(403);
    expect(await countRows(t.db, 'survey_responses')).toBe(before);
  });
});

describe('GET /survey/results', () => {
  it('is for holders of admin only: 401 anonymous, 403 others', async () => {
    const anon = await new TestClient(t.app).get(url('/survey/results'));
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toEqual({ Message: 'Bitte melden Sie sich an.' });
    expect((await plain.get(url('/survey/results'))).statusCode).toBe(403);
  });

  it('counts each answer of every stored answer set', async () => {
    const base = await results();
    const c = new TestClient(t.app);
    const sets = [
      { interessensgruppe: 'buerger_stadt', altersgruppe: 'alter_kleinergleich_20', nutzung_schueler_student: true, nutzung_einkaufen: true },
      { interessensgruppe: 'buerger_stadt', altersgruppe: 'alter_gr_65', nutzung_einkaufen: true },
      { interessensgruppe: 'buerger_land', altersgruppe: 'alter_gr_65', nutzung_anbindung_umland: true, nutzung_einkaufen: false },
    ];
    for (const Data of sets) expect((await c.post(url('/survey'), { Data })).statusCode).toBe(200);
    const now = await results();
    expect(now.Total - base.Total).toBe(3);
    const delta = <K extends string>(a: Record<K, number>, b: Record<K, number>) =>
      Object.fromEntries(Object.keys(a).map((k) => [k, a[k as K] - b[k as K]]));
    expect(delta(now.Usage, base.Usage)).toEqual({
      nutzung_schueler_student: 1, nutzung_arbeitnehmer: 0, nutzung_gewerbetreibender: 0, nutzung_freizeitangelegenheit: 0,
      nutzung_anbindung_umland: 1, nutzung_anwohner: 0, nutzung_einkaufen: 2,
    });
    expect(delta(now.Interessensgruppe, base.Interessensgruppe)).toEqual({ anlieger_bewohner: 0, buerger_stadt: 2, buerger_land: 1 });
    expect(delta(now.Altersgruppe, base.Altersgruppe)).toEqual({
      alter_kleinergleich_20: 1, alter_21_35: 0, alter_36_50: 0, alter_51_65: 0, alter_gr_65: 2,
    });
    // Totals agree with the table.
    expect(now.Total).toBe(await countRows(t.db, 'survey_responses'));
    expect(Object.values(now.Altersgruppe).reduce((a, b) => a + b, 0)).toBe(now.Total);
  });
});
