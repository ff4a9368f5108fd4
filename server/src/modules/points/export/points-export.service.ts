import path from 'node:path';
import type { Readable } from 'node:stream';
import { MessageChannel } from 'node:worker_threads';
import { type Language, type PointsCsvQuery, type PointsExportFormat, type PointsExportQuery, SOURCE_LANGUAGE } from '@mitmachkarte/contract';
import { type Actor, ANONYMOUS } from '../../../access/actor.js';
import { isOpenDataLayer } from '../../../access/layer.rules.js';
import { requireManager } from '../../../access/gate.js';
import { getVisibleLayer } from '../../../access/visible.js';
import { openingOf, type Db } from '../../../db/database.js';
import type { LayerRow } from '../../../db/schema.js';
import { runInBackground, workerModule } from '../../../lib/background-threads.js';
import { notFound } from '../../../lib/app-error.js';
import { berlinDay } from '../../../lib/berlin-time.js';
import { say } from '../../../i18n/messages.js';
import type { Download } from '../../../lib/download.js';
import { FileGrowth, streamGrowingFile } from '../../../lib/growing-file.js';
import { asciiFileName, unicodeFileName } from '../../../lib/file-name.js';
import { streamThenRemove, tempFolder } from '../../../lib/temp-file.js';
import { resolveEvaluationFilter, type ReviewWhere } from '../query/query-filter.js';
import { reviewLayerOf } from '../query/query-layer.js';
import { EXPORT_ABORT, type ExportResult, type ExportTask } from './points-export.worker.js';

/** The exports of a layer's entries (docs/product.md §18.4). Each is written by a background
 *  thread (points-export.worker.ts, docs/decisions/0022) into a file of its own in a new
 *  temporary folder, so that an export of a million entries never holds the main thread. The
 *  download sends that file while it grows (lib/growing-file.ts, docs/decisions/0029): the
 *  client gets the first bytes once the first page is written, the thread never waits for the
 *  client, and when the client leaves the thread is told to stop. The GeoPackage, an SQLite file
 *  complete only once closed, is sent when it is written. The folder is deleted once the download
 *  closes (sent, failed, or the client went away) and the thread has stopped, or at once when
 *  writing fails before the first byte. */

const EXPORT_WORKER = workerModule(import.meta.url, 'points-export.worker');

/** The media type of each export format; GeoPackage (OGC 12-128r18) and KML (OGC 07-147r2) as
 *  registered with IANA. */
export const EXPORT_MEDIA_TYPES: Readonly<Record<PointsExportFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  'csv-de': 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  geojson: 'application/geo+json',
  gpkg: 'application/geopackage+sqlite3',
  kml: 'application/vnd.google-earth.kml+xml',
};

/** The layer for a manager of its workspace: NOT_FOUND for invisible layers,
 *  UNAUTHENTICATED/FORBIDDEN for non-managers (docs/architecture.md §6). */
export async function getExportableLayer(db: Db, actor: Actor, layerId: string): Promise<LayerRow> {
  const { layer, access } = await getVisibleLayer(db, actor, layerId);
  requireManager(actor, access);
  return layer;
}

/** The file names of an export of `layerName` in `format`: ASCII for `filename`, and for the
 *  German-named ones „Einträge {layer} {yyyy-mm-dd}“ (the day in Berlin) for `filename*`. */
export function exportFileNames(layerName: string, format: PointsExportFormat): { fileName: string; unicodeFileName?: string } {
  const day = berlinDay(Date.now());
  const extension = format === 'csv-de' ? 'csv' : format;
  if (format === 'csv' || format === 'geojson') return { fileName: asciiFileName(layerName, extension, 'layer') };
  return { fileName: asciiFileName(`Eintraege ${layerName} ${day}`, extension), unicodeFileName: unicodeFileName(`Einträge ${layerName} ${day}`, extension) };
}

/** Writes the export of `layer` in `format` into `file` on a background thread; with `jobId` the
 *  thread reports its progress into that job; `where`: the points (default every point the
 *  moderation let through, as an export job carries them); `language`: of the headers for people
 *  (docs/product.md §23.4; German when left out). No rights check: the caller made it.
 *  Throws RATE_LIMITED when too many exports wait for a thread. */
export function writeExportInBackground(
  db: Db, layer: LayerRow, format: PointsExportFormat, publicUrl: string, file: string, jobId?: string, where?: ReviewWhere, language?: Language,
): Promise<ExportResult> {
  const task: ExportTask = {
    opening: openingOf(db), layer, format, publicUrl, file, ...(jobId ? { jobId } : {}), ...(where ? { where } : {}), ...(language ? { language } : {}),
  };
  return runInBackground<ExportTask, ExportResult>(EXPORT_WORKER, task);
}

/** Starts writing the export of `layer`'s points under `where` in `format` into `file` on a
 *  background thread and answers the file as a stream while it grows, once its first bytes are on
 *  disk (a failure before them rejects). When the stream closes before the thread is done, the
 *  thread is told to stop; `cleanUp` runs once both the stream is closed and the thread has
 *  stopped. */
async function streamExportInBackground(
  db: Db, layer: LayerRow, where: ReviewWhere, format: PointsExportFormat, publicUrl: string, language: Language, file: string, cleanUp: () => Promise<void>,
): Promise<Readable> {
  const { port1, port2 } = new MessageChannel();
  const growth = new FileGrowth();
  port1.on('message', (bytes: number) => growth.grow(bytes));
  const task: ExportTask = { opening: openingOf(db), layer, where, format, publicUrl, language, file, port: port2 };
  let settled = false;
  const written = runInBackground<ExportTask, ExportResult>(EXPORT_WORKER, task, [port2])
    .then((result) => growth.end(result.bytes), (error: unknown) => growth.fail(error instanceof Error ? error : new Error(String(error))))
    .finally(() => {
      settled = true;
      port1.close();
    });
  while (growth.written === 0 && !growth.ended && !growth.error) await growth.changed();
  if (growth.error && growth.written === 0) {
    await written;
    await cleanUp();
    throw growth.error;
  }
  return streamGrowingFile(file, growth, () => {
    if (!settled) port1.postMessage(EXPORT_ABORT);
    void written.then(cleanUp);
  });
}

/** The export of the layer `layerId` in `format` for a manager (getExportableLayer): the entries
 *  that the evaluation's `filter` lets through, as the review table and the charts count them
 *  (points/query/query-filter.ts resolveEvaluationFilter; without one every entry the moderation
 *  let through, docs/product.md §18.4), written on a background thread into a temporary file and
 *  streamed from there: while it is written, or for a GeoPackage once it is complete; the headers
 *  for people in `language` (the request's, docs/product.md §23.4). VALIDATION for a day that does
 *  not exist, before any thread starts. */
export async function exportPoints(
  db: Db, actor: Actor, layerId: string, format: PointsExportFormat, publicUrl: string, filter: PointsExportQuery = {}, language: Language = SOURCE_LANGUAGE,
): Promise<Download<Readable>> {
  const layer = await getExportableLayer(db, actor, layerId);
  return exportLayer(db, layer, resolveEvaluationFilter(filter, reviewLayerOf(layer)), format, publicUrl, language);
}

/** The formats of the open data downloads (docs/product.md §24.4): the files programs read. */
export type OpenDataFormat = Extract<PointsExportFormat, 'csv' | 'geojson' | 'gpkg'>;

/** GET /dcat/download/{layerId}: the open data download of a map (docs/product.md §24.4) for
 *  everyone: a public map of a public project with a licence (access/layer.rules.ts
 *  isOpenDataLayer; NOT_FOUND otherwise, as for an unknown map), with exactly the entries an
 *  anonymous visitor sees (public, let through by the moderation), in `format`. */
export async function exportOpenData(db: Db, layerId: string, format: OpenDataFormat, publicUrl: string): Promise<Download<Readable>> {
  const { layer, access } = await getVisibleLayer(db, ANONYMOUS, layerId);
  if (!isOpenDataLayer(access.workspace, layer)) throw notFound(say('notOpenData'));
  return exportLayer(db, layer, { publishedOnly: true, publicOnly: true }, format, publicUrl, SOURCE_LANGUAGE);
}

/** The points of `layer` under `where` in `format`, written on a background thread into a
 *  temporary file and streamed from there (see exportPoints). No rights check: the caller made it. */
async function exportLayer(db: Db, layer: LayerRow, where: ReviewWhere, format: PointsExportFormat, publicUrl: string, language: Language): Promise<Download<Readable>> {
  const temp = await tempFolder(format === 'gpkg' ? 'gpkg' : 'export');
  const file = path.join(temp.dir, `export.${format}`);
  if (format !== 'gpkg') return { ...exportFileNames(layer.name, format), content: await streamExportInBackground(db, layer, where, format, publicUrl, language, file, temp.remove) };
  try {
    await writeExportInBackground(db, layer, format, publicUrl, file, undefined, where, language);
  } catch (error) {
    await temp.remove();
    throw error;
  }
  return { ...exportFileNames(layer.name, format), content: streamThenRemove(file, temp.remove) };
}

/** GET /gis/csv/points/{layerId}: the international CSV (points-csv.presenter.ts), or with
 *  `format=de` the German one (points-csv-de.presenter.ts, docs/product.md §18.4), of the entries
 *  the filter lets through (exportPoints). */
export const exportPointsCsv = (db: Db, actor: Actor, layerId: string, query: PointsCsvQuery, publicUrl: string, language: Language = SOURCE_LANGUAGE) => {
  const { format, ...filter } = query;
  return exportPoints(db, actor, layerId, format === 'de' ? 'csv-de' : 'csv', publicUrl, filter, language);
};

/** GET /gis/xlsx/points/{layerId}: the XLSX export (points-xlsx.presenter.ts, docs/product.md §18.4). */
export const exportPointsXlsx = (db: Db, actor: Actor, layerId: string, publicUrl: string, filter: PointsExportQuery = {}, language: Language = SOURCE_LANGUAGE) =>
  exportPoints(db, actor, layerId, 'xlsx', publicUrl, filter, language);

/** GET /gis/geojson/points/{layerId}: the GeoJSON export (points-geojson.presenter.ts). */
export const exportPointsGeoJson = (db: Db, actor: Actor, layerId: string, publicUrl: string, filter: PointsExportQuery = {}) =>
  exportPoints(db, actor, layerId, 'geojson', publicUrl, filter);

/** GET /gis/gpkg/points/{layerId}: the GeoPackage export (points-gpkg.presenter.ts, docs/decisions/0015). */
export const exportPointsGeoPackage = (db: Db, actor: Actor, layerId: string, publicUrl: string, filter: PointsExportQuery = {}) =>
  exportPoints(db, actor, layerId, 'gpkg', publicUrl, filter);

/** GET /gis/kml/points/{layerId}: the KML export (points-kml.presenter.ts). */
export const exportPointsKml = (db: Db, actor: Actor, layerId: string, publicUrl: string, filter: PointsExportQuery = {}) =>
  exportPoints(db, actor, layerId, 'kml', publicUrl, filter);
