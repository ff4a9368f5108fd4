import { DATA_TYPES, REQUIRED_CHECKED_TYPES, type DataType, type Variable } from '@mitmachkarte/contract';
import { newUid } from '../../lib/uid';
import { nextFreeName } from '../list-moves';

/** A variable being edited, with a key for React. */
export type VariableDraft = Variable & { uid: string };

export const toVariableDrafts = (variables: readonly Variable[]): VariableDraft[] => variables.map((v) => ({ ...v, uid: newUid('v') }));
export const fromVariableDrafts = (drafts: readonly VariableDraft[]): Variable[] => drafts.map(({ uid: _uid, ...v }) => v);

/** A new variable (docs/product.md §3): DataType text, the name Variable_{n} with the next free n, empty
 *  options and every other field at its default. */
export function newVariable(existing: readonly Pick<Variable, 'Name'>[]): VariableDraft {
  return {
    uid: newUid('v'),
    Name: nextFreeName('Variable_', existing.map((v) => v.Name), existing.length + 1),
    DataType: 'text', Question: '', Optional: false, MissingMsg: '', Description: '', Constraint: false,
    Minimum: 0, Maximum: 0, CategoryCondition: '', Options: [],
  };
}

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
