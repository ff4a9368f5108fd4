import { kindOfGeometry, type Attributes, type GeometryKind } from '@mitmachkarte/contract';
import { geometryOfRow } from '../core/point-geometry.js';
import { parseJson } from '../../../lib/json.js';
import type { ExportedPoint, ExportSource } from './points-export.source.js';
import { fileContext, pointFeature } from './points-geojson.presenter.js';

/** The table of entries that the GeoPackage and the KML export share (docs/product.md §18.4):
 *  one column per property of the GeoJSON export, with the same names and values, as a GIS
 *  reads them in a table. Unlike a GeoJSON feature, a table has the same columns for every entry,
 *  each with one type; so the columns are worked out in one pass over the pages first (as the
 *  CSV's columns are). */

/** A column's type: GeoPackage 1.3 (OGC 12-128r18 §1.1.1.1.3) column types as the GeoPackage
 *  export declares them; the KML export writes every value as text. */
export type GisColumnType = 'TEXT' | 'REAL' | 'INTEGER' | 'BOOLEAN' | 'DATETIME';
export type GisColumn = { name: string; type: GisColumnType };
/** A cell: text, a number (REAL, INTEGER; BOOLEAN as 1 or 0) or null (no value). */
export type GisValue = string | number | null;
/** The columns, a function giving one entry's cells in their order, and whether an entry has a
 *  height (else there is no column `Altitude`). */
export type GisTable = { columns: GisColumn[]; cells: (point: ExportedPoint) => GisValue[]; heights: boolean; kinds: ReadonlySet<GeometryKind> };

/** Properties whose type is fixed: the times (ISO 8601 in UTC), the height, the counts. */
const FIXED_TYPES = new Map<string, GisColumnType>([
  ['CreatedAt', 'DATETIME'], ['UpdatedAt', 'DATETIME'], ['StatusChangedAt', 'DATETIME'], ['OfficialAnswerAt', 'DATETIME'], ['Altitude', 'REAL'],
]);

/** What a pass over the entries saw in one property: numbers only, booleans only, or anything. */
type Seen = 'number' | 'boolean' | 'mixed';
const seenOf = (value: unknown): Seen => (typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'boolean' : 'mixed');

/** The type of a column whose non-null values were all `seen` (undefined: only nulls). */
const typeOf = (seen: Seen | undefined): GisColumnType => (seen === 'number' ? 'REAL' : seen === 'boolean' ? 'BOOLEAN' : 'TEXT');

/** A GeoJSON property value as a cell of a column of `type`: arrays (options of multiple choice)
 *  and objects (places) as their JSON text, as GDAL writes lists into a GeoPackage; booleans as 1
 *  or 0 in a BOOLEAN column, 'true'/'false' in a text one; numbers as text in a text column. */
export function gisValue(value: unknown, type: GisColumnType): GisValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return type === 'BOOLEAN' ? (value ? 1 : 0) : String(value);
  if (typeof value === 'number') return type === 'TEXT' ? String(value) : value;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** Counts for the pass that only looks at the answers (the columns' names and types). */
const NO_COUNTS = Object.freeze({ up: 0, down: 0, comments: 0 });

/** The table of a layer's export: the columns of the GeoJSON's properties in their order (fixed
 *  properties, the questionnaire's answers, the stored answers of removed questions sorted by
 *  name, then the properties of docs/product.md §18.4), each typed by what the entries hold:
 *  times DATETIME, the height REAL, the counts INTEGER, a column of only numbers REAL, of only
 *  booleans BOOLEAN, anything else TEXT; and the kinds of geometry the entries have (point, line,
 *  polygon: docs/product.md §25.1). One pass over `source.rows`. */
export async function gisTable(source: ExportSource): Promise<GisTable> {
  const ctx = await fileContext(source);
  const { names } = ctx;
  // The names every feature has, in pointFeature's order: those of an entry without answers.
  const base = Object.keys(pointFeature(emptyPoint(), ctx).properties);
  const baseSet = new Set(base);
  const seen = new Map<string, Seen>();
  const extra = new Set<string>();
  const kinds = new Set<GeometryKind>();
  for await (const rows of source.rows()) {
    for (const row of rows) {
      kinds.add(kindOfGeometry(geometryOfRow(row)));
      const properties = pointFeature({ ...row, counts: NO_COUNTS }, ctx).properties as Record<string, unknown>;
      for (const [name, value] of Object.entries(properties)) {
        if (!baseSet.has(name)) extra.add(name);
        if (value === null || value === undefined) continue;
        const was = seen.get(name);
        const now = seenOf(value);
        seen.set(name, was === undefined || was === now ? now : 'mixed');
      }
    }
  }
  const counts = new Set([names.votesUp, names.votesDown, names.comments]);
  const at = base.indexOf(names.votesUp);
  const ordered = [...base.slice(0, at), ...[...extra].sort(), ...base.slice(at)];
  const columns = ordered.map((name): GisColumn => ({
    name, type: FIXED_TYPES.get(name) ?? (counts.has(name) ? 'INTEGER' : name === 'ID' ? 'TEXT' : typeOf(seen.get(name))),
  }));
  const cells = (point: ExportedPoint): GisValue[] => {
    const properties = pointFeature(point, ctx).properties as Record<string, unknown>;
    return columns.map((c) => gisValue(Object.hasOwn(properties, c.name) ? properties[c.name] : null, c.type));
  };
  return { columns, cells, heights: ctx.file!.heights, kinds };
}

/** A point without answers, for the names every feature has. */
function emptyPoint(): ExportedPoint {
  return {
    id: '', latitude: 0, longitude: 0, altitude: 0, attributes: '{}', status: '', status_changed_at: null,
    answer_text: '', answer_org: '', answer_at: null, created_at: '', updated_at: '', geometry: null, counts: NO_COUNTS,
  };
}

/** The text people recognise an entry by in a GIS: its first text answer in questionnaire order,
 *  trimmed (as points.presenter.ts pointTitle, uncut), else its id. */
export function entryTitle(source: Pick<ExportSource, 'schema'>): (point: ExportedPoint) => string {
  const texts = source.schema.Schema.filter((v) => v.DataType === 'text' || v.DataType === 'text_multi').map((v) => v.Name);
  return (point) => {
    const answers = parseJson<Attributes>(point.attributes, {});
    for (const name of texts) {
      const value = Object.hasOwn(answers, name) ? answers[name]?.Value : undefined;
      if (typeof value === 'string' && value.trim()) return value.trim();
    }
    return point.id;
  };
}
