import { open } from 'node:fs/promises';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PointsExportFormat } from '@mitmachkarte/contract';
import { pointsGermanCsvStream } from './points-csv-de.presenter.js';
import { pointsCsvStream } from './points-csv.presenter.js';
import type { ExportSource } from './points-export.source.js';
import { pointsGeoJsonChunks } from './points-geojson.presenter.js';
import { writePointsGeoPackage } from './points-gpkg.presenter.js';
import { pointsKmlChunks } from './points-kml.presenter.js';
import { pointsXlsxStream } from './points-xlsx.presenter.js';

/** How a caller follows the writing of an export: `onWritten` hears how many bytes are on disk
 *  (at most every REPORT_EVERY bytes, and at the end); `signal` stops the writing (the client left). */
export type ExportWriting = { onWritten?: (bytes: number) => void; signal?: AbortSignal };

/** Bytes between two reports of onWritten. */
const REPORT_EVERY = 64 * 1024;

/** A stream writing into the new file `file` ('wx': never an existing one), telling `onWritten`
 *  how many bytes are on disk; the file is closed when the stream ends or is destroyed. */
async function reportingFileStream(file: string, onWritten: ((bytes: number) => void) | undefined): Promise<Writable> {
  const handle = await open(file, 'wx');
  let written = 0;
  let reported = 0;
  const write = async (chunks: Buffer[]) => {
    const { bytesWritten } = await handle.writev(chunks);
    written += bytesWritten;
    if (written - reported >= REPORT_EVERY) {
      reported = written;
      onWritten?.(written);
    }
  };
  return new Writable({
    highWaterMark: 256 * 1024,
    write(chunk: Buffer, _encoding, done) {
      write([chunk]).then(() => done(), done);
    },
    writev(chunks, done) {
      write(chunks.map((c) => c.chunk as Buffer)).then(() => done(), done);
    },
    final(done) {
      handle.close().then(() => {
        onWritten?.(written);
        done();
      }, done);
    },
    destroy(error, done) {
      handle.close().catch(() => undefined).finally(() => done(error));
    },
  });
}

/** Writes the export of `source` in `format` (docs/product.md §18.4) into the new file `file`:
 *  the streamed formats through a file stream, the GeoPackage with better-sqlite3
 *  (points-gpkg.presenter.ts). Runs in a background thread (points-export.worker.ts); a failure
 *  or `writing.signal` rejects, leaving a partial file the caller removes. */
export async function writeExportFile(source: ExportSource, layerName: string, format: PointsExportFormat, file: string, writing: ExportWriting = {}): Promise<void> {
  if (format === 'gpkg') return writePointsGeoPackage(source, layerName, file);
  const content = format === 'csv' ? pointsCsvStream(source)
    : format === 'csv-de' ? pointsGermanCsvStream(source)
      : format === 'xlsx' ? pointsXlsxStream(source)
        : Readable.from(format === 'geojson' ? pointsGeoJsonChunks(source) : pointsKmlChunks(source, layerName));
  const out = await reportingFileStream(file, writing.onWritten);
  if (writing.signal) await pipeline(content, out, { signal: writing.signal });
  else await pipeline(content, out);
}
