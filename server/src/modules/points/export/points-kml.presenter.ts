import { xmlAttribute, xmlText } from '../../../lib/xml.js';
import { roundCoordinate } from '../query/answer-columns.js';
import type { ExportSource } from './points-export.source.js';
import { entryTitle, gisTable, type GisValue } from './points-gis-table.presenter.js';

/** The KML export of a layer's entries (docs/product.md §18.4): a KML 2.2 document (OGC 07-147r2)
 *  written as text chunks, one per page of entries, sent as a stream like the GeoJSON. */

/** `n` as KML writes a coordinate: a plain decimal (never an exponent such as 1e-7), otherwise
 *  JavaScript's shortest form that reads back as the same number. */
export const coordinate = (n: number) => (n !== 0 && Math.abs(n) < 1e-6 ? n.toFixed(15).replace(/0+$/, '') : String(n));

/** The KML export as text chunks: a Document named after the layer, one Placemark per entry
 *  (oldest first) with its title (points-gis-table.presenter.ts entryTitle) as `name`, the Point
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
      const coordinates = [roundCoordinate(point.longitude), roundCoordinate(point.latitude), ...(table.heights ? [point.altitude] : [])].map(coordinate).join(',');
      chunk += `<Placemark id="${xmlAttribute(`p-${point.id}`)}">\n<name>${xmlText(titleOf(point))}</name>\n<ExtendedData>\n`
        + cells.map((cell, i) => `<Data name="${names[i]}"><value>${text(cell, i)}</value></Data>\n`).join('')
        + `</ExtendedData>\n<Point><coordinates>${coordinates}</coordinates></Point>\n</Placemark>\n`;
    }
    yield chunk;
  }
  yield '</Document>\n</kml>\n';
}
