import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { flattenCategories } from './questionnaire-rules.js';
import { questionnaireProblems } from './questionnaire-checks.js';
import { LayerSchema, Variable, type Category } from './schema.js';

type VariableInput = z.input<typeof Variable>;
const v = (input: VariableInput) => Variable.parse(input);
const opts = (...keys: string[]) => keys.map((Key) => ({ Key, Label: Key }));
const cat = (Name: string, Children?: Category[]): Category => ({ Name, Label: Name, Icon: '', ...(Children ? { Children } : {}) });

const CATEGORIES = [cat('Wasser', [cat('Klar'), cat('Trueb')]), cat('Tiere', [cat('Fische')])];
const messages = (problems: { message: string }[]) => problems.map((p) => p.message);

describe('Variable defaults (docs/product.md §3)', () => {
  it('fills every field of a new variable', () => {
    expect(v({})).toEqual({
      Name: '', DataType: 'text', Question: '', Optional: false, MissingMsg: '', Description: '', Constraint: false,
      Minimum: 0, Maximum: 0, CategoryCondition: '', Options: [],
    });
  });
});

describe('questionnaireProblems', () => {
  it('finds nothing wrong in a sound questionnaire with every DataType', () => {
    const variables = [
      v({ Name: 'Titel', DataType: 'text' }),
      v({ Name: 'Text', DataType: 'text_multi' }),
      v({ Name: 'Art', DataType: 'single', Options: opts('a', 'b') }),
      v({ Name: 'Merkmale', DataType: 'multiple', Options: opts('x') }),
      v({ Name: 'Ja', DataType: 'boolean' }),
      v({ Name: 'Anteil', DataType: 'percent' }),
      v({ Name: 'Tiefe', DataType: 'number', Constraint: true, Minimum: 1, Maximum: 1 }),
      v({ Name: 'Info', DataType: 'label' }),
      v({ Name: 'Foto', DataType: 'image' }),
      v({ Name: 'Ort', DataType: 'geolocation' }),
      v({ Name: 'Wie', DataType: 'text', CategoryCondition: 'Trueb' }),
      v({ Name: 'Farbe', DataType: 'text', CategoryCondition: 'Wasser' }),
    ];
    expect(questionnaireProblems(variables, CATEGORIES)).toEqual([]);
    expect(questionnaireProblems([], [])).toEqual([]);
  });

  it('allows pagebreaks without a name, several of them', () => {
    const variables = [v({ Name: 'A' }), v({ DataType: 'pagebreak' }), v({ Name: 'B' }), v({ Name: '', DataType: 'pagebreak' })];
    expect(questionnaireProblems(variables, [])).toEqual([]);
  });

  it('refuses duplicate names', () => {
    const problems = questionnaireProblems([v({ Name: 'A' }), v({ Name: 'B', DataType: 'number' }), v({ Name: 'A', DataType: 'boolean' })], []);
    expect(problems).toEqual([{ path: ['Schema', 2, 'Name'], message: 'Der Schlüssel „A“ ist doppelt vergeben.' }]);
    // names are compared trimmed
    expect(messages(questionnaireProblems([v({ Name: 'A' }), v({ Name: ' A ' })], []))).toEqual(['Der Schlüssel „A“ ist doppelt vergeben.']);
  });

  it('refuses empty and blank names, also of labels', () => {
    expect(questionnaireProblems([v({ Name: 'A' }), v({ Name: '' })], [])).toEqual([{ path: ['Schema', 1, 'Name'], message: 'Frage 2: Der Schlüssel darf nicht leer sein.' }]);
    expect(messages(questionnaireProblems([v({ Name: '   ', DataType: 'number' })], []))).toEqual(['Frage 1: Der Schlüssel darf nicht leer sein.']);
    expect(questionnaireProblems([v({ Name: '', DataType: 'label' })], [])).toHaveLength(1);
  });

  it.each(['category', '__proto__', 'constructor', 'prototype'])('refuses the reserved name %s', (name) => {
    expect(questionnaireProblems([v({ Name: name })], [])).toEqual([{ path: ['Schema', 0, 'Name'], message: `Der Schlüssel „${name}“ ist reserviert.` }]);
  });

  it.each(['single', 'multiple'] as const)('requires options for %s', (DataType) => {
    expect(questionnaireProblems([v({ Name: 'Art', DataType })], [])).toEqual([
      { path: ['Schema', 0, 'Options'], message: '„Art“: Bitte mindestens eine Option angeben.' },
    ]);
  });

  it('does not require options for other types', () => {
    expect(questionnaireProblems([v({ Name: 'T', DataType: 'text' }), v({ Name: 'N', DataType: 'number' })], [])).toEqual([]);
  });

  it.each(['single', 'multiple'] as const)('refuses duplicate option keys for %s', (DataType) => {
    expect(questionnaireProblems([v({ Name: 'Art', DataType, Options: opts('a', 'b', 'a') })], [])).toEqual([
      { path: ['Schema', 0, 'Options'], message: '„Art“: Die Schlüssel der Optionen müssen eindeutig sein.' },
    ]);
  });

  it('refuses an empty option key when parsing', () => {
    expect(Variable.safeParse({ Name: 'Art', DataType: 'single', Options: [{ Key: '  ', Label: 'x' }] }).success).toBe(false);
  });

  it('refuses Minimum > Maximum for a constrained number only', () => {
    expect(questionnaireProblems([v({ Name: 'Tiefe', DataType: 'number', Constraint: true, Minimum: 5, Maximum: 4 })], [])).toEqual([
      { path: ['Schema', 0, 'Minimum'], message: '„Tiefe“: Das Minimum ist größer als das Maximum.' },
    ]);
    expect(questionnaireProblems([v({ Name: 'Tiefe', DataType: 'number', Constraint: false, Minimum: 5, Maximum: 4 })], [])).toEqual([]);
    expect(questionnaireProblems([v({ Name: 'Tiefe', DataType: 'number', Constraint: true, Minimum: -4, Maximum: -4 })], [])).toEqual([]);
  });

  it('refuses a CategoryCondition naming no category', () => {
    expect(questionnaireProblems([v({ Name: 'Wie', CategoryCondition: 'Algen' })], CATEGORIES)).toEqual([
      { path: ['Schema', 0, 'CategoryCondition'], message: '„Wie“: Die Kategorie „Algen“ gibt es nicht.' },
    ]);
    expect(questionnaireProblems([v({ Name: 'Wie', CategoryCondition: 'Klar' })], [])).toHaveLength(1);
    // parents and children both count
    expect(questionnaireProblems([v({ Name: 'A', CategoryCondition: 'Tiere' }), v({ Name: 'B', CategoryCondition: 'Fische' })], CATEGORIES)).toEqual([]);
  });

  it('refuses duplicate category names anywhere in the tree', () => {
    const dupChildren = [cat('Wasser', [cat('Klar')]), cat('Tiere', [cat('Klar')])];
    expect(questionnaireProblems([], dupChildren)).toEqual([{ path: ['Categories'], message: 'Der Kategorieschlüssel „Klar“ ist doppelt.' }]);
    const childLikeParent = [cat('Wasser', [cat('Tiere')]), cat('Tiere')];
    expect(messages(questionnaireProblems([], childLikeParent))).toEqual(['Der Kategorieschlüssel „Tiere“ ist doppelt.']);
    const deep = [cat('A', [cat('B', [cat('C'), cat('A')])])];
    expect(messages(questionnaireProblems([], deep))).toEqual(['Der Kategorieschlüssel „A“ ist doppelt.']);
  });

  it('reports several problems at once', () => {
    const problems = questionnaireProblems(
      [v({ Name: 'A' }), v({ Name: 'A' }), v({ Name: 'category' }), v({ Name: 'S', DataType: 'single' }), v({ Name: 'C', CategoryCondition: 'X' })],
      [cat('K'), cat('K')],
    );
    expect(problems).toHaveLength(5);
  });
});

describe('LayerSchema', () => {
  it('defaults to an empty questionnaire', () => {
    expect(LayerSchema.parse({})).toEqual({ Schema: [], Categories: [] });
  });

  it('turns questionnaireProblems into issues with their paths', () => {
    const result = LayerSchema.safeParse({ Schema: [{ Name: 'A' }, { Name: 'A' }], Categories: [] });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toEqual([expect.objectContaining({ path: ['Schema', 1, 'Name'], message: 'Der Schlüssel „A“ ist doppelt vergeben.' })]);
  });

  it('refuses an unknown DataType and an empty category name', () => {
    expect(LayerSchema.safeParse({ Schema: [{ Name: 'A', DataType: 'date' }] }).success).toBe(false);
    expect(LayerSchema.safeParse({ Categories: [{ Name: ' ' }] }).success).toBe(false);
    expect(LayerSchema.safeParse({ Categories: [{ Name: 'A', Children: [{ Name: '' }] }] }).success).toBe(false);
  });

  it('fills category defaults in nested trees', () => {
    const parsed = LayerSchema.parse({ Categories: [{ Name: 'A', Children: [{ Name: 'B' }] }] });
    expect(parsed.Categories).toEqual([{ Name: 'A', Label: '', Icon: '', Children: [{ Name: 'B', Label: '', Icon: '' }] }]);
  });
});

describe('flattenCategories', () => {
  it('lists every node depth-first with its ancestors', () => {
    expect(flattenCategories(CATEGORIES).map((c) => [c.category.Name, c.path])).toEqual([
      ['Wasser', []], ['Klar', ['Wasser']], ['Trueb', ['Wasser']], ['Tiere', []], ['Fische', ['Tiere']],
    ]);
  });
});
