import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Layer, Workspace } from '@mitmachkarte/contract';
import { API, createPointsWorld, type PointsWorld } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** The project's and the questionnaire's texts in other languages (docs/product.md §23.5): stored
 *  beside the German, limits as the German's, unknown languages and keys refused with a German
 *  message and nothing stored; a save that leaves them out keeps them. */
let t: TestApp;
let w: PointsWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await createPointsWorld(t);
});
afterAll(async () => t?.close());

const PHASES = [{ Title: 'Ideen sammeln', Start: null, End: null }, { Title: 'Auswertung', Start: null, End: null }];
const workspace = async (id: string) => (await w.owner.get(`${API}/gis/workspace/${id}`)).json() as Workspace;
const putWorkspace = async (id: string, extra: Record<string, unknown>) => {
  const ws = await workspace(id);
  return w.owner.put(`${API}/gis/workspace/${id}`, { Name: ws.Name, Public: ws.Public, Editable: ws.Editable, Attributes: ws.Attributes, ...extra });
};
const layer = async (id: string) => (await w.owner.get(`${API}/gis/layer/${id}`)).json() as Layer;
const putLayer = async (id: string, schema: Partial<Layer['Schema']>) => {
  const l = await layer(id);
  const { Translations: _t, ...german } = l.Schema;
  return w.owner.put(`${API}/gis/layer/${id}`, { Name: l.Name, Public: l.Public, Editable: l.Editable, Attributes: l.Attributes, Schema: { ...german, ...schema } });
};
const message = (res: { json: () => unknown }) => (res.json() as { Message: string }).Message;

describe('a project in other languages', () => {
  it('stores name, description and phases per language, renders the description, drops empty texts and keeps them when left out', async () => {
    expect((await putWorkspace(w.workspaces.pub, { Phases: PHASES })).statusCode).toBe(200);
    const res = await putWorkspace(w.workspaces.pub, {
      Translations: { en: { Name: ' Tram line 7 ', Description: 'The **line** grows.', Phases: ['Collecting ideas', ''] }, ar: { Name: '', Description: '  ' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const seen = (await w.anon.get(`${API}/gis/workspace/${w.workspaces.pub}`)).json() as Workspace;
    expect(seen.Translations).toEqual({ en: { Name: 'Tram line 7', Description: 'The **line** grows.', Phases: ['Collecting ideas'] } });
    expect(seen.TranslationsHtml).toEqual({ en: '<p>The <strong>line</strong> grows.</p>' });

    // The editor of the German page leaves them out: they stay, and a phase that goes takes its own with it.
    expect((await putWorkspace(w.workspaces.pub, { Description: 'Neu' })).statusCode).toBe(200);
    expect((await workspace(w.workspaces.pub)).Translations.en?.Phases).toEqual(['Collecting ideas']);
    expect((await putWorkspace(w.workspaces.pub, { Phases: [] })).statusCode).toBe(200);
    expect((await workspace(w.workspaces.pub)).Translations).toEqual({ en: { Name: 'Tram line 7', Description: 'The **line** grows.' } });
    const audit = await t.db.selectFrom('audit_log').select('summary').where('target_id', '=', w.workspaces.pub).orderBy('created_at').execute();
    expect(audit.map((a) => a.summary).join('\n')).toContain('Übersetzungen');

    // The answer may be sent back as it came.
    const back = await workspace(w.workspaces.pub);
    expect((await w.owner.put(`${API}/gis/workspace/${back.ID}`, { ...back, Owner: undefined })).statusCode).toBe(200);
  });

  it('refuses an unknown language, more phases than the project has and too long texts, storing nothing', async () => {
    expect((await putWorkspace(w.workspaces.pub, { Phases: PHASES, Translations: { en: { Name: 'Tram' } } })).statusCode).toBe(200);
    const before = await workspace(w.workspaces.pub);
    for (const [Translations, text] of [
      [{ fr: { Name: 'Tramway' } }, 'Eine Übersetzung in „fr“ gibt es nicht. Übersetzt werden kann in: en, tr, ar, uk.'],
      [{ de: { Name: 'Tram' } }, 'Eine Übersetzung in „de“ gibt es nicht.'],
      [{ en: { Phases: ['a', 'b', 'c'] } }, 'Die Übersetzung (Englisch) nennt 3 Phasen, das Projekt hat 2.'],
      [{ en: { Description: 'x'.repeat(20_001) } }, 'Die übersetzte Beschreibung darf höchstens 20.000 Zeichen lang sein.'],
      [{ en: { Teaser: 'x' } }, undefined],
    ] as const) {
      const res = await putWorkspace(w.workspaces.pub, { Translations });
      expect(res.statusCode, JSON.stringify(Translations)).toBe(400);
      if (text) expect(message(res) + res.body).toContain(text);
    }
    expect(await workspace(w.workspaces.pub)).toEqual(before);
  });
});

describe('a questionnaire in other languages', () => {
  const EN = {
    Questions: { Titel: { Question: 'Title?', MissingMsg: 'Please give a title.' }, Art: { Options: { haeufig: 'common', selten: '' } } },
    Categories: { Wasser: 'Water', Klar: 'Clear' },
  };

  it('stores questions, options and categories per language in the questionnaire; keeps them when the editor leaves them out, without what is gone', async () => {
    const res = await putLayer(w.layers.open, { Translations: { en: EN, tr: { Categories: { Tiere: '  ' } } } });
    expect(res.statusCode, res.body).toBe(200);
    const seen = (await w.anon.get(`${API}/gis/layer/${w.layers.open}`)).json() as Layer;
    expect(seen.Schema.Translations).toEqual({
      en: { Questions: { Titel: { Question: 'Title?', MissingMsg: 'Please give a title.' }, Art: { Options: { haeufig: 'common' } } }, Categories: { Wasser: 'Water', Klar: 'Clear' } },
    });
    // The questionnaire editor saves without them, one question fewer: the others stay.
    const l = await layer(w.layers.open);
    const changed = await putLayer(w.layers.open, { Schema: l.Schema.Schema.filter((v) => v.Name !== 'Art') });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await layer(w.layers.open)).Schema.Translations).toEqual({
      en: { Questions: { Titel: { Question: 'Title?', MissingMsg: 'Please give a title.' } }, Categories: { Wasser: 'Water', Klar: 'Clear' } },
    });
  });

  it('refuses unknown languages, questions, options and categories with a German message, storing nothing', async () => {
    const before = await layer(w.layers.open);
    for (const [Translations, text] of [
      [{ fr: { Categories: { Wasser: 'Eau' } } }, 'Eine Übersetzung in „fr“ gibt es nicht.'],
      [{ en: { Questions: { Farbe: { Question: 'Colour?' } } } }, 'Die Übersetzung (Englisch) nennt eine Frage „Farbe“, die es nicht gibt.'],
      [{ uk: { Questions: { Merkmale: { Options: { z: 'Z' } } } } }, 'Die Übersetzung (Ukrainisch) nennt bei „Merkmale“ eine Option „z“, die es nicht gibt.'],
      [{ ar: { Categories: { Feuer: 'نار' } } }, 'Die Übersetzung (Arabisch) nennt eine Kategorie „Feuer“, die es nicht gibt.'],
      [{ en: { Categories: { Wasser: 'x'.repeat(201) } } }, 'Die übersetzte Kategorie darf höchstens 200 Zeichen lang sein.'],
    ] as const) {
      const res = await putLayer(w.layers.open, { Translations });
      expect(res.statusCode, JSON.stringify(Translations)).toBe(400);
      expect(res.body).toContain(text);
    }
    expect(await layer(w.layers.open)).toEqual(before);
  });
});
