import { xmlAttribute, xmlText } from '../../../lib/xml.js';
import { geoJsonGeometryOf } from './entry-geometry.js';
import type { ExportSource } from './points-export.source.js';
import { entryTitle, gisTable, type GisValue } from './points-gis-table.presenter.js';

/** The KML export of a layer's entries (docs/product.md §18.4): a KML 2.2 document (OGC 07-147r2)
 *  written as text chunks, one per page of entries, sent as a stream like the GeoJSON. */

/** `n` as KML writes a coordinate: a plain decimal (never an exponent such as 1e-7), otherwise
 *  JavaScript's shortest form that reads back as the same number. */
export const coordinate = (n: number) => (n !== 0 && Math.abs(n) < 1e-6 ? n.toFixed(15).replace(/0+$/, '') : String(n));

/** An entry's geometry as KML (OGC 07-147r2 §10.4, §10.7, §10.8): a Point with `altitude` when
 *  given, a LineString, or a Polygon whose outerBoundaryIs is the area's ring. */
export function kmlGeometry(geometry: ReturnType<typeof geoJsonGeometryOf>, altitude?: number): string {
  if (geometry.type === 'Point') {
    return `<Point><coordinates>${[...geometry.coordinates, ...(altitude === undefined ? [] : [altitude])].map(coordinate).join(',')}</coordinates></Point>`;
  }
  const list = (positions: readonly (readonly number[])[]) => positions.map((p) => `${coordinate(p[0]!)},${coordinate(p[1]!)}`).join(' ');
  return geometry.type === 'LineString'
    ? `<LineString><coordinates>${list(geometry.coordinates)}</coordinates></LineString>`
    : `<Polygon><outerBoundaryIs><LinearRing><coordinates>${list(geometry.coordinates[0])}</coordinates></LinearRing></outerBoundaryIs></Polygon>`;
}

/** The KML export as text chunks: a Document named after the layer, one Placemark per entry
 *  (oldest first) with its title (points-gis-table.presenter.ts entryTitle) as `name`, its
 *  LineString or Polygon (kmlGeometry) for a line or an area, else the Point
 *  `longitude,latitude` to 7 decimals (WGS 84) and, when an entry has a height, `,altitude` (in
 *  metres as stored, 0 when none was given)
 *  and ExtendedData with one `Data name="…"` per column of the GeoJSON's properties, in the same
 *  order and with the same values as the GeoPackage (arrays and places as JSON text, booleans
 *  'true'/'false', times ISO 8601 in UTC); a value that is missing is an empty `value`. Every text
 *  is XML-escaped (lib/xml.ts). */
export async function* pointsKmlChunks(source: ExportSource, layerName: string): AsyncGenerator<string> {
  const table = await gisTable(source);
  const titleOf = entryTitle(source);
  const names = table.columns.map((c) => xmlAttribute(c.name));
  const text = (cell: GisValue, i: number) =>
    (cell === null ? '' : table.columns[i]!.type === 'BOOLEAN' ? String(cell === 1) : xmlText(String(cell)));
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2">\n<Document>\n'
    + `<name>${xmlText(layerName)}</name>\n`;
  for await (const points of source.points()) {
    let chunk = '';
    for (const point of points) {
      const cells = table.cells(point);
      const geometry = geoJsonGeometryOf(point, true);
      chunk += `<Placemark id="${xmlAttribute(`p-${point.id}`)}">\n<name>${xmlText(titleOf(point))}</name>\n<ExtendedData>\n`
        + cells.map((cell, i) => `<Data name="${names[i]}"><value>${text(cell, i)}</value></Data>\n`).join('')
        + `</ExtendedData>\n${kmlGeometry(geometry, table.heights ? point.altitude : undefined)}\n</Placemark>\n`;
    }
    yield chunk;
  }
  yield '</Document>\n</kml>\n';
}
