import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminAuditCsvQuery, AdminAuditQuery, AuditPage, AuditPageQuery, IdParams } from '@mitmachkarte/contract';
import { sendDownload } from '../../lib/download.js';
import * as service from './audit-read.service.js';

const tags = ['audit'];
const CSV = 'text/csv; charset=utf-8';

/** The audit log's pages and CSV downloads (docs/product.md §7, §16.4); rules in audit-read.service.ts. */
export async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/gis/audit/:id', { schema: { tags, params: IdParams, querystring: AuditPageQuery, response: { 200: AuditPage } } },
    (req) => service.listWorkspaceAudit(app.db, req.actor, req.params.id, req.query));
  app.get('/gis/audit/:id/csv', {
    schema: { tags, params: IdParams, description: 'CSV (UTF-8 mit BOM, Semikolon) des Protokolls eines Workspaces, für dessen Verwalter.' },
  }, async (req, reply) => sendDownload(reply, CSV, await service.exportWorkspaceAuditCsv(app.db, req.actor, req.params.id)));
  app.get('/admin/audit', { schema: { tags, querystring: AdminAuditQuery, response: { 200: AuditPage } } },
    (req) => service.listAllAudit(app.db, req.actor, req.query));
  app.get('/admin/audit/csv', {
    schema: { tags, querystring: AdminAuditCsvQuery, description: 'CSV (UTF-8 mit BOM, Semikolon) des ganzen Protokolls, für Administratoren.' },
  }, async (req, reply) => sendDownload(reply, CSV, await service.exportAllAuditCsv(app.db, req.actor, req.query)));
}
