import { SaxesParser } from 'saxes';
import { AppError, validation } from '../../../lib/app-error.js';
import { type Coordinates, shapeOf } from './shape.js';
import { FieldList, requireRowLimit, utf8Text, type RowSink, type SourceRow, type SourceSummary } from './source.js';
import { german, say } from '../../../i18n/messages.js';

/** Reads the Placemarks of a KML file (OGC 07-147r2) as rows: `name` and `description` and each
 *  `ExtendedData/Data` (its `value`) or `SchemaData/SimpleData` are its values by name, the
 *  `Point/coordinates` (`longitude,latitude[,altitude]`) its position, or its LineString or
 *  Polygon (outer ring) its line or area (rowOf). A Placemark with another geometry is refused
 *  with its type. The rows go to `sink` once the file is read (a placemark
 *  may name fields no earlier one had). Read as a stream of events (saxes), so the file is never
 *  held as a tree; entities other than XML's five are an error, so nothing is fetched or
 *  expanded. Throws 400 for text that is no well-formed XML (the line named) or no KML. */
export function readKml(bytes: Buffer, sink: RowSink): SourceSummary {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const fields = new FieldList();
  const rows: SourceRow[] = [];
  let root = '';
  let placemark: Placemark | undefined;
  let dataName: string | undefined;
  const path: string[] = [];
  let text = '';

  parser.on('opentag', (tag) => {
    const name = localName(tag.name);
    if (path.length === 0) root = name;
    path.push(name);
    text = '';
    if (name === 'Placemark') placemark = { values: [], geometries: [], parts: [], inner: 0 };
    else if (placemark && (name === 'Data' || name === 'SimpleData')) dataName = String(tag.attributes.name ?? '');
    else if (placemark && GEOMETRIES.has(name)) {
      if (!path.slice(0, -1).some((p) => GEOMETRIES.has(p))) placemark.geometries.push(name);
      if (name === 'Point' || name === 'LineString' || name === 'Polygon') placemark.parts.push({ type: name, coordinates: '' });
      else if (name !== 'MultiGeometry' && name !== 'LinearRing') placemark.parts.push({ type: name, coordinates: '' });
    } else if (placemark && name === 'innerBoundaryIs') placemark.inner += 1;
  });
  parser.on('text', (t) => { text += t; });
  parser.on('cdata', (t) => { text += t; });
  parser.on('closetag', (tag) => {
    const name = localName(tag.name);
    path.pop();
    if (!placemark) return;
    const parent = path[path.length - 1];
    if ((name === 'name' || name === 'description') && parent === 'Placemark') placemark.values[fields.indexOf(name)] = text.trim();
    else if (name === 'value' && parent === 'Data' && dataName) placemark.values[fields.indexOf(dataName)] = text;
    else if (name === 'SimpleData' && dataName) placemark.values[fields.indexOf(dataName)] = text;
    else if (name === 'coordinates' && (parent === 'Point' || parent === 'LineString')) setCoordinates(placemark, parent, text);
    else if (name === 'coordinates' && parent === 'LinearRing' && path.at(-2) === 'outerBoundaryIs') setCoordinates(placemark, 'Polygon', text);
    else if (name === 'Placemark') {
      rows.push(rowOf(rows.length + 1, placemark));
      requireRowLimit(rows.length);
      placemark = undefined;
    }
    text = '';
  });
  try {
    parser.write(utf8Text(bytes, 'KML')).close();
  } catch (error) {
    if (!(error instanceof AppError)) throw validation(say('kmlInvalid', { line: parser.line }));
    throw error;
  }
  if (root !== 'kml') throw validation(say('notKml'));
  // A Placemark names its fields as it goes: the rows are handed on once all are known.
  const take = sink(fields.names);
  for (const row of rows) take(row);
  return { format: 'kml', fields: fields.names, rows: rows.length };
}

/** KML's geometry elements (OGC 07-147r2 §10; Track and MultiTrack from Google's gx extension). */
const GEOMETRIES = new Set(['Point', 'LineString', 'LinearRing', 'Polygon', 'MultiGeometry', 'Model', 'Track', 'MultiTrack']);

/** An element's name without its namespace prefix. */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** What a Placemark holds: its values, its top-level geometry elements, each Point, LineString and
 *  Polygon (with its outer ring's coordinates) however deeply nested in a MultiGeometry, and the
 *  count of inner rings (holes). */
type Placemark = { values: unknown[]; geometries: string[]; parts: { type: string; coordinates: string }[]; inner: number };

/** Gives the last part of `type` its coordinates' text. */
function setCoordinates(placemark: Placemark, type: string, text: string) {
  const part = placemark.parts.at(-1);
  if (part?.type === type) part.coordinates = text;
}

/** A KML coordinates text (`lon,lat[,alt]` tuples separated by white space) as positions. */
const positionsOf = (text: string): number[][] =>
  text.trim().split(/\s+/).filter((t) => t !== '').map((t) => t.split(',').map((n) => (n.trim() === '' ? NaN : Number(n))));

/** The row of a Placemark: its one Point, LineString or Polygon (import/shape.ts); refused when it
 *  has none, several (a MultiGeometry of several parts), holes, or another geometry. */
function rowOf(row: number, placemark: Placemark): SourceRow {
  const none = { row, latitude: NaN, longitude: NaN, altitude: 0, values: placemark.values };
  const other = placemark.parts.find((p) => p.type !== 'Point' && p.type !== 'LineString' && p.type !== 'Polygon');
  if (other) return { ...none, problems: [german(say('notAPoint', { type: other.type }))] };
  if (placemark.parts.length === 0) return { ...none, problems: [german(say('noPointGeometry'))] };
  if (placemark.parts.length > 1) return { ...none, problems: [german(say('importParts', { type: placemark.geometries[0] ?? 'MultiGeometry', parts: placemark.parts.length }))] };
  if (placemark.inner > 0) return { ...none, problems: [german(say('importHoles'))] };
  const part = placemark.parts[0]!;
  const positions = positionsOf(part.coordinates);
  const coordinates: Coordinates = part.type === 'Point' ? (positions[0] ?? []) : part.type === 'LineString' ? positions : [positions];
  // A point's height is kept (0 when none); shapeOf reads [longitude, latitude, altitude].
  const shape = shapeOf({ type: part.type, coordinates });
  return { ...none, ...shape, altitude: part.type === 'Point' && Number.isFinite(shape.altitude) ? shape.altitude : 0 };
}
