import { flattenCategories, type Category } from '@mitmachkarte/contract';
import { newUid } from '../../lib/uid';
import { moveItem, nextFreeName } from '../list-moves';

/** A category being edited, with a key for React; children likewise. */
export type CategoryDraft = { uid: string; Name: string; Label: string; Icon: string; Children?: CategoryDraft[] };

/** Position of a node in the tree: the indexes from the top level down. */
export type TreePath = readonly number[];

export function toCategoryDrafts(tree: readonly Category[]): CategoryDraft[] {
  return tree.map((c) => ({
    uid: newUid('c'), Name: c.Name, Label: c.Label, Icon: c.Icon,
    ...(c.Children ? { Children: toCategoryDrafts(c.Children) } : {}),
  }));
}

export function fromCategoryDrafts(tree: readonly CategoryDraft[]): Category[] {
  return tree.map((c) => ({
    Name: c.Name.trim(), Label: c.Label, Icon: c.Icon,
    ...(c.Children && c.Children.length > 0 ? { Children: fromCategoryDrafts(c.Children) } : {}),
  }));
}

const allNames = (tree: readonly CategoryDraft[]) => flattenCategories(tree).map((c) => c.category.Name);

/** A new top-level category named Category_{n} (docs/product.md §3), n the next free number in the tree. */
export function newTopCategory(tree: readonly CategoryDraft[]): CategoryDraft {
  return { uid: newUid('c'), Name: nextFreeName('Category_', allNames(tree), tree.length + 1), Label: '', Icon: '' };
}

/** A new child of `parent` named {parent}_{n} (docs/product.md §3), n the next free number in the tree. */
export function newChildCategory(tree: readonly CategoryDraft[], parent: CategoryDraft): CategoryDraft {
  return { uid: newUid('c'), Name: nextFreeName(`${parent.Name}_`, allNames(tree), (parent.Children?.length ?? 0) + 1), Label: '', Icon: '' };
}

/** The node at `path`, or undefined. */
export function nodeAt(tree: readonly CategoryDraft[], path: TreePath): CategoryDraft | undefined {
  const [first, ...rest] = path;
  const node = first === undefined ? undefined : tree[first];
  return node && rest.length > 0 ? nodeAt(node.Children ?? [], rest) : node;
}

/** Applies `change` to the list of siblings that holds the node at `path` (its last index given). */
function changeSiblings(tree: readonly CategoryDraft[], path: TreePath, change: (siblings: CategoryDraft[], index: number) => CategoryDraft[]): CategoryDraft[] {
  const [first, ...rest] = path;
  if (first === undefined) return [...tree];
  if (rest.length === 0) return change([...tree], first);
  return tree.map((node, i) => (i === first ? { ...node, Children: changeSiblings(node.Children ?? [], rest, change) } : node));
}

export const updateCategory = (tree: readonly CategoryDraft[], path: TreePath, patch: Partial<Omit<CategoryDraft, 'uid'>>) =>
  changeSiblings(tree, path, (siblings, i) => siblings.map((n, j) => (j === i ? { ...n, ...patch } : n)));

export const removeCategory = (tree: readonly CategoryDraft[], path: TreePath) =>
  changeSiblings(tree, path, (siblings, i) => siblings.filter((_, j) => j !== i));

export const moveCategory = (tree: readonly CategoryDraft[], path: TreePath, delta: -1 | 1) =>
  changeSiblings(tree, path, (siblings, i) => moveItem(siblings, i, delta));

export const addTopCategory = (tree: readonly CategoryDraft[]) => [...tree, newTopCategory(tree)];

export function addChildCategory(tree: readonly CategoryDraft[], path: TreePath): CategoryDraft[] {
  const parent = nodeAt(tree, path);
  if (!parent) return [...tree];
  const child = newChildCategory(tree, parent);
  return updateCategory(tree, path, { Children: [...(parent.Children ?? []), child] });
}
