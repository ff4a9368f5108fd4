import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PointsExportFormat } from '@mitmachkarte/contract';
import { pointsGermanCsvStream } from './points-csv-de.presenter.js';
import { pointsCsvStream } from './points-csv.presenter.js';
import type { ExportSource } from './points-export.source.js';
import { pointsGeoJsonChunks } from './points-geojson.presenter.js';
import { writePointsGeoPackage } from './points-gpkg.presenter.js';
import { pointsKmlChunks } from './points-kml.presenter.js';
import { pointsXlsxStream } from './points-xlsx.presenter.js';

/** Writes the export of `source` in `format` (docs/product.md §18.4) into the new file `file`:
 *  the streamed formats through a file stream, the GeoPackage with better-sqlite3
 *  (points-gpkg.presenter.ts). Runs in a background thread (points-export.worker.ts); a failure
 *  rejects, leaving a partial file the caller removes. */
export async function writeExportFile(source: ExportSource, layerName: string, format: PointsExportFormat, file: string): Promise<void> {
  if (format === 'gpkg') return writePointsGeoPackage(source, layerName, file);
  const content = format === 'csv' ? pointsCsvStream(source)
    : format === 'csv-de' ? pointsGermanCsvStream(source)
      : format === 'xlsx' ? pointsXlsxStream(source)
        : Readable.from(format === 'geojson' ? pointsGeoJsonChunks(source) : pointsKmlChunks(source, layerName));
  await pipeline(content, fs.createWriteStream(file, { flags: 'wx', highWaterMark: 256 * 1024 }));
}
