import type { Readable } from 'node:stream';
import { germanDateTime } from '../../../lib/berlin-time.js';
import { csvPagesStream, type CsvRecord } from '../../../lib/csv.js';
import type { ExportSource } from './points-export.source.js';
import { sheetOfSource } from './points-sheet.presenter.js';

/** The records of the German CSV, a page at a time: the labels of the sheet (pointsSheet) as the one header
 *  row, then one record per point with times in Berlin as 'dd.mm.yyyy hh:mm' (numbers stay
 *  numbers, written with a decimal comma by csvPagesStream). */
async function* germanCsvPages(source: ExportSource): AsyncGenerator<CsvRecord[]> {
  const sheet = await sheetOfSource(source);
  const dates = sheet.columns.map((c) => c.kind === 'date');
  yield [sheet.columns.map((c) => c.label)];
  for await (const rows of source.points()) {
    yield rows.map((row) => sheet.cells(row).map((cell, i) => (dates[i] && typeof cell === 'string' && cell !== '' ? germanDateTime(cell) : cell)));
  }
}

/** The CSV for German spreadsheet programs (docs/product.md §18.4, „CSV (Excel, deutsch)“):
 *  UTF-8 with BOM, ';' between cells, decimal commas, Berlin time, labels as headers. */
export function pointsGermanCsvStream(source: ExportSource): Readable {
  return csvPagesStream(germanCsvPages(source), { delimiter: ';', decimalComma: true });
}
