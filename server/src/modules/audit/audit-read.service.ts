import type { Readable } from 'node:stream';
import type { AdminAuditCsvQuery, AdminAuditQuery, AuditPage, AuditPageQuery } from '@mitmachkarte/contract';
import type { Actor } from '../../access/actor.js';
import { requireAccess } from '../../access/gate.js';
import { findWorkspaceAccess, type WorkspaceAccess } from '../../access/scope.js';
import { WORKSPACE_NOT_FOUND } from '../../access/visible.js';
import { canReadAllAudit, canReadWorkspaceAudit, canSeeWorkspace } from '../../access/workspace.rules.js';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/app-error.js';
import { csvStream } from '../../lib/csv.js';
import type { Download } from '../../lib/download.js';
import { asciiFileName } from '../../lib/file-name.js';
import { auditCsvRecords, presentAuditEntry } from './audit.presenter.js';
import { countAuditRows, listAuditRows, pagesOfAuditRows } from './audit.repository.js';

/** Reading the audit log, „Protokoll“ (docs/product.md §16.4): the managers of a workspace read
 *  its entries, administrators all of them, page by page or as CSV. */

/** The workspace whose log the actor may read: NOT_FOUND when it does not exist or the actor may
 *  neither see it nor read every log, UNAUTHENTICATED/FORBIDDEN for visitors and users who see it
 *  but do not manage it (docs/architecture.md §6). */
async function getReadableWorkspace(db: Db, actor: Actor, workspaceId: string): Promise<WorkspaceAccess> {
  const access = await findWorkspaceAccess(db, actor, workspaceId);
  if (!access || !(canSeeWorkspace(access) || canReadAllAudit(actor))) throw notFound(WORKSPACE_NOT_FOUND);
  requireAccess(actor, canReadWorkspaceAudit(actor, access));
  return access;
}

/** One page of the entries of `workspaceId` (undefined: all), newest first, with their total. A
 *  page past the last is empty. */
async function auditPage(db: Db, workspaceId: string | undefined, query: AuditPageQuery): Promise<AuditPage> {
  const total = await countAuditRows(db, workspaceId);
  const rows = await listAuditRows(db, workspaceId, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
  return { Total: total, Entries: rows.map(presentAuditEntry) };
}

/** The CSV download of the entries of `workspaceId` (undefined: all): ';'-separated with a byte
 *  order mark for German spreadsheet programs, streamed from the database page by page. */
const auditCsv = (db: Db, workspaceId: string | undefined, name: string): Download<Readable> =>
  ({ fileName: asciiFileName(name, 'csv', 'Protokoll'), content: csvStream(auditCsvRecords(pagesOfAuditRows(db, workspaceId)), { delimiter: ';' }) });

/** GET /gis/audit/{workspaceId}: a page of the workspace's log for its managers and administrators. */
export async function listWorkspaceAudit(db: Db, actor: Actor, workspaceId: string, query: AuditPageQuery): Promise<AuditPage> {
  await getReadableWorkspace(db, actor, workspaceId);
  return auditPage(db, workspaceId, query);
}

/** GET /gis/audit/{workspaceId}/csv: the workspace's whole log as CSV, for the same readers. */
export async function exportWorkspaceAuditCsv(db: Db, actor: Actor, workspaceId: string): Promise<Download<Readable>> {
  const { workspace } = await getReadableWorkspace(db, actor, workspaceId);
  return auditCsv(db, workspaceId, `Protokoll ${workspace.name}`);
}

/** GET /admin/audit: a page of the whole log, or of one workspace's (also a deleted one's), for
 *  holders of `admin`. */
export async function listAllAudit(db: Db, actor: Actor, query: AdminAuditQuery): Promise<AuditPage> {
  requireAccess(actor, canReadAllAudit(actor));
  return auditPage(db, query.workspace, query);
}

/** GET /admin/audit/csv: the whole log (or one workspace's) as CSV, for holders of `admin`. */
export async function exportAllAuditCsv(db: Db, actor: Actor, query: AdminAuditCsvQuery): Promise<Download<Readable>> {
  requireAccess(actor, canReadAllAudit(actor));
  return auditCsv(db, query.workspace, 'Protokoll');
}
