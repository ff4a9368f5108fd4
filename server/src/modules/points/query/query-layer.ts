import { flattenCategories, type PointStatus, type Variable } from '@mitmachkarte/contract';
import type { LayerRow } from '../../../db/schema.js';
import { questionnaireOf, statusesOf } from '../../../db/records/layer.record.js';
import { answerVariables } from './answer-columns.js';

/** One category of a layer as the evaluation names it: its key, its labels from the top down
 *  (a label falls back to the key), and the keys of itself and every category below it. */
export type ReviewCategory = { key: string; path: string[]; keys: string[] };

/** What the review table and the charts read of a layer (docs/product.md §18.1): the questions
 *  that take answers in questionnaire order, the statuses in their order, the categories in the
 *  order of the tree (depth first, as the layer manager lists them). */
export type ReviewLayer = {
  questions: Variable[];
  question: Map<string, Variable>;
  statuses: PointStatus[];
  categories: ReviewCategory[];
  category: Map<string, ReviewCategory>;
};

/** The ReviewLayer of a stored layer. */
export function reviewLayerOf(layer: Pick<LayerRow, 'schema' | 'statuses'>): ReviewLayer {
  const schema = questionnaireOf(layer);
  const questions = answerVariables(schema);
  const flat = flattenCategories(schema.Categories);
  const labelOf = new Map(flat.map(({ category }) => [category.Name, category.Label || category.Name]));
  const categories = flat.map(({ category, path }) => ({
    key: category.Name,
    path: [...path.map((name) => labelOf.get(name) ?? name), labelOf.get(category.Name)!],
    keys: flattenCategories([category]).map((c) => c.category.Name),
  }));
  return {
    questions,
    question: new Map(questions.map((q) => [q.Name, q])),
    statuses: statusesOf(layer),
    categories,
    category: new Map(categories.map((c) => [c.key, c])),
  };
}

/** The labels of a stored category from the top down; `[key]` for a category the layer no longer has. */
export const categoryPathOf = (layer: ReviewLayer, key: string): string[] => layer.category.get(key)?.path ?? [key];
