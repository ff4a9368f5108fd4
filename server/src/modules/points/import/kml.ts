import { SaxesParser } from 'saxes';
import { AppError, validation } from '../../../lib/app-error.js';
import { FieldList, positionProblems, requireRowLimit, utf8Text, type RowSink, type SourceRow, type SourceSummary } from './source.js';
import { german, say } from '../../../i18n/messages.js';

/** Reads the Placemarks of a KML file (OGC 07-147r2) as rows: `name` and `description` and each
 *  `ExtendedData/Data` (its `value`) or `SchemaData/SimpleData` are its values by name, the
 *  `Point/coordinates` (`longitude,latitude[,altitude]`) its position. A Placemark with another
 *  geometry is refused with its type. The rows go to `sink` once the file is read (a placemark
 *  may name fields no earlier one had). Read as a stream of events (saxes), so the file is never
 *  held as a tree; entities other than XML's five are an error, so nothing is fetched or
 *  expanded. Throws 400 for text that is no well-formed XML (the line named) or no KML. */
export function readKml(bytes: Buffer, sink: RowSink): SourceSummary {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const fields = new FieldList();
  const rows: SourceRow[] = [];
  let root = '';
  let placemark: { values: unknown[]; geometries: string[]; coordinates?: string } | undefined;
  let dataName: string | undefined;
  const path: string[] = [];
  let text = '';

  parser.on('opentag', (tag) => {
    const name = localName(tag.name);
    if (path.length === 0) root = name;
    path.push(name);
    text = '';
    if (name === 'Placemark') placemark = { values: [], geometries: [] };
    else if (placemark && (name === 'Data' || name === 'SimpleData')) dataName = String(tag.attributes.name ?? '');
    else if (placemark && GEOMETRIES.has(name) && !path.slice(0, -1).some((p) => GEOMETRIES.has(p))) placemark.geometries.push(name);
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
    else if (name === 'coordinates' && parent === 'Point') placemark.coordinates = text;
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

function rowOf(row: number, placemark: { values: unknown[]; geometries: string[]; coordinates?: string }): SourceRow {
  const none = { row, latitude: NaN, longitude: NaN, altitude: 0, values: placemark.values };
  const other = placemark.geometries.find((g) => g !== 'Point');
  if (other) return { ...none, problems: [german(say('notAPoint', { type: other }))] };
  if (placemark.geometries.length !== 1 || placemark.coordinates === undefined) return { ...none, problems: [german(say('noPointGeometry'))] };
  const [longitude, latitude, altitude] = placemark.coordinates.trim().split(',').map((n) => (n.trim() === '' ? NaN : Number(n)));
  return { ...none, latitude: latitude ?? NaN, longitude: longitude ?? NaN, altitude: Number.isFinite(altitude) ? altitude! : 0,
    problems: positionProblems(latitude ?? NaN, longitude ?? NaN) };
}
