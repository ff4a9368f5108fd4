import type { Readable } from 'node:stream';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../lib/actor.js';
import type { Download } from '../../lib/download.js';
import { asciiFileName } from '../../lib/file-name.js';
import { questionnaireOf, statusesOf } from '../layers/layers.presenter.js';
import { getVisibleLayer } from '../layers/layers.service.js';
import { requireManager } from '../workspaces/workspaces.service.js';
import { pointsCsvStream, type ImageUrl } from './points-csv.presenter.js';
import { pointsGeoJsonChunks } from './points-geojson.presenter.js';
import { pagesOfLivePoints } from './points.repository.js';

/** Absolute URL of an image's normal variant under `publicUrl` (PUBLIC_URL, docs/architecture.md §4). */
const imageUrlUnder = (publicUrl: string): ImageUrl => (id) => `${publicUrl}/api/v1/gis/image/norm/${encodeURIComponent(id)}`;

/** The layer and its live points (public or not) in pages, for a manager of its workspace:
 *  NOT_FOUND for invisible layers, UNAUTHENTICATED/FORBIDDEN for non-managers (docs/architecture.md §6). */
async function getExport(db: Db, actor: Actor, layerId: string) {
  const { layer, access } = await getVisibleLayer(db, actor, layerId);
  requireManager(actor, access);
  return { layer, questionnaire: questionnaireOf(layer), statuses: statusesOf(layer), pages: pagesOfLivePoints(db, layerId) };
}

/** GET /gis/csv/points/{layerId}: the CSV export (points-csv.presenter.ts). */
export async function exportPointsCsv(db: Db, actor: Actor, layerId: string, publicUrl: string): Promise<Download<Readable>> {
  const { layer, questionnaire, statuses, pages } = await getExport(db, actor, layerId);
  return { fileName: asciiFileName(layer.name, 'csv', 'layer'), content: pointsCsvStream(pages, questionnaire, statuses, imageUrlUnder(publicUrl)) };
}

/** GET /gis/geojson/points/{layerId}: the GeoJSON export (points-geojson.presenter.ts). */
export async function exportPointsGeoJson(db: Db, actor: Actor, layerId: string, publicUrl: string): Promise<Download<AsyncIterable<string>>> {
  const { layer, questionnaire, statuses, pages } = await getExport(db, actor, layerId);
  return { fileName: asciiFileName(layer.name, 'geojson', 'layer'), content: pointsGeoJsonChunks(pages, questionnaire, statuses, imageUrlUnder(publicUrl)) };
}
