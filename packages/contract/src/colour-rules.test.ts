import { describe, expect, it } from 'vitest';
import { Category } from './schema.js';
import { CATEGORY_PALETTE, categoryColourAt, contrastToWhite, MARKER_MIN_CONTRAST } from './colour-rules.js';

describe('marker colours (WCAG 2.1 contrast against white)', () => {
  it('computes the contrast ratio of the specification', () => {
    expect(contrastToWhite('#000000')).toBeCloseTo(21, 5);
    expect(contrastToWhite('#ffffff')).toBeCloseTo(1, 5);
    // WebAIM's reference values: #767676 is the lightest grey with 4.5:1 on white, #949494 has 3.03:1.
    expect(contrastToWhite('#767676')).toBeCloseTo(4.54, 2);
    expect(contrastToWhite('#949494')).toBeCloseTo(3.03, 2);
  });

  it('lets a category have a colour of at least 3:1, or none', () => {
    const base = { Name: 'Idee', Label: 'Idee' };
    expect(Category.parse({ ...base, Colour: '#1f5fbf' }).Colour).toBe('#1f5fbf');
    expect(Category.parse(base).Colour).toBeUndefined();
    expect(contrastToWhite('#1f5fbf')).toBeGreaterThanOrEqual(MARKER_MIN_CONTRAST);
    const pale = Category.safeParse({ ...base, Colour: '#ffd966' });
    expect(pale.success).toBe(false);
    expect(pale.error?.issues[0]?.message).toBe('Die Farbe der Markierung ist zu hell: Sie braucht einen Kontrast von mindestens 3:1 zu Weiß.');
    expect(Category.safeParse({ ...base, Colour: 'red' }).error?.issues[0]?.message).toBe('Die Farbe einer Kategorie ist ein Wert wie #1f5fbf.');
  });

  it('gives a top-level category its own colour, else the palette\'s in tree order, each at least 4.5:1', () => {
    const tree = [{ Colour: '#005a9c' }, {}, { Colour: undefined }];
    expect(categoryColourAt(tree, 0)).toBe('#005a9c');
    expect(categoryColourAt(tree, 1)).toBe(CATEGORY_PALETTE[1]);
    expect(categoryColourAt(tree, 2)).toBe(CATEGORY_PALETTE[2]);
    expect(categoryColourAt([], 9)).toBe(CATEGORY_PALETTE[1]);
    for (const c of CATEGORY_PALETTE) expect(contrastToWhite(c)).toBeGreaterThanOrEqual(4.5);
  });
});
