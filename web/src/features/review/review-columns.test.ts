import { describe, expect, it } from 'vitest';
import { review } from '../../i18n/de/review';
import { reviewColumns, type ReviewT } from './review-columns';

/** The review table's columns of lines and areas (docs/product.md §25.1): „Länge“ on maps that
 *  accept lines or areas, „Fläche“ on maps that accept areas, none on maps of points. */
const t: ReviewT = (key) => review[key] as string;
const layer = (Geometries?: ('point' | 'line' | 'polygon')[]) => ({ Schema: { Schema: [], Categories: [] }, ...(Geometries ? { Geometries } : {}) });
const tail = (l: ReturnType<typeof layer>) => reviewColumns(l, t).slice(6).map((c) => [c.sort, c.label, c.numeric]);

describe('reviewColumns with lines and areas', () => {
  it('adds Länge and Fläche as the map accepts them, sorted by the server', () => {
    expect(tail(layer())).toEqual([]);
    expect(tail(layer(['point']))).toEqual([]);
    expect(tail(layer(['point', 'line']))).toEqual([['length', 'Länge', true]]);
    expect(tail(layer(['polygon']))).toEqual([['length', 'Länge', true], ['area', 'Fläche', true]]);
  });
});
