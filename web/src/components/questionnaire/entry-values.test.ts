import { describe, expect, it } from 'vitest';
import { buildAttributes, categoryLabel, formatAnswer, formSteps } from './entry-values';
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
