/** Reading a point's answers against its questionnaire: the chosen category, which questions are
 *  shown, what counts as empty or the same (docs/product.md §5). Without the field messages, so
 *  that the map loads none of them (docs/runtime.md §3); the checks are in answers-checks.ts. */
import type { AttributeValue } from './point.js';
import { flattenCategories } from './questionnaire-rules.js';
import type { Category, Variable } from './schema.js';

type FoundCategory = { category: Category; path: string[] };
/** Frozen category trees by their categories' names: such a tree cannot change, so it is indexed once. */
const frozenIndex = new WeakMap<readonly Category[], Map<string, FoundCategory>>();

/** The chosen category node and the names of its ancestors, or undefined if the name is unknown
 *  (the first in depth-first order). A frozen tree (Object.freeze, as the import freezes the
 *  questionnaire it checks every row against) is indexed on first use; others are searched. */
export function findCategory(tree: readonly Category[], name: string): FoundCategory | undefined {
  if (!Object.isFrozen(tree)) return flattenCategories(tree).find((c) => c.category.Name === name);
  let index = frozenIndex.get(tree);
  if (!index) {
    index = new Map();
    for (const found of flattenCategories(tree)) if (!index.has(found.category.Name)) index.set(found.category.Name, found);
    frozenIndex.set(tree, index);
  }
  return index.get(name);
}

/** Whether a question is shown for the chosen category (docs/product.md §5): always when it has no
 *  CategoryCondition; otherwise when the condition names the chosen category or one of its
 *  ancestors (so a condition on "Gewässerzustand" covers "Klar" and "Trüb"). */
export function isVariableShown(variable: Variable, categoryName: string | undefined, tree: readonly Category[]): boolean {
  if (!variable.CategoryCondition) return true;
  if (!categoryName) return false;
  const found = findCategory(tree, categoryName);
  return found !== undefined && (found.category.Name === variable.CategoryCondition || found.path.includes(variable.CategoryCondition));
}

/** True for an answer the form treats as not given: missing, blank text, empty list. */
export function isEmptyAnswer(value: AttributeValue['Value'] | undefined | null): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Drops answers the form treats as not given (docs/product.md §5: only non-empty answers are stored). */
export function withoutEmptyAnswers(attributes: Record<string, AttributeValue>): Record<string, AttributeValue> {
  return Object.fromEntries(Object.entries(attributes).filter(([, a]) => !isEmptyAnswer(a.Value)));
}

/** Deep equality of two answers; missing and empty answers count as the same. */
export function isSameAnswer(a: AttributeValue | undefined, b: AttributeValue | undefined): boolean {
  if (isEmptyAnswer(a?.Value) && isEmptyAnswer(b?.Value)) return true;
  return a !== undefined && b !== undefined && a.DataType === b.DataType && sameValue(a.Value, b.Value);
}

function sameValue(x: unknown, y: unknown): boolean {
  if (x === y) return true;
  if (Array.isArray(x) || Array.isArray(y)) {
    return Array.isArray(x) && Array.isArray(y) && x.length === y.length && x.every((v, i) => sameValue(v, y[i]));
  }
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
  const kx = Object.keys(x), ky = Object.keys(y);
  return kx.length === ky.length && kx.every((k) => Object.hasOwn(y, k) && sameValue((x as Record<string, unknown>)[k], (y as Record<string, unknown>)[k]));
}
