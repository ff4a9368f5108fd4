import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, type AuditPage, type Organisation } from '@mitmachkarte/contract';
import { adminId, sessionFor, snapshot } from '../admin-fixtures.js';
import { TestClient } from '../client.js';
import { createOrganisation, createUser } from '../factories.js';
import { API } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** The settings of the storage limitation (docs/product.md §17.8): the organisation's periods
 *  (organisation settings of the default organisation, docs/product.md §10.2), which GET
 *  /retention tells the privacy page, and a project's own choice, GET and PUT
 *  /gis/workspace/{id}/retention. */
let t: TestApp;
let admin: TestClient;
let owner: TestClient;
let stranger: TestClient;
let orgId: string;
let pub: string;
let priv: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionFor(t, await adminId(t));
  orgId = (await createOrganisation(t.db, { host: 'stadt.example.org', title: 'Stadt', isDefault: true })).id;
  await createOrganisation(t.db, { host: 'andere.example.org', title: 'Andere', other: { aufbewahrung_monate: 3 } });
  const ownerUser = await createUser(t.db, { permissions: ['project'] });
  owner = await sessionFor(t, ownerUser.id);
  stranger = await sessionFor(t, (await createUser(t.db)).id);
  pub = ((await owner.post(`${API}/gis/workspace`, { Name: 'Radwege', Public: true })).json() as { ID: string }).ID;
  priv = ((await owner.post(`${API}/gis/workspace`, { Name: 'Intern', Public: false })).json() as { ID: string }).ID;
});
afterAll(async () => t?.close());

/** Every row a refused change could touch. */
const state = async () => ({
  ...(await snapshot(t)),
  retention: await t.db.selectFrom('workspace_retention').selectAll().orderBy('workspace_id').execute(),
  audit: await t.db.selectFrom('audit_log').selectAll().orderBy('id').execute(),
});

const putOrg = (other: Record<string, unknown>) =>
  admin.put(`${API}/admin/organisation/${orgId}`, { Host: 'stadt.example.org', Config: { Title: 'Stadt', Menu: [], Other: other } });

describe('GET /retention and the organisation settings', () => {
  it('retention: answers the periods of the default organisation, with the defaults where none are set', async () => {
    const anon = new TestClient(t.app);
    expect((await anon.get(`${API}/retention`)).json()).toEqual({ ProjectMonths: 12, DeletePhotos: false, InactiveWarnMonths: 24, InactiveDeleteMonths: 1 });
    expect((await putOrg({ aufbewahrung_monate: 6, aufbewahrung_fotos: 'loeschen', konto_inaktiv_warnung_monate: 'aus', konto_inaktiv_loeschung_monate: '2' })).statusCode).toBe(200);
    const answer = { ProjectMonths: 6, DeletePhotos: true, InactiveWarnMonths: null, InactiveDeleteMonths: 2 };
    expect((await anon.get(`${API}/retention`)).json()).toEqual(answer);
    // The same on every host: the periods are the installation's.
    expect((await anon.request('GET', `${API}/retention`, undefined, { headers: { host: 'andere.example.org' } })).json()).toEqual(answer);
    expect((await putOrg({})).statusCode).toBe(200);
  });

  it('retention: the organisation list marks the default organisation, whose settings hold the periods', async () => {
    const list = (await admin.get(`${API}/admin/organisations`)).json() as Organisation[];
    expect(list.map((o) => [o.Host, o.Default])).toEqual([['andere.example.org', false], ['stadt.example.org', true]]);
  });

  it('retention: refuses broken periods with a German 400 and stores nothing', async () => {
    const before = await state();
    const cases: [Record<string, unknown>, string][] = [
      [{ aufbewahrung_monate: 0 }, 'Die Einstellung „aufbewahrung_monate“ muss eine ganze Zahl von Monaten zwischen 1 und 240 sein oder „aus“.'],
      [{ aufbewahrung_monate: 2.5 }, 'Die Einstellung „aufbewahrung_monate“ muss eine ganze Zahl von Monaten zwischen 1 und 240 sein oder „aus“.'],
      [{ konto_inaktiv_warnung_monate: 'nie' }, 'Die Einstellung „konto_inaktiv_warnung_monate“ muss eine ganze Zahl von Monaten zwischen 1 und 240 sein oder „aus“.'],
      [{ konto_inaktiv_loeschung_monate: 'aus' }, 'Die Einstellung „konto_inaktiv_loeschung_monate“ muss eine ganze Zahl von Monaten zwischen 1 und 240 sein.'],
      [{ aufbewahrung_fotos: true }, 'Die Einstellung „aufbewahrung_fotos“ muss „behalten“ oder „loeschen“ sein.'],
    ];
    for (const [other, message] of cases) {
      const res = await putOrg(other);
      expect(res.statusCode, JSON.stringify(other)).toBe(400);
      expect(res.json().Errors).toContainEqual({ Field: 'Config.Other', Message: message });
    }
    expect(await state()).toEqual(before);
  });
});

describe('GET and PUT /gis/workspace/{id}/retention', () => {
  it('retention: whoever sees the project reads its retention; managers may change it', async () => {
    const organisation = { Months: 12, DeletePhotos: false };
    expect((await new TestClient(t.app).get(`${API}/gis/workspace/${pub}/retention`)).json())
      .toEqual({ Mode: 'organisation', Months: null, Photos: 'organisation', Organisation: organisation, ClosedAt: null, DueAt: null, CanEdit: false });
    expect((await owner.get(`${API}/gis/workspace/${pub}/retention`)).json()).toMatchObject({ CanEdit: true });
    expect((await stranger.get(`${API}/gis/workspace/${priv}/retention`)).statusCode).toBe(404);

    const res = await owner.put(`${API}/gis/workspace/${pub}/retention`, { Mode: 'months', Months: 36, Photos: 'delete' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Mode: 'months', Months: 36, Photos: 'delete', Organisation: organisation, ClosedAt: null, DueAt: null, CanEdit: true });
    const [entry] = ((await owner.get(`${API}/gis/audit/${pub}`)).json() as AuditPage).Entries;
    expect(entry).toMatchObject({
      Action: 'workspace.retention', Summary: 'Aufbewahrung von Projekt „Radwege“ geändert',
      Before: 'Frist: wie die Organisation (12 Monate nach Abschluss); Fotos: wie die Organisation (behalten)',
      After: 'Frist: 36 Monate nach Abschluss; Fotos: löschen',
    });

    // Once closed, the answer names the closing time and the day of the anonymisation.
    expect((await owner.put(`${API}/gis/workspace/${pub}`, { Name: 'Radwege', Public: true, Editable: false, Closed: true })).statusCode).toBe(200);
    const closed = (await owner.get(`${API}/gis/workspace/${pub}/retention`)).json() as { ClosedAt: string; DueAt: string };
    expect(closed.DueAt).toBe(addMonths(closed.ClosedAt, 36));
    expect((await owner.put(`${API}/gis/workspace/${pub}/retention`, { Mode: 'off', Photos: 'organisation' })).json()).toMatchObject({ DueAt: null });
    // Sending the stored choice again changes nothing and writes no audit entry.
    const count = ((await owner.get(`${API}/gis/audit/${pub}`)).json() as AuditPage).Total;
    expect((await owner.put(`${API}/gis/workspace/${pub}/retention`, { Mode: 'off', Photos: 'organisation' })).statusCode).toBe(200);
    expect(((await owner.get(`${API}/gis/audit/${pub}`)).json() as AuditPage).Total).toBe(count);
  });

  it('retention: refuses others, and broken choices with a German 400, changing nothing', async () => {
    const before = await state();
    expect((await new TestClient(t.app).put(`${API}/gis/workspace/${pub}/retention`, { Mode: 'off', Photos: 'keep' })).statusCode).toBe(401);
    expect((await stranger.put(`${API}/gis/workspace/${pub}/retention`, { Mode: 'off', Photos: 'keep' })).statusCode).toBe(403);
    expect((await stranger.put(`${API}/gis/workspace/${priv}/retention`, { Mode: 'off', Photos: 'keep' })).statusCode).toBe(404);
    const missing = await owner.put(`${API}/gis/workspace/${pub}/retention`, { Mode: 'months', Photos: 'keep' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Errors).toContainEqual({ Field: 'Months', Message: 'Bitte geben Sie an, wie viele Monate nach dem Abschluss die Beiträge anonymisiert werden (1 bis 240).' });
    for (const body of [{ Mode: 'months', Months: 0, Photos: 'keep' }, { Mode: 'months', Months: 241, Photos: 'keep' }, { Mode: 'nie', Photos: 'keep' }, { Mode: 'off', Photos: 'keep', Extra: 1 }]) {
      expect((await owner.put(`${API}/gis/workspace/${pub}/retention`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await state()).toEqual(before);
  });
});
