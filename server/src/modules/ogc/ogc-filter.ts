import { CATEGORY_ATTRIBUTE, OGC_UNKNOWN_PARAMETER, type FieldError, type OgcBbox, type OgcDatetime, type Variable } from '@mitmachkarte/contract';
import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema.js';
import { fieldError, invalidField, validation } from '../../lib/app-error.js';
import type { Dialect } from '../../db/dialect.js';
import { answerOfRowSql } from '../points/query/query-sql.js';
import { say, type ServerMessage } from '../../i18n/messages.js';

/** The SQL of the items query's filters (OGC 17-069r4 §7.15.3–§7.15.5; docs/product.md §20):
 *  bbox and datetime on the points' position and creation, and property filters by the names
 *  the features carry. Every value goes in as a parameter. */

/** A property that may be filtered: its name in the features, and the condition for a value
 *  (VALIDATION for a value the property cannot hold). */
export type FilterableProperty = { name: string; where: (value: string) => Expression<SqlBool> };

const eb = expressionBuilder<DB, 'points'>();

/** Points inside `b` (edges included), and lines and areas whose bounding box meets `b`
 *  (docs/product.md §20, §25.1: the box of the corners, min_lat … max_lng of
 *  points/core/point-geometry.ts); a box with minLon > maxLon spans the antimeridian. */
function insideBox(b: OgcBbox): Expression<SqlBool> {
  const wraps = b.minLon > b.maxLon;
  const lat = [eb('points.latitude', '>=', b.minLat), eb('points.latitude', '<=', b.maxLat)];
  const lon = !wraps
    ? eb.and([eb('points.longitude', '>=', b.minLon), eb('points.longitude', '<=', b.maxLon)])
    : eb.or([eb('points.longitude', '>=', b.minLon), eb('points.longitude', '<=', b.maxLon)]);
  const point = eb.and([eb('points.geometry', 'is', null), ...lat, lon]);
  // Two boxes meet when each begins before the other ends, in both directions.
  const shapeLat = [eb('points.max_lat', '>=', b.minLat), eb('points.min_lat', '<=', b.maxLat)];
  const shapeLon = !wraps
    ? eb.and([eb('points.max_lng', '>=', b.minLon), eb('points.min_lng', '<=', b.maxLon)])
    : eb.or([eb('points.max_lng', '>=', b.minLon), eb('points.min_lng', '<=', b.maxLon)]);
  const shape = eb.and([eb('points.geometry', 'is not', null), ...shapeLat, shapeLon]);
  return eb.or([point, shape]);
}

/** Points created within `t` (ISO 8601 UTC text, as stored; both ends included). */
function createdWithin(t: OgcDatetime): Expression<SqlBool> {
  return eb.and([
    ...(t.from !== undefined ? [eb('points.created_at', '>=', t.from)] : []),
    ...(t.to !== undefined ? [eb('points.created_at', '<=', t.to)] : []),
  ]);
}

const refuse = (name: string, message: ServerMessage): never => { throw invalidField(`querystring.${name}`, message); };

/** The condition of a question's answer being `value`, by its type: equal text (text, long text,
 *  single choice), equal number (number, percent), true/false (yes/no), or one of the chosen
 *  options (multiple choice). Images and places are not filtered. */
function answerEquals(d: Dialect, property: string, variable: Pick<Variable, 'Name' | 'DataType'>): (value: string) => Expression<SqlBool> {
  const answer = answerOfRowSql(d, variable.Name);
  switch (variable.DataType) {
    case 'number': case 'percent':
      return (value) => {
        const n = value.trim() === '' ? NaN : Number(value);
        return Number.isFinite(n) ? eb(answer.number, '=', n) : refuse(property, say('ogcNotANumber', { property }));
      };
    case 'boolean':
      return (value) => (value === 'true' || value === 'false' ? eb(answer.bool, '=', value === 'true' ? 1 : 0) : refuse(property, say('ogcNotABoolean', { property })));
    case 'multiple':
      return (value) => answer.holdsAny([value]);
    case 'image': case 'geolocation':
      return () => refuse(property, say('ogcNotFilterable', { property }));
    default:
      return (value) => eb(answer.text, '=', value);
  }
}

/** The filterable properties of a layer: `category` (the key), `Status` (the key) and the answer
 *  of each question under its property name (`propertyName`, points-geojson.presenter.ts). */
export function filterableProperties(d: Dialect, variables: readonly Variable[], propertyName: (name: string) => string): Map<string, FilterableProperty['where']> {
  const props = new Map<string, FilterableProperty['where']>([
    [CATEGORY_ATTRIBUTE, (value) => eb(answerOfRowSql(d, CATEGORY_ATTRIBUTE).text, '=', value)],
    ['Status', (value) => eb('points.status', '=', value)],
  ]);
  for (const v of variables) props.set(propertyName(v.Name), answerEquals(d, propertyName(v.Name), v));
  return props;
}

/** The condition of the items query: bbox, datetime and each property filter of `properties`
 *  (name → value). VALIDATION (400, one error per parameter) for a name that is no filterable
 *  property of the layer (OGC 17-069r4 /req/core/query-param-unknown) or a value it cannot hold. */
export function itemsFilter(query: { bbox?: OgcBbox; datetime?: OgcDatetime; properties: Record<string, string> }, filterable: Map<string, FilterableProperty['where']>): Expression<SqlBool> | undefined {
  const unknown: FieldError[] = Object.keys(query.properties).filter((name) => !filterable.has(name))
    .map((name) => (fieldError(`querystring.${name}`, OGC_UNKNOWN_PARAMETER)));
  if (unknown.length > 0) throw validation(say('ogcUnknownParameters'), unknown);
  const parts = [
    ...(query.bbox ? [insideBox(query.bbox)] : []),
    ...(query.datetime ? [createdWithin(query.datetime)] : []),
    ...Object.entries(query.properties).map(([name, value]) => filterable.get(name)!(value)),
  ];
  return parts.length > 0 ? eb.and(parts) : undefined;
}
