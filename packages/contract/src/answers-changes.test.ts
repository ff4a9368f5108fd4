import { describe, expect, it } from 'vitest';
import { isSameAnswer } from './answers.js';
import { validateAnswerChanges, validateAnswers } from './answers-checks.js';
import type { AttributeValue } from './point.js';
import { LayerSchema } from './schema.js';

const a = (DataType: AttributeValue['DataType'], Value: AttributeValue['Value']): AttributeValue => ({ DataType, Value });

/** The questionnaire after a change: `Titel` renamed to `Ueberschrift` (required), `Farbe` removed,
 *  category `Alt` renamed to `Neu`, option `b` of `Art` removed. */
const SCHEMA = LayerSchema.parse({
  Categories: [{ Name: 'Neu' }, { Name: 'Anders' }],
  Schema: [
    { Name: 'Ueberschrift', DataType: 'text', MissingMsg: 'Bitte eine Überschrift.' },
    { Name: 'Art', DataType: 'single', Optional: true, Options: [{ Key: 'a' }] },
    { Name: 'Tiefe', DataType: 'number', Constraint: true, Minimum: 0, Maximum: 10 },
  ],
});

/** Answers stored under the old questionnaire. */
const STORED: Record<string, AttributeValue> = {
  category: a('category', 'Alt'), Titel: a('text', 'Frosch'), Farbe: a('multiple', ['rot', 'grün']), Art: a('single', 'b'),
};

describe('isSameAnswer', () => {
  it('compares DataType and value deeply and treats missing and empty answers alike', () => {
    expect(isSameAnswer(a('multiple', ['x', 'y']), a('multiple', ['x', 'y']))).toBe(true);
    expect(isSameAnswer(a('multiple', ['x', 'y']), a('multiple', ['y', 'x']))).toBe(false);
    expect(isSameAnswer(a('geolocation', { Latitude: 1, Longitude: 2 }), a('geolocation', { Longitude: 2, Latitude: 1 }))).toBe(true);
    expect(isSameAnswer(a('geolocation', { Latitude: 1, Longitude: 2 }), a('geolocation', { Latitude: 1, Longitude: 3 }))).toBe(false);
    expect(isSameAnswer(a('text', '1'), a('number', 1))).toBe(false);
    expect(isSameAnswer(a('text', 'x'), a('text_multi', 'x'))).toBe(false);
    expect(isSameAnswer(undefined, a('text', ' '))).toBe(true);
    expect(isSameAnswer(a('multiple', []), undefined)).toBe(true);
    expect(isSameAnswer(undefined, a('boolean', false))).toBe(false);
  });
});

describe('validateAnswerChanges', () => {
  it('accepts stored answers sent back unchanged although they no longer fit the questionnaire', () => {
    expect(validateAnswers(SCHEMA, STORED).map((e) => e.Field).sort()).toEqual(
      ['Attributes.Art', 'Attributes.Farbe', 'Attributes.Titel', 'Attributes.Ueberschrift', 'Attributes.category']);
    expect(validateAnswerChanges(SCHEMA, STORED, STORED)).toEqual([]);
  });

  it('checks every answer the change adds or alters against the current questionnaire', () => {
    const changed = { ...STORED, Farbe: a('multiple', ['blau']), Tiefe: a('number', 11), Art: a('single', 'c') };
    expect(validateAnswerChanges(SCHEMA, STORED, changed).map((e) => e.Field).sort()).toEqual(
      ['Attributes.Art', 'Attributes.Farbe', 'Attributes.Tiefe']);
    const fits = { ...STORED, Art: a('single', 'a'), Tiefe: a('number', 3), Ueberschrift: a('text', 'Neu') };
    expect(validateAnswerChanges(SCHEMA, STORED, fits)).toEqual([]);
  });

  it('checks a changed category, and refuses removing a required answer the point had', () => {
    expect(validateAnswerChanges(SCHEMA, STORED, { ...STORED, category: a('category', 'Weg') }).map((e) => e.Field)).toEqual(['Attributes.category']);
    expect(validateAnswerChanges(SCHEMA, STORED, { ...STORED, category: a('category', 'Neu') })).toEqual([]);
    const stored = { category: a('category', 'Neu'), Ueberschrift: a('text', 'Titel') };
    expect(validateAnswerChanges(SCHEMA, stored, { category: a('category', 'Neu') })).toEqual([
      { Field: 'Attributes.Ueberschrift', Message: 'Bitte eine Überschrift.' },
    ]);
  });

  it('does not demand required answers the point never had (variables added after it was stored)', () => {
    const answers = { category: a('category', 'Neu'), Art: a('single', 'b') };
    expect(validateAnswers(SCHEMA, answers).map((e) => e.Field)).toEqual(['Attributes.Art', 'Attributes.Ueberschrift']);
    expect(validateAnswerChanges(SCHEMA, {}, answers).map((e) => e.Field)).toEqual(['Attributes.Art']);
  });
});
