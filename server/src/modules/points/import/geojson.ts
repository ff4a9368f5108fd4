import secureJson from 'secure-json-parse';
import { validation } from '../../../lib/app-error.js';
import { type Coordinates, shapeOf } from './shape.js';
import { FieldList, requireRowLimit, utf8Text, type RowSink, type SourceSummary } from './source.js';
import { german, say, type ServerMessage } from '../../../i18n/messages.js';

/** Reads a GeoJSON file (RFC 7946): a FeatureCollection or one Feature. Each feature is a row,
 *  its properties its values, handed to `sink`; a feature whose geometry is no Point, LineString
 *  or Polygon (or a Multi… of one part) is refused with the type it has. Throws 400 for text that is no JSON or no GeoJSON. */
export function readGeoJson(bytes: Buffer, sink: RowSink): SourceSummary {
  const text = utf8Text(bytes, 'GeoJSON');
  let doc: unknown;
  try {
    // Keys such as __proto__ are refused rather than set (as on every JSON body, plugins/input-guard.ts).
    doc = secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch (error) {
    throw validation(jsonProblem(error instanceof Error ? error.message : ''));
  }
  const features = featuresOf(doc);
  requireRowLimit(features.length);
  // The fields first (every feature's properties), so that the sink knows them before the rows.
  const fields = new FieldList();
  for (const feature of features) if (isObject(feature) && isObject(feature.properties)) for (const name of Object.keys(feature.properties)) fields.indexOf(name);
  const take = sink(fields.names);
  features.forEach((feature, i) => {
    const values: unknown[] = [];
    const properties = isObject(feature) && isObject(feature.properties) ? feature.properties : {};
    for (const [name, value] of Object.entries(properties)) values[fields.indexOf(name)] = value;
    take({ row: i + 1, values, ...pointOf(isObject(feature) ? feature : {}) });
  });
  return { format: 'geojson', fields: fields.names, rows: features.length };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function featuresOf(doc: unknown): unknown[] {
  if (isObject(doc) && doc.type === 'FeatureCollection' && Array.isArray(doc.features)) return doc.features;
  if (isObject(doc) && doc.type === 'Feature') return [doc];
  throw validation(say('notAFeatureCollection'));
}

/** The geometry of a feature (RFC 7946 §3.1): a Point [longitude, latitude, altitude?], a line
 *  or an area (import/shape.ts). */
function pointOf(feature: Record<string, unknown>) {
  const none = { latitude: NaN, longitude: NaN, altitude: 0 };
  if (feature.type !== 'Feature') return { ...none, problems: [german(say('notAFeature'))] };
  const geometry = feature.geometry;
  if (!isObject(geometry)) return { ...none, problems: [german(say('noGeometry'))] };
  const coordinates = geometry.coordinates;
  if (!Array.isArray(coordinates)) return { ...none, problems: [german(say(geometry.type === 'GeometryCollection' ? 'notAPoint' : 'brokenGeometry', { type: 'GeometryCollection' }))] };
  return shapeOf({ type: String(geometry.type), coordinates: coordinates as Coordinates });
}

/** The German text for JSON.parse's and secure-json-parse's (English) error `message`, with the
 *  place of the error where the parser names it. */
function jsonProblem(message: string): ServerMessage {
  if (/prototype|constructor/i.test(message)) return say('geojsonForbiddenKey');
  const at = /position (\d+)/.exec(message)?.[1];
  return at ? say('geojsonInvalidAt', { at: Number(at) + 1 }) : say('geojsonInvalid');
}
