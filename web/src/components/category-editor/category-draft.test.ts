import { describe, expect, it } from 'vitest';
import { category } from '../../test/schema-fixtures';
import {
  addChildCategory, addTopCategory, fromCategoryDrafts, moveCategory, removeCategory, toCategoryDrafts, updateCategory,
} from './category-draft';

const names = (tree: ReturnType<typeof toCategoryDrafts>): unknown =>
  tree.map((c) => (c.Children ? { [c.Name]: names(c.Children) } : c.Name));

describe('category naming (docs/product.md §3)', () => {
  it('names new top-level categories Category_{n} with the next free n', () => {
    let tree = addTopCategory([]);
    tree = addTopCategory(tree);
    expect(names(tree)).toEqual(['Category_1', 'Category_2']);
    tree = removeCategory(tree, [0]);
    expect(names(addTopCategory(tree))).toEqual(['Category_2', 'Category_3']);
  });

  it('names children {parent}_{n}, also further down the tree', () => {
    let tree = toCategoryDrafts([category('Zustand'), category('Tiere')]);
    tree = addChildCategory(tree, [0]);
    tree = addChildCategory(tree, [0]);
    tree = addChildCategory(tree, [1]);
    tree = addChildCategory(tree, [0, 1]);
    expect(names(tree)).toEqual([{ Zustand: ['Zustand_1', { Zustand_2: ['Zustand_2_1'] }] }, { Tiere: ['Tiere_1'] }]);
  });

  it('skips names taken anywhere in the tree', () => {
    const tree = toCategoryDrafts([category('Zustand', '', [category('Klar')]), category('Zustand_2')]);
    expect(names(addChildCategory(tree, [0]))).toEqual([{ Zustand: ['Klar', 'Zustand_3'] }, 'Zustand_2']);
  });
});

describe('tree edits', () => {
  const tree = () => toCategoryDrafts([category('A', '', [category('A1'), category('A2'), category('A3')]), category('B')]);

  it('moves a node among its siblings only', () => {
    expect(names(moveCategory(tree(), [0, 2], -1))).toEqual([{ A: ['A1', 'A3', 'A2'] }, 'B']);
    expect(names(moveCategory(tree(), [0], 1))).toEqual(['B', { A: ['A1', 'A2', 'A3'] }]);
    expect(names(moveCategory(tree(), [0, 0], -1))).toEqual([{ A: ['A1', 'A2', 'A3'] }, 'B']);
  });

  it('deletes a node with its children, and changes one field', () => {
    expect(names(removeCategory(tree(), [0, 1]))).toEqual([{ A: ['A1', 'A3'] }, 'B']);
    expect(names(removeCategory(tree(), [0]))).toEqual(['B']);
    expect(updateCategory(tree(), [0, 1], { Label: 'Zwei' })[0]!.Children![1]).toMatchObject({ Name: 'A2', Label: 'Zwei' });
  });

  it('converts back without keys, trimmed names and without empty child lists', () => {
    const drafts = toCategoryDrafts([category(' A ', 'Label', [])]);
    drafts[0]!.Icon = 'icon-id';
    expect(fromCategoryDrafts(drafts)).toEqual([{ Name: 'A', Label: 'Label', Icon: 'icon-id' }]);
  });
});
