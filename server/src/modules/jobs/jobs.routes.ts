import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ExportJobQuery, IdParams, Job, JobList, type Language } from '@mitmachkarte/contract';
import { translateGerman } from '../../i18n/messages.js';
import { sendDownload } from '../../lib/download.js';
import { EXPORT_MEDIA_TYPES } from '../points/export/points-export.service.js';
import * as service from './jobs.service.js';

const tags = ['jobs'];

/** A job with its stored (German) message said in `language` (docs/product.md §23.4). */
const inLanguage = (job: Job, language: Language): Job => ({ ...job, Message: translateGerman(job.Message, language) });

/** POST /gis/exports/{layerId}?format=…, GET /gis/jobs, GET /gis/jobs/{id} and GET
 *  /gis/jobs/{id}/file: exports of big layers as background jobs (docs/product.md §18.4,
 *  docs/decisions/0022); rules in jobs.service.ts. */
export async function jobsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = (): service.JobDeps => ({ dataDir: app.config.dataDir, publicUrl: app.config.publicUrl, log: app.log });
  app.post('/gis/exports/:id', {
    schema: {
      tags, params: IdParams, querystring: ExportJobQuery, response: { 202: Job },
      description: 'Startet den Export eines Layers als Auftrag (für dessen Verwalter): 202 mit dem Auftrag; 409, solange ein eigener Auftrag läuft.',
    },
  }, async (req, reply) => reply.code(202).send(await service.startExportJob(app.db, deps(), req.actor, req.params.id, req.query.format, await req.language())));
  app.get('/gis/jobs', {
    schema: { tags, response: { 200: JobList }, description: 'Die eigenen Aufträge, neueste zuerst.' },
  }, async (req) => {
    const language = await req.language();
    return (await service.listJobs(app.db, req.actor)).map((job) => inLanguage(job, language));
  });
  app.get('/gis/jobs/:id', {
    schema: { tags, params: IdParams, response: { 200: Job }, description: 'Ein eigener Auftrag mit Zustand und Fortschritt.' },
  }, async (req) => inLanguage(await service.getJob(app.db, req.actor, req.params.id), await req.language()));
  app.get('/gis/jobs/:id/file', {
    schema: { tags, params: IdParams, description: 'Die Datei eines fertigen eigenen Auftrags, solange sie nicht abgelaufen ist und man den Layer noch verwaltet.' },
  }, async (req, reply) => {
    const download = await service.getJobFile(app.db, deps(), req.actor, req.params.id);
    if (reply.raw.destroyed) download.content.destroy();
    else reply.raw.once('close', () => download.content.destroy());
    reply.header('content-length', download.size);
    return sendDownload(reply, EXPORT_MEDIA_TYPES[download.format], download);
  });
}
