import { CATEGORY_ATTRIBUTE, flattenCategories, type LayerSchema, type PointStatus, type Variable } from '@mitmachkarte/contract';
import { statusLabelOf } from '../../../db/records/layer.record.js';

/** How every export names a value that has a key and a label (docs/product.md §18.4): a choice
 *  answer (single, multiple), the category, the status. The international CSV and the GeoJSON,
 *  read by programs, carry both as `{name}_key` and `{name}_label` (besides their older columns,
 *  which stay as they were); the German CSV and the XLSX, read by people, show the label only,
 *  under the question's text, and the XLSX's second header row names each column as the
 *  international CSV and the GeoJSON do. */

/** Columns and properties the CSV and GeoJSON exports had before §18.4. */
const OLDER_NAMES = ['ID', 'CreatedAt', 'UpdatedAt', 'Latitude', 'Longitude', 'Altitude', CATEGORY_ATTRIBUTE, 'Status', 'StatusLabel',
  'StatusChangedAt', 'OfficialAnswer', 'OfficialAnswerOrganisation', 'OfficialAnswerAt'];

/** Single and multiple choice: the answers whose options have a key and a label. */
export const isChoice = (v: Pick<Variable, 'DataType'>) => v.DataType === 'single' || v.DataType === 'multiple';

/** The names of the columns and properties added by docs/product.md §18.4. Each is the name
 *  shown unless the questionnaire or an older column already uses it; then it gets `_2`, `_3`, …,
 *  so that nothing that was there before changes its name. */
export type ExportNames = {
  votesUp: string; votesDown: string; comments: string;
  statusKey: string; statusLabel: string; categoryKey: string; categoryLabel: string;
  /** One pair per choice question of the questionnaire, in its order. */
  choices: { variable: Variable; key: string; label: string }[];
  /** Every name above, for the GeoJSON's stored answers of removed questions (written as
   *  `Antwort_{name}` when they meet one). */
  all: ReadonlySet<string>;
};

/** The names of docs/product.md §18.4 for the questionnaire `variables` (those taking answers). */
export function exportNames(variables: readonly Variable[]): ExportNames {
  const taken = new Set<string>([...OLDER_NAMES, ...variables.map((v) => v.Name)]);
  const added = new Set<string>();
  const name = (base: string) => {
    let candidate = base;
    for (let n = 2; taken.has(candidate); n++) candidate = `${base}_${n}`;
    taken.add(candidate);
    added.add(candidate);
    return candidate;
  };
  return {
    votesUp: name('VotesUp'), votesDown: name('VotesDown'), comments: name('Comments'),
    statusKey: name('Status_key'), statusLabel: name('Status_label'),
    categoryKey: name(`${CATEGORY_ATTRIBUTE}_key`), categoryLabel: name(`${CATEGORY_ATTRIBUTE}_label`),
    choices: variables.filter(isChoice).map((variable) => ({ variable, key: name(`${variable.Name}_key`), label: name(`${variable.Name}_label`) })),
    all: added,
  };
}

/** Separator of a category's path of labels, „Wasser › Klar“. */
export const CATEGORY_PATH_SEPARATOR = ' › ';

/** The label of each category of the tree: its path of labels from the top (each its Label, or
 *  its key when that is empty), joined by „ › “. */
export function categoryLabels(schema: LayerSchema): Map<string, string> {
  const flat = flattenCategories(schema.Categories);
  const own = new Map(flat.map(({ category }) => [category.Name, category.Label.trim() || category.Name]));
  return new Map(flat.map(({ category, path }) =>
    [category.Name, [...path, category.Name].map((n) => own.get(n) ?? n).join(CATEGORY_PATH_SEPARATOR)]));
}

/** An option's Label, or its Key when it has no label or the questionnaire no longer has it. */
export const optionLabel = (variable: Variable | undefined, key: string) => variable?.Options.find((o) => o.Key === key)?.Label || key;

/** The keys of a choice answer as stored (one for single, several for multiple); [] for anything else. */
export const choiceKeys = (value: unknown): string[] =>
  (Array.isArray(value) ? value.filter((k): k is string => typeof k === 'string') : typeof value === 'string' ? [value] : []);

/** Key and label of a point's category and status, the same in every export. The category's
 *  label is its path (categoryLabels); one the tree no longer has is named by its key. */
export function keyedValues(categories: ReadonlyMap<string, string>, statuses: readonly PointStatus[], category: unknown, status: string) {
  const categoryKey = typeof category === 'string' ? category : '';
  return {
    categoryKey, categoryLabel: categoryKey === '' ? '' : (categories.get(categoryKey) ?? categoryKey),
    statusKey: status, statusLabel: statusLabelOf(statuses, status),
  };
}
