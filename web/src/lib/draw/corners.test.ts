import { ALERT_POLYGON_MAX_VERTICES } from '@mitmachkarte/contract';
import { describe, expect, it } from 'vitest';
import { areaKm2, cornersProblem, formatCorners, parseCorners, roundKm2, type Corner } from './corners';

/** A square of `side` degrees of latitude and longitude with its south-west corner at (lat, lng). */
const square = (lat: number, lng: number, side: number): Corner[] => [[lat, lng], [lat, lng + side], [lat + side, lng + side], [lat + side, lng]];

describe('„Ecken als Koordinaten“ (docs/product.md §24.2)', () => {
  it('reads „Breite, Länge“ per line with decimal comma or dot and the usual separators', () => {
    expect(parseCorners('51,315, 9,48\n51.316,9.481\n51,317;9,482\n  51.318 9.483  \n\n51,319,9,484\n-33,9 -18,4')).toEqual({ corners: [
      [51.315, 9.48], [51.316, 9.481], [51.317, 9.482], [51.318, 9.483], [51.319, 9.484], [-33.9, -18.4],
    ] });
  });

  it('drops a last corner equal to the first (a closed ring) and takes whole degrees', () => {
    expect(parseCorners('51, 9\n52, 9\n52, 10\n51, 9')).toEqual({ corners: [[51, 9], [52, 9], [52, 10]] });
  });

  it('names the first line it cannot read, and one out of range', () => {
    expect(parseCorners('51,315, 9,48\nAm Wehr\n51, 9')).toEqual({ error: 'line', line: 2 });
    expect(parseCorners('51.315')).toEqual({ error: 'line', line: 1 });
    // One comma without a space: two numbers, of which 315 is no longitude.
    expect(parseCorners('51,315')).toEqual({ error: 'range', line: 1 });
    expect(parseCorners('51,3, 9,4, 7')).toEqual({ error: 'line', line: 1 });
    expect(parseCorners('51, 9\n91, 9')).toEqual({ error: 'range', line: 2 });
    expect(parseCorners('51, 181')).toEqual({ error: 'range', line: 1 });
  });

  it('writes corners in German notation that it reads back', () => {
    const corners: Corner[] = [[51.3151234567, 9.48], [51.316, 9.4812345], [-1.5, 0]];
    const text = formatCorners(corners);
    expect(text).toBe('51,315123, 9,48\n51,316, 9,481235\n-1,5, 0');
    expect(parseCorners(text)).toEqual({ corners: [[51.315123, 9.48], [51.316, 9.481235], [-1.5, 0]] });
  });
});

describe('the client’s checks of a drawn area', () => {
  it('computes the area in km² as the server does (1 km × 1 km at Kassel)', () => {
    // 1 km north is 0.0089932°, 1 km east at 51.3° about 0.014384°.
    const km2 = areaKm2([[51.3, 9.48], [51.3, 9.48 + 0.014384], [51.3 + 0.0089932, 9.48 + 0.014384], [51.3 + 0.0089932, 9.48]]);
    expect(km2).toBeCloseTo(1, 2);
    expect(roundKm2(km2)).toBe(1);
    expect(roundKm2(2.4449)).toBe(2.44);
    expect(roundKm2(24.56)).toBe(24.6);
    expect((roundKm2(2.4449)).toLocaleString('de-DE')).toBe('2,44');
  });

  it('takes a square of some kilometres and refuses too few or too many corners, too wide, too large and flat areas', () => {
    expect(cornersProblem(square(51.3, 9.48, 0.02))).toBeUndefined();
    expect(cornersProblem([[51.3, 9.48], [51.31, 9.49]])).toBe('tooFew');
    const many = Array.from({ length: ALERT_POLYGON_MAX_VERTICES + 1 }, (_, i): Corner => {
      const a = (2 * Math.PI * i) / (ALERT_POLYGON_MAX_VERTICES + 1);
      return [51.3 + 0.01 * Math.sin(a), 9.48 + 0.01 * Math.cos(a)];
    });
    expect(cornersProblem(many)).toBe('tooMany');
    expect(cornersProblem(many.slice(0, ALERT_POLYGON_MAX_VERTICES))).toBeUndefined();
    // 0.3° north to south: wider than 0.25°; a thin sliver of 0.26° is too wide though small.
    expect(cornersProblem([[51.0, 9.48], [51.3, 9.49], [51.3, 9.48]])).toBe('tooWide');
    // 0.2° × 0.2° at 51°: about 22 × 14 km = 310 km², more than 100 km².
    expect(cornersProblem(square(51.0, 9.0, 0.2))).toBe('tooLarge');
    expect(cornersProblem([[51.3, 9.48], [51.31, 9.49], [51.32, 9.5]])).toBe('empty');
  });
});
