import { DATA_TYPES, type DataType } from '@mitmachkarte/contract';
import { describe, expect, it } from 'vitest';
import { variable } from '../../test/schema-fixtures';
import { moveItem, nextFreeName } from '../list-moves';
import {
  fromVariableDrafts, newOption, newVariable, offeredDataTypes, relabelOption, retextVariable, toVariableDrafts, visibleFields, withSavedKeys,
} from './schema-draft';
import { draftProblems } from './schema-problems';

describe('visibleFields (docs/product.md §5 Schema editor)', () => {
  const shown = (DataType: DataType, Constraint = false) =>
    Object.entries(visibleFields({ DataType, Constraint })).filter(([, on]) => on).map(([field]) => field);

  it('a pagebreak shows no name, question, optional flag or other field', () => {
    expect(shown('pagebreak')).toEqual([]);
  });

  it('text, text_multi and image take a required answer: missing message, no bounds or options', () => {
    for (const type of ['text', 'text_multi', 'image'] as const) {
      expect(shown(type)).toEqual(['name', 'question', 'optional', 'missingMsg', 'description', 'categoryCondition']);
    }
  });

  it('options only for single and multiple; the missing message only where an empty answer blocks', () => {
    expect(shown('single')).toEqual(['name', 'question', 'optional', 'missingMsg', 'description', 'options', 'categoryCondition']);
    expect(shown('multiple')).toEqual(['name', 'question', 'optional', 'description', 'options', 'categoryCondition']);
  });

  it('minimum and maximum only for a number with Constraint', () => {
    expect(shown('number')).toEqual(['name', 'question', 'optional', 'description', 'constraint', 'categoryCondition']);
    expect(shown('number', true)).toEqual(['name', 'question', 'optional', 'description', 'constraint', 'bounds', 'categoryCondition']);
    expect(visibleFields({ DataType: 'percent', Constraint: true }).bounds).toBe(false);
  });

  it('a label (info text) has a name, its text and a condition, but takes no answer', () => {
    expect(shown('label')).toEqual(['name', 'question', 'categoryCondition']);
  });

  it('boolean, percent and geolocation have neither options nor bounds', () => {
    for (const type of ['boolean', 'percent', 'geolocation'] as const) {
      expect(shown(type)).toEqual(['name', 'question', 'optional', 'description', 'categoryCondition']);
    }
  });
});

describe('newVariable and retextVariable (docs/product.md §3.11, §5.7)', () => {
  it('is a text variable with empty options whose key, „Frage“ until it has a text, follows the text', () => {
    expect(newVariable([])).toMatchObject({ Name: 'Frage', keyFromText: true, DataType: 'text', Options: [], Optional: false, CategoryCondition: '' });
    expect(newVariable([variable({ Name: 'Frage', DataType: 'text' }), variable({ Name: 'Frage2', DataType: 'text' })]).Name).toBe('Frage3');
  });

  it('derives the key from the text, unique among the other questions, while it follows the text', () => {
    const drafts = [...toVariableDrafts([variable({ Name: 'WieTief', DataType: 'number' })]), newVariable([])];
    expect(retextVariable(drafts, 1, 'Wie tief?')[1]).toMatchObject({ Question: 'Wie tief?', Name: 'WieTief2' });
    expect(retextVariable(drafts, 1, 'Müll am Ufer')[1]!.Name).toBe('MuellAmUfer');
    // A saved question keeps its key.
    expect(retextVariable(drafts, 0, 'Wie tief ist es?')[0]).toMatchObject({ Question: 'Wie tief ist es?', Name: 'WieTief' });
  });

  it('gives every draft its own key', () => {
    expect(newVariable([]).uid).not.toBe(newVariable([]).uid);
  });
});

describe('options (docs/product.md §5.7)', () => {
  it('a new option takes its key from its label, unique among the options; a saved one keeps its key', () => {
    const saved = toVariableDrafts([variable({ Name: 'Typ', DataType: 'single', Options: [{ Key: 'option_1', Label: 'Bach' }] })])[0]!.Options;
    const options = [...saved, newOption(saved)];
    expect(options[1]).toEqual({ Key: 'Option', Label: '', keyFromLabel: true });
    expect(relabelOption(options, 1, 'Klares Wasser')[1]!.Key).toBe('KlaresWasser');
    expect(relabelOption(options, 1, 'Option 1')[1]!.Key).toBe('Option1');
    expect(relabelOption(options, 0, 'Fluss')[0]).toEqual({ Key: 'option_1', Label: 'Fluss', keyFromLabel: false });
  });

  it('saving fixes every key, and the saved questionnaire carries no draft fields', () => {
    const [draft] = retextVariable([newVariable([])], 0, 'Welche Farbe?');
    const withOption = { ...draft!, DataType: 'single' as const, Options: relabelOption([newOption([])], 0, 'Grün') };
    const saved = withSavedKeys([withOption]);
    expect(retextVariable(saved, 0, 'Welche Farbe hat es?')[0]!.Name).toBe('WelcheFarbe');
    expect(relabelOption(saved[0]!.Options, 0, 'Gelb')[0]!.Key).toBe('Gruen');
    expect(fromVariableDrafts(saved)).toEqual([variable({ Name: 'WelcheFarbe', DataType: 'single', Question: 'Welche Farbe?', Options: [{ Key: 'Gruen', Label: 'Grün' }] })]);
  });
});

describe('offeredDataTypes', () => {
  it('offers geolocation only in the layer manager, or to a variable that has it', () => {
    expect(offeredDataTypes(true)).toEqual([...DATA_TYPES]);
    expect(offeredDataTypes(false)).toEqual(DATA_TYPES.filter((t) => t !== 'geolocation'));
    expect(offeredDataTypes(false, 'geolocation')).toContain('geolocation');
  });
});

describe('moveItem and nextFreeName', () => {
  it('moves within bounds and leaves the list alone at its ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it('counts on from the start until the name is free', () => {
    expect(nextFreeName('X_', [], 1)).toBe('X_1');
    expect(nextFreeName('X_', ['X_3', 'X_4'], 3)).toBe('X_5');
  });
});

describe('draftProblems', () => {
  it('reports duplicate and empty names by variable, as the contract words them', () => {
    const problems = draftProblems([
      variable({ Name: 'Art', DataType: 'text' }),
      variable({ Name: 'Art', DataType: 'number' }),
      variable({ Name: '', DataType: 'pagebreak' }),
      variable({ Name: ' ', DataType: 'boolean' }),
    ], []);
    expect(problems.variables.get(1)?.map((p) => p.message)).toEqual(['Der Schlüssel „Art“ ist doppelt vergeben.']);
    expect(problems.variables.get(2)).toBeUndefined();
    expect(problems.variables.get(3)?.map((p) => p.message)).toEqual(['Frage 4: Der Schlüssel darf nicht leer sein.']);
    expect(problems.all).toHaveLength(2);
  });

  it('reports empty option keys, missing options and unknown category conditions', () => {
    const problems = draftProblems([
      variable({ Name: 'Typ', DataType: 'single', Options: [{ Key: '', Label: 'Leer' }] }),
      variable({ Name: 'Wahl', DataType: 'multiple', CategoryCondition: 'Weg' }),
    ], [{ Name: 'Da', Label: '', Icon: '' }]);
    expect(problems.variables.get(0)?.map((p) => p.message)).toEqual(['Der Schlüssel einer Option darf nicht leer sein.']);
    expect(problems.variables.get(1)?.map((p) => p.message)).toEqual([
      '„Wahl“: Bitte mindestens eine Option angeben.',
      '„Wahl“: Die Kategorie „Weg“ gibt es nicht.',
    ]);
  });

  it('reports category problems apart from the variables', () => {
    const problems = draftProblems([], [{ Name: 'A', Label: '', Icon: '', Children: [{ Name: 'A', Label: '', Icon: '' }, { Name: ' ', Label: '', Icon: '' }] }]);
    expect(problems.categories).toEqual(expect.arrayContaining(['Der Kategorieschlüssel „A“ ist doppelt.', 'Der Schlüssel einer Kategorie darf nicht leer sein.']));
    expect(problems.variables.size).toBe(0);
  });
});
