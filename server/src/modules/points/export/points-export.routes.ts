import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, PointsCsvQuery, PointsExportQuery } from '@mitmachkarte/contract';
import { type Download, sendDownload } from '../../../lib/download.js';
import * as service from './points-export.service.js';

const tags = ['points'];
const { xlsx: XLSX, gpkg: GPKG, kml: KML, geojson: GEOJSON, csv: CSV } = service.EXPORT_MEDIA_TYPES;

/** GET /gis/csv/points/{layerId}, /gis/xlsx/points/{layerId}, /gis/geojson/points/{layerId},
 *  /gis/gpkg/points/{layerId} and /gis/kml/points/{layerId}:
 *  exports of a layer's points for its managers, under the evaluation's filter (docs/product.md
 *  §18.4); rules in points-export.service.ts. */
export async function pointsExportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  /** Sends an export's temporary file (points-export.service.ts); the file goes once its stream
   *  closes: also when the client leaves, before or while it is sent. */
  const send = (reply: FastifyReply, type: string, download: Download<Readable>) => {
    if (reply.raw.destroyed) download.content.destroy();
    else reply.raw.once('close', () => download.content.destroy());
    return sendDownload(reply, type, download);
  };
  // Every export takes the evaluation's filter (status, category, from, to, q, moderation).
  const filtered = 'Ohne Filter alle freigegebenen Einträge; mit status, category, from, to, q und moderation die der Auswertung.';
  app.get('/gis/csv/points/:id', {
    schema: {
      tags, params: IdParams, querystring: PointsCsvQuery,
      description: `CSV (UTF-8 mit BOM) der Punkte eines Layers, für dessen Verwalter: international (Komma, Standard) oder mit format=de für deutsches Excel (Semikolon, Dezimalkomma, Berliner Zeit). ${filtered}`,
    },
  }, async (req, reply) => send(reply, CSV,
    await service.exportPointsCsv(app.db, req.actor, req.params.id, req.query, app.config.publicUrl, await req.language())));
  app.get('/gis/xlsx/points/:id', {
    schema: { tags, params: IdParams, querystring: PointsExportQuery, description: `Excel-Arbeitsmappe (XLSX) der Punkte eines Layers mit den Blättern „Einträge“ und „Kommentare“, für dessen Verwalter. ${filtered}` },
  }, async (req, reply) => send(reply, XLSX, await service.exportPointsXlsx(app.db, req.actor, req.params.id, app.config.publicUrl, req.query, await req.language())));
  app.get('/gis/geojson/points/:id', {
    schema: { tags, params: IdParams, querystring: PointsExportQuery, description: `GeoJSON-FeatureCollection (RFC 7946) der Punkte eines Layers, für dessen Verwalter. ${filtered}` },
  }, async (req, reply) => send(reply, GEOJSON, await service.exportPointsGeoJson(app.db, req.actor, req.params.id, app.config.publicUrl, req.query)));
  app.get('/gis/gpkg/points/:id', {
    schema: { tags, params: IdParams, querystring: PointsExportQuery, description: `GeoPackage (OGC 12-128r18) der Punkte eines Layers, für dessen Verwalter: eine Punkt-Tabelle in EPSG:4326 mit den Eigenschaften des GeoJSON-Exports. ${filtered}` },
  }, async (req, reply) => send(reply, GPKG, await service.exportPointsGeoPackage(app.db, req.actor, req.params.id, app.config.publicUrl, req.query)));
  app.get('/gis/kml/points/:id', {
    schema: { tags, params: IdParams, querystring: PointsExportQuery, description: `KML 2.2 (OGC 07-147r2) der Punkte eines Layers, für dessen Verwalter: ein Placemark je Eintrag mit den Eigenschaften des GeoJSON-Exports als ExtendedData. ${filtered}` },
  }, async (req, reply) => send(reply, KML, await service.exportPointsKml(app.db, req.actor, req.params.id, app.config.publicUrl, req.query)));
}
