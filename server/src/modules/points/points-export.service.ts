import path from 'node:path';
import type { Readable } from 'node:stream';
import type { PointsCsvQuery } from '@mitmachkarte/contract';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../lib/actor.js';
import { berlinDay } from '../../lib/berlin-time.js';
import type { Download } from '../../lib/download.js';
import { asciiFileName, unicodeFileName } from '../../lib/file-name.js';
import { streamThenRemove, tempFolder } from '../../lib/temp-file.js';
import { listCommentsForExport } from '../comments/comments.service.js';
import { questionnaireOf, statusesOf } from '../layers/layers.presenter.js';
import { getVisibleLayer } from '../layers/layers.service.js';
import { requireManager } from '../workspaces/workspaces.service.js';
import { pointsGermanCsvStream } from './points-csv-de.presenter.js';
import { imageUrlUnder, pointsCsvStream } from './points-csv.presenter.js';
import type { ExportSource } from './points-export.source.js';
import { pointsGeoJsonChunks } from './points-geojson.presenter.js';
import { writePointsGeoPackage } from './points-gpkg.presenter.js';
import { pointsKmlChunks } from './points-kml.presenter.js';
import { pointsXlsxStream } from './points-xlsx.presenter.js';
import { countsOfPoints, pagesOfLivePointIds, pagesOfLivePoints, type PointPages } from './points.repository.js';


const NO_COUNTS = Object.freeze({ up: 0, down: 0, comments: 0 });

/** The points of `pages` with their vote and comment counts, one query pair per page. */
const withCounts = (db: Db, pages: PointPages): ExportSource['points'] => async function* () {
  for await (const rows of pages()) {
    const counts = await countsOfPoints(db, rows.map((r) => r.id));
    yield rows.map((row) => ({ ...row, counts: counts.get(row.id) ?? NO_COUNTS }));
  }
};

/** The published comments of the points of `pages`, one query per page. */
const commentsOf = (db: Db, pages: ReturnType<typeof pagesOfLivePointIds>): ExportSource['comments'] => async function* () {
  for await (const rows of pages()) {
    const comments = await listCommentsForExport(db, rows.map((r) => r.id));
    if (comments.length > 0) yield comments;
  }
};

/** The layer and what its exports read, for a manager of its workspace: NOT_FOUND for invisible
 *  layers, UNAUTHENTICATED/FORBIDDEN for non-managers (docs/architecture.md §6). The points are
 *  the layer's live ones, public or not, that the moderation let through (points.policy.ts
 *  exportedPointsWhere), read in pages. */
async function getExport(db: Db, actor: Actor, layerId: string, publicUrl: string) {
  const { layer, access } = await getVisibleLayer(db, actor, layerId);
  requireManager(actor, access);
  const rows = pagesOfLivePoints(db, layerId);
  const source: ExportSource = {
    schema: questionnaireOf(layer), statuses: statusesOf(layer), imageUrl: imageUrlUnder(publicUrl),
    rows, points: withCounts(db, rows), comments: commentsOf(db, pagesOfLivePointIds(db, layerId)),
  };
  return { layer, source };
}

/** The file name people see for a German export: „Einträge {layer} {yyyy-mm-dd}“ (the day in Berlin). */
const germanName = (layerName: string, extension: string) => unicodeFileName(`Einträge ${layerName} ${berlinDay(Date.now())}`, extension);
/** Its ASCII form for the plain `filename`. */
const germanAsciiName = (layerName: string, extension: string) => asciiFileName(`Eintraege ${layerName} ${berlinDay(Date.now())}`, extension);

/** GET /gis/csv/points/{layerId}: the international CSV (points-csv.presenter.ts), or with
 *  `format=de` the German one (points-csv-de.presenter.ts, docs/product.md §18.4). */
export async function exportPointsCsv(db: Db, actor: Actor, layerId: string, query: PointsCsvQuery, publicUrl: string): Promise<Download<Readable>> {
  const { layer, source } = await getExport(db, actor, layerId, publicUrl);
  if (query.format === 'de') {
    return { fileName: germanAsciiName(layer.name, 'csv'), unicodeFileName: germanName(layer.name, 'csv'), content: pointsGermanCsvStream(source) };
  }
  return { fileName: asciiFileName(layer.name, 'csv', 'layer'), content: pointsCsvStream(source) };
}

/** GET /gis/xlsx/points/{layerId}: the XLSX export (points-xlsx.presenter.ts, docs/product.md §18.4). */
export async function exportPointsXlsx(db: Db, actor: Actor, layerId: string, publicUrl: string): Promise<Download<Readable>> {
  const { layer, source } = await getExport(db, actor, layerId, publicUrl);
  return { fileName: germanAsciiName(layer.name, 'xlsx'), unicodeFileName: germanName(layer.name, 'xlsx'), content: pointsXlsxStream(source) };
}

/** GET /gis/geojson/points/{layerId}: the GeoJSON export (points-geojson.presenter.ts). */
export async function exportPointsGeoJson(db: Db, actor: Actor, layerId: string, publicUrl: string): Promise<Download<AsyncIterable<string>>> {
  const { layer, source } = await getExport(db, actor, layerId, publicUrl);
  return { fileName: asciiFileName(layer.name, 'geojson', 'layer'), content: pointsGeoJsonChunks(source) };
}

/** GET /gis/gpkg/points/{layerId}: the GeoPackage export (points-gpkg.presenter.ts,
 *  docs/decisions/0015), written into a file of its own in a new temporary folder; the content is
 *  that file as a stream, and the folder is deleted once the stream closes (sent, failed, or the
 *  client went away), or at once when writing fails. */
export async function exportPointsGeoPackage(db: Db, actor: Actor, layerId: string, publicUrl: string): Promise<Download<Readable>> {
  const { layer, source } = await getExport(db, actor, layerId, publicUrl);
  const temp = await tempFolder('gpkg');
  const file = path.join(temp.dir, 'export.gpkg');
  try {
    await writePointsGeoPackage(source, layer.name, file);
  } catch (error) {
    await temp.remove();
    throw error;
  }
  return { fileName: germanAsciiName(layer.name, 'gpkg'), unicodeFileName: germanName(layer.name, 'gpkg'), content: streamThenRemove(file, temp.remove) };
}

/** GET /gis/kml/points/{layerId}: the KML export (points-kml.presenter.ts), streamed. */
export async function exportPointsKml(db: Db, actor: Actor, layerId: string, publicUrl: string): Promise<Download<AsyncIterable<string>>> {
  const { layer, source } = await getExport(db, actor, layerId, publicUrl);
  return { fileName: germanAsciiName(layer.name, 'kml'), unicodeFileName: germanName(layer.name, 'kml'), content: pointsKmlChunks(source, layer.name) };
}
