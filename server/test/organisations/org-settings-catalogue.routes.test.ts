import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_CATALOGUE, type Organisation } from '@mitmachkarte/contract';
import { TestClient } from '../client.js';
import { expectStatus, snapshot, url, userWith } from '../admin-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** The organisation settings as a typed catalogue (docs/product.md §10.2): PUT refuses a bad value
 *  with a German message naming the field (Errors[].Field Config.Other.{key}) and stores nothing;
 *  settings stored before the catalogue, and keys it does not know, keep their values. */

let t: TestApp;
let manager: TestClient;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  manager = (await userWith(t, ['orgmanager'])).client;
});
afterAll(async () => t?.close());

async function createOrg(host: string, Other: Record<string, unknown> = {}): Promise<Organisation> {
  const res = await manager.post(url('/admin/organisation'), { Host: host, Config: { Title: host, Other } });
  expectStatus(res, 200);
  return res.json();
}

const LAYER_ID = '0190f5a2-0000-7000-8000-00000000abcd';

describe('PUT /admin/organisation/{id} with the settings catalogue', () => {
  it.each([
    ['impressum_email', 'keine-adresse', '„E-Mail“ ist keine gültige E-Mail-Adresse.'],
    ['kontakt_email', 'a@b', '„Kontaktadresse“ ist keine gültige E-Mail-Adresse.'],
    ['impressum_telefon', 'ruf mich an', '„Telefon“ ist keine gültige Telefonnummer (Ziffern, Leerzeichen und + ( ) / - .).'],
    ['impressum_verein', 'Zeile 1\nZeile 2', '„Name des Betreibers“ darf nur eine Zeile haben.'],
    ['impressum_verein', 'x'.repeat(301), '„Name des Betreibers“ ist zu lang (höchstens 300 Zeichen).'],
    ['impressum_adresse', 42, '„Anschrift“ muss ein Text sein.'],
    ['betreiber_art', 'stiftung', '„Art des Betreibers“ hat keine Auswahl „stiftung“.'],
    ['farbe_haupt', 'blau', '„Hauptfarbe“ ist keine Farbe der Form #rrggbb, zum Beispiel #0b5ed7.'],
    ['farbe_haupt', '#ffcc00', '„Hauptfarbe“ ist zu hell: Weiße Schrift darauf hätte nur einen Kontrast von 1,5 : 1 (nötig sind 4,5 : 1).'],
    ['gwapp_layer', 'abc', '„Karte der Startseite“ nennt kein Projekt und keine Karte.'],
    ['hilfe_url', 'javascript:alert(1)', '„Link zu Hilfe und Neuigkeiten“: Der Link muss mit http://, https://, mailto:, tel:, / oder # beginnen oder relativ sein.'],
    ['mfa_pflicht', 'ja', '„Zwei-Faktor-Anmeldung für Verwaltung verpflichtend“ ist entweder ein- oder ausgeschaltet.'],
  ])('refuses %s = %j with 400, the German message at the field, and stores nothing', async (key, value, message) => {
    const org = await createOrg(`katalog-${Math.random().toString(36).slice(2, 8)}.example`, { impressum_verein: 'Stadt Beispiel' });
    const before = await snapshot(t);
    const res = await manager.put(url(`/admin/organisation/${org.ID}`), { ...org, Config: { ...org.Config, Other: { ...org.Config.Other, [key]: value } } });
    expectStatus(res, 400);
    expect(res.json().Errors).toContainEqual({ Field: `Config.Other.${key}`, Message: message });
    expect(await snapshot(t)).toEqual(before);
  });

  it('names every refused field at once', async () => {
    const org = await createOrg('mehrere.example');
    const res = await manager.put(url(`/admin/organisation/${org.ID}`), { ...org, Config: { ...org.Config, Other: { impressum_email: 'x', impressum_telefon: 'y' } } });
    expectStatus(res, 400);
    expect(res.json().Errors.map((e: { Field: string }) => e.Field)).toEqual(['Config.Other.impressum_email', 'Config.Other.impressum_telefon']);
  });

  it('stores a town\'s settings, good values of every kind, and answers them on GET /auth/org of its host', async () => {
    const Other = {
      betreiber_art: 'behoerde', impressum_verein: 'Stadt Fulda, Der Magistrat', impressum_vorsitz: 'Oberbürgermeister Max Muster',
      impressum_adresse: 'Schlossstraße 1\n36037 Fulda', impressum_telefon: '+49 661 102-0', impressum_email: 'info@fulda.example',
      impressum_aufsicht: 'Regierungspräsidium Kassel', datenschutz_beauftragter: 'Behördlicher Datenschutzbeauftragter',
      datenschutz_beauftragter_kontakt: 'datenschutz@fulda.example', datenschutz_aufsichtsbehoerde: 'HBDI, Postfach 3163, 65021 Wiesbaden',
      kontakt_email: 'beteiligung@fulda.example', farbe_haupt: '#005a9c', gwapp_layer: LAYER_ID, mfa_pflicht: false,
      konto_loeschen_beitraege: 'delete', hilfe_url: 'https://fulda.example/hilfe', eigene_notiz: 'bleibt',
    };
    const org = await createOrg('fulda.example');
    const res = await manager.put(url(`/admin/organisation/${org.ID}`), { ...org, Config: { ...org.Config, Other } });
    expectStatus(res, 200);
    const info = await new TestClient(t.app).request('GET', url('/auth/org'), undefined, { headers: { host: 'fulda.example' } });
    expect(info.json().Other).toEqual(Other);
  });

  it("keeps every value of the demo organisation's settings as they were stored: GET and PUT them back unchanged", async () => {
    const all: Organisation[] = (await manager.get(url('/admin/organisations'))).json();
    const demo = all.find((o) => o.Default)!;
    expect(demo.Config.Other).toMatchObject({ impressum_verein: 'Mitmachkarte Beispielverein e. V.', betreiber_art: 'verein' });
    const res = await manager.put(url(`/admin/organisation/${demo.ID}`), demo);
    expectStatus(res, 200);
    expect(res.json().Config.Other).toEqual(demo.Config.Other);
  });

  it('has a German label, help text and known kind for every field, each key once', () => {
    const keys = SETTINGS_CATALOGUE.flatMap((s) => s.fields.map((f) => f.key));
    expect(new Set(keys).size).toBe(keys.length);
    for (const f of SETTINGS_CATALOGUE.flatMap((s) => s.fields)) {
      expect(f.label.length, f.key).toBeGreaterThan(3);
      expect(f.help.length, f.key).toBeGreaterThan(10);
      if (f.kind === 'choice') expect(f.choices?.length, f.key).toBeGreaterThan(1);
    }
  });
});
