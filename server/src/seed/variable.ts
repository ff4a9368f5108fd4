import type { Variable, VariableOption } from '@mitmachkarte/contract';

/** A question of a demo questionnaire with every field of docs/product.md §3.11 filled: the given
 *  ones, the rest at their defaults. */
export const variable = (v: Pick<Variable, 'Name' | 'DataType' | 'Question'> & Partial<Variable>): Variable => ({
  Optional: false, MissingMsg: '', Description: '', Constraint: false, Minimum: 0, Maximum: 0,
  CategoryCondition: '', Options: [], ...v,
});

/** Options from [Key, Label] pairs. */
export const options = (...pairs: [string, string][]): VariableOption[] => pairs.map(([Key, Label]) => ({ Key, Label }));
