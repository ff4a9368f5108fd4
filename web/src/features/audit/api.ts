import { AUDIT_PAGE_SIZE_DEFAULT, type AuditPage } from '@mitmachkarte/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE, apiGet } from '../../lib/api-client';

/** The calls of the audit log (docs/product.md §16.4). A log is named by its address: the whole
 *  log's or one workspace's. */

/** The whole log (holders of `admin`), and one workspace's (its managers). */
export const ADMIN_AUDIT_PATH = '/admin/audit';
export const workspaceAuditPath = (workspaceId: string) => `/gis/audit/${encodeURIComponent(workspaceId)}`;

/** Entries per page of the screen. */
export const AUDIT_SCREEN_PAGE_SIZE = AUDIT_PAGE_SIZE_DEFAULT;

/** GET <path>?page=&pageSize=: one page of a log, loaded afresh on every visit. Silent: the screen
 *  says itself when it fails; the page shown stays while the next one loads. */
export const auditPageQueryOptions = (path: string, page: number) =>
  queryOptions({
    queryKey: ['audit', path, page],
    queryFn: () => apiGet<AuditPage>(`${path}?page=${page}&pageSize=${AUDIT_SCREEN_PAGE_SIZE}`),
    staleTime: 0, retry: false, meta: { silent: true }, placeholderData: keepPreviousData,
  });

/** Page `page` (from 1) of the log at `path`. */
export const useAuditPage = (path: string, page: number) => useQuery(auditPageQueryOptions(path, page));

/** The address of a log's CSV download. */
export const auditCsvUrl = (path: string) => `${API_BASE}${path}/csv`;
