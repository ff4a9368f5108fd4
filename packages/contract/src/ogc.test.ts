import { describe, expect, it } from 'vitest';
import { OGC_MAX_LIMIT, OgcItemsQuery, parseOgcBbox, parseOgcDatetime } from './ogc.js';

/** The parameters of OGC API – Features items (OGC 17-069r4 §7.15; docs/product.md §20.3). */
describe('OGC items parameters', () => {
  it('reads a bbox of four numbers in range, also across the antimeridian', () => {
    expect(parseOgcBbox('9.4,51.3,9.5,51.4')).toEqual({ minLon: 9.4, minLat: 51.3, maxLon: 9.5, maxLat: 51.4 });
    expect(parseOgcBbox('170,-10,-170,10')).toEqual({ minLon: 170, minLat: -10, maxLon: -170, maxLat: 10 });
    for (const bad of ['9,51,10', '9,51,10,52,0,1', '9,52,10,51', '9,-91,10,0', '-181,0,0,1', 'x,1,2,3', '1,,2,3']) expect(parseOgcBbox(bad), bad).toBeUndefined();
  });
  it('reads RFC 3339 instants and intervals as UTC with milliseconds', () => {
    expect(parseOgcDatetime('2026-11-26T12:00:00Z')).toEqual({ from: '2026-11-26T12:00:00.000Z', to: '2026-11-26T12:00:00.000Z' });
    expect(parseOgcDatetime('2026-11-26T13:00:00.5+01:00/..')).toEqual({ from: '2026-11-26T12:00:00.500Z' });
    expect(parseOgcDatetime('../2026-11-26t12:00:00z')).toEqual({ to: '2026-11-26T12:00:00.000Z' });
    expect(parseOgcDatetime('/2026-11-26T12:00:00Z')).toEqual({ to: '2026-11-26T12:00:00.000Z' });
    for (const bad of ['2026-11-26', '2026-11-26T12:00:00', '2026-02-29T00:00:00Z', '../..', '/', '2026-11-27T00:00:00Z/2026-11-26T00:00:00Z', 'a/b/c', '']) {
      expect(parseOgcDatetime(bad), bad).toBeUndefined();
    }
  });
  it('defaults limit to 100 and offset to 0, lowers a larger limit, keeps other parameters as filters', () => {
    expect(OgcItemsQuery.parse({})).toEqual({ limit: 100, offset: 0 });
    expect(OgcItemsQuery.parse({ limit: '20000', offset: '7', Titel: 'Ufer' })).toEqual({ limit: OGC_MAX_LIMIT, offset: 7, Titel: 'Ufer' });
    for (const limit of ['0', '-1', '1.5', 'abc', '']) expect(OgcItemsQuery.safeParse({ limit }).success, limit).toBe(false);
    expect(OgcItemsQuery.safeParse({ Titel: ['a', 'b'] }).success).toBe(false);
    expect(OgcItemsQuery.safeParse({ f: 'xml' }).success).toBe(false);
  });
});
