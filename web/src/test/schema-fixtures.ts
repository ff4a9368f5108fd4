import type { Category, Variable } from '@mitmachkarte/contract';

/** Fixtures of questionnaires for component tests (map app, schema editor). */

/** A variable with every field at its default, overridden by `v`. */
export const variable = (v: Partial<Variable> & Pick<Variable, 'Name' | 'DataType'>): Variable => ({
  Question: '', Optional: false, MissingMsg: '', Description: '', Constraint: false, Minimum: 0, Maximum: 0,
  CategoryCondition: '', Options: [], ...v,
});

/** A category without icon, with optional children. */
export const category = (Name: string, Label = '', Children?: Category[]): Category => ({
  Name, Label, Icon: '', ...(Children ? { Children } : {}),
});
