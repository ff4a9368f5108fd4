import { NAME_MAX_LENGTH } from './limits.js';
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

/** The words of a German text as a key: umlauts and ß spelt out, each word capitalised and joined,
 *  other characters dropped; at most `maxLength` characters, ending at a word, but never empty while
 *  the text has a word. */
function keyOfWords(text: string, maxLength: number): string {
  const spelt = text
    .replaceAll('ä', 'ae').replaceAll('ö', 'oe').replaceAll('ü', 'ue').replaceAll('ß', 'ss')
    .replaceAll('Ä', 'Ae').replaceAll('Ö', 'Oe').replaceAll('Ü', 'Ue')
    .normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const words = spelt.split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1));
  let key = '';
  for (const word of words) {
    if (key && key.length + word.length > maxLength) break;
    key += word;
  }
  return key.slice(0, maxLength);
}

/** The key of a category from its German label: umlauts and ß spelt out, each word capitalised and
 *  joined, other characters dropped ('Tiere und Pflanzen' → 'TiereUndPflanzen', 'Müll' → 'Muell');
 *  'Kategorie' for a label without letters or digits. The demo's keys follow the same rule. */
export function categoryKeyOf(label: string): string {
  return keyOfWords(label, NAME_MAX_LENGTH) || 'Kategorie';
}

/** Longest key the schema editor derives from a question's text: a GIS shows it as a column name. */
const QUESTION_KEY_MAX = 40;

/** The key a new question takes from its text (docs/product.md §5.7), by the rule of categoryKeyOf
 *  but from the first words only, at most 40 characters ('Wie tief ist das Wasser?' →
 *  'WieTiefIstDasWasser'); 'Frage' for a text without letters or digits. */
export function questionKeyOf(text: string): string {
  return keyOfWords(text, QUESTION_KEY_MAX) || 'Frage';
}

/** The key a new option takes from its label (docs/product.md §5.7), as questionKeyOf does
 *  ('Klares Wasser' → 'KlaresWasser'); 'Option' for a label without letters or digits. */
export function optionKeyOf(label: string): string {
  return keyOfWords(label, QUESTION_KEY_MAX) || 'Option';
}

/** A category without icon whose key is derived from `label` (categoryKeyOf). */
export const templateCategory = (label: string, children?: Category[]): Category => ({
  Name: categoryKeyOf(label), Label: label, Icon: '', ...(children ? { Children: children } : {}),
});
