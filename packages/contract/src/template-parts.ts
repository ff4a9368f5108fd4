import type { Category, Variable, VariableOption } from './schema.js';

/** Building blocks of the starter questionnaires (templates.ts) and the demo's questionnaires
 *  (server/src/seed): questions with every field of docs/product.md §3.11 filled, options, and
 *  categories whose key is derived from their label. */

/** A question with the given fields and the rest at their defaults (the defaults of `Variable`). */
export const templateVariable = (v: Pick<Variable, 'Name' | 'DataType' | 'Question'> & Partial<Variable>): Variable => ({
  Optional: false, MissingMsg: '', Description: '', Constraint: false, Minimum: 0, Maximum: 0,
  CategoryCondition: '', Options: [], ...v,
});

/** Options from [Key, Label] pairs. */
export const templateOptions = (...pairs: [string, string][]): VariableOption[] => pairs.map(([Key, Label]) => ({ Key, Label }));

/** The key of a category from its German label: umlauts and ß spelt out, each word capitalised and
 *  joined, other characters dropped ('Tiere und Pflanzen' → 'TiereUndPflanzen', 'Müll' → 'Muell');
 *  'Kategorie' for a label without letters or digits. The demo's keys follow the same rule. */
export function categoryKeyOf(label: string): string {
  const spelt = label
    .replaceAll('ä', 'ae').replaceAll('ö', 'oe').replaceAll('ü', 'ue').replaceAll('ß', 'ss')
    .replaceAll('Ä', 'Ae').replaceAll('Ö', 'Oe').replaceAll('Ü', 'Ue')
    .normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const key = spelt.split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
  return key || 'Kategorie';
}

/** A category without icon whose key is derived from `label` (categoryKeyOf). */
export const templateCategory = (label: string, children?: Category[]): Category => ({
  Name: categoryKeyOf(label), Label: label, Icon: '', ...(children ? { Children: children } : {}),
});
