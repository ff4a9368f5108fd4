import type { Coordinates, RawGeometry } from './shape.js';

/** Reads OGC Simple Features WKT (OGC 06-103r4 §7) as the import's GeoJSON-like form
 *  (import/shape.ts): `POINT (x y)`, `LINESTRING (x y, …)`, `POLYGON ((x y, …), …)`,
 *  `MULTILINESTRING ((…), …)`, `MULTIPOLYGON (((…)), …)`, each optionally with Z, M or ZM (a
 *  position keeps x, y and, with Z, z) — the column `WKT` of a CSV (docs/product.md §18.6).
 *  Other types keep their name and no coordinates, so that the shape refuses them by name.
 *  Undefined for text that is no WKT. */
export function parseWkt(text: string): RawGeometry | undefined {
  const match = /^\s*([A-Za-z]+)\s*(ZM|Z|M)?\s*(\(.*\)|EMPTY)\s*$/is.exec(text);
  if (!match) return undefined;
  const type = TYPES[match[1]!.toUpperCase()];
  if (!type) return undefined;
  if (match[3]!.toUpperCase() === 'EMPTY') return { type, coordinates: [] };
  const dims = match[2]?.toUpperCase();
  const nested = parseNested(match[3]!);
  if (nested === undefined) return undefined;
  // A position is the innermost list: keep x, y and (with Z or ZM) z; drop M.
  const keep = (c: Coordinates): Coordinates => {
    if (!Array.isArray(c)) return c;
    if (c.every((n) => typeof n === 'number')) return dims === 'M' ? c.slice(0, 2) : dims === 'ZM' ? c.slice(0, 3) : c;
    return c.map(keep);
  };
  // POINT (x y) is a list of one position: the position itself.
  const coordinates = type === 'Point' ? (nested.length === 1 ? keep(nested[0]!) : []) : keep(nested);
  return { type, coordinates };
}

const TYPES: Record<string, string> = {
  POINT: 'Point', LINESTRING: 'LineString', POLYGON: 'Polygon', MULTIPOINT: 'MultiPoint',
  MULTILINESTRING: 'MultiLineString', MULTIPOLYGON: 'MultiPolygon', GEOMETRYCOLLECTION: 'GeometryCollection',
};

/** `( … )` as nested arrays: a list of positions `x y[ z[ m]]` separated by commas, or a list of
 *  such lists. Undefined for unbalanced parentheses or a number that is none. */
function parseNested(text: string): Coordinates[] | undefined {
  let at = 0;
  const skip = () => { while (at < text.length && /\s/.test(text[at]!)) at++; };
  const list = (): Coordinates[] | undefined => {
    skip();
    if (text[at] !== '(') return undefined;
    at++;
    const items: Coordinates[] = [];
    for (;;) {
      skip();
      if (text[at] === '(') {
        const inner = list();
        if (inner === undefined) return undefined;
        items.push(inner);
      } else {
        const start = at;
        while (at < text.length && text[at] !== ',' && text[at] !== ')') at++;
        const numbers = text.slice(start, at).trim().split(/\s+/).map(Number);
        if (numbers.length < 2 || numbers.some((n) => !Number.isFinite(n))) return undefined;
        items.push(numbers);
      }
      skip();
      if (text[at] === ',') { at++; continue; }
      if (text[at] === ')') { at++; return items; }
      return undefined;
    }
  };
  const result = list();
  skip();
  if (result === undefined || at !== text.length) return undefined;
  return result;
}
