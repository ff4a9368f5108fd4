import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, IMPORT_MAX_BYTES, ImportPreview, ImportQuery, ImportResult } from '@mitmachkarte/contract';
import { perHour } from '../../../lib/rate-limits.js';
import * as service from './points-import.service.js';
import { say } from '../../../i18n/messages.js';

const tags = ['points'];

/** Content types under which an import file's bytes are accepted; what the file is, the server
 *  tells from the bytes (import/read.ts), never from this header. */
const IMPORT_TYPES = ['application/octet-stream', 'application/geo+json', 'application/geopackage+sqlite3', 'application/vnd.google-earth.kml+xml', 'text/csv'];

export const IMPORT_TOO_LARGE = say('importTooLarge');

/** Imports a manager may start per hour: each reads a file of up to 50 MB twice (preview, import). */
const IMPORTS_PER_HOUR = 120;

/** POST /gis/import/{layerId}/preview and /gis/import/{layerId} (docs/product.md §18.6); rules in
 *  points-import.service.ts. In this plugin's scope only the raw file is parsed, as a Buffer of at
 *  most IMPORT_MAX_BYTES (413 with the import's message beyond, plugins/error-handler.ts). */
export async function pointsImportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(IMPORT_TYPES, { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES }, (_req, body, done) => done(null, body));
  const options = {
    bodyLimit: IMPORT_MAX_BYTES,
    config: { ...perHour(IMPORTS_PER_HOUR), bodyTooLargeMessage: IMPORT_TOO_LARGE },
  };
  const bytesOf = (body: unknown) => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));

  app.post('/gis/import/:id/preview', {
    ...options,
    schema: {
      tags, params: IdParams, querystring: ImportQuery, consumes: IMPORT_TYPES, response: { 200: ImportPreview },
      description: 'Vorschau eines Imports in einen Layer, für dessen Verwalter: Felder der Datei, Zuordnung zu den Fragen, die ersten Zeilen und die abgelehnten Zeilen mit Grund. Schreibt nichts.',
    },
  }, async (req) => service.previewImport(app.db, req.actor, req.params.id, { bytes: bytesOf(req.body), ...req.query }));

  app.post('/gis/import/:id', {
    ...options,
    schema: {
      tags, params: IdParams, querystring: ImportQuery, consumes: IMPORT_TYPES, response: { 200: ImportResult },
      description: 'Importiert alle Zeilen einer Datei (GeoJSON, CSV, GeoPackage, KML) als Einträge in einen Layer, in einer Transaktion: alle oder keine.',
    },
  }, async (req) => {
    const result = await service.runImport(app.db, req.actor, req.params.id, { bytes: bytesOf(req.body), ...req.query });
    // Many points at once: one event for the layer; maps refetch (live updates, docs/product.md §21).
    await app.liveEvents.publish('layer', { layer: req.params.id });
    return result;
  });
}
