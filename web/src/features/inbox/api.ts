import type { InboxFilter, InboxKind, InboxPage, MessageBody } from '@mitmachkarte/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../lib/api-client';

/** The inbox's calls (docs/product.md §7, §16.9). */

export const INBOX_PAGE_SIZE = 50;

/** GET /gis/workspace/{id}/inbox: page `page` of the items under `filter`. */
const inboxQueryOptions = (workspaceId: string, filter: InboxFilter, page: number) => queryOptions({
  queryKey: ['gis', 'inbox', workspaceId, filter, page],
  queryFn: () => apiGet<InboxPage>(`/gis/workspace/${encodeURIComponent(workspaceId)}/inbox?${new URLSearchParams({ filter, page: String(page), pageSize: String(INBOX_PAGE_SIZE) })}`),
  placeholderData: keepPreviousData,
});

export const useInbox = (workspaceId: string, filter: InboxFilter, page: number) => useQuery(inboxQueryOptions(workspaceId, filter, page));

/** POST …/inbox/seen with the checked items, or …/inbox/seen-all (`items` undefined); then the
 *  inbox and the counts of the bar and the lists load again. */
export function useMarkSeen(workspaceId: string) {
  const qc = useQueryClient();
  const base = `/gis/workspace/${encodeURIComponent(workspaceId)}/inbox`;
  return useMutation({
    mutationFn: (items?: { Kind: InboxKind; ID: string }[]) =>
      (items ? apiPost<MessageBody>(`${base}/seen`, { Items: items }) : apiPost<MessageBody>(`${base}/seen-all`, {})),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['gis', 'inbox'] }),
  });
}
