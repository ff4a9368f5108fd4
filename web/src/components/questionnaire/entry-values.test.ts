import type { AttributeValue } from '@mitmachkarte/contract';
import { describe, expect, it } from 'vitest';
import { answersOutsideForm, buildAttributes, categoryLabel, entryTitle, formatAnswer, formSteps, valuesFromAttributes } from './entry-values';
import { variable } from '../../test/schema-fixtures';

const single = variable({ Name: 'Typ', DataType: 'single', Options: [{ Key: 'bach', Label: 'Bach' }, { Key: 'see', Label: '' }] });
const multiple = variable({ Name: 'Ufer', DataType: 'multiple', Options: [{ Key: 'wiese', Label: 'Wiese' }, { Key: 'mauer', Label: 'Ufermauer' }] });

describe('formatAnswer', () => {
  it('shows option labels (or keys), Ja/Nein, percent and German numbers', () => {
    expect(formatAnswer(single, { DataType: 'single', Value: 'bach' })).toBe('Bach');
    expect(formatAnswer(single, { DataType: 'single', Value: 'see' })).toBe('see');
    expect(formatAnswer(multiple, { DataType: 'multiple', Value: ['wiese', 'mauer'] })).toBe('Wiese, Ufermauer');
    expect(formatAnswer(undefined, { DataType: 'boolean', Value: true })).toBe('Ja');
    expect(formatAnswer(undefined, { DataType: 'boolean', Value: false })).toBe('Nein');
    expect(formatAnswer(undefined, { DataType: 'percent', Value: 42.5 })).toBe('42,5 %');
    expect(formatAnswer(undefined, { DataType: 'number', Value: 1234.5 })).toBe('1.234,5');
    expect(formatAnswer(undefined, { DataType: 'text', Value: 'Fulda' })).toBe('Fulda');
  });
});

describe('buildAttributes and formSteps', () => {
  const schema = {
    Schema: [
      variable({ Name: 'A', DataType: 'text' }),
      variable({ Name: '', DataType: 'pagebreak' }),
      variable({ Name: 'B', DataType: 'number', CategoryCondition: 'Andere' }),
      variable({ Name: '', DataType: 'pagebreak' }),
      variable({ Name: 'C', DataType: 'percent' }),
    ],
    Categories: [{ Name: 'Eine', Label: '', Icon: '' }, { Name: 'Andere', Label: 'Die Andere', Icon: '' }],
  };

  it('drops steps whose questions are all hidden', () => {
    expect(formSteps(schema, 'Eine').map((s) => s.map((f) => f.variable.Name))).toEqual([['A'], ['C']]);
    expect(formSteps(schema, 'Andere')).toHaveLength(3);
  });

  it('keeps non-empty answers of shown questions and adds the category', () => {
    expect(buildAttributes(schema, 'Eine', { A: ' x ', B: '5', C: 0 })).toEqual({
      A: { DataType: 'text', Value: 'x' },
      C: { DataType: 'percent', Value: 0 },
      category: { DataType: 'category', Value: 'Eine' },
    });
  });

  it('labels categories by Label, else Name', () => {
    expect(categoryLabel(schema.Categories, 'Andere')).toBe('Die Andere');
    expect(categoryLabel(schema.Categories, 'Eine')).toBe('Eine');
    expect(categoryLabel(schema.Categories, 'Weg')).toBe('Weg');
  });
});

describe('valuesFromAttributes and answersOutsideForm', () => {
  const schema = {
    Schema: [
      variable({ Name: 'Name', DataType: 'text' }),
      variable({ Name: 'Text', DataType: 'text_multi' }),
      single, multiple,
      variable({ Name: 'Tief', DataType: 'number' }),
      variable({ Name: 'Ja', DataType: 'boolean' }),
      variable({ Name: 'Anteil', DataType: 'percent' }),
      variable({ Name: 'Foto', DataType: 'image' }),
      variable({ Name: 'Ort', DataType: 'geolocation' }),
      variable({ Name: 'Alt', DataType: 'number' }),
    ],
    Categories: [{ Name: 'Eine', Label: '', Icon: '' }],
  };
  const stored = {
    category: { DataType: 'category', Value: 'Eine' },
    Name: { DataType: 'text', Value: 'Fulda' },
    Text: { DataType: 'text_multi', Value: 'Zeile 1\nZeile 2' },
    Typ: { DataType: 'single', Value: 'bach' },
    Ufer: { DataType: 'multiple', Value: ['wiese', 'mauer'] },
    Tief: { DataType: 'number', Value: 3.5 },
    Ja: { DataType: 'boolean', Value: false },
    Anteil: { DataType: 'percent', Value: 0 },
    Foto: { DataType: 'image', Value: '0190a000-0000-7000-8000-00000000f070' },
    Ort: { DataType: 'geolocation', Value: { Latitude: 51.3, Longitude: 9.4 } },
    Alt: { DataType: 'text', Value: 'viele' },
    Entfernt: { DataType: 'text', Value: 'alte Frage' },
  } as const satisfies Record<string, AttributeValue>;

  it('gives the form values of the stored answers, numbers as the number input holds them', () => {
    expect(valuesFromAttributes(schema, stored)).toEqual({
      Name: 'Fulda', Text: 'Zeile 1\nZeile 2', Typ: 'bach', Ufer: ['wiese', 'mauer'], Tief: '3.5', Ja: false, Anteil: 0,
      Foto: '0190a000-0000-7000-8000-00000000f070',
    });
  });

  it('turns the values back into the same answers (the inverse of buildAttributes)', () => {
    const values = valuesFromAttributes(schema, stored);
    expect({ ...answersOutsideForm(schema, stored), ...buildAttributes(schema, 'Eine', values) }).toEqual(stored);
  });

  it('keeps apart the answers the form cannot show: a removed question, a changed type, a place', () => {
    expect(Object.keys(answersOutsideForm(schema, stored)).sort()).toEqual(['Alt', 'Entfernt', 'Ort']);
  });

  it('names a point by its first text answer, else by its first other answer as shown', () => {
    expect(entryTitle(schema, stored)).toBe('Fulda');
    expect(entryTitle(schema, { Text: stored.Text, Ufer: stored.Ufer, Tief: stored.Tief })).toBe('Wiese, Ufermauer');
    expect(entryTitle(schema, { Ja: stored.Ja, Name: stored.Name })).toBe('Fulda');
    expect(entryTitle(schema, { Ja: stored.Ja })).toBe('Nein');
    expect(entryTitle(schema, { Text: stored.Text, Foto: stored.Foto, Ort: stored.Ort, category: stored.category })).toBeUndefined();
  });
});
