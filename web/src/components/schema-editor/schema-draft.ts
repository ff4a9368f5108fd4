import { DATA_TYPES, optionKeyOf, questionKeyOf, REQUIRED_CHECKED_TYPES, type DataType, type Variable, type VariableOption } from '@mitmachkarte/contract';
import { newUid } from '../../lib/uid';
import { nextFreeName } from '../list-moves';

/** An option being edited. `keyFromLabel`: its key still follows its label — true for a new option
 *  until its key is typed, false for a saved one, whose key the answers carry (docs/product.md §5.7). */
export type OptionDraft = VariableOption & { keyFromLabel?: boolean };

/** A variable being edited, with a key for React. `keyFromText`: its key (`Name`) still follows
 *  its question text — true for a new question until its key is typed, false for a saved one,
 *  whose answers are stored under its key (docs/product.md §4.9, §5.7). */
export type VariableDraft = Omit<Variable, 'Options'> & { uid: string; keyFromText: boolean; Options: OptionDraft[] };

export const toVariableDrafts = (variables: readonly Variable[]): VariableDraft[] =>
  variables.map((v) => ({ ...v, uid: newUid('v'), keyFromText: false, Options: v.Options.map((o) => ({ ...o, keyFromLabel: false })) }));
export const fromVariableDrafts = (drafts: readonly VariableDraft[]): Variable[] =>
  drafts.map(({ uid: _uid, keyFromText: _k, Options, ...v }) => ({ ...v, Options: Options.map(({ Key, Label }) => ({ Key, Label })) }));

/** The drafts as saved: from now on every key stays as it is, whatever the texts become. */
export const withSavedKeys = (drafts: readonly VariableDraft[]): VariableDraft[] =>
  drafts.map((v) => ({ ...v, keyFromText: false, Options: v.Options.map((o) => ({ ...o, keyFromLabel: false })) }));

/** `key`, or with 2, 3, … appended while `taken` has it. */
const unique = (key: string, taken: readonly string[]) => (taken.includes(key) ? nextFreeName(key, taken, 2) : key);

/** A new variable (docs/product.md §3.11, §5.7): DataType text, no text yet, so the key 'Frage'
 *  ('Frage2', … while taken), which follows the question text once typed; empty options and every
 *  other field at its default. */
export function newVariable(existing: readonly Pick<Variable, 'Name'>[]): VariableDraft {
  return {
    uid: newUid('v'), keyFromText: true,
    Name: unique(questionKeyOf(''), existing.map((v) => v.Name)),
    DataType: 'text', Question: '', Optional: false, MissingMsg: '', Description: '', Constraint: false,
    Minimum: 0, Maximum: 0, CategoryCondition: '', Options: [],
  };
}

/** Sets the question text of the variable at `index` and, while its key follows the text, the
 *  key derived from it (questionKeyOf, unique in the questionnaire). */
export function retextVariable(variables: readonly VariableDraft[], index: number, Question: string): VariableDraft[] {
  const taken = variables.filter((_, i) => i !== index).map((v) => v.Name);
  return variables.map((v, i) => (i !== index ? v
    : v.keyFromText ? { ...v, Question, Name: unique(questionKeyOf(Question), taken) } : { ...v, Question }));
}

/** Sets the key of a variable by hand: from now on it no longer follows the text. */
export const rekeyVariable = (v: VariableDraft, Name: string): VariableDraft => ({ ...v, Name, keyFromText: false });

/** A new option without label: its key ('Option', 'Option2', …) follows the label once typed. */
export const newOption = (options: readonly OptionDraft[]): OptionDraft =>
  ({ Key: unique(optionKeyOf(''), options.map((o) => o.Key)), Label: '', keyFromLabel: true });

/** Sets the label of the option at `index` and, while its key follows the label, the key derived
 *  from it (optionKeyOf, unique among the question's options). */
export function relabelOption(options: readonly OptionDraft[], index: number, Label: string): OptionDraft[] {
  const taken = options.filter((_, i) => i !== index).map((o) => o.Key);
  return options.map((o, i) => (i !== index ? o
    : o.keyFromLabel ? { ...o, Label, Key: unique(optionKeyOf(Label), taken) } : { ...o, Label }));
}

/** Sets the key of the option at `index` by hand: from now on it no longer follows the label. */
export const rekeyOption = (options: readonly OptionDraft[], index: number, Key: string): OptionDraft[] =>
  options.map((o, i) => (i === index ? { ...o, Key, keyFromLabel: false } : o));

/** Whether the option keys of a question are a problem: one empty, or two alike. */
export const hasOptionKeyProblem = (options: readonly VariableOption[]) =>
  options.some((o) => o.Key.trim() === '') || new Set(options.map((o) => o.Key)).size !== options.length;

/** Which fields of a variable the schema editor shows (docs/product.md §5 Schema editor): a pagebreak shows
 *  no name, question, optional flag or anything else but its type; minimum and maximum only for a
 *  number with Constraint; options only for single and multiple. A label (info text) takes no
 *  answer, so it has no optional flag, missing message, description or bounds; the missing
 *  message only matters for the types whose empty answer blocks saving. */
export function visibleFields(v: Pick<Variable, 'DataType' | 'Constraint'>) {
  const isBreak = v.DataType === 'pagebreak';
  const takesAnswer = !isBreak && v.DataType !== 'label';
  return {
    name: !isBreak,
    question: !isBreak,
    optional: takesAnswer,
    missingMsg: REQUIRED_CHECKED_TYPES.includes(v.DataType),
    description: takesAnswer,
    constraint: v.DataType === 'number',
    bounds: v.DataType === 'number' && v.Constraint,
    options: v.DataType === 'single' || v.DataType === 'multiple',
    categoryCondition: !isBreak,
  };
}

/** The types a schema editor offers: all but geolocation, which only the older layer manager
 *  offers (docs/product.md §2, §3); a variable that already has it keeps it. */
export function offeredDataTypes(allowGeolocation: boolean, current?: DataType): DataType[] {
  return DATA_TYPES.filter((t) => allowGeolocation || t !== 'geolocation' || t === current);
}
