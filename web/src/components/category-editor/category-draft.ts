import { categoryKeyOf, type Category } from '@mitmachkarte/contract';
import { newUid } from '../../lib/uid';
import { moveItem, nextFreeName } from '../list-moves';

/** A category being edited, with a key for React; children likewise. `keyFromLabel`: the key
 *  (`Name`) still follows the label — true for a new category until its key is typed, false for
 *  a saved one, whose key its entries carry (docs/product.md §17.5). */
export type CategoryDraft = { uid: string; Name: string; Label: string; Icon: string; Colour?: string; keyFromLabel: boolean; Children?: CategoryDraft[] };

/** Position of a node in the tree: the indexes from the top level down. */
export type TreePath = readonly number[];

export function toCategoryDrafts(tree: readonly Category[]): CategoryDraft[] {
  return tree.map((c) => ({
    uid: newUid('c'), Name: c.Name, Label: c.Label, Icon: c.Icon, ...(c.Colour ? { Colour: c.Colour } : {}), keyFromLabel: false,
    ...(c.Children ? { Children: toCategoryDrafts(c.Children) } : {}),
  }));
}

export function fromCategoryDrafts(tree: readonly CategoryDraft[]): Category[] {
  return tree.map((c) => ({
    Name: c.Name.trim(), Label: c.Label, Icon: c.Icon, ...(c.Colour ? { Colour: c.Colour } : {}),
    ...(c.Children && c.Children.length > 0 ? { Children: fromCategoryDrafts(c.Children) } : {}),
  }));
}

/** The tree as saved: from now on every key stays as it is, whatever the labels become. */
export const withSavedCategoryKeys = (tree: readonly CategoryDraft[]): CategoryDraft[] =>
  tree.map((c) => ({ ...c, keyFromLabel: false, ...(c.Children ? { Children: withSavedCategoryKeys(c.Children) } : {}) }));

/** Every node of the tree, parents before their children. */
export const allNodes = (tree: readonly CategoryDraft[]): CategoryDraft[] => tree.flatMap((node) => [node, ...allNodes(node.Children ?? [])]);

const allNames = (tree: readonly CategoryDraft[], except?: CategoryDraft) =>
  allNodes(tree).filter((node) => node !== except).map((node) => node.Name);

/** The key derived from `label` (the contract's categoryKeyOf), with 2, 3, … appended while
 *  another category of the tree has it. */
export function uniqueCategoryKey(label: string, taken: readonly string[]): string {
  const key = categoryKeyOf(label);
  return taken.includes(key) ? nextFreeName(key, taken, 2) : key;
}

/** A new category without label: its key ('Kategorie', 'Kategorie2', …) follows the label once
 *  typed (docs/product.md §17.5). */
const newCategory = (tree: readonly CategoryDraft[]): CategoryDraft =>
  ({ uid: newUid('c'), Name: uniqueCategoryKey('', allNames(tree)), Label: '', Icon: '', keyFromLabel: true });

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

/** Sets the label of the node at `path` and, while its key follows the label, the key derived
 *  from it (unique in the tree). */
export function relabelCategory(tree: readonly CategoryDraft[], path: TreePath, Label: string): CategoryDraft[] {
  const node = nodeAt(tree, path);
  if (!node) return [...tree];
  return updateCategory(tree, path, node.keyFromLabel ? { Label, Name: uniqueCategoryKey(Label, allNames(tree, node)) } : { Label });
}

/** Sets the key of the node at `path` by hand: from now on it no longer follows the label. */
export const rekeyCategory = (tree: readonly CategoryDraft[], path: TreePath, Name: string) =>
  updateCategory(tree, path, { Name, keyFromLabel: false });

export const removeCategory = (tree: readonly CategoryDraft[], path: TreePath) =>
  changeSiblings(tree, path, (siblings, i) => siblings.filter((_, j) => j !== i));

export const moveCategory = (tree: readonly CategoryDraft[], path: TreePath, delta: -1 | 1) =>
  changeSiblings(tree, path, (siblings, i) => moveItem(siblings, i, delta));

export const addTopCategory = (tree: readonly CategoryDraft[]) => [...tree, newCategory(tree)];

export function addChildCategory(tree: readonly CategoryDraft[], path: TreePath): CategoryDraft[] {
  const parent = nodeAt(tree, path);
  if (!parent) return [...tree];
  const child = newCategory(tree);
  return updateCategory(tree, path, { Children: [...(parent.Children ?? []), child] });
}
