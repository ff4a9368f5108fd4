import { describe, expect, it } from 'vitest';
import { cellClasses, classOf, classRange, formatShare } from './chart-specs';
import { fileNameOf } from './download';

describe('the heat map’s classes (docs/product.md §18.2)', () => {
  it('splits 1..max into up to five classes of equal width, the darkest for the highest', () => {
    const classes = cellClasses(25);
    expect(classes.map((c) => classRange(c))).toEqual(['1–5', '6–10', '11–15', '16–20', '21–25']);
    expect(classOf(classes, 25).fill).toBe('#08306b');
    expect(classOf(classes, 1).fill).toBe('#c6dbef');
    expect(classOf(classes, 7)).toBe(classes[1]);
  });

  it('has one class per count below five, and one class for a single count', () => {
    expect(cellClasses(3).map((c) => classRange(c))).toEqual(['1', '2', '3']);
    expect(cellClasses(3).at(-1)?.fill).toBe('#08306b');
    expect(cellClasses(1).map((c) => classRange(c))).toEqual(['1']);
  });
});

describe('numbers and names', () => {
  it('writes shares in German notation', () => {
    expect(formatShare(1, 8)).toBe('12,5 %');
    expect(formatShare(2, 3)).toBe('66,7 %');
    expect(formatShare(0, 0)).toBe('–');
  });

  it('names files after the chart’s title', () => {
    expect(fileNameOf('Einträge nach Status')).toBe('eintraege-nach-status');
    expect(fileNameOf('Wofür nutzen Sie die Straßenbahn?')).toBe('wofuer-nutzen-sie-die-strassenbahn');
    expect(fileNameOf('???')).toBe('diagramm');
  });
});
