import type { InboxCounts, InboxFilter } from '@mitmachkarte/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';
import { useSession } from './session';

/** The team's inbox („Eingang“, docs/product.md §16.9) as the navigation bar, „Meine Projekte“,
 *  the project page and the inbox itself share it: its address and the counts per project. */

/** The inbox of a project, `/eingang/{id}`, with `filter` when it is not the default `neu` (the
 *  team's mails link to `?filter=gemeldet` and `?filter=freigabe`). */
export const inboxPath = (workspaceId: string, filter?: InboxFilter) =>
  `/eingang/${encodeURIComponent(workspaceId)}${filter && filter !== 'neu' ? `?${new URLSearchParams({ filter })}` : ''}`;

/** GET /gis/inbox/counts: per project of the user's team the new, waiting and reported items. */
export const inboxCountsQueryOptions = queryOptions({
  queryKey: ['gis', 'inbox', 'counts'],
  queryFn: () => apiGet<InboxCounts>('/gis/inbox/counts'),
  // A badge, not a live view: asked for again on a page change after a minute.
  staleTime: 60_000,
});

/** The inbox counts for people who work on projects (the server's CanManageProjects); nothing for
 *  others, nor while a second factor must be set up first (the server answers every other call
 *  403 then), and silent: the bar and the lists work without them. `fresh`: asked for again whenever
 *  the caller mounts (the inbox itself, so that the bar's badge agrees with its list). */
export function useInboxCounts(fresh = false) {
  const session = useSession();
  return useQuery({
    ...inboxCountsQueryOptions, enabled: session.loggedIn && session.info.CanManageProjects && !session.info.MfaSetupRequired, meta: { silent: true }, ...(fresh ? { staleTime: 0 } : {}),
  });
}

/** The counts of one project, if the user is on its team; `fresh` as useInboxCounts'. */
export function useInboxCountOf(workspaceId: string, fresh = false) {
  return useInboxCounts(fresh).data?.Workspaces.find((w) => w.Workspace === workspaceId);
}
