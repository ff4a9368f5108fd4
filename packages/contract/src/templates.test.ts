import { describe, expect, it } from 'vitest';
import { CreateLayerBody } from './layer.js';
import { flattenCategories, NO_ANSWER_TYPES } from './questionnaire-rules.js';
import { questionnaireProblems } from './questionnaire-checks.js';
import { LayerSchema } from './schema.js';
import { categoryKeyOf, optionKeyOf, questionKeyOf, templateCategory } from './template-parts.js';
import { QUESTIONNAIRE_TEMPLATES, STRENGTHS_CATEGORIES } from './templates.js';

const template = (key: string) => QUESTIONNAIRE_TEMPLATES.find((t) => t.Key === key)!;
/** Keys the demo stored before they were derived; they stay, as points carry them. */
const DEMO_KEYS = new Set(['Neophyten', 'Wehr']);

describe('categoryKeyOf (docs/product.md §17.6)', () => {
  it('spells out umlauts and ß, capitalises and joins the words', () => {
    expect(categoryKeyOf('Stärke')).toBe('Staerke');
    expect(categoryKeyOf('Tiere und Pflanzen')).toBe('TiereUndPflanzen');
    expect(categoryKeyOf('Müll')).toBe('Muell');
    expect(categoryKeyOf('Übergänge & Straßen')).toBe('UebergaengeStrassen');
    expect(categoryKeyOf('Café (neu)')).toBe('CafeNeu');
    expect(categoryKeyOf('–')).toBe('Kategorie');
  });

  it('makes a category without icon from its label', () => {
    expect(templateCategory('Schlagloch')).toEqual({ Name: 'Schlagloch', Label: 'Schlagloch', Icon: '' });
  });

  it('never gives a key longer than a name may be, however many umlauts the label has', () => {
    expect(categoryKeyOf('Ä'.repeat(200))).toHaveLength(200);
  });
});

describe('questionKeyOf and optionKeyOf (docs/product.md §5.7)', () => {
  it('derive a key from a question\'s text and an option\'s label by the rule of the categories', () => {
    expect(questionKeyOf('Wie tief ist das Wasser?')).toBe('WieTiefIstDasWasser');
    expect(optionKeyOf('Klares Wasser')).toBe('KlaresWasser');
    expect(optionKeyOf('Müll')).toBe('Muell');
  });

  it('take the first words up to 40 characters, and a word for a text without letters', () => {
    expect(questionKeyOf('Was haben Sie am Gewässer beobachtet und wann war das ungefähr?')).toBe('WasHabenSieAmGewaesserBeobachtetUndWann');
    expect(questionKeyOf('Donaudampfschifffahrtsgesellschaftskapitänsmütze')).toBe('Donaudampfschifffahrtsgesellschaftskapit');
    expect(questionKeyOf('?')).toBe('Frage');
    expect(optionKeyOf('')).toBe('Option');
  });
});

describe('starter questionnaires (docs/product.md §17.6)', () => {
  it('offers the four templates in order, each with title, summary and a map name', () => {
    expect(QUESTIONNAIRE_TEMPLATES.map((t) => t.Title)).toEqual(['Mängelmelder', 'Ideen sammeln', 'Stärken, Schwächen und Ideen', 'Gewässerbeobachtung']);
    for (const t of QUESTIONNAIRE_TEMPLATES) {
      expect(t.Summary.length, t.Key).toBeGreaterThan(20);
      expect(t.LayerName.trim(), t.Key).not.toBe('');
    }
  });

  it.each(QUESTIONNAIRE_TEMPLATES.map((t) => [t.Key, t] as const))('%s is a valid layer questionnaire, accepted as the body of a new layer', (_key, t) => {
    expect(LayerSchema.parse(t.Schema)).toEqual(t.Schema);
    expect(questionnaireProblems(t.Schema.Schema, t.Schema.Categories)).toEqual([]);
    const body = CreateLayerBody.parse({ Name: t.LayerName, Workspace: '01900000-0000-7000-8000-000000000001', Schema: t.Schema });
    expect(body.Schema).toEqual(t.Schema);
    // Every question that takes an answer has its question text; required ones say what is missing.
    for (const v of t.Schema.Schema.filter((q) => !NO_ANSWER_TYPES.includes(q.DataType))) {
      expect(v.Question, v.Name).not.toBe('');
      if (!v.Optional) expect(v.MissingMsg, v.Name).not.toBe('');
    }
  });

  it.each(QUESTIONNAIRE_TEMPLATES.map((t) => [t.Key, t] as const))('%s: every category has a label and a key derived from it', (_key, t) => {
    for (const { category } of flattenCategories(t.Schema.Categories)) {
      expect(category.Label.trim(), category.Name).not.toBe('');
      expect(category.Icon).toBe('');
      if (!DEMO_KEYS.has(category.Name)) expect(category.Name).toBe(categoryKeyOf(category.Label));
    }
  });

  it('has the defect categories, a required description and an optional photo in the „Mängelmelder“', () => {
    const { Schema } = template('maengelmelder');
    expect(Schema.Categories.map((c) => c.Label)).toEqual(['Schlagloch', 'Beleuchtung', 'Müll', 'Sonstiges']);
    expect(Schema.Schema.filter((v) => v.DataType !== 'label').map((v) => [v.Name, v.DataType, v.Optional])).toEqual([
      ['Beschreibung', 'text_multi', false], ['Foto', 'image', true],
    ]);
  });

  it('asks title, idea and an optional photo in „Ideen sammeln“, without categories', () => {
    const { Schema } = template('ideen');
    expect(Schema.Categories).toEqual([]);
    expect(Schema.Schema.filter((v) => v.DataType !== 'label').map((v) => [v.Name, v.Optional])).toEqual([['Titel', false], ['Idee', false], ['Foto', true]]);
  });

  it('has the tram demo\'s categories without icons in „Stärken, Schwächen und Ideen“', () => {
    expect(template('staerken-schwaechen').Schema.Categories).toEqual(STRENGTHS_CATEGORIES.map((c) => ({ ...c, Icon: '' })));
  });
});
