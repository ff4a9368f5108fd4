import { describe, expect, it } from 'vitest';
import { category } from '../../test/schema-fixtures';
import {
  addChildCategory, addTopCategory, fromCategoryDrafts, moveCategory, rekeyCategory, relabelCategory, removeCategory, toCategoryDrafts,
  uniqueCategoryKey, updateCategory, withSavedCategoryKeys,
} from './category-draft';

const names = (tree: ReturnType<typeof toCategoryDrafts>): unknown =>
  tree.map((c) => (c.Children ? { [c.Name]: names(c.Children) } : c.Name));

describe('category keys (docs/product.md §17.5)', () => {
  it('gives a new category the key of its label once typed, unique in the whole tree', () => {
    let tree = addTopCategory(toCategoryDrafts([category('Muell')]));
    expect(names(tree)).toEqual(['Muell', 'Kategorie']);
    tree = relabelCategory(tree, [1], 'Müll');
    expect(names(tree)).toEqual(['Muell', 'Muell2']);
    tree = addChildCategory(tree, [1]);
    tree = relabelCategory(tree, [1, 0], 'Tiere und Pflanzen');
    expect(names(tree)).toEqual(['Muell', { Muell2: ['TiereUndPflanzen'] }]);
    expect(names(relabelCategory(tree, [1], 'Mull'))).toEqual(['Muell', { Mull: ['TiereUndPflanzen'] }]);
  });

  it('keeps the key of a saved category and of one keyed by hand', () => {
    let tree = relabelCategory(toCategoryDrafts([category('Zustand')]), [0], 'Gewässerzustand');
    expect(tree[0]).toMatchObject({ Name: 'Zustand', Label: 'Gewässerzustand' });
    tree = rekeyCategory(addTopCategory(tree), [1], 'Eigen');
    expect(relabelCategory(tree, [1], 'Anders')[1]).toMatchObject({ Name: 'Eigen', Label: 'Anders' });
  });

  it('keeps the keys of new categories once the layer is saved, children too (docs/product.md §4.9)', () => {
    let tree = relabelCategory(addTopCategory([]), [0], 'Müll');
    tree = relabelCategory(addChildCategory(tree, [0]), [0, 0], 'Glas');
    tree = withSavedCategoryKeys(tree);
    tree = relabelCategory(relabelCategory(tree, [0], 'Abfall'), [0, 0], 'Scherben');
    expect(names(tree)).toEqual([{ Muell: ['Glas'] }]);
  });

  it('derives keys as the contract does: umlauts spelt out, words joined', () => {
    expect(uniqueCategoryKey('Übergänge & Straßen', [])).toBe('UebergaengeStrassen');
    expect(uniqueCategoryKey('', ['Kategorie', 'Kategorie2'])).toBe('Kategorie3');
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
