import { describe, expect, it } from 'vitest';
import { shapeOfGeoPackageBlob } from './gpkg.js';
import { shapeOf } from './shape.js';
import { parseWkt } from './wkt.js';

/** The import's readers of lines and areas (docs/product.md §18.6, §25.1): WKT of a CSV, WKB of a
 *  GeoPackage with Z/M and either byte order, and the shape's refusals. */

/** A GeoPackageBinary (no envelope) around ISO WKB `wkb`. */
const blob = (wkb: Buffer) => Buffer.concat([Buffer.from([0x47, 0x50, 0, 0x01, 0xe6, 0x10, 0, 0]), wkb]);
/** ISO WKB of a LineString of `positions` with `dims` numbers each, type `code`, byte order `little`. */
function lineWkb(code: number, positions: number[][], little = true): Buffer {
  const numbers = positions.flat();
  const b = Buffer.alloc(9 + numbers.length * 8);
  b[0] = little ? 1 : 0;
  if (little) { b.writeUInt32LE(code, 1); b.writeUInt32LE(positions.length, 5); } else { b.writeUInt32BE(code, 1); b.writeUInt32BE(positions.length, 5); }
  numbers.forEach((n, i) => (little ? b.writeDoubleLE(n, 9 + i * 8) : b.writeDoubleBE(n, 9 + i * 8)));
  return b;
}

describe('parseWkt', () => {
  it('reads points, lines, areas and one-part multis, with Z, M and ZM', () => {
    expect(parseWkt('POINT (9.4 51.3)')).toEqual({ type: 'Point', coordinates: [9.4, 51.3] });
    expect(parseWkt('linestring z (9.4 51.3 100, 9.5 51.4 120)')).toEqual({ type: 'LineString', coordinates: [[9.4, 51.3, 100], [9.5, 51.4, 120]] });
    expect(parseWkt('LINESTRING M (9.4 51.3 7, 9.5 51.4 8)')).toEqual({ type: 'LineString', coordinates: [[9.4, 51.3], [9.5, 51.4]] });
    expect(parseWkt('POLYGON ((9.4 51.3, 9.5 51.3, 9.5 51.4, 9.4 51.3))')!.coordinates).toEqual([[[9.4, 51.3], [9.5, 51.3], [9.5, 51.4], [9.4, 51.3]]]);
    expect(shapeOf(parseWkt('MULTILINESTRING ((9.4 51.3, 9.5 51.4))')!).geometry).toEqual({ type: 'LineString', coordinates: [[9.4, 51.3], [9.5, 51.4]] });
  });
  it('gives undefined for text that is no WKT', () => {
    for (const text of ['', 'LINESTRING (9.4', 'LINESTRING (9.4 x, 1 2)', 'KREIS (1 2)', 'LINESTRING (1 2) extra', 'LINESTRING (1)']) expect(parseWkt(text), text).toBeUndefined();
  });
});

describe('shapeOfGeoPackageBlob', () => {
  it('reads a LineString in 2D, Z (ISO and EWKB), ZM and big-endian', () => {
    const line = { type: 'LineString', coordinates: [[9.4, 51.3], [9.5, 51.4]] };
    expect(shapeOfGeoPackageBlob(blob(lineWkb(2, [[9.4, 51.3], [9.5, 51.4]]))).geometry).toEqual(line);
    expect(shapeOfGeoPackageBlob(blob(lineWkb(1002, [[9.4, 51.3, 1], [9.5, 51.4, 2]]))).geometry).toEqual(line);
    expect(shapeOfGeoPackageBlob(blob(lineWkb(0x80000002, [[9.4, 51.3, 1], [9.5, 51.4, 2]]))).geometry).toEqual(line);
    expect(shapeOfGeoPackageBlob(blob(lineWkb(3002, [[9.4, 51.3, 1, 5], [9.5, 51.4, 2, 6]]))).geometry).toEqual(line);
    expect(shapeOfGeoPackageBlob(blob(lineWkb(2, [[9.4, 51.3], [9.5, 51.4]], false))).geometry).toEqual(line);
  });
  it('refuses cut-off bytes as broken and other types by name', () => {
    expect(shapeOfGeoPackageBlob(blob(lineWkb(2, [[9.4, 51.3], [9.5, 51.4]]).subarray(0, 20))).problems).toEqual(['Die Geometrie ist beschädigt.']);
    const multiPoint = Buffer.from([1, 4, 0, 0, 0, 0, 0, 0, 0]);
    expect(shapeOfGeoPackageBlob(blob(multiPoint)).problems[0]).toMatch(/^Die Geometrie ist ein MultiPoint;/);
  });
});

describe('shapeOf', () => {
  it('refuses corners outside WGS84 and broken coordinates', () => {
    expect(shapeOf({ type: 'LineString', coordinates: [[9.4, 51.3], [9.5, 95]] }).problems[0]).toMatch(/Breite 95/);
    expect(shapeOf({ type: 'LineString', coordinates: [[9.4, 'x' as unknown as number]] }).problems).toEqual(['Die Geometrie ist beschädigt.']);
    expect(shapeOf({ type: 'Polygon', coordinates: [] }).problems).toEqual(['Die Geometrie ist beschädigt.']);
  });
});
