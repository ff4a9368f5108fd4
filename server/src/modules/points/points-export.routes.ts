import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams } from '@mitmachkarte/contract';
import * as service from './points-export.service.js';

const tags = ['points'];

/** Sends a download as an attachment; the file name is ASCII from asciiFileName, safe to quote. */
const sendDownload = (reply: FastifyReply, type: string, download: service.Download<Readable>) =>
  reply.type(type).header('content-disposition', `attachment; filename="${download.fileName}"`).send(download.content);

/** GET /gis/csv/points/{layerId} and /gis/geojson/points/{layerId}: exports of a
 *  layer's points for its managers; rules in points-export.service.ts. */
export async function pointsExportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/gis/csv/points/:id', {
    schema: { tags, params: IdParams, description: 'CSV (UTF-8 mit BOM) aller Punkte eines Layers, für dessen Verwalter.' },
  }, async (req, reply) => sendDownload(reply, 'text/csv; charset=utf-8',
    await service.exportPointsCsv(app.db, req.actor, req.params.id, app.config.publicUrl)));
  app.get('/gis/geojson/points/:id', {
    schema: { tags, params: IdParams, description: 'GeoJSON-FeatureCollection (RFC 7946) aller Punkte eines Layers, für dessen Verwalter.' },
  }, async (req, reply) => {
    const download = await service.exportPointsGeoJson(app.db, req.actor, req.params.id, app.config.publicUrl);
    return sendDownload(reply, 'application/geo+json', { ...download, content: Readable.from(download.content) });
  });
}
