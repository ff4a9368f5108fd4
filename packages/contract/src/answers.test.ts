import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { findCategory, isEmptyAnswer, isVariableShown, withoutEmptyAnswers } from './answers.js';
import { validateAnswers } from './answers-checks.js';
import type { AttributeValue } from './point.js';
import { LayerSchema, Variable, type Category } from './schema.js';

type VariableInput = z.input<typeof Variable>;

/** Two-level category tree: only leaves can be chosen. */
const CATEGORIES: Category[] = [
  { Name: 'Wasser', Label: 'Wasser', Icon: '', Children: [
    { Name: 'Klar', Label: 'Klar', Icon: '' },
    { Name: 'Trueb', Label: 'Trüb', Icon: '' },
  ] },
  { Name: 'Tiere', Label: 'Tiere', Icon: '', Children: [{ Name: 'Fische', Label: 'Fische', Icon: '' }] },
  { Name: 'Sonstiges', Label: 'Sonstiges', Icon: '' },
];

const v = (input: VariableInput) => Variable.parse(input);
const opts = (...keys: string[]) => keys.map((Key) => ({ Key, Label: Key.toUpperCase() }));

/** A questionnaire with a variable of every DataType. */
const VARIABLES = [
  v({ Name: 'Hinweis', DataType: 'label', Question: 'Danke fürs Mitmachen.' }),
  v({ Name: 'Titel', DataType: 'text', MissingMsg: 'Bitte geben Sie einen Titel an.' }),
  v({ Name: 'Beschreibung', DataType: 'text_multi', MissingMsg: '' }),
  v({ Name: 'Art', DataType: 'single', MissingMsg: 'Bitte wählen Sie eine Art.', Options: opts('a', 'b') }),
  v({ Name: 'Foto', DataType: 'image', MissingMsg: '   ' }),
  v({ DataType: 'pagebreak' }),
  v({ Name: 'Notiz', DataType: 'text', Optional: true }),
  v({ Name: 'NotizLang', DataType: 'text_multi', Optional: true }),
  v({ Name: 'Variante', DataType: 'single', Optional: true, Options: opts('x', 'y') }),
  v({ Name: 'Bild', DataType: 'image', Optional: true }),
  v({ Name: 'Merkmale', DataType: 'multiple', Options: opts('m1', 'm2', 'm3') }),
  v({ Name: 'Gesehen', DataType: 'boolean' }),
  v({ Name: 'Anteil', DataType: 'percent' }),
  v({ Name: 'Tiefe', DataType: 'number', Constraint: true, Minimum: 0, Maximum: 10 }),
  v({ Name: 'Breite', DataType: 'number', Constraint: true, Minimum: 0.5, Maximum: 2500.5 }),
  v({ Name: 'Anzahl', DataType: 'number', Constraint: false, Minimum: 1, Maximum: 2 }),
  v({ Name: 'Ort', DataType: 'geolocation' }),
  v({ Name: 'Truebung', DataType: 'text', CategoryCondition: 'Trueb', MissingMsg: 'Wie trüb ist das Wasser?' }),
  v({ Name: 'Wasserfarbe', DataType: 'single', CategoryCondition: 'Wasser', Options: opts('blau', 'gruen') }),
];

const SCHEMA = LayerSchema.parse({ Schema: VARIABLES, Categories: CATEGORIES });
const NO_CATEGORIES = LayerSchema.parse({ Schema: VARIABLES.filter((x) => !x.CategoryCondition), Categories: [] });

const text = (Value: string): AttributeValue => ({ DataType: 'text', Value });
const a = (DataType: AttributeValue['DataType'], Value: AttributeValue['Value']): AttributeValue => ({ DataType, Value });

/** The smallest valid answers for a leaf category: under `Wasser` (Klar, Trueb) the required
 *  Wasserfarbe is asked too, under `Trueb` also Truebung. */
function valid(category = 'Klar'): Record<string, AttributeValue> {
  const base: Record<string, AttributeValue> = {
    category: a('category', category),
    Titel: text('Frosch am Ufer'),
    Beschreibung: a('text_multi', 'Zeile 1\nZeile 2'),
    Art: a('single', 'a'),
    Foto: a('image', '0190f5a2-0000-7000-8000-000000000001'),
  };
  if (category === 'Trueb') base.Truebung = text('sehr');
  if (category === 'Klar' || category === 'Trueb') base.Wasserfarbe = a('single', 'blau');
  return base;
}

const fields = (errors: { Field: string }[]) => errors.map((e) => e.Field);
const messageOf = (errors: { Field: string; Message: string }[], field: string) => errors.find((e) => e.Field === field)?.Message;

describe('validateAnswers: required answers (docs/product.md §5)', () => {
  it('accepts the minimal valid answers', () => {
    expect(validateAnswers(SCHEMA, valid())).toEqual([]);
    expect(validateAnswers(SCHEMA, valid('Trueb'))).toEqual([]);
    expect(validateAnswers(SCHEMA, valid('Sonstiges'))).toEqual([]);
  });

  it('requires text, text_multi, single and image, with MissingMsg or else „Bitte beantworten Sie:“ and the question', () => {
    const errors = validateAnswers(SCHEMA, { category: a('category', 'Sonstiges') });
    expect(errors).toEqual([
      { Field: 'Attributes.Titel', Message: 'Bitte geben Sie einen Titel an.' },
      { Field: 'Attributes.Beschreibung', Message: 'Bitte beantworten Sie: Beschreibung' },
      { Field: 'Attributes.Art', Message: 'Bitte wählen Sie eine Art.' },
      // a MissingMsg of blanks counts as empty
      { Field: 'Attributes.Foto', Message: 'Bitte beantworten Sie: Foto' },
    ]);
  });

  it.each(['Titel', 'Beschreibung', 'Art', 'Foto'])('reports %s alone when only it is missing', (name) => {
    const answers = valid();
    delete answers[name];
    expect(fields(validateAnswers(SCHEMA, answers))).toEqual([`Attributes.${name}`]);
  });

  it('treats whitespace-only text and an empty string as not given', () => {
    for (const blank of ['', '   ', '\n\t ']) {
      const answers = { ...valid(), Titel: text(blank), Beschreibung: a('text_multi', blank) };
      expect(validateAnswers(SCHEMA, answers)).toEqual([
        { Field: 'Attributes.Titel', Message: 'Bitte geben Sie einen Titel an.' },
        { Field: 'Attributes.Beschreibung', Message: 'Bitte beantworten Sie: Beschreibung' },
      ]);
    }
  });

  it('accepts optional text, text_multi, single and image without an answer, and with one', () => {
    expect(validateAnswers(SCHEMA, valid())).toEqual([]);
    const answers = { ...valid(), Notiz: text('n'), NotizLang: a('text_multi', 'l'), Variante: a('single', 'y'), Bild: a('image', 'img') };
    expect(validateAnswers(SCHEMA, answers)).toEqual([]);
  });

  it('never requires multiple, boolean, percent or number, even when not Optional', () => {
    for (const x of VARIABLES.filter((y) => ['multiple', 'boolean', 'percent', 'number'].includes(y.DataType))) {
      expect(x.Optional).toBe(false);
    }
    expect(validateAnswers(SCHEMA, valid())).toEqual([]);
    expect(validateAnswers(SCHEMA, { ...valid(), Merkmale: a('multiple', []) })).toEqual([]);
  });
});

describe('validateAnswers: values', () => {
  const check = (name: string, answer: AttributeValue) => validateAnswers(SCHEMA, { ...valid(), [name]: answer });

  it('accepts number bounds inclusively when Constraint is set', () => {
    for (const n of [0, 5, 10, 9.999]) expect(check('Tiefe', a('number', n))).toEqual([]);
    for (const n of [0.5, 2500.5]) expect(check('Breite', a('number', n))).toEqual([]);
  });

  it('refuses numbers outside the bounds with a German message', () => {
    for (const n of [-0.001, 10.0001, -5, 1e9]) {
      expect(check('Tiefe', a('number', n))).toEqual([{ Field: 'Attributes.Tiefe', Message: '„Tiefe“ muss zwischen 0 und 10 liegen.' }]);
    }
    // bounds are written the German way
    expect(check('Breite', a('number', 0.4))).toEqual([{ Field: 'Attributes.Breite', Message: '„Breite“ muss zwischen 0,5 und 2.500,5 liegen.' }]);
  });

  it('accepts any finite number without Constraint, whatever Minimum and Maximum say', () => {
    for (const n of [-1e12, -1, 0, 0.001, 3, 1e12]) expect(check('Anzahl', a('number', n))).toEqual([]);
  });

  it('refuses a non-number for a number variable', () => {
    expect(check('Tiefe', a('number', '5'))).toEqual([{ Field: 'Attributes.Tiefe', Message: '„Tiefe“ muss eine Zahl sein.' }]);
    expect(fields(check('Anzahl', a('number', true)))).toEqual(['Attributes.Anzahl']);
  });

  it('accepts percent 0..100 and refuses values outside', () => {
    for (const n of [0, 0.5, 50, 100]) expect(check('Anteil', a('percent', n))).toEqual([]);
    for (const n of [-0.1, -1, 100.01, 200]) {
      expect(check('Anteil', a('percent', n))).toEqual([{ Field: 'Attributes.Anteil', Message: '„Anteil“ muss zwischen 0 und 100 liegen.' }]);
    }
    expect(fields(check('Anteil', a('percent', '50')))).toEqual(['Attributes.Anteil']);
  });

  it('refuses an unknown option key of a single variable', () => {
    expect(check('Art', a('single', 'c'))).toEqual([{ Field: 'Attributes.Art', Message: '„Art“: Die Option „c“ gibt es nicht.' }]);
    // the label is not the key
    expect(fields(check('Art', a('single', 'A')))).toEqual(['Attributes.Art']);
    expect(fields(check('Art', a('single', ['a'])))).toEqual(['Attributes.Art']);
  });

  it('accepts known distinct keys of a multiple variable', () => {
    expect(check('Merkmale', a('multiple', ['m1']))).toEqual([]);
    expect(check('Merkmale', a('multiple', ['m3', 'm1', 'm2']))).toEqual([]);
  });

  it('refuses unknown or duplicate keys of a multiple variable', () => {
    expect(check('Merkmale', a('multiple', ['m1', 'zz']))).toEqual([{ Field: 'Attributes.Merkmale', Message: '„Merkmale“: Die Option „zz“ gibt es nicht.' }]);
    expect(check('Merkmale', a('multiple', ['m1', 'm2', 'm1']))).toEqual([
      { Field: 'Attributes.Merkmale', Message: '„Merkmale“: Jede Option darf nur einmal gewählt werden.' },
    ]);
    expect(fields(check('Merkmale', a('multiple', 'm1')))).toEqual(['Attributes.Merkmale']);
  });

  it('checks boolean, text and geolocation value types', () => {
    expect(check('Gesehen', a('boolean', false))).toEqual([]);
    expect(check('Gesehen', a('boolean', true))).toEqual([]);
    expect(check('Gesehen', a('boolean', 'ja'))).toEqual([{ Field: 'Attributes.Gesehen', Message: '„Gesehen“ muss ja oder nein sein.' }]);
    expect(check('Titel', a('text', 42))).toEqual([{ Field: 'Attributes.Titel', Message: '„Titel“ muss ein Text sein.' }]);
    expect(check('Ort', a('geolocation', { Latitude: 51, Longitude: 9 }))).toEqual([]);
    expect(fields(check('Ort', a('geolocation', 'Kassel')))).toEqual(['Attributes.Ort']);
  });

  it('refuses an answer whose DataType differs from the variable', () => {
    expect(check('Titel', a('text_multi', 'x'))).toEqual([{ Field: 'Attributes.Titel', Message: '„Titel“ hat den Datentyp text, nicht text_multi.' }]);
    expect(fields(check('Tiefe', a('percent', 5)))).toEqual(['Attributes.Tiefe']);
    expect(fields(check('Art', a('multiple', ['a'])))).toEqual(['Attributes.Art']);
  });

  it('refuses an answer to an unknown variable and to a label', () => {
    expect(check('Unbekannt', text('x'))).toEqual([{ Field: 'Attributes.Unbekannt', Message: 'Die Frage „Unbekannt“ gibt es in dieser Karte nicht.' }]);
    expect(check('Hinweis', a('label', 'x'))).toEqual([{ Field: 'Attributes.Hinweis', Message: 'Die Frage „Hinweis“ gibt es in dieser Karte nicht.' }]);
    // the pagebreak has no name; an answer to '' is an unknown variable as well
    expect(fields(check('', a('pagebreak', 'x')))).toEqual(['Attributes.']);
  });

  it('reports every broken answer at once', () => {
    const answers = { ...valid(), Tiefe: a('number', 11), Art: a('single', 'q'), Fremd: text('x') };
    expect(fields(validateAnswers(SCHEMA, answers)).sort()).toEqual(['Attributes.Art', 'Attributes.Fremd', 'Attributes.Tiefe']);
  });
});

describe('validateAnswers: categories', () => {
  it('requires a category when the layer has categories', () => {
    const answers = valid();
    delete answers.category;
    expect(validateAnswers(SCHEMA, answers)).toContainEqual({ Field: 'Attributes.category', Message: 'Bitte wählen Sie eine Kategorie.' });
  });

  it('needs no category when the layer has none, and refuses one that does not exist there', () => {
    const answers = valid('Sonstiges');
    delete answers.category;
    expect(validateAnswers(NO_CATEGORIES, answers)).toEqual([]);
    expect(validateAnswers(NO_CATEGORIES, valid('Sonstiges'))).toEqual([{ Field: 'Attributes.category', Message: 'Die Kategorie „Sonstiges“ gibt es nicht.' }]);
  });

  it('refuses an unknown category name', () => {
    expect(validateAnswers(SCHEMA, valid('Algen'))).toContainEqual({ Field: 'Attributes.category', Message: 'Die Kategorie „Algen“ gibt es nicht.' });
    // labels are not names
    expect(fields(validateAnswers(SCHEMA, valid('Trüb')))).toContain('Attributes.category');
  });

  it('refuses a category that has children', () => {
    expect(validateAnswers(SCHEMA, { ...valid(), category: a('category', 'Wasser') })).toContainEqual({
      Field: 'Attributes.category', Message: 'Bitte wählen Sie eine Unterkategorie von „Wasser“.',
    });
    expect(messageOf(validateAnswers(SCHEMA, { ...valid(), category: a('category', 'Tiere') }), 'Attributes.category'))
      .toMatch(/^Bitte wählen Sie eine Unterkategorie/);
  });

  it('refuses a category answer of another DataType or value type', () => {
    expect(validateAnswers(SCHEMA, { ...valid(), category: a('text', 'Klar') }))
      .toContainEqual({ Field: 'Attributes.category', Message: 'Die Kategorie muss ein Kategoriename sein.' });
    expect(fields(validateAnswers(SCHEMA, { ...valid(), category: a('category', 3) }))).toContain('Attributes.category');
  });

  it('requires a conditional question only under its category', () => {
    const trueb = valid('Trueb');
    delete trueb.Truebung;
    expect(validateAnswers(SCHEMA, trueb)).toEqual([{ Field: 'Attributes.Truebung', Message: 'Wie trüb ist das Wasser?' }]);
    // under Klar the question is hidden, so it is not required
    expect(validateAnswers(SCHEMA, valid('Klar'))).toEqual([]);
  });

  it('refuses an answer to a question hidden for the chosen category', () => {
    expect(validateAnswers(SCHEMA, { ...valid('Fische'), Truebung: text('sehr') })).toEqual([
      { Field: 'Attributes.Truebung', Message: '„Truebung“ gilt nicht für die gewählte Kategorie.' },
    ]);
    expect(fields(validateAnswers(SCHEMA, { ...valid('Klar'), Truebung: text('sehr') }))).toEqual(['Attributes.Truebung']);
    // an empty answer to a hidden question is harmless
    expect(validateAnswers(SCHEMA, { ...valid('Fische'), Truebung: text('  ') })).toEqual([]);
  });

  it('applies a condition on a parent category to its children', () => {
    for (const leaf of ['Klar', 'Trueb']) {
      expect(validateAnswers(SCHEMA, { ...valid(leaf), Wasserfarbe: a('single', 'gruen') })).toEqual([]);
      const answers = valid(leaf);
      delete answers.Wasserfarbe;
      expect(validateAnswers(SCHEMA, answers)).toEqual([{ Field: 'Attributes.Wasserfarbe', Message: 'Bitte beantworten Sie: Wasserfarbe' }]);
    }
    expect(validateAnswers(SCHEMA, valid('Fische'))).toEqual([]);
    expect(fields(validateAnswers(SCHEMA, { ...valid('Fische'), Wasserfarbe: a('single', 'blau') }))).toEqual(['Attributes.Wasserfarbe']);
    // shown but with an unknown option
    expect(fields(validateAnswers(SCHEMA, { ...valid('Klar'), Wasserfarbe: a('single', 'rot') }))).toEqual(['Attributes.Wasserfarbe']);
  });

  it('hides conditional questions when no valid category is chosen', () => {
    const answers = valid('Sonstiges');
    delete answers.category;
    expect(fields(validateAnswers(SCHEMA, { ...answers, Truebung: text('x') }))).toEqual(['Attributes.category', 'Attributes.Truebung']);
  });
});

describe('isVariableShown / findCategory / isEmptyAnswer', () => {
  const byName = (name: string) => VARIABLES.find((x) => x.Name === name)!;

  it('shows unconditioned questions always, conditioned ones under the category and its descendants', () => {
    expect(isVariableShown(byName('Titel'), undefined, CATEGORIES)).toBe(true);
    expect(isVariableShown(byName('Titel'), 'Fische', CATEGORIES)).toBe(true);
    expect(isVariableShown(byName('Truebung'), 'Trueb', CATEGORIES)).toBe(true);
    expect(isVariableShown(byName('Truebung'), 'Klar', CATEGORIES)).toBe(false);
    expect(isVariableShown(byName('Truebung'), undefined, CATEGORIES)).toBe(false);
    expect(isVariableShown(byName('Wasserfarbe'), 'Klar', CATEGORIES)).toBe(true);
    expect(isVariableShown(byName('Wasserfarbe'), 'Trueb', CATEGORIES)).toBe(true);
    expect(isVariableShown(byName('Wasserfarbe'), 'Wasser', CATEGORIES)).toBe(true);
    expect(isVariableShown(byName('Wasserfarbe'), 'Fische', CATEGORIES)).toBe(false);
    expect(isVariableShown(byName('Wasserfarbe'), 'Unbekannt', CATEGORIES)).toBe(false);
  });

  it('finds a nested category with its ancestors', () => {
    expect(findCategory(CATEGORIES, 'Trueb')).toEqual({ category: CATEGORIES[0]!.Children![1], path: ['Wasser'] });
    expect(findCategory(CATEGORIES, 'Sonstiges')?.path).toEqual([]);
    expect(findCategory(CATEGORIES, 'Nix')).toBeUndefined();
  });

  it('checks answers against a frozen questionnaire as against its unfrozen copy', () => {
    const frozenSchema = { Schema: Object.freeze(structuredClone(SCHEMA.Schema)), Categories: Object.freeze(structuredClone(SCHEMA.Categories)) } as LayerSchema;
    for (const answers of [valid(), { ...valid(), Art: a('single', 'x') }, {}, { ...valid('Wasser'), Unbekannt: text('x') }]) {
      expect(validateAnswers(frozenSchema, answers)).toEqual(validateAnswers(SCHEMA, answers));
      // The second call reads the indexes made by the first.
      expect(validateAnswers(frozenSchema, answers)).toEqual(validateAnswers(SCHEMA, answers));
    }
  });

  it('finds the same in a frozen tree, through its index: the first of two equal names in depth-first order', () => {
    const twice: Category[] = [{ Name: 'A', Label: '', Children: [{ Name: 'X', Label: 'innen' }] }, { Name: 'X', Label: 'außen' }];
    const tree = Object.freeze(structuredClone(twice));
    for (const name of ['A', 'X', 'Nix']) expect(findCategory(tree, name)).toEqual(findCategory(twice, name));
    expect(findCategory(tree, 'X')?.category.Label).toBe('innen');
    expect(findCategory(tree, 'X')).toBe(findCategory(tree, 'X'));
  });

  it('treats missing, blank and empty-list answers as empty, but not 0 or false', () => {
    for (const x of [undefined, null, '', '  ', []]) expect(isEmptyAnswer(x as AttributeValue['Value'] | undefined | null)).toBe(true);
    for (const x of [0, false, 'a', ['a'], { Latitude: 0, Longitude: 0 }]) expect(isEmptyAnswer(x as AttributeValue['Value'])).toBe(false);
  });
});

describe('validateAnswers: questions named by their text (docs/product.md §5.6)', () => {
  const asked = LayerSchema.parse({ Schema: [
    v({ Name: 'Variable_4', DataType: 'text', Question: 'Wie heißt\n das Gewässer?' }),
    v({ Name: 'Tiefe', DataType: 'number', Question: 'Wie tief ist es (m)?', Constraint: true, Minimum: 0, Maximum: 10 }),
    v({ Name: 'Art', DataType: 'single', Question: 'Welche Art?', Options: opts('a'), MissingMsg: 'Bitte wählen Sie eine Art.' }),
    v({ Name: 'Lang', DataType: 'text', Optional: true, Question: 'x'.repeat(200) }),
  ] });

  it('asks for a required answer by the question, not its key, unless it has its own MissingMsg', () => {
    expect(validateAnswers(asked, {})).toEqual([
      { Field: 'Attributes.Variable_4', Message: 'Bitte beantworten Sie: Wie heißt das Gewässer?' },
      { Field: 'Attributes.Art', Message: 'Bitte wählen Sie eine Art.' },
    ]);
  });

  it('names the question by its text in the other messages, cut after 120 characters', () => {
    const answers = { Variable_4: text('Bach'), Art: a('single', 'a') };
    expect(validateAnswers(asked, { ...answers, Tiefe: a('number', 11) })).toEqual([
      { Field: 'Attributes.Tiefe', Message: '„Wie tief ist es (m)?“ muss zwischen 0 und 10 liegen.' },
    ]);
    expect(validateAnswers(asked, { ...answers, Lang: text(''), Art: a('single', 'z') })[0]!.Message).toBe('„Welche Art?“: Die Option „z“ gibt es nicht.');
    expect(validateAnswers(asked, { ...answers, Lang: a('text', 1) })[0]!.Message).toBe(`„${'x'.repeat(119)}…“ muss ein Text sein.`);
  });
});

describe('withoutEmptyAnswers', () => {
  it('drops blank texts and empty lists and keeps 0, false and real answers', () => {
    const answers = {
      ...valid(), Notiz: text('  '), NotizLang: a('text_multi', ''), Merkmale: a('multiple', []),
      Gesehen: a('boolean', false), Anteil: a('percent', 0), Tiefe: a('number', 0),
    };
    expect(withoutEmptyAnswers(answers)).toEqual({ ...valid(), Gesehen: a('boolean', false), Anteil: a('percent', 0), Tiefe: a('number', 0) });
  });
});
