import type { LayerSchema, Variable } from '@mitmachkarte/contract';
import { describe, expect, it } from 'vitest';
import { workspaceOf } from '../test/workspace-fixtures';
import { hasGerman, isTranslated, localiseSchema, localiseWorkspace } from './content-translations';

const question = (v: Partial<Variable> & Pick<Variable, 'Name' | 'DataType'>): Variable => ({
  Question: '', Optional: false, MissingMsg: '', Description: '', Constraint: false, Minimum: 0, Maximum: 0, CategoryCondition: '', Options: [], ...v,
});
const SCHEMA: LayerSchema = {
  Schema: [
    question({ Name: 'art', DataType: 'single', Question: 'Was ist kaputt?', Description: 'Bitte wählen.', Options: [{ Key: 'licht', Label: 'Licht' }, { Key: 'bank', Label: 'Bank' }] }),
  ],
  Categories: [{ Name: 'strasse', Label: 'Straße', Icon: '', Children: [{ Name: 'loch', Label: 'Schlagloch', Icon: '' }] }],
  Translations: { en: { Questions: { art: { Question: 'What is broken?', Options: { licht: 'Light' } } }, Categories: { loch: 'Pothole' } } },
};

describe('localiseSchema (docs/product.md §23.5)', () => {
  it('puts the written translations in place, marks them, and keeps German with the note where none is written', () => {
    const en = localiseSchema(SCHEMA, 'en');
    const [v] = en.Schema;
    expect(v).toMatchObject({ Name: 'art', Question: 'What is broken?', Description: 'Bitte wählen.' });
    expect(v!.Options.map((o) => o.Label)).toEqual(['Light', 'Bank']);
    expect([isTranslated(v, 'Question'), isTranslated(v, 'Description'), isTranslated(v!.Options[0], 'Label'), isTranslated(v!.Options[1], 'Label')]).toEqual([true, false, true, false]);
    expect(en.Categories[0]!.Children![0]).toMatchObject({ Name: 'loch', Label: 'Pothole' });
    expect(isTranslated(en.Categories[0]!.Children![0], 'Label')).toBe(true);
    expect(isTranslated(en.Categories[0], 'Label')).toBe(false);
    expect(hasGerman(en)).toBe(true);
    // Option keys stay: answers store them, never the labels.
    expect(v!.Options.map((o) => o.Key)).toEqual(['licht', 'bank']);
  });

  it('leaves German as it is and Turkish without texts German throughout', () => {
    expect(localiseSchema(SCHEMA, 'de')).toBe(SCHEMA);
    const tr = localiseSchema(SCHEMA, 'tr');
    expect(tr.Schema[0]!.Question).toBe('Was ist kaputt?');
    expect(isTranslated(tr.Schema[0], 'Question')).toBe(false);
    expect(hasGerman(tr)).toBe(true);
  });

  it('has no note once everything shown is translated', () => {
    const all = localiseSchema({ ...SCHEMA, Categories: [], Schema: [question({ Name: 'x', DataType: 'text', Question: 'Frage' })], Translations: { ar: { Questions: { x: { Question: 'سؤال' } } } } }, 'ar');
    expect(all.Schema[0]!.Question).toBe('سؤال');
    expect(hasGerman(all)).toBe(false);
  });
});

describe('localiseWorkspace', () => {
  const ws = workspaceOf({
    ID: 'w', Name: 'Linie 7', Description: 'Die **Linie**', DescriptionHtml: '<p>Die <strong>Linie</strong></p>',
    Phases: [{ Title: 'Ideen', Start: null, End: null }, { Title: 'Ergebnis', Start: null, End: null }],
    Translations: { en: { Description: 'The **line**', Phases: ['Ideas'] } }, TranslationsHtml: { en: '<p>The <strong>line</strong></p>' },
  });

  it('shows the translated description with its HTML and phases, the name German', () => {
    const en = localiseWorkspace(ws, 'en');
    expect(en).toMatchObject({ Name: 'Linie 7', DescriptionHtml: '<p>The <strong>line</strong></p>' });
    expect(en.Phases.map((p) => p.Title)).toEqual(['Ideas', 'Ergebnis']);
    expect([isTranslated(en, 'Name'), isTranslated(en, 'Description'), isTranslated(en.Phases[0], 'Title'), isTranslated(en.Phases[1], 'Title')]).toEqual([false, true, true, false]);
    expect(localiseWorkspace(ws, 'uk').DescriptionHtml).toBe(ws.DescriptionHtml);
  });
});
