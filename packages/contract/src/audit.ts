import { z } from 'zod';
import { Id, Timestamp } from './common.js';
import { FIELD_MESSAGES, fieldMessage } from './field-messages.js';

/** The audit log, „Protokoll“ (docs/product.md §16.4): every change that managers and
 *  administrators make to others' content or rights, newest first. */

/** Longest page of the log, and the page size when none is asked for. */
export const AUDIT_PAGE_SIZE_MAX = 200;
export const AUDIT_PAGE_SIZE_DEFAULT = 50;
/** Longest Before and After text of an entry (characters); longer ones are cut with '…'. */
export const AUDIT_TEXT_MAX_LENGTH = 500;

/** One entry: when (`At`), by whom (the display name at the time, kept when the account is
 *  deleted), what (an action key such as `point.status`, the type and id of its target and the
 *  workspace it belongs to, null for users, groups and organisations), a German one-line
 *  `Summary` and short texts of the state before and after ('' where there is none). */
export const AuditEntry = z.object({
  ID: z.string(),
  At: Timestamp,
  By: z.string(),
  Action: z.string(),
  TargetType: z.string(),
  TargetID: z.string(),
  Workspace: z.string().nullable(),
  Summary: z.string(),
  Before: z.string(),
  After: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

const PAGE_MESSAGE = FIELD_MESSAGES.pageNumber;
const PAGE_SIZE_MESSAGE = fieldMessage('pageSizeNumber', { max: AUDIT_PAGE_SIZE_MAX });

/** Paging of the log: page `page` (from 1; 1,000,000 at most, well past any real log) of
 *  `pageSize` entries. */
export const AuditPageQuery = z.object({
  page: z.coerce.number({ error: PAGE_MESSAGE }).int({ error: PAGE_MESSAGE }).min(1, { error: PAGE_MESSAGE }).max(1_000_000, { error: PAGE_MESSAGE }).default(1),
  pageSize: z.coerce.number({ error: PAGE_SIZE_MESSAGE }).int({ error: PAGE_SIZE_MESSAGE })
    .min(1, { error: PAGE_SIZE_MESSAGE }).max(AUDIT_PAGE_SIZE_MAX, { error: PAGE_SIZE_MESSAGE }).default(AUDIT_PAGE_SIZE_DEFAULT),
});
export type AuditPageQuery = z.infer<typeof AuditPageQuery>;

/** Only the entries of one workspace (its id, also of a deleted workspace). */
const WorkspaceFilter = { workspace: Id.optional() };

/** Query of GET /admin/audit: paging and an optional workspace. */
export const AdminAuditQuery = AuditPageQuery.extend(WorkspaceFilter);
export type AdminAuditQuery = z.infer<typeof AdminAuditQuery>;

/** Query of GET /admin/audit/csv: an optional workspace (the CSV holds every entry). */
export const AdminAuditCsvQuery = z.object(WorkspaceFilter);
export type AdminAuditCsvQuery = z.infer<typeof AdminAuditCsvQuery>;

/** Answer of the log's pages: how many entries there are in all, and those of the page. */
export const AuditPage = z.object({ Total: z.number().int(), Entries: z.array(AuditEntry) });
export type AuditPage = z.infer<typeof AuditPage>;
