import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DcatQuery, IdParams, OpenDataDownloadQuery } from '@mitmachkarte/contract';
import { AppError, validation } from '../../lib/app-error.js';
import { perHour, type RateLimits } from '../../lib/rate-limits.js';
import { say } from '../../i18n/messages.js';
import { sendDownload } from '../../lib/download.js';
import { EXPORT_MEDIA_TYPES, exportOpenData } from '../points/export/points-export.service.js';
import { DCAT_MEDIA_TYPES, negotiateFormat } from './dcat-negotiation.js';

const tags = ['dcat'];

/** The request's origin as the client reached it (behind a trusted proxy, the one it names);
 *  VALIDATION for a Host header that names no host. */
function originOf(req: FastifyRequest): string {
  try {
    return new URL(req.url, `${req.protocol}://${req.host}`).origin;
  } catch {
    throw validation(say('badAddress'));
  }
}

/** GET /dcat and GET /dcat/download/{layerId} (the map's file, points-export.service.ts
 *  exportOpenData; `limits.openDataDownloadsPerHour` per IP). GET /dcat: the open data catalogue of the organisation serving the request's host, DCAT-AP.de
 *  3.0 (docs/product.md §24.4, docs/decisions/0039), for everyone; rules in dcat.service.ts.
 *  `?format=ttl|rdf|jsonld` chooses the serialisation, else the Accept header (Turtle by default);
 *  an Accept header naming none of them: 406. `no-store` like the GIS interface's documents;
 *  `limits.dcatPerHour` per IP. */
export async function dcatRoutes(fastify: FastifyInstance, opts: { limits: RateLimits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/dcat', {
    schema: { tags, querystring: DcatQuery, description: 'DCAT-AP.de-Katalog der öffentlichen Karten mit Lizenz: Turtle, RDF/XML oder JSON-LD.' },
    config: perHour(opts.limits.dcatPerHour),
  }, async (req, reply) => {
    const format = req.query.format ?? negotiateFormat(req.headers.accept);
    if (!format) throw new AppError('NOT_ACCEPTABLE', say('dcatNotAcceptable'));
    const site = originOf(req);
    // The RDF writers (n3, jsonld) are loaded by the first catalogue asked for, not at start-up (docs/runtime.md §1).
    const { getCatalogueText } = await import('./dcat.service.js');
    const text = await getCatalogueText(app.db, req.headers.host, { site, base: `${site}/api/v1/dcat`, ogc: `${site}/api/v1/ogc` }, format);
    return reply.type(DCAT_MEDIA_TYPES[format]).header('vary', 'Accept').send(text);
  });
  app.get('/dcat/download/:id', {
    schema: { tags, params: IdParams, querystring: OpenDataDownloadQuery, description: 'Offene Daten einer Karte als Datei: GeoJSON, CSV oder GeoPackage, mit den öffentlichen Einträgen.' },
    config: perHour(opts.limits.openDataDownloadsPerHour),
  }, async (req, reply) => {
    const download = await exportOpenData(app.db, req.params.id, req.query.format, app.config.publicUrl);
    // The temporary file goes once its stream closes, also when the client leaves (as the exports).
    if (reply.raw.destroyed) download.content.destroy();
    else reply.raw.once('close', () => download.content.destroy());
    return sendDownload(reply, EXPORT_MEDIA_TYPES[req.query.format], download);
  });
}
